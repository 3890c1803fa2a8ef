// BookLibrary: the Polyglot opening book the GUI uses (the book panel, auto move): which file, loaded in the
// background. Invariant: book() is the last book that loaded (or null: no book); a file that cannot be read leaves
// no book and says why through failed(); a damaged file that is still usable loads, and its problems (with their
// byte offsets) come through warnings().
#pragma once

#include "book/polyglotbook.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace kibitz::gui {

class BookLibrary : public QObject {
    Q_OBJECT

public:
    explicit BookLibrary(QObject* parent = nullptr);

    // Where Debian's gnuchess-book package installs GNU Chess's book.
    static QString gnuChessBookPath();

    // Loads `path` in the background (empty: no book); bookChanged() or failed() follows. A later call wins.
    void setFile(const QString& path);
    QString file() const { return m_file; }
    bool isLoading() const { return m_loading; }
    const std::shared_ptr<const book::PolyglotBook>& book() const { return m_book; }

signals:
    void bookChanged(const std::shared_ptr<const kibitz::book::PolyglotBook>& book); // null: no book
    void failed(const QString& message);
    void warnings(const QStringList& lines);

private:
    QString m_file;
    std::shared_ptr<const book::PolyglotBook> m_book;
    quint64 m_generation = 0;
    bool m_loading = false;
};

} // namespace kibitz::gui
