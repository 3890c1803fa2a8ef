// MoveAnimator: turns a change of placement into piece tracks over time. Pieces that left a square are matched
// to pieces of the same kind that arrived elsewhere (nearest first), so single moves, castling (both pieces)
// and jumps through the game all glide; knights hop; unmatched pieces fade (captures leave, set-ups appear);
// a pawn reaching the last rank glides there and turns into its promoted piece. Time is passed in by the
// caller (milliseconds from any monotonic clock), so tests step it without sleeping.
// Invariant: frame() at or after endTime() shows exactly the last target placement, fully opaque.
#pragma once

#include "board3dtypes.h"

#include <QVector3D>

#include <optional>
#include <vector>

namespace kibitz::gui {

struct AnimatedPiece {
    Piece piece = NoPiece;
    QVector3D position;     // where its foot stands
    float alpha = 1;        // < 1 while fading in or out
    Square home = NoSquare; // the square it rests on at the end; NoSquare for a piece leaving the board
    bool moving = false;    // on its way or fading at this moment
};

class MoveAnimator {
public:
    // A piece the user dropped: its move starts from where it was let go instead of from its square.
    struct Drop {
        Square from = NoSquare;
        Square to = NoSquare;
        QVector3D point;
    };

    MoveAnimator();

    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool isEnabled() const { return m_enabled; }
    // Durations are multiplied by this (1 = normal).
    void setSpeedFactor(float factor) { m_speed = factor; }

    // Shows `target`; animated from what is on screen at `now` when enabled, else at once.
    void transition(const PiecePlacement& target, qint64 now, const std::optional<Drop>& drop = std::nullopt);
    // A dropped piece going back from `point` to its square (an illegal or cancelled drop).
    void snapBack(Square square, const QVector3D& point, qint64 now);

    const PiecePlacement& placement() const { return m_target; }
    bool isRunning(qint64 now) const { return now < m_end; }
    qint64 endTime() const { return m_end; }
    std::vector<AnimatedPiece> frame(qint64 now) const;

private:
    struct Track {
        Piece piece = NoPiece;
        Square home = NoSquare;
        QVector3D from, to;
        QVector3D bend; // sideways offset at mid-flight (a castling rook steps around its king)
        float hop = 0;  // height of the arc at mid-flight (knights)
        qint64 start = 0;
        qint64 duration = 0;
        enum class Fade { None, Out, In } fade = Fade::None;
        float fadeFrom = 0; // fraction of the track where the fade begins
    };
    AnimatedPiece evaluate(const Track& track, qint64 now) const;
    qint64 travelTime(const QVector3D& from, const QVector3D& to) const;
    void addTrack(const Track& track);

    PiecePlacement m_target;
    std::vector<Track> m_tracks;
    qint64 m_end = 0;
    bool m_enabled = true;
    float m_speed = 1;
};

} // namespace kibitz::gui
