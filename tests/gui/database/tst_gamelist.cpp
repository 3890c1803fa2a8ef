// GameListModel, computeOrder, IndexLoader and GameListPanel: cell text, sorting by every column against
// a std::stable_sort reference, AND filters, cancellation, loading, choosing a game and the index cache.
#include "testpgn.h"

#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "settings/preferences.h"

#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <numeric>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

// A database of PGN text, every game indexed.
std::shared_ptr<const pgn::Database> indexOf(const std::string& pgn) { return pgn::Database::fromText(pgn)->indexed({}).database; }

// The documented order: case-insensitive text (unknown dates parts before digits), numbers numerically,
// unknown values last in both directions, ties in file order.
std::vector<std::uint32_t> expectedOrder(const pgn::GameIndex& index, GameColumn column, bool descending)
{
    struct Key {
        bool unknown = false;
        QByteArray text;
        int number = 0;
    };
    std::vector<Key> keys(index.size());
    for (std::size_t i = 0; i < index.size(); ++i) {
        const pgn::IndexEntry& e = index.entry(i);
        Key& k = keys[i];
        switch (column) {
        case GameColumn::Number: k.number = int(i); break;
        case GameColumn::WhiteElo:
            k.number = e.whiteElo;
            k.unknown = !e.whiteElo;
            break;
        case GameColumn::BlackElo:
            k.number = e.blackElo;
            k.unknown = !e.blackElo;
            break;
        case GameColumn::PlyCount:
            k.number = e.plyCount;
            k.unknown = !e.plyCount;
            break;
        default: {
            const std::string_view raw = index.field(i, indexFieldOf(column));
            k.unknown = raw.empty() || raw == "?" || raw == "????.??.??";
            k.text = QString::fromUtf8(raw.data(), qsizetype(raw.size())).toCaseFolded().toUtf8();
            if (column == GameColumn::Date)
                k.text.replace('?', ' ');
        }
        }
    }
    std::vector<std::uint32_t> order(index.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const Key &x = keys[a], &y = keys[b];
        if (x.unknown != y.unknown)
            return y.unknown;
        if (x.unknown)
            return false;
        const int c = x.text != y.text ? (x.text < y.text ? -1 : 1) : (x.number < y.number ? -1 : x.number > y.number ? 1 : 0);
        return descending ? c > 0 : c < 0;
    });
    return order;
}

