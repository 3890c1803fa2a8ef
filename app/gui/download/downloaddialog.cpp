// DownloadDialog: the form and its progress; see downloaddialog.h.
#include "downloaddialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace kibitz::gui {

namespace {

struct SpeedName {
    const char* key;
    const char* text;
    bool lichess, chessCom;
};
const SpeedName Speeds[] = {
    {"ultrabullet", QT_TRANSLATE_NOOP("kibitz::gui::DownloadDialog", "UltraBullet"), true, false},
    {"bullet", QT_TRANSLATE_NOOP("kibitz::gui::DownloadDialog", "Bullet"), true, true},
    {"blitz", QT_TRANSLATE_NOOP("kibitz::gui::DownloadDialog", "Blitz"), true, true},
    {"rapid", QT_TRANSLATE_NOOP("kibitz::gui::DownloadDialog", "Rapid"), true, true},
    {"classical", QT_TRANSLATE_NOOP("kibitz::gui::DownloadDialog", "Classical"), true, false},
    {"correspondence", QT_TRANSLATE_NOOP("kibitz::gui::DownloadDialog", "Correspondence"), true, false},
    {"daily", QT_TRANSLATE_NOOP("kibitz::gui::DownloadDialog", "Daily"), false, true},
};

} // namespace

DownloadDialog::DownloadDialog(QWidget* parent)
    : QDialog(parent),
      m_user(new QLineEdit(this)),
      m_site(new QComboBox(this)),
      m_fromCheck(new QCheckBox(tr("From"), this)),
      m_from(new QDateEdit(this)),
      m_toCheck(new QCheckBox(tr("To"), this)),
      m_to(new QDateEdit(this)),
      m_rated(new QComboBox(this)),
      m_token(new QLineEdit(this)),
      m_tokenLabel(new QLabel(tr("lichess &token:"), this)),
      m_ratedLabel(new QLabel(tr("&Rated:"), this)),
      m_target(new QLineEdit(this)),
      m_browse(new QPushButton(tr("&Browse…"), this)),
      m_busy(new QProgressBar(this)),
      m_status(new QLabel(this)),
      m_download(new QPushButton(tr("&Download"), this)),
      m_cancel(new QPushButton(tr("Cancel"), this)),
      m_close(new QPushButton(tr("Close"), this))
{
    setWindowTitle(tr("Download Games"));
    m_user->setPlaceholderText(tr("user name on the site"));
    m_site->addItem(QStringLiteral("lichess"), int(download::Site::Lichess));
    m_site->addItem(QStringLiteral("chess.com"), int(download::Site::ChessCom));
    for (QDateEdit* edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        edit->setDate(QDate::currentDate());
        edit->setEnabled(false);
    }
    m_from->setDate(QDate::currentDate().addYears(-1));
    m_fromCheck->setToolTip(tr("Without a start date the download continues after the newest game of this user from this site "
                               "already in the file."));
    m_rated->addItem(tr("Rated and casual"));
    m_rated->addItem(tr("Rated only"));
    m_rated->addItem(tr("Casual only"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("optional: a personal API token raises lichess's rate limit"));
    m_tokenLabel->setBuddy(m_token);
    m_ratedLabel->setBuddy(m_rated);

    auto* dates = new QHBoxLayout;
    dates->addWidget(m_fromCheck);
    dates->addWidget(m_from);
    dates->addWidget(m_toCheck);
    dates->addWidget(m_to);
    dates->addStretch();
    auto* speeds = new QHBoxLayout;
    for (const SpeedName& s : Speeds) {
        auto* box = new QCheckBox(tr(s.text), this);
        box->setObjectName(QLatin1String(s.key));
        box->setProperty("lichess", s.lichess);
        box->setProperty("chessCom", s.chessCom);
        m_speeds << box;
        speeds->addWidget(box);
    }
    speeds->addStretch();
    auto* target = new QHBoxLayout;
    target->addWidget(m_target, 1);
    target->addWidget(m_browse);

    auto* form = new QFormLayout;
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&Site:"), m_site);
    form->addRow(tr("Dates (UTC):"), dates);
    form->addRow(m_ratedLabel, m_rated);
    form->addRow(tr("Speeds (none: all):"), speeds);
    form->addRow(m_tokenLabel, m_token);
    form->addRow(tr("&Append to:"), target);

    m_busy->setRange(0, 0);
    m_busy->setVisible(false);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(m_download, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::RejectRole);
    buttons->addButton(m_close, QDialogButtonBox::DestructiveRole);
    m_download->setDefault(true);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_busy);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_fromCheck, &QCheckBox::toggled, m_from, &QWidget::setEnabled);
    connect(m_toCheck, &QCheckBox::toggled, m_to, &QWidget::setEnabled);
    connect(m_site, &QComboBox::currentIndexChanged, this, &DownloadDialog::siteChanged);
    connect(m_user, &QLineEdit::textChanged, this, [this] {
        if (!m_targetChosen)
            m_target->setText(defaultTarget());
        updateButtons();
    });
    connect(m_target, &QLineEdit::textEdited, this, [this] {
        m_targetChosen = true;
        updateButtons();
    });
    connect(m_browse, &QPushButton::clicked, this, &DownloadDialog::chooseTarget);
    connect(m_download, &QPushButton::clicked, this, [this] { emit downloadRequested(options()); });
    connect(m_cancel, &QPushButton::clicked, this, &DownloadDialog::cancelRequested);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    siteChanged();
    setRunning(false);
}

