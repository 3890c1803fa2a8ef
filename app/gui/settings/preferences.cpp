// The keys below are the ones earlier versions wrote: renaming one would silently reset that setting for every
// existing user. The opening table stores words, not enum numbers, so reordering EcoSource never reinterprets it.
#include "preferences.h"

#include "ecolibrary.h"

#include "core/search/strength.h"

#include <QSettings>

#include <algorithm>
#include <initializer_list>

namespace kibitz::gui {

namespace {

using Setting = Preferences::Setting;

// The key of each setting stored under one key; the others have their own below.
QLatin1String keyOf(Setting setting)
{
    switch (setting) {
    case Setting::BoardTheme: return QLatin1String("board/theme");
    case Setting::PieceSet: return QLatin1String("board/pieces");
    case Setting::Coordinates: return QLatin1String("board/coordinates");
    case Setting::ThreatMap: return QLatin1String("board/threatMap");
    case Setting::TouchMove: return QLatin1String("board/touchMove");
    case Setting::BoardFlipped: return QLatin1String("board/flipped");
    case Setting::Board3D: return QLatin1String("board/3d");
    case Setting::Board3DCamera: return QLatin1String("board3d/camera");
    case Setting::Board3DMaterial: return QLatin1String("board3d/material");
    case Setting::Board3DAnimation: return QLatin1String("board3d/animation");
    case Setting::Figurine: return QLatin1String("notation/figurine");
    case Setting::Overwrite: return QLatin1String("edit/overwrite");
    case Setting::DarkPalette: return QLatin1String("appearance/dark");
    case Setting::EngineMoveTime: return QLatin1String("engine/moveTimeMs");
    case Setting::EngineLevel: return QLatin1String("engine/level");
    case Setting::LastDirectory: return QLatin1String("lastDirectory");
    case Setting::RecentFiles: return QLatin1String("recentFiles");
    case Setting::Language: return QLatin1String("ui/language");
    case Setting::AnnounceMoves: return QLatin1String("speech/announceMoves");
    case Setting::MyNames: return QLatin1String("training/myNames");
    case Setting::Engines:         // EngineConfig::load()/save(), under "engines/"
    case Setting::OpeningTable:    // OpeningSourceKey, OpeningFileKey
    case Setting::WindowLayout:    // GeometryKey, LayoutKey
    case Setting::GameTableLayout: // TableGeometryKey, TableColumnsKey
    case Setting::Annotation:      // the "annotate/" keys below
    case Setting::BookTablebases:  // BookTablebaseConfig::load()/save(), under "book/" and "tablebases/"
    case Setting::Tournament:      // TournamentConfig::load()/save(), under "tournament/"
        break;
    }
    return QLatin1String();
}

const QLatin1String OpeningSourceKey("openings/source");
const QLatin1String OpeningFileKey("openings/file");
const QLatin1String GeometryKey("window/geometry");
const QLatin1String LayoutKey("window/state");
const QLatin1String TableGeometryKey("GameSelection/geometry");
const QLatin1String TableColumnsKey("GameSelection/header");
const QLatin1String AnnotateByDepthKey("annotate/byDepth");
const QLatin1String AnnotateDepthKey("annotate/depth");
const QLatin1String AnnotateMoveTimeKey("annotate/movetimeMs");
const QLatin1String AnnotateSidesKey("annotate/sides");
const QLatin1String AnnotateVariationsKey("annotate/variations");
const QLatin1String AnnotateEngineKey("annotate/engine");

QString sourceWord(EcoSource s)
{
    switch (s) {
    case EcoSource::Scid: return QStringLiteral("scid");
    case EcoSource::File: return QStringLiteral("file");
    case EcoSource::Builtin: break;
    }
    return QStringLiteral("builtin");
}

EcoSource sourceFromWord(const QString& word)
{
    if (word == QLatin1String("scid"))
        return EcoSource::Scid;
    if (word == QLatin1String("file"))
        return EcoSource::File;
    return EcoSource::Builtin;
}

// `word` when it is one of `words`, else the first (the default): a hand-edited value never reaches the views.
QString oneOf(const QString& word, std::initializer_list<const char*> words)
{
    for (const char* w : words)
        if (word == QLatin1String(w))
            return word;
    return QLatin1String(*words.begin());
}

} // namespace

Preferences::Preferences(QObject* parent) : QObject(parent)
{
    const QSettings s;
    const auto value = [&s](Setting setting, const QVariant& fallback) { return s.value(keyOf(setting), fallback); };
    m_boardTheme = value(Setting::BoardTheme, QStringLiteral("brown")).toString();
    m_pieceSet = value(Setting::PieceSet, QStringLiteral("kibitz")).toString();
    m_coordinates = value(Setting::Coordinates, m_coordinates).toBool();
    m_threatMap = value(Setting::ThreatMap, m_threatMap).toBool();
    m_touchMove = value(Setting::TouchMove, m_touchMove).toBool();
    m_boardFlipped = value(Setting::BoardFlipped, m_boardFlipped).toBool();
    m_board3D = value(Setting::Board3D, m_board3D).toBool();
    m_board3DCamera = oneOf(value(Setting::Board3DCamera, QString()).toString(), {"side", "top"});
    m_board3DMaterial = oneOf(value(Setting::Board3DMaterial, QString()).toString(), {"wood", "marble", "plastic"});
    m_board3DAnimation = value(Setting::Board3DAnimation, m_board3DAnimation).toBool();
    m_figurine = value(Setting::Figurine, m_figurine).toBool();
    m_overwrite = value(Setting::Overwrite, m_overwrite).toBool();
    m_darkPalette = value(Setting::DarkPalette, m_darkPalette).toBool();
    m_engineMoveTimeMs = value(Setting::EngineMoveTime, m_engineMoveTimeMs).toInt();
    const int strongest = int(search::strengthLevels().size()) - 1;
    m_engineLevel = value(Setting::EngineLevel, strongest).toInt();
    if (m_engineLevel < 0 || m_engineLevel > strongest)
        m_engineLevel = strongest;
    m_engines = EngineConfig::load();
    m_lastDirectory = value(Setting::LastDirectory, QString()).toString();
    m_myNames = value(Setting::MyNames, QString()).toString();
    m_recentFiles = value(Setting::RecentFiles, QStringList()).toStringList().mid(0, RecentFileCount);
    m_language = value(Setting::Language, QString()).toString();
    m_announceMoves = value(Setting::AnnounceMoves, m_announceMoves).toBool();
    m_openingSource = sourceFromWord(s.value(OpeningSourceKey).toString());
    m_openingFile = s.value(OpeningFileKey).toString();
    m_windowGeometry = s.value(GeometryKey).toByteArray();
    m_windowLayout = s.value(LayoutKey).toByteArray();
    m_gameTableGeometry = s.value(TableGeometryKey).toByteArray();
    m_gameTableColumns = s.value(TableColumnsKey).toByteArray();
    if (s.value(AnnotateByDepthKey, false).toBool())
        m_annotateOptions.depth = std::max(1, s.value(AnnotateDepthKey, 12).toInt());
    else
        m_annotateOptions.movetimeMs = std::max(1, s.value(AnnotateMoveTimeKey, annotate::AnnotateOptions::DefaultMoveTimeMs).toInt());
    m_annotateOptions.sides = annotate::Sides(std::clamp(s.value(AnnotateSidesKey, int(annotate::Sides::Both)).toInt(), 0, 2));
    m_annotateOptions.addVariations = s.value(AnnotateVariationsKey, true).toBool();
    m_annotateEngine = s.value(AnnotateEngineKey).toString();
    m_bookTablebases = BookTablebaseConfig::load();
    m_tournament = TournamentConfig::load();
}

template <typename T>
void Preferences::store(T& member, const T& value, Setting setting)
{
    if (member == value)
        return;
    member = value;
    QSettings().setValue(keyOf(setting), QVariant::fromValue(value)); // at once: a crash later loses nothing
    emit changed(setting);
}

void Preferences::setBoardTheme(const QString& id) { store(m_boardTheme, id, Setting::BoardTheme); }
void Preferences::setPieceSet(const QString& id) { store(m_pieceSet, id, Setting::PieceSet); }
void Preferences::setCoordinates(bool on) { store(m_coordinates, on, Setting::Coordinates); }
void Preferences::setThreatMap(bool on) { store(m_threatMap, on, Setting::ThreatMap); }
void Preferences::setTouchMove(bool on) { store(m_touchMove, on, Setting::TouchMove); }
void Preferences::setBoardFlipped(bool on) { store(m_boardFlipped, on, Setting::BoardFlipped); }
void Preferences::setBoard3D(bool on) { store(m_board3D, on, Setting::Board3D); }
void Preferences::setBoard3DCamera(const QString& camera) { store(m_board3DCamera, camera, Setting::Board3DCamera); }
void Preferences::setBoard3DMaterial(const QString& style) { store(m_board3DMaterial, style, Setting::Board3DMaterial); }
void Preferences::setBoard3DAnimation(bool on) { store(m_board3DAnimation, on, Setting::Board3DAnimation); }
void Preferences::setFigurine(bool on) { store(m_figurine, on, Setting::Figurine); }
void Preferences::setOverwrite(bool on) { store(m_overwrite, on, Setting::Overwrite); }
void Preferences::setDarkPalette(bool on) { store(m_darkPalette, on, Setting::DarkPalette); }
void Preferences::setEngineMoveTimeMs(int ms) { store(m_engineMoveTimeMs, ms, Setting::EngineMoveTime); }
void Preferences::setEngineLevel(int index) { store(m_engineLevel, index, Setting::EngineLevel); }
void Preferences::setLastDirectory(const QString& dir) { store(m_lastDirectory, dir, Setting::LastDirectory); }
void Preferences::setMyNames(const QString& names) { store(m_myNames, names, Setting::MyNames); }
void Preferences::setLanguage(const QString& code) { store(m_language, code, Setting::Language); }
void Preferences::setAnnounceMoves(bool on) { store(m_announceMoves, on, Setting::AnnounceMoves); }

void Preferences::addRecentFile(const QString& path)
{
    QStringList files = m_recentFiles;
    files.removeAll(path);
    files.prepend(path);
    store(m_recentFiles, files.mid(0, RecentFileCount), Setting::RecentFiles);
}

void Preferences::setEngineConfig(const EngineConfig& config)
{
    if (config == m_engines)
        return;
    m_engines = config;
    m_engines.save();
    emit changed(Setting::Engines);
}

void Preferences::setOpeningTable(EcoSource source, const QString& file)
{
    const QString kept = source == EcoSource::File ? file : m_openingFile;
    if (source == m_openingSource && kept == m_openingFile)
        return;
    m_openingSource = source;
    m_openingFile = kept;
    QSettings s;
    s.setValue(OpeningSourceKey, sourceWord(source));
    if (source == EcoSource::File)
        s.setValue(OpeningFileKey, file);
    emit changed(Setting::OpeningTable);
}

void Preferences::setWindowLayout(const QByteArray& geometry, const QByteArray& layout)
{
    if (geometry == m_windowGeometry && layout == m_windowLayout)
        return;
    m_windowGeometry = geometry;
    m_windowLayout = layout;
    QSettings s;
    s.setValue(GeometryKey, geometry);
    s.setValue(LayoutKey, layout);
    emit changed(Setting::WindowLayout);
}

void Preferences::setGameTableLayout(const QByteArray& geometry, const QByteArray& columns)
{
    if (geometry == m_gameTableGeometry && columns == m_gameTableColumns)
        return;
    m_gameTableGeometry = geometry;
    m_gameTableColumns = columns;
    QSettings s;
    s.setValue(TableGeometryKey, geometry);
    s.setValue(TableColumnsKey, columns);
    emit changed(Setting::GameTableLayout);
}

void Preferences::setTournament(const TournamentConfig& config)
{
    if (config == m_tournament)
        return;
    m_tournament = config;
    m_tournament.save();
    emit changed(Setting::Tournament);
}

void Preferences::setBookTablebases(const BookTablebaseConfig& config)
{
    if (config == m_bookTablebases)
        return;
    m_bookTablebases = config;
    m_bookTablebases.save();
    emit changed(Setting::BookTablebases);
}

void Preferences::setAnnotation(const annotate::AnnotateOptions& options, const QString& engine)
{
    annotate::AnnotateOptions kept = m_annotateOptions; // the move range is not kept
    kept.movetimeMs = options.depth > 0 ? 0 : options.movetimeMs;
    kept.depth = options.depth;
    kept.sides = options.sides;
    kept.addVariations = options.addVariations;
    const annotate::AnnotateOptions& old = m_annotateOptions;
    if (kept.movetimeMs == old.movetimeMs && kept.depth == old.depth && kept.sides == old.sides && kept.addVariations == old.addVariations
        && engine == m_annotateEngine)
        return;
    m_annotateOptions = kept;
    m_annotateEngine = engine;
    QSettings s;
    s.setValue(AnnotateByDepthKey, kept.depth > 0);
    if (kept.depth > 0)
        s.setValue(AnnotateDepthKey, kept.depth);
    else
        s.setValue(AnnotateMoveTimeKey, kept.movetimeMs);
    s.setValue(AnnotateSidesKey, int(kept.sides));
    s.setValue(AnnotateVariationsKey, kept.addVariations);
    s.setValue(AnnotateEngineKey, engine);
    emit changed(Setting::Annotation);
}

} // namespace kibitz::gui
