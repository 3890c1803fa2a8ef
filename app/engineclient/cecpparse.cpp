#include "cecpparse.h"
#include "parsefail.h"

#include "core/san.h"
#include "variant/movegen.h"
#include "variant/san.h"

#include <deque>

namespace kibitz::engineclient {

namespace {

// "12.", "12...", "1..." and "..." are move numbers inside a pv, not moves.
bool isMoveNumber(QStringView w)
{
    qsizetype k = 0;
    while (k < w.size() && w[k].isDigit())
        ++k;
    if (k == w.size())
        return k > 0;
    for (qsizetype d = k; d < w.size(); ++d)
        if (w[d] != u'.')
            return false;
    return true;
}

Move parseAnyMove(const Position& pos, QStringView text)
{
    const std::string s = text.toString().toStdString();
    if (const Move m = parseUci(pos, s))
        return m;
    const SanResult r = parseSan(pos, s, SanMode::Lenient);
    return r.ok() ? r.move : Move::none();
}

variant::Move parseAnyMove(const variant::Position& pos, QStringView text)
{
    const std::string s = text.toString().toStdString();
    if (const variant::Move m = variant::parseUci(pos, s))
        return m;
    const variant::SanResult r = variant::parseSan(pos, s);
    return r.ok() ? r.move : variant::Move::none();
}

// The fields of a thinking line; readPv(words) reads its pv (the words after the numbers).
template <class ReadPv>
bool parseThinking(QStringView line, Info& out, QString* error, ReadPv readPv);

} // namespace

std::vector<std::pair<QString, QString>> parseCecpFeatures(QStringView line)
{
    std::vector<std::pair<QString, QString>> out;
    QStringView rest = line.trimmed();
    if (!rest.startsWith(u"feature"))
        return out;
    rest = rest.mid(7);
    while (true) {
        rest = rest.trimmed();
        if (rest.isEmpty())
            break;
        const qsizetype eq = rest.indexOf(u'=');
        const qsizetype space = rest.indexOf(u' ');
        if (eq < 0)
            break;
        if (space >= 0 && space < eq) { // a word without '=': skip it
            rest = rest.mid(space);
            continue;
        }
        const QString key = rest.left(eq).toString();
        rest = rest.mid(eq + 1);
        QString value;
        if (rest.startsWith(u'"')) {
            const qsizetype close = rest.indexOf(u'"', 1);
            value = rest.mid(1, close < 0 ? -1 : close - 1).toString();
            rest = close < 0 ? QStringView() : rest.mid(close + 1);
        } else {
            const qsizetype end = rest.indexOf(u' ');
            value = rest.left(end).toString();
            rest = end < 0 ? QStringView() : rest.mid(end);
        }
        out.emplace_back(key, value);
    }
    return out;
}

bool isCecpThinking(QStringView line)
{
    const QStringView t = line.trimmed();
    return !t.isEmpty() && t[0].isDigit();
}

namespace {
template <class ReadPv>
bool parseThinking(QStringView line, Info& out, QString* error, ReadPv readPv)
{
    out = Info{};
    const QStringView t = line.trimmed();
    // Extended output puts seldepth, nps and tbhits before a tab; the pv comes after it.
    const qsizetype tab = t.indexOf(u'\t');
    const QList<QStringView> numbers = (tab >= 0 ? t.left(tab) : t).split(u' ', Qt::SkipEmptyParts);
    if (numbers.isEmpty() || !numbers[0].front().isDigit())
        return fail(error, QStringLiteral("not a thinking line"));
    qint64 v[7] = {};
    const qsizetype count = tab >= 0 ? std::min<qsizetype>(numbers.size(), 7) : std::min<qsizetype>(numbers.size(), 4);
    for (qsizetype k = 0; k < count; ++k) {
        bool ok = false;
        v[k] = numbers[k].toLongLong(&ok);
        if (!ok) {
            if (k < 4)
                return fail(error, QStringLiteral("thinking output needs four numbers (ply score time nodes)"));
            break; // the optional fields end here
        }
    }
    if (count < 4)
        return fail(error, QStringLiteral("thinking output needs four numbers (ply score time nodes)"));
    if (v[0] < 0 || v[2] < 0 || v[3] < 0)
        return fail(error, QStringLiteral("thinking output has a negative ply, time or node count"));
    if (std::abs(v[1]) > 10 * CecpMateScore)
        return fail(error, QStringLiteral("bad score value '%1'").arg(v[1]));
    out.depth = int(std::min<qint64>(v[0], 1000));
    Score s;
    if (std::abs(v[1]) >= CecpMateScore) {
        s.kind = Score::Kind::Mate;
        s.value = int(v[1] > 0 ? v[1] - CecpMateScore : -(-v[1] - CecpMateScore));
    } else {
        s.value = int(v[1]);
    }
    out.score = s;
    out.timeMs = v[2] * 10; // centiseconds on the wire
    out.nodes = quint64(v[3]);
    if (tab >= 0) {
        out.seldepth = int(std::clamp<qint64>(v[4], 0, 1000));
        out.nps = quint64(std::max<qint64>(v[5], 0));
    }
    if (out.nps == 0 && out.timeMs > 0)
        out.nps = out.nodes * 1000 / quint64(out.timeMs);
    // The pv: after the tab, or after the four numbers.
    QList<QStringView> words = (tab >= 0 ? t.mid(tab + 1) : t).split(u' ', Qt::SkipEmptyParts);
    if (tab < 0)
        words = words.mid(4);
    readPv(words);
    return true;
}
} // namespace

bool parseCecpThinking(QStringView line, const GameLine& root, Info& out, QString* error)
{
    return parseThinking(line, out, error, [&](const QList<QStringView>& words) {
        GameLine walk = root;
        for (QStringView w : words) {
            if (isMoveNumber(w))
                continue;
            const Move m = parseAnyMove(walk.position(), w);
            if (!m)
                break; // free text: the pv ends here
            walk.push(m);
            out.pv.push_back(m);
        }
    });
}

bool parseCecpThinking(QStringView line, variant::Position& root, Info& out, QString* error)
{
    return parseThinking(line, out, error, [&](const QList<QStringView>& words) {
        std::deque<variant::StateInfo> states;
        for (QStringView w : words) {
            if (isMoveNumber(w))
                continue;
            const variant::Move m = parseAnyMove(root, w);
            if (!m)
                break; // free text: the pv ends here
            states.emplace_back();
            root.doMove(m, states.back());
            out.variantPv.push_back(m);
        }
        for (auto m = out.variantPv.rbegin(); m != out.variantPv.rend(); ++m)
            root.undoMove(*m); // the root as it was
    });
}

namespace {
// The move text of a move line; nullopt for other lines.
std::optional<QStringView> moveText(QStringView line)
{
    const QStringView t = line.trimmed();
    if (t.startsWith(u"move "))
        return t.mid(5).trimmed();
    if (t.startsWith(u"My move is"))
        return t.mid(t.indexOf(u':') + 1).trimmed();
    return std::nullopt;
}
} // namespace

std::optional<MoveResult> parseCecpMove(QStringView line, const variant::Position& root)
{
    const std::optional<QStringView> text = moveText(line);
    if (!text)
        return std::nullopt;
    MoveResult r;
    r.text = text->toString();
    r.variantMove = parseAnyMove(root, *text);
    r.kind = r.variantMove ? MoveResult::Kind::Move : MoveResult::Kind::Illegal;
    return r;
}

std::optional<MoveResult> parseCecpMove(QStringView line, const GameLine& root)
{
    const std::optional<QStringView> found = moveText(line);
    if (!found)
        return std::nullopt;
    const QStringView text = *found;
    MoveResult r;
    r.text = text.toString();
    r.move = parseUci(root.position(), r.text.toStdString());
    if (!r.move) {
        const SanResult san = parseSan(root.position(), r.text.toStdString(), SanMode::Strict);
        if (san.ok())
            r.move = san.move;
    }
    r.kind = r.move ? MoveResult::Kind::Move : MoveResult::Kind::Illegal;
    return r;
}

QString cecpLevelCommand(int movesPerSession, int baseMs, int incMs)
{
    const int baseSec = std::max(baseMs, 0) / 1000;
    QString base = QString::number(baseSec / 60);
    if (baseSec % 60)
        base += QStringLiteral(":%1").arg(baseSec % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("level %1 %2 %3")
        .arg(std::max(movesPerSession, 0))
        .arg(base, QString::number(std::max(incMs, 0) / 1000.0, 'g', 6));
}

QString cecpMoveCommand(const Position& before, Move m, bool san, bool usermove)
{
    const QString text = QString::fromStdString(san ? toSan(before, m) : toUci(before, m));
    return usermove ? QStringLiteral("usermove ") + text : text;
}

QString cecpMoveCommand(variant::Position& before, variant::Move m, bool san, bool usermove)
{
    const QString text = QString::fromStdString(san ? variant::toSan(before, m) : variant::toUci(before, m));
    return usermove ? QStringLiteral("usermove ") + text : text;
}

} // namespace kibitz::engineclient
