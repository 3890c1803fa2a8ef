<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro_RO">
<context>
    <name>QObject</name>
    <message>
        <source>PGN database and analysis tool</source>
        <translation>Bază de date PGN și instrument de analiză</translation>
    </message>
    <message>
        <source>Dossier: %1</source>
        <translation>Dosar: %1</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>PDF-ul nu a putut fi creat</translation>
    </message>
    <message>
        <source>PGN files, SCID databases (.si4) or ChessBase databases (.cbh) to open, each in its own tab of the game list.</source>
        <translation>Fișiere PGN, baze de date SCID (.si4) sau baze de date ChessBase (.cbh) de deschis, fiecare în propria filă a listei de partide.</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>The game&apos;s start position is not valid.</source>
        <translation>Poziția de start a partidei nu este validă.</translation>
    </message>
    <message>
        <source>%1 gave no evaluation for move %2.</source>
        <translation>%1 nu a dat nicio evaluare la mutarea %2.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BlockingClient</name>
    <message>
        <source>%1 did not get ready within %2 ms.</source>
        <translation>%1 nu a fost gata în %2 ms.</translation>
    </message>
    <message>
        <source>%1 did not play a move within %2 ms.</source>
        <translation>%1 nu a mutat în %2 ms.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BuiltinEngine</name>
    <message>
        <source>Kibitz (built-in)</source>
        <translation>Kibitz (integrat)</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::ExternalEngine</name>
    <message>
        <source>%1 cannot analyse (it has no analyze mode).</source>
        <translation>%1 nu poate analiza (nu are mod de analiză).</translation>
    </message>
    <message>
        <source>%1 cannot be given this position (it does not accept &quot;setboard&quot;).</source>
        <translation>Poziția nu poate fi dată lui %1 (nu acceptă „setboard”).</translation>
    </message>
    <message>
        <source>%1 sent an overlong line; it was ignored.</source>
        <translation>%1 a trimis un rând prea lung; a fost ignorat.</translation>
    </message>
    <message>
        <source>Could not start %1 (%2): %3</source>
        <translation>Nu s-a putut porni %1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 Gave up after %n restart(s); start the analysis again to retry.</source>
        <translation>
            <numerusform>%1 Abandonat după %n repornire; porniți din nou analiza pentru a reîncerca.</numerusform>
            <numerusform>%1 Abandonat după %n reporniri; porniți din nou analiza pentru a reîncerca.</numerusform>
            <numerusform>%1 Abandonat după %n de reporniri; porniți din nou analiza pentru a reîncerca.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Restarting it (%2 of %3).</source>
        <translation>%1 Se repornește (%2 din %3).</translation>
    </message>
    <message>
        <source>%1 sent a line Kibitz does not understand (%2): %3</source>
        <translation>%1 a trimis un rând pe care Kibitz nu îl înțelege (%2): %3</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 spune: %2</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms while analysing).</source>
        <translation>%1 nu mai răspunde (niciun răspuns la „%3” în %2 ms în timpul analizei).</translation>
    </message>
    <message>
        <source>%1 did not finish its start-up handshake within %2 ms.</source>
        <translation>%1 nu a terminat inițializarea în %2 ms.</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms).</source>
        <translation>%1 nu mai răspunde (niciun răspuns la „%3” în %2 ms).</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;stop&quot; within %2 ms.</source>
        <translation>%1 nu a răspuns la „stop” în %2 ms.</translation>
    </message>
    <message>
        <source>%1 did not play a move in time.</source>
        <translation>%1 nu a mutat la timp.</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 s-a blocat.</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2).</source>
        <translation>%1 s-a închis neașteptat (cod de ieșire %2).</translation>
    </message>
    <message>
        <source>%1 speaks xboard, which cannot be given a variant&apos;s rules: it plays only the variants it knows, and “%2” is not one Kibitz knows it has.</source>
        <translation>%1 vorbește xboard, căruia nu i se pot transmite regulile unei variante: joacă doar variantele pe care le cunoaște, iar Kibitz nu știe că „%2” este una dintre ele.</translation>
    </message>
    <message>
        <source>%1 does not play the variant “%2”.</source>
        <translation>%1 nu joacă varianta „%2”.</translation>
    </message>
    <message>
        <source>%1 cannot play the variant “%2”.</source>
        <translation>%1 nu poate juca varianta „%2”.</translation>
    </message>
    <message>
        <source>%1 does not play chess variants (it has no UCI_Variant option).</source>
        <translation>%1 nu joacă variante de șah (nu are opțiunea UCI_Variant).</translation>
    </message>
    <message>
        <source>%1 does not know this variant and cannot load variant definitions (it has no VariantPath option).</source>
        <translation>%1 nu cunoaște această variantă și nu poate încărca definiții de variante (nu are opțiunea VariantPath).</translation>
    </message>
    <message>
        <source>%1 cannot be given the variant: the temporary file %2 cannot be written.</source>
        <translation>Varianta nu poate fi transmisă lui %1: fișierul temporar %2 nu poate fi scris.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnalysisDock</name>
    <message>
        <source>%1 Mn/s</source>
        <translation>%1 Mn/s</translation>
    </message>
    <message>
        <source>%1 kn/s</source>
        <translation>%1 kn/s</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analiză</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analiză</translation>
    </message>
    <message>
        <source>Show the engine analysis of the current position (Ctrl+Shift+A)</source>
        <translation>Afișează analiza motorului pentru poziția curentă (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Pornește</translation>
    </message>
    <message>
        <source>Start or stop the analysis</source>
        <translation>Pornește sau oprește analiza</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously</source>
        <translation>Analizează continuu poziția de pe tablă</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>Motor de analiză</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Variante: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Numărul de variante</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluare</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>Adâncimea căutării</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Noduri pe secundă</translation>
    </message>
    <message>
        <source>Engine lines</source>
        <translation>Variantele motorului</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>Problemă cu motorul</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Oprește</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Adâncime %1</translation>
    </message>
    <message>
        <source>This engine shows one line only.</source>
        <translation>Acest motor arată o singură variantă.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Analyzer</name>
    <message>
        <source>Play engine line</source>
        <translation>Joacă varianta motorului</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnnotateDialog</name>
    <message>
        <source>&amp;Time per position:</source>
        <translation>&amp;Timp pe poziție:</translation>
    </message>
    <message>
        <source>&amp;Depth per position:</source>
        <translation>&amp;Adâncime pe poziție:</translation>
    </message>
    <message>
        <source>Add the engine&apos;s &amp;better lines as variations</source>
        <translation>Adaugă variantele mai &amp;bune ale motorului</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>Adnotează partida</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Ambele părți</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Alb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negru</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Motor:</translation>
    </message>
    <message>
        <source>&amp;Moves of:</source>
        <translation>&amp;Mutările pentru:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>până la</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>&amp;De la mutarea:</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Până la mutarea</translation>
    </message>
    <message>
        <source>Every position from the start of the range is evaluated, in the background. Cancel keeps the moves annotated so far; one Undo removes the whole annotation.</source>
        <translation>Fiecare poziție de la începutul intervalului este evaluată, în fundal. Anulează păstrează mutările adnotate până atunci; o singură Anulare elimină toată adnotarea.</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Adnotează</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AutoPlayer</name>
    <message>
        <source>No move to play: %1.</source>
        <translation>Nicio mutare posibilă: %1.</translation>
    </message>
    <message>
        <source>The position changed while the engine was thinking; its move was not played.</source>
        <translation>Poziția s-a schimbat cât timp motorul se gândea; mutarea lui nu a fost jucată.</translation>
    </message>
    <message>
        <source>The engine found no move to play.</source>
        <translation>Motorul nu a găsit nicio mutare.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Board3DView</name>
    <message>
        <source>No OpenGL context can be created on this display (window system: %1).</source>
        <translation>Nu se poate crea un context OpenGL pe acest ecran (sistem de ferestre: %1).</translation>
    </message>
    <message>
        <source>The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.</source>
        <translation>Driverul OpenGL oferă versiunea %1.%2; tabla 3D are nevoie de OpenGL 3.3 sau OpenGL ES 3.0.</translation>
    </message>
    <message>
        <source>An OpenGL context was created but cannot be used (window system: %1).</source>
        <translation>A fost creat un context OpenGL, dar nu poate fi folosit (sistem de ferestre: %1).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn with this OpenGL driver: %1</source>
        <translation>Tabla 3D nu poate fi desenată cu acest driver OpenGL: %1</translation>
    </message>
    <message>
        <source>The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).</source>
        <translation>Tabla 3D este dezactivată (variabila de mediu KIBITZ_DISABLE_3D este setată).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn: %1</source>
        <translation>Tabla 3D nu poate fi desenată: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardArea</name>
    <message>
        <source>Chess board (3D)</source>
        <translation>Tablă de șah (3D)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardController</name>
    <message>
        <source>Touch move: you must move the %1 on %2</source>
        <translation>Piesa atinsă se mută: trebuie să mutați piesa (%1) de pe %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Albul la mutare</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Negrul la mutare</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal moves</source>
        <translation>Piesa (%1) de pe %2 nu are mutări legale</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cal</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>nebun</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>turn</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>damă</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rege</translation>
    </message>
    <message>
        <source>Illegal move: there is no piece on %1</source>
        <translation>Mutare ilegală: nu există nicio piesă pe %1</translation>
    </message>
    <message>
        <source>Illegal move: you have lost the right to castle on that side</source>
        <translation>Mutare ilegală: ați pierdut dreptul de a face rocada pe această parte</translation>
    </message>
    <message>
        <source>Illegal move: the king cannot castle with that rook</source>
        <translation>Mutare ilegală: regele nu poate face rocada cu acest turn</translation>
    </message>
    <message>
        <source>Illegal move: you cannot castle out of check</source>
        <translation>Mutare ilegală: nu puteți face rocada când sunteți în șah</translation>
    </message>
    <message>
        <source>Illegal move: castling is blocked or passes through an attacked square</source>
        <translation>Mutare ilegală: rocada este blocată sau trece printr-un câmp atacat</translation>
    </message>
    <message>
        <source>Illegal move: %1 is occupied by your own piece</source>
        <translation>Mutare ilegală: pe %1 se află o piesă proprie</translation>
    </message>
    <message>
        <source>Illegal move: the %1 cannot reach %2</source>
        <translation>Mutare ilegală: piesa (%1) nu poate ajunge pe %2</translation>
    </message>
    <message>
        <source>Illegal move: the king would be in check on %1</source>
        <translation>Mutare ilegală: regele ar fi în șah pe %1</translation>
    </message>
    <message>
        <source>Illegal move: your king is in check</source>
        <translation>Mutare ilegală: regele dumneavoastră este în șah</translation>
    </message>
    <message>
        <source>Illegal move: the %1 on %2 is pinned</source>
        <translation>Mutare ilegală: piesa (%1) de pe %2 este legată</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardTheme</name>
    <message>
        <source>Classic brown</source>
        <translation>Maro clasic</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Albastru</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gri</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noapte</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contrast ridicat</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Tablă de șah</translation>
    </message>
    <message>
        <source>Check. %1</source>
        <translation>Șah. %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, liber</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1, Alb: %2</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1, Negru: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookAndTablebases</name>
    <message numerus="yes">
        <source>The opening book was read with %n problem(s); the rest of it is used.</source>
        <translation>
            <numerusform>Cartea de deschideri a fost citită cu %n problemă; restul este folosit.</numerusform>
            <numerusform>Cartea de deschideri a fost citită cu %n probleme; restul este folosit.</numerusform>
            <numerusform>Cartea de deschideri a fost citită cu %n de probleme; restul este folosit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookDock</name>
    <message>
        <source>Opening Book</source>
        <translation>Carte de deschideri</translation>
    </message>
    <message>
        <source>Opening &amp;Book</source>
        <translation>Carte de &amp;deschideri</translation>
    </message>
    <message>
        <source>Show the opening book&apos;s moves for the current position (Ctrl+Shift+B)</source>
        <translation>Arată mutările din cartea de deschideri pentru poziția curentă (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Mutări din carte</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Carte de deschideri</translation>
    </message>
    <message>
        <source>No opening book is chosen (Settings, Book and Tablebases).</source>
        <translation>Nu este aleasă nicio carte de deschideri (Setări, Carte și tabele de final).</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Se încarcă %1…</translation>
    </message>
    <message>
        <source>%1: this position is not in the book.</source>
        <translation>%1: această poziție nu este în carte.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s)</source>
        <translation>
            <numerusform>%1: %n mutare</numerusform>
            <numerusform>%1: %n mutări</numerusform>
            <numerusform>%1: %n de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) under this position&apos;s key are no legal move here and were left out.</source>
        <translation>
            <numerusform>%n intrare sub cheia acestei poziții nu este o mutare legală aici și a fost omisă.</numerusform>
            <numerusform>%n intrări sub cheia acestei poziții nu sunt mutări legale aici și au fost omise.</numerusform>
            <numerusform>%n de intrări sub cheia acestei poziții nu sunt mutări legale aici și au fost omise.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookLibrary</name>
    <message>
        <source>The opening book %1 does not exist.</source>
        <translation>Cartea de deschideri %1 nu există.</translation>
    </message>
    <message>
        <source>The opening book %1 cannot be used: %2</source>
        <translation>Cartea de deschideri %1 nu poate fi folosită: %2</translation>
    </message>
    <message>
        <source>The opening book %1 holds no moves.</source>
        <translation>Cartea de deschideri %1 nu conține mutări.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookMovesModel</name>
    <message>
        <source>Play %1 (weight %2 of %3)</source>
        <translation>Joacă %1 (pondere %2 din %3)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mutare</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Pondere</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Cotă</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Învățare</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookTablebaseSettings</name>
    <message>
        <source>Use an opening book (Polyglot .bin)</source>
        <translation>Folosește o carte de deschideri (Polyglot .bin)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Răsfoiește…</translation>
    </message>
    <message>
        <source>Auto move and computer play take book moves, chosen at random by their weights</source>
        <translation>Mutarea automată și jocul calculatorului iau mutări din carte, alese aleatoriu după pondere</translation>
    </message>
    <message>
        <source>Use Gaviota endgame tablebases</source>
        <translation>Folosește tabelele de final Gaviota</translation>
    </message>
    <message>
        <source>The built-in engine keeps to the tablebase&apos;s best moves</source>
        <translation>Motorul integrat se ține de cele mai bune mutări ale tabelei de final</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Carte de deschideri</translation>
    </message>
    <message>
        <source>Gives the computer&apos;s openings variety; the engine takes over where the book ends</source>
        <translation>Dă varietate deschiderilor calculatorului; motorul preia acolo unde se termină cartea</translation>
    </message>
    <message>
        <source>GNU Chess&apos;s book is not installed (Debian package gnuchess-book).</source>
        <translation>Cartea GNU Chess nu este instalată (pachetul Debian gnuchess-book).</translation>
    </message>
    <message>
        <source>Endgame tablebases</source>
        <translation>Tabele de final</translation>
    </message>
    <message>
        <source>Folders of Gaviota tables (*.gtb.cp4 and the like), separated by semicolons.</source>
        <translation>Dosare cu tabele Gaviota (*.gtb.cp4 și altele asemenea), separate prin punct și virgulă.</translation>
    </message>
    <message>
        <source>The 3-piece tables are not installed (Debian package gaviotatb).</source>
        <translation>Tabelele cu 3 piese nu sunt instalate (pachetul Debian gaviotatb).</translation>
    </message>
    <message>
        <source>Opening book file</source>
        <translation>Fișierul cărții de deschideri</translation>
    </message>
    <message>
        <source>Choose the opening book file</source>
        <translation>Alege fișierul cărții de deschideri</translation>
    </message>
    <message>
        <source>Tablebase folders</source>
        <translation>Dosarele tabelelor de final</translation>
    </message>
    <message>
        <source>Choose a tablebase folder</source>
        <translation>Alege un dosar cu tabele de final</translation>
    </message>
    <message>
        <source>Choose an Opening Book</source>
        <translation>Alege o carte de deschideri</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Cărți Polyglot (*.bin);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Choose a Tablebase Folder</source>
        <translation>Alege un dosar cu tabele de final</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoverageModel</name>
    <message>
        <source>Position</source>
        <translation>Poziție</translation>
    </message>
    <message>
        <source>Reply not answered</source>
        <translation>Mutare fără răspuns</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partide</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Pondere</translation>
    </message>
    <message>
        <source>Their score</source>
        <translation>Scorul lor</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoveragePanel</name>
    <message>
        <source>Cancelled.</source>
        <translation>Anulat.</translation>
    </message>
    <message>
        <source>Finding the replies not answered in %1…</source>
        <translation>Se caută mutările fără răspuns în %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n reply(s) not answered, over %2 positions where the opponent is to move.</source>
        <translation>
            <numerusform>%1: %n mutare fără răspuns, în %2 poziții în care mută adversarul.</numerusform>
            <numerusform>%1: %n mutări fără răspuns, în %2 poziții în care mută adversarul.</numerusform>
            <numerusform>%1: %n de mutări fără răspuns, în %2 poziții în care mută adversarul.</numerusform>
        </translation>
    </message>
    <message>
        <source>Minimum games:</source>
        <translation>Minimum partide:</translation>
    </message>
    <message>
        <source>Minimum share:</source>
        <translation>Pondere minimă:</translation>
    </message>
    <message>
        <source>Find Missing Replies</source>
        <translation>Caută răspunsurile lipsă</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Double-click a row to show the position on the main board</source>
        <translation>Dublu clic pe un rând arată poziția pe tabla principală</translation>
    </message>
    <message>
        <source>The opponent&apos;s replies played in the current database that the repertoire does not answer.</source>
        <translation>Răspunsurile adversarului jucate în baza curentă la care repertoriul nu răspunde.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CrosstableModel</name>
    <message numerus="yes">
        <source>%1 against %2: %n game(s), %3 points</source>
        <translation>
            <numerusform>%1 contra %2: %n partidă, %3 puncte</numerusform>
            <numerusform>%1 contra %2: %n partide, %3 puncte</numerusform>
            <numerusform>%1 contra %2: %n de partide, %3 puncte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseDocks</name>
    <message>
        <source>Clipboard</source>
        <translation>Clipboard</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games copied here are kept until Kibitz quits</source>
        <translation>Partidele copiate aici sunt păstrate până la închiderea Kibitz</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>Închide %1</translation>
    </message>
    <message>
        <source>the file is still being read</source>
        <translation>fișierul este încă în curs de citire</translation>
    </message>
    <message>
        <source>the file was changed by another program; open it again first</source>
        <translation>fișierul a fost modificat de alt program; redeschideți-l întâi</translation>
    </message>
    <message>
        <source>Wait until both databases are loaded.</source>
        <translation>Așteptați încărcarea ambelor baze de date.</translation>
    </message>
    <message>
        <source>The games were not copied to %1: %2</source>
        <translation>Partidele nu au fost copiate în %1: %2</translation>
    </message>
    <message>
        <source>Moved %1 game(s) to %2</source>
        <translation>%1 partidă(e) mutată(e) în %2</translation>
    </message>
    <message>
        <source>Copied %1 game(s) to %2</source>
        <translation>%1 partidă(e) copiată(e) în %2</translation>
    </message>
    <message>
        <source>Wait until the database is loaded.</source>
        <translation>Așteptați încărcarea bazei de date.</translation>
    </message>
    <message>
        <source>The games were not removed from %1: %2</source>
        <translation>Partidele nu au fost eliminate din %1: %2</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partide</translation>
    </message>
    <message>
        <source>&amp;Copy Selected Games To</source>
        <translation>&amp;Copiază partidele selectate în</translation>
    </message>
    <message>
        <source>&amp;Move Selected Games To</source>
        <translation>&amp;Mută partidele selectate în</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games…</source>
        <translation>Ș&amp;terge partidele selectate…</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from the clipboard?</source>
        <translation>Ștergeți partidele selectate (%1) din clipboard?</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from %2? The file is written again without them.</source>
        <translation>Ștergeți partidele selectate (%1) din %2? Fișierul este rescris fără ele.</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Șterge partide</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>Bază de &amp;date</translation>
    </message>
    <message>
        <source>Open databases</source>
        <translation>Baze de date deschise</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>Ar&amp;bore de deschideri</translation>
    </message>
    <message>
        <source>&amp;Game List</source>
        <translation>&amp;Lista de partide</translation>
    </message>
    <message>
        <source>&amp;Search Games…</source>
        <translation>&amp;Caută partide…</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>&amp;Resetează filtrul</translation>
    </message>
    <message>
        <source>%1 (read-only: copy games to a PGN database to change them)</source>
        <translation>%1 (doar citire: copiați partidele într-o bază PGN pentru a le modifica)</translation>
    </message>
    <message>
        <source>Kibitz opens databases of other programs read-only; copy the games to a PGN database</source>
        <translation>Kibitz deschide bazele de date ale altor programe doar pentru citire; copiați partidele într-o bază PGN</translation>
    </message>
    <message>
        <source>The games were not moved: %1</source>
        <translation>Partidele nu au fost mutate: %1</translation>
    </message>
    <message>
        <source>The games were not copied: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Partidele nu au fost copiate: memoria cache a indexului pentru %1 era deteriorată. Fișierul este indexat din nou; încercați din nou după ce partidele sale sunt listate.</translation>
    </message>
    <message>
        <source>The games were not removed: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Partidele nu au fost eliminate: memoria cache a indexului pentru %1 era deteriorată. Fișierul este indexat din nou; încercați din nou după ce partidele sale sunt listate.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseJob</name>
    <message>
        <source>Stopped: the database&apos;s index cache was damaged. The file is being indexed again; try once its games are listed.</source>
        <translation>Oprit: memoria cache a indexului bazei de date era deteriorată. Fișierul este indexat din nou; încercați din nou după ce partidele sale sunt listate.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseWatcher</name>
    <message>
        <source>%1 was removed or renamed by another program; its tab shows the games as they were.</source>
        <translation>%1 a fost șters sau redenumit de alt program; fila sa arată partidele așa cum erau.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read. Reload keeps the game on the board and your changes to it.</source>
        <translation>%1 a fost modificat de alt program; fila sa arată partidele așa cum au fost citite. Reîncărcarea păstrează partida de pe tablă și modificările dvs. în ea.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read.</source>
        <translation>%1 a fost modificat de alt program; fila sa arată partidele așa cum au fost citite.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Reîncarcă</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partidă</numerusform>
            <numerusform>%n partide</numerusform>
            <numerusform>%n de partide</numerusform>
        </translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation>%1 reîncărcat: %2.</translation>
    </message>
    <message>
        <source> Your changes to it are kept.</source>
        <translation> Modificările dvs. în ea sunt păstrate.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is game %3 there now.</source>
        <translation>%1 reîncărcat: %2. Partida de pe tablă este acum partida %3 acolo.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is no longer in it as it was read; Save offers to append it.</source>
        <translation>%1 reîncărcat: %2. Partida de pe tablă nu mai este în el așa cum a fost citită; Salvarea va oferi adăugarea ei.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierChart</name>
    <message>
        <source>Performance by year</source>
        <translation>Performanță pe ani</translation>
    </message>
    <message>
        <source>Score by year</source>
        <translation>Scor pe ani</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>performanță</translation>
    </message>
    <message>
        <source>score</source>
        <translation>scor</translation>
    </message>
    <message>
        <source>opponents&apos; average</source>
        <translation>media adversarilor</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partide</translation>
    </message>
    <message>
        <source>No dated games</source>
        <translation>Nicio partidă datată</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Nicio partidă</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} partide</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partidă</translation>
    </message>
    <message>
        <source>tallest bar: {} games</source>
        <translation>bara cea mai înaltă: {} partide</translation>
    </message>
    <message>
        <source>{} games without a year not shown</source>
        <translation>{} partide fără an nu sunt afișate</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierGamesModel</name>
    <message>
        <source>White</source>
        <translation>Alb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negru</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>A click opens the game on the board</source>
        <translation>Un clic deschide partida pe tablă</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Culoare</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversar</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Eveniment</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partidă</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierJob</name>
    <message>
        <source>%1 cannot be searched: %2</source>
        <translation>%1 nu poate fi căutat: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierPlayersModel</name>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n partidă)</numerusform>
            <numerusform>%1 (%n partide)</numerusform>
            <numerusform>%1 (%n de partide)</numerusform>
        </translation>
    </message>
    <message>
        <source>Spellings with the same surname and first initial; uncheck those of someone else</source>
        <translation>Grafii cu același nume și aceeași inițială; debifați-le pe cele ale altcuiva</translation>
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
        <translation>Partide</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Câștigate</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remize</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Pierdute</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>The player&apos;s score in the games with a result (a draw counts half)</source>
        <translation>Scorul jucătorului în partidele cu rezultat (remiza contează jumătate)</translation>
    </message>
    <message>
        <source>Opponents&apos; average rating plus the FIDE rating difference for the score against them</source>
        <translation>Ratingul mediu al adversarilor plus diferența de rating FIDE pentru scorul obținut</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Mutare</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindow</name>
    <message>
        <source>No player in the open databases matches “%1”.</source>
        <translation>Niciun jucător din bazele deschise nu corespunde cu „%1”.</translation>
    </message>
    <message>
        <source>Reading the search index of the open databases (%1 of %2)…</source>
        <translation>Se citește indexul de căutare al bazelor deschise (%1 din %2)…</translation>
    </message>
    <message numerus="yes">
        <source>%n database(s) searched</source>
        <translation>
            <numerusform>%n bază căutată</numerusform>
            <numerusform>%n baze căutate</numerusform>
            <numerusform>%n de baze căutate</numerusform>
        </translation>
    </message>
    <message>
        <source>Most recent games (a click opens the game)</source>
        <translation>Cele mai recente partide (un clic deschide partida)</translation>
    </message>
    <message>
        <source>By colour</source>
        <translation>Pe culori</translation>
    </message>
    <message>
        <source>By opponents&apos; rating</source>
        <translation>După ratingul adversarilor</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>Pe ani</translation>
    </message>
    <message>
        <source>Moves of the first 12 plies</source>
        <translation>Mutările primelor 12 semimutări</translation>
    </message>
    <message>
        <source>ECO families</source>
        <translation>Familii ECO</translation>
    </message>
    <message>
        <source>Longest games</source>
        <translation>Cele mai lungi partide</translation>
    </message>
    <message>
        <source>Shortest games</source>
        <translation>Cele mai scurte partide</translation>
    </message>
    <message>
        <source>No database is open: open a PGN file first.</source>
        <translation>Nicio bază deschisă: deschideți mai întâi un fișier PGN.</translation>
    </message>
    <message>
        <source>Looking for “%1”…</source>
        <translation>Se caută „%1”…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partidă</numerusform>
            <numerusform>%n partide</numerusform>
            <numerusform>%n de partide</numerusform>
        </translation>
    </message>
    <message>
        <source> · performance %1 against %2 on average</source>
        <translation> · performanță %1 contra %2 în medie</translation>
    </message>
    <message>
        <source> · own rating %1 on average</source>
        <translation> · rating propriu %1 în medie</translation>
    </message>
    <message>
        <source>As White: %1</source>
        <translation>Cu albele: %1</translation>
    </message>
    <message>
        <source>As Black: %1</source>
        <translation>Cu negrele: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) where both players bear a chosen spelling are left out.</source>
        <translation>
            <numerusform>%n partidă în care ambii jucători poartă o grafie aleasă este lăsată deoparte.</numerusform>
            <numerusform>%n partide în care ambii jucători poartă o grafie aleasă sunt lăsate deoparte.</numerusform>
            <numerusform>%n de partide în care ambii jucători poartă o grafie aleasă sunt lăsate deoparte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score by opening as White</source>
        <translation>Scor pe deschideri cu albele</translation>
    </message>
    <message>
        <source>Score by opening as Black</source>
        <translation>Scor pe deschideri cu negrele</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Alb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negru</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Necunoscut</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Fără rating</translation>
    </message>
    <message>
        <source>No ECO</source>
        <translation>Fără ECO</translation>
    </message>
    <message>
        <source>Type a player&apos;s name and press Enter: every open database is searched, case and accents ignored.</source>
        <translation>Tastați numele unui jucător și apăsați Enter: sunt căutate toate bazele deschise, fără a ține cont de majuscule și diacritice.</translation>
    </message>
    <message>
        <source>No games: check at least one spelling on the left.</source>
        <translation>Nicio partidă: bifați cel puțin o grafie în stânga.</translation>
    </message>
    <message>
        <source>There is no dossier to export.</source>
        <translation>Nu există niciun dosar de exportat.</translation>
    </message>
    <message>
        <source>There is no dossier to print.</source>
        <translation>Nu există niciun dosar de tipărit.</translation>
    </message>
    <message>
        <source>dossier</source>
        <translation>dosar</translation>
    </message>
    <message>
        <source>Print Dossier to PDF</source>
        <translation>Tipărește dosarul în PDF</translation>
    </message>
    <message>
        <source>Export Dossier as HTML</source>
        <translation>Exportă dosarul ca HTML</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documente PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Pagini web (*.html *.htm)</translation>
    </message>
    <message>
        <source>The dossier was not saved: %1</source>
        <translation>Dosarul nu a fost salvat: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvat: %1</translation>
    </message>
    <message>
        <source>Player Dossier</source>
        <translation>Dosarul jucătorului</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jucător:</translation>
    </message>
    <message>
        <source>A name or part of it, e.g. Carlsen or carlsen, m</source>
        <translation>Un nume sau o parte din el, de ex. Carlsen sau carlsen, m</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Caută</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Exportă &amp;HTML…</translation>
    </message>
    <message>
        <source>One self-contained web page with the charts and tables</source>
        <translation>O singură pagină web de sine stătătoare, cu graficele și tabelele</translation>
    </message>
    <message>
        <source>Print to P&amp;DF…</source>
        <translation>Tipărește în P&amp;DF…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Privire de ansamblu</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Rezultate</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Deschideri cu albele</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Deschideri cu negrele</translation>
    </message>
    <message>
        <source>Longest and Shortest</source>
        <translation>Cele mai lungi și mai scurte</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Culoare</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Opponents&apos; rating</source>
        <translation>Ratingul adversarilor</translation>
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
        <translation>Dosarul &amp;jucătorului…</translation>
    </message>
    <message>
        <source>A player&apos;s results, openings and games over the open databases</source>
        <translation>Rezultatele, deschiderile și partidele unui jucător în bazele deschise</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Clipboard</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadActions</name>
    <message>
        <source>Cannot download: %1</source>
        <translation>Nu se poate descărca: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Se pornește…</translation>
    </message>
    <message>
        <source>Reading the games already in the file…</source>
        <translation>Se citesc partidele existente deja în fișier…</translation>
    </message>
    <message numerus="yes">
        <source>The site limits the rate: waiting %n second(s)…</source>
        <translation>
            <numerusform>Site-ul limitează frecvența: se așteaptă %n secundă…</numerusform>
            <numerusform>Site-ul limitează frecvența: se așteaptă %n secunde…</numerusform>
            <numerusform>Site-ul limitează frecvența: se așteaptă %n de secunde…</numerusform>
        </translation>
    </message>
    <message>
        <source>Appending the new games to the file…</source>
        <translation>Se adaugă partidele noi în fișier…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) received</source>
        <translation>
            <numerusform>%n partidă primită</numerusform>
            <numerusform>%n partide primite</numerusform>
            <numerusform>%n de partide primite</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading %1-%2: %3</source>
        <translation>Se descarcă %1-%2: %3</translation>
    </message>
    <message>
        <source>Downloading: %1</source>
        <translation>Se descarcă: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) appended to %1</source>
        <translation>
            <numerusform>%n partidă nouă adăugată la %1</numerusform>
            <numerusform>%n partide noi adăugate la %1</numerusform>
            <numerusform>%n de partide noi adăugate la %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 received, %2 already there).</source>
        <translation>(%1 primite, %2 deja existente).</translation>
    </message>
    <message>
        <source>Cancelled: the complete games received were kept.</source>
        <translation>Anulat: partidele primite complet au fost păstrate.</translation>
    </message>
    <message>
        <source>The transfer stopped early; download again for the rest.</source>
        <translation>Transferul s-a oprit prematur; descărcați din nou pentru rest.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Eroare: %1</translation>
    </message>
    <message>
        <source>Do&amp;wnload Games…</source>
        <translation>&amp;Descarcă partide…</translation>
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
        <translation>Rapid</translation>
    </message>
    <message>
        <source>Classical</source>
        <translation>Clasic</translation>
    </message>
    <message>
        <source>Correspondence</source>
        <translation>Corespondență</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Zilnic</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De la</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Până la</translation>
    </message>
    <message>
        <source>lichess &amp;token:</source>
        <translation>&amp;Token lichess:</translation>
    </message>
    <message>
        <source>&amp;Rated:</source>
        <translation>&amp;Evaluare:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Răsfoiește…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Descarcă</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Download Games</source>
        <translation>Descarcă partide</translation>
    </message>
    <message>
        <source>user name on the site</source>
        <translation>numele de utilizator pe site</translation>
    </message>
    <message>
        <source>Without a start date the download continues after the newest game of this user from this site already in the file.</source>
        <translation>Fără o dată de început, descărcarea continuă după cea mai nouă partidă a acestui utilizator de pe acest site aflată deja în fișier.</translation>
    </message>
    <message>
        <source>Rated and casual</source>
        <translation>Evaluate și amicale</translation>
    </message>
    <message>
        <source>Rated only</source>
        <translation>Doar evaluate</translation>
    </message>
    <message>
        <source>Casual only</source>
        <translation>Doar amicale</translation>
    </message>
    <message>
        <source>optional: a personal API token raises lichess&apos;s rate limit</source>
        <translation>opțional: un token API personal mărește limita de frecvență a lichess</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilizator:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Site:</translation>
    </message>
    <message>
        <source>Dates (UTC):</source>
        <translation>Date (UTC):</translation>
    </message>
    <message>
        <source>Speeds (none: all):</source>
        <translation>Ritmuri (niciunul: toate):</translation>
    </message>
    <message>
        <source>&amp;Append to:</source>
        <translation>&amp;Adaugă la:</translation>
    </message>
    <message>
        <source>Append the Games to</source>
        <translation>Adaugă partidele la</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fișiere PGN (*.pgn)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DrillPanel</name>
    <message>
        <source>The repertoire changed: start the drill again.</source>
        <translation>Repertoriul s-a schimbat: reporniți antrenamentul.</translation>
    </message>
    <message>
        <source>Answered: %1, wrong: %2</source>
        <translation>Răspunsuri: %1, greșite: %2</translation>
    </message>
    <message>
        <source>No card to drill in this mode now.</source>
        <translation>Nicio fișă de exersat acum în acest mod.</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>Sesiune încheiată.</translation>
    </message>
    <message>
        <source>%1 — your move (a new card).</source>
        <translation>%1 — e rândul tău (fișă nouă).</translation>
    </message>
    <message>
        <source>%1 — your move.</source>
        <translation>%1 — e rândul tău.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Corect: %1.</translation>
    </message>
    <message>
        <source>Right: %1. The main move is %2.</source>
        <translation>Corect: %1. Mutarea principală este %2.</translation>
    </message>
    <message>
        <source>Wrong: %1. Accepted: %2 (rated Again).</source>
        <translation>Greșit: %1. Acceptate: %2 (notat Din nou).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Pornește</translation>
    </message>
    <message>
        <source>The progress was not saved: %1</source>
        <translation>Progresul nu a fost salvat: %1</translation>
    </message>
    <message>
        <source>Cards due now</source>
        <translation>Fișe scadente acum</translation>
    </message>
    <message>
        <source>One chapter in order</source>
        <translation>Un capitol în ordine</translation>
    </message>
    <message>
        <source>Practice (no rescheduling)</source>
        <translation>Exersare (fără reprogramare)</translation>
    </message>
    <message>
        <source>Rate by time</source>
        <translation>Notare după timp</translation>
    </message>
    <message>
        <source>Rate right answers by the time taken: Easy under 4 s, Good under 15 s, else Hard</source>
        <translation>Notează răspunsurile corecte după timpul folosit: Ușor sub 4 s, Bine sub 15 s, altfel Greu</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Din nou</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Greu</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bine</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Ușor</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuă</translation>
    </message>
    <message>
        <source>Choose a mode and press Start. You play the repertoire&apos;s side.</source>
        <translation>Alegeți un mod și apăsați Pornește. Jucați partea repertoriului.</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Poziția inițială</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DueChart</name>
    <message>
        <source>days from today</source>
        <translation>zile de azi încolo</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoLibrary</name>
    <message>
        <source>Cannot open the opening table %1: %2</source>
        <translation>Nu se poate deschide tabelul de deschideri %1: %2</translation>
    </message>
    <message>
        <source>%1 contains no opening lines that could be read</source>
        <translation>%1 nu conține variante de deschidere care să poată fi citite</translation>
    </message>
    <message>
        <source>No opening table file was chosen</source>
        <translation>Nu a fost ales niciun fișier cu tabelul de deschideri</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoSettingsSection</name>
    <message>
        <source>Browse…</source>
        <translation>Răsfoiește…</translation>
    </message>
    <message>
        <source>Built-in table (pgn-extract&apos;s eco.pgn)</source>
        <translation>Tabela încorporată (eco.pgn din pgn-extract)</translation>
    </message>
    <message>
        <source>Scid&apos;s table with extended codes such as B90k</source>
        <translation>Tabela Scid cu coduri extinse, de exemplu B90k</translation>
    </message>
    <message>
        <source>Table from a file (eco.pgn or .eco format):</source>
        <translation>Tabelă dintr-un fișier (format eco.pgn sau .eco):</translation>
    </message>
    <message>
        <source>Opening table file</source>
        <translation>Fișierul tabelei de deschideri</translation>
    </message>
    <message>
        <source>Choose the opening table file</source>
        <translation>Alege fișierul tabelei de deschideri</translation>
    </message>
    <message>
        <source>Scid&apos;s table is not installed (Debian package scid-data).</source>
        <translation>Tabela Scid nu este instalată (pachetul Debian scid-data).</translation>
    </message>
    <message>
        <source>Opening Table</source>
        <translation>Tabelă de deschideri</translation>
    </message>
    <message>
        <source>Opening tables (*.pgn *.eco);;All files (*)</source>
        <translation>Tabele de deschideri (*.pgn *.eco);;Toate fișierele (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineLinesModel</name>
    <message>
        <source>Depth %1: %2</source>
        <translation>Adâncime %1: %2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variantă</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineSettings</name>
    <message>
        <source>Browse…</source>
        <translation>Răsfoiește…</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Adaugă motor</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Elimină</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Motoare externe</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Numele motorului</translation>
    </message>
    <message>
        <source>Name, e.g. Stockfish</source>
        <translation>Nume, de ex. Stockfish</translation>
    </message>
    <message>
        <source>Engine executable</source>
        <translation>Executabilul motorului</translation>
    </message>
    <message>
        <source>Executable, e.g. /usr/games/stockfish</source>
        <translation>Executabil, de ex. /usr/games/stockfish</translation>
    </message>
    <message>
        <source>Browse for an engine executable</source>
        <translation>Caută un executabil de motor</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>Adaugă motor</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>Elimină motorul</translation>
    </message>
    <message>
        <source>Engine for analysis</source>
        <translation>Motor pentru analiză</translation>
    </message>
    <message>
        <source>Engine for auto move</source>
        <translation>Motor pentru mutarea automată</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nume:</translation>
    </message>
    <message>
        <source>Executable:</source>
        <translation>Executabil:</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>Motor de analiză:</translation>
    </message>
    <message>
        <source>Auto move engine:</source>
        <translation>Motor pentru mutarea automată:</translation>
    </message>
    <message>
        <source>Give the engine a name.</source>
        <translation>Dați un nume motorului.</translation>
    </message>
    <message>
        <source>There is already an engine named “%1”.</source>
        <translation>Există deja un motor numit „%1”.</translation>
    </message>
    <message>
        <source>“%1” is not an executable file.</source>
        <translation>„%1” nu este un fișier executabil.</translation>
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
        <translation>Detectare automată</translation>
    </message>
    <message>
        <source>Find Options</source>
        <translation>Găsește opțiunile</translation>
    </message>
    <message>
        <source>Engine protocol</source>
        <translation>Protocolul motorului</translation>
    </message>
    <message>
        <source>Find the engine&apos;s protocol and options</source>
        <translation>Află protocolul și opțiunile motorului</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>Opțiunile motorului</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>Motoare externe:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protocol:</translation>
    </message>
    <message>
        <source>Asking %1 for its protocol and options…</source>
        <translation>Se cer lui %1 protocolul și opțiunile…</translation>
    </message>
    <message>
        <source>Choose an Engine</source>
        <translation>Alegeți un motor</translation>
    </message>
    <message>
        <source>Select an engine to see its options.</source>
        <translation>Selectați un motor pentru a-i vedea opțiunile.</translation>
    </message>
    <message>
        <source>The protocol and options of %1 are not known yet: press Find Options.</source>
        <translation>Protocolul și opțiunile lui %1 nu sunt încă cunoscute: apăsați Găsește opțiunile.</translation>
    </message>
    <message numerus="yes">
        <source>%1 speaks %2 and has %n option(s).</source>
        <translation>
            <numerusform>%1 folosește %2 și are %n opțiune.</numerusform>
            <numerusform>%1 folosește %2 și are %n opțiuni.</numerusform>
            <numerusform>%1 folosește %2 și are %n de opțiuni.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ErrorText</name>
    <message>
        <source>The FEN is empty</source>
        <translation>FEN-ul este gol</translation>
    </message>
    <message>
        <source>The FEN has missing fields</source>
        <translation>FEN-ului îi lipsesc câmpuri</translation>
    </message>
    <message>
        <source>The FEN has too many fields: &apos;%1&apos;</source>
        <translation>FEN-ul are prea multe câmpuri: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The board must have 8 ranks</source>
        <translation>Tabla trebuie să aibă 8 linii</translation>
    </message>
    <message>
        <source>A rank has more than 8 squares</source>
        <translation>O linie are mai mult de 8 câmpuri</translation>
    </message>
    <message>
        <source>A rank has fewer than 8 squares</source>
        <translation>O linie are mai puțin de 8 câmpuri</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter or digit</source>
        <translation>&apos;%1&apos; nu este o literă de piesă sau o cifră</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>Partea la mutare trebuie să fie &apos;w&apos; sau &apos;b&apos;, nu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Invalid castling rights: &apos;%1&apos;</source>
        <translation>Drepturi de rocadă nevalide: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The en-passant field must be &apos;-&apos; or a square, not &apos;%1&apos;</source>
        <translation>Câmpul en passant trebuie să fie &apos;-&apos; sau un câmp, nu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The halfmove clock must be a number of at least 0, not &apos;%1&apos;</source>
        <translation>Contorul de semimutări trebuie să fie un număr de cel puțin 0, nu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The move number must be at least 1, not &apos;%1&apos;</source>
        <translation>Numărul mutării trebuie să fie cel puțin 1, nu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>A king is missing</source>
        <translation>Lipsește un rege</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>Albul nu are rege</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>Negrul nu are rege</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings</source>
        <translation>
            <numerusform>Albul are %n rege</numerusform>
            <numerusform>Albul are %n regi</numerusform>
            <numerusform>Albul are %n de regi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings</source>
        <translation>
            <numerusform>Negrul are %n rege</numerusform>
            <numerusform>Negrul are %n regi</numerusform>
            <numerusform>Negrul are %n de regi</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one king</source>
        <translation>Mai mult de un rege</translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank</source>
        <translation>Un pion se află pe prima sau pe ultima linie</translation>
    </message>
    <message>
        <source>Pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>Pion pe %1: pionii nu pot sta pe prima sau pe ultima linie</translation>
    </message>
    <message>
        <source>The side not to move is in check</source>
        <translation>Partea care nu este la mutare este în șah</translation>
    </message>
    <message>
        <source>Impossible check: more than two pieces give check</source>
        <translation>Șah imposibil: mai mult de două piese dau șah</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; without the king and rook on their squares</source>
        <translation>Drept de rocadă &apos;%1&apos; fără regele și turnul pe câmpurile lor</translation>
    </message>
    <message>
        <source>No pawn can be captured en passant on %1</source>
        <translation>Niciun pion nu poate fi capturat en passant pe %1</translation>
    </message>
    <message>
        <source>An impossible castling right was dropped</source>
        <translation>Un drept de rocadă imposibil a fost eliminat</translation>
    </message>
    <message>
        <source>An impossible en-passant square was dropped</source>
        <translation>Un câmp en passant imposibil a fost eliminat</translation>
    </message>
    <message>
        <source>Missing move counters were filled in</source>
        <translation>Contoarele de mutări lipsă au fost completate</translation>
    </message>
    <message>
        <source>this is not a move</source>
        <translation>aceasta nu este o mutare</translation>
    </message>
    <message>
        <source>not written in standard notation</source>
        <translation>nu este scrisă în notația standard</translation>
    </message>
    <message>
        <source>no right to castle short</source>
        <translation>nu există drept de rocadă mică</translation>
    </message>
    <message>
        <source>no right to castle long</source>
        <translation>nu există drept de rocadă mare</translation>
    </message>
    <message>
        <source>you cannot castle out of check</source>
        <translation>nu se poate face rocada din șah</translation>
    </message>
    <message>
        <source>castling is blocked or passes through an attacked square</source>
        <translation>rocada este blocată sau trece printr-un câmp atacat</translation>
    </message>
    <message>
        <source>there is no piece of the side to move on %1</source>
        <translation>pe %1 nu se află nicio piesă a părții la mutare</translation>
    </message>
    <message>
        <source>the king is not on %1</source>
        <translation>regele nu este pe %1</translation>
    </message>
    <message>
        <source>only pawns promote</source>
        <translation>doar pionii se transformă</translation>
    </message>
    <message>
        <source>the king cannot reach %1</source>
        <translation>regele nu poate ajunge pe %1</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>regele ar fi în șah pe %1</translation>
    </message>
    <message>
        <source>%1 is occupied by your own piece</source>
        <translation>pe %1 se află o piesă proprie</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank promotes</source>
        <translation>doar un pion ajuns pe ultima linie se transformă</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>pe %1 nu este nimic de capturat</translation>
    </message>
    <message>
        <source>no pawn can reach %1</source>
        <translation>niciun pion nu poate ajunge pe %1</translation>
    </message>
    <message>
        <source>no knight can reach %1</source>
        <translation>niciun cal nu poate ajunge pe %1</translation>
    </message>
    <message>
        <source>no bishop can reach %1</source>
        <translation>niciun nebun nu poate ajunge pe %1</translation>
    </message>
    <message>
        <source>no rook can reach %1</source>
        <translation>niciun turn nu poate ajunge pe %1</translation>
    </message>
    <message>
        <source>no queen can reach %1</source>
        <translation>nicio damă nu poate ajunge pe %1</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>nu parează șahul</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>regele ar rămâne în șah</translation>
    </message>
    <message>
        <source>several moves match</source>
        <translation>se potrivesc mai multe mutări</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>Nu este o mutare: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>Mutare ilegală: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1 — %2</source>
        <translation>Mutare ilegală: %1 — %2</translation>
    </message>
    <message>
        <source>Ambiguous: %1</source>
        <translation>Ambiguă: %1</translation>
    </message>
    <message>
        <source>Ambiguous: %1 or %2?</source>
        <translation>Ambiguă: %1 sau %2?</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>nu este o mutare</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>mutare ilegală</translation>
    </message>
    <message>
        <source>ambiguous move</source>
        <translation>mutare ambiguă</translation>
    </message>
    <message>
        <source>unreadable tag line, skipped</source>
        <translation>rând de etichetă ilizibil, omis</translation>
    </message>
    <message>
        <source>invalid FEN tag, the moves were skipped</source>
        <translation>etichetă FEN nevalidă, mutările au fost omise</translation>
    </message>
    <message>
        <source>unsupported chess variant, the game was skipped</source>
        <translation>variantă de șah neacceptată, partida a fost omisă</translation>
    </message>
    <message>
        <source>a comment is not closed</source>
        <translation>un comentariu nu este închis</translation>
    </message>
    <message>
        <source>unexpected text</source>
        <translation>text neașteptat</translation>
    </message>
    <message>
        <source>a variation is not closed</source>
        <translation>o variantă nu este închisă</translation>
    </message>
    <message>
        <source>null move while in check</source>
        <translation>mutare nulă în șah</translation>
    </message>
    <message>
        <source>%1 — could be %2 or %3</source>
        <translation>%1 — poate fi %2 sau %3</translation>
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
        <translation>%1: partida %2: %3</translation>
    </message>
    <message>
        <source>%1: game %2, move %3: %4</source>
        <translation>%1: partida %2, mutarea %3: %4</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move</source>
        <translation>Negrul este în șah, dar Albul este la mutare</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move</source>
        <translation>Albul este în șah, dar Negrul este la mutare</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ExchangeActions</name>
    <message>
        <source>Writing the SCID database…</source>
        <translation>Se scrie baza de date SCID…</translation>
    </message>
    <message>
        <source>The SCID database was not written: %1</source>
        <translation>Baza de date SCID nu a fost scrisă: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n game(s) to the SCID database; %1 not written, %2 changed.</source>
        <translation>
            <numerusform>%n partidă scrisă în baza SCID; %1 nescrise, %2 modificate.</numerusform>
            <numerusform>%n partide scrise în baza SCID; %1 nescrise, %2 modificate.</numerusform>
            <numerusform>%n de partide scrise în baza SCID; %1 nescrise, %2 modificate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as SCID Database</source>
        <translation>Salvează ca bază de date SCID</translation>
    </message>
    <message>
        <source>The databases were not merged: %1</source>
        <translation>Bazele de date nu au fost combinate: %1</translation>
    </message>
    <message numerus="yes">
        <source>Merged %n game(s); %1 duplicates dropped.</source>
        <translation>
            <numerusform>%n partidă combinată; %1 duplicate omise.</numerusform>
            <numerusform>%n partide combinate; %1 duplicate omise.</numerusform>
            <numerusform>%n de partide combinate; %1 duplicate omise.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Combină baze de date</translation>
    </message>
    <message>
        <source>Open a database and wait until its games are listed.</source>
        <translation>Deschideți o bază de date și așteptați până când partidele ei sunt listate.</translation>
    </message>
    <message>
        <source>SCID databases (*.si4)</source>
        <translation>Baze de date SCID (*.si4)</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>Anulat; nu s-a scris nimic.</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>Baze de date</translation>
    </message>
    <message>
        <source>&amp;Merge Databases…</source>
        <translation>Co&amp;mbină baze de date…</translation>
    </message>
    <message>
        <source>Save as SC&amp;ID Database…</source>
        <translation>Salvează ca bază de date &amp;SCID…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FileActions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Deschise &amp;recent</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modificări nesalvate</translation>
    </message>
    <message>
        <source>The current game has unsaved changes. Save them first?</source>
        <translation>Partida curentă are modificări nesalvate. Le salvați mai întâi?</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>Deschide fișier PGN</translation>
    </message>
    <message>
        <source>%1 holds %2 games; showing the first.</source>
        <translation>%1 conține %2 partide; este afișată prima.</translation>
    </message>
    <message>
        <source>%1 holds several games; showing the first.</source>
        <translation>%1 conține mai multe partide; este afișată prima.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (și încă %n)</numerusform>
            <numerusform> (și încă %n)</numerusform>
            <numerusform> (și încă %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was read up to an error: %1%2</source>
        <translation>Partida a fost citită până la o eroare: %1%2</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN copiat</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN copiat</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>Partidă lipită</translation>
    </message>
    <message>
        <source>New to Kibitz? The sample games are famous games to step through, search and analyse.</source>
        <translation>Nou în Kibitz? Partidele exemplu sunt partide celebre de parcurs, căutat și analizat.</translation>
    </message>
    <message>
        <source>Open Sample Games</source>
        <translation>Deschide partidele exemplu</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Baze de date (*.pgn *.si4 *.cbh);;Fișiere PGN (*.pgn);;Baze de date SCID (*.si4);;Baze de date ChessBase (*.cbh);;Toate fișierele (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FinishedGamesModel</name>
    <message>
        <source>Game</source>
        <translation>Partidă</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Alb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negru</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Cum s-a încheiat</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameAnnotator</name>
    <message>
        <source>A&amp;nnotate Game…</source>
        <translation>Ad&amp;notează partida…</translation>
    </message>
    <message>
        <source>Evaluates every move with an engine and marks inaccuracies, mistakes and blunders</source>
        <translation>Evaluează fiecare mutare cu un motor și marchează inexactitățile, greșelile și gafele</translation>
    </message>
    <message>
        <source>Annotating…</source>
        <translation>Se adnotează…</translation>
    </message>
    <message>
        <source>Annotation progress</source>
        <translation>Progresul adnotării</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Stops the annotation; the moves evaluated so far are annotated (one Undo removes them)</source>
        <translation>Oprește adnotarea; mutările evaluate până acum sunt adnotate (o singură Anulare le elimină)</translation>
    </message>
    <message>
        <source>The game has no moves to annotate.</source>
        <translation>Partida nu are mutări de adnotat.</translation>
    </message>
    <message>
        <source>The engine %1 is no longer configured (Settings › Engines).</source>
        <translation>Motorul %1 nu mai este configurat (Setări › Motoare).</translation>
    </message>
    <message>
        <source>%1 of %2 positions evaluated</source>
        <translation>%1 din %2 poziții evaluate</translation>
    </message>
    <message>
        <source>The annotation was not written: %1.</source>
        <translation>Adnotarea nu a fost scrisă: %1.</translation>
    </message>
    <message>
        <source>Annotate game</source>
        <translation>Adnotează partida</translation>
    </message>
    <message>
        <source>%1 The moves evaluated before were annotated.</source>
        <translation>%1 Mutările evaluate înainte au fost adnotate.</translation>
    </message>
    <message>
        <source>Annotation cancelled; the moves evaluated so far were annotated.</source>
        <translation>Adnotare anulată; mutările evaluate până acum au fost adnotate.</translation>
    </message>
    <message>
        <source>Annotation cancelled before any move was evaluated.</source>
        <translation>Adnotare anulată înainte ca vreo mutare să fie evaluată.</translation>
    </message>
    <message>
        <source>Annotated: %1 moves marked, %2 better lines added.</source>
        <translation>Adnotată: %1 mutări marcate, %2 variante mai bune adăugate.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckModel</name>
    <message>
        <source>player left</source>
        <translation>a ieșit jucătorul</translation>
    </message>
    <message>
        <source>opponent left</source>
        <translation>a ieșit adversarul</translation>
    </message>
    <message>
        <source>in book</source>
        <translation>în teorie</translation>
    </message>
    <message>
        <source>not in repertoire</source>
        <translation>în afara repertoriului</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partidă</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Albele</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negrele</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Left the repertoire</source>
        <translation>Ieșire din repertoriu</translation>
    </message>
    <message>
        <source>Move played</source>
        <translation>Mutarea jucată</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Așteptată</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckPanel</name>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Introduceți mai întâi numele jucătorului.</translation>
    </message>
    <message>
        <source>Checking the games in %1…</source>
        <translation>Se verifică partidele din %1…</translation>
    </message>
    <message>
        <source>%1: %2 games. The player left the repertoire in %3, the opponent in %4; in book to the end: %5.</source>
        <translation>%1: %2 partide. Jucătorul a ieșit din repertoriu în %3, adversarul în %4; în teorie până la capăt: %5.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jucător:</translation>
    </message>
    <message>
        <source>Name as in the games; several spellings separated by ;</source>
        <translation>Numele ca în partide; mai multe grafii separate prin ;</translation>
    </message>
    <message>
        <source>Check My Games</source>
        <translation>Verifică partidele mele</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Double-click a row to open the game at that move on the main board</source>
        <translation>Dublu clic pe un rând deschide partida la acea mutare pe tabla principală</translation>
    </message>
    <message>
        <source>Where the player&apos;s games in the current database left the repertoire, and who left it.</source>
        <translation>Unde au ieșit din repertoriu partidele jucătorului din baza curentă și cine a ieșit.</translation>
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
        <translation>Data</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Alb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negru</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Eveniment</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Loc</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Elo Alb</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Elo Negru</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Semimutări</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variantă</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameController</name>
    <message>
        <source>Replace continuation with %1</source>
        <translation>Înlocuiește continuarea cu %1</translation>
    </message>
    <message>
        <source>New variation %1</source>
        <translation>Variantă nouă %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Mutarea %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Editează comentariul</translation>
    </message>
    <message>
        <source>Annotate move</source>
        <translation>Adnotează mutarea</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Elimină adnotările</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promovează varianta</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Șterge varianta</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Șterge mutările de aici</translation>
    </message>
    <message>
        <source>Edit game information</source>
        <translation>Editează informațiile partidei</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Nu se poate deschide %1: %2</translation>
    </message>
    <message>
        <source>%1 contains no games.</source>
        <translation>%1 nu conține nicio partidă.</translation>
    </message>
    <message>
        <source>Game %1 of %2 could not be read.</source>
        <translation>Partida %1 din %2 nu a putut fi citită.</translation>
    </message>
    <message>
        <source>The clipboard is empty.</source>
        <translation>Clipboardul este gol.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>FEN nevalid: %1</translation>
    </message>
    <message>
        <source>The clipboard holds neither a PGN game nor a FEN.</source>
        <translation>Clipboardul nu conține nici o partidă PGN, nici un FEN.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Nu s-a putut salva %1: %2</translation>
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
        <translation>Partida nu are evaluări. Partidă › Adnotează partida… le adaugă.</translation>
    </message>
    <message>
        <source>No clock times ([%clk]) in this game.</source>
        <translation>Partida nu are timpi de ceas ([%clk]).</translation>
    </message>
    <message>
        <source>No times per move ([%emt], or clock times with a time control) in this game.</source>
        <translation>Partida nu are timpi pe mutare ([%emt] sau timpi de ceas cu un control al timpului).</translation>
    </message>
    <message>
        <source>(inaccuracy)</source>
        <translation>(imprecizie)</translation>
    </message>
    <message>
        <source>(mistake)</source>
        <translation>(greșeală)</translation>
    </message>
    <message>
        <source>(blunder)</source>
        <translation>(gafă)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 rămas</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>%1 folosit</translation>
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
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Poziție aranjată</translation>
    </message>
    <message>
        <source>Game information</source>
        <translation>Informații despre partidă</translation>
    </message>
    <message>
        <source>Players and result</source>
        <translation>Jucători și rezultat</translation>
    </message>
    <message>
        <source>Event, site, round and date</source>
        <translation>Eveniment, loc, rundă și dată</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Deschidere</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListModel</name>
    <message>
        <source>Game %1 has errors in its headers or moves</source>
        <translation>Partida %1 are erori în antet sau în mutări</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListPanel</name>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 din %2 partide</translation>
    </message>
    <message>
        <source>Opened from the index cache.</source>
        <translation>Deschis din memoria cache a indexului.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have errors (hover a row for details).</source>
        <translation>
            <numerusform>%n partidă are erori (treceți cu mouse-ul peste un rând pentru detalii).</numerusform>
            <numerusform>%n partide au erori (treceți cu mouse-ul peste un rând pentru detalii).</numerusform>
            <numerusform>%n de partide au erori (treceți cu mouse-ul peste un rând pentru detalii).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading cancelled: only the first %Ln game(s) are listed.</source>
        <translation>
            <numerusform>Încărcare anulată: este afișată doar prima %Ln partidă.</numerusform>
            <numerusform>Încărcare anulată: sunt afișate doar primele %Ln partide.</numerusform>
            <numerusform>Încărcare anulată: sunt afișate doar primele %Ln de partide.</numerusform>
        </translation>
    </message>
    <message>
        <source>The index could not be cached (%1); the next opening will index the file again.</source>
        <translation>Indexul nu a putut fi salvat (%1); la următoarea deschidere fișierul va fi indexat din nou.</translation>
    </message>
    <message>
        <source>Games — %1</source>
        <translation>Partide — %1</translation>
    </message>
    <message>
        <source>%1 games so far…</source>
        <translation>%1 partide până acum…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 partide</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partide</translation>
    </message>
    <message>
        <source>Filter by player, event, ECO or year</source>
        <translation>Filtrează după jucător, eveniment, ECO sau an</translation>
    </message>
    <message>
        <source>Case-insensitive; several words must all match</source>
        <translation>Nu contează literele mari/mici; toate cuvintele trebuie să se potrivească</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Filtrează partidele</translation>
    </message>
    <message>
        <source>Enter or a double click opens the selected game</source>
        <translation>Enter sau dublu clic deschide partida selectată</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Numărul de partide</translation>
    </message>
    <message>
        <source>Loading status</source>
        <translation>Starea încărcării</translation>
    </message>
    <message>
        <source>Indexing… %p%</source>
        <translation>Indexare… %p%</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Progresul indexării</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>&amp;Caută…</translation>
    </message>
    <message>
        <source>Search by players, ratings, dates, result, ECO, position or material</source>
        <translation>Caută după jucători, rating, date, rezultat, ECO, poziție sau material</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>&amp;Resetează filtrul</translation>
    </message>
    <message>
        <source>Shows every game of the file again</source>
        <translation>Arată din nou toate partidele fișierului</translation>
    </message>
    <message>
        <source>Sorting and filtering…</source>
        <translation>Sortare și filtrare…</translation>
    </message>
    <message>
        <source>Default Columns</source>
        <translation>Coloane implicite</translation>
    </message>
    <message>
        <source>Read-only: games are copied out of it, not saved into it.</source>
        <translation>Doar citire: partidele se copiază din ea, nu se salvează în ea.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the database could not be read completely (hover here for details).</source>
        <translation>
            <numerusform>%n partidă din bază nu a putut fi citită complet (treceți cu mouse-ul aici pentru detalii).</numerusform>
            <numerusform>%n partide din bază nu au putut fi citite complet (treceți cu mouse-ul aici pentru detalii).</numerusform>
            <numerusform>%n de partide din bază nu au putut fi citite complet (treceți cu mouse-ul aici pentru detalii).</numerusform>
        </translation>
    </message>
    <message>
        <source>The index cache was damaged: the file was indexed again.</source>
        <translation>Memoria cache a indexului era deteriorată: fișierul a fost indexat din nou.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameLocation</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Nu s-a putut salva %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameSaver</name>
    <message>
        <source>Save Game</source>
        <translation>Salvează partida</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fișiere PGN (*.pgn);;Toate fișierele (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 already contains %n game(s).</source>
        <translation>
            <numerusform>%1 conține deja %n partidă.</numerusform>
            <numerusform>%1 conține deja %n partide.</numerusform>
            <numerusform>%1 conține deja %n de partide.</numerusform>
        </translation>
    </message>
    <message>
        <source>Append as New Game</source>
        <translation>Adaugă ca partidă nouă</translation>
    </message>
    <message>
        <source>Replace This Game</source>
        <translation>Înlocuiește această partidă</translation>
    </message>
    <message>
        <source>Game appended to %1</source>
        <translation>Partidă adăugată la %1</translation>
    </message>
    <message>
        <source>Game replaced in %1</source>
        <translation>Partidă înlocuită în %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvat %1</translation>
    </message>
    <message>
        <source>%1 already contains several games.</source>
        <translation>%1 conține deja mai multe partide.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Se salvează %1…</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the game was read, so the game was not replaced (nothing was written).</source>
        <translation>%1 a fost modificat de alt program de când a fost citită partida, deci partida nu a fost înlocuită (nu s-a scris nimic).</translation>
    </message>
    <message>
        <source>&amp;Reload and Retry</source>
        <translation>&amp;Reîncarcă și reîncearcă</translation>
    </message>
    <message>
        <source>Finds the game in the file as it is now and replaces it there</source>
        <translation>Găsește partida în fișier așa cum este acum și o înlocuiește acolo</translation>
    </message>
    <message>
        <source>&amp;Append as New Game</source>
        <translation>&amp;Adaugă ca partidă nouă</translation>
    </message>
    <message>
        <source>Save to Another &amp;File…</source>
        <translation>Salvează în alt &amp;fișier…</translation>
    </message>
    <message>
        <source>The game is no longer in %1 as it was read (another program changed or removed it there), so there is nothing to replace. Append it as a new game, or save it to another file.</source>
        <translation>Partida nu mai este în %1 așa cum a fost citită (alt program a modificat-o sau a șters-o acolo), deci nu există nimic de înlocuit. Adăugați-o ca partidă nouă sau salvați-o în alt fișier.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GraphDock</name>
    <message>
        <source>Game Graphs</source>
        <translation>Grafice ale partidei</translation>
    </message>
    <message>
        <source>Game &amp;Graphs</source>
        <translation>&amp;Grafice ale partidei</translation>
    </message>
    <message>
        <source>Show the evaluation and clock graphs of the game (Ctrl+Shift+G)</source>
        <translation>Arată graficele de evaluare și de ceas ale partidei (Ctrl+Shift+G)</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluare</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Ceas</translation>
    </message>
    <message>
        <source>Time per Move</source>
        <translation>Timp pe mutare</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Grafic de evaluare</translation>
    </message>
    <message>
        <source>Clock graph</source>
        <translation>Grafic de ceas</translation>
    </message>
    <message>
        <source>Time per move graph</source>
        <translation>Graficul timpului pe mutare</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::IndexLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Nu se poate deschide %1: %2</translation>
    </message>
    <message>
        <source>its games could not be converted: %1</source>
        <translation>partidele ei nu au putut fi convertite: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LanguageManager</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Limbă</translation>
    </message>
    <message>
        <source>Choose the language of the user interface</source>
        <translation>Alegeți limba interfeței</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Implicit din sistem (%1)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LiveBoard</name>
    <message>
        <source>Round %1.%2 · game %3</source>
        <translation>Runda %1.%2 · partida %3</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Mutarea %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <source>Engine is thinking</source>
        <translation>Motorul se gândește</translation>
    </message>
    <message>
        <source>Keyboard on the board: arrows move the cursor, Enter or Space picks up and drops, Esc gives the arrows back to the game</source>
        <translation>Tastatura pe tablă: săgețile mută cursorul, Enter sau Spațiu ridică și așază, Esc dă săgețile înapoi partidei</translation>
    </message>
    <message>
        <source>Engine is thinking…</source>
        <translation>Motorul se gândește…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partidă nouă</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Not a valid position: %1</source>
        <translation>Poziție nevalidă: %1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Despre Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A PGN database and analysis tool.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;O bază de date PGN și un instrument de analiză.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Describe &amp;Position</source>
        <translation>Descrie &amp;poziția</translation>
    </message>
    <message>
        <source>Lists the pieces of both sides (spoken when speech output is available)</source>
        <translation>Enumeră piesele ambelor părți (rostit dacă sinteza vocală este disponibilă)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motoare</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Voce</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Starea partidei</translation>
    </message>
    <message>
        <source>Puts the keyboard focus into the move entry (Ctrl+L)</source>
        <translation>Mută focusul tastaturii în câmpul de introducere a mutării (Ctrl+L)</translation>
    </message>
    <message>
        <source>Type a &amp;Move</source>
        <translation>&amp;Scrie o mutare</translation>
    </message>
    <message>
        <source>Opening table not changed: %1</source>
        <translation>Tabela de deschideri nu a fost schimbată: %1</translation>
    </message>
    <message numerus="yes">
        <source>The opening table was loaded without %n line(s) it could not read.</source>
        <translation>
            <numerusform>Tabela de deschideri a fost încărcată fără %n linie care nu a putut fi citită.</numerusform>
            <numerusform>Tabela de deschideri a fost încărcată fără %n linii care nu au putut fi citite.</numerusform>
            <numerusform>Tabela de deschideri a fost încărcată fără %n de linii care nu au putut fi citite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Deschideri</translation>
    </message>
    <message>
        <source>Book and Tablebases</source>
        <translation>Carte și tabele de final</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Marchează câmpul</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Desenează săgeată</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (și încă %n)</numerusform>
            <numerusform> (și încă %n)</numerusform>
            <numerusform> (și încă %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %n files, each in its own tab of the game list.</source>
        <translation>
            <numerusform>%n fișier deschis, fiecare în propria filă a listei de partide.</numerusform>
            <numerusform>%n fișiere deschise, fiecare în propria filă a listei de partide.</numerusform>
            <numerusform>%n de fișiere deschise, fiecare în propria filă a listei de partide.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MergeDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Adaugă…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Elimină</translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Combină baze de date</translation>
    </message>
    <message>
        <source>Databases to merge</source>
        <translation>Baze de date de combinat</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Răsfoiește…</translation>
    </message>
    <message>
        <source>Merged database</source>
        <translation>Bază de date combinată</translation>
    </message>
    <message>
        <source>merged.pgn, or a SCID database (.si4)</source>
        <translation>combinat.pgn sau o bază de date SCID (.si4)</translation>
    </message>
    <message>
        <source>Keep every game</source>
        <translation>Păstrează toate partidele</translation>
    </message>
    <message>
        <source>Drop games with the same moves</source>
        <translation>Omite partidele cu aceleași mutări</translation>
    </message>
    <message>
        <source>Drop games with the same moves, players and date</source>
        <translation>Omite partidele cu aceleași mutări, jucători și dată</translation>
    </message>
    <message>
        <source>&amp;Databases, in order:</source>
        <translation>&amp;Baze de date, în ordine:</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>&amp;Scrie în:</translation>
    </message>
    <message>
        <source>D&amp;uplicates:</source>
        <translation>D&amp;uplicate:</translation>
    </message>
    <message>
        <source>Databases to Merge</source>
        <translation>Baze de date de combinat</translation>
    </message>
    <message>
        <source>Merged Database</source>
        <translation>Bază de date combinată</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;SCID databases (*.si4)</source>
        <translation>Fișiere PGN (*.pgn);;Baze de date SCID (*.si4)</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Baze de date (*.pgn *.si4 *.cbh);;Fișiere PGN (*.pgn);;Baze de date SCID (*.si4);;Baze de date ChessBase (*.cbh);;Toate fișierele (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Închide mesajul</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mesaj</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MoveAnnouncer</name>
    <message>
        <source>Null move</source>
        <translation>Mutare nulă</translation>
    </message>
    <message>
        <source>Short castling</source>
        <translation>Rocada mică</translation>
    </message>
    <message>
        <source>Long castling</source>
        <translation>Rocada mare</translation>
    </message>
    <message>
        <source>Pawn takes %1 en passant</source>
        <translation>Pionul ia pe %1 en passant</translation>
    </message>
    <message>
        <source>Pawn takes %1</source>
        <translation>Pionul ia pe %1</translation>
    </message>
    <message>
        <source>Pawn to %1</source>
        <translation>Pionul la %1</translation>
    </message>
    <message>
        <source>Knight takes %1</source>
        <translation>Calul ia pe %1</translation>
    </message>
    <message>
        <source>Knight to %1</source>
        <translation>Calul la %1</translation>
    </message>
    <message>
        <source>Bishop takes %1</source>
        <translation>Nebunul ia pe %1</translation>
    </message>
    <message>
        <source>Bishop to %1</source>
        <translation>Nebunul la %1</translation>
    </message>
    <message>
        <source>Rook takes %1</source>
        <translation>Turnul ia pe %1</translation>
    </message>
    <message>
        <source>Rook to %1</source>
        <translation>Turnul la %1</translation>
    </message>
    <message>
        <source>Queen takes %1</source>
        <translation>Dama ia pe %1</translation>
    </message>
    <message>
        <source>Queen to %1</source>
        <translation>Dama la %1</translation>
    </message>
    <message>
        <source>King takes %1</source>
        <translation>Regele ia pe %1</translation>
    </message>
    <message>
        <source>King to %1</source>
        <translation>Regele la %1</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, șah mat</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, pat</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, șah</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Poziția inițială</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>Șah mat. Câștigă Albul.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>Șah mat. Câștigă Negrul.</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>Pat. Remiză.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Remiză prin material insuficient.</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule.</source>
        <translation>Remiză prin regula celor 75 de mutări.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Remiză prin repetarea de cinci ori.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Câștigă Albul</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Câștigă Negrul</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remiză</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partidă în desfășurare</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>King %1</source>
        <translation>Rege %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>Damă %1</translation>
    </message>
    <message>
        <source>Queens %1</source>
        <translation>Dame %1</translation>
    </message>
    <message>
        <source>Rook %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <source>Rooks %1</source>
        <translation>Turnuri %1</translation>
    </message>
    <message>
        <source>Bishop %1</source>
        <translation>Nebun %1</translation>
    </message>
    <message>
        <source>Bishops %1</source>
        <translation>Nebuni %1</translation>
    </message>
    <message>
        <source>Knight %1</source>
        <translation>Cal %1</translation>
    </message>
    <message>
        <source>Knights %1</source>
        <translation>Cai %1</translation>
    </message>
    <message>
        <source>Pawn %1</source>
        <translation>Pion %1</translation>
    </message>
    <message>
        <source>Pawns %1</source>
        <translation>Pioni %1</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Alb: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Negru: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Albul la mutare.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Negrul la mutare.</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to queen</source>
        <translation>Pionul ia pe %1 și se transformă în damă</translation>
    </message>
    <message>
        <source>%1 promotes to queen</source>
        <translation>%1, se transformă în damă</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to rook</source>
        <translation>Pionul ia pe %1 și se transformă în turn</translation>
    </message>
    <message>
        <source>%1 promotes to rook</source>
        <translation>%1, se transformă în turn</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to bishop</source>
        <translation>Pionul ia pe %1 și se transformă în nebun</translation>
    </message>
    <message>
        <source>%1 promotes to bishop</source>
        <translation>%1, se transformă în nebun</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to knight</source>
        <translation>Pionul ia pe %1 și se transformă în cal</translation>
    </message>
    <message>
        <source>%1 promotes to knight</source>
        <translation>%1, se transformă în cal</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Nag</name>
    <message>
        <source>Good move</source>
        <translation>Mutare bună</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Greșeală</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Mutare strălucită</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gafă</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Mutare interesantă</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Mutare îndoielnică</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Singura mutare</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Poziție egală</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Poziție neclară</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Albul stă puțin mai bine</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Negrul stă puțin mai bine</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Albul stă mai bine</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Negrul stă mai bine</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Albul câștigă</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Negrul câștigă</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Noutate</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NavigationBar</name>
    <message>
        <source>First move (Home)</source>
        <translation>Prima mutare (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Mutarea anterioară (Stânga)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Mutarea următoare (Dreapta)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Ultima mutare (End)</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Prima mutare</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Mutarea anterioară</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Mutarea următoare</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Ultima mutare</translation>
    </message>
    <message>
        <source>Game navigation</source>
        <translation>Navigare în partidă</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NotationView</name>
    <message>
        <source>Add comment after move…</source>
        <translation>Adaugă comentariu după mutare…</translation>
    </message>
    <message>
        <source>Edit comment after move…</source>
        <translation>Editează comentariul de după mutare…</translation>
    </message>
    <message>
        <source>Add game comment…</source>
        <translation>Adaugă comentariu la partidă…</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>Editează comentariul partidei…</translation>
    </message>
    <message>
        <source>Add comment before move…</source>
        <translation>Adaugă comentariu înainte de mutare…</translation>
    </message>
    <message>
        <source>Edit comment before move…</source>
        <translation>Editează comentariul dinaintea mutării…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Adnotare</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Elimină adnotările</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promovează varianta</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Șterge varianta</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Șterge mutările de aici</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Notație cu figurine</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiază</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Comentariul partidei</translation>
    </message>
    <message>
        <source>Comment before move</source>
        <translation>Comentariu înainte de mutare</translation>
    </message>
    <message>
        <source>Comment after move</source>
        <translation>Comentariu după mutare</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Comentariu:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>(game ends)</source>
        <translation>(partida se termină)</translation>
    </message>
    <message>
        <source>A click or Enter plays %1</source>
        <translation>Un clic sau Enter joacă %1</translation>
    </message>
    <message>
        <source>Share of the position&apos;s games that played the move</source>
        <translation>Ponderea partidelor poziției în care s-a jucat mutarea</translation>
    </message>
    <message>
        <source>Score of the side to move (a draw counts half)</source>
        <translation>Scorul părții la mutare (remiza contează jumătate)</translation>
    </message>
    <message>
        <source>White wins, of the games with a result</source>
        <translation>Victorii ale albului, din partidele cu rezultat</translation>
    </message>
    <message>
        <source>Draws, of the games with a result</source>
        <translation>Remize, din partidele cu rezultat</translation>
    </message>
    <message>
        <source>Black wins, of the games with a result</source>
        <translation>Victorii ale negrului, din partidele cu rezultat</translation>
    </message>
    <message>
        <source>Average rating of the player who made the move</source>
        <translation>Ratingul mediu al jucătorului care a făcut mutarea</translation>
    </message>
    <message>
        <source>Rating performance of the player who made the move</source>
        <translation>Performanța jucătorului care a făcut mutarea</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mutare</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partide</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Pondere</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Alb</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Remiză</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negru</translation>
    </message>
    <message>
        <source>Avg Elo</source>
        <translation>Elo mediu</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>An</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PanelLayout</name>
    <message>
        <source>&amp;Window</source>
        <translation>Fe&amp;reastră</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>Aran&amp;jament</translation>
    </message>
    <message>
        <source>&amp;Play/Analyse</source>
        <translation>&amp;Joc/Analiză</translation>
    </message>
    <message>
        <source>The move list and the analysis beside the board</source>
        <translation>Lista de mutări și analiza lângă tablă</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>Bază de &amp;date</translation>
    </message>
    <message>
        <source>The game list under the move list and the opening tree</source>
        <translation>Lista de partide sub lista de mutări și arborele de deschideri</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Resetare</translation>
    </message>
    <message>
        <source>Every panel back in its place, the side panels closed</source>
        <translation>Fiecare panou la locul său, panourile laterale închise</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ParticipantsModel</name>
    <message>
        <source>(built in)</source>
        <translation>(integrat)</translation>
    </message>
    <message>
        <source>Every engine needs a name of its own.</source>
        <translation>Fiecare motor are nevoie de un nume propriu.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Control de timp</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opțiuni</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Mutări din carte</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comandă</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceMoveEditor</name>
    <message>
        <source>moves or captures</source>
        <translation>mută sau capturează</translation>
    </message>
    <message>
        <source>moves only</source>
        <translation>doar mută</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>doar capturează</translation>
    </message>
    <message>
        <source>slide (arrow: on to the board&apos;s edge)</source>
        <translation>alunecare (săgeată: până la marginea tablei)</translation>
    </message>
    <message>
        <source>slide, moves only</source>
        <translation>alunecare, doar mută</translation>
    </message>
    <message>
        <source>i: only from the start square; n: lame leap (blocked by a piece in between)</source>
        <translation>i: doar de pe câmpul de start; n: salt șchiop (blocat de o piesă intermediară)</translation>
    </message>
    <message>
        <source>No slide passes through that square.</source>
        <translation>Nicio alunecare nu trece prin acest câmp.</translation>
    </message>
    <message>
        <source>No Betza atom leaps that far (at most 3 squares each way); use a slide.</source>
        <translation>Niciun atom Betza nu sare atât de departe (cel mult 3 câmpuri în fiecare sens); folosiți o alunecare.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Neaplicat: %1</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Nicio mutare</translation>
    </message>
    <message>
        <source>Moves in Betza notation: %1</source>
        <translation>Mutări în notația Betza: %1</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>Un clic adaugă:</translation>
    </message>
    <message>
        <source>Lea&amp;p</source>
        <translation>Sa&amp;lt</translation>
    </message>
    <message>
        <source>A click on a square lets the piece jump there</source>
        <translation>Un clic pe un câmp face piesa să sară acolo</translation>
    </message>
    <message>
        <source>Sl&amp;ide</source>
        <translation>Alu&amp;necare</translation>
    </message>
    <message>
        <source>A click on a square lets the piece slide in that step until blocked (Shift+click does this with either tool)</source>
        <translation>Un clic pe un câmp face piesa să alunece cu acel pas până este blocată (Shift+clic face asta cu oricare unealtă)</translation>
    </message>
    <message>
        <source>Slide ran&amp;ge:</source>
        <translation>Lungimea alune&amp;cării:</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>nelimitată</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> câmpuri</translation>
    </message>
    <message>
        <source>How many steps a new slide may take</source>
        <translation>Câți pași poate face o alunecare nouă</translation>
    </message>
    <message>
        <source>Slide range</source>
        <translation>Lungimea alunecării</translation>
    </message>
    <message>
        <source>Applies &amp;when:</source>
        <translation>Se a&amp;plică la:</translation>
    </message>
    <message>
        <source>Moving or capturing</source>
        <translation>Mutare sau captură</translation>
    </message>
    <message>
        <source>Only moving (m)</source>
        <translation>Doar mutare (m)</translation>
    </message>
    <message>
        <source>Only capturing (c)</source>
        <translation>Doar captură (c)</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>Se aplică la</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>S&amp;imetrie:</translation>
    </message>
    <message>
        <source>All eight directions</source>
        <translation>Toate cele opt direcții</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>Stânga și dreapta</translation>
    </message>
    <message>
        <source>Forward and backward</source>
        <translation>Înainte și înapoi</translation>
    </message>
    <message>
        <source>Both mirrors (four ways)</source>
        <translation>Ambele oglindiri (patru sensuri)</translation>
    </message>
    <message>
        <source>None (this square only)</source>
        <translation>Niciuna (doar acest câmp)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Simetrie</translation>
    </message>
    <message>
        <source>Only from the start s&amp;quare (i)</source>
        <translation>&amp;Doar de pe câmpul de start (i)</translation>
    </message>
    <message>
        <source>New moves are allowed only from a square where this piece stands in the start position</source>
        <translation>Mutările noi sunt permise doar de pe un câmp pe care stă această piesă în poziția inițială</translation>
    </message>
    <message>
        <source>&amp;Betza:</source>
        <translation>&amp;Betza:</translation>
    </message>
    <message>
        <source>Moves in Betza notation</source>
        <translation>Mutări în notația Betza</translation>
    </message>
    <message>
        <source>Betza error</source>
        <translation>Eroare Betza</translation>
    </message>
    <message>
        <source>Type the moves in Betza notation (e.g. N, fmWfcF, QN); the grid follows</source>
        <translation>Scrieți mutările în notația Betza (de ex. N, fmWfcF, QN); grila urmează</translation>
    </message>
    <message>
        <source>Clear Moves</source>
        <translation>Șterge mutările</translation>
    </message>
    <message>
        <source>Move grid</source>
        <translation>Grila mutărilor</translation>
    </message>
    <message>
        <source>Click a square: leap there. Shift+click: slide along that step. Arrow keys and Space (Shift+Space) do the same.</source>
        <translation>Clic pe un câmp: salt acolo. Shift+clic: alunecare cu acel pas. Săgețile și Spațiu (Shift+Spațiu) fac la fel.</translation>
    </message>
    <message>
        <source>The piece is in the centre, forward is up. Click a square to add or remove a leap there; Shift+click (or the Slide tool) to add or remove a slide along that step.</source>
        <translation>Piesa este în centru, înainte este în sus. Faceți clic pe un câmp pentru a adăuga sau elimina un salt acolo; Shift+clic (sau unealta Alunecare) pentru a adăuga sau elimina o alunecare cu acel pas.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>Paleta de piese</translation>
    </message>
    <message>
        <source>Click a piece, then click squares to place it; or drag it onto the board</source>
        <translation>Faceți clic pe o piesă, apoi pe câmpuri pentru a o așeza; sau trageți-o pe tablă</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePicture</name>
    <message>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cal</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Nebun</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Damă</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rege</translation>
    </message>
    <message>
        <source>Letter in a circle</source>
        <translation>Literă în cerc</translation>
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
        <translation>Plat</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PromotionPopup</name>
    <message>
        <source>Promotion</source>
        <translation>Transformare</translation>
    </message>
    <message>
        <source>Choose the piece to promote to: queen, rook, bishop or knight. Escape cancels.</source>
        <translation>Alegeți piesa în care se transformă pionul: damă, turn, nebun sau cal. Esc anulează.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireDocument</name>
    <message>
        <source>The repertoire was read with problems:
%1</source>
        <translation>Repertoriul a fost citit cu probleme:
%1</translation>
    </message>
    <message>
        <source>Cards: %1 added, %2 removed (their history is kept).</source>
        <translation>Fișe: %1 adăugate, %2 eliminate (istoricul lor se păstrează).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireModel</name>
    <message>
        <source>Starting position</source>
        <translation>Poziția inițială</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouă</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>scadentă acum</translation>
    </message>
    <message>
        <source>due %1</source>
        <translation>scadentă %1</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>răspuns</translation>
    </message>
    <message>
        <source>main</source>
        <translation>principală</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>alternativă</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mutare</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Fișă</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireWindow</name>
    <message numerus="yes">
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>Îmbină %n partidă</numerusform>
            <numerusform>Îmbină %n partide</numerusform>
            <numerusform>Îmbină %n de partide</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the filter merged.</source>
        <translation>
            <numerusform>%n partidă din filtru îmbinată.</numerusform>
            <numerusform>%n partide din filtru îmbinate.</numerusform>
            <numerusform>%n de partide din filtru îmbinate.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(nesalvat)</translation>
    </message>
    <message>
        <source> — modified</source>
        <translation> — modificat</translation>
    </message>
    <message>
        <source>Repertoire Training — %1</source>
        <translation>Antrenament de repertoriu — %1</translation>
    </message>
    <message>
        <source>New for White</source>
        <translation>Nou pentru albe</translation>
    </message>
    <message>
        <source>New for Black</source>
        <translation>Nou pentru negre</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Deschide…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Salvează ca…</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Linii</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Antrenament</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Acoperire</translation>
    </message>
    <message>
        <source>My Games</source>
        <translation>Partidele mele</translation>
    </message>
    <message>
        <source>Add Board Line</source>
        <translation>Adaugă linia de pe tablă</translation>
    </message>
    <message>
        <source>Adds the moves from the start to the position on the main board</source>
        <translation>Adaugă mutările de la început până la poziția de pe tabla principală</translation>
    </message>
    <message>
        <source>Merge Current Game</source>
        <translation>Îmbină partida curentă</translation>
    </message>
    <message>
        <source>Merge Filter Games</source>
        <translation>Îmbină partidele din filtru</translation>
    </message>
    <message>
        <source>Merges every game the game list shows</source>
        <translation>Îmbină toate partidele afișate în listă</translation>
    </message>
    <message>
        <source>Up to plies:</source>
        <translation>Până la semimutarea:</translation>
    </message>
    <message>
        <source>Make Main</source>
        <translation>Fă principală</translation>
    </message>
    <message>
        <source>Make Alternative</source>
        <translation>Fă alternativă</translation>
    </message>
    <message>
        <source>Delete Branch</source>
        <translation>Șterge ramura</translation>
    </message>
    <message>
        <source>Unsaved Repertoire</source>
        <translation>Repertoriu nesalvat</translation>
    </message>
    <message>
        <source>The repertoire has unsaved changes. Save them first?</source>
        <translation>Repertoriul are modificări nesalvate. Le salvați mai întâi?</translation>
    </message>
    <message>
        <source>A new repertoire for White: add lines, then save it.</source>
        <translation>Un repertoriu nou pentru albe: adăugați linii, apoi salvați-l.</translation>
    </message>
    <message>
        <source>A new repertoire for Black: add lines, then save it.</source>
        <translation>Un repertoriu nou pentru negre: adăugați linii, apoi salvați-l.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>Deschide repertoriu</translation>
    </message>
    <message>
        <source>The repertoire was not opened: %1</source>
        <translation>Repertoriul nu a fost deschis: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nesalvat: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Salvat.</translation>
    </message>
    <message>
        <source>Save Repertoire</source>
        <translation>Salvează repertoriul</translation>
    </message>
    <message>
        <source>There is no move to add.</source>
        <translation>Nu există nicio mutare de adăugat.</translation>
    </message>
    <message>
        <source>Add board line</source>
        <translation>Adaugă linia de pe tablă</translation>
    </message>
    <message>
        <source>Merge current game</source>
        <translation>Îmbină partida curentă</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Deschideți mai întâi o bază de partide: partidele ei sunt referința.</translation>
    </message>
    <message>
        <source>Make %1 main</source>
        <translation>Fă %1 principală</translation>
    </message>
    <message>
        <source>Make %1 an alternative</source>
        <translation>Fă %1 alternativă</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Șterge %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — for White — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — pentru albe — %n poziție, %2 fișe%3</numerusform>
            <numerusform>%1 — pentru albe — %n poziții, %2 fișe%3</numerusform>
            <numerusform>%1 — pentru albe — %n de poziții, %2 fișe%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — for Black — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — pentru negre — %n poziție, %2 fișe%3</numerusform>
            <numerusform>%1 — pentru negre — %n poziții, %2 fișe%3</numerusform>
            <numerusform>%1 — pentru negre — %n de poziții, %2 fișe%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Anulează: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refă</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Refă: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SanEntry</name>
    <message>
        <source>Move</source>
        <translation>Mută</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Introducerea mutării</translation>
    </message>
    <message>
        <source>Plays the move typed in the move entry</source>
        <translation>Joacă mutarea scrisă în câmpul de introducere</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Scrieți o mutare, de ex. %1</translation>
    </message>
    <message>
        <source>Type a move in algebraic notation, e.g. %1, and press Enter. English piece letters are accepted too.</source>
        <translation>Scrieți o mutare în notație algebrică, de ex. %1, și apăsați Enter. Sunt acceptate și literele englezești ale pieselor.</translation>
    </message>
    <message>
        <source>Move entry error</source>
        <translation>Eroare la introducerea mutării</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SaveGameDialog</name>
    <message>
        <source>Save Game</source>
        <translation>Salvează partida</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Eveniment:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Loc:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Data:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Runda:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Alb:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Negru:</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Deschidere:</translation>
    </message>
    <message>
        <source>Variation:</source>
        <translation>Variantă:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown parts</source>
        <translation>AAAA.LL.ZZ, ?? pentru părțile necunoscute</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Rezultat:</translation>
    </message>
    <message>
        <source>The game ended by the rules; its result is fixed.</source>
        <translation>Partida s-a încheiat conform regulilor; rezultatul ei este fix.</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etichetă</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valoare</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>Adaugă etichetă</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>Elimină eticheta</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Alte etichete:</translation>
    </message>
    <message>
        <source>Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.??.??).</source>
        <translation>Data trebuie să arate ca 2024.05.17; folosiți ?? pentru părțile necunoscute (de ex. 1998.??.??).</translation>
    </message>
    <message>
        <source>Date: the month must be 01 to 12.</source>
        <translation>Data: luna trebuie să fie între 01 și 12.</translation>
    </message>
    <message>
        <source>Date: the day must be 01 to 31.</source>
        <translation>Data: ziua trebuie să fie între 01 și 31.</translation>
    </message>
    <message>
        <source>%1 must be on one line.</source>
        <translation>%1 trebuie să fie pe un singur rând.</translation>
    </message>
    <message>
        <source>Row %1 of the other tags has no tag name.</source>
        <translation>Rândul %1 din celelalte etichete nu are nume de etichetă.</translation>
    </message>
    <message>
        <source>“%1” is not a valid tag name (letters, digits and _ only).</source>
        <translation>„%1” nu este un nume de etichetă valid (doar litere, cifre și _).</translation>
    </message>
    <message>
        <source>The tag %1 is set above or by the position; remove it from the other tags.</source>
        <translation>Eticheta %1 este stabilită mai sus sau de poziție; eliminați-o din celelalte etichete.</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>Eticheta %1 apare de două ori.</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Alte etichete</translation>
    </message>
    <message>
        <source>Further PGN tags of the game, one tag name and value per row</source>
        <translation>Alte etichete PGN ale partidei, câte un nume și o valoare pe rând</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SearchDialog</name>
    <message>
        <source>any</source>
        <translation>oricare</translation>
    </message>
    <message>
        <source>Games that reach the board&apos;s posi&amp;tion</source>
        <translation>Partide care ajung în &amp;poziția de pe tablă</translation>
    </message>
    <message>
        <source>Search Games</source>
        <translation>Caută partide</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>oricare parte</translation>
    </message>
    <message>
        <source>e.g. 1990 or 1990.05</source>
        <translation>de ex. 1990 sau 1990.05</translation>
    </message>
    <message>
        <source>e.g. 1999.12.31</source>
        <translation>de ex. 1999.12.31</translation>
    </message>
    <message>
        <source>e.g. B90 or A00-B99</source>
        <translation>de ex. B90 sau A00-B99</translation>
    </message>
    <message>
        <source>e.g. Q=0 q=0 R=1 r=1 diff=-1..1</source>
        <translation>de ex. Q=0 q=0 R=1 r=1 diff=-1..1</translation>
    </message>
    <message>
        <source>e.g. Pe4 pd5 Kg1</source>
        <translation>de ex. Pe4 pd5 Kg1</translation>
    </message>
    <message>
        <source>Replace the list&apos;s filter</source>
        <translation>Înlocuiește filtrul listei</translation>
    </message>
    <message>
        <source>Narrow it: shown and found (and)</source>
        <translation>Restrânge: afișate și găsite (și)</translation>
    </message>
    <message>
        <source>Widen it: shown or found (or)</source>
        <translation>Lărgește: afișate sau găsite (sau)</translation>
    </message>
    <message>
        <source>Remove the games found from it (not)</source>
        <translation>Elimină partidele găsite (nu)</translation>
    </message>
    <message>
        <source>Lowest rating</source>
        <translation>Rating minim</translation>
    </message>
    <message>
        <source>Highest rating</source>
        <translation>Rating maxim</translation>
    </message>
    <message>
        <source>Earliest date</source>
        <translation>Data cea mai veche</translation>
    </message>
    <message>
        <source>Latest date</source>
        <translation>Data cea mai recentă</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jucător:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Alb:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Negru:</translation>
    </message>
    <message>
        <source>Both players&apos; &amp;Elo:</source>
        <translation>&amp;Elo ambilor jucători:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Rezultat:</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>EC&amp;O:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>E&amp;veniment:</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>&amp;Loc:</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>&amp;Material:</translation>
    </message>
    <message>
        <source>P&amp;attern:</source>
        <translation>Șa&amp;blon:</translation>
    </message>
    <message>
        <source>Combi&amp;ne:</source>
        <translation>Comb&amp;ină:</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Caută</translation>
    </message>
    <message>
        <source>The lowest rating is above the highest.</source>
        <translation>Ratingul minim este peste cel maxim.</translation>
    </message>
    <message>
        <source>Not a date: “%1” (write 1990, 1990.05 or 1990.05.17).</source>
        <translation>Nu este o dată: „%1” (scrieți 1990, 1990.05 sau 1990.05.17).</translation>
    </message>
    <message>
        <source>Not an ECO code or range: “%1” (write B90 or A00-B99).</source>
        <translation>Nu este un cod sau un interval ECO: „%1” (scrieți B90 sau A00-B99).</translation>
    </message>
    <message>
        <source>There is no board position to search for.</source>
        <translation>Nu există o poziție de căutat.</translation>
    </message>
    <message>
        <source>Material or pattern not understood: %1</source>
        <translation>Material sau model neînțeles: %1</translation>
    </message>
    <message>
        <source>e.g. Crazyhouse</source>
        <translation>de ex. Crazyhouse</translation>
    </message>
    <message>
        <source>Game variant:</source>
        <translation>Varianta jocului:</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetUpPositionDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Alb</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Negru</translation>
    </message>
    <message>
        <source>C&amp;urrent Position</source>
        <translation>Poziția c&amp;urentă</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Aranjează poziția</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>La mutare</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Drepturi de rocadă</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Alb O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Alb O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Negru O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Negru O-O-O</translation>
    </message>
    <message>
        <source>O-O uses the outermost rook on the king&apos;s side, so Chess960 set-ups work too</source>
        <translation>O-O folosește turnul cel mai exterior de pe flancul regelui, deci merg și pozițiile Chess960</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move (fifty-move rule)</source>
        <translation>Semimutări de la ultima capturare sau mutare de pion (regula celor cincizeci de mutări)</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>En &amp;passant:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>Contor de &amp;semimutări:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Numărul &amp;mutării:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Golește</translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation>Poziția &amp;inițială</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Întoarce tabla</translation>
    </message>
    <message>
        <source>Load the position shown on the main board</source>
        <translation>Încarcă poziția de pe tabla principală</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Niciunul</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>FEN nevalid: %1</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Poziție Chess960</translation>
    </message>
    <message>
        <source>Invalid position: %1</source>
        <translation>Poziție nevalidă: %1</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Verificarea poziției</translation>
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
        <translation>Culori întunecate pentru ferestre</translation>
    </message>
    <message>
        <source>Figurine notation (♘f3 instead of Nf3)</source>
        <translation>Notație cu figurine (♘f3 în loc de Cf3)</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Afișează coordonatele</translation>
    </message>
    <message>
        <source>Show squares the opponent attacks (threat map)</source>
        <translation>Afișează câmpurile atacate de adversar (harta amenințărilor)</translation>
    </message>
    <message>
        <source>Touch move: a piece once picked up must be moved</source>
        <translation>Piesa atinsă se mută: piesa ridicată trebuie mutată</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Setări</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>Începe o variantă nouă</translation>
    </message>
    <message>
        <source>Replaces the rest of the game (undoable)</source>
        <translation>Înlocuiește restul partidei (se poate anula)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Culorile tablei</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Piese</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Notație cu figurine</translation>
    </message>
    <message>
        <source>A move in the middle of a game</source>
        <translation>O mutare în mijlocul partidei</translation>
    </message>
    <message>
        <source>Threat map</source>
        <translation>Harta amenințărilor</translation>
    </message>
    <message>
        <source>Touch move</source>
        <translation>Piesa atinsă</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Timpul motorului pe mutare</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Board colours:</source>
        <translation>Culorile tablei:</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Piese:</translation>
    </message>
    <message>
        <source>A move in the middle of a game:</source>
        <translation>O mutare în mijlocul partidei:</translation>
    </message>
    <message>
        <source>Engine time per move:</source>
        <translation>Timpul motorului pe mutare:</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Pagini de setări</translation>
    </message>
    <message>
        <source>Board and Notation</source>
        <translation>Tablă și notație</translation>
    </message>
    <message>
        <source>From the side of the player at the bottom</source>
        <translation>Din partea jucătorului de jos</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>De sus</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Lemn</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Marmură</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Plastic</translation>
    </message>
    <message>
        <source>3D board camera</source>
        <translation>Camera tablei 3D</translation>
    </message>
    <message>
        <source>3D board material</source>
        <translation>Materialul tablei 3D</translation>
    </message>
    <message>
        <source>3D board camera:</source>
        <translation>Camera tablei 3D:</translation>
    </message>
    <message>
        <source>3D board material:</source>
        <translation>Materialul tablei 3D:</translation>
    </message>
    <message>
        <source>Animate moves on the 3D board (also when going through the game)</source>
        <translation>Animează mutările pe tabla 3D (și la parcurgerea partidei)</translation>
    </message>
    <message>
        <source>3D board animation</source>
        <translation>Animația tablei 3D</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Tabla de aranjare</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Speaker</name>
    <message>
        <source>Announce moves</source>
        <translation>Anunță mutările</translation>
    </message>
    <message>
        <source>Speak every move and the result in the language of the user interface</source>
        <translation>Rostește fiecare mutare și rezultatul în limba interfeței</translation>
    </message>
    <message>
        <source>Spoken moves: not available in this build (Qt TextToSpeech was not found).</source>
        <translation>Mutări rostite: indisponibile în această versiune (Qt TextToSpeech nu a fost găsit).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::StandingsModel</name>
    <message>
        <source>one-sided</source>
        <translation>unilateral</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Loc</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puncte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partide</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>V-Î-R</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Scor</translation>
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
        <translation>Albul la mutare</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Negrul la mutare</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Șah mat — câștigă Albul</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Șah mat — câștigă Negrul</translation>
    </message>
    <message>
        <source>Stalemate — draw</source>
        <translation>Pat — remiză</translation>
    </message>
    <message>
        <source>Draw by insufficient material</source>
        <translation>Remiză prin material insuficient</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation>Remiză prin regula celor 75 de mutări</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Remiză prin repetarea de cinci ori</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Albul</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negrul</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Șah</translation>
    </message>
    <message>
        <source>%1 may claim a draw (threefold repetition)</source>
        <translation>%1 poate cere remiză (repetarea de trei ori)</translation>
    </message>
    <message>
        <source>%1 may claim a draw (50-move rule)</source>
        <translation>%1 poate cere remiză (regula celor 50 de mutări)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseLibrary</name>
    <message>
        <source>The endgame tablebases in %1 cannot be used: %2</source>
        <translation>Tabelele de final din %1 nu pot fi folosite: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseView</name>
    <message>
        <source>Endgame tablebase</source>
        <translation>Tabelă de final</translation>
    </message>
    <message>
        <source>Tablebase: draw</source>
        <translation>Tabelă de final: remiză</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, mate in %n</source>
        <translation>
            <numerusform>Tabelă de final: albul câștigă, mat în %n mutare</numerusform>
            <numerusform>Tabelă de final: albul câștigă, mat în %n mutări</numerusform>
            <numerusform>Tabelă de final: albul câștigă, mat în %n de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, mate in %n</source>
        <translation>
            <numerusform>Tabelă de final: negrul câștigă, mat în %n mutare</numerusform>
            <numerusform>Tabelă de final: negrul câștigă, mat în %n mutări</numerusform>
            <numerusform>Tabelă de final: negrul câștigă, mat în %n de mutări</numerusform>
        </translation>
    </message>
    <message>
        <source>Tablebase: White wins, Black is checkmated</source>
        <translation>Tabelă de final: albul câștigă, negrul este mat</translation>
    </message>
    <message>
        <source>Tablebase: Black wins, White is checkmated</source>
        <translation>Tabelă de final: negrul câștigă, albul este mat</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, Black is mated in %n</source>
        <translation>
            <numerusform>Tabelă de final: albul câștigă, negrul primește mat în %n mutare</numerusform>
            <numerusform>Tabelă de final: albul câștigă, negrul primește mat în %n mutări</numerusform>
            <numerusform>Tabelă de final: albul câștigă, negrul primește mat în %n de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, White is mated in %n</source>
        <translation>
            <numerusform>Tabelă de final: negrul câștigă, albul primește mat în %n mutare</numerusform>
            <numerusform>Tabelă de final: negrul câștigă, albul primește mat în %n mutări</numerusform>
            <numerusform>Tabelă de final: negrul câștigă, albul primește mat în %n de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>mat în %n mutare</numerusform>
            <numerusform>mat în %n mutări</numerusform>
            <numerusform>mat în %n de mutări</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>primește mat în %n mutare</numerusform>
            <numerusform>primește mat în %n mutări</numerusform>
            <numerusform>primește mat în %n de mutări</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remiză</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>încă %n</numerusform>
            <numerusform>încă %n</numerusform>
            <numerusform>încă %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Best: %1 (%2)</source>
        <translation>Cele mai bune: %1 (%2)</translation>
    </message>
    <message>
        <source>Gaviota endgame tablebases: the result with best play on both sides and the distance to mate</source>
        <translation>Tabele de final Gaviota: rezultatul la joc perfect al ambelor părți și distanța până la mat</translation>
    </message>
    <message>
        <source>Tablebase result</source>
        <translation>Rezultatul tabelei de final</translation>
    </message>
    <message>
        <source>Tablebase best moves</source>
        <translation>Cele mai bune mutări ale tabelei de final</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentSetup</name>
    <message>
        <source>Kibitz (built-in engine)</source>
        <translation>Kibitz (motor integrat)</translation>
    </message>
    <message>
        <source>Engines (the order is the seeding)</source>
        <translation>Motoare (ordinea este clasamentul de start)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adaugă</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Elimină</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Mută în sus</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Turneu cu fiecare contra fiecare</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Gauntlet (primul motor contra celorlalte)</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>Eliminatoriu</translation>
    </message>
    <message>
        <source>Swiss (FIDE Dutch system)</source>
        <translation>Elvețian (sistemul olandez FIDE)</translation>
    </message>
    <message>
        <source>SPRT (two engines)</source>
        <translation>SPRT (două motoare)</translation>
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
        <translation>Format:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Partide simultane:</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Eveniment:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Runde:</translation>
    </message>
    <message>
        <source>Games per match:</source>
        <translation>Partide pe meci:</translation>
    </message>
    <message>
        <source>Cycles:</source>
        <translation>Cicluri:</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Deschideri</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>niciuna: fiecare partidă din poziția inițială</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Răsfoiește…</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd)</source>
        <translation>Deschideri (*.pgn *.epd)</translation>
    </message>
    <message>
        <source>In file order</source>
        <translation>În ordinea din fișier</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Aleatoriu</translation>
    </message>
    <message>
        <source>all</source>
        <translation>toate</translation>
    </message>
    <message>
        <source>Each opening twice, colours reversed</source>
        <translation>Fiecare deschidere de două ori, cu culorile inversate</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fișier:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Ordine:</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>Sămânță aleatorie:</translation>
    </message>
    <message>
        <source>Plies of each:</source>
        <translation>Semimutări din fiecare:</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Adjudecare</translation>
    </message>
    <message>
        <source>off</source>
        <translation>oprit</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>moves beyond</source>
        <translation>mutări peste</translation>
    </message>
    <message>
        <source>moves within</source>
        <translation>mutări în limita a</translation>
    </message>
    <message>
        <source>from move</source>
        <translation>de la mutarea</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>fără limită</translation>
    </message>
    <message>
        <source>By the Gaviota tablebases of Settings › Book and Tablebases</source>
        <translation>Cu tabelele de finaluri Gaviota din Setări › Carte și tabele de finaluri</translation>
    </message>
    <message>
        <source>Resign:</source>
        <translation>Abandon:</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Remiză:</translation>
    </message>
    <message>
        <source>Maximum moves:</source>
        <translation>Mutări maxime:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fișiere</translation>
    </message>
    <message>
        <source>next to the games, ending in .tournament</source>
        <translation>lângă partide, cu terminația .tournament</translation>
    </message>
    <message>
        <source>Games (PGN):</source>
        <translation>Partide (PGN):</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Tournament file:</source>
        <translation>Fișierul turneului:</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament)</source>
        <translation>Turnee (*.tournament)</translation>
    </message>
    <message>
        <source>Every game is added to the PGN the moment it ends; the tournament file keeps where the tournament stands, so that it can be paused, closed and resumed.</source>
        <translation>Fiecare partidă este adăugată în PGN în clipa în care se încheie; fișierul turneului păstrează stadiul turneului, ca acesta să poată fi întrerupt, închis și reluat.</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Time controls: 60+0.6 (seconds, plus an increment per move), 40/90+30, st=1 (seconds per move), depth=8, nodes=50000. Options: Hash=64; Threads=1.</source>
        <translation>Faceți dublu clic pe o celulă pentru a o edita. Controale de timp: 60+0.6 (secunde, plus un increment pe mutare), 40/90+30, st=1 (secunde pe mutare), depth=8, nodes=50000. Opțiuni: Hash=64; Threads=1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentWindow</name>
    <message>
        <source>Engine Tournament — Kibitz</source>
        <translation>Turneu de motoare — Kibitz</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Configurare</translation>
    </message>
    <message>
        <source>Live Games</source>
        <translation>Partide în desfășurare</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasament</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nou</translation>
    </message>
    <message>
        <source>Set up a new tournament</source>
        <translation>Configurează un turneu nou</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Deschide…</translation>
    </message>
    <message>
        <source>Reopen a tournament from its tournament file, to see it or to go on with it</source>
        <translation>Redeschide un turneu din fișierul lui, pentru a-l vedea sau a-l continua</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Pornește</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
    <message>
        <source>Let the running games finish, then stop; Start goes on</source>
        <translation>Lasă partidele în curs să se termine, apoi oprește; Pornește continuă</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Deschide PGN</translation>
    </message>
    <message>
        <source>Open the tournament&apos;s games as a database tab of the main window</source>
        <translation>Deschide partidele turneului ca filă de bază de date a ferestrei principale</translation>
    </message>
    <message>
        <source>Open Tournament</source>
        <translation>Deschide turneul</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament);;All files (*)</source>
        <translation>Turnee (*.tournament);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>%1 holds no games yet.</source>
        <translation>%1 nu conține încă partide.</translation>
    </message>
    <message>
        <source>A tournament is running: pause it first.</source>
        <translation>Un turneu este în desfășurare: întrerupeți-l mai întâi.</translation>
    </message>
    <message>
        <source>Tournament Running</source>
        <translation>Turneu în desfășurare</translation>
    </message>
    <message>
        <source>Games are being played. Stop them now (they are played again when the tournament is resumed), or let them finish first?</source>
        <translation>Se joacă partide. Le opriți acum (se rejoacă la reluarea turneului) sau le lăsați să se termine întâi?</translation>
    </message>
    <message>
        <source>Stop Now</source>
        <translation>Oprește acum</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reia</translation>
    </message>
    <message>
        <source>Set the tournament up, then Start.</source>
        <translation>Configurați turneul, apoi Pornește.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n partidă jucată</numerusform>
            <numerusform>%n partide jucate</numerusform>
            <numerusform>%n de partide jucate</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished (%1): %2</source>
        <translation>Încheiat (%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>Pausing: %1; %n game(s) finishing</source>
        <translation>
            <numerusform>Întrerupere: %1; se încheie %n partidă</numerusform>
            <numerusform>Întrerupere: %1; se încheie %n partide</numerusform>
            <numerusform>Întrerupere: %1; se încheie %n de partide</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n game(s) running</source>
        <translation>
            <numerusform>%1; %n partidă în desfășurare</numerusform>
            <numerusform>%1; %n partide în desfășurare</numerusform>
            <numerusform>%1; %n de partide în desfășurare</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: %1. Resume goes on.</source>
        <translation>Întrerupt: %1. Reia continuă.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingJob</name>
    <message>
        <source>The database cannot be searched: %1</source>
        <translation>Baza nu poate fi căutată: %1</translation>
    </message>
    <message>
        <source>Loading the search index… %1%</source>
        <translation>Se încarcă indexul de căutare… %1%</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Se citesc partidele…</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Deschideți mai întâi o bază de partide: partidele ei sunt referința.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingStatsView</name>
    <message>
        <source>Cards</source>
        <translation>Fișe</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Noi</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>În învățare</translation>
    </message>
    <message>
        <source>Due today</source>
        <translation>Scadente azi</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>În recapitulare</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>Consolidate</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>Uitări</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Scadente acum</translation>
    </message>
    <message>
        <source>Cards falling due on each of the next 30 days</source>
        <translation>Fișe scadente în fiecare din următoarele 30 de zile</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingWindows</name>
    <message>
        <source>Clipboard</source>
        <translation>Clipboard</translation>
    </message>
    <message>
        <source>Add %1 from the opening tree</source>
        <translation>Adaugă %1 din arborele deschiderilor</translation>
    </message>
    <message>
        <source>&amp;Repertoire Training…</source>
        <translation>Antrenament de &amp;repertoriu…</translation>
    </message>
    <message>
        <source>Build an opening repertoire, drill it, and check it against databases and your games</source>
        <translation>Construiți un repertoriu de deschideri, exersați-l și verificați-l cu baze de date și cu partidele voastre</translation>
    </message>
    <message>
        <source>Add Move to Repertoire</source>
        <translation>Adaugă mutarea în repertoriu</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TreeDock</name>
    <message>
        <source>Open a file with several games to see its opening tree.</source>
        <translation>Deschideți un fișier cu mai multe partide pentru a-i vedea arborele de deschideri.</translation>
    </message>
    <message>
        <source>The positions could not be indexed: %1</source>
        <translation>Pozițiile nu au putut fi indexate: %1</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 partide</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Arbore de deschideri</translation>
    </message>
    <message>
        <source>Whole database</source>
        <translation>Toată baza de date</translation>
    </message>
    <message>
        <source>Current filter</source>
        <translation>Filtrul curent</translation>
    </message>
    <message>
        <source>The games the tree counts: all of the database, or those the game list shows</source>
        <translation>Partidele numărate de arbore: toată baza de date sau cele afișate în listă</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Partide numărate</translation>
    </message>
    <message>
        <source>Indexing positions… %p%</source>
        <translation>Indexare poziții… %p%</translation>
    </message>
    <message>
        <source>Position indexing progress</source>
        <translation>Progresul indexării pozițiilor</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anulează</translation>
    </message>
    <message>
        <source>Opening tree</source>
        <translation>Arbore de deschideri</translation>
    </message>
    <message>
        <source>A click or Enter plays the move on the board</source>
        <translation>Un clic sau Enter joacă mutarea pe tablă</translation>
    </message>
    <message>
        <source>&amp;Games of This Position</source>
        <translation>&amp;Partidele acestei poziții</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position in the game list</source>
        <translation>Arată în listă partidele care ajung în poziția de pe tablă</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardArea</name>
    <message>
        <source>3D variant board</source>
        <translation>Tabla variantei 3D</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>Tablă &amp;3D</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Arată tabla în trei dimensiuni (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>Tabla 3D nu este disponibilă: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardWidget</name>
    <message>
        <source>Variant board</source>
        <translation>Tabla variantei</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>Piesa aceasta nu are nicio mutare legală.</translation>
    </message>
    <message>
        <source>Not a legal move under the rules of %1.</source>
        <translation>Mutare ilegală după regulile variantei %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantDesignerDialog</name>
    <message>
        <source>The pawn&apos;s moves are fixed (fmWfcF); its double step and promotion are rules of the variant below. Add a piece for other moves.</source>
        <translation>Mutările pionului sunt fixe (fmWfcF); pasul dublu și promovarea sunt reguli ale variantei, mai jos. Adăugați o piesă pentru alte mutări.</translation>
    </message>
    <message>
        <source>Variant Designer</source>
        <translation>Proiectant de variante</translation>
    </message>
    <message>
        <source>Start fro&amp;m:</source>
        <translation>Porne&amp;ște de la:</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Pornește de la</translation>
    </message>
    <message>
        <source>Loads a built-in variant or a section of the loaded variants.ini into the designer</source>
        <translation>Încarcă în proiectant o variantă încorporată sau o secțiune din variants.ini încărcat</translation>
    </message>
    <message>
        <source>&amp;Load variants.ini…</source>
        <translation>&amp;Încarcă variants.ini…</translation>
    </message>
    <message>
        <source>Reads the variant definitions of a variants.ini file (Fairy-Stockfish&apos;s format)</source>
        <translation>Citește definițiile de variante dintr-un fișier variants.ini (formatul Fairy-Stockfish)</translation>
    </message>
    <message>
        <source>S&amp;ave variants.ini…</source>
        <translation>&amp;Salvează variants.ini…</translation>
    </message>
    <message>
        <source>Writes this variant as a section of a variants.ini file; the file&apos;s other sections are kept</source>
        <translation>Scrie această variantă ca secțiune a unui fișier variants.ini; celelalte secțiuni ale fișierului se păstrează</translation>
    </message>
    <message>
        <source>&amp;Variant name:</source>
        <translation>Numele &amp;variantei:</translation>
    </message>
    <message>
        <source>Variant name</source>
        <translation>Numele variantei</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Piese:</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Piese</translation>
    </message>
    <message>
        <source>Add Pi&amp;ece</source>
        <translation>&amp;Adaugă piesă</translation>
    </message>
    <message>
        <source>Adds a custom piece (at most %1 besides the six orthodox ones)</source>
        <translation>Adaugă o piesă proprie (cel mult %1 pe lângă cele șase ortodoxe)</translation>
    </message>
    <message>
        <source>&amp;Remove Piece</source>
        <translation>&amp;Elimină piesa</translation>
    </message>
    <message>
        <source>Le&amp;tter:</source>
        <translation>Liter&amp;ă:</translation>
    </message>
    <message>
        <source>Piece letter</source>
        <translation>Litera piesei</translation>
    </message>
    <message>
        <source>The piece&apos;s letter in FEN and in moves (a-z; White&apos;s pieces are written in capitals)</source>
        <translation>Litera piesei în FEN și în mutări (a-z; piesele albe se scriu cu majuscule)</translation>
    </message>
    <message>
        <source>Piece &amp;name:</source>
        <translation>Nu&amp;mele piesei:</translation>
    </message>
    <message>
        <source>Piece name</source>
        <translation>Numele piesei</translation>
    </message>
    <message>
        <source>Pict&amp;ure:</source>
        <translation>Ima&amp;gine:</translation>
    </message>
    <message>
        <source>Piece picture</source>
        <translation>Imaginea piesei</translation>
    </message>
    <message>
        <source>R&amp;oyal</source>
        <translation>&amp;Regală</translation>
    </message>
    <message>
        <source>The piece that must not be left in check and is checkmated (exactly one type)</source>
        <translation>Piesa care nu poate rămâne în șah și care primește mat (exact un tip)</translation>
    </message>
    <message>
        <source>Start &amp;FEN:</source>
        <translation>&amp;FEN de start:</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Poziția de start (FEN)</translation>
    </message>
    <message>
        <source>&amp;Castling</source>
        <translation>R&amp;ocadă</translation>
    </message>
    <message>
        <source>Promotion t&amp;ypes:</source>
        <translation>&amp;Tipuri de promovare:</translation>
    </message>
    <message>
        <source>Promotion types</source>
        <translation>Tipuri de promovare</translation>
    </message>
    <message>
        <source>The letters of the pieces a pawn may promote to, in the order offered</source>
        <translation>Literele pieselor în care poate promova un pion, în ordinea oferită</translation>
    </message>
    <message>
        <source>Promotion ran&amp;k:</source>
        <translation>R&amp;ândul de promovare:</translation>
    </message>
    <message>
        <source>Promotion rank</source>
        <translation>Rândul de promovare</translation>
    </message>
    <message>
        <source>&amp;Double step from rank</source>
        <translation>Pas d&amp;ublu de pe rândul</translation>
    </message>
    <message>
        <source>Double step rank</source>
        <translation>Rândul pasului dublu</translation>
    </message>
    <message>
        <source>Definition check</source>
        <translation>Verificarea definiției</translation>
    </message>
    <message>
        <source>Load report</source>
        <translation>Raport de încărcare</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of a built-in variant; choose a name of your own.</source>
        <translation>„%1” este numele unei variante încorporate; alegeți un nume propriu.</translation>
    </message>
    <message>
        <source>The definition is valid. From the start position White has %1 moves (perft 1); after two plies there are %2 positions (perft 2).</source>
        <translation>Definiția este validă. Din poziția de start albul are %1 mutări (perft 1); după două semimutări sunt %2 poziții (perft 2).</translation>
    </message>
    <message>
        <source>Not playable yet: %1</source>
        <translation>Încă nu se poate juca: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nu se poate citi %1: %2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (din %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) loaded from %1.</source>
        <translation>
            <numerusform>%n variantă încărcată din %1.</numerusform>
            <numerusform>%n variante încărcate din %1.</numerusform>
            <numerusform>%n de variante încărcate din %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>Neîncărcate:</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nesalvat: %1</translation>
    </message>
    <message>
        <source>Not saved: cannot read %1: %2</source>
        <translation>Nesalvat: nu se poate citi %1: %2</translation>
    </message>
    <message>
        <source>Saved [%1] to %2.</source>
        <translation>[%1] salvată în %2.</translation>
    </message>
    <message>
        <source>Load variants.ini</source>
        <translation>Încarcă variants.ini</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Definiții de variante (*.ini);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Save variants.ini</source>
        <translation>Salvează variants.ini</translation>
    </message>
    <message>
        <source>Opens a game of this variant in the variant window</source>
        <translation>Deschide o partidă din această variantă în fereastra variantelor</translation>
    </message>
    <message>
        <source>Play t&amp;his Variant</source>
        <translation>&amp;Joacă această variantă</translation>
    </message>
    <message>
        <source>Set Up…</source>
        <translation>Aranjează…</translation>
    </message>
    <message>
        <source>Sets up the start position on a board with this variant&apos;s pieces</source>
        <translation>Aranjează poziția inițială pe o tablă cu piesele acestei variante</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Valoare:</translation>
    </message>
    <message>
        <source>Piece value</source>
        <translation>Valoarea piesei</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>Estimată</translation>
    </message>
    <message>
        <source>What the piece is worth to Kibitz&apos;s engine, in centipawns (a pawn is 100). Estimated: from how many squares it reaches on an empty board</source>
        <translation>Cât valorează piesa pentru motorul Kibitz, în centipioni (un pion valorează 100). Estimată: după câte câmpuri atinge pe o tablă goală</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantEngine</name>
    <message>
        <source>mate in %1</source>
        <translation>mat în %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>adâncime %1</translation>
    </message>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>Varianta nu poate fi jucată: %1</translation>
    </message>
    <message>
        <source>%1 played “%2”, which is not a legal move here.</source>
        <translation>%1 a jucat „%2”, care nu este o mutare legală aici.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 abandonează.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantGameModel</name>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>Varianta nu poate fi jucată: %1</translation>
    </message>
    <message>
        <source>Not a position of this variant: %1</source>
        <translation>Nu este o poziție a acestei variante: %1</translation>
    </message>
    <message>
        <source>The game holds a move that is not legal under these rules.</source>
        <translation>Partida conține o mutare ilegală după aceste reguli.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantPlayWindow</name>
    <message>
        <source>Play a Variant — Kibitz</source>
        <translation>Joacă o variantă — Kibitz</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>Motorul nu a găsit nicio mutare.</translation>
    </message>
    <message>
        <source>Type a move, e.g. Cg4</source>
        <translation>Scrieți o mutare, de ex. Cg4</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Introducerea mutării</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mutare</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variantă</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Partidă nouă</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variantă:</translation>
    </message>
    <message>
        <source>Start position: FEN with the variant&apos;s letters (empty: its own)</source>
        <translation>Poziția inițială: FEN cu literele variantei (gol: a ei)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Poziția inițială</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Timpul motorului pe mutare</translation>
    </message>
    <message>
        <source>Auto Move</source>
        <translation>Mutare automată</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Ia înapoi</translation>
    </message>
    <message>
        <source>Variant Game</source>
        <translation>Partidă de variantă</translation>
    </message>
    <message>
        <source>Load variants.ini…</source>
        <translation>Încarcă variants.ini…</translation>
    </message>
    <message>
        <source>Load Variant Definitions</source>
        <translation>Încarcă definiții de variante</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Definiții de variante (*.ini);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Variant Definitions</source>
        <translation>Definiții de variante</translation>
    </message>
    <message>
        <source>Open PGN…</source>
        <translation>Deschide PGN…</translation>
    </message>
    <message>
        <source>Open Variant Game</source>
        <translation>Deschide o partidă de variantă</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fișiere PGN (*.pgn);;Toate fișierele (*)</translation>
    </message>
    <message>
        <source>Save PGN…</source>
        <translation>Salvează PGN…</translation>
    </message>
    <message>
        <source>Save Variant Game</source>
        <translation>Salvează partida de variantă</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fișiere PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Salvat în %1.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Întoarce tabla</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nu se poate citi %1: %2</translation>
    </message>
    <message>
        <source>No variant is called %1.</source>
        <translation>Nicio variantă nu se numește %1.</translation>
    </message>
    <message>
        <source>No game in %1.</source>
        <translation>Nicio partidă în %1.</translation>
    </message>
    <message>
        <source>Read up to an error: %1</source>
        <translation>Citită până la o eroare: %1</translation>
    </message>
    <message>
        <source>Cannot write the game: %1</source>
        <translation>Partida nu poate fi scrisă: %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Nu se poate salva %1: %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Albul la mutare</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Negrul la mutare</translation>
    </message>
    <message>
        <source>Checkmate: White wins</source>
        <translation>Șah-mat: câștigă Albul</translation>
    </message>
    <message>
        <source>Checkmate: Black wins</source>
        <translation>Șah-mat: câștigă Negrul</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>Pat: remiză</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, în șah</translation>
    </message>
    <message>
        <source> — a draw can be claimed</source>
        <translation> — se poate cere remiza</translation>
    </message>
    <message>
        <source> — the engine is thinking</source>
        <translation> — motorul se gândește</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>Calculatorul joacă: niciuna</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>Calculatorul joacă: Alb</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>Calculatorul joacă: Negru</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>Calculatorul joacă: ambele</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Calculatorul joacă</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizează</translation>
    </message>
    <message>
        <source>Engine analysis</source>
        <translation>Analiza motorului</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Motor încorporat</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>The engine that plays and analyses: Kibitz&apos;s own, or an external engine from the settings (Fairy-Stockfish plays many variants)</source>
        <translation>Motorul care joacă și analizează: al lui Kibitz sau un motor extern din setări (Fairy-Stockfish joacă multe variante)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <source>Set Up Position…</source>
        <translation>Aranjează poziția…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partidă</translation>
    </message>
    <message>
        <source>Insufficient material: draw</source>
        <translation>Material insuficient: remiză</translation>
    </message>
    <message>
        <source>Both kings reached the eighth rank: draw</source>
        <translation>Ambii regi pe linia a opta: remiză</translation>
    </message>
    <message>
        <source>Third check: White wins</source>
        <translation>Al treilea șah: câștigă albul</translation>
    </message>
    <message>
        <source>Third check: Black wins</source>
        <translation>Al treilea șah: câștigă negrul</translation>
    </message>
    <message>
        <source>King on the hill: White wins</source>
        <translation>Rege pe deal: câștigă albul</translation>
    </message>
    <message>
        <source>King on the hill: Black wins</source>
        <translation>Rege pe deal: câștigă negrul</translation>
    </message>
    <message>
        <source>King exploded: White wins</source>
        <translation>Rege explodat: câștigă albul</translation>
    </message>
    <message>
        <source>King exploded: Black wins</source>
        <translation>Rege explodat: câștigă negrul</translation>
    </message>
    <message>
        <source>King reached the eighth rank: White wins</source>
        <translation>Rege pe linia a opta: câștigă albul</translation>
    </message>
    <message>
        <source>King reached the eighth rank: Black wins</source>
        <translation>Rege pe linia a opta: câștigă negrul</translation>
    </message>
    <message>
        <source>The horde is destroyed: Black wins</source>
        <translation>Hoarda este distrusă: câștigă negrul</translation>
    </message>
    <message>
        <source>No pieces left: White wins</source>
        <translation>Nicio piesă rămasă: câștigă albul</translation>
    </message>
    <message>
        <source>No pieces left: Black wins</source>
        <translation>Nicio piesă rămasă: câștigă negrul</translation>
    </message>
    <message>
        <source>No legal moves left: White wins</source>
        <translation>Nicio mutare legală rămasă: câștigă albul</translation>
    </message>
    <message>
        <source>No legal moves left: Black wins</source>
        <translation>Nicio mutare legală rămasă: câștigă negrul</translation>
    </message>
    <message>
        <source> — checks given: White %1, Black %2 of %3</source>
        <translation> — șahuri date: albul %1, negrul %2 din %3</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Variante: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Numărul de variante</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Tabla de aranjare</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: liber</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Alb</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Negru</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Drepturi de rocadă</translation>
    </message>
    <message>
        <source>Set Up Variant Position</source>
        <translation>Aranjează poziția variantei</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Piese</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>La mutare</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Alb O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Alb O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Negru O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Negru O-O-O</translation>
    </message>
    <message>
        <source>A right needs the royal piece on its e-file square and the castling piece in the corner</source>
        <translation>Un drept cere piesa regală pe câmpul ei de pe coloana e și piesa de rocadă în colț</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move</source>
        <translation>Semimutări de la ultima captură sau mutare de pion</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>En &amp;passant:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>Contor de &amp;semimutări:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Numărul &amp;mutării:</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Poziția &amp;inițială</translation>
    </message>
    <message>
        <source>The variant&apos;s start position</source>
        <translation>Poziția inițială a variantei</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Golește tabla</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Întoarce tabla</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>F&amp;EN:</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>Poziția ca FEN</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Verificarea poziției</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Niciunul</translation>
    </message>
    <message>
        <source>Not a FEN, column %1: %2</source>
        <translation>Nu este FEN, coloana %1: %2</translation>
    </message>
    <message>
        <source>Not a FEN: %1</source>
        <translation>Nu este FEN: %1</translation>
    </message>
    <message>
        <source>%1 does not allow this position: %2</source>
        <translation>%1 nu permite această poziție: %2</translation>
    </message>
    <message>
        <source>The variant cannot be set up: %1</source>
        <translation>Varianta nu poate fi aranjată: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupModel</name>
    <message>
        <source>No variant is set.</source>
        <translation>Nu este aleasă nicio variantă.</translation>
    </message>
    <message>
        <source>a FEN has 4 to 6 fields: placement, side, castling, en passant</source>
        <translation>un FEN are 4–6 câmpuri: așezare, la mutare, rocadă, en passant</translation>
    </message>
    <message>
        <source>a FEN has at most 6 fields</source>
        <translation>un FEN are cel mult 6 câmpuri</translation>
    </message>
    <message>
        <source>the side to move is &apos;w&apos; or &apos;b&apos;</source>
        <translation>partea la mutare este &apos;w&apos; sau &apos;b&apos;</translation>
    </message>
    <message>
        <source>castling rights are &apos;-&apos; or each of K, Q, k, q at most once</source>
        <translation>drepturile de rocadă sunt &apos;-&apos; sau fiecare dintre K, Q, k, q cel mult o dată</translation>
    </message>
    <message>
        <source>the en-passant field is &apos;-&apos; or a square</source>
        <translation>câmpul en passant este &apos;-&apos; sau un pătrat</translation>
    </message>
    <message>
        <source>the halfmove clock is a whole number</source>
        <translation>contorul de semimutări este un număr întreg</translation>
    </message>
    <message>
        <source>the move number is a number from 1 up</source>
        <translation>numărul mutării este un număr de la 1 în sus</translation>
    </message>
    <message>
        <source>The royal piece cannot stand anywhere without giving check.</source>
        <translation>Piesa regală nu poate sta nicăieri fără să dea șah.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupPalette</name>
    <message>
        <source>piece</source>
        <translation>piesă</translation>
    </message>
    <message>
        <source>White %1 (%2)</source>
        <translation>%1 alb (%2)</translation>
    </message>
    <message>
        <source>Black %1 (%2)</source>
        <translation>%1 negru (%2)</translation>
    </message>
    <message>
        <source>Eraser: a click on the board removes the piece there</source>
        <translation>Radieră: un clic pe tablă scoate piesa de acolo</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radieră</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fișier</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Partidă &amp;nouă</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Deschide…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Salvează…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvează c&amp;a…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editare</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copiază &amp;FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/PGN</source>
        <translation>&amp;Lipește FEN/PGN</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;tări…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partidă</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Prima mutare</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Mutarea anterioară</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Mutarea următoare</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Ultima mutare</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Varianta anterioară</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Varianta următoare</translation>
    </message>
    <message>
        <source>&amp;Auto Move</source>
        <translation>Mutare &amp;automată</translation>
    </message>
    <message>
        <source>The engine plays a move for the side to move (Ctrl+M)</source>
        <translation>Motorul joacă o mutare pentru partea aflată la mutare (Ctrl+M)</translation>
    </message>
    <message>
        <source>S&amp;top Engine</source>
        <translation>&amp;Oprește motorul</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Întoarce tabla</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>Culori în&amp;tunecate</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;Despre Kibitz</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principală</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouă</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Partidă nouă (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Deschide</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O)</source>
        <translation>Deschide un fișier PGN (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvează</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Salvează partida (Ctrl+S)</translation>
    </message>
    <message>
        <source>Engine strength</source>
        <translation>Puterea motorului</translation>
    </message>
    <message>
        <source>%1 (~%2)</source>
        <translation>%1 (~%2)</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Calculatorul joacă</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>Calculatorul joacă: niciuna</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>Calculatorul joacă: Alb</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>Calculatorul joacă: Negru</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>Calculatorul joacă: ambele</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Începător</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermediar</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Jucător de club</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Putere maximă</translation>
    </message>
    <message>
        <source>Which side the engine plays by itself</source>
        <translation>Partea pe care o joacă motorul singur</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Anulează: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Refă: %1</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>Copiază &amp;PGN</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>Aranjează po&amp;ziția…</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>Tablă &amp;3D</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Arată tabla în trei dimensiuni (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>Tabla 3D nu este disponibilă: %1</translation>
    </message>
    <message>
        <source>A game of a chess variant with its own pieces, in a window of its own</source>
        <translation>O partidă dintr-o variantă de șah cu piesele ei, într-o fereastră separată</translation>
    </message>
    <message>
        <source>&amp;Variant Designer…</source>
        <translation>Proiectant de &amp;variante…</translation>
    </message>
    <message>
        <source>Defines variants with pieces of your own and saves them as variants.ini sections</source>
        <translation>Definește variante cu piese proprii și le salvează ca secțiuni variants.ini</translation>
    </message>
    <message>
        <source>&amp;Play a Variant…</source>
        <translation>&amp;Joacă o variantă…</translation>
    </message>
    <message>
        <source>Engine T&amp;ournament…</source>
        <translation>T&amp;urneu de motoare…</translation>
    </message>
    <message>
        <source>Engines play a round robin, gauntlet, knockout or Swiss tournament, in a window of its own</source>
        <translation>Motoarele joacă un turneu fiecare cu fiecare, gauntlet, eliminatoriu sau elvețian, într-o fereastră proprie</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple Games</source>
        <translation>Deschide partidele e&amp;xemplu</translation>
    </message>
</context>
<context>
    <name>kibitz::tournament::TournamentRunner</name>
    <message>
        <source>The game could not be written to the PGN: %1. The tournament stops; it can be resumed.</source>
        <translation>Partida nu a putut fi scrisă în PGN: %1. Turneul se oprește; poate fi reluat.</translation>
    </message>
    <message>
        <source>The tournament state could not be written: %1. The tournament stops.</source>
        <translation>Starea turneului nu a putut fi scrisă: %1. Turneul se oprește.</translation>
    </message>
    <message>
        <source>Cannot read the openings file %1.</source>
        <translation>Fișierul de deschideri %1 nu poate fi citit.</translation>
    </message>
    <message>
        <source>The openings file %1 changed since the tournament began; the tournament needs the same openings to continue with the same games.</source>
        <translation>Fișierul de deschideri %1 s-a schimbat de la începutul turneului; turneul are nevoie de aceleași deschideri pentru a continua cu aceleași partide.</translation>
    </message>
    <message>
        <source>The book of %1: %2</source>
        <translation>Cartea lui %1: %2</translation>
    </message>
    <message>
        <source>The tablebases at %1: %2</source>
        <translation>Tabelele de finaluri din %1: %2</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another state file.</source>
        <translation>%1 conține deja un turneu: reluați-l sau alegeți alt fișier de stare.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found in the PGN and counted</source>
        <translation>
            <numerusform>%n partidă găsită în PGN și numărată</numerusform>
            <numerusform>%n partide găsite în PGN și numărate</numerusform>
            <numerusform>%n de partide găsite în PGN și numărate</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes of an unfinished write cut from the PGN</source>
        <translation>%1 octeți ai unei scrieri neterminate tăiați din PGN</translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted game(s) to be played again</source>
        <translation>
            <numerusform>%n partidă întreruptă va fi rejucată</numerusform>
            <numerusform>%n partide întrerupte vor fi rejucate</numerusform>
            <numerusform>%n de partide întrerupte vor fi rejucate</numerusform>
        </translation>
    </message>
</context>
</TS>
