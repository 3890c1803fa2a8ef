// libFuzzer target: the engine client's protocol text. The first line (up to '\n') is a FEN read leniently (the
// start position if it is not valid); every further line is given to each parser of what engines say: UCI info,
// bestmove and option lines, CECP thinking output, feature lines, feature options and move lines. None may crash;
// every pv and move they return must be legal from the position, and a parsed option must keep the invariants of
// a definition (engineoption.h).
#include "engineclient/cecpparse.h"
#include "engineclient/engineoption.h"
#include "engineclient/uciparse.h"

#include "core/gameline.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace kibitz;
using namespace kibitz::engineclient;

namespace {

[[noreturn]] void fail(const char* what, const QString& line)
{
    std::fprintf(stderr, "fuzz_engineclient: %s\n  line: '%s'\n", what, line.toUtf8().constData());
    std::abort();
}

void checkPv(const GameLine& root, const std::vector<Move>& pv, const QString& line)
{
    GameLine walk = root;
    for (Move m : pv) {
        if (!walk.position().isLegalMove(m))
            fail("pv move is not legal", line);
        walk.push(m);
    }
}

void checkOption(const std::optional<EngineOption>& o, const QString& line)
{
    if (!o)
        return;
    if (o->name.isEmpty())
        fail("option without a name", line);
    bool number = false;
    switch (o->type) {
    case EngineOption::Type::Spin:
        o->defaultValue.toLongLong(&number);
        if (!number || o->min > o->max)
            fail("spin option without a numeric default or with min above max", line);
        break;
    case EngineOption::Type::Check:
        if (!o->accepts(o->defaultValue))
            fail("check option whose default is not true or false", line);
        break;
    case EngineOption::Type::Combo:
        if (o->choices.isEmpty() || !o->accepts(o->defaultValue))
            fail("combo option whose default is not one of its choices", line);
        break;
    case EngineOption::Type::String:
    case EngineOption::Type::Button: break;
    case EngineOption::Type::Unknown: fail("parsed option of unknown type", line);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const QStringList lines = text.split(u'\n');
    GameLine root;
    if (!root.reset(lines.first().toStdString(), FenMode::Lenient).ok())
        root.resetToStart();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString& line = lines[i];
        Info info;
        if (parseUciInfo(line, root, info))
            checkPv(root, info.pv, line);
        if (parseCecpThinking(line, root, info))
            checkPv(root, info.pv, line);
        MoveResult result;
        if (parseUciBestMove(line, root, result) && result.move && !root.position().isLegalMove(result.move))
            fail("bestmove is not legal", line);
        if (const auto move = parseCecpMove(line, root); move && move->move && !root.position().isLegalMove(move->move))
            fail("CECP move is not legal", line);
        checkOption(parseUciOption(line), line);
        checkOption(parseCecpOption(line), line);
        for (const auto& [key, value] : parseCecpFeatures(line))
            if (key == u"option")
                checkOption(parseCecpOption(value), line);
    }
    return 0;
}
