// Switching the user-interface language of the real main window at run time: menu titles, dock and widget texts
// follow each language without a restart, Persian turns the layout right-to-left while the board paints exactly as
// before, the move list and the SAN entry use the language's piece letters (Hungarian, German), and the choice is
// stored in QSettings and applied again at the next start.
#include "window/mainwindow.h"

#include "board/boardwidget.h"
#include "database/gamelistpanel.h"
#include "game/gamecontroller.h"
#include "i18n/languagemanager.h"
#include "i18n/localsan.h"
#include "notation/navigationbar.h"
#include "notation/notationview.h"
#include "notation/sanentry.h"
#include "window/windowactions.h"

#include "core/san.h"
#include "pgn/writer.h"

#include <QApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

QMenu* languageMenu(QMainWindow* window) { return window->findChild<QMenu*>(QStringLiteral("LanguageMenu")); }

} // namespace

class TestLanguages : public QObject {
    Q_OBJECT

private:
    LanguageManager* m_languages = nullptr;
    MainWindow* m_window = nullptr;

    void play(const char* moves)
    {
        for (const QString& san : QString::fromLatin1(moves).split(u' ', Qt::SkipEmptyParts)) {
            const SanResult r = parseSan(m_window->controller()->position(), san.toStdString());
            QVERIFY2(r.ok(), qPrintable(san));
            QVERIFY(m_window->controller()->playMove(r.move));
        }
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_languages"));
        QSettings().clear();
        m_languages = new LanguageManager(new Preferences(this), this);
        QVERIFY(m_languages->setLanguage(QStringLiteral("en"), false));
        m_window = new MainWindow;
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }

    void cleanupTestCase()
    {
        delete m_window;
        m_languages->setLanguage(QStringLiteral("en"), false);
        QSettings().clear();
    }

    void cleanup() { m_languages->setLanguage(QStringLiteral("en"), false); }

    void systemLanguage_data()
    {
        QTest::addColumn<QStringList>("uiLanguages");
        QTest::addColumn<QString>("language");
        QTest::newRow("German, Austria") << QStringList{"de-AT", "de", "en"} << "de";
        QTest::newRow("Chinese, traditional") << QStringList{"zh-Hant-TW"} << "zh_CN";
        QTest::newRow("Chinese, simplified") << QStringList{"zh-Hans-CN"} << "zh_CN";
        QTest::newRow("Persian") << QStringList{"fa-IR"} << "fa";
        QTest::newRow("first known wins") << QStringList{"pt-BR", "fr-CA", "de"} << "fr";
        QTest::newRow("English first") << QStringList{"en-GB", "hu"} << "en";
        QTest::newRow("unknown") << QStringList{"pt-PT"} << "en";
    }

    void systemLanguage()
    {
        QFETCH(QStringList, uiLanguages);
        QFETCH(QString, language);
        QCOMPARE(LanguageManager::languageFor(uiLanguages), language);
    }

