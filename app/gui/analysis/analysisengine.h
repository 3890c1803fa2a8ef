// AnalysisEngine: an engine the analysis dock can run on a position until told otherwise (the built-in search
// or an external UCI program). Every report carries the generation given to startAnalysis(), so the caller
// drops reports about a position it has left. All signals arrive on the object's (the GUI) thread.
#pragma once

#include "engineline.h"

#include "core/gameline.h"

#include <QObject>
#include <QString>

namespace kibitz::gui {

class AnalysisEngine : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Analyses `game`'s current position (its moves are the repetition history) with up to multiPv lines,
    // until stopAnalysis() or the next startAnalysis().
    virtual void startAnalysis(const GameLine& game, int multiPv, quint64 generation) = 0;
    virtual void stopAnalysis() = 0;
    virtual QString name() const = 0;

signals:
    void updated(quint64 generation, const kibitz::gui::AnalysisUpdate& update);
    void problem(const QString& text); // something the user should read (a crash, a hang, a bad line)
    void failed(const QString& text);  // the engine is unusable until analysis is started again
};

} // namespace kibitz::gui
