#include "gameheaderstrip.h"

#include "gamecontroller.h"

#include "eco/ecobook.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace kibitz::gui {

GameHeaderStrip::GameHeaderStrip(GameController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller),
      m_players(new QLabel(this)),
      m_details(new QLabel(this)),
      m_opening(new QLabel(this))
{
    QFont big = m_players->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_players->setFont(big);
    for (QLabel* l : {m_players, m_details, m_opening}) {
        l->setTextFormat(Qt::PlainText);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed); // long names are cut rather than widen the window
        // Constant height: the board below must not jump when a line appears or goes blank while navigating.
        l->setMinimumHeight(l->fontMetrics().height());
    }
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 4);
    layout->setSpacing(1);
    layout->addWidget(m_players);
    layout->addWidget(m_details);
    layout->addWidget(m_opening);
    connect(controller, &GameController::gameChanged, this, &GameHeaderStrip::refreshTags);
    connect(controller, &GameController::positionChanged, this, &GameHeaderStrip::refreshOpening);
    retranslateUi();
}

void GameHeaderStrip::retranslateUi()
{
    setAccessibleName(tr("Game information"));
    m_players->setAccessibleName(tr("Players and result"));
    m_details->setAccessibleName(tr("Event, site, round and date"));
    m_opening->setAccessibleName(tr("Opening"));
    refreshTags(); // "Round", "?" and "Set-up position" are worded there
}

void GameHeaderStrip::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

static QString tagText(const pgn::Game& game, const char* name)
{
    const QString v = QString::fromStdString(std::string(game.tag(name))).trimmed();
    return v == QLatin1String("?") || v == QLatin1String("-") ? QString() : v;
}

QString GameHeaderStrip::playersText() const { return m_players->text(); }

QString GameHeaderStrip::openingText() const { return m_opening->text(); }

void GameHeaderStrip::refreshTags()
{
    const pgn::Game& game = m_controller->game();
    auto player = [&](const char* name, const char* elo) {
        QString p = tagText(game, name);
        if (p.isEmpty())
            p = tr("?");
        if (const QString e = tagText(game, elo); !e.isEmpty())
            p += QStringLiteral(" (%1)").arg(e);
        return p;
    };
    QString result = QString::fromStdString(game.result());
    if (result.isEmpty())
        result = tagText(game, "Result");
    QString players = QStringLiteral("%1 – %2").arg(player("White", "WhiteElo"), player("Black", "BlackElo"));
    if (!result.isEmpty() && result != QLatin1String("*"))
        players += QStringLiteral("   %1").arg(result == QLatin1String("1/2-1/2") ? QStringLiteral("½–½") : result);
    m_players->setText(players);

    QStringList details;
    for (const char* name : {"Event", "Site", "Round"})
        if (QString v = tagText(game, name); !v.isEmpty())
            details << (qstrcmp(name, "Round") == 0 ? tr("Round %1").arg(v) : v);
    QString date = tagText(game, "Date");
    date.remove(QStringLiteral(".??"));
    if (!date.isEmpty() && !date.startsWith(QLatin1String("????")))
        details << date;
    m_details->setText(details.join(QStringLiteral(" · ")));
    refreshOpening();
}

void GameHeaderStrip::setEcoBook(std::shared_ptr<const eco::EcoBook> book)
{
    m_book = std::move(book);
    refreshOpening();
}

void GameHeaderStrip::refreshOpening()
{
    const pgn::Game& game = m_controller->game();
    const eco::EcoBook& book = m_book ? *m_book : eco::EcoBook::builtin();
    // Walk back from the current node to the deepest position the book names.
    GameLine line;
    const eco::EcoEntry* found = nullptr;
    std::vector<pgn::NodeId> path = game.pathTo(m_controller->currentNode());
    game.replay(pgn::RootNode, line);
    if (const eco::EcoEntry* e = book.lookup(line.position()))
        found = e;
    for (pgn::NodeId id : path) {
        line.push(game.move(id));
        if (const eco::EcoEntry* e = book.lookup(line.position()))
            found = e;
    }
    if (!found) {
        m_opening->setText(game.startFen().empty() ? QString() : tr("Set-up position"));
        m_opening->setToolTip(QString());
        return;
    }
    QString name = QString::fromStdString(std::string(book.text(found->opening)));
    for (std::uint32_t id : {found->variation, found->subVariation})
        if (const std::string_view s = book.text(id); !s.empty())
            name += QStringLiteral(", ") + QString::fromStdString(std::string(s));
    m_opening->setText(QStringLiteral("%1  %2").arg(QString::fromStdString(std::string(book.text(found->code))), name));
    m_opening->setToolTip(m_opening->text());
}

} // namespace kibitz::gui
