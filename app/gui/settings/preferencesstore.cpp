#include "preferencesstore.h"

#include <QSettings>

namespace kibitz::gui {

namespace {
constexpr auto ThemeKey = "board/theme";
constexpr auto PiecesKey = "board/pieces";
constexpr auto CoordinatesKey = "board/coordinates";
constexpr auto ThreatMapKey = "board/threatMap";
constexpr auto TouchMoveKey = "board/touchMove";
constexpr auto FigurineKey = "notation/figurine";
constexpr auto OverwriteKey = "edit/overwrite";
constexpr auto DarkKey = "appearance/dark";
constexpr auto MoveTimeKey = "engine/moveTimeMs";
} // namespace

Preferences loadPreferences()
{
    const QSettings s;
    const Preferences defaults;
    Preferences p;
    p.themeId = s.value(ThemeKey, QStringLiteral("brown")).toString();
    p.pieceSetId = s.value(PiecesKey, QStringLiteral("kibitz")).toString();
    p.coordinates = s.value(CoordinatesKey, defaults.coordinates).toBool();
    p.threatMap = s.value(ThreatMapKey, defaults.threatMap).toBool();
    p.touchMove = s.value(TouchMoveKey, defaults.touchMove).toBool();
    p.figurine = s.value(FigurineKey, defaults.figurine).toBool();
    p.overwrite = s.value(OverwriteKey, defaults.overwrite).toBool();
    p.darkPalette = s.value(DarkKey, defaults.darkPalette).toBool();
    p.engineMoveTimeMs = s.value(MoveTimeKey, defaults.engineMoveTimeMs).toInt();
    return p;
}

void savePreferences(const Preferences& p)
{
    QSettings s;
    s.setValue(ThemeKey, p.themeId);
    s.setValue(PiecesKey, p.pieceSetId);
    s.setValue(CoordinatesKey, p.coordinates);
    s.setValue(ThreatMapKey, p.threatMap);
    s.setValue(TouchMoveKey, p.touchMove);
    s.setValue(FigurineKey, p.figurine);
    s.setValue(OverwriteKey, p.overwrite);
    s.setValue(DarkKey, p.darkPalette);
    s.setValue(MoveTimeKey, p.engineMoveTimeMs);
}

} // namespace kibitz::gui
