#include "tournamentsetup.h"

#include "participantsmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>

namespace kibitz::gui {

namespace {

QString quoted(const QString& word) { return word.contains(QLatin1Char(' ')) ? QLatin1Char('"') + word + QLatin1Char('"') : word; }

QSpinBox* spin(int lo, int hi, const QString& special = {})
{
    auto* s = new QSpinBox;
    s->setRange(lo, hi);
    if (!special.isEmpty())
        s->setSpecialValueText(special);
    return s;
}

} // namespace

TournamentSetup::TournamentSetup(QWidget* parent) : QWidget(parent), m_participants(new ParticipantsModel(this))
{
    connect(m_participants, &ParticipantsModel::problem, this, &TournamentSetup::problem);
    auto* grid = new QGridLayout(this);
    grid->addWidget(enginesBox(), 0, 0, 1, 2);
    grid->addWidget(formatBox(), 1, 0);
    grid->addWidget(openingsBox(), 1, 1);
    grid->addWidget(adjudicationBox(), 2, 0);
    grid->addWidget(filesBox(), 2, 1);
    grid->setRowStretch(0, 1);
}

tournament::EngineEntry TournamentSetup::builtInEntry()
{
    tournament::EngineEntry e;
    e.name = "Kibitz";
    e.command = "builtin";
    e.tc = *tournament::TimeControl::parse("60+0.6");
    return e;
}

tournament::EngineEntry TournamentSetup::entryFor(const engineclient::EngineSpec& spec)
{
    tournament::EngineEntry e;
    e.name = spec.name.toStdString();
    QStringList words{quoted(spec.program)};
    for (const QString& a : spec.arguments)
        words << quoted(a);
    e.command = words.join(QLatin1Char(' ')).toStdString();
    e.protocol = engineclient::protocolName(spec.protocol).toStdString();
    for (const engineclient::EngineOption& o : spec.options)
        if (const QString v = o.valueToSend(); !v.isEmpty())
            e.options.emplace_back(o.name.toStdString(), v.toStdString());
    e.tc = *tournament::TimeControl::parse("60+0.6");
    return e;
}

void TournamentSetup::setAvailableEngines(const QList<engineclient::EngineSpec>& engines)
{
    m_available = engines;
    m_engineChoice->clear();
    m_engineChoice->addItem(tr("Kibitz (built-in engine)"));
    for (const engineclient::EngineSpec& e : engines)
        m_engineChoice->addItem(e.name);
}

QWidget* TournamentSetup::enginesBox()
{
    auto* box = new QGroupBox(tr("Engines (the order is the seeding)"));
    auto* v = new QVBoxLayout(box);
    auto* row = new QHBoxLayout;
    m_engineChoice = new QComboBox;
    auto* add = new QPushButton(tr("Add"));
    auto* remove = new QPushButton(tr("Remove"));
    auto* up = new QPushButton(tr("Move Up"));
    row->addWidget(new QLabel(tr("Engine:")));
    row->addWidget(m_engineChoice, 1);
    row->addWidget(add);
    row->addWidget(remove);
    row->addWidget(up);
    v->addLayout(row);
    m_engineTable = new QTableView;
    m_engineTable->setModel(m_participants);
    m_engineTable->horizontalHeader()->setStretchLastSection(true);
    m_engineTable->setWordWrap(false);
    m_engineTable->horizontalHeader()->setSectionResizeMode(ParticipantsModel::Name, QHeaderView::ResizeToContents);
    m_engineTable->horizontalHeader()->setSectionResizeMode(ParticipantsModel::TimeControl, QHeaderView::ResizeToContents);
    m_engineTable->horizontalHeader()->setSectionResizeMode(ParticipantsModel::BookDepth, QHeaderView::ResizeToContents);
    m_engineTable->horizontalHeader()->resizeSection(ParticipantsModel::Options, 260);
    m_engineTable->horizontalHeader()->resizeSection(ParticipantsModel::Book, 160);
    m_engineTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_engineTable->setToolTip(tr("Double-click a cell to edit it. Time controls: 60+0.6 (seconds, plus an increment per move), "
                                 "40/90+30, st=1 (seconds per move), depth=8, nodes=50000. Options: Hash=64; Threads=1."));
    v->addWidget(m_engineTable);
    connect(add, &QPushButton::clicked, this, [this] {
        const int i = m_engineChoice->currentIndex();
        m_participants->add(i <= 0 ? builtInEntry() : entryFor(m_available[i - 1]));
    });
    connect(remove, &QPushButton::clicked, this, [this] { m_participants->remove(m_engineTable->currentIndex().row()); });
    connect(up, &QPushButton::clicked, this, [this] { m_participants->moveUp(m_engineTable->currentIndex().row()); });
    m_editors << m_engineChoice << add << remove << up;
    setAvailableEngines({});
    return box;
}

QWidget* TournamentSetup::formatBox()
{
    auto* box = new QGroupBox(tr("Format"));
    auto* form = new QFormLayout(box);
    m_format = new QComboBox;
    m_format->addItem(tr("Round robin"), QStringLiteral("rr"));
    m_format->addItem(tr("Gauntlet (the first engine against the others)"), QStringLiteral("gauntlet"));
    m_format->addItem(tr("Knockout"), QStringLiteral("knockout"));
    m_format->addItem(tr("Swiss (FIDE Dutch system)"), QStringLiteral("swiss"));
    m_rounds = spin(1, 100000);
    m_roundsLabel = new QLabel;
    m_concurrency = spin(1, 256);
    m_event = new QLineEdit;
    m_sprt = new QCheckBox(tr("SPRT (two engines)"));
    auto* sprtRow = new QHBoxLayout;
    const char* names[4] = {QT_TR_NOOP("Elo 0"), QT_TR_NOOP("Elo 1"), QT_TR_NOOP("α"), QT_TR_NOOP("β")};
    for (int i = 0; i < 4; ++i) {
        m_sprtValues[i] = new QDoubleSpinBox;
        m_sprtValues[i]->setRange(i < 2 ? -1000 : 0.001, i < 2 ? 1000 : 0.499);
        m_sprtValues[i]->setDecimals(i < 2 ? 1 : 3);
        m_sprtValues[i]->setToolTip(tr(names[i]));
        sprtRow->addWidget(m_sprtValues[i]);
        m_editors << m_sprtValues[i];
    }
    form->addRow(tr("Format:"), m_format);
    form->addRow(m_roundsLabel, m_rounds);
    form->addRow(tr("Games at once:"), m_concurrency);
    form->addRow(tr("Event:"), m_event);
    form->addRow(m_sprt, sprtRow);
    connect(m_format, &QComboBox::currentIndexChanged, this, &TournamentSetup::updateRoundsLabel);
    updateRoundsLabel();
    m_editors << m_format << m_rounds << m_concurrency << m_event << m_sprt;
    return box;
}

void TournamentSetup::updateRoundsLabel()
{
    const QString f = m_format->currentData().toString();
    m_roundsLabel->setText(f == QLatin1String("swiss")          ? tr("Rounds:")
                               : f == QLatin1String("knockout") ? tr("Games per match:")
                                                                : tr("Cycles:"));
}

QWidget* TournamentSetup::openingsBox()
{
    auto* box = new QGroupBox(tr("Openings"));
    auto* form = new QFormLayout(box);
    m_openings = new QLineEdit;
    m_openings->setPlaceholderText(tr("none: every game from the start position"));
    auto* browseButton = new QPushButton(tr("Browse…"));
    auto* row = new QHBoxLayout;
    row->addWidget(m_openings, 1);
    row->addWidget(browseButton);
    connect(browseButton, &QPushButton::clicked, this, [this] { browse(m_openings, tr("Openings (*.pgn *.epd)"), false); });
    m_order = new QComboBox;
    m_order->addItem(tr("In file order"));
    m_order->addItem(tr("At random"));
    m_seed = spin(0, 999999999);
    m_plies = spin(0, 1000, tr("all"));
    m_repeat = new QCheckBox(tr("Each opening twice, colours reversed"));
    form->addRow(tr("File:"), row);
    form->addRow(tr("Order:"), m_order);
    form->addRow(tr("Random seed:"), m_seed);
    form->addRow(tr("Plies of each:"), m_plies);
    form->addRow(m_repeat);
    m_editors << m_openings << browseButton << m_order << m_seed << m_plies << m_repeat;
    return box;
}

QWidget* TournamentSetup::adjudicationBox()
{
    auto* box = new QGroupBox(tr("Adjudication"));
    auto* form = new QFormLayout(box);
    m_resignCount = spin(0, 1000, tr("off"));
    m_resignScore = spin(1, 100000);
    m_resignScore->setSuffix(tr(" cp"));
    auto* resign = new QHBoxLayout;
    resign->addWidget(m_resignCount);
    resign->addWidget(new QLabel(tr("moves beyond")));
    resign->addWidget(m_resignScore);
    m_drawNumber = spin(0, 10000);
    m_drawCount = spin(0, 1000, tr("off"));
    m_drawScore = spin(0, 100000);
    m_drawScore->setSuffix(tr(" cp"));
    auto* draw = new QHBoxLayout;
    draw->addWidget(m_drawCount);
    draw->addWidget(new QLabel(tr("moves within")));
    draw->addWidget(m_drawScore);
    draw->addWidget(new QLabel(tr("from move")));
    draw->addWidget(m_drawNumber);
    m_maxMoves = spin(0, 100000, tr("no limit"));
    m_tablebases = new QCheckBox(tr("By the Gaviota tablebases of Settings › Book and Tablebases"));
    form->addRow(tr("Resign:"), resign);
    form->addRow(tr("Draw:"), draw);
    form->addRow(tr("Maximum moves:"), m_maxMoves);
    form->addRow(m_tablebases);
    m_editors << m_resignCount << m_resignScore << m_drawNumber << m_drawCount << m_drawScore << m_maxMoves << m_tablebases;
    return box;
}

QWidget* TournamentSetup::filesBox()
{
    auto* box = new QGroupBox(tr("Files"));
    auto* form = new QFormLayout(box);
    m_pgn = new QLineEdit;
    m_state = new QLineEdit;
    m_state->setPlaceholderText(tr("next to the games, ending in .tournament"));
    for (auto [edit, label, filter] : {std::tuple{m_pgn, tr("Games (PGN):"), tr("PGN (*.pgn)")},
                                       std::tuple{m_state, tr("Tournament file:"), tr("Tournaments (*.tournament)")}}) {
        auto* row = new QHBoxLayout;
        auto* b = new QPushButton(tr("Browse…"));
        row->addWidget(edit, 1);
        row->addWidget(b);
        connect(b, &QPushButton::clicked, this, [this, edit = edit, filter = filter] { browse(edit, filter, true); });
        form->addRow(label, row);
        m_editors << edit << b;
    }
    form->addRow(new QLabel(tr("Every game is added to the PGN the moment it ends; the tournament file keeps where the "
                               "tournament stands, so that it can be paused, closed and resumed.")));
    qobject_cast<QLabel*>(form->itemAt(form->rowCount() - 1, QFormLayout::SpanningRole)->widget())->setWordWrap(true);
    return box;
}

QString TournamentSetup::browse(QLineEdit* edit, const QString& filter, bool save)
{
    const QString path = save
        ? QFileDialog::getSaveFileName(this, QString(), edit->text(), filter, nullptr, QFileDialog::DontConfirmOverwrite)
        : QFileDialog::getOpenFileName(this, QString(), edit->text(), filter);
    if (!path.isEmpty())
        edit->setText(path);
    return path;
}

void TournamentSetup::setConfig(const TournamentConfig& c)
{
    const tournament::Settings& s = c.settings;
    m_format->setCurrentIndex(std::max(0, m_format->findData(QLatin1String(tournament::formatName(s.format)))));
    m_rounds->setValue(s.rounds);
    m_concurrency->setValue(s.concurrency);
    m_event->setText(QString::fromStdString(s.event));
    m_participants->setEngines(s.engines);
    m_openings->setText(QString::fromStdString(s.openings.file));
    m_order->setCurrentIndex(s.openings.order == tournament::OpeningOrder::Random ? 1 : 0);
    m_seed->setValue(int(std::min<std::uint64_t>(s.openings.seed, 999999999)));
    m_plies->setValue(s.openings.plies);
    m_repeat->setChecked(s.openings.repeat);
    m_resignCount->setValue(s.adjudication.resign.moveCount);
    m_resignScore->setValue(s.adjudication.resign.scoreCp);
    m_drawNumber->setValue(s.adjudication.draw.moveNumber);
    m_drawCount->setValue(s.adjudication.draw.moveCount);
    m_drawScore->setValue(s.adjudication.draw.scoreCp);
    m_maxMoves->setValue(s.adjudication.maxMoves);
    m_tablebases->setChecked(s.adjudication.tablebases);
    m_sprt->setChecked(s.sprt.has_value());
    const tournament::Sprt sprt = s.sprt.value_or(tournament::Sprt{});
    const double values[4] = {sprt.elo0, sprt.elo1, sprt.alpha, sprt.beta};
    for (int i = 0; i < 4; ++i)
        m_sprtValues[i]->setValue(values[i]);
    m_pgn->setText(QString::fromStdString(s.pgnOut));
    m_state->setText(c.statePath);
}

TournamentConfig TournamentSetup::config() const
{
    TournamentConfig c;
    tournament::Settings& s = c.settings;
    s.format = tournament::formatFromName(m_format->currentData().toString().toStdString()).value_or(tournament::Format::RoundRobin);
    s.rounds = m_rounds->value();
    s.concurrency = m_concurrency->value();
    s.event = m_event->text().toStdString();
    s.engines = m_participants->engines();
    s.openings.file = m_openings->text().trimmed().toStdString();
    s.openings.order = m_order->currentIndex() == 1 ? tournament::OpeningOrder::Random : tournament::OpeningOrder::Sequential;
    s.openings.seed = std::uint64_t(m_seed->value());
    s.openings.plies = m_plies->value();
    s.openings.repeat = m_repeat->isChecked();
    s.adjudication.resign = {m_resignCount->value(), m_resignScore->value()};
    s.adjudication.draw = {m_drawNumber->value(), m_drawCount->value(), m_drawScore->value()};
    s.adjudication.maxMoves = m_maxMoves->value();
    s.adjudication.tablebases = m_tablebases->isChecked();
    if (m_sprt->isChecked())
        s.sprt = tournament::Sprt{m_sprtValues[0]->value(), m_sprtValues[1]->value(), m_sprtValues[2]->value(), m_sprtValues[3]->value()};
    s.pgnOut = m_pgn->text().trimmed().toStdString();
    c.statePath = m_state->text().trimmed();
    return c;
}

void TournamentSetup::setEditable(bool editable)
{
    for (QWidget* w : std::as_const(m_editors))
        w->setEnabled(editable);
    m_participants->setReadOnly(!editable);
}

} // namespace kibitz::gui
