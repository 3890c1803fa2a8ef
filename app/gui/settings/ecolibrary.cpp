// Opening-table choice for the GUI: the built-in table is wrapped without copying; files load with the same
// library loader as kibitz-cli, so errors and extended codes are the same everywhere.
#include "ecolibrary.h"

#include <QFile>
#include <QFileInfo>

namespace kibitz::gui {

namespace {

// The built-in table lives for the whole program: share it without owning it.
std::shared_ptr<const eco::EcoBook> builtinBook()
{
    return std::shared_ptr<const eco::EcoBook>(&eco::EcoBook::builtin(), [](const eco::EcoBook*) {});
}

} // namespace

EcoLibrary::EcoLibrary(QObject* parent) : QObject(parent), m_book(builtinBook()) {}

QString EcoLibrary::scidPath() { return QStringLiteral("/usr/share/scid/data/scid.eco"); }

EcoLoadOutcome EcoLibrary::loadFile(const QString& path)
{
    EcoLoadOutcome out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.fatal = tr("Cannot open the opening table %1: %2").arg(path, file.errorString());
        return out;
    }
    const QByteArray bytes = file.readAll();
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
    std::vector<eco::EcoLoadError> errors;
    auto book = std::make_shared<eco::EcoBook>(eco::EcoBook::load(text, eco::EcoBook::detectFormat(text), &errors));
    const QString name = QFileInfo(path).fileName();
    for (const eco::EcoLoadError& e : errors)
        out.warnings << QStringLiteral("%1:%2: %3").arg(name).arg(e.line).arg(QString::fromStdString(e.message));
    if (book->size() == 0) {
        out.fatal = tr("%1 contains no opening lines that could be read").arg(path);
        return out;
    }
    out.book = std::move(book);
    return out;
}

bool EcoLibrary::setSource(EcoSource source, const QString& path)
{
    if (source == EcoSource::Builtin) {
        m_book = builtinBook();
        m_source = source;
        m_path.clear();
        emit bookChanged(m_book);
        return true;
    }
    const QString file = source == EcoSource::Scid ? scidPath() : path;
    if (file.isEmpty()) {
        emit failed(tr("No opening table file was chosen"));
        return false;
    }
    EcoLoadOutcome loaded = loadFile(file);
    if (!loaded.book) {
        emit failed(loaded.fatal);
        return false;
    }
    m_book = std::move(loaded.book);
    m_source = source;
    m_path = file;
    emit bookChanged(m_book);
    if (!loaded.warnings.isEmpty())
        emit warnings(loaded.warnings);
    return true;
}

} // namespace kibitz::gui
