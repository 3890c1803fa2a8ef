// Every control a keyboard or screen-reader user can reach has an accessible name — in the main window and in each
// dialog, in English and after switching the language — and the main window's Tab order starts on the board and
// reaches the move entry, so the game can be played without a mouse.
#include "window/mainwindow.h"

#include "board/boardwidget.h"
#include "database/gamelistpanel.h"
#include "database/searchdialog.h"
#include "file/savegamedialog.h"
#include "i18n/languagemanager.h"
#include "i18n/speaker.h"
#include "notation/sanentry.h"
#include "settings/ecolibrary.h"
#include "settings/ecosettings.h"
#include "settings/settingsdialog.h"
#include "setup/setupdialog.h"
#include "variant/variantdesignerdialog.h"
#include "variant/variantsetupdialog.h"

#include "pgn/game.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QHash>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

// Controls that take input or show state; plain containers and decorative labels need no name of their own.
bool isControl(const QWidget* w)
{
    return qobject_cast<const QAbstractButton*>(w) || qobject_cast<const QComboBox*>(w) || qobject_cast<const QLineEdit*>(w)
        || qobject_cast<const QAbstractItemView*>(w) || qobject_cast<const QAbstractSpinBox*>(w) || qobject_cast<const QAbstractSlider*>(w)
        || qobject_cast<const BoardWidget*>(w) || w->focusPolicy() != Qt::NoFocus;
}

// The widgets inside `root` that a user can reach but a screen reader could not name.
QStringList unnamedControls(QWidget* root)
{
    QStringList missing;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (!isControl(w) || w->isWindow() != (w == root) || qobject_cast<QComboBox*>(w->parentWidget()))
            continue;
        // Qt's own parts of composite widgets (scroll bars, headers, a line edit's clear button, the menu bar's
        // overflow button, a spin box's editor) are described by Qt's accessibility support itself.
        static const char* const internals[] = {"QScrollBar",        "QHeaderView",       "QLineEditIconButton",
                                                "QToolBarExtension", "QComboBoxListView", "QTableCornerButton"};
        if (std::any_of(std::begin(internals), std::end(internals), [w](const char* c) { return w->inherits(c); })
            || w->objectName().startsWith(QLatin1String("qt_"))
            || (qobject_cast<QLineEdit*>(w) && qobject_cast<QAbstractSpinBox*>(w->parentWidget())))
            continue;
        // The tab bar QMainWindow makes for docks sharing one place: screen readers name its tabs (the docks'
        // titles), so each tab must have a text, not the bar itself.
        if (const auto* tabs = qobject_cast<QTabBar*>(w); tabs && qobject_cast<QMainWindow*>(w->parentWidget())) {
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->tabText(i).trimmed().isEmpty())
                    missing << QStringLiteral("dock tab %1 (QMainWindowTabBar)").arg(i);
            continue;
        }
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
        const QString name = iface ? iface->text(QAccessible::Name).trimmed() : QString();
        if (name.isEmpty())
            missing << QStringLiteral("%1 \"%2\" (%3)")
                           .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                                w->parentWidget() ? QString::fromLatin1(w->parentWidget()->metaObject()->className()) : QString());
    }
    return missing;
}

// The letter Alt+letter jumps to in `text` ("&File" -> 'f'; "&&" is a literal ampersand), or a null QChar.
QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// "x: A, B" for every letter that two or more of `texts` share.
QStringList clashes(const QString& where, const QStringList& texts)
{
    QMap<QChar, QStringList> byLetter;
    for (const QString& t : texts)
        if (const QChar c = mnemonic(t); !c.isNull())
            byLetter[c] << t;
    QStringList out;
    for (auto it = byLetter.cbegin(); it != byLetter.cend(); ++it)
        if (it.value().size() > 1)
            out << QStringLiteral("%1: '%2' in %3").arg(where, it.key(), it.value().join(QStringLiteral(", ")));
    return out;
}

