// Preferences: the one owner of every user setting of the GUI: board, notation, palette, engines, files, language,
// speech, opening table, the 3D board, the layout of the window and of the game table. The parts read it and follow changed(); none keeps a
// copy of its own. Invariants: every setter stores at once in QSettings under the key Kibitz has always used (settings written by earlier
// versions load unchanged) and emits changed() only when the value really changed. One object per application, made by main() (or by a
// window built without one, as in tests) and handed to the parts.
#pragma once

#include "booktablebaseconfig.h"
#include "engineconfig.h"
#include "tournamentconfig.h"

#include "annotate/analysis.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

namespace kibitz::gui {

enum class EcoSource; // ecolibrary.h

class Preferences : public QObject {
    Q_OBJECT

public:
    // What changed() names: one value per setting (the opening table's source and file, and a window's geometry
    // and layout, change together).
    enum class Setting {
        BoardTheme,
        PieceSet,
        Coordinates,
        ThreatMap,
        TouchMove,
        BoardFlipped,
        Board3D,
        Board3DCamera,
        Board3DMaterial,
        Board3DAnimation,
        Figurine,
        Overwrite,
        DarkPalette,
        EngineMoveTime,
        EngineLevel,
        Engines,
        LastDirectory,
        RecentFiles,
        Language,
        AnnounceMoves,
        OpeningTable,
        WindowLayout,
        GameTableLayout,
        Annotation,
        BookTablebases,
        Tournament,
        MyNames,
    };
    Q_ENUM(Setting)

    static constexpr int RecentFileCount = 10;

    // Reads every setting from QSettings; a missing key gives the default named in the getter's comment.
    explicit Preferences(QObject* parent = nullptr);

    // Board
    QString boardTheme() const { return m_boardTheme; } // BoardTheme id, "brown"
    void setBoardTheme(const QString& id);
    QString pieceSet() const { return m_pieceSet; } // PieceSet id, "kibitz"
    void setPieceSet(const QString& id);
    bool coordinates() const { return m_coordinates; } // true
    void setCoordinates(bool on);
    bool threatMap() const { return m_threatMap; } // false: no tint on the squares the opponent attacks
    void setThreatMap(bool on);
    bool touchMove() const { return m_touchMove; } // false: a picked-up piece may be put back
    void setTouchMove(bool on);
    bool boardFlipped() const { return m_boardFlipped; } // false: White at the bottom
    void setBoardFlipped(bool on);
    bool board3D() const { return m_board3D; } // false: the 2D board (View > 3D Board)
    void setBoard3D(bool on);
    QString board3DCamera() const { return m_board3DCamera; } // "side" (behind the pieces at the bottom) or "top"
    void setBoard3DCamera(const QString& camera);
    QString board3DMaterial() const { return m_board3DMaterial; } // "wood", "marble" or "plastic"
    void setBoard3DMaterial(const QString& style);
    bool board3DAnimation() const { return m_board3DAnimation; } // true: moves and navigation glide on the 3D board
    void setBoard3DAnimation(bool on);

    // Notation, editing, appearance
    bool figurine() const { return m_figurine; } // false: letters
    void setFigurine(bool on);
    bool overwrite() const { return m_overwrite; } // false: a move in the middle of a game starts a variation
    void setOverwrite(bool on);
    bool darkPalette() const { return m_darkPalette; } // false: the style's own colours
    void setDarkPalette(bool on);

    // Engines
    int engineMoveTimeMs() const { return m_engineMoveTimeMs; } // 1000
    void setEngineMoveTimeMs(int ms);
    int engineLevel() const { return m_engineLevel; } // index into search::strengthLevels(), the strongest
    void setEngineLevel(int index);
    // The external engines and which one analyses and plays (opaque here: stored by its own load()/save()).
    const EngineConfig& engineConfig() const { return m_engines; }
    void setEngineConfig(const EngineConfig& config);

