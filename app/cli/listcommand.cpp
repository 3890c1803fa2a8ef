// kibitz-cli list: one row per game in file order; tag columns and computed columns.
#include "args.h"
#include "commands.h"
#include "dbopen.h"

#include "eco/classifier.h"
#include "pgn/database.h"
#include "pgn/reader.h"

#include <deque>
#include <iostream>
#include <sstream>

namespace kibitz::cli {

namespace {

enum class Computed { None, Index, Plies, FinalFen, Errors, ClassEco, ClassOpening, ClassVariation };

struct Column {
    std::string name;
    Computed computed = Computed::None;
};

Computed computedKind(const std::string& name)
{
    if (name == "Index")
        return Computed::Index;
    if (name == "Plies")
        return Computed::Plies;
    if (name == "FinalFEN")
        return Computed::FinalFen;
    if (name == "Errors")
        return Computed::Errors;
    if (name == "ClassECO")
        return Computed::ClassEco;
    if (name == "ClassOpening")
        return Computed::ClassOpening;
    if (name == "ClassVariation")
        return Computed::ClassVariation;
    return Computed::None;
}

// Gathers the requested values of each game and prints its row when the game ends.
class ListVisitor : public pgn::Visitor {
public:
    ListVisitor(std::vector<Column> columns, bool tsv) : m_columns(std::move(columns)), m_tsv(tsv)
    {
        for (const Column& c : m_columns) {
            const bool eco = c.computed == Computed::ClassEco || c.computed == Computed::ClassOpening
                || c.computed == Computed::ClassVariation;
            m_needMoves = m_needMoves || (c.computed != Computed::None && c.computed != Computed::Index);
            m_wantFen = m_wantFen || c.computed == Computed::FinalFen;
            m_wantEco = m_wantEco || eco;
        }
    }

    void printHeader()
    {
        for (std::size_t i = 0; i < m_columns.size(); ++i)
            cell(i, m_columns[i].name);
        std::cout << '\n';
    }

    void beginGame(const pgn::GameStart& start) override
    {
        m_values.assign(m_columns.size(), std::string());
        m_number = start.number;
        m_plies = 0;
        m_depth = 0;
        m_errors = 0;
        m_finalFen.clear();
    }
    void tag(std::string_view name, std::string_view value) override
    {
        for (std::size_t i = 0; i < m_columns.size(); ++i)
            if (m_columns[i].computed == Computed::None && m_columns[i].name == name && m_values[i].empty())
                m_values[i] = value;
    }
    Action endTags(const Position& start) override
    {
        if (m_wantFen) {
            m_states.clear();
            m_board.copyFrom(start, m_states.emplace_back());
        }
        if (m_wantEco)
            m_classifier.reset(start);
        return m_needMoves ? Action::Continue : Action::Skip;
    }
    // The reader's own position after each move: classifying needs no replay of the game.
    Action board(const Position& after) override
    {
        if (m_wantEco && m_depth == 0)
            m_classifier.update(after);
        return Action::Continue;
    }
    void move(const Position&, Move m, std::string_view) override
    {
        if (m_depth != 0)
            return;
        ++m_plies;
        if (m_wantFen) {
            if (m == Move::null())
                m_board.doNullMove(m_states.emplace_back());
            else
                m_board.doMove(m, m_states.emplace_back());
        }
    }
    Action beginVariation() override
    {
        ++m_depth;
        return Action::Continue;
    }
    void endVariation() override { --m_depth; }
    void error(const pgn::Error&) override { ++m_errors; }
    void endGame(const pgn::GameEnd&) override
    {
        if (m_wantFen)
            m_finalFen = m_board.fen();
        const eco::EcoNames names = m_wantEco ? eco::namesOf(eco::EcoBook::builtin(), m_classifier.result()) : eco::EcoNames{};
        for (std::size_t i = 0; i < m_columns.size(); ++i) {
            switch (m_columns[i].computed) {
            case Computed::Index: m_values[i] = std::to_string(m_number); break;
            case Computed::Plies: m_values[i] = std::to_string(m_plies); break;
            case Computed::FinalFen: m_values[i] = m_finalFen; break;
            case Computed::Errors: m_values[i] = std::to_string(m_errors); break;
            case Computed::ClassEco: m_values[i] = names.code; break;
            case Computed::ClassOpening: m_values[i] = names.opening; break;
            case Computed::ClassVariation: m_values[i] = names.variation; break;
            case Computed::None: break;
            }
            cell(i, m_values[i]);
        }
        std::cout << '\n';
    }

private:
    void cell(std::size_t i, const std::string& value)
    {
        if (i)
            std::cout << (m_tsv ? "\t" : "  ");
        if (m_tsv) {
            for (const char c : value)
                std::cout << (c == '\t' || c == '\n' || c == '\r' ? ' ' : c);
            return;
        }
        const std::size_t width = m_columns[i].computed == Computed::Index ? 6
            : m_columns[i].name == "Result"                                ? 7
            : m_columns[i].name == "Date"                                  ? 10
            : m_columns[i].computed == Computed::FinalFen                  ? 0
                                                                           : 24;
        std::string v = value;
        if (width && v.size() > width)
            v = v.substr(0, width - 1) + "~";
        std::cout << v;
        if (i + 1 < m_columns.size())
            for (std::size_t k = v.size(); k < width; ++k)
                std::cout << ' ';
    }

    std::vector<Column> m_columns;
    bool m_tsv;
    bool m_needMoves = false;
    std::vector<std::string> m_values;
    std::uint64_t m_number = 0;
    int m_plies = 0, m_depth = 0, m_errors = 0;
    std::string m_finalFen;
    bool m_wantFen = false;
    bool m_wantEco = false;
    eco::EcoClassifier m_classifier{eco::EcoBook::builtin(), eco::EcoMode::PgnExtract}; // as `kibitz-cli eco` tags
    Position m_board;                                                                   // follows the main line when FinalFEN is asked for
    std::deque<StateInfo> m_states;
};

} // namespace

int listCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"tsv"});
    if (!args.error().empty())
        return usageError("list", args.error());
    if (const auto bad = args.unknown({"tsv", "columns"}); !bad.empty())
        return usageError("list", "unknown option " + bad.front());
    if (args.positionals().size() != 1)
        return usageError("list", "exactly one input file expected");

    std::vector<Column> columns;
    std::istringstream spec(args.value("columns").value_or("Index,White,Black,Result,Date,Event"));
    for (std::string name; std::getline(spec, name, ',');)
        if (!name.empty())
            columns.push_back({name, computedKind(name)});
    if (columns.empty())
        return usageError("list", "--columns needs at least one column");

    const std::string& path = args.positionals().front();
    const auto database = openAnyDatabase(path);
    if (!database) {
        return 2;
    }
    // Streamed: rows appear as the file is read, and computed columns need the moves the index skips.
    ListVisitor visitor(columns, args.has("tsv"));
    visitor.printHeader();
    pgn::readPgn(database->data(), visitor);
    std::cout.flush();
    return 0;
}

} // namespace kibitz::cli
