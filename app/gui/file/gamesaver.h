// GameSaver: the Save / Save As flow — tag dialog, file dialog, then append / replace / overwrite, with every
// outcome reported without a modal error box. The questions it asks (append or replace; after a replace refused
// because another program changed the file: reload and retry, append, another file) are the only modal parts;
// the file is written on a thread of its own while the window keeps painting (a busy dialog after 400 ms).
#pragma once

#include "gamefile.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace kibitz::eco {
class EcoBook;
}

class QWidget;

namespace kibitz::gui {

class GameController;
class Preferences;

class GameSaver : public QObject {
    Q_OBJECT

public:
    // Save As starts in, and moves, `preferences`' last directory (the one Open uses too).
    GameSaver(GameController* controller, Preferences* preferences, QWidget* window);

    // The opening table the tag dialog classifies with (null: the built-in one).
    void setEcoBook(std::shared_ptr<const eco::EcoBook> book) { m_book = std::move(book); }

    // Save: asks for tags, then writes back where the game came from (asking for a file when it has none).
    bool save();
    bool saveAs();

    static constexpr int BusyAfterMs = 400; // a save shorter than this shows no progress dialog
    // Tests: runs on the writing thread just before the file is written.
    void setBeforeWriteForTests(std::function<void()> hook) { m_beforeWrite = std::move(hook); }

signals:
    void saved(const QString& path, const QString& message);
    void failed(const QString& message);

private:
    bool run(bool askFile);
    bool writeTo(bool askFile); // after the tag dialog: the file, the mode, the write
    bool finish(const SaveOutcome& out, const QString& path, SaveMode mode, int savedState);
    // A replace refused because the file changed: Reload and Retry, Append as New Game, Save to Another File.
    bool offerWaysForward(const QString& path, int savedState);
    // With `relocate`, replaces the game found again in the file as it is now (replaceFoundGame; `*relocate` is set
    // when it is not there) instead of writing `mode`.
    SaveOutcome writeInBackground(const pgn::Game& game, const QString& path, SaveMode mode, const GameOrigin& origin,
                                  bool* relocate = nullptr);
    QString finalResult() const; // the result the rules fix at the end of the main line, or empty

    GameController* m_controller;
    Preferences* m_preferences;
    QWidget* m_window;
    std::shared_ptr<const eco::EcoBook> m_book;
    std::function<void()> m_beforeWrite;
};

} // namespace kibitz::gui
