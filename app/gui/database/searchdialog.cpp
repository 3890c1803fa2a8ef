// SearchDialog: the form and its reading into the library's queries.
#include "searchdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz::gui {

namespace {

QSpinBox* eloBox(QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(0, 3500);
    box->setSingleStep(50);
    box->setSpecialValueText(SearchDialog::tr("any"));
    return box;
}

QHBoxLayout* pair(QWidget* a, QWidget* b)
{
    auto* row = new QHBoxLayout;
    row->addWidget(a, 1);
    row->addWidget(new QLabel(QStringLiteral("–")));
    row->addWidget(b, 1);
    return row;
}

} // namespace

SearchDialog::SearchDialog(QWidget* parent)
    : QDialog(parent),
      m_player(new QLineEdit(this)),
      m_white(new QLineEdit(this)),
      m_black(new QLineEdit(this)),
      m_dateFrom(new QLineEdit(this)),
      m_dateTo(new QLineEdit(this)),
      m_eco(new QLineEdit(this)),
      m_event(new QLineEdit(this)),
      m_site(new QLineEdit(this)),
      m_variant(new QLineEdit(this)),
      m_material(new QLineEdit(this)),
      m_pattern(new QLineEdit(this)),
      m_eloMin(eloBox(this)),
      m_eloMax(eloBox(this)),
      m_result(new QComboBox(this)),
      m_combine(new QComboBox(this)),
      m_position(new QCheckBox(tr("Games that reach the board's posi&tion"), this)),
      m_error(new QLabel(this))
{
    setWindowTitle(tr("Search Games"));
    m_player->setPlaceholderText(tr("either side"));
    m_dateFrom->setPlaceholderText(tr("e.g. 1990 or 1990.05"));
    m_variant->setPlaceholderText(tr("e.g. Crazyhouse"));
    m_dateTo->setPlaceholderText(tr("e.g. 1999.12.31"));
    m_eco->setPlaceholderText(tr("e.g. B90 or A00-B99"));
    m_material->setPlaceholderText(tr("e.g. Q=0 q=0 R=1 r=1 diff=-1..1"));
    m_pattern->setPlaceholderText(tr("e.g. Pe4 pd5 Kg1"));
    m_result->addItem(tr("any"));
    m_result->addItem(QStringLiteral("1-0"));
    m_result->addItem(QStringLiteral("½-½"));
    m_result->addItem(QStringLiteral("0-1"));
    m_result->addItem(QStringLiteral("*"));
    // In GameSearch::Combine order.
    m_combine->addItems({tr("Replace the list's filter"), tr("Narrow it: shown and found (and)"), tr("Widen it: shown or found (or)"),
                         tr("Remove the games found from it (not)")});
    m_eloMin->setAccessibleName(tr("Lowest rating"));
    m_eloMax->setAccessibleName(tr("Highest rating"));
    m_dateFrom->setAccessibleName(tr("Earliest date"));
    m_dateTo->setAccessibleName(tr("Latest date"));
    m_error->setWordWrap(true);
    m_error->hide();
    QPalette palette = m_error->palette();
    palette.setColor(QPalette::WindowText, QColor(0xB0, 0x20, 0x20));
    m_error->setPalette(palette);

    auto* form = new QFormLayout;
    form->addRow(tr("&Player:"), m_player);
    form->addRow(tr("&White:"), m_white);
    form->addRow(tr("&Black:"), m_black);
    // A row of two fields gets a label of its own: QFormLayout gives a layout's label no buddy, so its mnemonic
    // would show as a literal '&'.
    const auto buddyLabel = [this](const QString& text, QWidget* buddy) {
        auto* label = new QLabel(text, this);
        label->setBuddy(buddy);
        return label;
    };
    form->addRow(buddyLabel(tr("Both players' &Elo:"), m_eloMin), pair(m_eloMin, m_eloMax));
    form->addRow(buddyLabel(tr("&Date:"), m_dateFrom), pair(m_dateFrom, m_dateTo));
    form->addRow(tr("&Result:"), m_result);
    form->addRow(tr("EC&O:"), m_eco);
    form->addRow(tr("E&vent:"), m_event);
    form->addRow(tr("S&ite:"), m_site);
    form->addRow(tr("Game variant:"), m_variant);
    form->addRow(QString(), m_position);
    form->addRow(tr("&Material:"), m_material);
    form->addRow(tr("P&attern:"), m_pattern);
    form->addRow(tr("Combi&ne:"), m_combine);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Search"));
    connect(buttons, &QDialogButtonBox::accepted, this, &SearchDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    // Wide enough for the date fields' examples next to each other.
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 44);
}

std::optional<GameSearch> SearchDialog::query(QString* error) const
{
    const auto fail = [error](const QString& why) -> std::optional<GameSearch> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    GameSearch q;
    q.combine = GameSearch::Combine(m_combine->currentIndex());
    pgn::HeaderQuery& h = q.header;
    h.player = m_player->text().trimmed().toStdString();
    h.white = m_white->text().trimmed().toStdString();
    h.black = m_black->text().trimmed().toStdString();
    h.event = m_event->text().trimmed().toStdString();
    h.site = m_site->text().trimmed().toStdString();
    h.variant = m_variant->text().trimmed().toStdString();
    h.eloMin = m_eloMin->value();
    h.eloMax = m_eloMax->value();
    if (h.eloMin && h.eloMax && h.eloMin > h.eloMax)
        return fail(tr("The lowest rating is above the highest."));
    for (const auto& [edit, bound] : {std::pair{m_dateFrom, &h.dateFrom}, std::pair{m_dateTo, &h.dateTo}}) {
        const QString text = edit->text().trimmed();
        if (!text.isEmpty() && !(*bound = pgn::parseDateBound(text.toStdString())))
            return fail(tr("Not a date: “%1” (write 1990, 1990.05 or 1990.05.17).").arg(text));
    }
    const pgn::GameResult results[] = {pgn::GameResult::WhiteWins, pgn::GameResult::Draw, pgn::GameResult::BlackWins,
                                       pgn::GameResult::Unknown};
    if (m_result->currentIndex() > 0)
        h.result = results[m_result->currentIndex() - 1];
    if (const QString eco = m_eco->text().trimmed(); !eco.isEmpty() && !pgn::parseEcoRange(eco.toStdString(), h.ecoFrom, h.ecoTo))
        return fail(tr("Not an ECO code or range: “%1” (write B90 or A00-B99).").arg(eco));
    if (m_position->isChecked()) {
        if (!m_current)
            return fail(tr("There is no board position to search for."));
        q.position = m_current;
    }
    const QString material = m_material->text().trimmed(), pattern = m_pattern->text().trimmed();
    if (!material.isEmpty() || !pattern.isEmpty()) {
        std::string why;
        q.material = pgn::MaterialQuery::parse(material.toStdString(), pattern.toStdString(), &why);
        if (!q.material)
            return fail(tr("Material or pattern not understood: %1").arg(QString::fromStdString(why)));
    }
    return q;
}

void SearchDialog::accept()
{
    QString why;
    if (!query(&why)) {
        m_error->setText(why);
        m_error->show();
        return;
    }
    m_error->hide();
    QDialog::accept();
}

} // namespace kibitz::gui
