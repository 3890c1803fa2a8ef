<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>PGN database and analysis tool</source>
        <translation>PGN-Datenbank und Analysewerkzeug</translation>
    </message>
    <message>
        <source>Dossier: %1</source>
        <translation>Dossier: %1</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>das PDF konnte nicht erstellt werden</translation>
    </message>
    <message>
        <source>PGN files, SCID databases (.si4) or ChessBase databases (.cbh) to open, each in its own tab of the game list.</source>
        <translation>Zu öffnende PGN-Dateien, SCID-Datenbanken (.si4) oder ChessBase-Datenbanken (.cbh), jede in einem eigenen Reiter der Partieliste.</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>The game&apos;s start position is not valid.</source>
        <translation>Die Anfangsstellung der Partie ist ungültig.</translation>
    </message>
    <message>
        <source>%1 gave no evaluation for move %2.</source>
        <translation>%1 hat für Zug %2 keine Bewertung geliefert.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BlockingClient</name>
    <message>
        <source>%1 did not get ready within %2 ms.</source>
        <translation>%1 war nicht innerhalb von %2 ms bereit.</translation>
    </message>
    <message>
        <source>%1 did not play a move within %2 ms.</source>
        <translation>%1 hat nicht innerhalb von %2 ms gezogen.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BuiltinEngine</name>
    <message>
        <source>Kibitz (built-in)</source>
        <translation>Kibitz (eingebaut)</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::ExternalEngine</name>
    <message>
        <source>%1 cannot analyse (it has no analyze mode).</source>
        <translation>%1 kann nicht analysieren (kein Analysemodus).</translation>
    </message>
    <message>
        <source>%1 cannot be given this position (it does not accept &quot;setboard&quot;).</source>
        <translation>%1 kann diese Stellung nicht übernehmen (kein „setboard“).</translation>
    </message>
    <message>
        <source>%1 sent an overlong line; it was ignored.</source>
        <translation>%1 hat eine überlange Zeile gesendet; sie wurde ignoriert.</translation>
    </message>
    <message>
        <source>Could not start %1 (%2): %3</source>
        <translation>%1 konnte nicht gestartet werden (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 Gave up after %n restart(s); start the analysis again to retry.</source>
        <translation>
            <numerusform>%1 Nach %n Neustart aufgegeben; starten Sie die Analyse erneut, um es noch einmal zu versuchen.</numerusform>
            <numerusform>%1 Nach %n Neustarts aufgegeben; starten Sie die Analyse erneut, um es noch einmal zu versuchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Restarting it (%2 of %3).</source>
        <translation>%1 Wird neu gestartet (%2 von %3).</translation>
    </message>
    <message>
        <source>%1 sent a line Kibitz does not understand (%2): %3</source>
        <translation>%1 hat eine Zeile gesendet, die Kibitz nicht versteht (%2): %3</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 meldet: %2</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms while analysing).</source>
        <translation>%1 antwortet nicht mehr (keine Antwort auf „%3“ innerhalb von %2 ms während der Analyse).</translation>
    </message>
    <message>
        <source>%1 did not finish its start-up handshake within %2 ms.</source>
        <translation>%1 hat den Start-Handshake nicht innerhalb von %2 ms abgeschlossen.</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms).</source>
        <translation>%1 antwortet nicht mehr (keine Antwort auf „%3“ innerhalb von %2 ms).</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;stop&quot; within %2 ms.</source>
        <translation>%1 hat nicht innerhalb von %2 ms auf „stop“ geantwortet.</translation>
    </message>
    <message>
        <source>%1 did not play a move in time.</source>
        <translation>%1 hat nicht rechtzeitig gezogen.</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 ist abgestürzt.</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2).</source>
        <translation>%1 wurde unerwartet beendet (Exit-Code %2).</translation>
    </message>
    <message>
        <source>%1 speaks xboard, which cannot be given a variant&apos;s rules: it plays only the variants it knows, and “%2” is not one Kibitz knows it has.</source>
        <translation>%1 spricht xboard, dem sich die Regeln einer Variante nicht übergeben lassen: Es spielt nur die Varianten, die es kennt, und „%2“ gehört nicht zu denen, von denen Kibitz das weiß.</translation>
    </message>
    <message>
        <source>%1 does not play the variant “%2”.</source>
        <translation>%1 spielt die Variante „%2“ nicht.</translation>
    </message>
    <message>
        <source>%1 cannot play the variant “%2”.</source>
        <translation>%1 kann die Variante „%2“ nicht spielen.</translation>
    </message>
    <message>
        <source>%1 does not play chess variants (it has no UCI_Variant option).</source>
        <translation>%1 spielt keine Schachvarianten (es hat keine Option UCI_Variant).</translation>
    </message>
    <message>
        <source>%1 does not know this variant and cannot load variant definitions (it has no VariantPath option).</source>
        <translation>%1 kennt diese Variante nicht und kann keine Variantendefinitionen laden (es hat keine Option VariantPath).</translation>
    </message>
    <message>
        <source>%1 cannot be given the variant: the temporary file %2 cannot be written.</source>
        <translation>%1 kann die Variante nicht übergeben werden: Die temporäre Datei %2 lässt sich nicht schreiben.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnalysisDock</name>
    <message>
        <source>%1 Mn/s</source>
        <translation>%1 MKn/s</translation>
    </message>
    <message>
        <source>%1 kn/s</source>
        <translation>%1 kKn/s</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Show the engine analysis of the current position (Ctrl+Shift+A)</source>
        <translation>Engine-Analyse der aktuellen Stellung anzeigen (Strg+Umschalt+A)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Start or stop the analysis</source>
        <translation>Analyse starten oder anhalten</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously</source>
        <translation>Die Stellung auf dem Brett fortlaufend analysieren</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>Analyse-Engine</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Varianten: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Anzahl der Varianten</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>Suchtiefe</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Knoten pro Sekunde</translation>
    </message>
    <message>
        <source>Engine lines</source>
        <translation>Engine-Varianten</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>Engine-Problem</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>This engine shows one line only.</source>
        <translation>Diese Engine zeigt nur eine Variante.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Analyzer</name>
    <message>
        <source>Play engine line</source>
        <translation>Engine-Variante spielen</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnnotateDialog</name>
    <message>
        <source>&amp;Time per position:</source>
        <translation>&amp;Zeit pro Stellung:</translation>
    </message>
    <message>
        <source>&amp;Depth per position:</source>
        <translation>&amp;Tiefe pro Stellung:</translation>
    </message>
    <message>
        <source>Add the engine&apos;s &amp;better lines as variations</source>
        <translation>&amp;Bessere Varianten der Engine hinzufügen</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>Partie kommentieren</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Beide Seiten</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>&amp;Moves of:</source>
        <translation>Z&amp;üge von:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>&amp;Von Zug:</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Bis Zug</translation>
    </message>
    <message>
        <source>Every position from the start of the range is evaluated, in the background. Cancel keeps the moves annotated so far; one Undo removes the whole annotation.</source>
        <translation>Jede Stellung ab dem Anfang des Bereichs wird im Hintergrund bewertet. Abbrechen behält die bis dahin kommentierten Züge; ein einziges Rückgängig entfernt die ganze Kommentierung.</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Kommentieren</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AutoPlayer</name>
    <message>
        <source>No move to play: %1.</source>
        <translation>Kein Zug möglich: %1.</translation>
    </message>
    <message>
        <source>The position changed while the engine was thinking; its move was not played.</source>
        <translation>Die Stellung hat sich geändert, während die Engine rechnete; ihr Zug wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>The engine found no move to play.</source>
        <translation>Die Engine hat keinen Zug gefunden.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Board3DView</name>
    <message>
        <source>No OpenGL context can be created on this display (window system: %1).</source>
        <translation>Auf dieser Anzeige lässt sich kein OpenGL-Kontext anlegen (Fenstersystem: %1).</translation>
    </message>
    <message>
        <source>The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.</source>
        <translation>Der OpenGL-Treiber bietet Version %1.%2; das 3D-Brett braucht OpenGL 3.3 oder OpenGL ES 3.0.</translation>
    </message>
    <message>
        <source>An OpenGL context was created but cannot be used (window system: %1).</source>
        <translation>Ein OpenGL-Kontext wurde angelegt, lässt sich aber nicht verwenden (Fenstersystem: %1).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn with this OpenGL driver: %1</source>
        <translation>Das 3D-Brett lässt sich mit diesem OpenGL-Treiber nicht zeichnen: %1</translation>
    </message>
    <message>
        <source>The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).</source>
        <translation>Das 3D-Brett ist abgeschaltet (die Umgebungsvariable KIBITZ_DISABLE_3D ist gesetzt).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn: %1</source>
        <translation>Das 3D-Brett lässt sich nicht zeichnen: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardArea</name>
    <message>
        <source>Chess board (3D)</source>
        <translation>Schachbrett (3D)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardController</name>
    <message>
        <source>Touch move: you must move the %1 on %2</source>
        <translation>Berührt – geführt: Sie müssen die Figur auf %2 ziehen (%1)</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal moves</source>
        <translation>%1 auf %2 hat keine legalen Züge</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Illegal move: there is no piece on %1</source>
        <translation>Unzulässiger Zug: auf %1 steht keine Figur</translation>
    </message>
    <message>
        <source>Illegal move: you have lost the right to castle on that side</source>
        <translation>Unzulässiger Zug: Sie dürfen auf dieser Seite nicht mehr rochieren</translation>
    </message>
    <message>
        <source>Illegal move: the king cannot castle with that rook</source>
        <translation>Unzulässiger Zug: der König kann nicht mit diesem Turm rochieren</translation>
    </message>
    <message>
        <source>Illegal move: you cannot castle out of check</source>
        <translation>Unzulässiger Zug: aus dem Schach heraus darf nicht rochiert werden</translation>
    </message>
    <message>
        <source>Illegal move: castling is blocked or passes through an attacked square</source>
        <translation>Unzulässiger Zug: die Rochade ist verstellt oder führt über ein angegriffenes Feld</translation>
    </message>
    <message>
        <source>Illegal move: %1 is occupied by your own piece</source>
        <translation>Unzulässiger Zug: auf %1 steht eine eigene Figur</translation>
    </message>
    <message>
        <source>Illegal move: the %1 cannot reach %2</source>
        <translation>Unzulässiger Zug: %1 kann %2 nicht erreichen</translation>
    </message>
    <message>
        <source>Illegal move: the king would be in check on %1</source>
        <translation>Unzulässiger Zug: der König stünde auf %1 im Schach</translation>
    </message>
    <message>
        <source>Illegal move: your king is in check</source>
        <translation>Unzulässiger Zug: Ihr König steht im Schach</translation>
    </message>
    <message>
        <source>Illegal move: the %1 on %2 is pinned</source>
        <translation>Unzulässiger Zug: %1 auf %2 ist gefesselt</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardTheme</name>
    <message>
        <source>Classic brown</source>
        <translation>Klassisch braun</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>Check. %1</source>
        <translation>Schach. %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1, Weiß: %2</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1, Schwarz: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookAndTablebases</name>
    <message numerus="yes">
        <source>The opening book was read with %n problem(s); the rest of it is used.</source>
        <translation>
            <numerusform>Beim Lesen des Eröffnungsbuchs trat %n Problem auf; der Rest wird verwendet.</numerusform>
            <numerusform>Beim Lesen des Eröffnungsbuchs traten %n Probleme auf; der Rest wird verwendet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookDock</name>
    <message>
        <source>Opening Book</source>
        <translation>Eröffnungsbuch</translation>
    </message>
    <message>
        <source>Opening &amp;Book</source>
        <translation>Eröffnungs&amp;buch</translation>
    </message>
    <message>
        <source>Show the opening book&apos;s moves for the current position (Ctrl+Shift+B)</source>
        <translation>Die Züge des Eröffnungsbuchs für die aktuelle Stellung zeigen (Strg+Umschalt+B)</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Buchzüge</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Eröffnungsbuch</translation>
    </message>
    <message>
        <source>No opening book is chosen (Settings, Book and Tablebases).</source>
        <translation>Kein Eröffnungsbuch gewählt (Einstellungen, Buch und Endspieldatenbanken).</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <source>%1: this position is not in the book.</source>
        <translation>%1: Diese Stellung steht nicht im Buch.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s)</source>
        <translation>
            <numerusform>%1: %n Zug</numerusform>
            <numerusform>%1: %n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) under this position&apos;s key are no legal move here and were left out.</source>
        <translation>
            <numerusform>%n Eintrag unter dem Schlüssel dieser Stellung ist hier kein legaler Zug und wurde ausgelassen.</numerusform>
            <numerusform>%n Einträge unter dem Schlüssel dieser Stellung sind hier keine legalen Züge und wurden ausgelassen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookLibrary</name>
    <message>
        <source>The opening book %1 does not exist.</source>
        <translation>Das Eröffnungsbuch %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The opening book %1 cannot be used: %2</source>
        <translation>Das Eröffnungsbuch %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>The opening book %1 holds no moves.</source>
        <translation>Das Eröffnungsbuch %1 enthält keine Züge.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookMovesModel</name>
    <message>
        <source>Play %1 (weight %2 of %3)</source>
        <translation>%1 spielen (Gewicht %2 von %3)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Gelernt</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookTablebaseSettings</name>
    <message>
        <source>Use an opening book (Polyglot .bin)</source>
        <translation>Ein Eröffnungsbuch verwenden (Polyglot .bin)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Auto move and computer play take book moves, chosen at random by their weights</source>
        <translation>Automatischer Zug und Computerspiel nehmen Buchzüge, zufällig nach ihrem Gewicht gewählt</translation>
    </message>
    <message>
        <source>Use Gaviota endgame tablebases</source>
        <translation>Gaviota-Endspieldatenbanken verwenden</translation>
    </message>
    <message>
        <source>The built-in engine keeps to the tablebase&apos;s best moves</source>
        <translation>Die eingebaute Engine hält sich an die besten Züge der Endspieldatenbank</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Eröffnungsbuch</translation>
    </message>
    <message>
        <source>Gives the computer&apos;s openings variety; the engine takes over where the book ends</source>
        <translation>Bringt Abwechslung in die Eröffnungen des Computers; wo das Buch endet, übernimmt die Engine</translation>
    </message>
    <message>
        <source>GNU Chess&apos;s book is not installed (Debian package gnuchess-book).</source>
        <translation>Das Buch von GNU Chess ist nicht installiert (Debian-Paket gnuchess-book).</translation>
    </message>
    <message>
        <source>Endgame tablebases</source>
        <translation>Endspieldatenbanken</translation>
    </message>
    <message>
        <source>Folders of Gaviota tables (*.gtb.cp4 and the like), separated by semicolons.</source>
        <translation>Ordner mit Gaviota-Tabellen (*.gtb.cp4 und ähnliche), durch Semikolons getrennt.</translation>
    </message>
    <message>
        <source>The 3-piece tables are not installed (Debian package gaviotatb).</source>
        <translation>Die 3-Steine-Tabellen sind nicht installiert (Debian-Paket gaviotatb).</translation>
    </message>
    <message>
        <source>Opening book file</source>
        <translation>Datei des Eröffnungsbuchs</translation>
    </message>
    <message>
        <source>Choose the opening book file</source>
        <translation>Die Datei des Eröffnungsbuchs wählen</translation>
    </message>
    <message>
        <source>Tablebase folders</source>
        <translation>Ordner der Endspieldatenbanken</translation>
    </message>
    <message>
        <source>Choose a tablebase folder</source>
        <translation>Einen Ordner mit Endspieldatenbanken wählen</translation>
    </message>
    <message>
        <source>Choose an Opening Book</source>
        <translation>Eröffnungsbuch wählen</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Polyglot-Bücher (*.bin);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose a Tablebase Folder</source>
        <translation>Ordner mit Endspieldatenbanken wählen</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoverageModel</name>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Reply not answered</source>
        <translation>Unbeantworteter Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Their score</source>
        <translation>Deren Ergebnis</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoveragePanel</name>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Finding the replies not answered in %1…</source>
        <translation>Unbeantwortete Züge in %1 werden gesucht…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n reply(s) not answered, over %2 positions where the opponent is to move.</source>
        <translation>
            <numerusform>%1: %n unbeantworteter Zug in %2 Stellungen, in denen der Gegner am Zug ist.</numerusform>
            <numerusform>%1: %n unbeantwortete Züge in %2 Stellungen, in denen der Gegner am Zug ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>Minimum games:</source>
        <translation>Mindestens Partien:</translation>
    </message>
    <message>
        <source>Minimum share:</source>
        <translation>Mindestanteil:</translation>
    </message>
    <message>
        <source>Find Missing Replies</source>
        <translation>Fehlende Antworten suchen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Double-click a row to show the position on the main board</source>
        <translation>Doppelklick auf eine Zeile zeigt die Stellung auf dem Hauptbrett</translation>
    </message>
    <message>
        <source>The opponent&apos;s replies played in the current database that the repertoire does not answer.</source>
        <translation>Die Antworten des Gegners in der aktuellen Datenbank, auf die das Repertoire nichts vorsieht.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CrosstableModel</name>
    <message numerus="yes">
        <source>%1 against %2: %n game(s), %3 points</source>
        <translation>
            <numerusform>%1 gegen %2: %n Partie, %3 Punkte</numerusform>
            <numerusform>%1 gegen %2: %n Partien, %3 Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseDocks</name>
    <message>
        <source>Clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games copied here are kept until Kibitz quits</source>
        <translation>Hierher kopierte Partien bleiben bis zum Beenden von Kibitz erhalten</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>%1 schließen</translation>
    </message>
    <message>
        <source>the file is still being read</source>
        <translation>die Datei wird noch gelesen</translation>
    </message>
    <message>
        <source>the file was changed by another program; open it again first</source>
        <translation>die Datei wurde von einem anderen Programm geändert; öffnen Sie sie zuerst erneut</translation>
    </message>
    <message>
        <source>Wait until both databases are loaded.</source>
        <translation>Warten Sie, bis beide Datenbanken geladen sind.</translation>
    </message>
    <message>
        <source>The games were not copied to %1: %2</source>
        <translation>Die Partien wurden nicht nach %1 kopiert: %2</translation>
    </message>
    <message>
        <source>Moved %1 game(s) to %2</source>
        <translation>%1 Partie(n) nach %2 verschoben</translation>
    </message>
    <message>
        <source>Copied %1 game(s) to %2</source>
        <translation>%1 Partie(n) nach %2 kopiert</translation>
    </message>
    <message>
        <source>Wait until the database is loaded.</source>
        <translation>Warten Sie, bis die Datenbank geladen ist.</translation>
    </message>
    <message>
        <source>The games were not removed from %1: %2</source>
        <translation>Die Partien wurden nicht aus %1 entfernt: %2</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>&amp;Copy Selected Games To</source>
        <translation>Ausgewählte Partien &amp;kopieren nach</translation>
    </message>
    <message>
        <source>&amp;Move Selected Games To</source>
        <translation>Ausgewählte Partien &amp;verschieben nach</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games…</source>
        <translation>Ausgewählte Partien &amp;löschen…</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from the clipboard?</source>
        <translation>Die ausgewählten Partien (%1) aus der Zwischenablage löschen?</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from %2? The file is written again without them.</source>
        <translation>Die ausgewählten Partien (%1) aus %2 löschen? Die Datei wird ohne sie neu geschrieben.</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Partien löschen</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>Da&amp;tenbank</translation>
    </message>
    <message>
        <source>Open databases</source>
        <translation>Geöffnete Datenbanken</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>Eröffnungsba&amp;um</translation>
    </message>
    <message>
        <source>&amp;Game List</source>
        <translation>&amp;Partienliste</translation>
    </message>
    <message>
        <source>&amp;Search Games…</source>
        <translation>Partien &amp;suchen…</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>%1 (read-only: copy games to a PGN database to change them)</source>
        <translation>%1 (schreibgeschützt: Partien zum Ändern in eine PGN-Datenbank kopieren)</translation>
    </message>
    <message>
        <source>Kibitz opens databases of other programs read-only; copy the games to a PGN database</source>
        <translation>Kibitz öffnet Datenbanken anderer Programme schreibgeschützt; kopieren Sie die Partien in eine PGN-Datenbank</translation>
    </message>
    <message>
        <source>The games were not moved: %1</source>
        <translation>Die Partien wurden nicht verschoben: %1</translation>
    </message>
    <message>
        <source>The games were not copied: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Die Partien wurden nicht kopiert: Der Index-Zwischenspeicher von %1 war beschädigt. Die Datei wird neu indiziert; versuchen Sie es erneut, sobald ihre Partien aufgelistet sind.</translation>
    </message>
    <message>
        <source>The games were not removed: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Die Partien wurden nicht entfernt: Der Index-Zwischenspeicher von %1 war beschädigt. Die Datei wird neu indiziert; versuchen Sie es erneut, sobald ihre Partien aufgelistet sind.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseJob</name>
    <message>
        <source>Stopped: the database&apos;s index cache was damaged. The file is being indexed again; try once its games are listed.</source>
        <translation>Abgebrochen: Der Index-Zwischenspeicher der Datenbank war beschädigt. Die Datei wird neu indiziert; versuchen Sie es erneut, sobald ihre Partien aufgelistet sind.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseWatcher</name>
    <message>
        <source>%1 was removed or renamed by another program; its tab shows the games as they were.</source>
        <translation>%1 wurde von einem anderen Programm entfernt oder umbenannt; sein Tab zeigt die Partien, wie sie waren.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read. Reload keeps the game on the board and your changes to it.</source>
        <translation>%1 wurde von einem anderen Programm geändert; sein Tab zeigt die Partien, wie sie gelesen wurden. Neu laden behält die Partie auf dem Brett und Ihre Änderungen daran.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read.</source>
        <translation>%1 wurde von einem anderen Programm geändert; sein Tab zeigt die Partien, wie sie gelesen wurden.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation>%1 neu geladen: %2.</translation>
    </message>
    <message>
        <source> Your changes to it are kept.</source>
        <translation> Ihre Änderungen daran bleiben erhalten.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is game %3 there now.</source>
        <translation>%1 neu geladen: %2. Die Partie auf dem Brett ist dort jetzt Partie %3.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is no longer in it as it was read; Save offers to append it.</source>
        <translation>%1 neu geladen: %2. Die Partie auf dem Brett ist nicht mehr so darin, wie sie gelesen wurde; Speichern bietet an, sie anzuhängen.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierChart</name>
    <message>
        <source>Performance by year</source>
        <translation>Leistung nach Jahren</translation>
    </message>
    <message>
        <source>Score by year</source>
        <translation>Punkte nach Jahren</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>opponents&apos; average</source>
        <translation>Gegnerschnitt</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>No dated games</source>
        <translation>Keine datierten Partien</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Keine Partien</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} Partien</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 Partie</translation>
    </message>
    <message>
        <source>tallest bar: {} games</source>
        <translation>höchster Balken: {} Partien</translation>
    </message>
    <message>
        <source>{} games without a year not shown</source>
        <translation>{} Partien ohne Jahr nicht gezeigt</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierGamesModel</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>A click opens the game on the board</source>
        <translation>Ein Klick öffnet die Partie auf dem Brett</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierJob</name>
    <message>
        <source>%1 cannot be searched: %2</source>
        <translation>%1 kann nicht durchsucht werden: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierPlayersModel</name>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n Partie)</numerusform>
            <numerusform>%1 (%n Partien)</numerusform>
        </translation>
    </message>
    <message>
        <source>Spellings with the same surname and first initial; uncheck those of someone else</source>
        <translation>Schreibweisen mit gleichem Nachnamen und gleicher Initiale; die eines anderen Spielers abwählen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierStatsModel</name>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>The player&apos;s score in the games with a result (a draw counts half)</source>
        <translation>Die Punkte des Spielers in den Partien mit Ergebnis (Remis zählt halb)</translation>
    </message>
    <message>
        <source>Opponents&apos; average rating plus the FIDE rating difference for the score against them</source>
        <translation>Durchschnittliche Elo der Gegner plus die FIDE-Elodifferenz für die erzielten Punkte</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindow</name>
    <message>
        <source>No player in the open databases matches “%1”.</source>
        <translation>Kein Spieler in den geöffneten Datenbanken passt zu „%1“.</translation>
    </message>
    <message>
        <source>Reading the search index of the open databases (%1 of %2)…</source>
        <translation>Suchindex der geöffneten Datenbanken wird gelesen (%1 von %2)…</translation>
    </message>
    <message numerus="yes">
        <source>%n database(s) searched</source>
        <translation>
            <numerusform>%n Datenbank durchsucht</numerusform>
            <numerusform>%n Datenbanken durchsucht</numerusform>
        </translation>
    </message>
    <message>
        <source>Most recent games (a click opens the game)</source>
        <translation>Neueste Partien (ein Klick öffnet die Partie)</translation>
    </message>
    <message>
        <source>By colour</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>By opponents&apos; rating</source>
        <translation>Nach Elo der Gegner</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>Nach Jahr</translation>
    </message>
    <message>
        <source>Moves of the first 12 plies</source>
        <translation>Züge der ersten 12 Halbzüge</translation>
    </message>
    <message>
        <source>ECO families</source>
        <translation>ECO-Familien</translation>
    </message>
    <message>
        <source>Longest games</source>
        <translation>Längste Partien</translation>
    </message>
    <message>
        <source>Shortest games</source>
        <translation>Kürzeste Partien</translation>
    </message>
    <message>
        <source>No database is open: open a PGN file first.</source>
        <translation>Keine Datenbank geöffnet: zuerst eine PGN-Datei öffnen.</translation>
    </message>
    <message>
        <source>Looking for “%1”…</source>
        <translation>Suche nach „%1“…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source> · performance %1 against %2 on average</source>
        <translation> · Leistung %1 gegen durchschnittlich %2</translation>
    </message>
    <message>
        <source> · own rating %1 on average</source>
        <translation> · eigene Elo durchschnittlich %1</translation>
    </message>
    <message>
        <source>As White: %1</source>
        <translation>Mit Weiß: %1</translation>
    </message>
    <message>
        <source>As Black: %1</source>
        <translation>Mit Schwarz: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) where both players bear a chosen spelling are left out.</source>
        <translation>
            <numerusform>%n Partie, in der beide Spieler eine gewählte Schreibweise tragen, bleibt außen vor.</numerusform>
            <numerusform>%n Partien, in denen beide Spieler eine gewählte Schreibweise tragen, bleiben außen vor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score by opening as White</source>
        <translation>Punkte nach Eröffnung mit Weiß</translation>
    </message>
    <message>
        <source>Score by opening as Black</source>
        <translation>Punkte nach Eröffnung mit Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Ohne Elo</translation>
    </message>
    <message>
        <source>No ECO</source>
        <translation>Ohne ECO</translation>
    </message>
    <message>
        <source>Type a player&apos;s name and press Enter: every open database is searched, case and accents ignored.</source>
        <translation>Namen eines Spielers eingeben und Enter drücken: alle geöffneten Datenbanken werden durchsucht, Groß-/Kleinschreibung und Akzente zählen nicht.</translation>
    </message>
    <message>
        <source>No games: check at least one spelling on the left.</source>
        <translation>Keine Partien: links mindestens eine Schreibweise anhaken.</translation>
    </message>
    <message>
        <source>There is no dossier to export.</source>
        <translation>Es gibt kein Dossier zum Exportieren.</translation>
    </message>
    <message>
        <source>There is no dossier to print.</source>
        <translation>Es gibt kein Dossier zum Drucken.</translation>
    </message>
    <message>
        <source>dossier</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>Print Dossier to PDF</source>
        <translation>Dossier als PDF drucken</translation>
    </message>
    <message>
        <source>Export Dossier as HTML</source>
        <translation>Dossier als HTML exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Webseiten (*.html *.htm)</translation>
    </message>
    <message>
        <source>The dossier was not saved: %1</source>
        <translation>Das Dossier wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>Player Dossier</source>
        <translation>Spielerdossier</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>A name or part of it, e.g. Carlsen or carlsen, m</source>
        <translation>Ein Name oder ein Teil davon, z. B. Carlsen oder carlsen, m</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>Su&amp;chen</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>&amp;HTML exportieren…</translation>
    </message>
    <message>
        <source>One self-contained web page with the charts and tables</source>
        <translation>Eine eigenständige Webseite mit den Diagrammen und Tabellen</translation>
    </message>
    <message>
        <source>Print to P&amp;DF…</source>
        <translation>Als P&amp;DF drucken…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Eröffnungen mit Weiß</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Eröffnungen mit Schwarz</translation>
    </message>
    <message>
        <source>Longest and Shortest</source>
        <translation>Längste und kürzeste</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Opponents&apos; rating</source>
        <translation>Elo der Gegner</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindows</name>
    <message>
        <source>Player &amp;Dossier…</source>
        <translation>Spieler&amp;dossier…</translation>
    </message>
    <message>
        <source>A player&apos;s results, openings and games over the open databases</source>
        <translation>Ergebnisse, Eröffnungen und Partien eines Spielers in den geöffneten Datenbanken</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadActions</name>
    <message>
        <source>Cannot download: %1</source>
        <translation>Herunterladen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Reading the games already in the file…</source>
        <translation>Die bereits in der Datei vorhandenen Partien werden gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>The site limits the rate: waiting %n second(s)…</source>
        <translation>
            <numerusform>Die Website begrenzt die Anfragerate: %n Sekunde warten…</numerusform>
            <numerusform>Die Website begrenzt die Anfragerate: %n Sekunden warten…</numerusform>
        </translation>
    </message>
    <message>
        <source>Appending the new games to the file…</source>
        <translation>Die neuen Partien werden an die Datei angehängt…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) received</source>
        <translation>
            <numerusform>%n Partie empfangen</numerusform>
            <numerusform>%n Partien empfangen</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading %1-%2: %3</source>
        <translation>Herunterladen von %1-%2: %3</translation>
    </message>
    <message>
        <source>Downloading: %1</source>
        <translation>Herunterladen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) appended to %1</source>
        <translation>
            <numerusform>%n neue Partie an %1 angehängt</numerusform>
            <numerusform>%n neue Partien an %1 angehängt</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 received, %2 already there).</source>
        <translation>(%1 empfangen, %2 bereits vorhanden).</translation>
    </message>
    <message>
        <source>Cancelled: the complete games received were kept.</source>
        <translation>Abgebrochen: Die vollständig empfangenen Partien wurden behalten.</translation>
    </message>
    <message>
        <source>The transfer stopped early; download again for the rest.</source>
        <translation>Die Übertragung brach vorzeitig ab; laden Sie erneut herunter, um den Rest zu erhalten.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Do&amp;wnload Games…</source>
        <translation>Partien &amp;herunterladen…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadDialog</name>
    <message>
        <source>UltraBullet</source>
        <translation>UltraBullet</translation>
    </message>
    <message>
        <source>Bullet</source>
        <translation>Bullet</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>Schnellschach</translation>
    </message>
    <message>
        <source>Classical</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Correspondence</source>
        <translation>Fernschach</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Täglich</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>lichess &amp;token:</source>
        <translation>lichess-&amp;Token:</translation>
    </message>
    <message>
        <source>&amp;Rated:</source>
        <translation>Wert&amp;ung:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Herunterladen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Download Games</source>
        <translation>Partien herunterladen</translation>
    </message>
    <message>
        <source>user name on the site</source>
        <translation>Benutzername auf der Website</translation>
    </message>
    <message>
        <source>Without a start date the download continues after the newest game of this user from this site already in the file.</source>
        <translation>Ohne Startdatum wird das Herunterladen nach der neuesten bereits in der Datei vorhandenen Partie dieses Benutzers von dieser Website fortgesetzt.</translation>
    </message>
    <message>
        <source>Rated and casual</source>
        <translation>Gewertet und ungewertet</translation>
    </message>
    <message>
        <source>Rated only</source>
        <translation>Nur gewertet</translation>
    </message>
    <message>
        <source>Casual only</source>
        <translation>Nur ungewertet</translation>
    </message>
    <message>
        <source>optional: a personal API token raises lichess&apos;s rate limit</source>
        <translation>optional: ein persönliches API-Token erhöht das Anfragelimit von lichess</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Website:</translation>
    </message>
    <message>
        <source>Dates (UTC):</source>
        <translation>Datum (UTC):</translation>
    </message>
    <message>
        <source>Speeds (none: all):</source>
        <translation>Bedenkzeiten (keine: alle):</translation>
    </message>
    <message>
        <source>&amp;Append to:</source>
        <translation>&amp;Anhängen an:</translation>
    </message>
    <message>
        <source>Append the Games to</source>
        <translation>Partien anhängen an</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DrillPanel</name>
    <message>
        <source>The repertoire changed: start the drill again.</source>
        <translation>Das Repertoire hat sich geändert: Training neu starten.</translation>
    </message>
    <message>
        <source>Answered: %1, wrong: %2</source>
        <translation>Beantwortet: %1, falsch: %2</translation>
    </message>
    <message>
        <source>No card to drill in this mode now.</source>
        <translation>In diesem Modus ist jetzt keine Karte zu üben.</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>Sitzung beendet.</translation>
    </message>
    <message>
        <source>%1 — your move (a new card).</source>
        <translation>%1 — du bist am Zug (neue Karte).</translation>
    </message>
    <message>
        <source>%1 — your move.</source>
        <translation>%1 — du bist am Zug.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Richtig: %1.</translation>
    </message>
    <message>
        <source>Right: %1. The main move is %2.</source>
        <translation>Richtig: %1. Der Hauptzug ist %2.</translation>
    </message>
    <message>
        <source>Wrong: %1. Accepted: %2 (rated Again).</source>
        <translation>Falsch: %1. Richtig wäre: %2 (bewertet mit Nochmal).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>The progress was not saved: %1</source>
        <translation>Der Fortschritt wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Cards due now</source>
        <translation>Jetzt fällige Karten</translation>
    </message>
    <message>
        <source>One chapter in order</source>
        <translation>Ein Kapitel der Reihe nach</translation>
    </message>
    <message>
        <source>Practice (no rescheduling)</source>
        <translation>Üben (ohne Neuplanung)</translation>
    </message>
    <message>
        <source>Rate by time</source>
        <translation>Nach Zeit bewerten</translation>
    </message>
    <message>
        <source>Rate right answers by the time taken: Easy under 4 s, Good under 15 s, else Hard</source>
        <translation>Richtige Antworten nach der benötigten Zeit bewerten: unter 4 s Einfach, unter 15 s Gut, sonst Schwer</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Choose a mode and press Start. You play the repertoire&apos;s side.</source>
        <translation>Modus wählen und Starten drücken. Du spielst die Seite des Repertoires.</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Ausgangsstellung</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DueChart</name>
    <message>
        <source>days from today</source>
        <translation>Tage ab heute</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoLibrary</name>
    <message>
        <source>Cannot open the opening table %1: %2</source>
        <translation>Die Eröffnungstabelle %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 contains no opening lines that could be read</source>
        <translation>%1 enthält keine lesbaren Eröffnungsvarianten</translation>
    </message>
    <message>
        <source>No opening table file was chosen</source>
        <translation>Es wurde keine Eröffnungstabelle ausgewählt</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoSettingsSection</name>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Built-in table (pgn-extract&apos;s eco.pgn)</source>
        <translation>Eingebaute Tabelle (eco.pgn von pgn-extract)</translation>
    </message>
    <message>
        <source>Scid&apos;s table with extended codes such as B90k</source>
        <translation>Scid-Tabelle mit erweiterten Codes wie B90k</translation>
    </message>
    <message>
        <source>Table from a file (eco.pgn or .eco format):</source>
        <translation>Tabelle aus einer Datei (Format eco.pgn oder .eco):</translation>
    </message>
    <message>
        <source>Opening table file</source>
        <translation>Datei der Eröffnungstabelle</translation>
    </message>
    <message>
        <source>Choose the opening table file</source>
        <translation>Datei der Eröffnungstabelle wählen</translation>
    </message>
    <message>
        <source>Scid&apos;s table is not installed (Debian package scid-data).</source>
        <translation>Die Scid-Tabelle ist nicht installiert (Debian-Paket scid-data).</translation>
    </message>
    <message>
        <source>Opening Table</source>
        <translation>Eröffnungstabelle</translation>
    </message>
    <message>
        <source>Opening tables (*.pgn *.eco);;All files (*)</source>
        <translation>Eröffnungstabellen (*.pgn *.eco);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineLinesModel</name>
    <message>
        <source>Depth %1: %2</source>
        <translation>Tiefe %1: %2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineSettings</name>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Engine hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Externe Engines</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Name der Engine</translation>
    </message>
    <message>
        <source>Name, e.g. Stockfish</source>
        <translation>Name, z. B. Stockfish</translation>
    </message>
    <message>
        <source>Engine executable</source>
        <translation>Ausführbare Datei der Engine</translation>
    </message>
    <message>
        <source>Executable, e.g. /usr/games/stockfish</source>
        <translation>Programmdatei, z. B. /usr/games/stockfish</translation>
    </message>
    <message>
        <source>Browse for an engine executable</source>
        <translation>Nach einer Engine-Programmdatei suchen</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>Engine hinzufügen</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>Engine entfernen</translation>
    </message>
    <message>
        <source>Engine for analysis</source>
        <translation>Engine für die Analyse</translation>
    </message>
    <message>
        <source>Engine for auto move</source>
        <translation>Engine für automatische Züge</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Executable:</source>
        <translation>Programmdatei:</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>Analyse-Engine:</translation>
    </message>
    <message>
        <source>Auto move engine:</source>
        <translation>Engine für automatische Züge:</translation>
    </message>
    <message>
        <source>Give the engine a name.</source>
        <translation>Geben Sie der Engine einen Namen.</translation>
    </message>
    <message>
        <source>There is already an engine named “%1”.</source>
        <translation>Es gibt bereits eine Engine namens „%1“.</translation>
    </message>
    <message>
        <source>“%1” is not an executable file.</source>
        <translation>„%1“ ist keine ausführbare Datei.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>xboard (CECP)</source>
        <translation>xboard (CECP)</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>Automatisch erkennen</translation>
    </message>
    <message>
        <source>Find Options</source>
        <translation>Optionen ermitteln</translation>
    </message>
    <message>
        <source>Engine protocol</source>
        <translation>Protokoll der Engine</translation>
    </message>
    <message>
        <source>Find the engine&apos;s protocol and options</source>
        <translation>Protokoll und Optionen der Engine ermitteln</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>Optionen der Engine</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>Externe Engines:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <source>Asking %1 for its protocol and options…</source>
        <translation>%1 wird nach Protokoll und Optionen gefragt…</translation>
    </message>
    <message>
        <source>Choose an Engine</source>
        <translation>Engine auswählen</translation>
    </message>
    <message>
        <source>Select an engine to see its options.</source>
        <translation>Wählen Sie eine Engine, um ihre Optionen zu sehen.</translation>
    </message>
    <message>
        <source>The protocol and options of %1 are not known yet: press Find Options.</source>
        <translation>Protokoll und Optionen von %1 sind noch unbekannt: drücken Sie „Optionen ermitteln“.</translation>
    </message>
    <message numerus="yes">
        <source>%1 speaks %2 and has %n option(s).</source>
        <translation>
            <numerusform>%1 spricht %2 und hat %n Option.</numerusform>
            <numerusform>%1 spricht %2 und hat %n Optionen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ErrorText</name>
    <message>
        <source>The FEN is empty</source>
        <translation>Die FEN ist leer</translation>
    </message>
    <message>
        <source>The FEN has missing fields</source>
        <translation>In der FEN fehlen Felder</translation>
    </message>
    <message>
        <source>The FEN has too many fields: &apos;%1&apos;</source>
        <translation>Die FEN hat zu viele Felder: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The board must have 8 ranks</source>
        <translation>Das Brett muss 8 Reihen haben</translation>
    </message>
    <message>
        <source>A rank has more than 8 squares</source>
        <translation>Eine Reihe hat mehr als 8 Felder</translation>
    </message>
    <message>
        <source>A rank has fewer than 8 squares</source>
        <translation>Eine Reihe hat weniger als 8 Felder</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter or digit</source>
        <translation>&apos;%1&apos; ist weder Figurenbuchstabe noch Ziffer</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>Die Seite am Zug muss &apos;w&apos; oder &apos;b&apos; sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Invalid castling rights: &apos;%1&apos;</source>
        <translation>Ungültige Rochaderechte: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The en-passant field must be &apos;-&apos; or a square, not &apos;%1&apos;</source>
        <translation>Das En-passant-Feld muss &apos;-&apos; oder ein Feld sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The halfmove clock must be a number of at least 0, not &apos;%1&apos;</source>
        <translation>Der Halbzugzähler muss eine Zahl ab 0 sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The move number must be at least 1, not &apos;%1&apos;</source>
        <translation>Die Zugnummer muss mindestens 1 sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>A king is missing</source>
        <translation>Ein König fehlt</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>Weiß hat keinen König</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>Schwarz hat keinen König</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings</source>
        <translation>
            <numerusform>Weiß hat %n König</numerusform>
            <numerusform>Weiß hat %n Könige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings</source>
        <translation>
            <numerusform>Schwarz hat %n König</numerusform>
            <numerusform>Schwarz hat %n Könige</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one king</source>
        <translation>Mehr als ein König</translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank</source>
        <translation>Ein Bauer steht auf der ersten oder letzten Reihe</translation>
    </message>
    <message>
        <source>Pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>Bauer auf %1: Bauern können nicht auf der ersten oder letzten Reihe stehen</translation>
    </message>
    <message>
        <source>The side not to move is in check</source>
        <translation>Die Seite, die nicht am Zug ist, steht im Schach</translation>
    </message>
    <message>
        <source>Impossible check: more than two pieces give check</source>
        <translation>Unmögliches Schach: mehr als zwei Figuren geben Schach</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; without the king and rook on their squares</source>
        <translation>Rochaderecht &apos;%1&apos;, aber König und Turm stehen nicht auf ihren Feldern</translation>
    </message>
    <message>
        <source>No pawn can be captured en passant on %1</source>
        <translation>Auf %1 kann kein Bauer en passant geschlagen werden</translation>
    </message>
    <message>
        <source>An impossible castling right was dropped</source>
        <translation>Ein unmögliches Rochaderecht wurde entfernt</translation>
    </message>
    <message>
        <source>An impossible en-passant square was dropped</source>
        <translation>Ein unmögliches En-passant-Feld wurde entfernt</translation>
    </message>
    <message>
        <source>Missing move counters were filled in</source>
        <translation>Fehlende Zugzähler wurden ergänzt</translation>
    </message>
    <message>
        <source>this is not a move</source>
        <translation>das ist kein Zug</translation>
    </message>
    <message>
        <source>not written in standard notation</source>
        <translation>nicht in Standardnotation geschrieben</translation>
    </message>
    <message>
        <source>no right to castle short</source>
        <translation>kein Recht zur kurzen Rochade</translation>
    </message>
    <message>
        <source>no right to castle long</source>
        <translation>kein Recht zur langen Rochade</translation>
    </message>
    <message>
        <source>you cannot castle out of check</source>
        <translation>aus dem Schach heraus darf nicht rochiert werden</translation>
    </message>
    <message>
        <source>castling is blocked or passes through an attacked square</source>
        <translation>die Rochade ist verstellt oder führt über ein angegriffenes Feld</translation>
    </message>
    <message>
        <source>there is no piece of the side to move on %1</source>
        <translation>auf %1 steht keine Figur der Seite am Zug</translation>
    </message>
    <message>
        <source>the king is not on %1</source>
        <translation>der König steht nicht auf %1</translation>
    </message>
    <message>
        <source>only pawns promote</source>
        <translation>nur Bauern werden umgewandelt</translation>
    </message>
    <message>
        <source>the king cannot reach %1</source>
        <translation>der König kann %1 nicht erreichen</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>der König stünde auf %1 im Schach</translation>
    </message>
    <message>
        <source>%1 is occupied by your own piece</source>
        <translation>auf %1 steht eine eigene Figur</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank promotes</source>
        <translation>nur ein Bauer auf der letzten Reihe wird umgewandelt</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>auf %1 gibt es nichts zu schlagen</translation>
    </message>
    <message>
        <source>no pawn can reach %1</source>
        <translation>kein Bauer kann %1 erreichen</translation>
    </message>
    <message>
        <source>no knight can reach %1</source>
        <translation>kein Springer kann %1 erreichen</translation>
    </message>
    <message>
        <source>no bishop can reach %1</source>
        <translation>kein Läufer kann %1 erreichen</translation>
    </message>
    <message>
        <source>no rook can reach %1</source>
        <translation>kein Turm kann %1 erreichen</translation>
    </message>
    <message>
        <source>no queen can reach %1</source>
        <translation>keine Dame kann %1 erreichen</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>er wehrt das Schach nicht ab</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>der König bliebe im Schach</translation>
    </message>
    <message>
        <source>several moves match</source>
        <translation>mehrere Züge passen</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>Kein Zug: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>Unzulässiger Zug: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1 — %2</source>
        <translation>Unzulässiger Zug: %1 — %2</translation>
    </message>
    <message>
        <source>Ambiguous: %1</source>
        <translation>Mehrdeutig: %1</translation>
    </message>
    <message>
        <source>Ambiguous: %1 or %2?</source>
        <translation>Mehrdeutig: %1 oder %2?</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>unzulässiger Zug</translation>
    </message>
    <message>
        <source>ambiguous move</source>
        <translation>mehrdeutiger Zug</translation>
    </message>
    <message>
        <source>unreadable tag line, skipped</source>
        <translation>unlesbare Tag-Zeile, übersprungen</translation>
    </message>
    <message>
        <source>invalid FEN tag, the moves were skipped</source>
        <translation>ungültiges FEN-Tag, die Züge wurden übersprungen</translation>
    </message>
    <message>
        <source>unsupported chess variant, the game was skipped</source>
        <translation>nicht unterstützte Schachvariante, die Partie wurde übersprungen</translation>
    </message>
    <message>
        <source>a comment is not closed</source>
        <translation>ein Kommentar ist nicht geschlossen</translation>
    </message>
    <message>
        <source>unexpected text</source>
        <translation>unerwarteter Text</translation>
    </message>
    <message>
        <source>a variation is not closed</source>
        <translation>eine Variante ist nicht geschlossen</translation>
    </message>
    <message>
        <source>null move while in check</source>
        <translation>Nullzug im Schach</translation>
    </message>
    <message>
        <source>%1 — could be %2 or %3</source>
        <translation>%1 — möglich sind %2 oder %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>%1: game %2: %3</source>
        <translation>%1: Partie %2: %3</translation>
    </message>
    <message>
        <source>%1: game %2, move %3: %4</source>
        <translation>%1: Partie %2, Zug %3: %4</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move</source>
        <translation>Schwarz steht im Schach, aber Weiß ist am Zug</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move</source>
        <translation>Weiß steht im Schach, aber Schwarz ist am Zug</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ExchangeActions</name>
    <message>
        <source>Writing the SCID database…</source>
        <translation>Die SCID-Datenbank wird geschrieben…</translation>
    </message>
    <message>
        <source>The SCID database was not written: %1</source>
        <translation>Die SCID-Datenbank wurde nicht geschrieben: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n game(s) to the SCID database; %1 not written, %2 changed.</source>
        <translation>
            <numerusform>%n Partie in die SCID-Datenbank geschrieben; %1 nicht geschrieben, %2 geändert.</numerusform>
            <numerusform>%n Partien in die SCID-Datenbank geschrieben; %1 nicht geschrieben, %2 geändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as SCID Database</source>
        <translation>Als SCID-Datenbank speichern</translation>
    </message>
    <message>
        <source>The databases were not merged: %1</source>
        <translation>Die Datenbanken wurden nicht zusammengeführt: %1</translation>
    </message>
    <message numerus="yes">
        <source>Merged %n game(s); %1 duplicates dropped.</source>
        <translation>
            <numerusform>%n Partie zusammengeführt; %1 Duplikate weggelassen.</numerusform>
            <numerusform>%n Partien zusammengeführt; %1 Duplikate weggelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Datenbanken zusammenführen</translation>
    </message>
    <message>
        <source>Open a database and wait until its games are listed.</source>
        <translation>Öffnen Sie eine Datenbank und warten Sie, bis ihre Partien aufgelistet sind.</translation>
    </message>
    <message>
        <source>SCID databases (*.si4)</source>
        <translation>SCID-Datenbanken (*.si4)</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>Abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>Datenbanken</translation>
    </message>
    <message>
        <source>&amp;Merge Databases…</source>
        <translation>Datenbanken zusammen&amp;führen…</translation>
    </message>
    <message>
        <source>Save as SC&amp;ID Database…</source>
        <translation>Als SCID-Datenbank spei&amp;chern…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FileActions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The current game has unsaved changes. Save them first?</source>
        <translation>Die aktuelle Partie hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>PGN-Datei öffnen</translation>
    </message>
    <message>
        <source>%1 holds %2 games; showing the first.</source>
        <translation>%1 enthält %2 Partien; die erste wird angezeigt.</translation>
    </message>
    <message>
        <source>%1 holds several games; showing the first.</source>
        <translation>%1 enthält mehrere Partien; die erste wird angezeigt.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (und %n weiterer)</numerusform>
            <numerusform> (und %n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was read up to an error: %1%2</source>
        <translation>Die Partie wurde bis zu einem Fehler gelesen: %1%2</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN kopiert</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN kopiert</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>Partie eingefügt</translation>
    </message>
    <message>
        <source>New to Kibitz? The sample games are famous games to step through, search and analyse.</source>
        <translation>Neu bei Kibitz? Die Beispielpartien sind berühmte Partien zum Nachspielen, Durchsuchen und Analysieren.</translation>
    </message>
    <message>
        <source>Open Sample Games</source>
        <translation>Beispielpartien öffnen</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Datenbanken (*.pgn *.si4 *.cbh);;PGN-Dateien (*.pgn);;SCID-Datenbanken (*.si4);;ChessBase-Datenbanken (*.cbh);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FinishedGamesModel</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Wie sie endete</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameAnnotator</name>
    <message>
        <source>A&amp;nnotate Game…</source>
        <translation>Partie ko&amp;mmentieren…</translation>
    </message>
    <message>
        <source>Evaluates every move with an engine and marks inaccuracies, mistakes and blunders</source>
        <translation>Bewertet jeden Zug mit einer Engine und markiert Ungenauigkeiten, Fehler und grobe Fehler</translation>
    </message>
    <message>
        <source>Annotating…</source>
        <translation>Kommentiere…</translation>
    </message>
    <message>
        <source>Annotation progress</source>
        <translation>Fortschritt der Kommentierung</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stops the annotation; the moves evaluated so far are annotated (one Undo removes them)</source>
        <translation>Beendet die Kommentierung; die bis dahin bewerteten Züge werden kommentiert (ein Rückgängig entfernt sie)</translation>
    </message>
    <message>
        <source>The game has no moves to annotate.</source>
        <translation>Die Partie hat keine Züge zum Kommentieren.</translation>
    </message>
    <message>
        <source>The engine %1 is no longer configured (Settings › Engines).</source>
        <translation>Die Engine %1 ist nicht mehr eingerichtet (Einstellungen › Engines).</translation>
    </message>
    <message>
        <source>%1 of %2 positions evaluated</source>
        <translation>%1 von %2 Stellungen bewertet</translation>
    </message>
    <message>
        <source>The annotation was not written: %1.</source>
        <translation>Die Kommentierung wurde nicht eingetragen: %1.</translation>
    </message>
    <message>
        <source>Annotate game</source>
        <translation>Partie kommentieren</translation>
    </message>
    <message>
        <source>%1 The moves evaluated before were annotated.</source>
        <translation>%1 Die zuvor bewerteten Züge wurden kommentiert.</translation>
    </message>
    <message>
        <source>Annotation cancelled; the moves evaluated so far were annotated.</source>
        <translation>Kommentierung abgebrochen; die bis dahin bewerteten Züge wurden kommentiert.</translation>
    </message>
    <message>
        <source>Annotation cancelled before any move was evaluated.</source>
        <translation>Kommentierung abgebrochen, bevor ein Zug bewertet war.</translation>
    </message>
    <message>
        <source>Annotated: %1 moves marked, %2 better lines added.</source>
        <translation>Kommentiert: %1 Züge markiert, %2 bessere Varianten hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckModel</name>
    <message>
        <source>player left</source>
        <translation>Spieler wich ab</translation>
    </message>
    <message>
        <source>opponent left</source>
        <translation>Gegner wich ab</translation>
    </message>
    <message>
        <source>in book</source>
        <translation>im Buch</translation>
    </message>
    <message>
        <source>not in repertoire</source>
        <translation>nicht im Repertoire</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Left the repertoire</source>
        <translation>Repertoire verlassen</translation>
    </message>
    <message>
        <source>Move played</source>
        <translation>Gespielter Zug</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckPanel</name>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Zuerst den Namen des Spielers eingeben.</translation>
    </message>
    <message>
        <source>Checking the games in %1…</source>
        <translation>Die Partien in %1 werden geprüft…</translation>
    </message>
    <message>
        <source>%1: %2 games. The player left the repertoire in %3, the opponent in %4; in book to the end: %5.</source>
        <translation>%1: %2 Partien. Der Spieler verließ das Repertoire in %3, der Gegner in %4; bis zum Ende im Buch: %5.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Name as in the games; several spellings separated by ;</source>
        <translation>Name wie in den Partien; mehrere Schreibweisen durch ; getrennt</translation>
    </message>
    <message>
        <source>Check My Games</source>
        <translation>Meine Partien prüfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Double-click a row to open the game at that move on the main board</source>
        <translation>Doppelklick auf eine Zeile öffnet die Partie bei diesem Zug auf dem Hauptbrett</translation>
    </message>
    <message>
        <source>Where the player&apos;s games in the current database left the repertoire, and who left it.</source>
        <translation>Wo die Partien des Spielers in der aktuellen Datenbank das Repertoire verließen, und wer es verließ.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameColumns</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Elo Weiß</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Elo Schwarz</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Halbzüge</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameController</name>
    <message>
        <source>Replace continuation with %1</source>
        <translation>Fortsetzung durch %1 ersetzen</translation>
    </message>
    <message>
        <source>New variation %1</source>
        <translation>Neue Variante %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Annotate move</source>
        <translation>Zug bewerten</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Bewertungszeichen entfernen</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante aufwerten</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Züge ab hier löschen</translation>
    </message>
    <message>
        <source>Edit game information</source>
        <translation>Partiedaten bearbeiten</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 contains no games.</source>
        <translation>%1 enthält keine Partien.</translation>
    </message>
    <message>
        <source>Game %1 of %2 could not be read.</source>
        <translation>Partie %1 aus %2 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The clipboard is empty.</source>
        <translation>Die Zwischenablage ist leer.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>Keine gültige FEN: %1</translation>
    </message>
    <message>
        <source>The clipboard holds neither a PGN game nor a FEN.</source>
        <translation>Die Zwischenablage enthält weder eine PGN-Partie noch eine FEN.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameGraphView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>No evaluations in this game. Game › Annotate Game… adds them.</source>
        <translation>Diese Partie hat keine Bewertungen. Partie › Partie kommentieren… fügt sie hinzu.</translation>
    </message>
    <message>
        <source>No clock times ([%clk]) in this game.</source>
        <translation>Diese Partie hat keine Uhrzeiten ([%clk]).</translation>
    </message>
    <message>
        <source>No times per move ([%emt], or clock times with a time control) in this game.</source>
        <translation>Diese Partie hat keine Zeiten pro Zug ([%emt] oder Uhrzeiten mit Bedenkzeitregel).</translation>
    </message>
    <message>
        <source>(inaccuracy)</source>
        <translation>(Ungenauigkeit)</translation>
    </message>
    <message>
        <source>(mistake)</source>
        <translation>(Fehler)</translation>
    </message>
    <message>
        <source>(blunder)</source>
        <translation>(grober Fehler)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 übrig</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>%1 verbraucht</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameHeaderStrip</name>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Aufgebaute Stellung</translation>
    </message>
    <message>
        <source>Game information</source>
        <translation>Partiedaten</translation>
    </message>
    <message>
        <source>Players and result</source>
        <translation>Spieler und Ergebnis</translation>
    </message>
    <message>
        <source>Event, site, round and date</source>
        <translation>Turnier, Ort, Runde und Datum</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListModel</name>
    <message>
        <source>Game %1 has errors in its headers or moves</source>
        <translation>Partie %1 hat Fehler in den Kopfdaten oder Zügen</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListPanel</name>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Partien</translation>
    </message>
    <message>
        <source>Opened from the index cache.</source>
        <translation>Aus dem Index-Zwischenspeicher geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have errors (hover a row for details).</source>
        <translation>
            <numerusform>%n Partie enthält Fehler (Details beim Überfahren einer Zeile).</numerusform>
            <numerusform>%n Partien enthalten Fehler (Details beim Überfahren einer Zeile).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading cancelled: only the first %Ln game(s) are listed.</source>
        <translation>
            <numerusform>Laden abgebrochen: nur die erste %Ln Partie ist aufgeführt.</numerusform>
            <numerusform>Laden abgebrochen: nur die ersten %Ln Partien sind aufgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The index could not be cached (%1); the next opening will index the file again.</source>
        <translation>Der Index konnte nicht zwischengespeichert werden (%1); beim nächsten Öffnen wird die Datei neu indiziert.</translation>
    </message>
    <message>
        <source>Games — %1</source>
        <translation>Partien — %1</translation>
    </message>
    <message>
        <source>%1 games so far…</source>
        <translation>Bisher %1 Partien…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Filter by player, event, ECO or year</source>
        <translation>Nach Spieler, Turnier, ECO oder Jahr filtern</translation>
    </message>
    <message>
        <source>Case-insensitive; several words must all match</source>
        <translation>Groß-/Kleinschreibung egal; mehrere Wörter müssen alle passen</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Partien filtern</translation>
    </message>
    <message>
        <source>Enter or a double click opens the selected game</source>
        <translation>Eingabetaste oder Doppelklick öffnet die gewählte Partie</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Anzahl der Partien</translation>
    </message>
    <message>
        <source>Loading status</source>
        <translation>Ladezustand</translation>
    </message>
    <message>
        <source>Indexing… %p%</source>
        <translation>Indizierung… %p%</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Fortschritt der Indizierung</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Search by players, ratings, dates, result, ECO, position or material</source>
        <translation>Suche nach Spielern, Wertungen, Daten, Ergebnis, ECO, Stellung oder Material</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Shows every game of the file again</source>
        <translation>Zeigt wieder alle Partien der Datei</translation>
    </message>
    <message>
        <source>Sorting and filtering…</source>
        <translation>Sortieren und Filtern…</translation>
    </message>
    <message>
        <source>Default Columns</source>
        <translation>Standardspalten</translation>
    </message>
    <message>
        <source>Read-only: games are copied out of it, not saved into it.</source>
        <translation>Schreibgeschützt: Partien werden aus ihr kopiert, nicht in sie gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the database could not be read completely (hover here for details).</source>
        <translation>
            <numerusform>%n Partie der Datenbank konnte nicht vollständig gelesen werden (Details beim Darüberfahren).</numerusform>
            <numerusform>%n Partien der Datenbank konnten nicht vollständig gelesen werden (Details beim Darüberfahren).</numerusform>
        </translation>
    </message>
    <message>
        <source>The index cache was damaged: the file was indexed again.</source>
        <translation>Der Index-Zwischenspeicher war beschädigt: Die Datei wurde neu indiziert.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameLocation</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameSaver</name>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 already contains %n game(s).</source>
        <translation>
            <numerusform>%1 enthält bereits %n Partie.</numerusform>
            <numerusform>%1 enthält bereits %n Partien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Append as New Game</source>
        <translation>Als neue Partie anhängen</translation>
    </message>
    <message>
        <source>Replace This Game</source>
        <translation>Diese Partie ersetzen</translation>
    </message>
    <message>
        <source>Game appended to %1</source>
        <translation>Partie an %1 angehängt</translation>
    </message>
    <message>
        <source>Game replaced in %1</source>
        <translation>Partie in %1 ersetzt</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>%1 already contains several games.</source>
        <translation>%1 enthält bereits mehrere Partien.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the game was read, so the game was not replaced (nothing was written).</source>
        <translation>%1 wurde seit dem Lesen der Partie von einem anderen Programm geändert, daher wurde die Partie nicht ersetzt (nichts wurde geschrieben).</translation>
    </message>
    <message>
        <source>&amp;Reload and Retry</source>
        <translation>&amp;Neu laden und wiederholen</translation>
    </message>
    <message>
        <source>Finds the game in the file as it is now and replaces it there</source>
        <translation>Sucht die Partie in der Datei, wie sie jetzt ist, und ersetzt sie dort</translation>
    </message>
    <message>
        <source>&amp;Append as New Game</source>
        <translation>Als neue Partie &amp;anhängen</translation>
    </message>
    <message>
        <source>Save to Another &amp;File…</source>
        <translation>In andere &amp;Datei speichern…</translation>
    </message>
    <message>
        <source>The game is no longer in %1 as it was read (another program changed or removed it there), so there is nothing to replace. Append it as a new game, or save it to another file.</source>
        <translation>Die Partie ist nicht mehr so in %1, wie sie gelesen wurde (ein anderes Programm hat sie dort geändert oder entfernt), es gibt also nichts zu ersetzen. Hängen Sie sie als neue Partie an oder speichern Sie sie in einer anderen Datei.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GraphDock</name>
    <message>
        <source>Game Graphs</source>
        <translation>Partiegrafiken</translation>
    </message>
    <message>
        <source>Game &amp;Graphs</source>
        <translation>Partie&amp;grafiken</translation>
    </message>
    <message>
        <source>Show the evaluation and clock graphs of the game (Ctrl+Shift+G)</source>
        <translation>Die Bewertungs- und Uhrgrafiken der Partie zeigen (Strg+Umschalt+G)</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Time per Move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsgrafik</translation>
    </message>
    <message>
        <source>Clock graph</source>
        <translation>Uhrgrafik</translation>
    </message>
    <message>
        <source>Time per move graph</source>
        <translation>Grafik der Zeit pro Zug</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::IndexLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>its games could not be converted: %1</source>
        <translation>ihre Partien konnten nicht umgewandelt werden: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LanguageManager</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Choose the language of the user interface</source>
        <translation>Sprache der Benutzeroberfläche wählen</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LiveBoard</name>
    <message>
        <source>Round %1.%2 · game %3</source>
        <translation>Runde %1.%2 · Partie %3</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Engine is thinking</source>
        <translation>Die Engine rechnet</translation>
    </message>
    <message>
        <source>Keyboard on the board: arrows move the cursor, Enter or Space picks up and drops, Esc gives the arrows back to the game</source>
        <translation>Tastatur auf dem Brett: Pfeiltasten bewegen den Cursor, Eingabe oder Leertaste nimmt auf und setzt ab, Esc gibt die Pfeiltasten an die Partie zurück</translation>
    </message>
    <message>
        <source>Engine is thinking…</source>
        <translation>Die Engine rechnet…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Not a valid position: %1</source>
        <translation>Keine gültige Stellung: %1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Über Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A PGN database and analysis tool.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Eine PGN-Datenbank und ein Analysewerkzeug.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Describe &amp;Position</source>
        <translation>&amp;Stellung beschreiben</translation>
    </message>
    <message>
        <source>Lists the pieces of both sides (spoken when speech output is available)</source>
        <translation>Zählt die Figuren beider Seiten auf (gesprochen, wenn Sprachausgabe verfügbar ist)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Sprachausgabe</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Partiestatus</translation>
    </message>
    <message>
        <source>Puts the keyboard focus into the move entry (Ctrl+L)</source>
        <translation>Setzt den Tastaturfokus in die Zugeingabe (Strg+L)</translation>
    </message>
    <message>
        <source>Type a &amp;Move</source>
        <translation>Zug &amp;eingeben</translation>
    </message>
    <message>
        <source>Opening table not changed: %1</source>
        <translation>Eröffnungstabelle nicht geändert: %1</translation>
    </message>
    <message numerus="yes">
        <source>The opening table was loaded without %n line(s) it could not read.</source>
        <translation>
            <numerusform>Die Eröffnungstabelle wurde ohne %n unlesbare Zeile geladen.</numerusform>
            <numerusform>Die Eröffnungstabelle wurde ohne %n unlesbare Zeilen geladen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <source>Book and Tablebases</source>
        <translation>Buch und Endspieldatenbanken</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Feld markieren</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Pfeil zeichnen</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (und %n weitere)</numerusform>
            <numerusform> (und %n weitere)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %n files, each in its own tab of the game list.</source>
        <translation>
            <numerusform>%n Datei geöffnet, jede in einem eigenen Reiter der Partieliste.</numerusform>
            <numerusform>%n Dateien geöffnet, jede in einem eigenen Reiter der Partieliste.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MergeDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Datenbanken zusammenführen</translation>
    </message>
    <message>
        <source>Databases to merge</source>
        <translation>Zusammenzuführende Datenbanken</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Merged database</source>
        <translation>Zusammengeführte Datenbank</translation>
    </message>
    <message>
        <source>merged.pgn, or a SCID database (.si4)</source>
        <translation>zusammen.pgn oder eine SCID-Datenbank (.si4)</translation>
    </message>
    <message>
        <source>Keep every game</source>
        <translation>Alle Partien behalten</translation>
    </message>
    <message>
        <source>Drop games with the same moves</source>
        <translation>Partien mit denselben Zügen weglassen</translation>
    </message>
    <message>
        <source>Drop games with the same moves, players and date</source>
        <translation>Partien mit denselben Zügen, Spielern und Datum weglassen</translation>
    </message>
    <message>
        <source>&amp;Databases, in order:</source>
        <translation>&amp;Datenbanken, in Reihenfolge:</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>&amp;Schreiben nach:</translation>
    </message>
    <message>
        <source>D&amp;uplicates:</source>
        <translation>D&amp;uplikate:</translation>
    </message>
    <message>
        <source>Databases to Merge</source>
        <translation>Zusammenzuführende Datenbanken</translation>
    </message>
    <message>
        <source>Merged Database</source>
        <translation>Zusammengeführte Datenbank</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;SCID databases (*.si4)</source>
        <translation>PGN-Dateien (*.pgn);;SCID-Datenbanken (*.si4)</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Datenbanken (*.pgn *.si4 *.cbh);;PGN-Dateien (*.pgn);;SCID-Datenbanken (*.si4);;ChessBase-Datenbanken (*.cbh);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MoveAnnouncer</name>
    <message>
        <source>Null move</source>
        <translation>Nullzug</translation>
    </message>
    <message>
        <source>Short castling</source>
        <translation>Kurze Rochade</translation>
    </message>
    <message>
        <source>Long castling</source>
        <translation>Lange Rochade</translation>
    </message>
    <message>
        <source>Pawn takes %1 en passant</source>
        <translation>Bauer schlägt auf %1 en passant</translation>
    </message>
    <message>
        <source>Pawn takes %1</source>
        <translation>Bauer schlägt auf %1</translation>
    </message>
    <message>
        <source>Pawn to %1</source>
        <translation>Bauer nach %1</translation>
    </message>
    <message>
        <source>Knight takes %1</source>
        <translation>Springer schlägt auf %1</translation>
    </message>
    <message>
        <source>Knight to %1</source>
        <translation>Springer nach %1</translation>
    </message>
    <message>
        <source>Bishop takes %1</source>
        <translation>Läufer schlägt auf %1</translation>
    </message>
    <message>
        <source>Bishop to %1</source>
        <translation>Läufer nach %1</translation>
    </message>
    <message>
        <source>Rook takes %1</source>
        <translation>Turm schlägt auf %1</translation>
    </message>
    <message>
        <source>Rook to %1</source>
        <translation>Turm nach %1</translation>
    </message>
    <message>
        <source>Queen takes %1</source>
        <translation>Dame schlägt auf %1</translation>
    </message>
    <message>
        <source>Queen to %1</source>
        <translation>Dame nach %1</translation>
    </message>
    <message>
        <source>King takes %1</source>
        <translation>König schlägt auf %1</translation>
    </message>
    <message>
        <source>King to %1</source>
        <translation>König nach %1</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, schachmatt</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, patt</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, Schach</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>Schachmatt. Weiß gewinnt.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>Schachmatt. Schwarz gewinnt.</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>Patt. Remis.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Remis wegen ungenügenden Materials.</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule.</source>
        <translation>Remis nach der 75-Züge-Regel.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Remis durch fünfmalige Stellungswiederholung.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Weiß gewinnt</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Schwarz gewinnt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partie läuft</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>King %1</source>
        <translation>König %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>Dame %1</translation>
    </message>
    <message>
        <source>Queens %1</source>
        <translation>Damen %1</translation>
    </message>
    <message>
        <source>Rook %1</source>
        <translation>Turm %1</translation>
    </message>
    <message>
        <source>Rooks %1</source>
        <translation>Türme %1</translation>
    </message>
    <message>
        <source>Bishop %1</source>
        <translation>Läufer %1</translation>
    </message>
    <message>
        <source>Bishops %1</source>
        <translation>Läufer %1</translation>
    </message>
    <message>
        <source>Knight %1</source>
        <translation>Springer %1</translation>
    </message>
    <message>
        <source>Knights %1</source>
        <translation>Springer %1</translation>
    </message>
    <message>
        <source>Pawn %1</source>
        <translation>Bauer %1</translation>
    </message>
    <message>
        <source>Pawns %1</source>
        <translation>Bauern %1</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Weiß: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Schwarz: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Weiß am Zug.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Schwarz am Zug.</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to queen</source>
        <translation>Bauer schlägt auf %1 und wird zur Dame</translation>
    </message>
    <message>
        <source>%1 promotes to queen</source>
        <translation>%1, Umwandlung in eine Dame</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to rook</source>
        <translation>Bauer schlägt auf %1 und wird zum Turm</translation>
    </message>
    <message>
        <source>%1 promotes to rook</source>
        <translation>%1, Umwandlung in einen Turm</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to bishop</source>
        <translation>Bauer schlägt auf %1 und wird zum Läufer</translation>
    </message>
    <message>
        <source>%1 promotes to bishop</source>
        <translation>%1, Umwandlung in einen Läufer</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to knight</source>
        <translation>Bauer schlägt auf %1 und wird zum Springer</translation>
    </message>
    <message>
        <source>%1 promotes to knight</source>
        <translation>%1, Umwandlung in einen Springer</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Nag</name>
    <message>
        <source>Good move</source>
        <translation>Guter Zug</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Brillanter Zug</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Interessanter Zug</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Zweifelhafter Zug</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Einziger Zug</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Ausgeglichene Stellung</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Unklare Stellung</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Weiß steht etwas besser</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Schwarz steht etwas besser</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Weiß steht besser</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Schwarz steht besser</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Weiß steht auf Gewinn</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Schwarz steht auf Gewinn</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Neuerung</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NavigationBar</name>
    <message>
        <source>First move (Home)</source>
        <translation>Erster Zug (Pos1)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Vorheriger Zug (Links)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Nächster Zug (Rechts)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Letzter Zug (Ende)</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <source>Game navigation</source>
        <translation>Navigation in der Partie</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NotationView</name>
    <message>
        <source>Add comment after move…</source>
        <translation>Kommentar nach dem Zug hinzufügen…</translation>
    </message>
    <message>
        <source>Edit comment after move…</source>
        <translation>Kommentar nach dem Zug bearbeiten…</translation>
    </message>
    <message>
        <source>Add game comment…</source>
        <translation>Partiekommentar hinzufügen…</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>Partiekommentar bearbeiten…</translation>
    </message>
    <message>
        <source>Add comment before move…</source>
        <translation>Kommentar vor dem Zug hinzufügen…</translation>
    </message>
    <message>
        <source>Edit comment before move…</source>
        <translation>Kommentar vor dem Zug bearbeiten…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Bewertungszeichen</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Bewertungszeichen entfernen</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante aufwerten</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Züge ab hier löschen</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Figurinen-Notation</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Partiekommentar</translation>
    </message>
    <message>
        <source>Comment before move</source>
        <translation>Kommentar vor dem Zug</translation>
    </message>
    <message>
        <source>Comment after move</source>
        <translation>Kommentar nach dem Zug</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Kommentar:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>(game ends)</source>
        <translation>(Partie endet)</translation>
    </message>
    <message>
        <source>A click or Enter plays %1</source>
        <translation>Klick oder Eingabetaste spielt %1</translation>
    </message>
    <message>
        <source>Share of the position&apos;s games that played the move</source>
        <translation>Anteil der Partien dieser Stellung mit diesem Zug</translation>
    </message>
    <message>
        <source>Score of the side to move (a draw counts half)</source>
        <translation>Ergebnis der Seite am Zug (Remis zählt halb)</translation>
    </message>
    <message>
        <source>White wins, of the games with a result</source>
        <translation>Weißsiege unter den Partien mit Ergebnis</translation>
    </message>
    <message>
        <source>Draws, of the games with a result</source>
        <translation>Remis unter den Partien mit Ergebnis</translation>
    </message>
    <message>
        <source>Black wins, of the games with a result</source>
        <translation>Schwarzsiege unter den Partien mit Ergebnis</translation>
    </message>
    <message>
        <source>Average rating of the player who made the move</source>
        <translation>Durchschnittliche Wertung des Spielers, der den Zug spielte</translation>
    </message>
    <message>
        <source>Rating performance of the player who made the move</source>
        <translation>Turnierleistung des Spielers, der den Zug spielte</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Avg Elo</source>
        <translation>Ø Elo</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PanelLayout</name>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Layout</translation>
    </message>
    <message>
        <source>&amp;Play/Analyse</source>
        <translation>&amp;Spielen/Analysieren</translation>
    </message>
    <message>
        <source>The move list and the analysis beside the board</source>
        <translation>Die Zugliste und die Analyse neben dem Brett</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Datenbank</translation>
    </message>
    <message>
        <source>The game list under the move list and the opening tree</source>
        <translation>Die Partieliste unter der Zugliste und dem Eröffnungsbaum</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Every panel back in its place, the side panels closed</source>
        <translation>Jeder Bereich wieder an seinem Platz, die seitlichen Bereiche geschlossen</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ParticipantsModel</name>
    <message>
        <source>(built in)</source>
        <translation>(eingebaut)</translation>
    </message>
    <message>
        <source>Every engine needs a name of its own.</source>
        <translation>Jede Engine braucht einen eigenen Namen.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Buch</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Buchzüge</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceMoveEditor</name>
    <message>
        <source>moves or captures</source>
        <translation>zieht oder schlägt</translation>
    </message>
    <message>
        <source>moves only</source>
        <translation>zieht nur</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>schlägt nur</translation>
    </message>
    <message>
        <source>slide (arrow: on to the board&apos;s edge)</source>
        <translation>Gleitzug (Pfeil: bis zum Brettrand)</translation>
    </message>
    <message>
        <source>slide, moves only</source>
        <translation>Gleitzug, zieht nur</translation>
    </message>
    <message>
        <source>i: only from the start square; n: lame leap (blocked by a piece in between)</source>
        <translation>i: nur vom Startfeld; n: lahmer Sprung (von einer Figur dazwischen blockiert)</translation>
    </message>
    <message>
        <source>No slide passes through that square.</source>
        <translation>Durch dieses Feld führt kein Gleitzug.</translation>
    </message>
    <message>
        <source>No Betza atom leaps that far (at most 3 squares each way); use a slide.</source>
        <translation>Kein Betza-Atom springt so weit (höchstens 3 Felder je Richtung); nimm einen Gleitzug.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Nicht übernommen: %1</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Keine Züge</translation>
    </message>
    <message>
        <source>Moves in Betza notation: %1</source>
        <translation>Züge in Betza-Notation: %1</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>Ein Klick setzt:</translation>
    </message>
    <message>
        <source>Lea&amp;p</source>
        <translation>S&amp;prung</translation>
    </message>
    <message>
        <source>A click on a square lets the piece jump there</source>
        <translation>Ein Klick auf ein Feld lässt die Figur dorthin springen</translation>
    </message>
    <message>
        <source>Sl&amp;ide</source>
        <translation>Gl&amp;eiten</translation>
    </message>
    <message>
        <source>A click on a square lets the piece slide in that step until blocked (Shift+click does this with either tool)</source>
        <translation>Ein Klick auf ein Feld lässt die Figur in diesem Schritt gleiten, bis sie blockiert wird (Umschalt+Klick tut das mit beiden Werkzeugen)</translation>
    </message>
    <message>
        <source>Slide ran&amp;ge:</source>
        <translation>G&amp;leitweite:</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> Felder</translation>
    </message>
    <message>
        <source>How many steps a new slide may take</source>
        <translation>Wie viele Schritte ein neuer Gleitzug machen darf</translation>
    </message>
    <message>
        <source>Slide range</source>
        <translation>Gleitweite</translation>
    </message>
    <message>
        <source>Applies &amp;when:</source>
        <translation>Gil&amp;t bei:</translation>
    </message>
    <message>
        <source>Moving or capturing</source>
        <translation>Ziehen oder Schlagen</translation>
    </message>
    <message>
        <source>Only moving (m)</source>
        <translation>Nur Ziehen (m)</translation>
    </message>
    <message>
        <source>Only capturing (c)</source>
        <translation>Nur Schlagen (c)</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>Gilt bei</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>S&amp;ymmetrie:</translation>
    </message>
    <message>
        <source>All eight directions</source>
        <translation>Alle acht Richtungen</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>Links und rechts</translation>
    </message>
    <message>
        <source>Forward and backward</source>
        <translation>Vorwärts und rückwärts</translation>
    </message>
    <message>
        <source>Both mirrors (four ways)</source>
        <translation>Beide Spiegelungen (vierfach)</translation>
    </message>
    <message>
        <source>None (this square only)</source>
        <translation>Keine (nur dieses Feld)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symmetrie</translation>
    </message>
    <message>
        <source>Only from the start s&amp;quare (i)</source>
        <translation>N&amp;ur vom Startfeld (i)</translation>
    </message>
    <message>
        <source>New moves are allowed only from a square where this piece stands in the start position</source>
        <translation>Neue Züge sind nur von einem Feld erlaubt, auf dem diese Figur in der Ausgangsstellung steht</translation>
    </message>
    <message>
        <source>&amp;Betza:</source>
        <translation>&amp;Betza:</translation>
    </message>
    <message>
        <source>Moves in Betza notation</source>
        <translation>Züge in Betza-Notation</translation>
    </message>
    <message>
        <source>Betza error</source>
        <translation>Betza-Fehler</translation>
    </message>
    <message>
        <source>Type the moves in Betza notation (e.g. N, fmWfcF, QN); the grid follows</source>
        <translation>Züge in Betza-Notation eingeben (z. B. N, fmWfcF, QN); das Raster folgt</translation>
    </message>
    <message>
        <source>Clear Moves</source>
        <translation>Züge löschen</translation>
    </message>
    <message>
        <source>Move grid</source>
        <translation>Zugraster</translation>
    </message>
    <message>
        <source>Click a square: leap there. Shift+click: slide along that step. Arrow keys and Space (Shift+Space) do the same.</source>
        <translation>Klick auf ein Feld: Sprung dorthin. Umschalt+Klick: Gleitzug in diesem Schritt. Pfeiltasten und Leertaste (Umschalt+Leertaste) tun dasselbe.</translation>
    </message>
    <message>
        <source>The piece is in the centre, forward is up. Click a square to add or remove a leap there; Shift+click (or the Slide tool) to add or remove a slide along that step.</source>
        <translation>Die Figur steht in der Mitte, vorwärts ist oben. Ein Klick auf ein Feld setzt oder entfernt einen Sprung dorthin; Umschalt+Klick (oder das Werkzeug Gleiten) einen Gleitzug in diesem Schritt.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>Figurenpalette</translation>
    </message>
    <message>
        <source>Click a piece, then click squares to place it; or drag it onto the board</source>
        <translation>Eine Figur anklicken, dann Felder anklicken, um sie zu setzen; oder auf das Brett ziehen</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePicture</name>
    <message>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Letter in a circle</source>
        <translation>Buchstabe im Kreis</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceSet</name>
    <message>
        <source>Kibitz (Staunton)</source>
        <translation>Kibitz (Staunton)</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Flach</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PromotionPopup</name>
    <message>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <source>Choose the piece to promote to: queen, rook, bishop or knight. Escape cancels.</source>
        <translation>Wählen Sie die Umwandlungsfigur: Dame, Turm, Läufer oder Springer. Esc bricht ab.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireDocument</name>
    <message>
        <source>The repertoire was read with problems:
%1</source>
        <translation>Das Repertoire wurde mit Problemen gelesen:
%1</translation>
    </message>
    <message>
        <source>Cards: %1 added, %2 removed (their history is kept).</source>
        <translation>Karten: %1 hinzugefügt, %2 entfernt (ihr Verlauf bleibt erhalten).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireModel</name>
    <message>
        <source>Starting position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>jetzt fällig</translation>
    </message>
    <message>
        <source>due %1</source>
        <translation>fällig %1</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>main</source>
        <translation>Hauptzug</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>Alternative</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireWindow</name>
    <message numerus="yes">
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>%n Partie einfügen</numerusform>
            <numerusform>%n Partien einfügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the filter merged.</source>
        <translation>
            <numerusform>%n Partie des Filters eingefügt.</numerusform>
            <numerusform>%n Partien des Filters eingefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(nicht gespeichert)</translation>
    </message>
    <message>
        <source> — modified</source>
        <translation> — geändert</translation>
    </message>
    <message>
        <source>Repertoire Training — %1</source>
        <translation>Repertoire-Training — %1</translation>
    </message>
    <message>
        <source>New for White</source>
        <translation>Neu für Weiß</translation>
    </message>
    <message>
        <source>New for Black</source>
        <translation>Neu für Schwarz</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Abdeckung</translation>
    </message>
    <message>
        <source>My Games</source>
        <translation>Meine Partien</translation>
    </message>
    <message>
        <source>Add Board Line</source>
        <translation>Brettvariante hinzufügen</translation>
    </message>
    <message>
        <source>Adds the moves from the start to the position on the main board</source>
        <translation>Fügt die Züge vom Anfang bis zur Stellung auf dem Hauptbrett hinzu</translation>
    </message>
    <message>
        <source>Merge Current Game</source>
        <translation>Aktuelle Partie einfügen</translation>
    </message>
    <message>
        <source>Merge Filter Games</source>
        <translation>Gefilterte Partien einfügen</translation>
    </message>
    <message>
        <source>Merges every game the game list shows</source>
        <translation>Fügt jede Partie ein, die die Partieliste zeigt</translation>
    </message>
    <message>
        <source>Up to plies:</source>
        <translation>Bis Halbzug:</translation>
    </message>
    <message>
        <source>Make Main</source>
        <translation>Zum Hauptzug</translation>
    </message>
    <message>
        <source>Make Alternative</source>
        <translation>Zur Alternative</translation>
    </message>
    <message>
        <source>Delete Branch</source>
        <translation>Zweig löschen</translation>
    </message>
    <message>
        <source>Unsaved Repertoire</source>
        <translation>Ungespeichertes Repertoire</translation>
    </message>
    <message>
        <source>The repertoire has unsaved changes. Save them first?</source>
        <translation>Das Repertoire hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>A new repertoire for White: add lines, then save it.</source>
        <translation>Ein neues Repertoire für Weiß: Varianten hinzufügen, dann speichern.</translation>
    </message>
    <message>
        <source>A new repertoire for Black: add lines, then save it.</source>
        <translation>Ein neues Repertoire für Schwarz: Varianten hinzufügen, dann speichern.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>Repertoire öffnen</translation>
    </message>
    <message>
        <source>The repertoire was not opened: %1</source>
        <translation>Das Repertoire wurde nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <source>Save Repertoire</source>
        <translation>Repertoire speichern</translation>
    </message>
    <message>
        <source>There is no move to add.</source>
        <translation>Es gibt keinen Zug zum Hinzufügen.</translation>
    </message>
    <message>
        <source>Add board line</source>
        <translation>Brettvariante hinzufügen</translation>
    </message>
    <message>
        <source>Merge current game</source>
        <translation>Aktuelle Partie einfügen</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Zuerst eine Partiendatenbank öffnen: ihre Partien sind die Referenz.</translation>
    </message>
    <message>
        <source>Make %1 main</source>
        <translation>%1 zum Hauptzug machen</translation>
    </message>
    <message>
        <source>Make %1 an alternative</source>
        <translation>%1 zur Alternative machen</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message numerus="yes">
        <source>%1 — for White — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — für Weiß — %n Stellung, %2 Karten%3</numerusform>
            <numerusform>%1 — für Weiß — %n Stellungen, %2 Karten%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — for Black — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — für Schwarz — %n Stellung, %2 Karten%3</numerusform>
            <numerusform>%1 — für Schwarz — %n Stellungen, %2 Karten%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SanEntry</name>
    <message>
        <source>Move</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Zugeingabe</translation>
    </message>
    <message>
        <source>Plays the move typed in the move entry</source>
        <translation>Führt den eingegebenen Zug aus</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Zug eingeben, z. B. %1</translation>
    </message>
    <message>
        <source>Type a move in algebraic notation, e.g. %1, and press Enter. English piece letters are accepted too.</source>
        <translation>Geben Sie einen Zug in algebraischer Notation ein, z. B. %1, und drücken Sie die Eingabetaste. Englische Figurenbuchstaben werden ebenfalls akzeptiert.</translation>
    </message>
    <message>
        <source>Move entry error</source>
        <translation>Fehler bei der Zugeingabe</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SaveGameDialog</name>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Turnier:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Ort:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Weiß:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Schwarz:</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Eröffnung:</translation>
    </message>
    <message>
        <source>Variation:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown parts</source>
        <translation>JJJJ.MM.TT, ?? für unbekannte Teile</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>The game ended by the rules; its result is fixed.</source>
        <translation>Die Partie ist nach den Regeln beendet; ihr Ergebnis steht fest.</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>Tag hinzufügen</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>Tag entfernen</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Weitere Tags:</translation>
    </message>
    <message>
        <source>Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.??.??).</source>
        <translation>Das Datum muss wie 2024.05.17 aussehen; ?? für unbekannte Teile (z. B. 1998.??.??).</translation>
    </message>
    <message>
        <source>Date: the month must be 01 to 12.</source>
        <translation>Datum: der Monat muss 01 bis 12 sein.</translation>
    </message>
    <message>
        <source>Date: the day must be 01 to 31.</source>
        <translation>Datum: der Tag muss 01 bis 31 sein.</translation>
    </message>
    <message>
        <source>%1 must be on one line.</source>
        <translation>%1 muss in einer Zeile stehen.</translation>
    </message>
    <message>
        <source>Row %1 of the other tags has no tag name.</source>
        <translation>Zeile %1 der weiteren Tags hat keinen Tag-Namen.</translation>
    </message>
    <message>
        <source>“%1” is not a valid tag name (letters, digits and _ only).</source>
        <translation>„%1“ ist kein gültiger Tag-Name (nur Buchstaben, Ziffern und _).</translation>
    </message>
    <message>
        <source>The tag %1 is set above or by the position; remove it from the other tags.</source>
        <translation>Das Tag %1 wird oben oder durch die Stellung gesetzt; entfernen Sie es aus den weiteren Tags.</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>Das Tag %1 kommt zweimal vor.</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Weitere Tags</translation>
    </message>
    <message>
        <source>Further PGN tags of the game, one tag name and value per row</source>
        <translation>Weitere PGN-Tags der Partie, je Zeile ein Tag-Name und ein Wert</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SearchDialog</name>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Games that reach the board&apos;s posi&amp;tion</source>
        <translation>Partien mit der Stellun&amp;g des Bretts</translation>
    </message>
    <message>
        <source>Search Games</source>
        <translation>Partien suchen</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>beliebige Seite</translation>
    </message>
    <message>
        <source>e.g. 1990 or 1990.05</source>
        <translation>z. B. 1990 oder 1990.05</translation>
    </message>
    <message>
        <source>e.g. 1999.12.31</source>
        <translation>z. B. 1999.12.31</translation>
    </message>
    <message>
        <source>e.g. B90 or A00-B99</source>
        <translation>z. B. B90 oder A00-B99</translation>
    </message>
    <message>
        <source>e.g. Q=0 q=0 R=1 r=1 diff=-1..1</source>
        <translation>z. B. Q=0 q=0 R=1 r=1 diff=-1..1</translation>
    </message>
    <message>
        <source>e.g. Pe4 pd5 Kg1</source>
        <translation>z. B. Pe4 pd5 Kg1</translation>
    </message>
    <message>
        <source>Replace the list&apos;s filter</source>
        <translation>Filter der Liste ersetzen</translation>
    </message>
    <message>
        <source>Narrow it: shown and found (and)</source>
        <translation>Einengen: gezeigt und gefunden (und)</translation>
    </message>
    <message>
        <source>Widen it: shown or found (or)</source>
        <translation>Erweitern: gezeigt oder gefunden (oder)</translation>
    </message>
    <message>
        <source>Remove the games found from it (not)</source>
        <translation>Gefundene Partien herausnehmen (nicht)</translation>
    </message>
    <message>
        <source>Lowest rating</source>
        <translation>Niedrigste Wertung</translation>
    </message>
    <message>
        <source>Highest rating</source>
        <translation>Höchste Wertung</translation>
    </message>
    <message>
        <source>Earliest date</source>
        <translation>Frühestes Datum</translation>
    </message>
    <message>
        <source>Latest date</source>
        <translation>Spätestes Datum</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>Sc&amp;hwarz:</translation>
    </message>
    <message>
        <source>Both players&apos; &amp;Elo:</source>
        <translation>&amp;Elo beider Spieler:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>E&amp;rgebnis:</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>E&amp;CO:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>&amp;Turnier:</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>&amp;Material:</translation>
    </message>
    <message>
        <source>P&amp;attern:</source>
        <translation>M&amp;uster:</translation>
    </message>
    <message>
        <source>Combi&amp;ne:</source>
        <translation>&amp;Verknüpfen:</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>The lowest rating is above the highest.</source>
        <translation>Die niedrigste Wertung liegt über der höchsten.</translation>
    </message>
    <message>
        <source>Not a date: “%1” (write 1990, 1990.05 or 1990.05.17).</source>
        <translation>Kein Datum: „%1“ (schreiben Sie 1990, 1990.05 oder 1990.05.17).</translation>
    </message>
    <message>
        <source>Not an ECO code or range: “%1” (write B90 or A00-B99).</source>
        <translation>Kein ECO-Code oder -Bereich: „%1“ (schreiben Sie B90 oder A00-B99).</translation>
    </message>
    <message>
        <source>There is no board position to search for.</source>
        <translation>Es gibt keine Brettstellung zum Suchen.</translation>
    </message>
    <message>
        <source>Material or pattern not understood: %1</source>
        <translation>Material oder Muster nicht verstanden: %1</translation>
    </message>
    <message>
        <source>e.g. Crazyhouse</source>
        <translation>z. B. Crazyhouse</translation>
    </message>
    <message>
        <source>Game variant:</source>
        <translation>Spielvariante:</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetUpPositionDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>C&amp;urrent Position</source>
        <translation>&amp;Aktuelle Stellung</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Rochaderechte</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Weiß O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Weiß O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Schwarz O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Schwarz O-O-O</translation>
    </message>
    <message>
        <source>O-O uses the outermost rook on the king&apos;s side, so Chess960 set-ups work too</source>
        <translation>O-O nutzt den äußersten Turm auf der Königsseite, daher funktionieren auch Chess960-Stellungen</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move (fifty-move rule)</source>
        <translation>Halbzüge seit dem letzten Schlagen oder Bauernzug (50-Züge-Regel)</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>En &amp;passant:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Halbzugzähler:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Zugnummer:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Load the position shown on the main board</source>
        <translation>Die Stellung vom Hauptbrett übernehmen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>Ungültige FEN: %1</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Chess960-Stellung</translation>
    </message>
    <message>
        <source>Invalid position: %1</source>
        <translation>Ungültige Stellung: %1</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Stellungsprüfung</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>F&amp;EN:</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SettingsDialog</name>
    <message>
        <source>Dark window colours</source>
        <translation>Dunkle Fensterfarben</translation>
    </message>
    <message>
        <source>Figurine notation (♘f3 instead of Nf3)</source>
        <translation>Figurinen-Notation (♘f3 statt Sf3)</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>Show squares the opponent attacks (threat map)</source>
        <translation>Vom Gegner angegriffene Felder zeigen (Bedrohungskarte)</translation>
    </message>
    <message>
        <source>Touch move: a piece once picked up must be moved</source>
        <translation>Berührt – geführt: eine aufgenommene Figur muss ziehen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>Beginnt eine neue Variante</translation>
    </message>
    <message>
        <source>Replaces the rest of the game (undoable)</source>
        <translation>Ersetzt den Rest der Partie (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Brettfarben</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Figurinen-Notation</translation>
    </message>
    <message>
        <source>A move in the middle of a game</source>
        <translation>Ein Zug mitten in der Partie</translation>
    </message>
    <message>
        <source>Threat map</source>
        <translation>Bedrohungskarte</translation>
    </message>
    <message>
        <source>Touch move</source>
        <translation>Berührt – geführt</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Engine-Zeit pro Zug</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Board colours:</source>
        <translation>Brettfarben:</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Figuren:</translation>
    </message>
    <message>
        <source>A move in the middle of a game:</source>
        <translation>Ein Zug mitten in der Partie:</translation>
    </message>
    <message>
        <source>Engine time per move:</source>
        <translation>Engine-Zeit pro Zug:</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Board and Notation</source>
        <translation>Brett und Notation</translation>
    </message>
    <message>
        <source>From the side of the player at the bottom</source>
        <translation>Von der Seite des unten sitzenden Spielers</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>Von oben</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Marmor</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Kunststoff</translation>
    </message>
    <message>
        <source>3D board camera</source>
        <translation>Kamera des 3D-Bretts</translation>
    </message>
    <message>
        <source>3D board material</source>
        <translation>Material des 3D-Bretts</translation>
    </message>
    <message>
        <source>3D board camera:</source>
        <translation>Kamera des 3D-Bretts:</translation>
    </message>
    <message>
        <source>3D board material:</source>
        <translation>Material des 3D-Bretts:</translation>
    </message>
    <message>
        <source>Animate moves on the 3D board (also when going through the game)</source>
        <translation>Züge auf dem 3D-Brett animieren (auch beim Durchgehen der Partie)</translation>
    </message>
    <message>
        <source>3D board animation</source>
        <translation>Animation des 3D-Bretts</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Aufbaubrett</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Speaker</name>
    <message>
        <source>Announce moves</source>
        <translation>Züge ansagen</translation>
    </message>
    <message>
        <source>Speak every move and the result in the language of the user interface</source>
        <translation>Jeden Zug und das Ergebnis in der Sprache der Benutzeroberfläche sprechen</translation>
    </message>
    <message>
        <source>Spoken moves: not available in this build (Qt TextToSpeech was not found).</source>
        <translation>Gesprochene Züge: in dieser Version nicht verfügbar (Qt TextToSpeech wurde nicht gefunden).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::StandingsModel</name>
    <message>
        <source>one-sided</source>
        <translation>einseitig</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>S-N-R</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Quote</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Status</name>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Schachmatt — Weiß gewinnt</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Schachmatt — Schwarz gewinnt</translation>
    </message>
    <message>
        <source>Stalemate — draw</source>
        <translation>Patt — remis</translation>
    </message>
    <message>
        <source>Draw by insufficient material</source>
        <translation>Remis wegen ungenügenden Materials</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation>Remis nach der 75-Züge-Regel</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Remis durch fünfmalige Stellungswiederholung</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>%1 may claim a draw (threefold repetition)</source>
        <translation>%1 kann Remis beanspruchen (dreimalige Wiederholung)</translation>
    </message>
    <message>
        <source>%1 may claim a draw (50-move rule)</source>
        <translation>%1 kann Remis beanspruchen (50-Züge-Regel)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseLibrary</name>
    <message>
        <source>The endgame tablebases in %1 cannot be used: %2</source>
        <translation>Die Endspieldatenbanken in %1 können nicht verwendet werden: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseView</name>
    <message>
        <source>Endgame tablebase</source>
        <translation>Endspieldatenbank</translation>
    </message>
    <message>
        <source>Tablebase: draw</source>
        <translation>Endspieldatenbank: remis</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, mate in %n</source>
        <translation>
            <numerusform>Endspieldatenbank: Weiß gewinnt, Matt in %n Zug</numerusform>
            <numerusform>Endspieldatenbank: Weiß gewinnt, Matt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, mate in %n</source>
        <translation>
            <numerusform>Endspieldatenbank: Schwarz gewinnt, Matt in %n Zug</numerusform>
            <numerusform>Endspieldatenbank: Schwarz gewinnt, Matt in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Tablebase: White wins, Black is checkmated</source>
        <translation>Endspieldatenbank: Weiß gewinnt, Schwarz ist matt</translation>
    </message>
    <message>
        <source>Tablebase: Black wins, White is checkmated</source>
        <translation>Endspieldatenbank: Schwarz gewinnt, Weiß ist matt</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, Black is mated in %n</source>
        <translation>
            <numerusform>Endspieldatenbank: Weiß gewinnt, Schwarz ist in %n Zug matt</numerusform>
            <numerusform>Endspieldatenbank: Weiß gewinnt, Schwarz ist in %n Zügen matt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, White is mated in %n</source>
        <translation>
            <numerusform>Endspieldatenbank: Schwarz gewinnt, Weiß ist in %n Zug matt</numerusform>
            <numerusform>Endspieldatenbank: Schwarz gewinnt, Weiß ist in %n Zügen matt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>Matt in %n Zug</numerusform>
            <numerusform>Matt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>in %n Zug matt</numerusform>
            <numerusform>in %n Zügen matt</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n weiterer</numerusform>
            <numerusform>%n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Best: %1 (%2)</source>
        <translation>Beste: %1 (%2)</translation>
    </message>
    <message>
        <source>Gaviota endgame tablebases: the result with best play on both sides and the distance to mate</source>
        <translation>Gaviota-Endspieldatenbanken: das Ergebnis bei bestem Spiel beider Seiten und die Entfernung zum Matt</translation>
    </message>
    <message>
        <source>Tablebase result</source>
        <translation>Ergebnis der Endspieldatenbank</translation>
    </message>
    <message>
        <source>Tablebase best moves</source>
        <translation>Beste Züge der Endspieldatenbank</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentSetup</name>
    <message>
        <source>Kibitz (built-in engine)</source>
        <translation>Kibitz (eingebaute Engine)</translation>
    </message>
    <message>
        <source>Engines (the order is the seeding)</source>
        <translation>Engines (die Reihenfolge ist die Setzliste)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Rundenturnier</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Gauntlet (die erste Engine gegen die anderen)</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>K.-o.-System</translation>
    </message>
    <message>
        <source>Swiss (FIDE Dutch system)</source>
        <translation>Schweizer System (FIDE-Dutch-System)</translation>
    </message>
    <message>
        <source>SPRT (two engines)</source>
        <translation>SPRT (zwei Engines)</translation>
    </message>
    <message>
        <source>Elo 0</source>
        <translation>Elo 0</translation>
    </message>
    <message>
        <source>Elo 1</source>
        <translation>Elo 1</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Partien gleichzeitig:</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Turnier:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Runden:</translation>
    </message>
    <message>
        <source>Games per match:</source>
        <translation>Partien je Match:</translation>
    </message>
    <message>
        <source>Cycles:</source>
        <translation>Zyklen:</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>keine: jede Partie aus der Grundstellung</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd)</source>
        <translation>Eröffnungen (*.pgn *.epd)</translation>
    </message>
    <message>
        <source>In file order</source>
        <translation>In der Reihenfolge der Datei</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Each opening twice, colours reversed</source>
        <translation>Jede Eröffnung zweimal, mit getauschten Farben</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Reihenfolge:</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>Zufallsstartwert:</translation>
    </message>
    <message>
        <source>Plies of each:</source>
        <translation>Halbzüge je Eröffnung:</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Abbruchwertung</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>moves beyond</source>
        <translation>Züge jenseits</translation>
    </message>
    <message>
        <source>moves within</source>
        <translation>Züge innerhalb</translation>
    </message>
    <message>
        <source>from move</source>
        <translation>ab Zug</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>By the Gaviota tablebases of Settings › Book and Tablebases</source>
        <translation>Durch die Gaviota-Endspieldatenbanken aus Einstellungen › Buch und Endspieldatenbanken</translation>
    </message>
    <message>
        <source>Resign:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Remis:</translation>
    </message>
    <message>
        <source>Maximum moves:</source>
        <translation>Höchstens Züge:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>next to the games, ending in .tournament</source>
        <translation>neben den Partien, mit der Endung .tournament</translation>
    </message>
    <message>
        <source>Games (PGN):</source>
        <translation>Partien (PGN):</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Tournament file:</source>
        <translation>Turnierdatei:</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament)</source>
        <translation>Turniere (*.tournament)</translation>
    </message>
    <message>
        <source>Every game is added to the PGN the moment it ends; the tournament file keeps where the tournament stands, so that it can be paused, closed and resumed.</source>
        <translation>Jede Partie wird in dem Moment, in dem sie endet, an die PGN angefügt; die Turnierdatei hält den Stand des Turniers fest, sodass es angehalten, geschlossen und fortgesetzt werden kann.</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Time controls: 60+0.6 (seconds, plus an increment per move), 40/90+30, st=1 (seconds per move), depth=8, nodes=50000. Options: Hash=64; Threads=1.</source>
        <translation>Doppelklicken Sie eine Zelle, um sie zu bearbeiten. Bedenkzeiten: 60+0.6 (Sekunden, plus ein Zuschlag je Zug), 40/90+30, st=1 (Sekunden je Zug), depth=8, nodes=50000. Optionen: Hash=64; Threads=1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentWindow</name>
    <message>
        <source>Engine Tournament — Kibitz</source>
        <translation>Engine-Turnier — Kibitz</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Einrichtung</translation>
    </message>
    <message>
        <source>Live Games</source>
        <translation>Laufende Partien</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Set up a new tournament</source>
        <translation>Ein neues Turnier einrichten</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Reopen a tournament from its tournament file, to see it or to go on with it</source>
        <translation>Ein Turnier aus seiner Turnierdatei wieder öffnen, um es anzusehen oder fortzusetzen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Let the running games finish, then stop; Start goes on</source>
        <translation>Die laufenden Partien zu Ende spielen lassen, dann anhalten; Starten setzt fort</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>PGN öffnen</translation>
    </message>
    <message>
        <source>Open the tournament&apos;s games as a database tab of the main window</source>
        <translation>Die Partien des Turniers als Datenbank-Reiter des Hauptfensters öffnen</translation>
    </message>
    <message>
        <source>Open Tournament</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament);;All files (*)</source>
        <translation>Turniere (*.tournament);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 holds no games yet.</source>
        <translation>%1 enthält noch keine Partien.</translation>
    </message>
    <message>
        <source>A tournament is running: pause it first.</source>
        <translation>Ein Turnier läuft: halten Sie es zuerst an.</translation>
    </message>
    <message>
        <source>Tournament Running</source>
        <translation>Turnier läuft</translation>
    </message>
    <message>
        <source>Games are being played. Stop them now (they are played again when the tournament is resumed), or let them finish first?</source>
        <translation>Es werden Partien gespielt. Jetzt abbrechen (sie werden beim Fortsetzen des Turniers neu gespielt) oder erst zu Ende spielen lassen?</translation>
    </message>
    <message>
        <source>Stop Now</source>
        <translation>Jetzt abbrechen</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Set the tournament up, then Start.</source>
        <translation>Richten Sie das Turnier ein, dann Starten.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n Partie gespielt</numerusform>
            <numerusform>%n Partien gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished (%1): %2</source>
        <translation>Beendet (%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>Pausing: %1; %n game(s) finishing</source>
        <translation>
            <numerusform>Anhalten: %1; %n Partie wird beendet</numerusform>
            <numerusform>Anhalten: %1; %n Partien werden beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n game(s) running</source>
        <translation>
            <numerusform>%1; %n Partie läuft</numerusform>
            <numerusform>%1; %n Partien laufen</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: %1. Resume goes on.</source>
        <translation>Angehalten: %1. Fortsetzen setzt es fort.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingJob</name>
    <message>
        <source>The database cannot be searched: %1</source>
        <translation>Die Datenbank kann nicht durchsucht werden: %1</translation>
    </message>
    <message>
        <source>Loading the search index… %1%</source>
        <translation>Suchindex wird geladen… %1%</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Partien werden gelesen…</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Zuerst eine Partiendatenbank öffnen: ihre Partien sind die Referenz.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingStatsView</name>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Lernend</translation>
    </message>
    <message>
        <source>Due today</source>
        <translation>Heute fällig</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>In Wiederholung</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>Gefestigt</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Jetzt fällig</translation>
    </message>
    <message>
        <source>Cards falling due on each of the next 30 days</source>
        <translation>Fällige Karten an jedem der nächsten 30 Tage</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingWindows</name>
    <message>
        <source>Clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <source>Add %1 from the opening tree</source>
        <translation>%1 aus dem Eröffnungsbaum hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Repertoire Training…</source>
        <translation>&amp;Repertoire-Training…</translation>
    </message>
    <message>
        <source>Build an opening repertoire, drill it, and check it against databases and your games</source>
        <translation>Ein Eröffnungsrepertoire aufbauen, trainieren und mit Datenbanken und den eigenen Partien abgleichen</translation>
    </message>
    <message>
        <source>Add Move to Repertoire</source>
        <translation>Zug zum Repertoire hinzufügen</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TreeDock</name>
    <message>
        <source>Open a file with several games to see its opening tree.</source>
        <translation>Öffnen Sie eine Datei mit mehreren Partien, um ihren Eröffnungsbaum zu sehen.</translation>
    </message>
    <message>
        <source>The positions could not be indexed: %1</source>
        <translation>Die Stellungen konnten nicht indiziert werden: %1</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Eröffnungsbaum</translation>
    </message>
    <message>
        <source>Whole database</source>
        <translation>Ganze Datenbank</translation>
    </message>
    <message>
        <source>Current filter</source>
        <translation>Aktueller Filter</translation>
    </message>
    <message>
        <source>The games the tree counts: all of the database, or those the game list shows</source>
        <translation>Die Partien, die der Baum zählt: die ganze Datenbank oder die in der Partienliste gezeigten</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Gezählte Partien</translation>
    </message>
    <message>
        <source>Indexing positions… %p%</source>
        <translation>Stellungen werden indiziert… %p%</translation>
    </message>
    <message>
        <source>Position indexing progress</source>
        <translation>Fortschritt der Stellungsindizierung</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Opening tree</source>
        <translation>Eröffnungsbaum</translation>
    </message>
    <message>
        <source>A click or Enter plays the move on the board</source>
        <translation>Klick oder Eingabetaste spielt den Zug auf dem Brett</translation>
    </message>
    <message>
        <source>&amp;Games of This Position</source>
        <translation>&amp;Partien dieser Stellung</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position in the game list</source>
        <translation>Zeigt in der Partienliste die Partien, die die Stellung des Bretts erreichen</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardArea</name>
    <message>
        <source>3D variant board</source>
        <translation>3D-Variantenbrett</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>&amp;3D-Brett</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Zeigt das Brett dreidimensional (Strg+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>Das 3D-Brett ist nicht verfügbar: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardWidget</name>
    <message>
        <source>Variant board</source>
        <translation>Variantenbrett</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>Diese Figur hat keinen legalen Zug.</translation>
    </message>
    <message>
        <source>Not a legal move under the rules of %1.</source>
        <translation>Nach den Regeln von %1 kein legaler Zug.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantDesignerDialog</name>
    <message>
        <source>The pawn&apos;s moves are fixed (fmWfcF); its double step and promotion are rules of the variant below. Add a piece for other moves.</source>
        <translation>Die Züge des Bauern sind fest (fmWfcF); Doppelschritt und Umwandlung sind Regeln der Variante unten. Für andere Züge eine Figur hinzufügen.</translation>
    </message>
    <message>
        <source>Variant Designer</source>
        <translation>Varianten-Designer</translation>
    </message>
    <message>
        <source>Start fro&amp;m:</source>
        <translation>&amp;Ausgehend von:</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Ausgehend von</translation>
    </message>
    <message>
        <source>Loads a built-in variant or a section of the loaded variants.ini into the designer</source>
        <translation>Lädt eine eingebaute Variante oder einen Abschnitt der geladenen variants.ini in den Designer</translation>
    </message>
    <message>
        <source>&amp;Load variants.ini…</source>
        <translation>&amp;variants.ini laden…</translation>
    </message>
    <message>
        <source>Reads the variant definitions of a variants.ini file (Fairy-Stockfish&apos;s format)</source>
        <translation>Liest die Variantendefinitionen einer variants.ini-Datei (Format von Fairy-Stockfish)</translation>
    </message>
    <message>
        <source>S&amp;ave variants.ini…</source>
        <translation>va&amp;riants.ini speichern…</translation>
    </message>
    <message>
        <source>Writes this variant as a section of a variants.ini file; the file&apos;s other sections are kept</source>
        <translation>Schreibt diese Variante als Abschnitt einer variants.ini-Datei; die übrigen Abschnitte der Datei bleiben erhalten</translation>
    </message>
    <message>
        <source>&amp;Variant name:</source>
        <translation>Na&amp;me der Variante:</translation>
    </message>
    <message>
        <source>Variant name</source>
        <translation>Name der Variante</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Figuren:</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Add Pi&amp;ece</source>
        <translation>&amp;Figur hinzufügen</translation>
    </message>
    <message>
        <source>Adds a custom piece (at most %1 besides the six orthodox ones)</source>
        <translation>Fügt eine eigene Figur hinzu (höchstens %1 neben den sechs orthodoxen)</translation>
    </message>
    <message>
        <source>&amp;Remove Piece</source>
        <translation>Fi&amp;gur entfernen</translation>
    </message>
    <message>
        <source>Le&amp;tter:</source>
        <translation>Buc&amp;hstabe:</translation>
    </message>
    <message>
        <source>Piece letter</source>
        <translation>Buchstabe der Figur</translation>
    </message>
    <message>
        <source>The piece&apos;s letter in FEN and in moves (a-z; White&apos;s pieces are written in capitals)</source>
        <translation>Der Buchstabe der Figur in FEN und Zügen (a-z; weiße Figuren werden groß geschrieben)</translation>
    </message>
    <message>
        <source>Piece &amp;name:</source>
        <translation>&amp;Name der Figur:</translation>
    </message>
    <message>
        <source>Piece name</source>
        <translation>Name der Figur</translation>
    </message>
    <message>
        <source>Pict&amp;ure:</source>
        <translation>B&amp;ild:</translation>
    </message>
    <message>
        <source>Piece picture</source>
        <translation>Bild der Figur</translation>
    </message>
    <message>
        <source>R&amp;oyal</source>
        <translation>&amp;Königlich</translation>
    </message>
    <message>
        <source>The piece that must not be left in check and is checkmated (exactly one type)</source>
        <translation>Die Figur, die nicht im Schach bleiben darf und mattgesetzt wird (genau ein Typ)</translation>
    </message>
    <message>
        <source>Start &amp;FEN:</source>
        <translation>&amp;Start-FEN:</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Ausgangsstellung (FEN)</translation>
    </message>
    <message>
        <source>&amp;Castling</source>
        <translation>R&amp;ochade</translation>
    </message>
    <message>
        <source>Promotion t&amp;ypes:</source>
        <translation>Um&amp;wandlung in (Typen):</translation>
    </message>
    <message>
        <source>Promotion types</source>
        <translation>Umwandlungstypen</translation>
    </message>
    <message>
        <source>The letters of the pieces a pawn may promote to, in the order offered</source>
        <translation>Die Buchstaben der Figuren, in die sich ein Bauer umwandeln darf, in der angebotenen Reihenfolge</translation>
    </message>
    <message>
        <source>Promotion ran&amp;k:</source>
        <translation>Umwan&amp;dlungsreihe:</translation>
    </message>
    <message>
        <source>Promotion rank</source>
        <translation>Umwandlungsreihe</translation>
    </message>
    <message>
        <source>&amp;Double step from rank</source>
        <translation>Doppels&amp;chritt von Reihe</translation>
    </message>
    <message>
        <source>Double step rank</source>
        <translation>Reihe des Doppelschritts</translation>
    </message>
    <message>
        <source>Definition check</source>
        <translation>Prüfung der Definition</translation>
    </message>
    <message>
        <source>Load report</source>
        <translation>Ladebericht</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of a built-in variant; choose a name of your own.</source>
        <translation>„%1“ ist der Name einer eingebauten Variante; wähle einen eigenen Namen.</translation>
    </message>
    <message>
        <source>The definition is valid. From the start position White has %1 moves (perft 1); after two plies there are %2 positions (perft 2).</source>
        <translation>Die Definition ist gültig. In der Ausgangsstellung hat Weiß %1 Züge (perft 1); nach zwei Halbzügen gibt es %2 Stellungen (perft 2).</translation>
    </message>
    <message>
        <source>Not playable yet: %1</source>
        <translation>Noch nicht spielbar: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (aus %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) loaded from %1.</source>
        <translation>
            <numerusform>%n Variante aus %1 geladen.</numerusform>
            <numerusform>%n Varianten aus %1 geladen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>Nicht geladen:</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Not saved: cannot read %1: %2</source>
        <translation>Nicht gespeichert: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Saved [%1] to %2.</source>
        <translation>[%1] in %2 gespeichert.</translation>
    </message>
    <message>
        <source>Load variants.ini</source>
        <translation>variants.ini laden</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Variantendefinitionen (*.ini);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save variants.ini</source>
        <translation>variants.ini speichern</translation>
    </message>
    <message>
        <source>Opens a game of this variant in the variant window</source>
        <translation>Öffnet eine Partie dieser Variante im Variantenfenster</translation>
    </message>
    <message>
        <source>Play t&amp;his Variant</source>
        <translation>&amp;Jetzt spielen</translation>
    </message>
    <message>
        <source>Set Up…</source>
        <translation>Aufbauen…</translation>
    </message>
    <message>
        <source>Sets up the start position on a board with this variant&apos;s pieces</source>
        <translation>Baut die Grundstellung auf einem Brett mit den Figuren dieser Variante auf</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Wert:</translation>
    </message>
    <message>
        <source>Piece value</source>
        <translation>Figurenwert</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>Geschätzt</translation>
    </message>
    <message>
        <source>What the piece is worth to Kibitz&apos;s engine, in centipawns (a pawn is 100). Estimated: from how many squares it reaches on an empty board</source>
        <translation>Was die Figur der Engine von Kibitz wert ist, in Centibauern (ein Bauer ist 100). Geschätzt: daraus, wie viele Felder sie auf leerem Brett erreicht</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantEngine</name>
    <message>
        <source>mate in %1</source>
        <translation>Matt in %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>Die Variante kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>%1 played “%2”, which is not a legal move here.</source>
        <translation>%1 hat „%2“ gezogen, was hier kein legaler Zug ist.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 gibt auf.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantGameModel</name>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>Die Variante ist nicht spielbar: %1</translation>
    </message>
    <message>
        <source>Not a position of this variant: %1</source>
        <translation>Keine Stellung dieser Variante: %1</translation>
    </message>
    <message>
        <source>The game holds a move that is not legal under these rules.</source>
        <translation>Die Partie enthält einen Zug, der nach diesen Regeln nicht legal ist.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantPlayWindow</name>
    <message>
        <source>Play a Variant — Kibitz</source>
        <translation>Variante spielen — Kibitz</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>Die Engine hat keinen Zug gefunden.</translation>
    </message>
    <message>
        <source>Type a move, e.g. Cg4</source>
        <translation>Zug eingeben, z. B. Cg4</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Zugeingabe</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Start position: FEN with the variant&apos;s letters (empty: its own)</source>
        <translation>Ausgangsstellung: FEN mit den Buchstaben der Variante (leer: ihre eigene)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Bedenkzeit der Engine pro Zug</translation>
    </message>
    <message>
        <source>Auto Move</source>
        <translation>Automatischer Zug</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Variant Game</source>
        <translation>Variantenpartie</translation>
    </message>
    <message>
        <source>Load variants.ini…</source>
        <translation>variants.ini laden…</translation>
    </message>
    <message>
        <source>Load Variant Definitions</source>
        <translation>Variantendefinitionen laden</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Variantendefinitionen (*.ini);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Variant Definitions</source>
        <translation>Variantendefinitionen</translation>
    </message>
    <message>
        <source>Open PGN…</source>
        <translation>PGN öffnen…</translation>
    </message>
    <message>
        <source>Open Variant Game</source>
        <translation>Variantenpartie öffnen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save PGN…</source>
        <translation>PGN speichern…</translation>
    </message>
    <message>
        <source>Save Variant Game</source>
        <translation>Variantenpartie speichern</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Brett drehen</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No variant is called %1.</source>
        <translation>Keine Variante heißt %1.</translation>
    </message>
    <message>
        <source>No game in %1.</source>
        <translation>Keine Partie in %1.</translation>
    </message>
    <message>
        <source>Read up to an error: %1</source>
        <translation>Bis zu einem Fehler gelesen: %1</translation>
    </message>
    <message>
        <source>Cannot write the game: %1</source>
        <translation>Die Partie kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>Checkmate: White wins</source>
        <translation>Schachmatt: Weiß gewinnt</translation>
    </message>
    <message>
        <source>Checkmate: Black wins</source>
        <translation>Schachmatt: Schwarz gewinnt</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>Patt: remis</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, im Schach</translation>
    </message>
    <message>
        <source> — a draw can be claimed</source>
        <translation> — Remis kann beansprucht werden</translation>
    </message>
    <message>
        <source> — the engine is thinking</source>
        <translation> — die Engine rechnet</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>Computer spielt: keine Seite</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>Computer spielt: Weiß</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>Computer spielt: Schwarz</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>Computer spielt: beide Seiten</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Computer spielt</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Engine analysis</source>
        <translation>Analyse der Engine</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Eingebaute Engine</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>The engine that plays and analyses: Kibitz&apos;s own, or an external engine from the settings (Fairy-Stockfish plays many variants)</source>
        <translation>Die Engine, die spielt und analysiert: die von Kibitz oder eine externe Engine aus den Einstellungen (Fairy-Stockfish spielt viele Varianten)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Set Up Position…</source>
        <translation>Stellung aufbauen…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Insufficient material: draw</source>
        <translation>Ungenügendes Material: remis</translation>
    </message>
    <message>
        <source>Both kings reached the eighth rank: draw</source>
        <translation>Beide Könige auf der achten Reihe: remis</translation>
    </message>
    <message>
        <source>Third check: White wins</source>
        <translation>Drittes Schach: Weiß gewinnt</translation>
    </message>
    <message>
        <source>Third check: Black wins</source>
        <translation>Drittes Schach: Schwarz gewinnt</translation>
    </message>
    <message>
        <source>King on the hill: White wins</source>
        <translation>König auf dem Hügel: Weiß gewinnt</translation>
    </message>
    <message>
        <source>King on the hill: Black wins</source>
        <translation>König auf dem Hügel: Schwarz gewinnt</translation>
    </message>
    <message>
        <source>King exploded: White wins</source>
        <translation>König explodiert: Weiß gewinnt</translation>
    </message>
    <message>
        <source>King exploded: Black wins</source>
        <translation>König explodiert: Schwarz gewinnt</translation>
    </message>
    <message>
        <source>King reached the eighth rank: White wins</source>
        <translation>König auf der achten Reihe: Weiß gewinnt</translation>
    </message>
    <message>
        <source>King reached the eighth rank: Black wins</source>
        <translation>König auf der achten Reihe: Schwarz gewinnt</translation>
    </message>
    <message>
        <source>The horde is destroyed: Black wins</source>
        <translation>Die Horde ist vernichtet: Schwarz gewinnt</translation>
    </message>
    <message>
        <source>No pieces left: White wins</source>
        <translation>Keine Figuren mehr: Weiß gewinnt</translation>
    </message>
    <message>
        <source>No pieces left: Black wins</source>
        <translation>Keine Figuren mehr: Schwarz gewinnt</translation>
    </message>
    <message>
        <source>No legal moves left: White wins</source>
        <translation>Keine legalen Züge mehr: Weiß gewinnt</translation>
    </message>
    <message>
        <source>No legal moves left: Black wins</source>
        <translation>Keine legalen Züge mehr: Schwarz gewinnt</translation>
    </message>
    <message>
        <source> — checks given: White %1, Black %2 of %3</source>
        <translation> — gegebene Schachs: Weiß %1, Schwarz %2 von %3</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Varianten: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Anzahl der Varianten</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Aufbaubrett</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: leer</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Rochaderechte</translation>
    </message>
    <message>
        <source>Set Up Variant Position</source>
        <translation>Variantenstellung aufbauen</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Weiß O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Weiß O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Schwarz O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Schwarz O-O-O</translation>
    </message>
    <message>
        <source>A right needs the royal piece on its e-file square and the castling piece in the corner</source>
        <translation>Ein Recht verlangt die königliche Figur auf ihrem Feld der e-Linie und die Rochadefigur in der Ecke</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move</source>
        <translation>Halbzüge seit dem letzten Schlagen oder Bauernzug</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>En &amp;passant:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Halbzugzähler:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Zugnummer:</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>The variant&apos;s start position</source>
        <translation>Die Grundstellung der Variante</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>F&amp;EN:</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>Stellung als FEN</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Stellungsprüfung</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Not a FEN, column %1: %2</source>
        <translation>Kein FEN, Spalte %1: %2</translation>
    </message>
    <message>
        <source>Not a FEN: %1</source>
        <translation>Kein FEN: %1</translation>
    </message>
    <message>
        <source>%1 does not allow this position: %2</source>
        <translation>%1 erlaubt diese Stellung nicht: %2</translation>
    </message>
    <message>
        <source>The variant cannot be set up: %1</source>
        <translation>Die Variante lässt sich nicht aufbauen: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupModel</name>
    <message>
        <source>No variant is set.</source>
        <translation>Keine Variante gewählt.</translation>
    </message>
    <message>
        <source>a FEN has 4 to 6 fields: placement, side, castling, en passant</source>
        <translation>ein FEN hat 4 bis 6 Felder: Stellung, Zugrecht, Rochade, en passant</translation>
    </message>
    <message>
        <source>a FEN has at most 6 fields</source>
        <translation>ein FEN hat höchstens 6 Felder</translation>
    </message>
    <message>
        <source>the side to move is &apos;w&apos; or &apos;b&apos;</source>
        <translation>das Zugrecht ist &apos;w&apos; oder &apos;b&apos;</translation>
    </message>
    <message>
        <source>castling rights are &apos;-&apos; or each of K, Q, k, q at most once</source>
        <translation>Rochaderechte sind &apos;-&apos; oder K, Q, k, q je höchstens einmal</translation>
    </message>
    <message>
        <source>the en-passant field is &apos;-&apos; or a square</source>
        <translation>das En-passant-Feld ist &apos;-&apos; oder ein Feld</translation>
    </message>
    <message>
        <source>the halfmove clock is a whole number</source>
        <translation>der Halbzugzähler ist eine ganze Zahl</translation>
    </message>
    <message>
        <source>the move number is a number from 1 up</source>
        <translation>die Zugnummer ist eine Zahl ab 1</translation>
    </message>
    <message>
        <source>The royal piece cannot stand anywhere without giving check.</source>
        <translation>Die königliche Figur kann nirgends stehen, ohne Schach zu geben.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupPalette</name>
    <message>
        <source>piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>White %1 (%2)</source>
        <translation>Weiß: %1 (%2)</translation>
    </message>
    <message>
        <source>Black %1 (%2)</source>
        <translation>Schwarz: %1 (%2)</translation>
    </message>
    <message>
        <source>Eraser: a click on the board removes the piece there</source>
        <translation>Radierer: ein Klick aufs Brett entfernt die Figur dort</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>&amp;FEN kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/PGN</source>
        <translation>FEN/PGN &amp;einfügen</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Einstellun&amp;gen…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Vorherige Variante</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Nächste Variante</translation>
    </message>
    <message>
        <source>&amp;Auto Move</source>
        <translation>&amp;Automatischer Zug</translation>
    </message>
    <message>
        <source>The engine plays a move for the side to move (Ctrl+M)</source>
        <translation>Die Engine zieht für die Seite am Zug (Strg+M)</translation>
    </message>
    <message>
        <source>S&amp;top Engine</source>
        <translation>Engine an&amp;halten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>D&amp;unkle Farben</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;Über Kibitz</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Neue Partie (Strg+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O)</source>
        <translation>Eine PGN-Datei öffnen (Strg+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Die Partie speichern (Strg+S)</translation>
    </message>
    <message>
        <source>Engine strength</source>
        <translation>Spielstärke der Engine</translation>
    </message>
    <message>
        <source>%1 (~%2)</source>
        <translation>%1 (~%2)</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Computer spielt</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>Computer spielt: keine Seite</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>Computer spielt: Weiß</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>Computer spielt: Schwarz</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>Computer spielt: beide Seiten</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Einsteiger</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Volle Stärke</translation>
    </message>
    <message>
        <source>Which side the engine plays by itself</source>
        <translation>Welche Seite die Engine selbstständig spielt</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>&amp;PGN kopieren</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>&amp;Stellung aufbauen…</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>&amp;3D-Brett</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Zeigt das Brett dreidimensional (Strg+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>Das 3D-Brett ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>A game of a chess variant with its own pieces, in a window of its own</source>
        <translation>Eine Partie einer Schachvariante mit eigenen Figuren, in einem eigenen Fenster</translation>
    </message>
    <message>
        <source>&amp;Variant Designer…</source>
        <translation>&amp;Varianten-Designer…</translation>
    </message>
    <message>
        <source>Defines variants with pieces of your own and saves them as variants.ini sections</source>
        <translation>Definiert Varianten mit eigenen Figuren und speichert sie als Abschnitte einer variants.ini</translation>
    </message>
    <message>
        <source>&amp;Play a Variant…</source>
        <translation>Variante &amp;spielen…</translation>
    </message>
    <message>
        <source>Engine T&amp;ournament…</source>
        <translation>Engine-T&amp;urnier…</translation>
    </message>
    <message>
        <source>Engines play a round robin, gauntlet, knockout or Swiss tournament, in a window of its own</source>
        <translation>Engines spielen ein Rundenturnier, ein Gauntlet, ein K.-o.- oder ein Schweizer-System-Turnier, in einem eigenen Fenster</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple Games</source>
        <translation>Beis&amp;pielpartien öffnen</translation>
    </message>
</context>
<context>
    <name>kibitz::tournament::TournamentRunner</name>
    <message>
        <source>The game could not be written to the PGN: %1. The tournament stops; it can be resumed.</source>
        <translation>Die Partie konnte nicht in die PGN geschrieben werden: %1. Das Turnier hält an; es kann fortgesetzt werden.</translation>
    </message>
    <message>
        <source>The tournament state could not be written: %1. The tournament stops.</source>
        <translation>Der Turnierstand konnte nicht geschrieben werden: %1. Das Turnier hält an.</translation>
    </message>
    <message>
        <source>Cannot read the openings file %1.</source>
        <translation>Die Eröffnungsdatei %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The openings file %1 changed since the tournament began; the tournament needs the same openings to continue with the same games.</source>
        <translation>Die Eröffnungsdatei %1 hat sich seit Beginn des Turniers geändert; das Turnier braucht dieselben Eröffnungen, um mit denselben Partien weiterzugehen.</translation>
    </message>
    <message>
        <source>The book of %1: %2</source>
        <translation>Das Buch von %1: %2</translation>
    </message>
    <message>
        <source>The tablebases at %1: %2</source>
        <translation>Die Endspieldatenbanken in %1: %2</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another state file.</source>
        <translation>%1 enthält bereits ein Turnier: setzen Sie es fort oder wählen Sie eine andere Zustandsdatei.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found in the PGN and counted</source>
        <translation>
            <numerusform>%n Partie in der PGN gefunden und gezählt</numerusform>
            <numerusform>%n Partien in der PGN gefunden und gezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes of an unfinished write cut from the PGN</source>
        <translation>%1 Bytes eines unvollendeten Schreibvorgangs aus der PGN entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted game(s) to be played again</source>
        <translation>
            <numerusform>%n unterbrochene Partie wird neu gespielt</numerusform>
            <numerusform>%n unterbrochene Partien werden neu gespielt</numerusform>
        </translation>
    </message>
</context>
</TS>
