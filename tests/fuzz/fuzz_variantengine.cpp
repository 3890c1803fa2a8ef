// libFuzzer target: the engine client's protocol text in a variant. The first line names a variant Kibitz ships
// ("knightmate", "almost", …; knightmate for anything else) followed by a FEN with its letters (the variant's
// start position if it is not valid); every further line is given to each parser of what engines say about a
// variant game: UCI info and bestmove, CECP thinking output and move lines. None may crash; every pv and move
// they return must be legal from the position under the variant's rules, and the position they read with must
// be as it was afterwards (they make and unmake moves on it).
#include "engineclient/cecpparse.h"
#include "engineclient/uciparse.h"

#include "variant/builtin.h"
#include "variant/movegen.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>

using namespace kibitz;
using namespace kibitz::engineclient;

namespace {

[[noreturn]] void fail(const char* what, const QString& line)
{
    std::fprintf(stderr, "fuzz_variantengine: %s\n  line: '%s'\n", what, line.toUtf8().constData());
    std::abort();
}

void checkPv(variant::Position& root, const std::vector<variant::Move>& pv, const QString& line)
{
    std::deque<variant::StateInfo> states;
    for (const variant::Move m : pv) {
        if (!variant::MoveList(root).contains(m))
            fail("pv move is not legal", line);
        states.emplace_back();
        root.doMove(m, states.back());
    }
    for (auto m = pv.rbegin(); m != pv.rend(); ++m)
        root.undoMove(*m);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const QStringList lines = text.split(u'\n');
    const QString first = lines.first().trimmed();
    const variant::VariantDef* def = variant::builtinVariant(first.section(u' ', 0, 0).toStdString());
    if (!def)
        def = variant::builtinVariant("knightmate");
    std::string error;
    VariantLine game{variant::Rules::compile(*def, &error), first.section(u' ', 1).toStdString(), {}, {}};
    if (!game.rules)
        std::abort(); // a shipped definition always compiles
    if (!VariantWalk(game).valid())
        game.startFen.clear();
    VariantWalk walk(game);
    if (!walk.valid())
        fail("the variant's own start position is not valid", first);
    variant::Position& root = walk.position();
    const std::string fen = root.fen();
    const variant::Key key = root.key();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString& line = lines[i];
        Info info;
        if (parseUciInfo(line, root, info))
            checkPv(root, info.variantPv, line);
        if (parseCecpThinking(line, root, info))
            checkPv(root, info.variantPv, line);
        MoveResult result;
        if (parseUciBestMove(line, root, result)
            && (result.kind == MoveResult::Kind::Move) != variant::MoveList(root).contains(result.variantMove))
            fail("bestmove is not legal (or a legal one is not a move)", line);
        if (const auto move = parseCecpMove(line, root); move && move->variantMove && !variant::MoveList(root).contains(move->variantMove))
            fail("CECP move is not legal", line);
        if (root.key() != key || root.fen() != fen)
            fail("the position was not restored", line);
    }
    return 0;
}
