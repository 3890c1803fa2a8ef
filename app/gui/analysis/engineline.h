// Plain values an analysing engine reports, whatever engine it is: scores are from the side to move's point
// of view (as UCI and the built-in search report them); the lines model turns them into White's view.
#pragma once

#include "core/types.h"

#include <QMetaType>
#include <QtGlobal>

#include <vector>

namespace kibitz::gui {

struct EngineScore {
    enum class Kind { Centipawns, Mate };
    enum class Bound { Exact, Lower, Upper };
    Kind kind = Kind::Centipawns;
    int value = 0; // centipawns, or moves to mate (positive: the side to move mates; 0: it is mated)
    Bound bound = Bound::Exact;
    bool operator==(const EngineScore&) const = default;
};

struct EngineLine {
    int multipv = 1; // 1-based rank
    int depth = 0;
    EngineScore score;
    std::vector<Move> pv; // legal from the analysed position, never empty in a reported line
};

struct AnalysisUpdate {
    int depth = 0;
    quint64 nodes = 0;
    quint64 nps = 0;
    std::vector<EngineLine> lines; // may be empty (a statistics-only report)
};

} // namespace kibitz::gui

Q_DECLARE_METATYPE(kibitz::gui::AnalysisUpdate)
