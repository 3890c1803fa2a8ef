// EcoLibrary: the opening table the GUI classifies with — the table built in at compile time, Scid's scid.eco
// (extended codes such as B90k) or a file the user picks, in either format. Invariant: book() is always a usable
// table; a file that cannot be used leaves the previous table in place, and bad lines of a usable file are
// reported with their line numbers while the good entries load.
#pragma once

#include "eco/ecobook.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace kibitz::gui {

enum class EcoSource { Builtin, Scid, File };

struct EcoLoadOutcome {
    std::shared_ptr<const eco::EcoBook> book; // null when the file could not be used at all
    QString fatal;                            // why it could not be used (empty on success)
    QStringList warnings;                     // "path:line: message" for every rejected line
};

class EcoLibrary : public QObject {
    Q_OBJECT

public:
    explicit EcoLibrary(QObject* parent = nullptr);

    // Where Debian's scid-data package installs Scid's table.
    static QString scidPath();
    // Reads a table in pgn-extract or Scid format (detected from the contents); never throws.
    static EcoLoadOutcome loadFile(const QString& path);

    // Current table
    const std::shared_ptr<const eco::EcoBook>& book() const { return m_book; }
    EcoSource source() const { return m_source; }
    QString path() const { return m_path; } // the file for Scid/File, empty for Builtin

    // Switches the table; false (with failed()) when the file is unusable: the previous table stays.
    bool setSource(EcoSource source, const QString& path = {});

signals:
    void bookChanged(const std::shared_ptr<const eco::EcoBook>& book);
    void failed(const QString& message);
    void warnings(const QStringList& lines); // after a successful load with rejected lines

private:
    std::shared_ptr<const eco::EcoBook> m_book;
    EcoSource m_source = EcoSource::Builtin;
    QString m_path;
};

} // namespace kibitz::gui