// Mnemonics that clash among the controls of `root` a user can see at the same time.
QStringList dialogClashes(const QString& where, QWidget* root)
{
    QStringList texts;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(root))
            continue;
        if (auto* b = qobject_cast<QAbstractButton*>(w))
            texts << b->text();
        else if (auto* l = qobject_cast<QLabel*>(w); l && l->buddy())
            texts << l->text();
        else if (auto* g = qobject_cast<QGroupBox*>(w))
            texts << g->title();
    }
    return clashes(where, texts);
}

QStringList menuClashes(QMenuBar* bar)
{
    QStringList titles, out;
    for (QAction* a : bar->actions()) {
        titles << a->text();
        if (QMenu* m = a->menu()) {
            QStringList items;
            for (QAction* item : m->actions())
                if (item->isVisible() && !item->isSeparator())
                    items << item->text();
            out << clashes(a->text(), items);
        }
    }
    out << clashes(QStringLiteral("menu bar"), titles);
    return out;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT

private:
    LanguageManager* m_languages = nullptr;

    void checkAll()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList missing = unnamedControls(&window);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("main window: ") + missing.join(QStringLiteral(", "))));

        gui::SettingsDialog settings(window.preferences(), &window);
        settings.addSection(QStringLiteral("Speech"), Speaker::createSettingsSection(&settings, window.preferences()));
        gui::EcoLibrary openings;
        settings.addSection(QStringLiteral("Openings"), new gui::EcoSettingsSection(&openings, window.preferences(), &settings));
        missing = unnamedControls(&settings);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("settings: ") + missing.join(QStringLiteral(", "))));

        SetUpPositionDialog setup(&window);
        missing = unnamedControls(&setup);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("set-up: ") + missing.join(QStringLiteral(", "))));

        VariantDesignerDialog designer(&window);
        missing = unnamedControls(&designer);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("variant designer: ") + missing.join(QStringLiteral(", "))));

        VariantSetupDialog variantSetup(&window);
        QVERIFY(variantSetup.setVariant(variant::chessDefinition(), VariantSetupModel::Purpose::GamePosition));
        missing = unnamedControls(&variantSetup);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("variant set-up: ") + missing.join(QStringLiteral(", "))));

        pgn::Game game;
        gui::SaveGameDialog save(game, QString(), &window);
        missing = unnamedControls(&save);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("save: ") + missing.join(QStringLiteral(", "))));

        GameListPanel selection(window.preferences(), &window);
        missing = unnamedControls(&selection);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("selection: ") + missing.join(QStringLiteral(", "))));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_languages = new LanguageManager(new gui::Preferences(this), this);
    }

    void named_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
        QTest::newRow("fa") << "fa";
    }

    void named()
    {
        QFETCH(QString, language);
        QVERIFY(m_languages->setLanguage(language, false));
        checkAll();
        m_languages->setLanguage(QStringLiteral("en"), false);
    }

    // Alt+letter reaches one control only: no two menu titles, items of one menu, or controls of a dialog page share
    // a mnemonic, in any language.
    void mnemonicsUnique_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* code : {"en", "hu", "tr", "zh_CN", "fa", "ro", "de", "es", "fr", "ru"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void mnemonicsUnique()
    {
        QFETCH(QString, language);
        QVERIFY(m_languages->setLanguage(language, false));
        MainWindow window;
        QStringList problems = menuClashes(window.menuBar());
        SetUpPositionDialog setup(&window);
        problems << dialogClashes(QStringLiteral("set-up"), &setup);
        VariantDesignerDialog designer(&window);
        problems << dialogClashes(QStringLiteral("variant designer"), &designer);
        VariantSetupDialog variantSetup(&window);
        variantSetup.setVariant(variant::chessDefinition(), VariantSetupModel::Purpose::GamePosition);
        problems << dialogClashes(QStringLiteral("variant set-up"), &variantSetup);
        gui::SettingsDialog settings(window.preferences(), &window);
        problems << dialogClashes(QStringLiteral("settings"), &settings);
        pgn::Game game;
        gui::SaveGameDialog save(game, QString(), &window);
        problems << dialogClashes(QStringLiteral("save"), &save);
        gui::SearchDialog search(&window);
        problems << dialogClashes(QStringLiteral("search"), &search);
        GameListPanel list(window.preferences(), &window);
        problems << dialogClashes(QStringLiteral("game list"), &list);
        m_languages->setLanguage(QStringLiteral("en"), false);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
    }

    // One key sequence, one action: two actions of the main window on the same shortcut make Qt ignore both
    // ("ambiguous shortcut"), so neither works.
    void shortcutsUnique()
    {
        MainWindow window;
        QHash<QKeySequence, QString> owner;
        QStringList problems;
        for (QAction* action : window.findChildren<QAction*>()) {
            for (const QKeySequence& key : action->shortcuts()) {
                if (key.isEmpty())
                    continue;
                const QString name = action->text().remove(QLatin1Char('&'));
                const auto it = owner.constFind(key);
                if (it != owner.constEnd() && *it != name)
                    problems << QStringLiteral("%1: %2 and %3").arg(key.toString(), *it, name);
                owner.insert(key, name);
            }
        }
        QVERIFY2(owner.size() > 10, "the window's actions were not found"); // the check itself must see the menus
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
    }

    // With the keyboard cursor on the board, a screen reader hears the square under it first, then the position.
    void boardCursorDescribed()
    {
        BoardWidget board;
        board.resize(400, 400);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QVERIFY2(board.accessibleDescription().startsWith(QStringLiteral("White: King e1, Queen d1")),
                 qPrintable(board.accessibleDescription()));
        board.setKeyboardMode(true);
        QVERIFY2(board.accessibleDescription().startsWith(QStringLiteral("e2, white pawn. White: King e1")),
                 qPrintable(board.accessibleDescription()));
        QTest::keyClick(&board, Qt::Key_Up);
        QTest::keyClick(&board, Qt::Key_Up);
        QVERIFY2(board.accessibleDescription().startsWith(QStringLiteral("e4, empty. ")), qPrintable(board.accessibleDescription()));
        QVERIFY(m_languages->setLanguage(QStringLiteral("de"), false));
        QVERIFY2(board.accessibleDescription().startsWith(QStringLiteral("e4, leer. Weiß: König e1, Dame d1")),
                 qPrintable(board.accessibleDescription()));
        QCOMPARE(board.accessibleName(), QStringLiteral("Schachbrett"));
        m_languages->setLanguage(QStringLiteral("en"), false);
    }

    // Tab from the board reaches the move entry, then comes back round to the board: no focus trap, no dead end.
    void tabOrder()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QApplication::setActiveWindow(&window);
        window.board()->setFocus(Qt::OtherFocusReason);
        auto* entry = window.findChild<gui::SanEntry*>();
        QVERIFY(entry);
        bool reachedEntry = false;
        bool back = false;
        QWidget* w = window.board();
        for (int i = 0; i < 40 && !back; ++i) {
            w = w->nextInFocusChain();
            while (w && (!w->isVisibleTo(&window) || !w->isEnabled() || !(w->focusPolicy() & Qt::TabFocus)))
                w = w->nextInFocusChain();
            QVERIFY(w);
            reachedEntry = reachedEntry || w == entry->lineEdit();
            back = w == window.board();
        }
        QVERIFY2(reachedEntry, "Tab never reaches the move entry");
        QVERIFY2(back, "Tab does not come back to the board");
        // Ctrl+L jumps to the move entry from the board.
        window.board()->setFocus(Qt::OtherFocusReason);
        QTest::keyClick(window.board(), Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(entry->lineEdit()->hasFocus());
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
