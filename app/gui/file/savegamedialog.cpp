#include "savegamedialog.h"

#include "eco/classifier.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kibitz::gui {

static const char* const RosterAndEco[] = {"Event", "Site", "Date", "Round", "White", "Black", "ECO", "Opening", "Variation"};

static QString tagValue(const pgn::Game& game, const char* name) { return QString::fromStdString(std::string(game.tag(name))); }

QString SaveGameDialog::today() { return QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")); }

std::array<QString, 3> SaveGameDialog::classify(const pgn::Game& game, const eco::EcoBook* table)
{
    const eco::EcoBook& book = table ? *table : eco::EcoBook::builtin();
    GameLine start;
    game.replay(pgn::RootNode, start);
    std::vector<Move> moves;
    for (pgn::NodeId id : game.mainline())
        moves.push_back(game.move(id));
    const eco::EcoResult r = eco::classify(book, start.position(), moves, eco::EcoMode::PgnExtract);
    if (!r.found())
        return {};
    const eco::EcoNames n = eco::namesOf(book, r);
    return {QString::fromStdString(n.code).left(3), QString::fromStdString(n.opening), QString::fromStdString(n.variation)};
}

SaveGameDialog::SaveGameDialog(const pgn::Game& game, const QString& finalResult, QWidget* parent, const eco::EcoBook* book)
    : QDialog(parent),
      m_result(new QComboBox(this)),
      m_others(new QTableWidget(0, 2, this)),
      m_error(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Save Game"));
    auto* form = new QFormLayout;
    const auto eco = classify(game, book);
    const QStringList labels = {tr("Event:"), tr("Site:"), tr("Date:"),    tr("Round:"),    tr("White:"),
                                tr("Black:"), tr("ECO:"),  tr("Opening:"), tr("Variation:")};
    for (int i = 0; i < 9; ++i) {
        const QString name = QString::fromLatin1(RosterAndEco[i]);
        QString value = tagValue(game, RosterAndEco[i]);
        if (name == QLatin1String("Date") && (value.isEmpty() || value == QLatin1String("????.??.??")))
            value = today();
        if (i >= 6 && !eco[0].isEmpty())
            value = eco[i - 6]; // classification of the moves as they are now wins over stale tags
        auto* edit = new QLineEdit(value, this);
        if (name == QLatin1String("Date"))
            edit->setPlaceholderText(tr("YYYY.MM.DD, ?? for unknown parts"));
        m_fields.append({name, edit});
        form->addRow(labels[i], edit);
        connect(edit, &QLineEdit::textChanged, this, &SaveGameDialog::validate);
        if (i == 5)
            form->addRow(tr("Result:"), m_result);
    }
    m_result->addItems({QStringLiteral("1-0"), QStringLiteral("0-1"), QStringLiteral("1/2-1/2"), QStringLiteral("*")});
    QString result = finalResult.isEmpty() ? QString::fromStdString(game.result()) : finalResult;
    if (m_result->findText(result) < 0)
        result = QStringLiteral("*");
    m_result->setCurrentText(result);
    if (!finalResult.isEmpty()) {
        m_result->setEnabled(false);
        m_result->setToolTip(tr("The game ended by the rules; its result is fixed."));
    }

    m_others->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    m_others->horizontalHeader()->setStretchLastSection(true);
    m_others->verticalHeader()->hide();
    m_others->setMinimumHeight(110);
    m_others->setAccessibleName(tr("Other tags"));
    m_others->setAccessibleDescription(tr("Further PGN tags of the game, one tag name and value per row"));
    for (const pgn::Tag& t : game.tags()) {
        const QString name = QString::fromStdString(t.name);
        if (name != QLatin1String("Result")
            && std::none_of(std::begin(RosterAndEco), std::end(RosterAndEco), [&](const char* n) { return name == QLatin1String(n); }))
            addRow(name, QString::fromStdString(t.value));
    }
    connect(m_others, &QTableWidget::itemChanged, this, &SaveGameDialog::validate);
    auto* add = new QPushButton(tr("Add Tag"), this);
    auto* remove = new QPushButton(tr("Remove Tag"), this);
    connect(add, &QPushButton::clicked, this, [this] {
        addRow(QString(), QString());
        m_others->editItem(m_others->item(m_others->rowCount() - 1, 0));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_others->currentRow() >= 0)
            m_others->removeRow(m_others->currentRow());
        validate();
    });
    auto* tagButtons = new QHBoxLayout;
    tagButtons->addWidget(add);
    tagButtons->addWidget(remove);
    tagButtons->addStretch(1);

    m_error->setWordWrap(true);
    QPalette pal = m_error->palette();
    pal.setColor(QPalette::WindowText, palette().color(QPalette::Window).lightnessF() < 0.5 ? QColor(255, 120, 110) : QColor(180, 20, 20));
    m_error->setPalette(pal);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Other tags:"), this));
    layout->addWidget(m_others, 1);
    layout->addLayout(tagButtons);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(460, 560);
    validate();
}

