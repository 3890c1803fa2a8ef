// TablebaseLibrary: which Gaviota tables the GUI probes — a directory the user chose (several separated by ';'),
// opened in the background into the process's one tablebase::Gaviota. Invariant: isOpen() and maxPieces() describe
// what the last finished open() left; a directory without usable tables is reported through failed() and leaves
// the tables closed.
#pragma once

#include <QObject>
#include <QString>
#include <QThreadPool>

namespace kibitz::gui {

class TablebaseLibrary : public QObject {
    Q_OBJECT

public:
    explicit TablebaseLibrary(QObject* parent = nullptr);

    // Where Debian's gaviotatb package installs the 3-piece tables (empty when it is not installed).
    static QString debianPath();

    // Opens `paths` in the background (empty: closes); opened() or failed() follows. A later call wins.
    void open(const QString& paths);
    QString paths() const { return m_paths; }
    bool isOpen() const { return m_open; }
    int maxPieces() const { return m_maxPieces; }

signals:
    void opened(int maxPieces);
    void closed();
    void failed(const QString& message);

private:
    QThreadPool m_worker; // one thread: opens run in the order they were asked for, so the last one wins
    QString m_paths;
    quint64 m_generation = 0;
    bool m_open = false;
    int m_maxPieces = 0;
};

} // namespace kibitz::gui