    // Each language by its own name in the menu; picking one retitles the menus at once.
    void switchLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("fileTitle"); // empty: any translation but the English one
        QTest::addColumn<QString>("movesTitle");
        QTest::addColumn<bool>("rightToLeft");
        QTest::newRow("hu") << "hu"
                            << "&Fájl"
                            << "Lépések" << false;
        QTest::newRow("de") << "de"
                            << "&Datei"
                            << "Züge" << false;
        QTest::newRow("fr") << "fr"
                            << "&Fichier"
                            << "Coups" << false;
        QTest::newRow("es") << "es"
                            << "&Archivo"
                            << "Jugadas" << false;
        QTest::newRow("ro") << "ro"
                            << "&Fișier"
                            << "Mutări" << false;
        QTest::newRow("tr") << "tr"
                            << ""
                            << "" << false;
        QTest::newRow("zh_CN") << "zh_CN"
                               << ""
                               << "" << false;
        QTest::newRow("fa") << "fa"
                            << ""
                            << "" << true;
        QTest::newRow("ru") << "ru"
                            << ""
                            << "" << false;
        QTest::newRow("en") << "en"
                            << "&File"
                            << "Moves" << false;
    }

    void switchLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, fileTitle);
        QFETCH(QString, movesTitle);
        QFETCH(bool, rightToLeft);
        QMenu* file = m_window->actions()->fileMenu();
        QCOMPARE(file->title(), QStringLiteral("&File"));

        // Through the Language menu, as a user would.
        QMenu* menu = languageMenu(m_window);
        QVERIFY(menu);
        QAction* pick = nullptr;
        for (QAction* a : menu->actions())
            if (a->property("kibitzLanguage").toString() == code)
                pick = a;
        QVERIFY2(pick, qPrintable(code));
        pick->trigger();
        QCOMPARE(m_languages->currentLanguage(), code);
        QVERIFY(pick->isChecked());

        const auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("MovesDock"));
        QVERIFY(dock);
        if (fileTitle.isEmpty()) {
            // Another helper's translation: it must exist and be what the window shows.
            QVERIFY2(file->title() != QStringLiteral("&File"), qPrintable(file->title()));
            QCOMPARE(file->title(), QCoreApplication::translate("kibitz::gui::WindowActions", "&File"));
            QVERIFY(dock->windowTitle() != QStringLiteral("Moves"));
        } else {
            QCOMPARE(file->title(), fileTitle);
            QCOMPARE(dock->windowTitle(), movesTitle);
        }
        QCOMPARE(menu->title(), QCoreApplication::translate("kibitz::gui::LanguageManager", "&Language"));
        // Texts built once in constructors follow too: tool bar, navigation buttons, move entry, analysis dock.
        const auto* navigation = m_window->findChild<gui::NavigationBar*>();
        const auto* analysis = m_window->findChild<QDockWidget*>(QStringLiteral("AnalysisDock"));
        const auto* entry = m_window->findChild<gui::SanEntry*>();
        QVERIFY(navigation && analysis && entry);
        const struct {
            QString shown;
            const char* context;
            const char* source;
        } texts[] = {
            {navigation->startButton()->toolTip(), "kibitz::gui::NavigationBar", "First move (Home)"},
            {analysis->windowTitle(), "kibitz::gui::AnalysisDock", "Analysis"},
            {entry->moveButton()->text(), "kibitz::gui::SanEntry", "Move"},
            {m_window->actions()->gameMenu()->title(), "kibitz::gui::WindowActions", "&Game"},
        };
        for (const auto& t : texts) {
            QCOMPARE(t.shown, QCoreApplication::translate(t.context, t.source));
            if (code != u"en")
                QVERIFY2(t.shown != QLatin1String(t.source), t.source);
        }
        QCOMPARE(QApplication::layoutDirection(), rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
        QCOMPARE(m_window->layoutDirection(), rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
        // Native names are not translated.
        const QList<QAction*> actions = menu->actions();
        QVERIFY(std::any_of(actions.begin(), actions.end(), [](QAction* a) { return a->text() == QStringLiteral("Magyar"); }));
    }

    // Right-to-left mirrors the window's layout, never the board: a1 stays bottom left from White's side.
    void boardNotMirrored()
    {
        m_window->controller()->newGame();
        play("e4 e5 Nf3");
        BoardWidget* board = m_window->board();
        QTest::qWait(20);
        const QImage ltr = board->grab().toImage();
        QVERIFY(m_languages->setLanguage(QStringLiteral("fa"), false));
        QCOMPARE(board->layoutDirection(), Qt::RightToLeft);
        QTest::qWait(20);
        const QImage rtl = board->grab().toImage();
        QCOMPARE(rtl.size(), ltr.size());
        QVERIFY2(rtl == ltr, "the board painted differently under right-to-left");
        m_languages->setLanguage(QStringLiteral("en"), false);
    }

    void localizedMoveList_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("shown");
        QTest::newRow("hu") << "hu"
                            << "Hf3";
        QTest::newRow("de") << "de"
                            << "Sf3";
        QTest::newRow("en") << "en"
                            << "Nf3";
    }

    void localizedMoveList()
    {
        QFETCH(QString, code);
        QFETCH(QString, shown);
        m_window->controller()->newGame();
        play("e4 e5 Nf3 Nc6 Bb5");
        QVERIFY(m_languages->setLanguage(code, false));
        const auto* notation = m_window->findChild<gui::NotationView*>();
        QVERIFY(notation);
        const QString text = notation->toPlainText();
        QVERIFY2(text.contains(shown), qPrintable(text));
        if (code != u"en")
            QVERIFY2(!text.contains(QStringLiteral("Nf3")), qPrintable(text));
        // What is written to PGN stays English SAN whatever the UI shows.
        const QString pgn = QString::fromStdString(pgn::writeGame(m_window->controller()->game()));
        QVERIFY2(pgn.contains(QStringLiteral("2. Nf3 Nc6 3. Bb5")), qPrintable(pgn));
    }

    void sanEntry_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("played"); // English SAN of the move played, empty when refused
        QTest::addColumn<QString>("error");
        QTest::newRow("hu huszár") << "hu"
                                   << "Hc6"
                                   << "Nc6"
                                   << "";
        QTest::newRow("hu English letters too") << "hu"
                                                << "Nc6"
                                                << "Nc6"
                                                << "";
        QTest::newRow("hu futó") << "hu"
                                 << "Fc5"
                                 << "Bc5"
                                 << "";
        QTest::newRow("hu refused") << "hu"
                                    << "Hf4"
                                    << ""
                                    << "Szabálytalan lépés: Hf4 — egyik huszár sem juthat el ide: f4";
        QTest::newRow("de Springer") << "de"
                                     << "Sc6"
                                     << "Nc6"
                                     << "";
        QTest::newRow("de Läufer") << "de"
                                   << "Lc5"
                                   << "Bc5"
                                   << "";
        QTest::newRow("de refused") << "de"
                                    << "Dh3"
                                    << ""
                                    << "Unzulässiger Zug: Dh3 — keine Dame kann h3 erreichen";
    }

    void sanEntry()
    {
        QFETCH(QString, code);
        QFETCH(QString, typed);
        QFETCH(QString, played);
        QFETCH(QString, error);
        m_window->controller()->newGame();
        play("e4 e5 Nf3");
        QVERIFY(m_languages->setLanguage(code, false));
        auto* entry = m_window->findChild<gui::SanEntry*>();
        QVERIFY(entry);
        QVERIFY2(entry->lineEdit()->placeholderText().contains(localizeSan(u"Nf3")), qPrintable(entry->lineEdit()->placeholderText()));
        const pgn::NodeId before = m_window->controller()->currentNode();
        entry->lineEdit()->setText(typed);
        QTest::keyClick(entry->lineEdit(), Qt::Key_Return);
        if (played.isEmpty()) {
            QCOMPARE(m_window->controller()->currentNode(), before);
            QCOMPARE(entry->errorText(), error);
        } else {
            QVERIFY2(entry->errorText().isEmpty(), qPrintable(entry->errorText()));
            GameLine line = m_window->controller()->line();
            const Move m = line.moves().back();
            line.pop();
            QCOMPARE(QString::fromStdString(toSan(line.position(), m)), played);
        }
    }

    // The game list stays open while browsing a database, so it follows a language switch too.
    void selectionTableFollows()
    {
        GameListPanel dialog(m_window->preferences(), m_window);
        dialog.show();
        QVERIFY(m_languages->setLanguage(QStringLiteral("de"), false));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Partien"));
        const QList<QPushButton*> buttons = dialog.findChildren<QPushButton*>();
        QVERIFY(std::any_of(buttons.begin(), buttons.end(),
                            [](QPushButton* b) { return b->text() == QStringLiteral("Filter &zurücksetzen"); }));
        const auto* view = dialog.findChild<QTableView*>();
        QVERIFY(view);
        QStringList titles;
        for (int c = 0; c < view->model()->columnCount(); ++c)
            titles << view->model()->headerData(c, Qt::Horizontal).toString();
        QVERIFY2(titles.contains(QStringLiteral("Datum")) && titles.contains(QStringLiteral("Ergebnis")), qPrintable(titles.join(u',')));
    }

    // The choice survives a restart: stored in QSettings, applied by the next LanguageManager.
    void persisted()
    {
        QVERIFY(m_languages->setLanguage(QStringLiteral("ro"), true));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("ro"));
        m_languages->setLanguage(QStringLiteral("en"), false);
        {
            Preferences restarted; // read back from QSettings
            LanguageManager next(&restarted);
            next.loadSavedLanguage();
            QCOMPARE(next.currentLanguage(), QStringLiteral("ro"));
            QCOMPARE(next.requestedLanguage(), QStringLiteral("ro"));
            QCOMPARE(m_window->actions()->fileMenu()->title(), QStringLiteral("&Fișier"));
            next.setLanguage(QString(), true); // back to the system default
        }
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QString());
    }
};

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
