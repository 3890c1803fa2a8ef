// Games through SCID's form and back (scid::encodeGame, ScidWriter, ScidDatabase): every game SCID keeps exactly
// comes back as it was (tags as a set, SCID orders them its way); the others are reported with the right words,
// and refused ones are not written; the decoder's two outputs (pgn::Visitor events, and the converter's direct
// text) give the same bytes; the computed index values are SCID's (plies, flags, material, home pawns).
#include "scidgames.h"
#include "scidtestutil.h"

#include "scid/database.h"
#include "scid/fields.h"
#include "scid/writer.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::scidtest;

namespace {

pgn::Game readOne(const std::string& text)
{
    std::vector<pgn::Game> games = pgn::readGames(text);
    return games.empty() ? pgn::Game() : std::move(games.front());
}

bool mentions(const std::vector<std::string>& changes, const std::string& words)
{
    return std::any_of(changes.begin(), changes.end(), [&](const std::string& c) { return c.find(words) != std::string::npos; });
}

} // namespace

class ScidGamesTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<scid::ScidDatabase> m_db;
    std::vector<int> m_stored; // SmallGames index -> game number in m_db, -1 when refused

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        scid::ScidWriter writer;
        const std::string base = m_dir.filePath("small").toStdString();
        QVERIFY(writer.open(base + ".si4"));
        scid::EncodedGame e;
        for (const SmallGame& g : SmallGames) {
            scid::encodeGame(readOne(smallGamePgn(g)), e);
            m_stored.push_back(e.refused ? -1 : int(writer.size()));
            if (!e.refused) {
                std::string why;
                QVERIFY2(writer.add(e, &why), why.c_str());
            }
        }
        QVERIFY(writer.commit());
        std::string error;
        m_db = scid::ScidDatabase::open(base, &error);
        QVERIFY2(m_db, error.c_str());
        QVERIFY(m_db->problems().empty());
    }

    void roundTrip_data()
    {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < SmallGames.size(); ++i)
            QTest::newRow(SmallGames[i].name) << int(i);
    }
    void roundTrip()
    {
        QFETCH(int, index);
        const SmallGame& g = SmallGames[std::size_t(index)];
        const pgn::Game original = readOne(smallGamePgn(g));
        scid::EncodedGame e;
        scid::encodeGame(original, e);
        QCOMPARE(e.refused, g.refused);
        if (!*g.change) {
            QVERIFY2(e.changes.empty(), e.changes.empty() ? "" : e.changes.front().c_str());
        } else {
            QVERIFY2(mentions(e.changes, g.change), g.change);
        }
        const int number = m_stored[std::size_t(index)];
        QCOMPARE(number < 0, g.refused);
        if (number < 0)
            return;

        // Decoded as pgn::Visitor events into a game, and as text directly: the same bytes as a WriterVisitor.
        scid::GameReader reader;
        std::vector<pgn::Game> decoded;
        pgn::GameBuilder builder([&](pgn::Game&& game) { decoded.push_back(std::move(game)); });
        QCOMPARE(QString::fromStdString(m_db->readGame(std::size_t(number), builder, reader)), QString());
        QCOMPARE(decoded.size(), std::size_t(1));
        std::string viaVisitor, direct;
        pgn::WriterVisitor writer({}, [&](std::string_view text) { viaVisitor += text; });
        QCOMPARE(QString::fromStdString(m_db->readGame(std::size_t(number), writer, reader)), QString());
        QCOMPARE(QString::fromStdString(m_db->appendPgn(std::size_t(number), direct, reader)), QString());
        QCOMPARE(QString::fromStdString(direct), QString::fromStdString(viaVisitor));
        if (!*g.change) // kept exactly: the same game, tags aside from their order
            QCOMPARE(QString::fromStdString(canonical(decoded.front())), QString::fromStdString(canonical(original)));
    }

    // The index values SCID computes from the moves, for games whose values are known by hand.
    void computedValues()
    {
        const auto find = [&](const char* name) {
            for (std::size_t i = 0; i < SmallGames.size(); ++i)
                if (std::string_view(SmallGames[i].name) == name)
                    return m_db->record(std::size_t(m_stored[i]));
            return scid::IndexRecord();
        };
        const scid::IndexRecord fields = find("every header field");
        QCOMPARE(int(fields.plies), 4);
        QCOMPARE(scid::dateText(fields.date), std::string("1999.01.20"));
        QCOMPARE(scid::dateText(fields.eventDate), std::string("1999.01.16"));
        QCOMPARE(int(fields.whiteElo), 2812);
        QCOMPARE(int(fields.whiteRatingType), 0);
        QCOMPARE(int(fields.blackElo), 2700);
        QCOMPARE(int(fields.blackRatingType), 4); // USCF
        QCOMPARE(scid::ecoText(fields.eco), std::string("B07a3"));
        QCOMPARE(int(fields.result), 1);
        QCOMPARE(scid::flagLetters(fields.flags), std::string(scid::UserFlagLetters));
        // 1. e4 d6 2. d4 Nf6: e2 (bit 11), d7 (bit 4), d2 (bit 12) left home, in that order; nothing captured.
        QCOMPARE(int(fields.homePawns[0]), 3);
        QCOMPARE(int(fields.homePawns[1]), 0xB4);
        QCOMPARE(int(fields.homePawns[2]), 0xC0);
        QCOMPARE(fields.finalMaterial, 0x6A86A8u); // Q 1, R 2, B 2, N 2, P 8 a side: SCID's signature of the full material

        const scid::IndexRecord promo = find("promotions");
        QCOMPARE(promo.flags & (scid::FlagSetUp | scid::FlagPromotion | scid::FlagUnderPromotion),
                 scid::FlagSetUp | scid::FlagPromotion | scid::FlagUnderPromotion);
        QCOMPARE(int(promo.homePawns[0]), 0); // a set-up game has no home-pawn list
        QVERIFY(find("deleted game").flags & scid::FlagDeleted);
        const scid::IndexRecord empty = find("empty game");
        QCOMPARE(int(empty.plies), 0);
        QCOMPARE(int(empty.result), 3);
    }
};

QTEST_GUILESS_MAIN(ScidGamesTest)
#include "tst_scidgames.moc"
