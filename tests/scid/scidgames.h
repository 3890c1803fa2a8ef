// Small games written for the SCID tests, one per thing SCID stores (every header field, partial dates, nested
// variations, comments in every place, NAGs above 139, set-up positions, an empty game, a deleted game, every
// piece's move codes) and one per thing SCID cannot keep as it is (reported by the writer, never silent).
#pragma once

#include <string>
#include <vector>

namespace kibitz::scidtest {

struct SmallGame {
    const char* name;
    const char* pgn;
    const char* change; // "" when SCID keeps the game exactly; else words the writer's report must contain
    bool refused = false;
    bool scidImportLoses = false; // SCID's own PGN import drops part of it (Kibitz keeps it as a tag)
};

// clang-format off
inline const std::vector<SmallGame> SmallGames = {
    {"every header field",
     "[Event \"Hoogovens\"]\n[Site \"Wijk aan Zee NED\"]\n[Date \"1999.01.20\"]\n[Round \"4.2\"]\n[White \"Kasparov, Garry\"]\n"
     "[Black \"Topalov, Veselin\"]\n[Result \"1-0\"]\n[WhiteElo \"2812\"]\n[BlackUSCF \"2700\"]\n[ECO \"B07a3\"]\n"
     "[EventDate \"1999.01.16\"]\n[ScidFlags \"DWBMENPTKQ!?U123456\"]\n[Annotator \"Someone\"]\n[PlyCount \"4\"]\n"
     "[WhiteCountry \"RUS\"]\n[Opening \"Pirc\"]\n[Variation \"Byrne\"]\n[Source \"Test\"]\n[CustomTag \"x\"]\n\n"
     "1. e4 d6 2. d4 Nf6 1-0\n", ""},
    {"partial dates", "[Event \"E\"]\n[Date \"1990.??.15\"]\n[EventDate \"1990.03.??\"]\n[Result \"*\"]\n\n1. d4 *\n", ""},
    {"unknown date", "[Event \"E\"]\n[Date \"????.??.??\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n", ""},
    {"ratings of every type", "[White \"A\"]\n[Black \"B\"]\n[WhiteRating \"1500\"]\n[BlackDWZ \"4000\"]\n[Result \"1/2-1/2\"]\n\n1. c4 c5 1/2-1/2\n", ""},
    {"variations inside variations",
     "[Event \"V\"]\n[Result \"*\"]\n\n1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3 g6) 2... e6) 2. c4) (1. c4 e5) 1... e5 "
     "2. Nf3 (2. f4 exf4 (2... d5)) 2... Nc6 *\n", ""},
    {"comments everywhere",
     "[Event \"C\"]\n[Result \"*\"]\n\n{Before the first move} 1. e4 {after e4} e5 ({start of a variation} 1... c5 {Sicilian} "
     "2. Nf3) 2. Nf3 {a (parenthesis) inside} Nc6 {last} *\n", ""},
    {"NAGs above 139", "[Event \"N\"]\n[Result \"*\"]\n\n1. e4 $1 $14 $140 e5 $146 $201 2. Nf3 $2 $255 *\n", ""},
    {"set-up position",
     "[Event \"S\"]\n[SetUp \"1\"]\n[FEN \"r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 20\"]\n[Result \"*\"]\n\n"
     "20. exd6 O-O-O 21. O-O Rxd6 *\n", ""},
    {"set-up position, black to move",
     "[Event \"S\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/4K3/4P3/8 b - - 3 57\"]\n[Result \"1/2-1/2\"]\n\n57... Kd5 58. Kd3 Ke5 1/2-1/2\n", ""},
    {"set-up position with pieces in every order",
     "[Event \"S\"]\n[SetUp \"1\"]\n[FEN \"1k1r4/1pp5/8/3Q4/8/8/5PPP/2R3K1 w - - 0 1\"]\n[Result \"*\"]\n\n"
     "1. Qxd8+ Ka7 2. Qxc7 Ka6 3. Rc6+ bxc6 *\n", ""},
    {"empty game", "[Event \"Empty\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n1/2-1/2\n", ""},
    {"empty game with a comment", "[Event \"Empty\"]\n[Result \"*\"]\n\n{No moves were played} *\n", ""},
    {"deleted game", "[Event \"Deleted\"]\n[ScidFlags \"D\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n", ""},
    {"null moves", "[Event \"Null\"]\n[Result \"*\"]\n\n1. e4 -- 2. d4 -- 3. Nf3 *\n", ""},
    {"promotions",
     "[Event \"P\"]\n[SetUp \"1\"]\n[FEN \"1n2k3/P1P5/8/8/8/8/1p5p/4K1N1 w - - 0 1\"]\n[Result \"*\"]\n\n"
     "1. axb8=Q+ Ke7 2. c8=R h1=N 3. Rc7+ Kd6 4. Qb4+ Kd5 5. Nf3 b1=B *\n", ""},
    {"en passant and castling",
     "[Event \"EP\"]\n[Result \"*\"]\n\n1. e4 Nf6 2. e5 d5 3. exd6 exd6 4. Nf3 Be7 5. Bc4 O-O 6. O-O d5 7. d4 Nc6 8. b4 a5 9. b5 *\n", ""},
    {"every piece's moves",
     "[Event \"Pieces\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 dxc4 3. Qa4+ Bd7 4. Qxc4 Bc6 5. Nf3 Bxf3 6. exf3 Qxd4 7. Qxd4 Nc6 "
     "8. Qa4 O-O-O 9. Be3 e5 10. Bc4 Nd4 11. Bxd4 exd4 12. Kd2 Bb4+ 13. Kd3 Rd6 14. Rc1 Nh6 15. Bxf7 Nxf7 16. Rxc7+ Kxc7 "
     "17. Qxb4 Rhd8 18. Qc5+ Rc6 19. Qa5+ b6 20. Qxa7+ Kd6 21. Qa3+ Ke6 *\n", ""},
    {"queens on every diagonal",
     "[Event \"Q\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1\"]\n[Result \"*\"]\n\n"
     "1. Qa7 Kf8 2. Qg1 Ke8 3. Qa7 Kf8 4. Qb8+ Ke7 5. Qh2 Ke6 6. Qb8 Kd5 7. Qh8 Ke4 8. Qa1 *\n", ""},
    {"captures renumber pieces",
     "[Event \"Exchanges\"]\n[Result \"*\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qxg2 4. Bxg2 Bh3 5. Bxh3 Nc6 6. Bxe6 fxe6 "
     "7. Qg4 Nf6 8. Qxe6 Nxe4 9. Nxe4 Ne5 10. Qxe5 a6 11. Qxe7+ Bxe7 12. Nf3 Rd8 *\n", ""},
    // What SCID does not keep as it is.
    {"date SCID cannot hold", "[Event \"E\"]\n[Date \"1990\"]\n[Result \"*\"]\n\n1. e4 *\n", "Date"},
    {"name longer than 255 bytes", "[Event \"E\"]\n[White \"LONGNAME\"]\n[Result \"*\"]\n\n1. e4 *\n", "cut to 244"},
    {"two move assessments", "[Event \"E\"]\n[Result \"*\"]\n\n1. e4 $1 $2 *\n", "NAGs"},
    {"eight NAGs", "[Event \"E\"]\n[Result \"*\"]\n\n1. e4 $1 $10 $140 $141 $142 $143 $144 $145 *\n", "NAGs"},
    {"comment after a variation", "[Event \"E\"]\n[Result \"*\"]\n\n1. e4 (1. d4) {after the variation} 1... e5 *\n", "comment after a variation"},
    {"two Event tags", "[Event \"One\"]\n[Event \"Two\"]\n[Result \"*\"]\n\n1. e4 *\n", "second Event"},
    {"Chess960", "[Event \"E\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n"
     "[Result \"*\"]\n\n9. g3 *\n", "Chess960", true},
    {"another variant", "[Event \"E\"]\n[Variant \"Crazyhouse\"]\n[Result \"*\"]\n\n1. e4 *\n", "variant", true},
    // Values SCID's index cannot hold stay tags of the game: nothing changes.
    {"values the index cannot hold",
     "[Event \"E\"]\n[Date \"1990.05.05\"]\n[WhiteElo \"5000\"]\n[BlackElo \"\"]\n[ECO \"Z99\"]\n[EventDate \"1970.01.01\"]\n[Result \"*\"]\n\n1. e4 *\n", "", false, true},
    {"long tag value", "[Event \"E\"]\n[Annotator \"LONGNAME\"]\n[Result \"*\"]\n\n1. e4 *\n", "Annotator is cut"},
};
// clang-format on

// A game's PGN with its placeholders filled in (the 300-byte name).
inline std::string smallGamePgn(const SmallGame& g)
{
    std::string s = g.pgn;
    if (const std::size_t at = s.find("LONGNAME"); at != std::string::npos)
        s.replace(at, 8, std::string(300, 'L'));
    return s;
}

} // namespace kibitz::scidtest