void SaveGameDialog::addRow(const QString& name, const QString& value)
{
    const QSignalBlocker block(m_others);
    const int row = m_others->rowCount();
    m_others->insertRow(row);
    m_others->setItem(row, 0, new QTableWidgetItem(name));
    m_others->setItem(row, 1, new QTableWidgetItem(value));
}

QLineEdit* SaveGameDialog::field(const QString& tagName) const
{
    for (const auto& [name, edit] : m_fields)
        if (name == tagName)
            return edit;
    return nullptr;
}

QString SaveGameDialog::result() const { return m_result->currentText(); }

QString SaveGameDialog::validationError() const
{
    static const QRegularExpression date(QStringLiteral("^(\\d{4}|\\?{4})\\.(\\d{2}|\\?\\?)\\.(\\d{2}|\\?\\?)$"));
    static const QRegularExpression tagName(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9_+#=:-]*$"));
    const QString d = field(QStringLiteral("Date"))->text().trimmed();
    if (!date.match(d).hasMatch())
        return tr("Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.?\?.?\?).");
    if (const auto m = date.match(d); m.captured(2) != QLatin1String("??") && (m.captured(2).toInt() < 1 || m.captured(2).toInt() > 12))
        return tr("Date: the month must be 01 to 12.");
    if (const auto m = date.match(d); m.captured(3) != QLatin1String("??") && (m.captured(3).toInt() < 1 || m.captured(3).toInt() > 31))
        return tr("Date: the day must be 01 to 31.");
    for (const auto& [name, edit] : m_fields)
        if (edit->text().contains(QLatin1Char('\n')))
            return tr("%1 must be on one line.").arg(name);
    QStringList seen;
    for (int row = 0; row < m_others->rowCount(); ++row) {
        const QString name = m_others->item(row, 0) ? m_others->item(row, 0)->text().trimmed() : QString();
        if (name.isEmpty())
            return tr("Row %1 of the other tags has no tag name.").arg(row + 1);
        if (!tagName.match(name).hasMatch())
            return tr("“%1” is not a valid tag name (letters, digits and _ only).").arg(name);
        if (name == QLatin1String("Result") || field(name) || name == QLatin1String("SetUp") || name == QLatin1String("FEN"))
            return tr("The tag %1 is set above or by the position; remove it from the other tags.").arg(name);
        if (seen.contains(name))
            return tr("The tag %1 appears twice.").arg(name);
        seen << name;
    }
    return {};
}

void SaveGameDialog::validate()
{
    const QString error = validationError();
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(error.isEmpty());
}

std::vector<pgn::Tag> SaveGameDialog::tags() const
{
    std::vector<pgn::Tag> out;
    for (const auto& [name, edit] : m_fields) {
        QString value = edit->text().trimmed();
        const bool roster = name != QLatin1String("ECO") && name != QLatin1String("Opening") && name != QLatin1String("Variation");
        if (value.isEmpty() && !roster)
            continue;
        if (value.isEmpty())
            value = QStringLiteral("?");
        out.push_back({name.toStdString(), value.toStdString()});
        if (name == QLatin1String("Black"))
            out.push_back({"Result", result().toStdString()});
    }
    for (int row = 0; row < m_others->rowCount(); ++row)
        out.push_back({m_others->item(row, 0)->text().trimmed().toStdString(),
                       m_others->item(row, 1) ? m_others->item(row, 1)->text().toStdString() : std::string()});
    return out;
}

} // namespace kibitz::gui
