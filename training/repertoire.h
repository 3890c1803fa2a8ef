// An opening repertoire: a plain PGN file whose games are chapters (variations allowed), played for White or Black,
// read as a graph of positions (repertoiregraph.h). Where the repertoire's side is to move every stored move is
// accepted, the first one the main move. The side is kept in the chapters' [Orientation "white"|"black"] tag (the
// tag lichess writes in study chapters), else guessed from the file name, else from where the tree branches (the
// opponent's positions branch), else White; sideSource() says which, and withSide() sets it (written as the tag).
// Invariants: a Repertoire never changes once made: each edit returns a new document (one undo step) and shares the
// chapters it did not touch; saving rewrites only edited chapters (and, after withSide, the Orientation tag line of
// the others), every other byte of the file is kept; chapters with read errors are kept as they are and never edited.
#pragma once

#include "repertoiregraph.h"

#include "pgn/atomicfile.h"
#include "pgn/game.h"
#include "pgn/savefile.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::training {

enum class SideSource : std::uint8_t { Tag, FileName, Branching, Default, Caller };

struct Chapter {
    std::shared_ptr<const pgn::Game> game;
    std::uint64_t offset = 0, length = 0; // its bytes in the file as read
    bool inFile = false;                  // read from the file; otherwise added since (appended when saved)
    bool edited = false;                  // changed since read: written anew when saved
    bool readOnly = false;                // read errors, or a game not read (another variant, bad FEN)
    std::string name;                     // the Event tag, or "Chapter N"
};

// A line to add or merge: a start position (empty: the standard one) and moves legal from it.
struct RepertoireLine {
    std::string startFen;
    bool chess960 = false;
    std::vector<Move> moves;
};
// The main line of a game (from its start position) as a RepertoireLine.
RepertoireLine mainLine(const pgn::Game& game);

class Repertoire;
using RepertoirePtr = std::shared_ptr<const Repertoire>;

// The outcome of an edit: the new document, or why nothing changed. With a document, `error` may hold a remark
// (a merge that left some lines out says how many and why).
struct RepertoireEdit {
    RepertoirePtr result;
    std::string error;
    explicit operator bool() const { return result != nullptr; }
};

class Repertoire {
public:
    // Reading. open() fails (null, with `error`) only when the file cannot be read; games with errors open with their
    // valid part, and messages() says what was wrong and where.
    struct Opened {
        RepertoirePtr repertoire;
        std::string error;
    };
    static Opened open(const std::string& path);
    static RepertoirePtr fromText(std::string text, std::string fileName = {}); // no path: saveAs() writes it
    static RepertoirePtr create(Color side);                                    // empty, no path

    const std::string& path() const { return m_path; }
    Color side() const { return m_side; }
    SideSource sideSource() const { return m_sideSource; }
    const std::vector<Chapter>& chapters() const { return m_chapters; }
    const RepertoireGraph& graph() const { return m_graph; }
    const std::vector<std::string>& messages() const { return m_messages; }
    bool modified() const { return m_modified; }
    // Cards: positions where the repertoire's side is to move and has at least one move.
    bool isCard(NodeIndex i) const;
    std::vector<NodeIndex> cards() const;

    // Editing. Positions are named by their key (Position::key()); `chapter` prefers where new moves go (-1: the
    // first place the position occurs). New moves are alternatives unless the position had none.
    RepertoireEdit withSide(Color side) const;
    // Stores every move of the line: at each move the repertoire lacks, the moves up to where the line meets a
    // repertoire position again go into the chapter where the position first occurs (a new chapter when the start
    // position is not in the repertoire).
    RepertoireEdit addLine(const RepertoireLine& line, int chapter = -1) const;
    RepertoireEdit addMove(Key position, Move move, int chapter = -1) const; // the position must be in the repertoire
    // Each line's first `maxPlies` moves (0: all), as addLine, in one edit.
    RepertoireEdit mergeLines(const std::vector<RepertoireLine>& lines, int maxPlies) const;
    // The move becomes the main move (first child wherever it is stored, and added where the position first occurs).
    RepertoireEdit setMain(Key position, Move move) const;
    // The next accepted move after this one becomes the main move.
    RepertoireEdit setAlternative(Key position, Move move) const;
    // Removes the move and everything after it wherever it is stored at this position.
    RepertoireEdit deleteMove(Key position, Move move) const;

    // Saving: the file as it will be written, and writing it atomically (refused when the file changed on disk since
    // it was read). The result is the saved file read again.
    std::string text() const;
    // Why `text` (this document's text()) would not read back as this document - other chapters or positions - or
    // empty when it does. save() refuses such a text: it happens only to games that share a line with others.
    std::string readsBackDifferently(const std::string& text) const;
    struct Saved {
        RepertoirePtr repertoire;
        pgn::SaveResult result;
    };
    Saved save(const pgn::SaveOptions& options = {}) const;
    Saved saveAs(const std::string& path, const pgn::SaveOptions& options = {}) const;

private:
    friend class RepertoireEditor;
    Repertoire() = default;
    static RepertoirePtr read(std::string text, std::string path, std::string fileName);
    void finish(); // builds the graph and settles the side (unless the caller set it)

    std::string m_path;
    std::string m_fileName; // for messages and the side guess
    std::shared_ptr<const std::string> m_text;
    std::optional<pgn::FileStamp> m_stamp;
    std::vector<Chapter> m_chapters;
    RepertoireGraph m_graph;
    Color m_side = White;
    SideSource m_sideSource = SideSource::Default;
    bool m_sideEdited = false;
    bool m_modified = false;
    std::vector<std::string> m_messages;
};

std::string_view sideName(Color c); // "white", "black"

} // namespace kibitz::training
