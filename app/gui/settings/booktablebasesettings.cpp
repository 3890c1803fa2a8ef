#include "booktablebasesettings.h"

#include "analysis/tablebaselibrary.h"
#include "book/booklibrary.h"

#include "tablebase/gaviota.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz::gui {

BookTablebaseSettings::BookTablebaseSettings(const BookTablebaseConfig& config, QWidget* parent)
    : QWidget(parent),
      m_useBook(new QCheckBox(tr("Use an opening book (Polyglot .bin)"), this)),
      m_bookFile(new QLineEdit(this)),
      m_browseBook(new QPushButton(tr("Browse…"), this)),
      m_autoMove(new QCheckBox(tr("Auto move and computer play take book moves, chosen at random by their weights"), this)),
      m_useTablebases(new QCheckBox(tr("Use Gaviota endgame tablebases"), this)),
      m_tablebasePaths(new QLineEdit(this)),
      m_browseTablebases(new QPushButton(tr("Browse…"), this)),
      m_engine(new QCheckBox(tr("The built-in engine keeps to the tablebase's best moves"), this))
{
    auto* bookBox = new QGroupBox(tr("Opening book"), this);
    auto* bookLayout = new QGridLayout(bookBox);
    bookLayout->addWidget(m_useBook, 0, 0, 1, 2);
    bookLayout->addWidget(m_bookFile, 1, 0);
    bookLayout->addWidget(m_browseBook, 1, 1);
    bookLayout->addWidget(m_autoMove, 2, 0, 1, 2);
    m_autoMove->setToolTip(tr("Gives the computer's openings variety; the engine takes over where the book ends"));
    if (!QFileInfo::exists(BookLibrary::gnuChessBookPath())) {
        // Said plainly rather than hidden, so users know what to install.
        auto* note = new QLabel(tr("GNU Chess's book is not installed (Debian package gnuchess-book)."), this);
        note->setObjectName(QStringLiteral("GnuChessBookMissing"));
        note->setWordWrap(true);
        bookLayout->addWidget(note, 3, 0, 1, 2);
    }

    auto* tbBox = new QGroupBox(tr("Endgame tablebases"), this);
    auto* tbLayout = new QGridLayout(tbBox);
    tbLayout->addWidget(m_useTablebases, 0, 0, 1, 2);
    tbLayout->addWidget(m_tablebasePaths, 1, 0);
    tbLayout->addWidget(m_browseTablebases, 1, 1);
    tbLayout->addWidget(m_engine, 2, 0, 1, 2);
    auto* tbNote = new QLabel(tr("Folders of Gaviota tables (*.gtb.cp4 and the like), separated by semicolons."), this);
    tbNote->setWordWrap(true);
    tbLayout->addWidget(tbNote, 3, 0, 1, 2);
    if (TablebaseLibrary::debianPath().isEmpty()) {
        auto* note = new QLabel(tr("The 3-piece tables are not installed (Debian package gaviotatb)."), this);
        note->setObjectName(QStringLiteral("GaviotaMissing"));
        note->setWordWrap(true);
        tbLayout->addWidget(note, 4, 0, 1, 2);
    }

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(bookBox);
    layout->addWidget(tbBox);
    layout->addStretch(1);

    m_bookFile->setAccessibleName(tr("Opening book file"));
    m_browseBook->setAccessibleName(tr("Choose the opening book file"));
    m_tablebasePaths->setAccessibleName(tr("Tablebase folders"));
    m_browseTablebases->setAccessibleName(tr("Choose a tablebase folder"));

    m_useBook->setChecked(config.useBook);
    m_bookFile->setText(config.bookFile);
    m_bookFile->setPlaceholderText(BookLibrary::gnuChessBookPath());
    m_autoMove->setChecked(config.autoMoveFromBook);
    m_useTablebases->setChecked(config.useTablebases);
    m_tablebasePaths->setText(config.tablebasePaths);
    m_tablebasePaths->setPlaceholderText(QString::fromStdString(tablebase::Gaviota::debianPath()));
    m_engine->setChecked(config.engineUsesTablebases);
    updateEnabled();

    connect(m_useBook, &QCheckBox::toggled, this, &BookTablebaseSettings::updateEnabled);
    connect(m_useTablebases, &QCheckBox::toggled, this, &BookTablebaseSettings::updateEnabled);
    connect(m_browseBook, &QPushButton::clicked, this, [this] {
        const QString start = m_bookFile->text().isEmpty() ? BookLibrary::gnuChessBookPath() : m_bookFile->text();
        const QString path = QFileDialog::getOpenFileName(this, tr("Choose an Opening Book"), QFileInfo(start).absolutePath(),
                                                          tr("Polyglot books (*.bin);;All files (*)"));
        if (!path.isEmpty())
            m_bookFile->setText(path);
    });
    connect(m_browseTablebases, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getExistingDirectory(this, tr("Choose a Tablebase Folder"),
                                                               m_tablebasePaths->text().section(u';', 0, 0));
        if (path.isEmpty())
            return;
        // Added to the folders already listed: a user's 4- and 5-piece sets often live apart from the 3-piece one.
        const QString now = m_tablebasePaths->text().trimmed();
        m_tablebasePaths->setText(now.isEmpty() ? path : now + QLatin1Char(';') + path);
    });
}

void BookTablebaseSettings::updateEnabled()
{
    for (QWidget* w : {static_cast<QWidget*>(m_bookFile), static_cast<QWidget*>(m_browseBook), static_cast<QWidget*>(m_autoMove)})
        w->setEnabled(m_useBook->isChecked());
    for (QWidget* w : {static_cast<QWidget*>(m_tablebasePaths), static_cast<QWidget*>(m_browseTablebases), static_cast<QWidget*>(m_engine)})
        w->setEnabled(m_useTablebases->isChecked());
}

BookTablebaseConfig BookTablebaseSettings::config() const
{
    BookTablebaseConfig c;
    c.useBook = m_useBook->isChecked();
    c.bookFile = m_bookFile->text().trimmed();
    c.autoMoveFromBook = m_autoMove->isChecked();
    c.useTablebases = m_useTablebases->isChecked();
    c.tablebasePaths = m_tablebasePaths->text().trimmed();
    c.engineUsesTablebases = m_engine->isChecked();
    return c;
}

} // namespace kibitz::gui