std::vector<std::uint32_t> shownOrder(const GameListModel& model)
{
    std::vector<std::uint32_t> rows;
    for (int r = 0; r < model.rowCount(); ++r)
        rows.push_back(std::uint32_t(model.gameAt(r)));
    return rows;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const std::string& text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size()))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestGameList : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Cache and settings go to the temporary directory, never to the user's.
        qputenv("XDG_CACHE_HOME", m_dir.filePath(QStringLiteral("cache")).toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toLocal8Bit());
        QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_gamelist"));
        m_small = writeFile(m_dir, QStringLiteral("small.pgn"), test::SmallPgn);
    }

    void cells()
    {
        GameListModel model;
        model.setDatabase(indexOf(test::SmallPgn));
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.columnCount(), GameColumnCount);
        const auto cell = [&](int row, GameColumn c) { return model.data(model.index(row, int(c))).toString(); };
        QCOMPARE(cell(0, GameColumn::Number), QStringLiteral("1"));
        QCOMPARE(cell(0, GameColumn::White), QStringLiteral("Carlsen, Magnus"));
        QCOMPARE(cell(0, GameColumn::Result), QStringLiteral("½-½"));
        QCOMPARE(cell(0, GameColumn::Eco), QStringLiteral("C65"));
        QCOMPARE(cell(0, GameColumn::WhiteElo), QStringLiteral("2835"));
        QCOMPARE(cell(1, GameColumn::Date), QStringLiteral("1851"));
        QCOMPARE(cell(1, GameColumn::Round), QString());
        QCOMPARE(cell(1, GameColumn::WhiteElo), QString());
        QCOMPARE(cell(4, GameColumn::White), QStringLiteral("Šašek, Václav"));
        QCOMPARE(cell(4, GameColumn::Date), QString());
        QCOMPARE(cell(5, GameColumn::PlyCount), QStringLiteral("2"));
        QCOMPARE(model.headerData(int(GameColumn::Black), Qt::Horizontal).toString(), QStringLiteral("Black"));
        QCOMPARE(model.data(model.index(2, 0), GameListModel::GameRole).toULongLong(), 2ull);
    }

    void sortEveryColumn_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<bool>("descending");
        for (int c = 0; c < GameColumnCount; ++c)
            for (const bool d : {false, true})
                QTest::addRow("%s %s", qPrintable(GameColumns::title(GameColumn(c))), d ? "desc" : "asc") << c << d;
    }
    void sortEveryColumn()
    {
        QFETCH(int, column);
        QFETCH(bool, descending);
        // The small file twice: ties across repeated games must keep file order.
        const auto index = indexOf(test::SmallPgn + test::SmallPgn);
        GameListModel model;
        model.setDatabase(index);
        model.sort(column, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(shownOrder(model), expectedOrder(index->index(), GameColumn(column), descending));
    }

    void filterWords()
    {
        const auto index = indexOf(test::SmallPgn);
        GameListModel model;
        model.setDatabase(index);
        model.setFilterText(QStringLiteral("CARLSEN"));
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(shownOrder(model), (std::vector<std::uint32_t>{0, 2, 3, 5}));
        model.setFilterText(QStringLiteral("carlsen 2021")); // AND: a player and a year
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(shownOrder(model), (std::vector<std::uint32_t>{3, 5}));
        model.setFilterText(QStringLiteral("  giri   tata  c65 ")); // player, event and ECO
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(shownOrder(model), (std::vector<std::uint32_t>{0}));
        model.setFilterText(QStringLiteral("šAŠEK")); // Unicode case folding
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(shownOrder(model), (std::vector<std::uint32_t>{4}));
        model.setFilterText(QStringLiteral("12")); // the year only, not the month of "2021.12.03"
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(model.rowCount(), 0);
        model.sort(int(GameColumn::White), Qt::DescendingOrder);
        model.setFilterText(QStringLiteral("championship"));
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(shownOrder(model), (std::vector<std::uint32_t>{5, 3}));
        model.setFilterText(QString());
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(model.rowCount(), 6);
        const std::vector<std::string> words = kibitz::gui::filterWords(QStringLiteral("Anderssen c33"));
        QCOMPARE(words, (std::vector<std::string>{"anderssen", "c33"}));
        for (std::size_t g = 0; g < index->size(); ++g) // the per-game predicate agrees
            QCOMPARE(matchesWords(index->index(), g, words), g == 1);
    }

    // The Variant tag is a column of its own, and the quick filter finds games by it.
    void variantColumnAndFilter()
    {
        const std::string pgn = "[White \"a\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 *\n\n"
                                "[White \"b\"]\n\n1. e4 *\n\n"
                                "[White \"c\"]\n[Variant \"Three-check\"]\n\n1. e4 e5 *\n\n"
                                "[White \"d\"]\n[Variant \"crazyhouse\"]\n\n1. d4 *\n\n"
                                "[White \"e\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *\n";
        GameListModel model;
        model.setDatabase(indexOf(pgn));
        QTRY_VERIFY(!model.isBusy());
        const auto cell = [&](int row, GameColumn c) { return model.data(model.index(row, int(c))).toString(); };
        QCOMPARE(cell(0, GameColumn::Variant), QStringLiteral("Crazyhouse"));
        QCOMPARE(cell(1, GameColumn::Variant), QString());
        QCOMPARE(cell(2, GameColumn::Variant), QStringLiteral("Three-check"));
        // Games of another variant are no games with errors (the variant window plays them); a bad FEN is one.
        const auto tip = [&](int row) { return model.data(model.index(row, 0), Qt::ToolTipRole).toString(); };
        QCOMPARE(tip(0), QString());
        QCOMPARE(tip(2), QString());
        QVERIFY(!tip(4).isEmpty());
        QVERIFY(GameColumns::shownByDefault(GameColumn::Variant));
        model.setFilterText(QStringLiteral("crazyhouse"));
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(shownOrder(model), (std::vector<std::uint32_t>{0, 3}));
        model.setFilterText(QStringLiteral("three-check c"));
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(shownOrder(model), (std::vector<std::uint32_t>{2}));
    }

    // Rows are listed a step per turn of the event loop (Qt's table keeps an entry per row): the first step at once,
    // one insertion per step, orderApplied() once all are listed; a newer database stops an older one's listing.
    void rowsListedInSteps_data()
    {
        QTest::addColumn<int>("copies"); // of the six games of SmallPgn
        QTest::addColumn<int>("step");
        QTest::addColumn<bool>("sorted");   // then sorted by White: listed again, in the new order
        QTest::addColumn<bool>("replaced"); // another database given while the first is listed
        QTest::newRow("one step") << 1 << 6 << false << false;
        QTest::newRow("three steps") << 1 << 2 << false << false;
        QTest::newRow("uneven steps") << 5 << 7 << false << false;
        QTest::newRow("a row a turn") << 1 << 1 << false << false;
        QTest::newRow("sorted") << 5 << 7 << true << false;
        QTest::newRow("replaced while listing") << 5 << 4 << false << true;
    }
    void rowsListedInSteps()
    {
        QFETCH(int, copies);
        QFETCH(int, step);
        QFETCH(bool, sorted);
        QFETCH(bool, replaced);
        std::string text;
        for (int i = 0; i < copies; ++i)
            text += test::SmallPgn;
        const auto database = indexOf(text);
        const int total = int(database->size());
        QCOMPARE(total, 6 * copies);
        GameListModel model;
        model.setListingStep(step);
        QSignalSpy applied(&model, &GameListModel::orderApplied);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        if (replaced) {
            model.setDatabase(indexOf(std::string(test::SmallPgn) + test::SmallPgn)); // other bytes: 12 games
            QCOMPARE(model.rowCount(), step);
            inserted.clear();
        }
        model.setDatabase(database);
        QCOMPARE(model.rowCount(), std::min(step, total)); // the first step at once
        QCOMPARE(model.shownCount(), total);
        QCOMPARE(model.isListing(), step < total);
        QCOMPARE(applied.count(), step < total ? 0 : 1);
        QTRY_COMPARE(applied.count(), 1);
        QTest::qWait(20); // an older listing, were it still going, would add rows or say it is done now
        QCOMPARE(applied.count(), 1);
        QCOMPARE(model.rowCount(), total);
        QVERIFY(!model.isListing());
        QCOMPARE(inserted.count(), (total + step - 1) / step);
        for (int k = 0; k < inserted.count(); ++k) {
            QCOMPARE(inserted.at(k).at(1).toInt(), k * step);
            QCOMPARE(inserted.at(k).at(2).toInt(), std::min(total, (k + 1) * step) - 1);
        }
        std::vector<std::uint32_t> fileOrder(static_cast<std::size_t>(total));
        std::iota(fileOrder.begin(), fileOrder.end(), 0u);
        QCOMPARE(shownOrder(model), fileOrder);
        QCOMPARE(model.rowOfGame(std::size_t(total - 1)), total - 1);
        QCOMPARE(model.data(model.index(total - 1, int(GameColumn::Number))).toString(), QString::number(total));
        if (sorted) {
            inserted.clear();
            model.sort(int(GameColumn::White));
            QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 2, 20000);
            QCOMPARE(model.rowCount(), total);
            QCOMPARE(inserted.count(), (total + step - 1) / step);
            QCOMPARE(shownOrder(model), expectedOrder(database->index(), GameColumn::White, false));
        }
    }

    void newerFilterCancelsOlder()
    {
        std::string big;
        for (int i = 0; i < 20000; ++i)
            big += test::SmallPgn;
        const auto index = indexOf(big);
        GameListModel model;
        model.setDatabase(index);
        QSignalSpy applied(&model, &GameListModel::orderApplied);
        model.setFilterText(QStringLiteral("a"));
        model.sort(int(GameColumn::Black));
        model.setFilterText(QStringLiteral("nepomniachtchi 2021"));
        QVERIFY(model.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!model.isBusy(), 20000);
        QCOMPARE(applied.count(), 1); // only the newest request reached the table
        QCOMPARE(model.rowCount(), 40000);
        QCOMPARE(model.data(model.index(0, int(GameColumn::Black))).toString(), QStringLiteral("Carlsen, Magnus"));

        std::atomic<bool> cancel{true}; // a cancelled computation yields nothing
        QVERIFY(!computeOrder(index->index(), GameQuery{GameColumn::White, false, {"carlsen"}, nullptr}, cancel));
    }

    void loadAndChooseThirdGame()
    {
        Preferences preferences;
        GameListPanel dialog(&preferences);
        QSignalSpy finished(dialog.loader(), &IndexLoader::finished);
        QSignalSpy chosen(&dialog, &GameListPanel::gameChosen);
        dialog.openFile(m_small);
        QVERIFY(finished.wait(10000));
        QCOMPARE(dialog.model()->rowCount(), 6);
        QCOMPARE(dialog.countText(), QStringLiteral("6 games"));
        dialog.show();
        dialog.view()->setFocus();
        dialog.selectGame(2);
        QTest::keyClick(dialog.view(), Qt::Key_Return);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(1).value<std::size_t>(), std::size_t(2));
        QCOMPARE(chosen.at(0).at(0).value<std::shared_ptr<const pgn::Database>>(), dialog.loader()->database());
        const std::string text(dialog.loader()->database()->gameText(2));
        QVERIFY(text.starts_with("[Event \"Tata Steel Masters\"]"));
        QVERIFY(text.find("[White \"giri, anish\"]") != std::string::npos);
        QVERIFY(text.find("1. d4 Nf6 2. c4 e6 0-1") != std::string::npos);
        const auto game = dialog.loader()->database()->game(2);
        QVERIFY(game.has_value());

        dialog.filterEdit()->setText(QStringLiteral("nepo"));
        QTRY_COMPARE(dialog.model()->rowCount(), 2);
        QTRY_COMPARE(dialog.countText(), QStringLiteral("2 of 6 games"));
    }

    // The columns the user arranged come back in the next session (kept in Preferences under the old keys).
    void columnsRemembered()
    {
        const int column = int(GameColumn::White);
        {
            Preferences preferences;
            {
                GameListPanel dialog(&preferences);
                QHeaderView* header = dialog.view()->horizontalHeader();
                QVERIFY(!header->isSectionHidden(column));
                header->setSectionHidden(column, true);
            } // the panel stores its columns when it goes
            QVERIFY(!preferences.gameTableColumns().isEmpty());
        }
        QVERIFY(!QSettings().value(QStringLiteral("GameSelection/header")).toByteArray().isEmpty());
        Preferences restarted;
        GameListPanel dialog(&restarted);
        QVERIFY(dialog.view()->horizontalHeader()->isSectionHidden(column));
    }

    void cacheUsedOnReopen()
    {
        const QString path = writeFile(m_dir, QStringLiteral("cached.pgn"), test::SmallPgn + test::SmallPgn);
        {
            IndexLoader loader;
            QSignalSpy finished(&loader, &IndexLoader::finished);
            loader.open(path);
            QVERIFY(finished.wait(10000));
            QCOMPARE(finished.at(0).at(0).toBool(), false); // indexed
            QCOMPARE(loader.gameCount(), std::size_t(12));
        } // the destructor waits for the worker, which writes the cache after finishing
        IndexLoader loader;
        QSignalSpy finished(&loader, &IndexLoader::finished);
        loader.open(path);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).toBool(), true); // from the cache
        QCOMPARE(loader.gameCount(), std::size_t(12));
        QVERIFY(loader.database()->gameText(11).find("Nepomniachtchi") != std::string::npos);
    }

    void cancelStopsLoading()
    {
        std::string big;
        for (int i = 0; i < 40000; ++i)
            big += test::SmallPgn;
        const QString path = writeFile(m_dir, QStringLiteral("big.pgn"), big);
        IndexLoader loader;
        loader.setCacheEnabled(false);
        QSignalSpy finished(&loader, &IndexLoader::finished);
        QSignalSpy cancelled(&loader, &IndexLoader::cancelled);
        QSignalSpy partial(&loader, &IndexLoader::databaseChanged);
        loader.open(path);
        loader.cancel();
        QVERIFY(cancelled.wait(10000));
        QVERIFY(!loader.isLoading());
        QTest::qWait(100);
        QCOMPARE(finished.count(), 0);
        for (const auto& args : partial) // nothing complete was ever published
            QCOMPARE(args.at(1).toBool(), false);
    }

    void partialResultsThenComplete()
    {
        std::string big;
        for (int i = 0; i < 4000; ++i) // ~5 MB: one preview prefix before the whole file
            big += test::SmallPgn;
        const QString path = writeFile(m_dir, QStringLiteral("partial.pgn"), big);
        IndexLoader loader;
        loader.setCacheEnabled(false);
        QSignalSpy changed(&loader, &IndexLoader::databaseChanged);
        QSignalSpy finished(&loader, &IndexLoader::finished);
        loader.open(path);
        QVERIFY(finished.wait(20000));
        QVERIFY(changed.count() >= 2);
        QCOMPARE(changed.first().at(1).toBool(), false);
        QCOMPARE(changed.last().at(1).toBool(), true);
        QCOMPARE(loader.gameCount(), std::size_t(24000));
    }

    void newerOpenSupersedesOlder()
    {
        std::string big;
        for (int i = 0; i < 20000; ++i)
            big += test::SmallPgn;
        const QString bigPath = writeFile(m_dir, QStringLiteral("supersede.pgn"), big);
        IndexLoader loader;
        loader.setCacheEnabled(false);
        QSignalSpy finished(&loader, &IndexLoader::finished);
        QSignalSpy changed(&loader, &IndexLoader::databaseChanged);
        loader.open(bigPath);
        loader.open(m_small);
        QVERIFY(finished.wait(10000));
        QTest::qWait(300); // the superseded worker has had time to post; nothing of it may arrive
        QCOMPARE(finished.count(), 1);
        for (const auto& args : changed)
            QCOMPARE(args.at(0).value<std::shared_ptr<const pgn::Database>>()->size(), std::size_t(6));
        QCOMPARE(loader.gameCount(), std::size_t(6));
    }

    void unreadableFile()
    {
        IndexLoader loader;
        QSignalSpy failed(&loader, &IndexLoader::failed);
        loader.open(m_dir.filePath(QStringLiteral("missing.pgn")));
        QVERIFY(failed.wait(10000));
        const QString message = failed.at(0).at(0).toString();
        QVERIFY2(message.contains(QStringLiteral("missing.pgn")) && message.contains(QStringLiteral("No such file")), qPrintable(message));
        QVERIFY(!loader.isLoading());
    }

private:
    QTemporaryDir m_dir;
    QString m_small;
};

QTEST_MAIN(TestGameList)
#include "tst_gamelist.moc"
