// variants.ini: definitions written and read back play the same game (and writing again gives the same text);
// Fairy-Stockfish's own forms (inheritance, predefined piece names, kingType, "king = k:BETZA") are read;
// faulty sections are reported with their line and the good sections still load.
#include "variantutil.h"

#include "variant/search/evaluate.h"
#include "variant/variantsini.h"

#include <QTest>

using namespace kibitz::variant;
using namespace kibitz::variant::test;

namespace {

QStringList names(const IniLoadResult& r)
{
    QStringList out;
    for (const VariantDef& d : r.variants)
        out << QString::fromStdString(d.name);
    return out;
}

QStringList errorLines(const IniLoadResult& r)
{
    QStringList out;
    for (const IniError& e : r.errors)
        out << QString::fromStdString(describe(e));
    return out;
}

VariantDef roundTripCase(int i)
{
    switch (i) {
    case 0: { // moves like predefined types (written as amazon/wazir/silver names)
        VariantDef d = chessWith({"a:NQ", "w:W", "s:FfW"}, "predefined");
        d.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        return d;
    }
    case 1: { // moves no predefined type has (customPiece keys)
        VariantDef d = chessWith({"c:C", "z:fZbN", "x:NN"}, "customs");
        d.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKZXR w KQkq - 0 1";
        d.promotionTypes = "qcxz";
        return d;
    }
    case 2: { // royal piece moving like a knight, no knights in the game (kingType with a helper letter)
        return *builtinVariant("knightmate");
    }
    case 3: { // royal piece with moves no predefined type has ("king = k:BETZA")
        VariantDef d = chessDefinition();
        d.name = "camelking";
        d.pieces[5].betza = "KC";
        d.castling = false;
        d.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
        return d;
    }
    case 4: { // other letters, pawn rules and draw rules
        VariantDef d = chessDefinition();
        d.name = "shortgame";
        d.pieces[1].letter = 'h'; // knight
        d.promotionTypes = "qh";
        d.promotionRank = 6;
        d.doubleStepRank = 3;
        d.castling = false;
        d.nMoveRule = 30;
        d.nFoldRule = 2;
        d.startFen = "rhbqkbhr/8/pppppppp/8/8/PPPPPPPP/8/RHBQKBHR w - - 0 1";
        return d;
    }
    case 5: { // no pawns at all, castling with a chancellor
        VariantDef d = chessDefinition();
        d.name = "nopawns";
        d.pieces.erase(d.pieces.begin());
        d.pieces[2] = {"customPiece1", 'c', "RN", false, false, 0};
        d.castlingRook = 'c';
        d.promotionTypes = "";
        d.startFen = "cnbqkbnc/8/8/8/8/8/8/CNBQKBNC w KQkq - 0 1";
        return d;
    }
    default: return *builtinVariant(builtinVariants()[std::size_t(i - 6)].name);
    }
}

} // namespace

class TestVariantsIni : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void writesPredefinedNames();
    void loadedSectionsRoundTrip_data();
    void loadedSectionsRoundTrip();
    void readsFairyStockfishForms_data();
    void readsFairyStockfishForms();
    void pictures();
    void values();
    void errors_data();
    void errors();
    void replaceSection_data();
    void replaceSection();
};

void TestVariantsIni::roundTrip_data()
{
    QTest::addColumn<int>("index");
    const char* labels[] = {"predefined names",     "custom pieces",     "knightmate royal",
                            "royal with own moves", "letters and rules", "no pawns"};
    for (int i = 0; i < 6; ++i)
        QTest::newRow(labels[i]) << i;
    for (std::size_t i = 0; i < builtinVariants().size(); ++i)
        QTest::addRow("built-in %s", builtinVariants()[i].name.c_str()) << int(6 + i);
}

void TestVariantsIni::roundTrip()
{
    QFETCH(int, index);
    const VariantDef def = roundTripCase(index);
    QVERIFY2(validate(def).empty(), validate(def).c_str());
    const std::string text = writeVariantsIni(def);
    const IniLoadResult r = parseVariantsIni(text);
    QVERIFY2(r.errors.empty(), qPrintable(errorLines(r).join('\n') + "\n" + QString::fromStdString(text)));
    QCOMPARE(int(r.variants.size()), 1);
    QVERIFY2(equivalent(def, r.variants[0]), text.c_str());
    QCOMPARE(writeVariantsIni(r.variants[0]), text);
    // The same game: equal perft from the start.
    Board a, b;
    QVERIFY(a.setUp(def));
    QVERIFY(b.setUp(r.variants[0]));
    QCOMPARE(perft(a.pos(), 3), perft(b.pos(), 3));
}

