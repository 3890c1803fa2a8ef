// DrillPanel: a session's prompts on the board, the verdicts in words and arrows, ratings and saving.
#include "drillpanel.h"

#include "repertoiredocument.h"

#include "board/boardwidget.h"
#include "i18n/localsan.h"

#include "core/fen.h"
#include "core/san.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

namespace kibitz::gui {

DrillPanel::DrillPanel(RepertoireDocument* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    auto* layout = new QGridLayout(this);
    auto* controls = new QHBoxLayout;
    m_mode = new QComboBox(this);
    m_chapter = new QComboBox(this);
    m_autoRate = new QCheckBox(this);
    m_start = new QPushButton(this);
    controls->addWidget(m_mode);
    controls->addWidget(m_chapter, 1);
    controls->addWidget(m_autoRate);
    controls->addWidget(m_start);
    layout->addLayout(controls, 0, 0, 1, 2);
    m_board = new BoardWidget(this);
    m_board->setInteractive(false);
    layout->addWidget(m_board, 1, 0);
    auto* side = new QVBoxLayout;
    m_prompt = new QLabel(this);
    m_verdict = new QLabel(this);
    for (QLabel* l : {m_prompt, m_verdict}) {
        l->setWordWrap(true);
        l->setMinimumWidth(220);
        side->addWidget(l);
    }
    auto* ratings = new QGridLayout;
    for (int i = 0; i < 4; ++i) {
        m_rate[i] = new QPushButton(this);
        ratings->addWidget(m_rate[i], i / 2, i % 2);
        connect(m_rate[i], &QPushButton::clicked, this, [this, i] { rate(training::Rating(i + 1)); });
    }
    side->addLayout(ratings);
    m_continue = new QPushButton(this);
    side->addWidget(m_continue);
    side->addStretch(1);
    m_score = new QLabel(this);
    side->addWidget(m_score);
    layout->addLayout(side, 1, 1);
    layout->setColumnStretch(0, 3);
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(1, 1);

    connect(m_mode, &QComboBox::currentIndexChanged, this,
            [this](int mode) { m_chapter->setEnabled(mode == int(training::DrillMode::Line)); });
    connect(m_start, &QPushButton::clicked, this,
            [this] { start(training::DrillMode(m_mode->currentIndex()), m_chapter->currentIndex()); });
    connect(m_continue, &QPushButton::clicked, this, [this] {
        if (!m_session)
            return;
        saveProgress(); // a right answer not rated yet is rated Good by next()
        showNext();
    });
    connect(m_board, &BoardWidget::moveMade, this, &DrillPanel::played);
    connect(m_document, &RepertoireDocument::changed, this, &DrillPanel::documentChanged);
    m_verdict->setMinimumHeight(3 * fontMetrics().lineSpacing()); // the buttons below stay put
    setRating(false);
    m_continue->setEnabled(false);
    retranslateUi();
    documentChanged();
}

DrillPanel::~DrillPanel() = default;

void DrillPanel::documentChanged()
{
    if (m_session)
        stop(tr("The repertoire changed: start the drill again."));
    m_chapter->clear();
    for (const training::Chapter& c : m_document->repertoire()->chapters())
        m_chapter->addItem(QString::fromStdString(c.name));
    m_chapter->setEnabled(m_mode->currentIndex() == int(training::DrillMode::Line));
    m_board->setFlipped(m_document->repertoire()->side() == Black);
}

void DrillPanel::start(training::DrillMode mode, int chapter)
{
    m_mode->setCurrentIndex(int(mode));
    training::DrillSettings settings;
    settings.mode = mode;
    settings.chapter = std::max(0, chapter);
    settings.autoRate = m_autoRate->isChecked();
    settings.seed = QRandomGenerator::global()->generate64();
    m_session = std::make_unique<training::DrillSession>(m_document->repertoire(), m_document->progress(), settings,
                                                         m_counts ? m_counts() : training::ReplyCounts{});
    showNext();
}

void DrillPanel::stop(const QString& why)
{
    m_session.reset();
    m_current.reset();
    m_board->setInteractive(false);
    m_board->setArrows({});
    setRating(false);
    m_continue->setEnabled(false);
    m_prompt->setText(why);
    m_verdict->clear();
}

void DrillPanel::showLine(const std::string& startFen, const std::vector<Move>& moves)
{
    m_line.reset(startFen.empty() ? StartFen : startFen, FenMode::Lenient);
    for (const Move m : moves)
        m_line.push(m);
    m_board->setPosition(m_line.position());
    m_board->setLastMove(moves.empty() ? Move::none() : moves.back());
    m_board->setArrows({});
}

void DrillPanel::showNext()
{
    m_current = m_session->next(m_document->nowMs());
    m_score->setText(tr("Answered: %1, wrong: %2").arg(m_session->answered()).arg(m_session->wrong()));
    setRating(false);
    m_continue->setEnabled(false);
    m_verdict->clear();
    if (!m_current) {
        const bool none = m_session->answered() == 0;
        stop(none ? tr("No card to drill in this mode now.") : tr("Session over."));
        emit reviewed();
        return;
    }
    showLine(m_current->startFen, m_current->moves);
    m_prompt->setText(
        (m_current->state == training::CardState::New ? tr("%1 — your move (a new card).") : tr("%1 — your move.")).arg(lineText()));
    m_board->setInteractive(true);
    m_clock.start();
}

void DrillPanel::played(Move move)
{
    if (!m_session || !m_current)
        return;
    const Position& before = m_line.position();
    const QString playedSan = localizeSan(QString::fromStdString(toSan(before, move)));
    QStringList accepted;
    const training::DrillVerdict v = m_session->answer(move, m_document->nowMs(), int(m_clock.elapsed()));
    for (const Move m : v.accepted)
        accepted << localizeSan(QString::fromStdString(toSan(before, m)));
    const QString mainSan = accepted.value(0);
    m_board->setInteractive(false);
    m_current.reset();
    if (v.correct) {
        m_line.push(v.continuation);
        m_board->setPosition(m_line.position());
        m_board->setLastMove(v.continuation);
        m_verdict->setText(v.isMain ? tr("Right: %1.").arg(playedSan) : tr("Right: %1. The main move is %2.").arg(playedSan, mainSan));
        setRating(!v.rating && m_mode->currentIndex() != int(training::DrillMode::Practice)); // waits for the user's rating
    } else {
        QList<BoardWidget::Arrow> arrows;
        for (const Move m : v.accepted)
            arrows.append({m.from(), m.to(), QColor(0, 160, 0, 180)});
        m_board->setArrows(arrows);
        m_verdict->setText(tr("Wrong: %1. Accepted: %2 (rated Again).").arg(playedSan, accepted.join(QStringLiteral(", "))));
    }
    m_verdict->setStyleSheet(v.correct ? QStringLiteral("color: #1a7f1a") : QStringLiteral("color: #c0392b"));
    m_score->setText(tr("Answered: %1, wrong: %2").arg(m_session->answered()).arg(m_session->wrong()));
    m_continue->setEnabled(true);
    saveProgress();
}

QString DrillPanel::lineText() const
{
    // The moves on the board from the line's start, numbered as in a score sheet.
    GameLine line;
    line.reset(m_current->startFen.empty() ? StartFen : m_current->startFen, FenMode::Lenient);
    QString text;
    for (const Move m : m_current->moves) {
        const Position& pos = line.position();
        if (pos.sideToMove() == White || text.isEmpty())
            text += QStringLiteral("%1%2 ")
                        .arg(pos.fullMoveNumber())
                        .arg(pos.sideToMove() == White ? QStringLiteral(".") : QStringLiteral("…"));
        text += localizeSan(QString::fromStdString(toSan(pos, m))) + QLatin1Char(' ');
        line.push(m);
    }
    return text.isEmpty() ? tr("Starting position") : text.trimmed();
}

void DrillPanel::rate(training::Rating rating)
{
    if (m_session && m_session->rate(rating, m_document->nowMs())) {
        saveProgress();
        showNext();
    }
}

void DrillPanel::setRating(bool waiting)
{
    for (QPushButton* b : m_rate)
        b->setEnabled(waiting);
}

void DrillPanel::saveProgress()
{
    if (const QString error = m_document->saveProgress(); !error.isEmpty())
        emit message(tr("The progress was not saved: %1").arg(error));
    emit reviewed();
}

void DrillPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void DrillPanel::retranslateUi()
{
    const int mode = std::max(0, m_mode->currentIndex());
    m_mode->clear();
    m_mode->addItems({tr("Cards due now"), tr("One chapter in order"), tr("Practice (no rescheduling)")});
    m_mode->setCurrentIndex(mode);
    m_autoRate->setText(tr("Rate by time"));
    m_autoRate->setToolTip(tr("Rate right answers by the time taken: Easy under 4 s, Good under 15 s, else Hard"));
    m_start->setText(tr("Start"));
    m_rate[0]->setText(tr("Again"));
    m_rate[1]->setText(tr("Hard"));
    m_rate[2]->setText(tr("Good"));
    m_rate[3]->setText(tr("Easy"));
    m_continue->setText(tr("Continue"));
    if (!m_session)
        m_prompt->setText(tr("Choose a mode and press Start. You play the repertoire's side."));
}

} // namespace kibitz::gui