    // Files
    QString lastDirectory() const { return m_lastDirectory; } // where Open and Save As start; empty at first
    void setLastDirectory(const QString& dir);
    QStringList recentFiles() const { return m_recentFiles; } // newest first, at most RecentFileCount
    void addRecentFile(const QString& path);                  // to the front (moved there if listed)

    // Language, speech, openings
    QString language() const { return m_language; } // a LanguageManager code, empty: the system's language
    void setLanguage(const QString& code);
    bool announceMoves() const { return m_announceMoves; } // false
    void setAnnounceMoves(bool on);
    // The user's name as the games spell it, several spellings separated by ';' (the repertoire window checks
    // these games); empty at first.
    QString myNames() const { return m_myNames; }
    void setMyNames(const QString& names);
    EcoSource openingSource() const { return m_openingSource; } // the built-in table
    // The user's table file, kept while another source is chosen so that the dialog can offer it again.
    QString openingFile() const { return m_openingFile; }
    void setOpeningTable(EcoSource source, const QString& file); // `file` is stored only for EcoSource::File

    // Main window: QWidget::saveGeometry() and QMainWindow::saveState() bytes, empty before the first close.
    QByteArray windowGeometry() const { return m_windowGeometry; }
    QByteArray windowLayout() const { return m_windowLayout; }
    void setWindowLayout(const QByteArray& geometry, const QByteArray& layout);
    // The game selection table: its window's geometry and its columns (QHeaderView::saveState(): widths, order,
    // which are shown); empty columns mean the default ones.
    QByteArray gameTableGeometry() const { return m_gameTableGeometry; }
    QByteArray gameTableColumns() const { return m_gameTableColumns; }
    void setGameTableLayout(const QByteArray& geometry, const QByteArray& columns);

    // Game › Annotate…: the dialog's last choices (time or depth, sides, variations; not the move range, which
    // belongs to one game) and the engine's name (empty: the built-in one). 1000 ms per position, both sides,
    // variations, the built-in engine.
    // The opening book and the endgame tablebases (opaque here: stored by the config's own load()/save()).
    const BookTablebaseConfig& bookTablebases() const { return m_bookTablebases; }
    void setBookTablebases(const BookTablebaseConfig& config);

    // The Tournament window's last settings (opaque here: stored by the config's own load()/save()).
    const TournamentConfig& tournament() const { return m_tournament; }
    void setTournament(const TournamentConfig& config);

    annotate::AnnotateOptions annotateOptions() const { return m_annotateOptions; }
    QString annotateEngine() const { return m_annotateEngine; }
    void setAnnotation(const annotate::AnnotateOptions& options, const QString& engine);

signals:
    void changed(kibitz::gui::Preferences::Setting setting);

private:
    template <typename T>
    void store(T& member, const T& value, Setting setting);

    QString m_boardTheme;
    QString m_pieceSet;
    bool m_coordinates = true;
    bool m_threatMap = false;
    bool m_touchMove = false;
    bool m_boardFlipped = false;
    bool m_board3D = false;
    QString m_board3DCamera;
    QString m_board3DMaterial;
    bool m_board3DAnimation = true;
    bool m_figurine = false;
    bool m_overwrite = false;
    bool m_darkPalette = false;
    int m_engineMoveTimeMs = 1000;
    int m_engineLevel = 0;
    EngineConfig m_engines;
    QString m_lastDirectory;
    QString m_myNames;
    QStringList m_recentFiles;
    QString m_language;
    bool m_announceMoves = false;
    EcoSource m_openingSource{};
    QString m_openingFile;
    QByteArray m_windowGeometry;
    QByteArray m_windowLayout;
    QByteArray m_gameTableGeometry;
    QByteArray m_gameTableColumns;
    annotate::AnnotateOptions m_annotateOptions;
    QString m_annotateEngine;
    BookTablebaseConfig m_bookTablebases;
    TournamentConfig m_tournament;
};

} // namespace kibitz::gui