void TestVariantsIni::writesPredefinedNames()
{
    const std::string text = writeVariantsIni(roundTripCase(0));
    QVERIFY2(text.find("amazon = a\n") != std::string::npos, text.c_str());
    QVERIFY(text.find("wazir = w\n") != std::string::npos);
    QVERIFY(text.find("silver = s\n") != std::string::npos);
    QVERIFY(text.find("customPiece") == std::string::npos);
    const std::string km = writeVariantsIni(*builtinVariant("knightmate"));
    // The knight only lends its moves to the royal piece; it is inherited from [chess] under its letter n.
    QVERIFY2(km.find("kingType = n\n") != std::string::npos && km.find("knight = -") == std::string::npos, km.c_str());
    QVERIFY(km.find("commoner = m\n") != std::string::npos);
    const std::string customs = writeVariantsIni(roundTripCase(1));
    QVERIFY2(customs.find("customPiece1 = c:C\n") != std::string::npos, customs.c_str());
    QVERIFY(writeVariantsIni(roundTripCase(3)).find("king = k:KC\n") != std::string::npos);
}

// Every section of a file, as loaded, written and read again is the same game (what fuzz_variantsini checks on
// arbitrary text; these are the cases it found).
void TestVariantsIni::loadedSectionsRoundTrip_data()
{
    QTest::addColumn<QString>("ini");
    QTest::addColumn<int>("sections");
    // The child inherits a knight its parent sets up but it does not (found by fuzz_variantsini): kingType = n would
    // make the reader drop that knight, so the royal's moves are written as "king = k:N".
    QTest::newRow("knightmate child keeping an unused knight")
        << "[km:chess]\ncommoner = m\nkingType = n\nstartFen = rmbqkbmr/ppppnppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1\n"
           "promotionPieceTypes = mqrb\n[child:km]\ncastling = false\n"
           "startFen = rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w - - 0 1\n"
        << 2;
    QTest::newRow("knightmate child, knight promoted to")
        << "[km:chess]\ncommoner = m\nkingType = n\nstartFen = rmbqkbmr/ppppnppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1\n"
           "promotionPieceTypes = mqrb\n[child:km]\npromotionPieceTypes = nmqrb\n"
           "startFen = rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1\n"
        << 2;
}

void TestVariantsIni::loadedSectionsRoundTrip()
{
    QFETCH(QString, ini);
    QFETCH(int, sections);
    const IniLoadResult r = parseVariantsIni(ini.toStdString());
    QVERIFY2(r.errors.empty(), qPrintable(errorLines(r).join('\n')));
    QCOMPARE(int(r.variants.size()), sections);
    for (const VariantDef& def : r.variants) {
        const std::string text = writeVariantsIni(def);
        const IniLoadResult again = parseVariantsIni(text);
        QVERIFY2(again.errors.empty(), qPrintable(errorLines(again).join('\n') + "\n" + QString::fromStdString(text)));
        QCOMPARE(int(again.variants.size()), 1);
        QVERIFY2(equivalent(def, again.variants[0]), text.c_str());
    }
}

void TestVariantsIni::readsFairyStockfishForms_data()
{
    QTest::addColumn<QString>("ini");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("same"); // a built-in it must equal (name aside)

    QTest::newRow("amazon by predefined name")
        << "[amz:chess]\nqueen = -\namazon = a\nstartFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n"
           "promotionPieceTypes = arbn\n"
        << "amz"
        << "amazon";
    QTest::newRow("amazon by custom piece")
        << "[amz:chess]\nqueen = -\ncustomPiece1 = a:QN\nstartFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w "
           "KQkq - 0 1\npromotionPieceTypes = arbn\n"
        << "amz"
        << "amazon";
    // Fairy-Stockfish 11.1 style: kingType names a piece letter; the knight only lends its moves and is dropped.
    QTest::newRow("knightmate by kingType")
        << "[km:chess]\ncommoner = m\nkingType = n\nstartFen = rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1\n"
           "promotionPieceTypes = mqrb\n"
        << "km"
        << "knightmate";
    // Newer Fairy-Stockfish style: the king's moves after its letter.
    QTest::newRow("knightmate by king = k:N")
        << "[km:chess]\nknight = -\ncommoner = m\nking = k:N\n"
           "startFen = rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1\npromotionPieceTypes = mqrb\n"
        << "km"
        << "knightmate";
    QTest::newRow("inherit a built-in") << "[a2:amazon]\n"
                                        << "a2"
                                        << "amazon";
    QTest::newRow("inherit an earlier section")
        << "[base:chess]\ncastling = false\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n"
           "[nc:base]\n"
        << "nc"
        << "nocastle";
    // Without a parent: Fairy-Stockfish's template (chess rules, no pieces) plus the pieces named.
    QTest::newRow("no parent") << "[plain]\npawn = p\nknight = n\nbishop = b\nrook = r\nqueen = q\nking = k\n"
                               << "plain"
                               << "chess";
    QTest::newRow("comments, blank lines, CRLF, spaces")
        << "# comment\r\n; another\r\n\r\n[ hp : chess ]\r\n  knight = -\r\n bishop=-\r\nknibis = n\r\n"
           "biskni = b\r\npromotionPieceTypes = qrbn\r\n"
        << "hp"
        << "hoppelpoppel";
    QTest::newRow("cosmetic keys")
        << "[c2:chess]\nvariantTemplate = fairy\npieceToCharTable = PNBRQ................Kpnbrq................k\n"
           "pocketSize = 0\nmaxRank = 8\nchecking = true\n"
        << "c2"
        << "chess";
}

