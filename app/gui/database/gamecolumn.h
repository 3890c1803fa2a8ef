// The columns of the game selection table, in model order; the first seven and Variant are shown by default.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace kibitz::gui {

// Variant comes last so that saved column layouts keep their meaning.
enum class GameColumn { Number, Date, White, Black, Result, Eco, Event, Site, Round, WhiteElo, BlackElo, PlyCount, Variant, Count };
constexpr int GameColumnCount = int(GameColumn::Count);

class GameColumns {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::GameColumns)

public:
    static QString title(GameColumn column) // translated header text
    {
        switch (column) {
        case GameColumn::Number: return tr("#");
        case GameColumn::Date: return tr("Date");
        case GameColumn::White: return tr("White");
        case GameColumn::Black: return tr("Black");
        case GameColumn::Result: return tr("Result");
        case GameColumn::Eco: return tr("ECO");
        case GameColumn::Event: return tr("Event");
        case GameColumn::Site: return tr("Site");
        case GameColumn::Round: return tr("Round");
        case GameColumn::WhiteElo: return tr("White Elo");
        case GameColumn::BlackElo: return tr("Black Elo");
        case GameColumn::PlyCount: return tr("Plies");
        case GameColumn::Variant: return tr("Variant");
        case GameColumn::Count: break;
        }
        return {};
    }
    static bool shownByDefault(GameColumn column) { return int(column) <= int(GameColumn::Event) || column == GameColumn::Variant; }
    static bool isNumeric(GameColumn column)
    {
        return column == GameColumn::Number || column == GameColumn::WhiteElo || column == GameColumn::BlackElo
            || column == GameColumn::PlyCount;
    }
};

} // namespace kibitz::gui
