// GameSaver: the Save / Save As flow — tag dialog, file dialog, then append / replace / overwrite, with every
// outcome reported without a modal error box. The questions it asks (append or replace) are the only modal parts.
#pragma once

#include <QObject>
#include <QString>

#include <memory>

namespace kibitz::eco {
class EcoBook;
}

class QWidget;

namespace kibitz::gui {

class GameController;

class GameSaver : public QObject {
    Q_OBJECT

public:
    GameSaver(GameController* controller, QWidget* window);

    void setLastDirectory(const QString& dir) { m_lastDirectory = dir; }
    QString lastDirectory() const { return m_lastDirectory; }
    // The opening table the tag dialog classifies with (null: the built-in one).
    void setEcoBook(std::shared_ptr<const eco::EcoBook> book) { m_book = std::move(book); }

    // Save: asks for tags, then writes back where the game came from (asking for a file when it has none).
    bool save();
    bool saveAs();

signals:
    void saved(const QString& path, const QString& message);
    void failed(const QString& message);

private:
    bool run(bool askFile);
    QString finalResult() const; // the result the rules fix at the end of the main line, or empty

    GameController* m_controller;
    QWidget* m_window;
    QString m_lastDirectory;
    std::shared_ptr<const eco::EcoBook> m_book;
};

} // namespace kibitz::gui
