// MoveAnimator: matching old and new placements, and evaluating tracks.
#include "moveanimator.h"

#include "boardgeometry.h"

#include <QtMath>

#include <algorithm>
#include <cmath>
#include <map>

namespace kibitz::gui {

namespace {

float ease(float t) { return smoothstep(0, 1, t); }

} // namespace

MoveAnimator::MoveAnimator() { m_target.fill(NoPiece); }

qint64 MoveAnimator::travelTime(const QVector3D& from, const QVector3D& to) const
{
    const float squares = (to - from).length();
    return qint64(std::min(420.0f, 170.0f + 45.0f * squares) * m_speed);
}

void MoveAnimator::addTrack(const Track& track)
{
    m_tracks.push_back(track);
    m_end = std::max(m_end, track.start + track.duration);
}

void MoveAnimator::transition(const PiecePlacement& target, qint64 now, const std::optional<Drop>& drop)
{
    // Where each resting piece is shown right now (mid-flight pieces start from there, not from their square).
    std::map<int, QVector3D> shown;
    for (const Track& track : m_tracks)
        if (track.home != NoSquare)
            shown[track.home] = evaluate(track, now).position;
    const auto startOf = [&](Square s) {
        const auto it = shown.find(s);
        return it != shown.end() ? it->second : squareCentre(s);
    };

    const PiecePlacement previous = m_target;
    m_target = target;
    m_tracks.clear();
    m_end = now;
    const auto rest = [&](Square s) {
        Track t;
        t.piece = target[s];
        t.home = s;
        t.from = t.to = squareCentre(s);
        t.start = now;
        addTrack(t);
    };
    if (!m_enabled) {
        for (int s = 0; s < SquareCount; ++s)
            if (target[std::size_t(s)] != NoPiece)
                rest(Square(s));
        m_end = now;
        return;
    }

    std::vector<Square> left, arrived; // squares whose piece went away / came
    for (int s = 0; s < SquareCount; ++s) {
        const Piece before = previous[std::size_t(s)], after = target[std::size_t(s)];
        if (before != NoPiece && before != after)
            left.push_back(Square(s));
        if (after != NoPiece && before != after)
            arrived.push_back(Square(s));
        if (after != NoPiece && before == after)
            rest(Square(s));
    }

    // Match departures to arrivals of the same piece, nearest pairs first.
    struct Pair {
        float distance;
        Square from, to;
    };
    std::vector<Pair> pairs;
    for (Square f : left)
        for (Square t : arrived)
            if (previous[f] == target[t])
                pairs.push_back({(squareCentre(f) - squareCentre(t)).length(), f, t});
    std::stable_sort(pairs.begin(), pairs.end(), [](const Pair& a, const Pair& b) { return a.distance < b.distance; });
    std::vector<bool> fromUsed(SquareCount), toUsed(SquareCount);
    std::vector<Track> moving;
    for (const Pair& p : pairs) {
        if (fromUsed[p.from] || toUsed[p.to])
            continue;
        fromUsed[p.from] = toUsed[p.to] = true;
        Track t;
        t.piece = target[p.to];
        t.home = p.to;
        t.from = startOf(p.from);
        t.to = squareCentre(p.to);
        t.start = now;
        t.duration = travelTime(t.from, t.to);
        if (drop && drop->from == p.from && drop->to == p.to) {
            t.from = drop->point;
            t.duration = qint64(90 * m_speed);
        } else if (shapeOf(t.piece) == Knight) {
            t.hop = 0.45f;
        }
        moving.push_back(t);
    }

    // Two pieces of one side crossing on a rank (castling): the lesser steps around the greater, off the board side.
    for (std::size_t i = 0; i < moving.size(); ++i)
        for (std::size_t j = 0; j < moving.size(); ++j) {
            Track& a = moving[i];
            const Track& b = moving[j];
            if (i == j || pieceColor(a.piece) != pieceColor(b.piece) || shapeOf(a.piece) >= shapeOf(b.piece) || a.hop > 0)
                continue;
            if (std::abs(a.from.z() - b.from.z()) > 0.1f || std::abs(a.to.z() - b.to.z()) > 0.1f || std::abs(a.from.z() - a.to.z()) > 0.1f)
                continue;
            const float aLo = std::min(a.from.x(), a.to.x()), aHi = std::max(a.from.x(), a.to.x());
            const float bLo = std::min(b.from.x(), b.to.x()), bHi = std::max(b.from.x(), b.to.x());
            if (aHi < bLo || bHi < aLo)
                continue;
            a.bend = QVector3D(0, 0, a.from.z() >= 0 ? 0.8f : -0.8f);
        }
    for (const Track& t : moving)
        addTrack(t);

    // Promotions: a pawn that vanished next to a new piece of its colour on the last rank glides there and turns.
    for (Square f : left) {
        if (fromUsed[f])
            continue;
        const Piece pawn = previous[f];
        if (shapeOf(pawn) != Pawn)
            continue;
        for (Square t : arrived) {
            const Piece promoted = target[t];
            if (toUsed[t] || pieceColor(promoted) != pieceColor(pawn) || shapeOf(promoted) == Pawn || shapeOf(promoted) == King)
                continue;
            const int lastRank = pieceColor(pawn) == White ? 7 : 0;
            if (rankOf(t) != lastRank || std::abs(rankOf(t) - rankOf(f)) != 1 || std::abs(fileOf(t) - fileOf(f)) > 1)
                continue;
            fromUsed[f] = toUsed[t] = true;
            Track glide;
            glide.piece = pawn;
            glide.from = startOf(f);
            glide.to = squareCentre(t);
            glide.start = now;
            glide.duration = travelTime(glide.from, glide.to) + qint64(120 * m_speed);
            if (drop && drop->from == f && drop->to == t)
                glide.from = drop->point;
            glide.fade = Track::Fade::Out;
            glide.fadeFrom = 0.65f;
            addTrack(glide);
            Track appear;
            appear.piece = promoted;
            appear.home = t;
            appear.from = appear.to = glide.to;
            appear.start = now;
            appear.duration = glide.duration;
            appear.fade = Track::Fade::In;
            appear.fadeFrom = 0.65f;
            addTrack(appear);
            break;
        }
    }

    // Whatever is left fades: captured pieces leave (sinking a little), new ones appear.
    const qint64 fadeTime = qint64(260 * m_speed);
    for (Square f : left) {
        if (fromUsed[f])
            continue;
        Track t;
        t.piece = previous[f];
        t.from = startOf(f);
        t.to = t.from - QVector3D(0, 0.15f, 0);
        t.start = now;
        t.duration = fadeTime;
        t.fade = Track::Fade::Out;
        t.fadeFrom = 0.25f;
        addTrack(t);
    }
    for (Square s : arrived) {
        if (toUsed[s])
            continue;
        Track t;
        t.piece = target[s];
        t.home = s;
        t.from = t.to = squareCentre(s);
        t.start = now;
        t.duration = fadeTime;
        t.fade = Track::Fade::In;
        addTrack(t);
    }
}

void MoveAnimator::snapBack(Square square, const QVector3D& point, qint64 now)
{
    for (Track& track : m_tracks) {
        if (track.home != square)
            continue;
        track.from = point;
        track.to = squareCentre(square);
        track.hop = 0;
        track.bend = {};
        track.start = now;
        track.duration = m_enabled ? qint64(180 * m_speed) : 0;
        track.fade = Track::Fade::None;
        m_end = std::max(m_end, now + track.duration);
    }
}

AnimatedPiece MoveAnimator::evaluate(const Track& track, qint64 now) const
{
    const float raw = track.duration > 0 ? std::clamp(float(now - track.start) / float(track.duration), 0.0f, 1.0f) : 1.0f;
    const float t = ease(raw);
    AnimatedPiece piece;
    piece.piece = track.piece;
    piece.home = track.home;
    const float arc = std::sin(float(M_PI) * t);
    piece.position = track.from + (track.to - track.from) * t + track.bend * arc + QVector3D(0, track.hop * arc, 0);
    piece.moving = raw < 1.0f;
    switch (track.fade) {
    case Track::Fade::None: break;
    case Track::Fade::Out: piece.alpha = 1.0f - smoothstep(track.fadeFrom, 1.0f, raw); break;
    case Track::Fade::In: piece.alpha = smoothstep(track.fadeFrom, 1.0f, raw); break;
    }
    return piece;
}

std::vector<AnimatedPiece> MoveAnimator::frame(qint64 now) const
{
    std::vector<AnimatedPiece> pieces;
    pieces.reserve(m_tracks.size());
    for (const Track& track : m_tracks) {
        AnimatedPiece p = evaluate(track, now);
        if (p.alpha > 0.0f)
            pieces.push_back(p);
    }
    return pieces;
}

} // namespace kibitz::gui