download::DownloadOptions DownloadDialog::options() const
{
    download::DownloadOptions o;
    o.site = download::Site(m_site->currentData().toInt());
    o.user = m_user->text().trimmed();
    if (m_fromCheck->isChecked())
        o.sinceMs = QDateTime(m_from->date(), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch();
    if (m_toCheck->isChecked())
        o.untilMs = QDateTime(m_to->date(), QTime(23, 59, 59, 999), Qt::UTC).toMSecsSinceEpoch();
    if (o.site == download::Site::Lichess && m_rated->currentIndex() > 0)
        o.rated = m_rated->currentIndex() == 1;
    for (QCheckBox* box : m_speeds)
        if (box->isChecked() && !box->isHidden())
            o.speeds << box->objectName();
    if (o.site == download::Site::Lichess)
        o.token = m_token->text().trimmed();
    o.output = QFile::encodeName(target()).toStdString();
    return o;
}

void DownloadDialog::setUser(const QString& user) { m_user->setText(user); }

void DownloadDialog::setSite(download::Site site) { m_site->setCurrentIndex(m_site->findData(int(site))); }

void DownloadDialog::setTarget(const QString& path)
{
    m_targetChosen = !path.isEmpty() && path != defaultTarget();
    m_target->setText(path.isEmpty() ? defaultTarget() : path);
    updateButtons();
}

QString DownloadDialog::target() const { return m_target->text().trimmed(); }

QString DownloadDialog::defaultTarget() const
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    const QString user = m_user->text().trimmed();
    const QString site = m_site->currentIndex() == 1 ? QStringLiteral("chesscom") : QStringLiteral("lichess");
    return QDir(folder).filePath(user.isEmpty() ? site + QStringLiteral(".pgn") : site + u'-' + user + QStringLiteral(".pgn"));
}

QCheckBox* DownloadDialog::speedCheck(const QString& speed) const
{
    for (QCheckBox* box : m_speeds)
        if (box->objectName() == speed && !box->isHidden())
            return box;
    return nullptr;
}

void DownloadDialog::setRunning(bool running)
{
    m_running = running;
    for (QWidget* w : std::initializer_list<QWidget*>{m_user, m_site, m_fromCheck, m_toCheck, m_rated, m_token, m_target, m_browse})
        w->setEnabled(!running);
    m_from->setEnabled(!running && m_fromCheck->isChecked());
    m_to->setEnabled(!running && m_toCheck->isChecked());
    for (QCheckBox* box : m_speeds)
        box->setEnabled(!running);
    if (!running)
        siteChanged(); // the lichess-only fields
    m_busy->setVisible(running);
    m_cancel->setVisible(running);
    m_close->setVisible(!running);
    updateButtons();
}

void DownloadDialog::setProgress(const QString& text) { m_status->setText(text); }

void DownloadDialog::setOutcome(const QString& text) { m_status->setText(text); }

void DownloadDialog::siteChanged()
{
    const bool lichess = download::Site(m_site->currentData().toInt()) == download::Site::Lichess;
    for (QCheckBox* box : m_speeds)
        box->setVisible(box->property(lichess ? "lichess" : "chessCom").toBool());
    m_rated->setEnabled(lichess && !m_running);
    m_ratedLabel->setEnabled(lichess);
    m_token->setEnabled(lichess && !m_running);
    m_tokenLabel->setEnabled(lichess);
    if (!m_targetChosen)
        m_target->setText(defaultTarget());
}

void DownloadDialog::chooseTarget()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Append the Games to"), target(), tr("PGN files (*.pgn)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite); // appended to, never overwritten
    if (path.isEmpty())
        return;
    m_targetChosen = true;
    m_target->setText(path);
    updateButtons();
}

void DownloadDialog::updateButtons() { m_download->setEnabled(!m_running && !m_user->text().trimmed().isEmpty() && !target().isEmpty()); }

} // namespace kibitz::gui
