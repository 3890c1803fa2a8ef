// CoveragePanel and GameCheckPanel: options, Run and Cancel over the job, the result tables, rows opened on the board.
#include "referencepanels.h"

#include "coveragemodel.h"
#include "repertoiredocument.h"

#include "settings/preferences.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

namespace kibitz::gui {

namespace {

QTableView* tableFor(QAbstractItemModel* model, int stretch, QWidget* parent)
{
    auto* view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(stretch, QHeaderView::Stretch);
    view->setWordWrap(false);
    return view;
}

// Run and Cancel follow the job; the status line says what it does.
void followJob(TrainingJob* job, QPushButton* run, QPushButton* cancel, QLabel* status)
{
    cancel->setEnabled(false);
    QObject::connect(job, &TrainingJob::busyChanged, run, [run, cancel](bool busy) {
        run->setEnabled(!busy);
        cancel->setEnabled(busy);
    });
    QObject::connect(job, &TrainingJob::progress, status, &QLabel::setText);
    QObject::connect(job, &TrainingJob::failed, status, &QLabel::setText);
    QObject::connect(cancel, &QPushButton::clicked, job, [job, status] {
        job->cancel();
        status->setText(QCoreApplication::translate("kibitz::gui::CoveragePanel", "Cancelled."));
    });
}

} // namespace

CoveragePanel::CoveragePanel(RepertoireDocument* document, TrainingJob* job, QWidget* parent)
    : QWidget(parent),
      m_document(document),
      m_job(job)
{
    auto* layout = new QVBoxLayout(this);
    auto* options = new QHBoxLayout;
    m_minGamesLabel = new QLabel(this);
    m_minGames = new QSpinBox(this);
    m_minGames->setRange(1, 1000000);
    m_minGames->setValue(20);
    m_minShareLabel = new QLabel(this);
    m_minShare = new QDoubleSpinBox(this);
    m_minShare->setRange(0, 100);
    m_minShare->setDecimals(1);
    m_minShare->setSuffix(QStringLiteral(" %"));
    m_minShare->setValue(2);
    m_run = new QPushButton(this);
    m_cancel = new QPushButton(this);
    for (QWidget* w : std::initializer_list<QWidget*>{m_minGamesLabel, m_minGames, m_minShareLabel, m_minShare})
        options->addWidget(w);
    options->addStretch(1);
    options->addWidget(m_run);
    options->addWidget(m_cancel);
    layout->addLayout(options);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_model = new CoverageModel(this);
    m_view = tableFor(m_model, int(CoverageColumn::Position), this);
    layout->addWidget(m_view, 1);
    followJob(job, m_run, m_cancel, m_status);
    connect(m_run, &QPushButton::clicked, this, &CoveragePanel::run);
    connect(job, &TrainingJob::coverageReady, this, &CoveragePanel::showResult);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (const training::MissingReply* r = m_model->replyAt(index.row())) {
            std::vector<Move> moves = r->path.moves;
            moves.push_back(r->move);
            emit positionChosen(r->path.startFen, moves);
        }
    });
    retranslateUi();
}

void CoveragePanel::run()
{
    const ReferenceSource source = m_provider ? m_provider() : ReferenceSource{};
    m_source = source.name;
    m_job->setDatabase(source.database);
    training::CoverageOptions options;
    options.minGames = std::uint32_t(m_minGames->value());
    options.minShare = m_minShare->value() / 100;
    options.threads = std::max(1, QThread::idealThreadCount());
    m_status->setText(tr("Finding the replies not answered in %1…").arg(m_source));
    m_job->coverage(m_document->repertoire(), options);
}

void CoveragePanel::showResult(const std::shared_ptr<const CoverageResult>& result)
{
    m_model->setResult(result);
    m_status->setText(
        tr("%1: %n reply(s) not answered, over %2 positions where the opponent is to move.", nullptr, int(result->coverage.missing.size()))
            .arg(m_source)
            .arg(result->coverage.positions));
}

void CoveragePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CoveragePanel::retranslateUi()
{
    m_minGamesLabel->setText(tr("Minimum games:"));
    m_minShareLabel->setText(tr("Minimum share:"));
    m_run->setText(tr("Find Missing Replies"));
    m_cancel->setText(tr("Cancel"));
    m_view->setToolTip(tr("Double-click a row to show the position on the main board"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
    if (!m_model->result())
        m_status->setText(tr("The opponent's replies played in the current database that the repertoire does not answer."));
}

GameCheckPanel::GameCheckPanel(RepertoireDocument* document, TrainingJob* job, QWidget* parent)
    : QWidget(parent),
      m_document(document),
      m_job(job)
{
    auto* layout = new QVBoxLayout(this);
    auto* options = new QHBoxLayout;
    m_playerLabel = new QLabel(this);
    m_player = new QLineEdit(this);
    m_run = new QPushButton(this);
    m_cancel = new QPushButton(this);
    options->addWidget(m_playerLabel);
    options->addWidget(m_player, 1);
    options->addWidget(m_run);
    options->addWidget(m_cancel);
    layout->addLayout(options);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_model = new GameCheckModel(this);
    m_view = tableFor(m_model, int(CheckColumn::Expected), this);
    layout->addWidget(m_view, 1);
    followJob(job, m_run, m_cancel, m_status);
    connect(m_run, &QPushButton::clicked, this, &GameCheckPanel::run);
    connect(m_player, &QLineEdit::returnPressed, this, &GameCheckPanel::run);
    connect(job, &TrainingJob::checkReady, this, &GameCheckPanel::showResult);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (const training::CheckedGame* g = m_model->gameAt(index.row()))
            emit gameChosen(m_model->result()->index->database, g->game, g->check.who == training::Departure::InBook ? 0 : g->check.ply);
    });
    retranslateUi();
}

void GameCheckPanel::setPreferences(Preferences* preferences)
{
    m_preferences = preferences;
    if (m_preferences && m_player->text().isEmpty())
        m_player->setText(m_preferences->myNames());
}

void GameCheckPanel::run()
{
    training::PlayerSpec player;
    for (const QString& name : m_player->text().split(QLatin1Char(';'), Qt::SkipEmptyParts))
        if (!name.trimmed().isEmpty())
            player.names.push_back(name.trimmed().toStdString());
    if (player.names.empty()) {
        m_status->setText(tr("Type the player's name first."));
        return;
    }
    if (m_preferences)
        m_preferences->setMyNames(m_player->text().trimmed());
    player.color = m_document->repertoire()->side();
    const ReferenceSource source = m_provider ? m_provider() : ReferenceSource{};
    m_source = source.name;
    m_job->setDatabase(source.database);
    m_status->setText(tr("Checking the games in %1…").arg(m_source));
    m_job->check(m_document->repertoire(), player);
}

void GameCheckPanel::showResult(const std::shared_ptr<const CheckResult>& result)
{
    m_model->setResult(result);
    const training::RepertoireCheck& c = result->check;
    m_status->setText(tr("%1: %2 games. The player left the repertoire in %3, the opponent in %4; in book to the end: %5.")
                          .arg(m_source)
                          .arg(c.games.size())
                          .arg(c.playerLeft)
                          .arg(c.opponentLeft)
                          .arg(c.inBook));
}

void GameCheckPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void GameCheckPanel::retranslateUi()
{
    m_playerLabel->setText(tr("Player:"));
    m_player->setPlaceholderText(tr("Name as in the games; several spellings separated by ;"));
    m_run->setText(tr("Check My Games"));
    m_cancel->setText(tr("Cancel"));
    m_view->setToolTip(tr("Double-click a row to open the game at that move on the main board"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
    if (!m_model->result())
        m_status->setText(tr("Where the player's games in the current database left the repertoire, and who left it."));
}

} // namespace kibitz::gui