void TestVariantsIni::readsFairyStockfishForms()
{
    QFETCH(QString, ini);
    QFETCH(QString, variant);
    QFETCH(QString, same);
    const IniLoadResult r = parseVariantsIni(ini.toStdString());
    QVERIFY2(r.errors.empty(), qPrintable(errorLines(r).join('\n')));
    QVERIFY(names(r).contains(variant));
    VariantDef loaded;
    for (const VariantDef& d : r.variants)
        if (d.name == variant.toStdString())
            loaded = d;
    VariantDef expected = *builtinVariant(same.toStdString());
    expected.name = loaded.name;
    QVERIFY2(equivalent(loaded, expected), writeVariantsIni(loaded).c_str());
}

// Kibitz's kibitzPictures key: written only when a piece names a picture, read back onto the same letters,
// inherited by a child section, and ignored by equivalent() (pictures do not change the game).
// Kibitz's kibitzValues key: the engine's piece values the user gives, written only for pieces that have one,
// read back onto the same letters, inherited by a child section, ignored by equivalent() and used by the engine.
void TestVariantsIni::values()
{
    VariantDef def = chessWith({"a:QN", "c:C"}, "valued");
    def.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QVERIFY(writeVariantsIni(def).find("kibitzValues") == std::string::npos);
    def.pieces[6].value = 1250;
    def.pieces[7].value = 275;
    const std::string text = writeVariantsIni(def);
    QVERIFY2(text.find("kibitzValues = a:1250 c:275\n") != std::string::npos, text.c_str());
    const IniLoadResult r = parseVariantsIni(text + "\n[child:valued]\ncastling = false\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
    QVERIFY2(r.errors.empty(), qPrintable(errorLines(r).join('\n')));
    QCOMPARE(int(r.variants.size()), 2);
    for (const VariantDef& loaded : r.variants) {
        QCOMPARE(loaded.piece('a')->value, 1250);
        QCOMPARE(loaded.piece('c')->value, 275);
        QCOMPARE(loaded.piece('n')->value, 0);
    }
    VariantDef plain = def;
    for (PieceDef& p : plain.pieces)
        p.value = 0;
    QVERIFY(equivalent(def, plain));
    std::string why;
    const auto rules = Rules::compile(r.variants.front(), &why);
    QVERIFY2(rules, why.c_str());
    const std::vector<int> engineValues = estimateValues(*rules);
    QCOMPARE(engineValues[std::size_t(rules->typeOfLetter('c'))], 275);
    QCOMPARE(engineValues[std::size_t(rules->typeOfLetter('a'))], 1250);
}

void TestVariantsIni::pictures()
{
    VariantDef def = chessWith({"a:QN", "c:C"}, "pictured");
    def.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    QVERIFY(writeVariantsIni(def).find("kibitzPictures") == std::string::npos);
    def.pieces[6].picture = "queen";
    def.pieces[7].picture = "circle";
    def.pieces[1].picture = "bishop";
    const std::string text = writeVariantsIni(def);
    QVERIFY2(text.find("kibitzPictures = n:bishop a:queen c:circle\n") != std::string::npos, text.c_str());
    const IniLoadResult r = parseVariantsIni(text + "\n[child:pictured]\ncastling = false\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
    QVERIFY2(r.errors.empty(), qPrintable(errorLines(r).join('\n')));
    QCOMPARE(int(r.variants.size()), 2);
    for (const VariantDef& loaded : r.variants) {
        QCOMPARE(loaded.piece('n')->picture, std::string("bishop"));
        QCOMPARE(loaded.piece('a')->picture, std::string("queen"));
        QCOMPARE(loaded.piece('c')->picture, std::string("circle"));
        QCOMPARE(loaded.piece('k')->picture, std::string());
    }
    VariantDef plain = def;
    for (PieceDef& p : plain.pieces)
        p.picture.clear();
    QVERIFY(equivalent(def, plain));
    def.pieces[1].picture = "unicorn";
    QVERIFY(validate(def).find("not a piece picture") != std::string::npos);
}

void TestVariantsIni::errors_data()
{
    QTest::addColumn<QString>("ini");
    QTest::addColumn<QStringList>("loaded");
    QTest::addColumn<QStringList>("errors"); // each: the start of describe()

    const QString good1 = "[good1:chess]\ncastling = false\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n";
    const QString good2 = "[good2:amazon]\n";
    QTest::newRow("unknown key between good sections") << good1 + "[bad:chess]\npieceDrops = false\nfoo = 3\n" + good2
                                                       << QStringList{"good1", "good2"} << QStringList{"line 6 [bad]: unknown key 'foo'"};
    QTest::newRow("bad Betza names line and column") << good1 + "\n[bad:chess]\ncustomPiece1 = x:NX\n"
            + good2 << QStringList{"good1", "good2"} << QStringList{"line 6 [bad]: customPiece1: moves 'NX': column 2: 'X' is not an atom"};
    QTest::newRow("broken header skips its lines")
        << "[broken\nqueen = -\n" + good2 << QStringList{"good2"} << QStringList{"line 1 [broken]: a section header is"};
    QTest::newRow("line before any section") << "queen = -\n" + good2 << QStringList{"good2"}
                                             << QStringList{"line 1: a line before the first [section]"};
    QTest::newRow("unknown parent") << good2 + "[x:xiangqi]\n"
                                    << QStringList{"good2"} << QStringList{"line 2 [x]: unknown parent variant 'xiangqi'"};
    QTest::newRow("parent did not load") << "[p:chess]\nbogus = 1\n[c:p]\n" + good2 << QStringList{"good2"}
                                         << QStringList{"line 2 [p]: unknown key 'bogus'", "line 3 [c]: parent [p] did not load"};
    QTest::newRow("key twice") << good2 + "[d:chess]\ncastling = false\ncastling = true\n"
                               << QStringList{"good2"} << QStringList{"line 4 [d]: key 'castling' given twice (first on line 3)"};
    QTest::newRow("bad start position") << good2 + "[f:chess]\nqueen = -\n"
                                        << QStringList{"good2"} << QStringList{"line 2 [f]: startFen: column 4: 'q' is not a piece letter"};
    QTest::newRow("bad startFen line") << good2 + "[f:chess]\nstartFen = 8/8/8/8/8/8/8/8 w - - 0 1\n"
                                       << QStringList{"good2"} << QStringList{"line 3 [f]: startFen: column 1: White has no royal piece"};
    QTest::newRow("hopper") << "[xq:chess]\ncannon = c\n" + good2 << QStringList{"good2"}
                            << QStringList{"line 2 [xq]: piece type 'cannon' (hopper or lame knight/zebra leap) is not supported"};
    QTest::newRow("rule Kibitz cannot play") << "[nc:chess]\nchecking = false\nstalemateValue = loss\n" + good2 << QStringList{"good2"}
                                             << QStringList{"line 2 [nc]: checking = false changes a rule",
                                                            "line 3 [nc]: stalemateValue = loss changes a rule"};
    QTest::newRow("no equals sign") << "[e:chess]\ncastling false\n" + good2 << QStringList{"good2"}
                                    << QStringList{"line 2 [e]: expected 'key = value'"};
    QTest::newRow("section twice") << good2 + good2 << QStringList{"good2"}
                                   << QStringList{"line 2 [good2]: section [good2] is defined twice"};
    QTest::newRow("letter collision") << "[nz:chess]\nkniroo = n\n" + good2 << QStringList{"good2"}
                                      << QStringList{"line 2 [nz]: kniroo: letter 'n' is already used by knight"};
    QTest::newRow("bad bool") << "[b:chess]\ndoubleStep = yes\n"
                              << QStringList{} << QStringList{"line 2 [b]: doubleStep: 'yes' is not true or false"};
    QTest::newRow("promotion letter unknown") << "[p:chess]\npromotionPieceTypes = qz\n"
                                              << QStringList{} << QStringList{"line 2 [p]: promotionPieceTypes: 'z' is not a piece letter"};
    QTest::newRow("no royal piece") << "[n:chess]\nking = -\nstartFen = 8/8/8/8/8/8/8/8 w - - 0 1\n"
                                    << QStringList{} << QStringList{"line 1 [n]: exactly one piece type must be royal"};
    QTest::newRow("custom slot out of range") << "[s:chess]\ncustomPiece26 = x:W\n"
                                              << QStringList{} << QStringList{"line 2 [s]: 'customPiece26' is not a piece key"};
    QTest::newRow("picture of an unknown letter") << "[pz:chess]\nkibitzPictures = z:knight\n" + good2 << QStringList{"good2"}
                                                  << QStringList{"line 2 [pz]: kibitzPictures: 'z' is not a piece letter"};
    QTest::newRow("unknown picture") << "[pu:chess]\nkibitzPictures = n:unicorn\n" + good2 << QStringList{"good2"}
                                     << QStringList{"line 2 [pu]: kibitzPictures: 'unicorn' is not a piece picture"};
    QTest::newRow("picture without letter") << "[pl:chess]\nkibitzPictures = knight\n" + good2 << QStringList{"good2"}
                                            << QStringList{"line 2 [pl]: kibitzPictures: 'knight' is not letter:picture"};
    QTest::newRow("value of an unknown letter") << "[vz:chess]\nkibitzValues = z:300\n" + good2 << QStringList{"good2"}
                                                << QStringList{"line 2 [vz]: kibitzValues: 'z' is not a piece letter"};
    QTest::newRow("value not a number") << "[vn:chess]\nkibitzValues = n:lots\n" + good2 << QStringList{"good2"}
                                        << QStringList{"line 2 [vn]: kibitzValues: 'n:lots' is not letter:centipawns"};
    QTest::newRow("value out of range") << "[vr:chess]\nkibitzValues = n:0\n" + good2 << QStringList{"good2"}
                                        << QStringList{"line 2 [vr]: kibitzValues: 'n:0' is not letter:centipawns"};
    QTest::newRow("value with trailing text") << "[vt:chess]\nkibitzValues = n:300cp\n" + good2 << QStringList{"good2"}
                                              << QStringList{"line 2 [vt]: kibitzValues: 'n:300cp' is not letter:centipawns"};
    QTest::newRow("empty file") << "" << QStringList{} << QStringList{};
}

void TestVariantsIni::errors()
{
    QFETCH(QString, ini);
    QFETCH(QStringList, loaded);
    QFETCH(QStringList, errors);
    const IniLoadResult r = parseVariantsIni(ini.toStdString());
    QCOMPARE(names(r), loaded);
    const QStringList got = errorLines(r);
    QCOMPARE(got.size(), errors.size());
    for (int i = 0; i < errors.size(); ++i)
        QVERIFY2(got[i].startsWith(errors[i]), qPrintable(got[i]));
}

// Saving one definition into an existing file replaces only its own section (or appends it); a section Kibitz
// cannot read and the comments keep their lines.
void TestVariantsIni::replaceSection_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected"); // %1 stands for the written section

    const QString bad = "# hoppers\n[grass:chess]\ngrasshopper = g\n";
    QTest::newRow("empty file") << ""
                                << "mine"
                                << "%1";
    QTest::newRow("appended after a section") << bad << "mine" << bad + "\n%1";
    QTest::newRow("appended to a file without a final newline") << "# only a comment"
                                                                << "mine"
                                                                << "# only a comment\n\n%1";
    QTest::newRow("first of two replaced") << "[mine:chess]\ncastling = false\n\n" + bad << "mine"
                                           << "%1\n" + bad;
    QTest::newRow("last replaced, the rest kept") << bad + "\n[ mine : chess ]\ncastling = false\n"
                                                  << "mine" << bad + "\n%1";
    QTest::newRow("a section of another name untouched") << "[mine2:chess]\ncastling = false\n"
                                                         << "mine"
                                                         << "[mine2:chess]\ncastling = false\n\n%1";
}

void TestVariantsIni::replaceSection()
{
    QFETCH(QString, before);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    VariantDef def = chessWith({"a:QN"}, name.toStdString());
    def.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1";
    const std::string section = writeVariantsIni(def);
    const std::string after = replaceVariantsIniSection(before.toStdString(), def);
    QCOMPARE(QString::fromStdString(after), expected.arg(QString::fromStdString(section)));
    const IniLoadResult loaded = parseVariantsIni(after);
    QVERIFY(std::any_of(loaded.variants.begin(), loaded.variants.end(), [&](const VariantDef& d) { return equivalent(d, def); }));
}

QTEST_GUILESS_MAIN(TestVariantsIni)
#include "tst_variantsini.moc"
