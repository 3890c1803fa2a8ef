<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU">
<context>
    <name>QObject</name>
    <message>
        <source>PGN database and analysis tool</source>
        <translation>PGN-adatbázis és elemzőprogram</translation>
    </message>
    <message>
        <source>Dossier: %1</source>
        <translation>Dosszié: %1</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>a PDF nem készült el</translation>
    </message>
    <message>
        <source>PGN files, SCID databases (.si4) or ChessBase databases (.cbh) to open, each in its own tab of the game list.</source>
        <translation>Megnyitandó PGN-fájlok, SCID-adatbázisok (.si4) vagy ChessBase-adatbázisok (.cbh), mindegyik a játszmalista saját lapján.</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>The game&apos;s start position is not valid.</source>
        <translation>A játszma kiinduló állása érvénytelen.</translation>
    </message>
    <message>
        <source>%1 gave no evaluation for move %2.</source>
        <translation>A(z) %1 nem adott értékelést a(z) %2. lépésnél.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BlockingClient</name>
    <message>
        <source>%1 did not get ready within %2 ms.</source>
        <translation>A(z) %1 nem állt készen %2 ms alatt.</translation>
    </message>
    <message>
        <source>%1 did not play a move within %2 ms.</source>
        <translation>A(z) %1 nem lépett %2 ms alatt.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BuiltinEngine</name>
    <message>
        <source>Kibitz (built-in)</source>
        <translation>Kibitz (beépített)</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::ExternalEngine</name>
    <message>
        <source>%1 cannot analyse (it has no analyze mode).</source>
        <translation>A(z) %1 nem tud elemezni (nincs elemző módja).</translation>
    </message>
    <message>
        <source>%1 cannot be given this position (it does not accept &quot;setboard&quot;).</source>
        <translation>A(z) %1 nem kaphatja meg ezt az állást (nem fogadja el a „setboard” parancsot).</translation>
    </message>
    <message>
        <source>%1 sent an overlong line; it was ignored.</source>
        <translation>A(z) %1 túl hosszú sort küldött; figyelmen kívül maradt.</translation>
    </message>
    <message>
        <source>Could not start %1 (%2): %3</source>
        <translation>A(z) %1 nem indítható (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 Gave up after %n restart(s); start the analysis again to retry.</source>
        <translation>
            <numerusform>%1 %n újraindítás után feladva; az újrapróbáláshoz indítsa újra az elemzést.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Restarting it (%2 of %3).</source>
        <translation>%1 Újraindítás (%2 / %3).</translation>
    </message>
    <message>
        <source>%1 sent a line Kibitz does not understand (%2): %3</source>
        <translation>A(z) %1 olyan sort küldött, amelyet a Kibitz nem ért (%2): %3</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>A(z) %1 üzenete: %2</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms while analysing).</source>
        <translation>%1 nem válaszol (elemzés közben %2 ms alatt sem felelt az „%3” kérésre).</translation>
    </message>
    <message>
        <source>%1 did not finish its start-up handshake within %2 ms.</source>
        <translation>A(z) %1 nem fejezte be az indulási kézfogást %2 ms alatt.</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms).</source>
        <translation>%1 nem válaszol (%2 ms alatt sem felelt a „%3” kérésre).</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;stop&quot; within %2 ms.</source>
        <translation>A(z) %1 nem válaszolt a „stop” parancsra %2 ms alatt.</translation>
    </message>
    <message>
        <source>%1 did not play a move in time.</source>
        <translation>A(z) %1 nem lépett időben.</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>A(z) %1 összeomlott.</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2).</source>
        <translation>A(z) %1 váratlanul kilépett (kilépési kód: %2).</translation>
    </message>
    <message>
        <source>%1 speaks xboard, which cannot be given a variant&apos;s rules: it plays only the variants it knows, and “%2” is not one Kibitz knows it has.</source>
        <translation>A(z) %1 xboard protokollt beszél, amellyel egy változat szabályai nem adhatók át: csak az általa ismert változatokat játssza, és a(z) „%2” nem olyan, amelyről a Kibitz tudja, hogy ismeri.</translation>
    </message>
    <message>
        <source>%1 does not play the variant “%2”.</source>
        <translation>A(z) %1 nem játssza a(z) „%2” változatot.</translation>
    </message>
    <message>
        <source>%1 cannot play the variant “%2”.</source>
        <translation>A(z) %1 nem tudja játszani a(z) „%2” változatot.</translation>
    </message>
    <message>
        <source>%1 does not play chess variants (it has no UCI_Variant option).</source>
        <translation>A(z) %1 nem játszik sakkváltozatokat (nincs UCI_Variant opciója).</translation>
    </message>
    <message>
        <source>%1 does not know this variant and cannot load variant definitions (it has no VariantPath option).</source>
        <translation>A(z) %1 nem ismeri ezt a változatot, és nem tud változatleírásokat betölteni (nincs VariantPath opciója).</translation>
    </message>
    <message>
        <source>%1 cannot be given the variant: the temporary file %2 cannot be written.</source>
        <translation>A(z) %1 nem kaphatja meg a változatot: a(z) %2 ideiglenes fájl nem írható.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnalysisDock</name>
    <message>
        <source>%1 Mn/s</source>
        <translation>%1 Mcsomó/s</translation>
    </message>
    <message>
        <source>%1 kn/s</source>
        <translation>%1 kcsomó/s</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Elemzés</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Elemzés</translation>
    </message>
    <message>
        <source>Show the engine analysis of the current position (Ctrl+Shift+A)</source>
        <translation>A jelenlegi állás motoros elemzésének megjelenítése (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>Start or stop the analysis</source>
        <translation>Az elemzés indítása vagy leállítása</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously</source>
        <translation>A táblán lévő állás folyamatos elemzése</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>Elemzőmotor</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Változatok: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Változatok száma</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Értékelés</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>Keresési mélység</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Csomópont másodpercenként</translation>
    </message>
    <message>
        <source>Engine lines</source>
        <translation>Motorváltozatok</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>Motorhiba</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Leállítás</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Mélység: %1</translation>
    </message>
    <message>
        <source>This engine shows one line only.</source>
        <translation>Ez a motor csak egy változatot mutat.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Analyzer</name>
    <message>
        <source>Play engine line</source>
        <translation>Motorváltozat lejátszása</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnnotateDialog</name>
    <message>
        <source>&amp;Time per position:</source>
        <translation>&amp;Idő állásonként:</translation>
    </message>
    <message>
        <source>&amp;Depth per position:</source>
        <translation>&amp;Mélység állásonként:</translation>
    </message>
    <message>
        <source>Add the engine&apos;s &amp;better lines as variations</source>
        <translation>A motor &amp;jobb változatainak hozzáadása</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>Játszma elemzése</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Mindkét fél</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Világos</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Motor:</translation>
    </message>
    <message>
        <source>&amp;Moves of:</source>
        <translation>&amp;Kinek a lépései:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>–</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>&amp;Lépéstől:</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Lépésig</translation>
    </message>
    <message>
        <source>Every position from the start of the range is evaluated, in the background. Cancel keeps the moves annotated so far; one Undo removes the whole annotation.</source>
        <translation>A tartomány elejétől minden állás kiértékelődik, a háttérben. A Mégse megtartja az addig elemzett lépéseket; egyetlen Visszavonás az egész elemzést eltávolítja.</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Elemzés</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AutoPlayer</name>
    <message>
        <source>No move to play: %1.</source>
        <translation>Nincs megtehető lépés: %1.</translation>
    </message>
    <message>
        <source>The position changed while the engine was thinking; its move was not played.</source>
        <translation>Az állás megváltozott, amíg a motor gondolkodott; a lépését nem tette meg.</translation>
    </message>
    <message>
        <source>The engine found no move to play.</source>
        <translation>A motor nem talált lépést.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Board3DView</name>
    <message>
        <source>No OpenGL context can be created on this display (window system: %1).</source>
        <translation>Ezen a kijelzőn nem hozható létre OpenGL-környezet (ablakrendszer: %1).</translation>
    </message>
    <message>
        <source>The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.</source>
        <translation>Az OpenGL-illesztőprogram %1.%2 verziót kínál; a 3D táblához OpenGL 3.3 vagy OpenGL ES 3.0 kell.</translation>
    </message>
    <message>
        <source>An OpenGL context was created but cannot be used (window system: %1).</source>
        <translation>Létrejött egy OpenGL-környezet, de nem használható (ablakrendszer: %1).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn with this OpenGL driver: %1</source>
        <translation>A 3D tábla ezzel az OpenGL-illesztőprogrammal nem rajzolható meg: %1</translation>
    </message>
    <message>
        <source>The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).</source>
        <translation>A 3D tábla ki van kapcsolva (a KIBITZ_DISABLE_3D környezeti változó be van állítva).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn: %1</source>
        <translation>A 3D tábla nem rajzolható meg: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardArea</name>
    <message>
        <source>Chess board (3D)</source>
        <translation>Sakktábla (3D)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardController</name>
    <message>
        <source>Touch move: you must move the %1 on %2</source>
        <translation>Érintett figura: a(z) %2 mezőn álló figurával (%1) kell lépnie</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Világos lép</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Sötét lép</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal moves</source>
        <translation>A(z) %2 mezőn álló figurának (%1) nincs szabályos lépése</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>gyalog</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>huszár</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>futó</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>bástya</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>vezér</translation>
    </message>
    <message>
        <source>king</source>
        <translation>király</translation>
    </message>
    <message>
        <source>Illegal move: there is no piece on %1</source>
        <translation>Szabálytalan lépés: a(z) %1 mezőn nincs figura</translation>
    </message>
    <message>
        <source>Illegal move: you have lost the right to castle on that side</source>
        <translation>Szabálytalan lépés: azon az oldalon már nem sáncolhat</translation>
    </message>
    <message>
        <source>Illegal move: the king cannot castle with that rook</source>
        <translation>Szabálytalan lépés: a király nem sáncolhat azzal a bástyával</translation>
    </message>
    <message>
        <source>Illegal move: you cannot castle out of check</source>
        <translation>Szabálytalan lépés: sakkban nem lehet sáncolni</translation>
    </message>
    <message>
        <source>Illegal move: castling is blocked or passes through an attacked square</source>
        <translation>Szabálytalan lépés: a sáncolás útja el van zárva, vagy megtámadott mezőn halad át</translation>
    </message>
    <message>
        <source>Illegal move: %1 is occupied by your own piece</source>
        <translation>Szabálytalan lépés: a(z) %1 mezőn saját figura áll</translation>
    </message>
    <message>
        <source>Illegal move: the %1 cannot reach %2</source>
        <translation>Szabálytalan lépés: a figura (%1) nem juthat el ide: %2</translation>
    </message>
    <message>
        <source>Illegal move: the king would be in check on %1</source>
        <translation>Szabálytalan lépés: a király sakkban állna a(z) %1 mezőn</translation>
    </message>
    <message>
        <source>Illegal move: your king is in check</source>
        <translation>Szabálytalan lépés: a királya sakkban áll</translation>
    </message>
    <message>
        <source>Illegal move: the %1 on %2 is pinned</source>
        <translation>Szabálytalan lépés: a(z) %2 mezőn álló figura (%1) kötésben van</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardTheme</name>
    <message>
        <source>Classic brown</source>
        <translation>Klasszikus barna</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Kék</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Szürke</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Éjszaka</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Nagy kontraszt</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Sakktábla</translation>
    </message>
    <message>
        <source>Check. %1</source>
        <translation>Sakk. %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, üres</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1, világos %2</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1, sötét %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookAndTablebases</name>
    <message numerus="yes">
        <source>The opening book was read with %n problem(s); the rest of it is used.</source>
        <translation>
            <numerusform>A megnyitási könyv beolvasása %n hibával járt; a többi része használatban van.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookDock</name>
    <message>
        <source>Opening Book</source>
        <translation>Megnyitási könyv</translation>
    </message>
    <message>
        <source>Opening &amp;Book</source>
        <translation>Megnyitási &amp;könyv</translation>
    </message>
    <message>
        <source>Show the opening book&apos;s moves for the current position (Ctrl+Shift+B)</source>
        <translation>A megnyitási könyv lépései az aktuális állásban (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Könyvlépések</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Megnyitási könyv</translation>
    </message>
    <message>
        <source>No opening book is chosen (Settings, Book and Tablebases).</source>
        <translation>Nincs kiválasztott megnyitási könyv (Beállítások, Könyv és végjátéktáblák).</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 betöltése…</translation>
    </message>
    <message>
        <source>%1: this position is not in the book.</source>
        <translation>%1: ez az állás nincs a könyvben.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s)</source>
        <translation>
            <numerusform>%1: %n lépés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) under this position&apos;s key are no legal move here and were left out.</source>
        <translation>
            <numerusform>%n bejegyzés ennek az állásnak a kulcsa alatt itt nem szabályos lépés, ezért kimaradt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookLibrary</name>
    <message>
        <source>The opening book %1 does not exist.</source>
        <translation>A(z) %1 megnyitási könyv nem létezik.</translation>
    </message>
    <message>
        <source>The opening book %1 cannot be used: %2</source>
        <translation>A(z) %1 megnyitási könyv nem használható: %2</translation>
    </message>
    <message>
        <source>The opening book %1 holds no moves.</source>
        <translation>A(z) %1 megnyitási könyvben nincsenek lépések.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookMovesModel</name>
    <message>
        <source>Play %1 (weight %2 of %3)</source>
        <translation>%1 lépése (súly: %2 / %3)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Súly</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Arány</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Tanult</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookTablebaseSettings</name>
    <message>
        <source>Use an opening book (Polyglot .bin)</source>
        <translation>Megnyitási könyv használata (Polyglot .bin)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Tallózás…</translation>
    </message>
    <message>
        <source>Auto move and computer play take book moves, chosen at random by their weights</source>
        <translation>Az automatikus lépés és a gépi játék könyvlépéseket választ, véletlenszerűen a súlyuk szerint</translation>
    </message>
    <message>
        <source>Use Gaviota endgame tablebases</source>
        <translation>Gaviota végjátéktáblák használata</translation>
    </message>
    <message>
        <source>The built-in engine keeps to the tablebase&apos;s best moves</source>
        <translation>A beépített motor a végjátéktábla legjobb lépéseit követi</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Megnyitási könyv</translation>
    </message>
    <message>
        <source>Gives the computer&apos;s openings variety; the engine takes over where the book ends</source>
        <translation>Változatossá teszi a gép megnyitásait; ahol a könyv véget ér, a motor veszi át</translation>
    </message>
    <message>
        <source>GNU Chess&apos;s book is not installed (Debian package gnuchess-book).</source>
        <translation>A GNU Chess könyve nincs telepítve (gnuchess-book Debian-csomag).</translation>
    </message>
    <message>
        <source>Endgame tablebases</source>
        <translation>Végjátéktáblák</translation>
    </message>
    <message>
        <source>Folders of Gaviota tables (*.gtb.cp4 and the like), separated by semicolons.</source>
        <translation>Gaviota-táblák mappái (*.gtb.cp4 és hasonlók), pontosvesszővel elválasztva.</translation>
    </message>
    <message>
        <source>The 3-piece tables are not installed (Debian package gaviotatb).</source>
        <translation>A 3 bábus táblák nincsenek telepítve (gaviotatb Debian-csomag).</translation>
    </message>
    <message>
        <source>Opening book file</source>
        <translation>Megnyitási könyv fájlja</translation>
    </message>
    <message>
        <source>Choose the opening book file</source>
        <translation>A megnyitási könyv fájljának kiválasztása</translation>
    </message>
    <message>
        <source>Tablebase folders</source>
        <translation>Végjátéktábla-mappák</translation>
    </message>
    <message>
        <source>Choose a tablebase folder</source>
        <translation>Végjátéktábla-mappa kiválasztása</translation>
    </message>
    <message>
        <source>Choose an Opening Book</source>
        <translation>Megnyitási könyv kiválasztása</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Polyglot-könyvek (*.bin);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Choose a Tablebase Folder</source>
        <translation>Végjátéktábla-mappa kiválasztása</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoverageModel</name>
    <message>
        <source>Position</source>
        <translation>Állás</translation>
    </message>
    <message>
        <source>Reply not answered</source>
        <translation>Megválaszolatlan lépés</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Arány</translation>
    </message>
    <message>
        <source>Their score</source>
        <translation>Az ellenfél eredménye</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoveragePanel</name>
    <message>
        <source>Cancelled.</source>
        <translation>Megszakítva.</translation>
    </message>
    <message>
        <source>Finding the replies not answered in %1…</source>
        <translation>A megválaszolatlan lépések keresése itt: %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n reply(s) not answered, over %2 positions where the opponent is to move.</source>
        <translation>
            <numerusform>%1: %n megválaszolatlan lépés, %2 olyan állásban, ahol az ellenfél lép.</numerusform>
        </translation>
    </message>
    <message>
        <source>Minimum games:</source>
        <translation>Legalább ennyi játszma:</translation>
    </message>
    <message>
        <source>Minimum share:</source>
        <translation>Legalább ekkora arány:</translation>
    </message>
    <message>
        <source>Find Missing Replies</source>
        <translation>Hiányzó válaszok keresése</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Double-click a row to show the position on the main board</source>
        <translation>Dupla kattintás egy soron: az állás a fő táblán</translation>
    </message>
    <message>
        <source>The opponent&apos;s replies played in the current database that the repertoire does not answer.</source>
        <translation>Az ellenfél azon lépései a jelenlegi adatbázisban, amelyekre a repertoár nem ad választ.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CrosstableModel</name>
    <message numerus="yes">
        <source>%1 against %2: %n game(s), %3 points</source>
        <translation>
            <numerusform>%1 – %2: %n játszma, %3 pont</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseDocks</name>
    <message>
        <source>Clipboard</source>
        <translation>Vágólap</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games copied here are kept until Kibitz quits</source>
        <translation>Az ide másolt játszmák a Kibitz bezárásáig maradnak meg</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>%1 bezárása</translation>
    </message>
    <message>
        <source>the file is still being read</source>
        <translation>a fájl olvasása még folyik</translation>
    </message>
    <message>
        <source>the file was changed by another program; open it again first</source>
        <translation>a fájlt egy másik program módosította; előbb nyissa meg újra</translation>
    </message>
    <message>
        <source>Wait until both databases are loaded.</source>
        <translation>Várja meg, amíg mindkét adatbázis betöltődik.</translation>
    </message>
    <message>
        <source>The games were not copied to %1: %2</source>
        <translation>A játszmák nem lettek átmásolva ide: %1: %2</translation>
    </message>
    <message>
        <source>Moved %1 game(s) to %2</source>
        <translation>%1 játszma áthelyezve ide: %2</translation>
    </message>
    <message>
        <source>Copied %1 game(s) to %2</source>
        <translation>%1 játszma átmásolva ide: %2</translation>
    </message>
    <message>
        <source>Wait until the database is loaded.</source>
        <translation>Várja meg, amíg az adatbázis betöltődik.</translation>
    </message>
    <message>
        <source>The games were not removed from %1: %2</source>
        <translation>A játszmák nem lettek törölve innen: %1: %2</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <source>&amp;Copy Selected Games To</source>
        <translation>A kijelölt játszmák &amp;másolása ide</translation>
    </message>
    <message>
        <source>&amp;Move Selected Games To</source>
        <translation>A kijelölt játszmák á&amp;thelyezése ide</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games…</source>
        <translation>A kijelölt játszmák &amp;törlése…</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from the clipboard?</source>
        <translation>Törli a kijelölt játszmákat (%1) a vágólapról?</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from %2? The file is written again without them.</source>
        <translation>Törli a kijelölt játszmákat (%1) innen: %2? A fájl nélkülük íródik újra.</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Játszmák törlése</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>A&amp;datbázis</translation>
    </message>
    <message>
        <source>Open databases</source>
        <translation>Megnyitott adatbázisok</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>Megnyitási &amp;fa</translation>
    </message>
    <message>
        <source>&amp;Game List</source>
        <translation>&amp;Játszmalista</translation>
    </message>
    <message>
        <source>&amp;Search Games…</source>
        <translation>Játszmák &amp;keresése…</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Szűrő &amp;törlése</translation>
    </message>
    <message>
        <source>%1 (read-only: copy games to a PGN database to change them)</source>
        <translation>%1 (csak olvasható: a játszmák módosításához másolja őket egy PGN-adatbázisba)</translation>
    </message>
    <message>
        <source>Kibitz opens databases of other programs read-only; copy the games to a PGN database</source>
        <translation>A Kibitz más programok adatbázisait csak olvasásra nyitja meg; másolja a játszmákat egy PGN-adatbázisba</translation>
    </message>
    <message>
        <source>The games were not moved: %1</source>
        <translation>A játszmák nem lettek áthelyezve: %1</translation>
    </message>
    <message>
        <source>The games were not copied: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>A játszmák nem lettek átmásolva: a(z) %1 tárolt indexe megsérült. Újraindexelés folyamatban; próbálja újra, amint a játszmák listája megjelenik.</translation>
    </message>
    <message>
        <source>The games were not removed: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>A játszmák nem lettek törölve: a(z) %1 tárolt indexe megsérült. Újraindexelés folyamatban; próbálja újra, amint a játszmák listája megjelenik.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseJob</name>
    <message>
        <source>Stopped: the database&apos;s index cache was damaged. The file is being indexed again; try once its games are listed.</source>
        <translation>Leállítva: az adatbázis tárolt indexe megsérült. A fájl újraindexelése folyamatban; próbálja újra, amint a játszmák listája megjelenik.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseWatcher</name>
    <message>
        <source>%1 was removed or renamed by another program; its tab shows the games as they were.</source>
        <translation>A(z) %1 fájlt egy másik program törölte vagy átnevezte; a lapja a játszmákat úgy mutatja, ahogy voltak.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read. Reload keeps the game on the board and your changes to it.</source>
        <translation>A(z) %1 fájlt egy másik program módosította; a lapja a játszmákat a beolvasáskori állapotukban mutatja. Az újratöltés megtartja a táblán lévő játszmát és az abban tett módosításait.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read.</source>
        <translation>A(z) %1 fájlt egy másik program módosította; a lapja a játszmákat a beolvasáskori állapotukban mutatja.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Úja&amp;ratöltés</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n játszma</numerusform>
        </translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation>%1 újratöltve: %2.</translation>
    </message>
    <message>
        <source> Your changes to it are kept.</source>
        <translation> Az abban tett módosításai megmaradtak.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is game %3 there now.</source>
        <translation>%1 újratöltve: %2. A táblán lévő játszma most a(z) %3. játszma benne.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is no longer in it as it was read; Save offers to append it.</source>
        <translation>%1 újratöltve: %2. A táblán lévő játszma a beolvasáskori formájában már nincs benne; a Mentés felajánlja a hozzáfűzését.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierChart</name>
    <message>
        <source>Performance by year</source>
        <translation>Teljesítmény évenként</translation>
    </message>
    <message>
        <source>Score by year</source>
        <translation>Pontarány évenként</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>teljesítmény</translation>
    </message>
    <message>
        <source>score</source>
        <translation>pontarány</translation>
    </message>
    <message>
        <source>opponents&apos; average</source>
        <translation>ellenfelek átlaga</translation>
    </message>
    <message>
        <source>games</source>
        <translation>játszmák</translation>
    </message>
    <message>
        <source>No dated games</source>
        <translation>Nincs dátumozott játszma</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Nincs játszma</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} játszma</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 játszma</translation>
    </message>
    <message>
        <source>tallest bar: {} games</source>
        <translation>legmagasabb oszlop: {} játszma</translation>
    </message>
    <message>
        <source>{} games without a year not shown</source>
        <translation>{} év nélküli játszma nem látszik</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierGamesModel</name>
    <message>
        <source>White</source>
        <translation>Világos</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>A click opens the game on the board</source>
        <translation>Egy kattintás megnyitja a játszmát a táblán</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Szín</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Ellenfél</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Élő</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Lépések</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Verseny</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játszma</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierJob</name>
    <message>
        <source>%1 cannot be searched: %2</source>
        <translation>%1 nem kereshető: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierPlayersModel</name>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n játszma)</numerusform>
        </translation>
    </message>
    <message>
        <source>Spellings with the same surname and first initial; uncheck those of someone else</source>
        <translation>Azonos vezetéknevű és kezdőbetűjű írásmódok; vegye ki a pipát a más személyhez tartozókból</translation>
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
        <translation>Játszmák</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Nyert</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Döntetlen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Vesztett</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontarány</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Telj.</translation>
    </message>
    <message>
        <source>The player&apos;s score in the games with a result (a draw counts half)</source>
        <translation>A játékos pontaránya az eredménnyel zárult játszmákban (a döntetlen fél pont)</translation>
    </message>
    <message>
        <source>Opponents&apos; average rating plus the FIDE rating difference for the score against them</source>
        <translation>Az ellenfelek átlagos értékszáma plusz az elért pontarányhoz tartozó FIDE-értékszámkülönbség</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Lépés</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindow</name>
    <message>
        <source>No player in the open databases matches “%1”.</source>
        <translation>Egyik megnyitott adatbázisban sincs „%1” nevű játékos.</translation>
    </message>
    <message>
        <source>Reading the search index of the open databases (%1 of %2)…</source>
        <translation>A megnyitott adatbázisok keresési indexének beolvasása (%1 / %2)…</translation>
    </message>
    <message numerus="yes">
        <source>%n database(s) searched</source>
        <translation>
            <numerusform>%n adatbázisban keresve</numerusform>
        </translation>
    </message>
    <message>
        <source>Most recent games (a click opens the game)</source>
        <translation>Legutóbbi játszmák (kattintásra megnyílik)</translation>
    </message>
    <message>
        <source>By colour</source>
        <translation>Színenként</translation>
    </message>
    <message>
        <source>By opponents&apos; rating</source>
        <translation>Az ellenfelek értékszáma szerint</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>Évenként</translation>
    </message>
    <message>
        <source>Moves of the first 12 plies</source>
        <translation>Az első 12 féllépés</translation>
    </message>
    <message>
        <source>ECO families</source>
        <translation>ECO-csoportok</translation>
    </message>
    <message>
        <source>Longest games</source>
        <translation>Leghosszabb játszmák</translation>
    </message>
    <message>
        <source>Shortest games</source>
        <translation>Legrövidebb játszmák</translation>
    </message>
    <message>
        <source>No database is open: open a PGN file first.</source>
        <translation>Nincs megnyitott adatbázis: előbb nyisson meg egy PGN-fájlt.</translation>
    </message>
    <message>
        <source>Looking for “%1”…</source>
        <translation>„%1” keresése…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n játszma</numerusform>
        </translation>
    </message>
    <message>
        <source> · performance %1 against %2 on average</source>
        <translation> · teljesítmény %1, átlagosan %2 ellen</translation>
    </message>
    <message>
        <source> · own rating %1 on average</source>
        <translation> · saját értékszám átlagosan %1</translation>
    </message>
    <message>
        <source>As White: %1</source>
        <translation>Világossal: %1</translation>
    </message>
    <message>
        <source>As Black: %1</source>
        <translation>Sötéttel: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) where both players bear a chosen spelling are left out.</source>
        <translation>
            <numerusform>%n játszma, amelyben mindkét játékos egy kiválasztott írásmódot visel, kimarad.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score by opening as White</source>
        <translation>Pontarány megnyitásonként világossal</translation>
    </message>
    <message>
        <source>Score by opening as Black</source>
        <translation>Pontarány megnyitásonként sötéttel</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Világos</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Ismeretlen</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Értékszám nélkül</translation>
    </message>
    <message>
        <source>No ECO</source>
        <translation>ECO nélkül</translation>
    </message>
    <message>
        <source>Type a player&apos;s name and press Enter: every open database is searched, case and accents ignored.</source>
        <translation>Írja be egy játékos nevét, és nyomja meg az Entert: minden megnyitott adatbázisban keresünk, a kis- és nagybetű és az ékezetek nem számítanak.</translation>
    </message>
    <message>
        <source>No games: check at least one spelling on the left.</source>
        <translation>Nincs játszma: jelöljön be legalább egy írásmódot bal oldalt.</translation>
    </message>
    <message>
        <source>There is no dossier to export.</source>
        <translation>Nincs exportálható dosszié.</translation>
    </message>
    <message>
        <source>There is no dossier to print.</source>
        <translation>Nincs nyomtatható dosszié.</translation>
    </message>
    <message>
        <source>dossier</source>
        <translation>dosszie</translation>
    </message>
    <message>
        <source>Print Dossier to PDF</source>
        <translation>Dosszié nyomtatása PDF-be</translation>
    </message>
    <message>
        <source>Export Dossier as HTML</source>
        <translation>Dosszié exportálása HTML-be</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-dokumentumok (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Weboldalak (*.html *.htm)</translation>
    </message>
    <message>
        <source>The dossier was not saved: %1</source>
        <translation>A dosszié nem lett mentve: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Mentve: %1</translation>
    </message>
    <message>
        <source>Player Dossier</source>
        <translation>Játékosdosszié</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Játékos:</translation>
    </message>
    <message>
        <source>A name or part of it, e.g. Carlsen or carlsen, m</source>
        <translation>Egy név vagy egy része, pl. Carlsen vagy carlsen, m</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Keresés</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>&amp;HTML exportálása…</translation>
    </message>
    <message>
        <source>One self-contained web page with the charts and tables</source>
        <translation>Egyetlen önálló weboldal a grafikonokkal és táblázatokkal</translation>
    </message>
    <message>
        <source>Print to P&amp;DF…</source>
        <translation>Nyomtatás P&amp;DF-be…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Áttekintés</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Eredmények</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Megnyitások világossal</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Megnyitások sötéttel</translation>
    </message>
    <message>
        <source>Longest and Shortest</source>
        <translation>Leghosszabb és legrövidebb</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Szín</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Év</translation>
    </message>
    <message>
        <source>Opponents&apos; rating</source>
        <translation>Ellenfelek értékszáma</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Csoport</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindows</name>
    <message>
        <source>Player &amp;Dossier…</source>
        <translation>Játékos&amp;dosszié…</translation>
    </message>
    <message>
        <source>A player&apos;s results, openings and games over the open databases</source>
        <translation>Egy játékos eredményei, megnyitásai és játszmái a megnyitott adatbázisokban</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Vágólap</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadActions</name>
    <message>
        <source>Cannot download: %1</source>
        <translation>Nem lehet letölteni: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Indítás…</translation>
    </message>
    <message>
        <source>Reading the games already in the file…</source>
        <translation>A fájlban már meglévő játszmák beolvasása…</translation>
    </message>
    <message numerus="yes">
        <source>The site limits the rate: waiting %n second(s)…</source>
        <translation>
            <numerusform>A webhely korlátozza a lekérések gyakoriságát: várakozás %n másodpercig…</numerusform>
        </translation>
    </message>
    <message>
        <source>Appending the new games to the file…</source>
        <translation>Az új játszmák hozzáfűzése a fájlhoz…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) received</source>
        <translation>
            <numerusform>%n játszma érkezett</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading %1-%2: %3</source>
        <translation>Letöltés (%1-%2): %3</translation>
    </message>
    <message>
        <source>Downloading: %1</source>
        <translation>Letöltés: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) appended to %1</source>
        <translation>
            <numerusform>%n új játszma hozzáfűzve a(z) %1 fájlhoz</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 received, %2 already there).</source>
        <translation>(%1 érkezett, %2 már megvolt).</translation>
    </message>
    <message>
        <source>Cancelled: the complete games received were kept.</source>
        <translation>Megszakítva: a teljesen megérkezett játszmák megmaradtak.</translation>
    </message>
    <message>
        <source>The transfer stopped early; download again for the rest.</source>
        <translation>Az átvitel idő előtt megszakadt; a többihez töltse le újra.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Hiba: %1</translation>
    </message>
    <message>
        <source>Do&amp;wnload Games…</source>
        <translation>Játszmák &amp;letöltése…</translation>
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
        <translation>Klasszikus</translation>
    </message>
    <message>
        <source>Correspondence</source>
        <translation>Levelezési</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Napi</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Ettől</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Eddig</translation>
    </message>
    <message>
        <source>lichess &amp;token:</source>
        <translation>lichess-t&amp;oken:</translation>
    </message>
    <message>
        <source>&amp;Rated:</source>
        <translation>&amp;Értékelés:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Tallózás…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Letöltés</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Download Games</source>
        <translation>Játszmák letöltése</translation>
    </message>
    <message>
        <source>user name on the site</source>
        <translation>felhasználónév a webhelyen</translation>
    </message>
    <message>
        <source>Without a start date the download continues after the newest game of this user from this site already in the file.</source>
        <translation>Kezdő dátum nélkül a letöltés a felhasználó ezen webhelyről származó, a fájlban már meglévő legújabb játszmája után folytatódik.</translation>
    </message>
    <message>
        <source>Rated and casual</source>
        <translation>Értékelt és barátságos</translation>
    </message>
    <message>
        <source>Rated only</source>
        <translation>Csak értékelt</translation>
    </message>
    <message>
        <source>Casual only</source>
        <translation>Csak barátságos</translation>
    </message>
    <message>
        <source>optional: a personal API token raises lichess&apos;s rate limit</source>
        <translation>nem kötelező: személyes API-tokennel a lichess gyakoribb lekéréseket enged</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Felhasználó:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Webhely:</translation>
    </message>
    <message>
        <source>Dates (UTC):</source>
        <translation>Dátumok (UTC):</translation>
    </message>
    <message>
        <source>Speeds (none: all):</source>
        <translation>Tempók (egy sem: mind):</translation>
    </message>
    <message>
        <source>&amp;Append to:</source>
        <translation>&amp;Hozzáfűzés ide:</translation>
    </message>
    <message>
        <source>Append the Games to</source>
        <translation>A játszmák hozzáfűzése ehhez</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-fájlok (*.pgn)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DrillPanel</name>
    <message>
        <source>The repertoire changed: start the drill again.</source>
        <translation>A repertoár megváltozott: kezdd újra a gyakorlást.</translation>
    </message>
    <message>
        <source>Answered: %1, wrong: %2</source>
        <translation>Megválaszolva: %1, hibás: %2</translation>
    </message>
    <message>
        <source>No card to drill in this mode now.</source>
        <translation>Ebben a módban most nincs gyakorlandó kártya.</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>A gyakorlás véget ért.</translation>
    </message>
    <message>
        <source>%1 — your move (a new card).</source>
        <translation>%1 — te lépsz (új kártya).</translation>
    </message>
    <message>
        <source>%1 — your move.</source>
        <translation>%1 — te lépsz.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Helyes: %1.</translation>
    </message>
    <message>
        <source>Right: %1. The main move is %2.</source>
        <translation>Helyes: %1. A fő lépés: %2.</translation>
    </message>
    <message>
        <source>Wrong: %1. Accepted: %2 (rated Again).</source>
        <translation>Hibás: %1. Elfogadott: %2 (értékelés: Újra).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>The progress was not saved: %1</source>
        <translation>Az előrehaladás nincs mentve: %1</translation>
    </message>
    <message>
        <source>Cards due now</source>
        <translation>Most esedékes kártyák</translation>
    </message>
    <message>
        <source>One chapter in order</source>
        <translation>Egy fejezet sorrendben</translation>
    </message>
    <message>
        <source>Practice (no rescheduling)</source>
        <translation>Gyakorlás (ütemezés nélkül)</translation>
    </message>
    <message>
        <source>Rate by time</source>
        <translation>Értékelés idő alapján</translation>
    </message>
    <message>
        <source>Rate right answers by the time taken: Easy under 4 s, Good under 15 s, else Hard</source>
        <translation>A helyes válaszok értékelése a gondolkodási idő alapján: 4 mp alatt Könnyű, 15 mp alatt Jó, különben Nehéz</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Újra</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Jó</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Könnyű</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <source>Choose a mode and press Start. You play the repertoire&apos;s side.</source>
        <translation>Válassz módot, és nyomd meg az Indítás gombot. A repertoár oldalával játszol.</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Kiinduló állás</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DueChart</name>
    <message>
        <source>days from today</source>
        <translation>nap mától</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoLibrary</name>
    <message>
        <source>Cannot open the opening table %1: %2</source>
        <translation>A(z) %1 megnyitástáblázat nem nyitható meg: %2</translation>
    </message>
    <message>
        <source>%1 contains no opening lines that could be read</source>
        <translation>A(z) %1 nem tartalmaz beolvasható megnyitási változatot</translation>
    </message>
    <message>
        <source>No opening table file was chosen</source>
        <translation>Nincs kiválasztva megnyitástáblázat-fájl</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoSettingsSection</name>
    <message>
        <source>Browse…</source>
        <translation>Tallózás…</translation>
    </message>
    <message>
        <source>Built-in table (pgn-extract&apos;s eco.pgn)</source>
        <translation>Beépített tábla (a pgn-extract eco.pgn fájlja)</translation>
    </message>
    <message>
        <source>Scid&apos;s table with extended codes such as B90k</source>
        <translation>A Scid táblája bővített kódokkal (például B90k)</translation>
    </message>
    <message>
        <source>Table from a file (eco.pgn or .eco format):</source>
        <translation>Tábla fájlból (eco.pgn vagy .eco formátum):</translation>
    </message>
    <message>
        <source>Opening table file</source>
        <translation>Megnyitástábla-fájl</translation>
    </message>
    <message>
        <source>Choose the opening table file</source>
        <translation>A megnyitástábla-fájl kiválasztása</translation>
    </message>
    <message>
        <source>Scid&apos;s table is not installed (Debian package scid-data).</source>
        <translation>A Scid táblája nincs telepítve (Debian-csomag: scid-data).</translation>
    </message>
    <message>
        <source>Opening Table</source>
        <translation>Megnyitástábla</translation>
    </message>
    <message>
        <source>Opening tables (*.pgn *.eco);;All files (*)</source>
        <translation>Megnyitástáblák (*.pgn *.eco);;Minden fájl (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineLinesModel</name>
    <message>
        <source>Depth %1: %2</source>
        <translation>%1. mélység: %2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Értékelés</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Változat</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineSettings</name>
    <message>
        <source>Browse…</source>
        <translation>Tallózás…</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Motor hozzáadása</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Külső motorok</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Motor neve</translation>
    </message>
    <message>
        <source>Name, e.g. Stockfish</source>
        <translation>Név, pl. Stockfish</translation>
    </message>
    <message>
        <source>Engine executable</source>
        <translation>A motor futtatható fájlja</translation>
    </message>
    <message>
        <source>Executable, e.g. /usr/games/stockfish</source>
        <translation>Futtatható fájl, pl. /usr/games/stockfish</translation>
    </message>
    <message>
        <source>Browse for an engine executable</source>
        <translation>Motor futtatható fájljának kiválasztása</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>Motor hozzáadása</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>Motor eltávolítása</translation>
    </message>
    <message>
        <source>Engine for analysis</source>
        <translation>Motor az elemzéshez</translation>
    </message>
    <message>
        <source>Engine for auto move</source>
        <translation>Motor az automatikus lépéshez</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Név:</translation>
    </message>
    <message>
        <source>Executable:</source>
        <translation>Futtatható fájl:</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>Elemzőmotor:</translation>
    </message>
    <message>
        <source>Auto move engine:</source>
        <translation>Motor az automatikus lépéshez:</translation>
    </message>
    <message>
        <source>Give the engine a name.</source>
        <translation>Adjon nevet a motornak.</translation>
    </message>
    <message>
        <source>There is already an engine named “%1”.</source>
        <translation>Már van „%1” nevű motor.</translation>
    </message>
    <message>
        <source>“%1” is not an executable file.</source>
        <translation>„%1” nem futtatható fájl.</translation>
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
        <translation>Automatikus felismerés</translation>
    </message>
    <message>
        <source>Find Options</source>
        <translation>Beállítások keresése</translation>
    </message>
    <message>
        <source>Engine protocol</source>
        <translation>Motor protokollja</translation>
    </message>
    <message>
        <source>Find the engine&apos;s protocol and options</source>
        <translation>A motor protokolljának és beállításainak felderítése</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>Motorbeállítások</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>Külső motorok:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <source>Asking %1 for its protocol and options…</source>
        <translation>A(z) %1 protokolljának és beállításainak lekérdezése…</translation>
    </message>
    <message>
        <source>Choose an Engine</source>
        <translation>Motor kiválasztása</translation>
    </message>
    <message>
        <source>Select an engine to see its options.</source>
        <translation>Válasszon egy motort a beállításai megtekintéséhez.</translation>
    </message>
    <message>
        <source>The protocol and options of %1 are not known yet: press Find Options.</source>
        <translation>A(z) %1 protokollja és beállításai még nem ismertek: nyomja meg a Beállítások keresése gombot.</translation>
    </message>
    <message numerus="yes">
        <source>%1 speaks %2 and has %n option(s).</source>
        <translation>
            <numerusform>A(z) %1 a(z) %2 protokollt használja, %n beállítása van.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ErrorText</name>
    <message>
        <source>The FEN is empty</source>
        <translation>A FEN üres</translation>
    </message>
    <message>
        <source>The FEN has missing fields</source>
        <translation>A FEN-ből mezők hiányoznak</translation>
    </message>
    <message>
        <source>The FEN has too many fields: &apos;%1&apos;</source>
        <translation>A FEN-ben túl sok mező van: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The board must have 8 ranks</source>
        <translation>A táblának 8 sorból kell állnia</translation>
    </message>
    <message>
        <source>A rank has more than 8 squares</source>
        <translation>Egy sorban 8-nál több mező van</translation>
    </message>
    <message>
        <source>A rank has fewer than 8 squares</source>
        <translation>Egy sorban 8-nál kevesebb mező van</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter or digit</source>
        <translation>A(z) &apos;%1&apos; nem figurabetű vagy számjegy</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>A lépésre következő fél &apos;w&apos; vagy &apos;b&apos; lehet, nem &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Invalid castling rights: &apos;%1&apos;</source>
        <translation>Érvénytelen sáncolási jogok: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The en-passant field must be &apos;-&apos; or a square, not &apos;%1&apos;</source>
        <translation>Az en passant mező &apos;-&apos; vagy egy mező neve lehet, nem &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The halfmove clock must be a number of at least 0, not &apos;%1&apos;</source>
        <translation>A féllépés-számláló legalább 0 értékű szám lehet, nem &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The move number must be at least 1, not &apos;%1&apos;</source>
        <translation>A lépésszám legalább 1 lehet, nem &apos;%1&apos;</translation>
    </message>
    <message>
        <source>A king is missing</source>
        <translation>Hiányzik egy király</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>Világosnak nincs királya</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>Sötétnek nincs királya</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings</source>
        <translation>
            <numerusform>Világosnak %n királya van</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings</source>
        <translation>
            <numerusform>Sötétnek %n királya van</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one king</source>
        <translation>Egynél több király</translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank</source>
        <translation>Egy gyalog az első vagy az utolsó soron áll</translation>
    </message>
    <message>
        <source>Pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>Gyalog a(z) %1 mezőn: gyalog nem állhat az első vagy az utolsó soron</translation>
    </message>
    <message>
        <source>The side not to move is in check</source>
        <translation>A nem lépésre következő fél sakkban áll</translation>
    </message>
    <message>
        <source>Impossible check: more than two pieces give check</source>
        <translation>Lehetetlen sakk: kettőnél több figura ad sakkot</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; without the king and rook on their squares</source>
        <translation>&apos;%1&apos; sáncolási jog, de a király és a bástya nincs a helyén</translation>
    </message>
    <message>
        <source>No pawn can be captured en passant on %1</source>
        <translation>A(z) %1 mezőn nem lehet gyalogot en passant ütni</translation>
    </message>
    <message>
        <source>An impossible castling right was dropped</source>
        <translation>Egy lehetetlen sáncolási jog törölve</translation>
    </message>
    <message>
        <source>An impossible en-passant square was dropped</source>
        <translation>Egy lehetetlen en passant mező törölve</translation>
    </message>
    <message>
        <source>Missing move counters were filled in</source>
        <translation>A hiányzó lépésszámlálók kitöltve</translation>
    </message>
    <message>
        <source>this is not a move</source>
        <translation>ez nem lépés</translation>
    </message>
    <message>
        <source>not written in standard notation</source>
        <translation>nem szabványos jelöléssel írva</translation>
    </message>
    <message>
        <source>no right to castle short</source>
        <translation>nincs joga rövid sáncra</translation>
    </message>
    <message>
        <source>no right to castle long</source>
        <translation>nincs joga hosszú sáncra</translation>
    </message>
    <message>
        <source>you cannot castle out of check</source>
        <translation>sakkban nem lehet sáncolni</translation>
    </message>
    <message>
        <source>castling is blocked or passes through an attacked square</source>
        <translation>a sáncolás útja el van zárva, vagy megtámadott mezőn halad át</translation>
    </message>
    <message>
        <source>there is no piece of the side to move on %1</source>
        <translation>a(z) %1 mezőn nincs a lépésre következő félnek figurája</translation>
    </message>
    <message>
        <source>the king is not on %1</source>
        <translation>a király nem a(z) %1 mezőn áll</translation>
    </message>
    <message>
        <source>only pawns promote</source>
        <translation>csak gyalog változhat át</translation>
    </message>
    <message>
        <source>the king cannot reach %1</source>
        <translation>a király nem juthat el ide: %1</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>a király sakkban állna a(z) %1 mezőn</translation>
    </message>
    <message>
        <source>%1 is occupied by your own piece</source>
        <translation>a(z) %1 mezőn saját figura áll</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank promotes</source>
        <translation>csak az utolsó sorra érő gyalog változhat át</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>a(z) %1 mezőn nincs mit ütni</translation>
    </message>
    <message>
        <source>no pawn can reach %1</source>
        <translation>egyik gyalog sem juthat el ide: %1</translation>
    </message>
    <message>
        <source>no knight can reach %1</source>
        <translation>egyik huszár sem juthat el ide: %1</translation>
    </message>
    <message>
        <source>no bishop can reach %1</source>
        <translation>egyik futó sem juthat el ide: %1</translation>
    </message>
    <message>
        <source>no rook can reach %1</source>
        <translation>egyik bástya sem juthat el ide: %1</translation>
    </message>
    <message>
        <source>no queen can reach %1</source>
        <translation>egyik vezér sem juthat el ide: %1</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>nem hárítja el a sakkot</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>a király sakkban maradna</translation>
    </message>
    <message>
        <source>several moves match</source>
        <translation>több lépés is megfelel</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>Nem lépés: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>Szabálytalan lépés: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1 — %2</source>
        <translation>Szabálytalan lépés: %1 — %2</translation>
    </message>
    <message>
        <source>Ambiguous: %1</source>
        <translation>Nem egyértelmű: %1</translation>
    </message>
    <message>
        <source>Ambiguous: %1 or %2?</source>
        <translation>Nem egyértelmű: %1 vagy %2?</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>nem lépés</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>szabálytalan lépés</translation>
    </message>
    <message>
        <source>ambiguous move</source>
        <translation>nem egyértelmű lépés</translation>
    </message>
    <message>
        <source>unreadable tag line, skipped</source>
        <translation>olvashatatlan címkesor, kihagyva</translation>
    </message>
    <message>
        <source>invalid FEN tag, the moves were skipped</source>
        <translation>érvénytelen FEN-címke, a lépések kimaradtak</translation>
    </message>
    <message>
        <source>unsupported chess variant, the game was skipped</source>
        <translation>nem támogatott sakkváltozat, a játszma kimaradt</translation>
    </message>
    <message>
        <source>a comment is not closed</source>
        <translation>egy megjegyzés nincs lezárva</translation>
    </message>
    <message>
        <source>unexpected text</source>
        <translation>váratlan szöveg</translation>
    </message>
    <message>
        <source>a variation is not closed</source>
        <translation>egy változat nincs lezárva</translation>
    </message>
    <message>
        <source>null move while in check</source>
        <translation>nullalépés sakkban</translation>
    </message>
    <message>
        <source>%1 — could be %2 or %3</source>
        <translation>%1 — lehet %2 vagy %3</translation>
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
        <translation>%1: %2. játszma: %3</translation>
    </message>
    <message>
        <source>%1: game %2, move %3: %4</source>
        <translation>%1: %2. játszma, %3: %4</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move</source>
        <translation>Sötét sakkban áll, pedig világos lép</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move</source>
        <translation>Világos sakkban áll, pedig sötét lép</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ExchangeActions</name>
    <message>
        <source>Writing the SCID database…</source>
        <translation>A SCID-adatbázis írása…</translation>
    </message>
    <message>
        <source>The SCID database was not written: %1</source>
        <translation>A SCID-adatbázis nem lett megírva: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n game(s) to the SCID database; %1 not written, %2 changed.</source>
        <translation>
            <numerusform>%n játszma a SCID-adatbázisba írva; %1 nem lett megírva, %2 megváltozott.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as SCID Database</source>
        <translation>Mentés SCID-adatbázisként</translation>
    </message>
    <message>
        <source>The databases were not merged: %1</source>
        <translation>Az adatbázisok nem lettek egyesítve: %1</translation>
    </message>
    <message numerus="yes">
        <source>Merged %n game(s); %1 duplicates dropped.</source>
        <translation>
            <numerusform>%n játszma egyesítve; %1 ismétlődés kihagyva.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Adatbázisok egyesítése</translation>
    </message>
    <message>
        <source>Open a database and wait until its games are listed.</source>
        <translation>Nyisson meg egy adatbázist, és várja meg, amíg a játszmái megjelennek.</translation>
    </message>
    <message>
        <source>SCID databases (*.si4)</source>
        <translation>SCID-adatbázisok (*.si4)</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>Megszakítva; semmi sem lett megírva.</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>Adatbázisok</translation>
    </message>
    <message>
        <source>&amp;Merge Databases…</source>
        <translation>Adatbázisok &amp;egyesítése…</translation>
    </message>
    <message>
        <source>Save as SC&amp;ID Database…</source>
        <translation>Mentés &amp;SCID-adatbázisként…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FileActions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Legutóbbiak megnyitása</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Mentetlen változások</translation>
    </message>
    <message>
        <source>The current game has unsaved changes. Save them first?</source>
        <translation>A jelenlegi játszmában mentetlen változások vannak. Elmenti őket?</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>PGN-fájl megnyitása</translation>
    </message>
    <message>
        <source>%1 holds %2 games; showing the first.</source>
        <translation>A(z) %1 %2 játszmát tartalmaz; az első látható.</translation>
    </message>
    <message>
        <source>%1 holds several games; showing the first.</source>
        <translation>A(z) %1 több játszmát tartalmaz; az első látható.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (és még %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was read up to an error: %1%2</source>
        <translation>A játszma egy hibáig lett beolvasva: %1%2</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN kimásolva</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN kimásolva</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>Játszma beillesztve</translation>
    </message>
    <message>
        <source>New to Kibitz? The sample games are famous games to step through, search and analyse.</source>
        <translation>Új a Kibitzben? A példajátszmák híres játszmák, amelyeken lépésenként végigmehet, kereshet bennük és elemezheti őket.</translation>
    </message>
    <message>
        <source>Open Sample Games</source>
        <translation>Példajátszmák megnyitása</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Adatbázisok (*.pgn *.si4 *.cbh);;PGN-fájlok (*.pgn);;SCID-adatbázisok (*.si4);;ChessBase-adatbázisok (*.cbh);;Minden fájl (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FinishedGamesModel</name>
    <message>
        <source>Game</source>
        <translation>Játszma</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Forduló</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Világos</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Hogyan ért véget</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameAnnotator</name>
    <message>
        <source>A&amp;nnotate Game…</source>
        <translation>Játszma &amp;elemzése…</translation>
    </message>
    <message>
        <source>Evaluates every move with an engine and marks inaccuracies, mistakes and blunders</source>
        <translation>Minden lépést kiértékel egy motorral, és megjelöli a pontatlanságokat, hibákat és durva hibákat</translation>
    </message>
    <message>
        <source>Annotating…</source>
        <translation>Elemzés…</translation>
    </message>
    <message>
        <source>Annotation progress</source>
        <translation>Az elemzés állapota</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Stops the annotation; the moves evaluated so far are annotated (one Undo removes them)</source>
        <translation>Leállítja az elemzést; az eddig kiértékelt lépések megjegyzést kapnak (egy Visszavonás eltávolítja őket)</translation>
    </message>
    <message>
        <source>The game has no moves to annotate.</source>
        <translation>A játszmában nincs elemezhető lépés.</translation>
    </message>
    <message>
        <source>The engine %1 is no longer configured (Settings › Engines).</source>
        <translation>A(z) %1 motor már nincs beállítva (Beállítások › Motorok).</translation>
    </message>
    <message>
        <source>%1 of %2 positions evaluated</source>
        <translation>%2 állásból %1 kiértékelve</translation>
    </message>
    <message>
        <source>The annotation was not written: %1.</source>
        <translation>Az elemzés nem került be a játszmába: %1.</translation>
    </message>
    <message>
        <source>Annotate game</source>
        <translation>Játszma elemzése</translation>
    </message>
    <message>
        <source>%1 The moves evaluated before were annotated.</source>
        <translation>%1 Az addig kiértékelt lépések megjegyzést kaptak.</translation>
    </message>
    <message>
        <source>Annotation cancelled; the moves evaluated so far were annotated.</source>
        <translation>Az elemzés megszakítva; az eddig kiértékelt lépések megjegyzést kaptak.</translation>
    </message>
    <message>
        <source>Annotation cancelled before any move was evaluated.</source>
        <translation>Az elemzés megszakítva, mielőtt egy lépés is kiértékelődött volna.</translation>
    </message>
    <message>
        <source>Annotated: %1 moves marked, %2 better lines added.</source>
        <translation>Elemezve: %1 lépés megjelölve, %2 jobb változat hozzáadva.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckModel</name>
    <message>
        <source>player left</source>
        <translation>a játékos tért el</translation>
    </message>
    <message>
        <source>opponent left</source>
        <translation>az ellenfél tért el</translation>
    </message>
    <message>
        <source>in book</source>
        <translation>elméletben</translation>
    </message>
    <message>
        <source>not in repertoire</source>
        <translation>nincs a repertoárban</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játszma</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Világos</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>Left the repertoire</source>
        <translation>Eltérés a repertoártól</translation>
    </message>
    <message>
        <source>Move played</source>
        <translation>Megtett lépés</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Várt lépés</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckPanel</name>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Előbb írd be a játékos nevét.</translation>
    </message>
    <message>
        <source>Checking the games in %1…</source>
        <translation>A játszmák ellenőrzése itt: %1…</translation>
    </message>
    <message>
        <source>%1: %2 games. The player left the repertoire in %3, the opponent in %4; in book to the end: %5.</source>
        <translation>%1: %2 játszma. A játékos %3, az ellenfél %4 játszmában tért el a repertoártól; végig elméletben: %5.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Játékos:</translation>
    </message>
    <message>
        <source>Name as in the games; several spellings separated by ;</source>
        <translation>A név a játszmák szerint; több írásmód ;-vel elválasztva</translation>
    </message>
    <message>
        <source>Check My Games</source>
        <translation>Játszmáim ellenőrzése</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Double-click a row to open the game at that move on the main board</source>
        <translation>Dupla kattintás egy soron: a játszma annál a lépésnél nyílik meg a fő táblán</translation>
    </message>
    <message>
        <source>Where the player&apos;s games in the current database left the repertoire, and who left it.</source>
        <translation>Hol tértek el a játékos partijai a jelenlegi adatbázisban a repertoártól, és ki tért el.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameColumns</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Világos</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Verseny</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Helyszín</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Forduló</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Világos Élő</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Sötét Élő</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Féllépések</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Változat</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameController</name>
    <message>
        <source>Replace continuation with %1</source>
        <translation>A folytatás cseréje erre: %1</translation>
    </message>
    <message>
        <source>New variation %1</source>
        <translation>Új változat: %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Lépés: %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Megjegyzés szerkesztése</translation>
    </message>
    <message>
        <source>Annotate move</source>
        <translation>Lépés értékelése</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Értékelőjelek eltávolítása</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Változat előléptetése</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Változat törlése</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Lépések törlése innentől</translation>
    </message>
    <message>
        <source>Edit game information</source>
        <translation>Játszmaadatok szerkesztése</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Nem nyitható meg: %1: %2</translation>
    </message>
    <message>
        <source>%1 contains no games.</source>
        <translation>A(z) %1 nem tartalmaz játszmát.</translation>
    </message>
    <message>
        <source>Game %1 of %2 could not be read.</source>
        <translation>A(z) %2 %1. játszmája nem olvasható be.</translation>
    </message>
    <message>
        <source>The clipboard is empty.</source>
        <translation>A vágólap üres.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>Érvénytelen FEN: %1</translation>
    </message>
    <message>
        <source>The clipboard holds neither a PGN game nor a FEN.</source>
        <translation>A vágólapon nincs sem PGN-játszma, sem FEN.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Nem sikerült menteni: %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameGraphView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 mp</translation>
    </message>
    <message>
        <source>No evaluations in this game. Game › Annotate Game… adds them.</source>
        <translation>Ebben a játszmában nincs értékelés. A Játszma › Játszma elemzése… hozzáadja.</translation>
    </message>
    <message>
        <source>No clock times ([%clk]) in this game.</source>
        <translation>Ebben a játszmában nincs óraidő ([%clk]).</translation>
    </message>
    <message>
        <source>No times per move ([%emt], or clock times with a time control) in this game.</source>
        <translation>Ebben a játszmában nincs lépésenkénti idő ([%emt], vagy óraidők időbeosztással).</translation>
    </message>
    <message>
        <source>(inaccuracy)</source>
        <translation>(pontatlanság)</translation>
    </message>
    <message>
        <source>(mistake)</source>
        <translation>(hiba)</translation>
    </message>
    <message>
        <source>(blunder)</source>
        <translation>(durva hiba)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 maradt</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>%1 elhasználva</translation>
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
        <translation>%1. forduló</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Felállított állás</translation>
    </message>
    <message>
        <source>Game information</source>
        <translation>Játszmaadatok</translation>
    </message>
    <message>
        <source>Players and result</source>
        <translation>Játékosok és eredmény</translation>
    </message>
    <message>
        <source>Event, site, round and date</source>
        <translation>Verseny, helyszín, forduló és dátum</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Megnyitás</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListModel</name>
    <message>
        <source>Game %1 has errors in its headers or moves</source>
        <translation>A(z) %1. játszma fejlécében vagy lépéseiben hiba van</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListPanel</name>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 / %2 játszma</translation>
    </message>
    <message>
        <source>Opened from the index cache.</source>
        <translation>Megnyitva a tárolt indexből.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have errors (hover a row for details).</source>
        <translation>
            <numerusform>%n játszmában hiba van (a részletekért vigye az egeret a sorra).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading cancelled: only the first %Ln game(s) are listed.</source>
        <translation>
            <numerusform>Betöltés megszakítva: csak az első %Ln játszma látható.</numerusform>
        </translation>
    </message>
    <message>
        <source>The index could not be cached (%1); the next opening will index the file again.</source>
        <translation>Az indexet nem sikerült eltárolni (%1); a következő megnyitáskor a fájl újra indexelődik.</translation>
    </message>
    <message>
        <source>Games — %1</source>
        <translation>Játszmák — %1</translation>
    </message>
    <message>
        <source>%1 games so far…</source>
        <translation>Eddig %1 játszma…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 játszma</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <source>Filter by player, event, ECO or year</source>
        <translation>Szűrés játékos, verseny, ECO vagy év szerint</translation>
    </message>
    <message>
        <source>Case-insensitive; several words must all match</source>
        <translation>A kis- és nagybetű nem számít; több szó esetén mindegyiknek egyeznie kell</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Játszmák szűrése</translation>
    </message>
    <message>
        <source>Enter or a double click opens the selected game</source>
        <translation>Az Enter vagy a dupla kattintás megnyitja a kijelölt játszmát</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Játszmák száma</translation>
    </message>
    <message>
        <source>Loading status</source>
        <translation>Betöltés állapota</translation>
    </message>
    <message>
        <source>Indexing… %p%</source>
        <translation>Indexelés… %p%</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Indexelés előrehaladása</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>&amp;Keresés…</translation>
    </message>
    <message>
        <source>Search by players, ratings, dates, result, ECO, position or material</source>
        <translation>Keresés játékos, értékszám, dátum, eredmény, ECO, állás vagy anyag szerint</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Szűrő &amp;törlése</translation>
    </message>
    <message>
        <source>Shows every game of the file again</source>
        <translation>Újra a fájl összes játszmáját mutatja</translation>
    </message>
    <message>
        <source>Sorting and filtering…</source>
        <translation>Rendezés és szűrés…</translation>
    </message>
    <message>
        <source>Default Columns</source>
        <translation>Alapértelmezett oszlopok</translation>
    </message>
    <message>
        <source>Read-only: games are copied out of it, not saved into it.</source>
        <translation>Csak olvasható: a játszmák kimásolhatók belőle, de nem menthetők bele.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the database could not be read completely (hover here for details).</source>
        <translation>
            <numerusform>Az adatbázis %n játszmája nem olvasható be teljesen (a részletekért vigye ide az egeret).</numerusform>
        </translation>
    </message>
    <message>
        <source>The index cache was damaged: the file was indexed again.</source>
        <translation>A tárolt index megsérült: a fájl újra lett indexelve.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameLocation</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Nem sikerült menteni: %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameSaver</name>
    <message>
        <source>Save Game</source>
        <translation>Játszma mentése</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-fájlok (*.pgn);;Minden fájl (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 already contains %n game(s).</source>
        <translation>
            <numerusform>A(z) %1 már %n játszmát tartalmaz.</numerusform>
        </translation>
    </message>
    <message>
        <source>Append as New Game</source>
        <translation>Hozzáfűzés új játszmaként</translation>
    </message>
    <message>
        <source>Replace This Game</source>
        <translation>A játszma cseréje</translation>
    </message>
    <message>
        <source>Game appended to %1</source>
        <translation>Játszma hozzáfűzve: %1</translation>
    </message>
    <message>
        <source>Game replaced in %1</source>
        <translation>Játszma lecserélve: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Mentve: %1</translation>
    </message>
    <message>
        <source>%1 already contains several games.</source>
        <translation>A(z) %1 már több játszmát tartalmaz.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 mentése…</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the game was read, so the game was not replaced (nothing was written).</source>
        <translation>A(z) %1 fájlt egy másik program módosította a játszma beolvasása óta, ezért a játszma nem lett lecserélve (semmi sem íródott ki).</translation>
    </message>
    <message>
        <source>&amp;Reload and Retry</source>
        <translation>Újratöltés és ú&amp;jra</translation>
    </message>
    <message>
        <source>Finds the game in the file as it is now and replaces it there</source>
        <translation>Megkeresi a játszmát a fájl jelenlegi állapotában, és ott lecseréli</translation>
    </message>
    <message>
        <source>&amp;Append as New Game</source>
        <translation>&amp;Hozzáfűzés új játszmaként</translation>
    </message>
    <message>
        <source>Save to Another &amp;File…</source>
        <translation>Mentés &amp;másik fájlba…</translation>
    </message>
    <message>
        <source>The game is no longer in %1 as it was read (another program changed or removed it there), so there is nothing to replace. Append it as a new game, or save it to another file.</source>
        <translation>A játszma a beolvasáskori formájában már nincs benne a(z) %1 fájlban (egy másik program ott módosította vagy törölte), így nincs mit lecserélni. Fűzze hozzá új játszmaként, vagy mentse másik fájlba.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GraphDock</name>
    <message>
        <source>Game Graphs</source>
        <translation>Játszmagrafikonok</translation>
    </message>
    <message>
        <source>Game &amp;Graphs</source>
        <translation>&amp;Grafikonok</translation>
    </message>
    <message>
        <source>Show the evaluation and clock graphs of the game (Ctrl+Shift+G)</source>
        <translation>A játszma értékelési és óragrafikonjának megjelenítése (Ctrl+Shift+G)</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Értékelés</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Óra</translation>
    </message>
    <message>
        <source>Time per Move</source>
        <translation>Idő lépésenként</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Értékelési grafikon</translation>
    </message>
    <message>
        <source>Clock graph</source>
        <translation>Óragrafikon</translation>
    </message>
    <message>
        <source>Time per move graph</source>
        <translation>Lépésenkénti idő grafikonja</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::IndexLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Nem nyitható meg: %1: %2</translation>
    </message>
    <message>
        <source>its games could not be converted: %1</source>
        <translation>a játszmái nem alakíthatók át: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LanguageManager</name>
    <message>
        <source>&amp;Language</source>
        <translation>N&amp;yelv</translation>
    </message>
    <message>
        <source>Choose the language of the user interface</source>
        <translation>A felhasználói felület nyelvének kiválasztása</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Rendszer alapértelmezése (%1)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LiveBoard</name>
    <message>
        <source>Round %1.%2 · game %3</source>
        <translation>%1.%2. forduló · %3. játszma</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>%1. lépés: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>Lépések</translation>
    </message>
    <message>
        <source>Engine is thinking</source>
        <translation>A motor gondolkodik</translation>
    </message>
    <message>
        <source>Keyboard on the board: arrows move the cursor, Enter or Space picks up and drops, Esc gives the arrows back to the game</source>
        <translation>Billentyűzet a táblán: a nyilak a kurzort mozgatják, az Enter vagy a Szóköz felemel és lerak, az Esc visszaadja a nyilakat a játszmának</translation>
    </message>
    <message>
        <source>Engine is thinking…</source>
        <translation>A motor gondolkodik…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Új játszma</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Not a valid position: %1</source>
        <translation>Érvénytelen állás: %1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>A Kibitz névjegye</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A PGN database and analysis tool.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;PGN-adatbázis és elemzőprogram.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Describe &amp;Position</source>
        <translation>&amp;Állás felolvasása</translation>
    </message>
    <message>
        <source>Lists the pieces of both sides (spoken when speech output is available)</source>
        <translation>Felsorolja mindkét fél figuráit (felolvassa, ha van beszédkimenet)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motorok</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Beszéd</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Játszma állapota</translation>
    </message>
    <message>
        <source>Puts the keyboard focus into the move entry (Ctrl+L)</source>
        <translation>A billentyűzetfókuszt a lépésbevitelre helyezi (Ctrl+L)</translation>
    </message>
    <message>
        <source>Type a &amp;Move</source>
        <translation>Lépés &amp;beírása</translation>
    </message>
    <message>
        <source>Opening table not changed: %1</source>
        <translation>A megnyitástábla nem változott: %1</translation>
    </message>
    <message numerus="yes">
        <source>The opening table was loaded without %n line(s) it could not read.</source>
        <translation>
            <numerusform>A megnyitástábla betöltődött, %n olvashatatlan sor nélkül.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Megnyitások</translation>
    </message>
    <message>
        <source>Book and Tablebases</source>
        <translation>Könyv és végjátéktáblák</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Mező megjelölése</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Nyíl rajzolása</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (és még %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %n files, each in its own tab of the game list.</source>
        <translation>
            <numerusform>%n fájl megnyitva, mindegyik a saját lapján a játszmalistában.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MergeDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hozzáadás…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Eltávolítás</translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Adatbázisok egyesítése</translation>
    </message>
    <message>
        <source>Databases to merge</source>
        <translation>Egyesítendő adatbázisok</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Tallózás…</translation>
    </message>
    <message>
        <source>Merged database</source>
        <translation>Egyesített adatbázis</translation>
    </message>
    <message>
        <source>merged.pgn, or a SCID database (.si4)</source>
        <translation>egyesitett.pgn, vagy egy SCID-adatbázis (.si4)</translation>
    </message>
    <message>
        <source>Keep every game</source>
        <translation>Minden játszma megtartása</translation>
    </message>
    <message>
        <source>Drop games with the same moves</source>
        <translation>Azonos lépésű játszmák elhagyása</translation>
    </message>
    <message>
        <source>Drop games with the same moves, players and date</source>
        <translation>Azonos lépésű, játékosú és dátumú játszmák elhagyása</translation>
    </message>
    <message>
        <source>&amp;Databases, in order:</source>
        <translation>&amp;Adatbázisok, sorrendben:</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>Írás &amp;ide:</translation>
    </message>
    <message>
        <source>D&amp;uplicates:</source>
        <translation>&amp;Ismétlődések:</translation>
    </message>
    <message>
        <source>Databases to Merge</source>
        <translation>Egyesítendő adatbázisok</translation>
    </message>
    <message>
        <source>Merged Database</source>
        <translation>Egyesített adatbázis</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;SCID databases (*.si4)</source>
        <translation>PGN-fájlok (*.pgn);;SCID-adatbázisok (*.si4)</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Adatbázisok (*.pgn *.si4 *.cbh);;PGN-fájlok (*.pgn);;SCID-adatbázisok (*.si4);;ChessBase-adatbázisok (*.cbh);;Minden fájl (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Elvetés</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Az üzenet elvetése</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Üzenet</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MoveAnnouncer</name>
    <message>
        <source>Null move</source>
        <translation>Nullalépés</translation>
    </message>
    <message>
        <source>Short castling</source>
        <translation>Rövid sánc</translation>
    </message>
    <message>
        <source>Long castling</source>
        <translation>Hosszú sánc</translation>
    </message>
    <message>
        <source>Pawn takes %1 en passant</source>
        <translation>Gyalog üt %1, en passant</translation>
    </message>
    <message>
        <source>Pawn takes %1</source>
        <translation>Gyalog üt %1</translation>
    </message>
    <message>
        <source>Pawn to %1</source>
        <translation>Gyalog %1</translation>
    </message>
    <message>
        <source>Knight takes %1</source>
        <translation>Huszár üt %1</translation>
    </message>
    <message>
        <source>Knight to %1</source>
        <translation>Huszár %1</translation>
    </message>
    <message>
        <source>Bishop takes %1</source>
        <translation>Futó üt %1</translation>
    </message>
    <message>
        <source>Bishop to %1</source>
        <translation>Futó %1</translation>
    </message>
    <message>
        <source>Rook takes %1</source>
        <translation>Bástya üt %1</translation>
    </message>
    <message>
        <source>Rook to %1</source>
        <translation>Bástya %1</translation>
    </message>
    <message>
        <source>Queen takes %1</source>
        <translation>Vezér üt %1</translation>
    </message>
    <message>
        <source>Queen to %1</source>
        <translation>Vezér %1</translation>
    </message>
    <message>
        <source>King takes %1</source>
        <translation>Király üt %1</translation>
    </message>
    <message>
        <source>King to %1</source>
        <translation>Király %1</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, matt</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, patt</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, sakk</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Kiinduló állás</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>Matt. Világos nyert.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>Matt. Sötét nyert.</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>Patt. Döntetlen.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Döntetlen elégtelen anyag miatt.</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule.</source>
        <translation>Döntetlen a 75 lépéses szabály alapján.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Döntetlen ötszöri ismétlés miatt.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Világos nyert</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Sötét nyert</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Döntetlen</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>A játszma folyamatban</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>King %1</source>
        <translation>Király %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>Vezér %1</translation>
    </message>
    <message>
        <source>Queens %1</source>
        <translation>Vezérek %1</translation>
    </message>
    <message>
        <source>Rook %1</source>
        <translation>Bástya %1</translation>
    </message>
    <message>
        <source>Rooks %1</source>
        <translation>Bástyák %1</translation>
    </message>
    <message>
        <source>Bishop %1</source>
        <translation>Futó %1</translation>
    </message>
    <message>
        <source>Bishops %1</source>
        <translation>Futók %1</translation>
    </message>
    <message>
        <source>Knight %1</source>
        <translation>Huszár %1</translation>
    </message>
    <message>
        <source>Knights %1</source>
        <translation>Huszárok %1</translation>
    </message>
    <message>
        <source>Pawn %1</source>
        <translation>Gyalog %1</translation>
    </message>
    <message>
        <source>Pawns %1</source>
        <translation>Gyalogok %1</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Világos: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Sötét: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Világos lép.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Sötét lép.</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to queen</source>
        <translation>Gyalog üt %1, vezérré változik</translation>
    </message>
    <message>
        <source>%1 promotes to queen</source>
        <translation>%1, vezérré változik</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to rook</source>
        <translation>Gyalog üt %1, bástyává változik</translation>
    </message>
    <message>
        <source>%1 promotes to rook</source>
        <translation>%1, bástyává változik</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to bishop</source>
        <translation>Gyalog üt %1, futóvá változik</translation>
    </message>
    <message>
        <source>%1 promotes to bishop</source>
        <translation>%1, futóvá változik</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to knight</source>
        <translation>Gyalog üt %1, huszárrá változik</translation>
    </message>
    <message>
        <source>%1 promotes to knight</source>
        <translation>%1, huszárrá változik</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Nag</name>
    <message>
        <source>Good move</source>
        <translation>Jó lépés</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Hiba</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Kiváló lépés</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Durva hiba</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Érdekes lépés</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Kétes értékű lépés</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Egyetlen lépés</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Kiegyenlített állás</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Tisztázatlan állás</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Világos kissé jobban áll</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Sötét kissé jobban áll</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Világos jobban áll</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Sötét jobban áll</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Világos nyerésre áll</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Sötét nyerésre áll</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Újítás</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NavigationBar</name>
    <message>
        <source>First move (Home)</source>
        <translation>Első lépés (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Előző lépés (Bal nyíl)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Következő lépés (Jobb nyíl)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Utolsó lépés (End)</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Első lépés</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Előző lépés</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Következő lépés</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Utolsó lépés</translation>
    </message>
    <message>
        <source>Game navigation</source>
        <translation>Lépkedés a játszmában</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NotationView</name>
    <message>
        <source>Add comment after move…</source>
        <translation>Megjegyzés a lépés után…</translation>
    </message>
    <message>
        <source>Edit comment after move…</source>
        <translation>A lépés utáni megjegyzés szerkesztése…</translation>
    </message>
    <message>
        <source>Add game comment…</source>
        <translation>Megjegyzés a játszmához…</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>Játszma-megjegyzés szerkesztése…</translation>
    </message>
    <message>
        <source>Add comment before move…</source>
        <translation>Megjegyzés a lépés elé…</translation>
    </message>
    <message>
        <source>Edit comment before move…</source>
        <translation>A lépés előtti megjegyzés szerkesztése…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Értékelőjel</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Értékelőjelek eltávolítása</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Változat előléptetése</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Változat törlése</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Lépések törlése innentől</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Figurás jelölés</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Másolás</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Játszma-megjegyzés</translation>
    </message>
    <message>
        <source>Comment before move</source>
        <translation>Megjegyzés a lépés előtt</translation>
    </message>
    <message>
        <source>Comment after move</source>
        <translation>Megjegyzés a lépés után</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Megjegyzés:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Lépések</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>(game ends)</source>
        <translation>(a játszma véget ér)</translation>
    </message>
    <message>
        <source>A click or Enter plays %1</source>
        <translation>Kattintás vagy Enter: %1 megtétele</translation>
    </message>
    <message>
        <source>Share of the position&apos;s games that played the move</source>
        <translation>Az állás játszmáinak hány százalékában lépték ezt</translation>
    </message>
    <message>
        <source>Score of the side to move (a draw counts half)</source>
        <translation>A lépésen lévő fél eredménye (döntetlen fél pont)</translation>
    </message>
    <message>
        <source>White wins, of the games with a result</source>
        <translation>Világos győzelmek az eredménnyel zárult játszmákból</translation>
    </message>
    <message>
        <source>Draws, of the games with a result</source>
        <translation>Döntetlenek az eredménnyel zárult játszmákból</translation>
    </message>
    <message>
        <source>Black wins, of the games with a result</source>
        <translation>Sötét győzelmek az eredménnyel zárult játszmákból</translation>
    </message>
    <message>
        <source>Average rating of the player who made the move</source>
        <translation>A lépést tevő játékos átlagos értékszáma</translation>
    </message>
    <message>
        <source>Rating performance of the player who made the move</source>
        <translation>A lépést tevő játékos teljesítményértéke</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Arány</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Világos</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Döntetlen</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <source>Avg Elo</source>
        <translation>Átl. Élő</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>Telj.</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Év</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PanelLayout</name>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Ablak</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>Elrende&amp;zés</translation>
    </message>
    <message>
        <source>&amp;Play/Analyse</source>
        <translation>&amp;Játék/elemzés</translation>
    </message>
    <message>
        <source>The move list and the analysis beside the board</source>
        <translation>A lépéslista és az elemzés a tábla mellett</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Adatbázis</translation>
    </message>
    <message>
        <source>The game list under the move list and the opening tree</source>
        <translation>A játszmalista a lépéslista és a megnyitásfa alatt</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Visszaállítás</translation>
    </message>
    <message>
        <source>Every panel back in its place, the side panels closed</source>
        <translation>Minden panel vissza a helyére, az oldalsó panelek bezárva</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ParticipantsModel</name>
    <message>
        <source>(built in)</source>
        <translation>(beépített)</translation>
    </message>
    <message>
        <source>Every engine needs a name of its own.</source>
        <translation>Minden motornak saját név kell.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Időbeosztás</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Megnyitáskönyv</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Könyvlépések</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Parancs</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceMoveEditor</name>
    <message>
        <source>moves or captures</source>
        <translation>lép vagy üt</translation>
    </message>
    <message>
        <source>moves only</source>
        <translation>csak lép</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>csak üt</translation>
    </message>
    <message>
        <source>slide (arrow: on to the board&apos;s edge)</source>
        <translation>csúszás (nyíl: a tábla széléig)</translation>
    </message>
    <message>
        <source>slide, moves only</source>
        <translation>csúszás, csak lép</translation>
    </message>
    <message>
        <source>i: only from the start square; n: lame leap (blocked by a piece in between)</source>
        <translation>i: csak a kezdőmezőről; n: sánta ugrás (a köztes bábu elállja)</translation>
    </message>
    <message>
        <source>No slide passes through that square.</source>
        <translation>Ezen a mezőn nem halad át csúszás.</translation>
    </message>
    <message>
        <source>No Betza atom leaps that far (at most 3 squares each way); use a slide.</source>
        <translation>Egyetlen Betza-atom sem ugrik ilyen messzire (irányonként legfeljebb 3 mező); használjon csúszást.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Nincs alkalmazva: %1</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Nincs lépés</translation>
    </message>
    <message>
        <source>Moves in Betza notation: %1</source>
        <translation>Lépések Betza-jelöléssel: %1</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>Egy kattintás ezt adja:</translation>
    </message>
    <message>
        <source>Lea&amp;p</source>
        <translation>U&amp;grás</translation>
    </message>
    <message>
        <source>A click on a square lets the piece jump there</source>
        <translation>Egy mezőre kattintva a bábu odaugorhat</translation>
    </message>
    <message>
        <source>Sl&amp;ide</source>
        <translation>C&amp;súszás</translation>
    </message>
    <message>
        <source>A click on a square lets the piece slide in that step until blocked (Shift+click does this with either tool)</source>
        <translation>Egy mezőre kattintva a bábu abban a lépésben csúszik, amíg el nem állják (Shift+kattintás bármelyik eszközzel ezt teszi)</translation>
    </message>
    <message>
        <source>Slide ran&amp;ge:</source>
        <translation>Cs&amp;úszás hossza:</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>korlátlan</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> mező</translation>
    </message>
    <message>
        <source>How many steps a new slide may take</source>
        <translation>Hány lépést tehet meg egy új csúszás</translation>
    </message>
    <message>
        <source>Slide range</source>
        <translation>Csúszás hossza</translation>
    </message>
    <message>
        <source>Applies &amp;when:</source>
        <translation>&amp;Érvényes:</translation>
    </message>
    <message>
        <source>Moving or capturing</source>
        <translation>Lépéskor vagy ütéskor</translation>
    </message>
    <message>
        <source>Only moving (m)</source>
        <translation>Csak lépéskor (m)</translation>
    </message>
    <message>
        <source>Only capturing (c)</source>
        <translation>Csak ütéskor (c)</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>Érvényes</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>S&amp;zimmetria:</translation>
    </message>
    <message>
        <source>All eight directions</source>
        <translation>Mind a nyolc irány</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>Balra és jobbra</translation>
    </message>
    <message>
        <source>Forward and backward</source>
        <translation>Előre és hátra</translation>
    </message>
    <message>
        <source>Both mirrors (four ways)</source>
        <translation>Mindkét tükrözés (négy irány)</translation>
    </message>
    <message>
        <source>None (this square only)</source>
        <translation>Nincs (csak ez a mező)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Szimmetria</translation>
    </message>
    <message>
        <source>Only from the start s&amp;quare (i)</source>
        <translation>&amp;Csak a kiinduló mezőről (i)</translation>
    </message>
    <message>
        <source>New moves are allowed only from a square where this piece stands in the start position</source>
        <translation>Az új lépések csak olyan mezőről engedélyezettek, ahol ez a bábu a kezdőállásban áll</translation>
    </message>
    <message>
        <source>&amp;Betza:</source>
        <translation>&amp;Betza:</translation>
    </message>
    <message>
        <source>Moves in Betza notation</source>
        <translation>Lépések Betza-jelöléssel</translation>
    </message>
    <message>
        <source>Betza error</source>
        <translation>Betza-hiba</translation>
    </message>
    <message>
        <source>Type the moves in Betza notation (e.g. N, fmWfcF, QN); the grid follows</source>
        <translation>Írja be a lépéseket Betza-jelöléssel (pl. N, fmWfcF, QN); a rács követi</translation>
    </message>
    <message>
        <source>Clear Moves</source>
        <translation>Lépések törlése</translation>
    </message>
    <message>
        <source>Move grid</source>
        <translation>Lépésrács</translation>
    </message>
    <message>
        <source>Click a square: leap there. Shift+click: slide along that step. Arrow keys and Space (Shift+Space) do the same.</source>
        <translation>Kattintás egy mezőre: ugrás oda. Shift+kattintás: csúszás abban a lépésben. A nyílbillentyűk és a Szóköz (Shift+Szóköz) ugyanezt teszik.</translation>
    </message>
    <message>
        <source>The piece is in the centre, forward is up. Click a square to add or remove a leap there; Shift+click (or the Slide tool) to add or remove a slide along that step.</source>
        <translation>A bábu középen áll, előre felfelé van. Kattintson egy mezőre, hogy ugrást adjon hozzá vagy vegyen el; Shift+kattintással (vagy a Csúszás eszközzel) csúszást abban a lépésben.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>Figurapaletta</translation>
    </message>
    <message>
        <source>Click a piece, then click squares to place it; or drag it onto the board</source>
        <translation>Kattintson egy figurára, majd a mezőkre a lerakásához; vagy húzza a táblára</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePicture</name>
    <message>
        <source>Pawn</source>
        <translation>Gyalog</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Huszár</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Futó</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Bástya</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Vezér</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Király</translation>
    </message>
    <message>
        <source>Letter in a circle</source>
        <translation>Betű körben</translation>
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
        <translation>Lapos</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PromotionPopup</name>
    <message>
        <source>Promotion</source>
        <translation>Gyalogátváltozás</translation>
    </message>
    <message>
        <source>Choose the piece to promote to: queen, rook, bishop or knight. Escape cancels.</source>
        <translation>Válassza ki, mivé változzon a gyalog: vezér, bástya, futó vagy huszár. Az Esc megszakítja.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireDocument</name>
    <message>
        <source>The repertoire was read with problems:
%1</source>
        <translation>A repertoár beolvasása hibákkal járt:
%1</translation>
    </message>
    <message>
        <source>Cards: %1 added, %2 removed (their history is kept).</source>
        <translation>Kártyák: %1 új, %2 törölve (az előzményeik megmaradnak).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireModel</name>
    <message>
        <source>Starting position</source>
        <translation>Kiinduló állás</translation>
    </message>
    <message>
        <source>new</source>
        <translation>új</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>most esedékes</translation>
    </message>
    <message>
        <source>due %1</source>
        <translation>esedékes: %1</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>válasz</translation>
    </message>
    <message>
        <source>main</source>
        <translation>fő</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>alternatíva</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Szerep</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kártya</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireWindow</name>
    <message numerus="yes">
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>%n játszma egyesítése</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the filter merged.</source>
        <translation>
            <numerusform>A szűrő %n játszmája egyesítve.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(nincs mentve)</translation>
    </message>
    <message>
        <source> — modified</source>
        <translation> — módosítva</translation>
    </message>
    <message>
        <source>Repertoire Training — %1</source>
        <translation>Repertoárgyakorlás — %1</translation>
    </message>
    <message>
        <source>New for White</source>
        <translation>Új világosnak</translation>
    </message>
    <message>
        <source>New for Black</source>
        <translation>Új sötétnek</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Megnyitás…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Mentés</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Mentés másként…</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Változatok</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Gyakorlás</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Lefedettség</translation>
    </message>
    <message>
        <source>My Games</source>
        <translation>Játszmáim</translation>
    </message>
    <message>
        <source>Add Board Line</source>
        <translation>Táblaváltozat hozzáadása</translation>
    </message>
    <message>
        <source>Adds the moves from the start to the position on the main board</source>
        <translation>Hozzáadja a lépéseket a kezdettől a fő táblán látható állásig</translation>
    </message>
    <message>
        <source>Merge Current Game</source>
        <translation>Aktuális játszma egyesítése</translation>
    </message>
    <message>
        <source>Merge Filter Games</source>
        <translation>Szűrt játszmák egyesítése</translation>
    </message>
    <message>
        <source>Merges every game the game list shows</source>
        <translation>Egyesíti a játszmalistában látható összes játszmát</translation>
    </message>
    <message>
        <source>Up to plies:</source>
        <translation>Legfeljebb ennyi féllépés:</translation>
    </message>
    <message>
        <source>Make Main</source>
        <translation>Legyen fő lépés</translation>
    </message>
    <message>
        <source>Make Alternative</source>
        <translation>Legyen alternatíva</translation>
    </message>
    <message>
        <source>Delete Branch</source>
        <translation>Ág törlése</translation>
    </message>
    <message>
        <source>Unsaved Repertoire</source>
        <translation>Mentetlen repertoár</translation>
    </message>
    <message>
        <source>The repertoire has unsaved changes. Save them first?</source>
        <translation>A repertoárban mentetlen változások vannak. Előbb mented őket?</translation>
    </message>
    <message>
        <source>A new repertoire for White: add lines, then save it.</source>
        <translation>Új repertoár világosnak: adj hozzá változatokat, majd mentsd.</translation>
    </message>
    <message>
        <source>A new repertoire for Black: add lines, then save it.</source>
        <translation>Új repertoár sötétnek: adj hozzá változatokat, majd mentsd.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>Repertoár megnyitása</translation>
    </message>
    <message>
        <source>The repertoire was not opened: %1</source>
        <translation>A repertoár nem nyílt meg: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nincs mentve: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Mentve.</translation>
    </message>
    <message>
        <source>Save Repertoire</source>
        <translation>Repertoár mentése</translation>
    </message>
    <message>
        <source>There is no move to add.</source>
        <translation>Nincs hozzáadható lépés.</translation>
    </message>
    <message>
        <source>Add board line</source>
        <translation>Táblaváltozat hozzáadása</translation>
    </message>
    <message>
        <source>Merge current game</source>
        <translation>Aktuális játszma egyesítése</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Előbb nyiss meg egy játszmaadatbázist: az lesz a viszonyítási alap.</translation>
    </message>
    <message>
        <source>Make %1 main</source>
        <translation>%1 legyen a fő lépés</translation>
    </message>
    <message>
        <source>Make %1 an alternative</source>
        <translation>%1 legyen alternatíva</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 törlése</translation>
    </message>
    <message numerus="yes">
        <source>%1 — for White — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — világosnak — %n állás, %2 kártya%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — for Black — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — sötétnek — %n állás, %2 kártya%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Visszavonás: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ismétlés</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Ismétlés: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SanEntry</name>
    <message>
        <source>Move</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Lépésbevitel</translation>
    </message>
    <message>
        <source>Plays the move typed in the move entry</source>
        <translation>Megteszi a lépésbevitelbe írt lépést</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Írjon be egy lépést, pl. %1</translation>
    </message>
    <message>
        <source>Type a move in algebraic notation, e.g. %1, and press Enter. English piece letters are accepted too.</source>
        <translation>Írjon be egy lépést algebrai jelöléssel, pl. %1, majd nyomja meg az Entert. Az angol figurabetűket is elfogadja.</translation>
    </message>
    <message>
        <source>Move entry error</source>
        <translation>Lépésbeviteli hiba</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SaveGameDialog</name>
    <message>
        <source>Save Game</source>
        <translation>Játszma mentése</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Verseny:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Helyszín:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Dátum:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Forduló:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Világos:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Sötét:</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Megnyitás:</translation>
    </message>
    <message>
        <source>Variation:</source>
        <translation>Változat:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown parts</source>
        <translation>ÉÉÉÉ.HH.NN, ismeretlen részekhez ??</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Eredmény:</translation>
    </message>
    <message>
        <source>The game ended by the rules; its result is fixed.</source>
        <translation>A játszma a szabályok szerint véget ért; az eredménye rögzített.</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Címke</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Érték</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>Címke hozzáadása</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>Címke eltávolítása</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Egyéb címkék:</translation>
    </message>
    <message>
        <source>Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.??.??).</source>
        <translation>A dátum formája 2024.05.17 legyen; az ismeretlen részekhez ?? írandó (pl. 1998.??.??).</translation>
    </message>
    <message>
        <source>Date: the month must be 01 to 12.</source>
        <translation>Dátum: a hónap 01 és 12 között lehet.</translation>
    </message>
    <message>
        <source>Date: the day must be 01 to 31.</source>
        <translation>Dátum: a nap 01 és 31 között lehet.</translation>
    </message>
    <message>
        <source>%1 must be on one line.</source>
        <translation>A(z) %1 mezőnek egy sorban kell lennie.</translation>
    </message>
    <message>
        <source>Row %1 of the other tags has no tag name.</source>
        <translation>Az egyéb címkék %1. sorában nincs címkenév.</translation>
    </message>
    <message>
        <source>“%1” is not a valid tag name (letters, digits and _ only).</source>
        <translation>„%1” nem érvényes címkenév (csak betű, számjegy és _ lehet).</translation>
    </message>
    <message>
        <source>The tag %1 is set above or by the position; remove it from the other tags.</source>
        <translation>A(z) %1 címke fent vagy az állás által már meg van adva; törölje az egyéb címkék közül.</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>A(z) %1 címke kétszer szerepel.</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Egyéb címkék</translation>
    </message>
    <message>
        <source>Further PGN tags of the game, one tag name and value per row</source>
        <translation>A játszma további PGN-címkéi, soronként egy címkenév és érték</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SearchDialog</name>
    <message>
        <source>any</source>
        <translation>bármely</translation>
    </message>
    <message>
        <source>Games that reach the board&apos;s posi&amp;tion</source>
        <translation>A tábla &amp;állásához eljutó játszmák</translation>
    </message>
    <message>
        <source>Search Games</source>
        <translation>Játszmák keresése</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>bármelyik oldalon</translation>
    </message>
    <message>
        <source>e.g. 1990 or 1990.05</source>
        <translation>pl. 1990 vagy 1990.05</translation>
    </message>
    <message>
        <source>e.g. 1999.12.31</source>
        <translation>pl. 1999.12.31</translation>
    </message>
    <message>
        <source>e.g. B90 or A00-B99</source>
        <translation>pl. B90 vagy A00-B99</translation>
    </message>
    <message>
        <source>e.g. Q=0 q=0 R=1 r=1 diff=-1..1</source>
        <translation>pl. Q=0 q=0 R=1 r=1 diff=-1..1</translation>
    </message>
    <message>
        <source>e.g. Pe4 pd5 Kg1</source>
        <translation>pl. Pe4 pd5 Kg1</translation>
    </message>
    <message>
        <source>Replace the list&apos;s filter</source>
        <translation>A lista szűrőjének cseréje</translation>
    </message>
    <message>
        <source>Narrow it: shown and found (and)</source>
        <translation>Szűkítés: látható és talált (és)</translation>
    </message>
    <message>
        <source>Widen it: shown or found (or)</source>
        <translation>Bővítés: látható vagy talált (vagy)</translation>
    </message>
    <message>
        <source>Remove the games found from it (not)</source>
        <translation>A talált játszmák kivétele (nem)</translation>
    </message>
    <message>
        <source>Lowest rating</source>
        <translation>Legkisebb értékszám</translation>
    </message>
    <message>
        <source>Highest rating</source>
        <translation>Legnagyobb értékszám</translation>
    </message>
    <message>
        <source>Earliest date</source>
        <translation>Legkorábbi dátum</translation>
    </message>
    <message>
        <source>Latest date</source>
        <translation>Legkésőbbi dátum</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Játékos:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Világos:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Sötét:</translation>
    </message>
    <message>
        <source>Both players&apos; &amp;Elo:</source>
        <translation>Mindkét játékos &amp;Élő-pontszáma:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Dátum:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Eredmény:</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>EC&amp;O:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>Ve&amp;rseny:</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>&amp;Helyszín:</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>&amp;Anyag:</translation>
    </message>
    <message>
        <source>P&amp;attern:</source>
        <translation>&amp;Minta:</translation>
    </message>
    <message>
        <source>Combi&amp;ne:</source>
        <translation>Összevo&amp;nás:</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Keresés</translation>
    </message>
    <message>
        <source>The lowest rating is above the highest.</source>
        <translation>A legkisebb értékszám nagyobb a legnagyobbnál.</translation>
    </message>
    <message>
        <source>Not a date: “%1” (write 1990, 1990.05 or 1990.05.17).</source>
        <translation>Nem dátum: „%1” (írja így: 1990, 1990.05 vagy 1990.05.17).</translation>
    </message>
    <message>
        <source>Not an ECO code or range: “%1” (write B90 or A00-B99).</source>
        <translation>Nem ECO-kód vagy -tartomány: „%1” (írja így: B90 vagy A00-B99).</translation>
    </message>
    <message>
        <source>There is no board position to search for.</source>
        <translation>Nincs keresendő állás a táblán.</translation>
    </message>
    <message>
        <source>Material or pattern not understood: %1</source>
        <translation>Az anyag vagy a minta nem értelmezhető: %1</translation>
    </message>
    <message>
        <source>e.g. Crazyhouse</source>
        <translation>pl. Crazyhouse</translation>
    </message>
    <message>
        <source>Game variant:</source>
        <translation>Játékváltozat:</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetUpPositionDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Világos</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Sötét</translation>
    </message>
    <message>
        <source>C&amp;urrent Position</source>
        <translation>&amp;Jelenlegi állás</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Állás felállítása</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Lépésre következik</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Sáncolási jogok</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Világos O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Világos O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Sötét O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Sötét O-O-O</translation>
    </message>
    <message>
        <source>O-O uses the outermost rook on the king&apos;s side, so Chess960 set-ups work too</source>
        <translation>Az O-O a királyszárny legszélső bástyáját használja, így Chess960-as állások is működnek</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move (fifty-move rule)</source>
        <translation>Féllépések az utolsó ütés vagy gyaloglépés óta (ötvenlépéses szabály)</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>En &amp;passant:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Féllépés-számláló:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Lépésszám:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Törlés</translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation>&amp;Alapállás</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Tábla f&amp;orgatása</translation>
    </message>
    <message>
        <source>Load the position shown on the main board</source>
        <translation>A főablak tábláján látható állás betöltése</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nincs</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>Érvénytelen FEN: %1</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Chess960-as állás</translation>
    </message>
    <message>
        <source>Invalid position: %1</source>
        <translation>Érvénytelen állás: %1</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Állás ellenőrzése</translation>
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
        <translation>Sötét ablakszínek</translation>
    </message>
    <message>
        <source>Figurine notation (♘f3 instead of Nf3)</source>
        <translation>Figurás jelölés (♘f3 a Hf3 helyett)</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Koordináták megjelenítése</translation>
    </message>
    <message>
        <source>Show squares the opponent attacks (threat map)</source>
        <translation>Az ellenfél által támadott mezők mutatása (fenyegetéstérkép)</translation>
    </message>
    <message>
        <source>Touch move: a piece once picked up must be moved</source>
        <translation>Érintett figura: a felemelt figurával lépni kell</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>Új változatot kezd</translation>
    </message>
    <message>
        <source>Replaces the rest of the game (undoable)</source>
        <translation>Lecseréli a játszma hátralévő részét (visszavonható)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Táblaszínek</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Figurák</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Figurás jelölés</translation>
    </message>
    <message>
        <source>A move in the middle of a game</source>
        <translation>Lépés a játszma közepén</translation>
    </message>
    <message>
        <source>Threat map</source>
        <translation>Fenyegetéstérkép</translation>
    </message>
    <message>
        <source>Touch move</source>
        <translation>Érintett figura</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Motor gondolkodási ideje lépésenként</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Board colours:</source>
        <translation>Táblaszínek:</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Figurák:</translation>
    </message>
    <message>
        <source>A move in the middle of a game:</source>
        <translation>Lépés a játszma közepén:</translation>
    </message>
    <message>
        <source>Engine time per move:</source>
        <translation>Motoridő lépésenként:</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Beállítási lapok</translation>
    </message>
    <message>
        <source>Board and Notation</source>
        <translation>Tábla és lejegyzés</translation>
    </message>
    <message>
        <source>From the side of the player at the bottom</source>
        <translation>Az alul ülő játékos oldaláról</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>Felülről</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Fa</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Márvány</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Műanyag</translation>
    </message>
    <message>
        <source>3D board camera</source>
        <translation>3D tábla kamerája</translation>
    </message>
    <message>
        <source>3D board material</source>
        <translation>3D tábla anyaga</translation>
    </message>
    <message>
        <source>3D board camera:</source>
        <translation>3D tábla kamerája:</translation>
    </message>
    <message>
        <source>3D board material:</source>
        <translation>3D tábla anyaga:</translation>
    </message>
    <message>
        <source>Animate moves on the 3D board (also when going through the game)</source>
        <translation>Lépések animálása a 3D táblán (a játszmában való lépkedéskor is)</translation>
    </message>
    <message>
        <source>3D board animation</source>
        <translation>3D tábla animációja</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Felállító tábla</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Speaker</name>
    <message>
        <source>Announce moves</source>
        <translation>Lépések bemondása</translation>
    </message>
    <message>
        <source>Speak every move and the result in the language of the user interface</source>
        <translation>Minden lépés és az eredmény felolvasása a felhasználói felület nyelvén</translation>
    </message>
    <message>
        <source>Spoken moves: not available in this build (Qt TextToSpeech was not found).</source>
        <translation>Lépések felolvasása: ebben a változatban nem érhető el (a Qt TextToSpeech nem található).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::StandingsModel</name>
    <message>
        <source>one-sided</source>
        <translation>egyoldalú</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Hely</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>Ny-V-D</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Élő</translation>
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
        <translation>Világos lép</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Sötét lép</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Matt — világos nyert</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Matt — sötét nyert</translation>
    </message>
    <message>
        <source>Stalemate — draw</source>
        <translation>Patt — döntetlen</translation>
    </message>
    <message>
        <source>Draw by insufficient material</source>
        <translation>Döntetlen elégtelen anyag miatt</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation>Döntetlen a 75 lépéses szabály alapján</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Döntetlen ötszöri ismétlés miatt</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Világos</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Sakk</translation>
    </message>
    <message>
        <source>%1 may claim a draw (threefold repetition)</source>
        <translation>%1 döntetlent igényelhet (háromszori ismétlés)</translation>
    </message>
    <message>
        <source>%1 may claim a draw (50-move rule)</source>
        <translation>%1 döntetlent igényelhet (50 lépéses szabály)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseLibrary</name>
    <message>
        <source>The endgame tablebases in %1 cannot be used: %2</source>
        <translation>A(z) %1 végjátéktáblái nem használhatók: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseView</name>
    <message>
        <source>Endgame tablebase</source>
        <translation>Végjátéktábla</translation>
    </message>
    <message>
        <source>Tablebase: draw</source>
        <translation>Végjátéktábla: döntetlen</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, mate in %n</source>
        <translation>
            <numerusform>Végjátéktábla: világos nyer, matt %n lépésben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, mate in %n</source>
        <translation>
            <numerusform>Végjátéktábla: sötét nyer, matt %n lépésben</numerusform>
        </translation>
    </message>
    <message>
        <source>Tablebase: White wins, Black is checkmated</source>
        <translation>Végjátéktábla: világos nyer, sötét mattot kapott</translation>
    </message>
    <message>
        <source>Tablebase: Black wins, White is checkmated</source>
        <translation>Végjátéktábla: sötét nyer, világos mattot kapott</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, Black is mated in %n</source>
        <translation>
            <numerusform>Végjátéktábla: világos nyer, sötét %n lépésben mattot kap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, White is mated in %n</source>
        <translation>
            <numerusform>Végjátéktábla: sötét nyer, világos %n lépésben mattot kap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>matt %n lépésben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>%n lépésben mattot kap</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>döntetlen</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>még %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Best: %1 (%2)</source>
        <translation>Legjobb: %1 (%2)</translation>
    </message>
    <message>
        <source>Gaviota endgame tablebases: the result with best play on both sides and the distance to mate</source>
        <translation>Gaviota végjátéktáblák: az eredmény mindkét fél legjobb játékával, és a matt távolsága</translation>
    </message>
    <message>
        <source>Tablebase result</source>
        <translation>Végjátéktábla eredménye</translation>
    </message>
    <message>
        <source>Tablebase best moves</source>
        <translation>A végjátéktábla legjobb lépései</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentSetup</name>
    <message>
        <source>Kibitz (built-in engine)</source>
        <translation>Kibitz (beépített motor)</translation>
    </message>
    <message>
        <source>Engines (the order is the seeding)</source>
        <translation>Motorok (a sorrend a kiemelés)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hozzáadás</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Feljebb</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Lebonyolítás</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Körmérkőzés</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Gauntlet (az első motor a többiek ellen)</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>Kieséses</translation>
    </message>
    <message>
        <source>Swiss (FIDE Dutch system)</source>
        <translation>Svájci (FIDE holland rendszer)</translation>
    </message>
    <message>
        <source>SPRT (two engines)</source>
        <translation>SPRT (két motor)</translation>
    </message>
    <message>
        <source>Elo 0</source>
        <translation>Élő 0</translation>
    </message>
    <message>
        <source>Elo 1</source>
        <translation>Élő 1</translation>
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
        <translation>Lebonyolítás:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Egyszerre futó játszmák:</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Esemény:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Fordulók:</translation>
    </message>
    <message>
        <source>Games per match:</source>
        <translation>Játszmák párosításonként:</translation>
    </message>
    <message>
        <source>Cycles:</source>
        <translation>Körök:</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Megnyitások</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>nincs: minden játszma a kezdőállásból</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Tallózás…</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd)</source>
        <translation>Megnyitások (*.pgn *.epd)</translation>
    </message>
    <message>
        <source>In file order</source>
        <translation>A fájl sorrendjében</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Véletlenszerűen</translation>
    </message>
    <message>
        <source>all</source>
        <translation>mind</translation>
    </message>
    <message>
        <source>Each opening twice, colours reversed</source>
        <translation>Minden megnyitás kétszer, felcserélt színekkel</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fájl:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Sorrend:</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>Véletlenmag:</translation>
    </message>
    <message>
        <source>Plies of each:</source>
        <translation>Féllépések mindegyikből:</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Döntés</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ki</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>moves beyond</source>
        <translation>lépésen át, túl ezen:</translation>
    </message>
    <message>
        <source>moves within</source>
        <translation>lépésen át, ezen belül:</translation>
    </message>
    <message>
        <source>from move</source>
        <translation>ettől a lépéstől:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>nincs korlát</translation>
    </message>
    <message>
        <source>By the Gaviota tablebases of Settings › Book and Tablebases</source>
        <translation>A Beállítások › Könyv és végjátéktáblák Gaviota-tábláival</translation>
    </message>
    <message>
        <source>Resign:</source>
        <translation>Feladás:</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Döntetlen:</translation>
    </message>
    <message>
        <source>Maximum moves:</source>
        <translation>Legfeljebb lépés:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fájlok</translation>
    </message>
    <message>
        <source>next to the games, ending in .tournament</source>
        <translation>a játszmák mellett, .tournament végződéssel</translation>
    </message>
    <message>
        <source>Games (PGN):</source>
        <translation>Játszmák (PGN):</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Tournament file:</source>
        <translation>Versenyfájl:</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament)</source>
        <translation>Versenyek (*.tournament)</translation>
    </message>
    <message>
        <source>Every game is added to the PGN the moment it ends; the tournament file keeps where the tournament stands, so that it can be paused, closed and resumed.</source>
        <translation>Minden játszma a befejezése pillanatában a PGN-be kerül; a versenyfájl őrzi a verseny állását, így szüneteltethető, bezárható és folytatható.</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Time controls: 60+0.6 (seconds, plus an increment per move), 40/90+30, st=1 (seconds per move), depth=8, nodes=50000. Options: Hash=64; Threads=1.</source>
        <translation>Kattintson duplán egy cellára a szerkesztéshez. Időbeosztás: 60+0.6 (másodperc, plusz lépésenkénti növekmény), 40/90+30, st=1 (másodperc lépésenként), depth=8, nodes=50000. Beállítások: Hash=64; Threads=1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentWindow</name>
    <message>
        <source>Engine Tournament — Kibitz</source>
        <translation>Motorverseny — Kibitz</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Beállítás</translation>
    </message>
    <message>
        <source>Live Games</source>
        <translation>Élő játszmák</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabella</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Új</translation>
    </message>
    <message>
        <source>Set up a new tournament</source>
        <translation>Új verseny beállítása</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Megnyitás…</translation>
    </message>
    <message>
        <source>Reopen a tournament from its tournament file, to see it or to go on with it</source>
        <translation>Verseny újranyitása a versenyfájlból, megtekintésre vagy folytatásra</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Szünet</translation>
    </message>
    <message>
        <source>Let the running games finish, then stop; Start goes on</source>
        <translation>A futó játszmák befejeződnek, aztán megáll; az Indítás folytatja</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>PGN megnyitása</translation>
    </message>
    <message>
        <source>Open the tournament&apos;s games as a database tab of the main window</source>
        <translation>A verseny játszmáinak megnyitása a főablak adatbázislapjaként</translation>
    </message>
    <message>
        <source>Open Tournament</source>
        <translation>Verseny megnyitása</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament);;All files (*)</source>
        <translation>Versenyek (*.tournament);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>%1 holds no games yet.</source>
        <translation>%1 még nem tartalmaz játszmát.</translation>
    </message>
    <message>
        <source>A tournament is running: pause it first.</source>
        <translation>Egy verseny fut: előbb szüneteltesse.</translation>
    </message>
    <message>
        <source>Tournament Running</source>
        <translation>A verseny fut</translation>
    </message>
    <message>
        <source>Games are being played. Stop them now (they are played again when the tournament is resumed), or let them finish first?</source>
        <translation>Játszmák folynak. Leállítja őket most (a verseny folytatásakor újra lejátsszák őket), vagy előbb befejeződjenek?</translation>
    </message>
    <message>
        <source>Stop Now</source>
        <translation>Leállítás most</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <source>Set the tournament up, then Start.</source>
        <translation>Állítsa be a versenyt, majd Indítás.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n játszma lejátszva</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished (%1): %2</source>
        <translation>Befejeződött (%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>Pausing: %1; %n game(s) finishing</source>
        <translation>
            <numerusform>Szüneteltetés: %1; %n játszma fejeződik be</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n game(s) running</source>
        <translation>
            <numerusform>%1; %n játszma folyik</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: %1. Resume goes on.</source>
        <translation>Szüneteltetve: %1. A Folytatás továbbviszi.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingJob</name>
    <message>
        <source>The database cannot be searched: %1</source>
        <translation>Az adatbázisban nem lehet keresni: %1</translation>
    </message>
    <message>
        <source>Loading the search index… %1%</source>
        <translation>A keresőindex betöltése… %1%</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>A játszmák beolvasása…</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Előbb nyiss meg egy játszmaadatbázist: az lesz a viszonyítási alap.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingStatsView</name>
    <message>
        <source>Cards</source>
        <translation>Kártyák</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Új</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Tanulás alatt</translation>
    </message>
    <message>
        <source>Due today</source>
        <translation>Ma esedékes</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>Ismétlésben</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>Beérett</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>Felejtések</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Most esedékes</translation>
    </message>
    <message>
        <source>Cards falling due on each of the next 30 days</source>
        <translation>A következő 30 nap mindegyikén esedékes kártyák</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingWindows</name>
    <message>
        <source>Clipboard</source>
        <translation>Vágólap</translation>
    </message>
    <message>
        <source>Add %1 from the opening tree</source>
        <translation>%1 hozzáadása a megnyitásfából</translation>
    </message>
    <message>
        <source>&amp;Repertoire Training…</source>
        <translation>Repertoár&amp;gyakorlás…</translation>
    </message>
    <message>
        <source>Build an opening repertoire, drill it, and check it against databases and your games</source>
        <translation>Megnyitási repertoár építése, gyakorlása és összevetése adatbázisokkal és a saját játszmáiddal</translation>
    </message>
    <message>
        <source>Add Move to Repertoire</source>
        <translation>Lépés hozzáadása a repertoárhoz</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TreeDock</name>
    <message>
        <source>Open a file with several games to see its opening tree.</source>
        <translation>Nyisson meg egy több játszmás fájlt a megnyitási fájához.</translation>
    </message>
    <message>
        <source>The positions could not be indexed: %1</source>
        <translation>Az állások nem indexelhetők: %1</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 játszma</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Megnyitási fa</translation>
    </message>
    <message>
        <source>Whole database</source>
        <translation>Teljes adatbázis</translation>
    </message>
    <message>
        <source>Current filter</source>
        <translation>Jelenlegi szűrő</translation>
    </message>
    <message>
        <source>The games the tree counts: all of the database, or those the game list shows</source>
        <translation>A fa által számolt játszmák: a teljes adatbázis vagy a játszmalistában láthatók</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Számolt játszmák</translation>
    </message>
    <message>
        <source>Indexing positions… %p%</source>
        <translation>Állások indexelése… %p%</translation>
    </message>
    <message>
        <source>Position indexing progress</source>
        <translation>Állásindexelés állapota</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Opening tree</source>
        <translation>Megnyitási fa</translation>
    </message>
    <message>
        <source>A click or Enter plays the move on the board</source>
        <translation>Kattintás vagy Enter megteszi a lépést a táblán</translation>
    </message>
    <message>
        <source>&amp;Games of This Position</source>
        <translation>Az állás &amp;játszmái</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position in the game list</source>
        <translation>A játszmalistában a tábla állásához eljutó játszmákat mutatja</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardArea</name>
    <message>
        <source>3D variant board</source>
        <translation>3D változattábla</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>&amp;3D tábla</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>A táblát három dimenzióban mutatja (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>A 3D tábla nem érhető el: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardWidget</name>
    <message>
        <source>Variant board</source>
        <translation>Változattábla</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>Ennek a bábunak nincs szabályos lépése.</translation>
    </message>
    <message>
        <source>Not a legal move under the rules of %1.</source>
        <translation>Ez a lépés a(z) %1 szabályai szerint nem szabályos.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantDesignerDialog</name>
    <message>
        <source>The pawn&apos;s moves are fixed (fmWfcF); its double step and promotion are rules of the variant below. Add a piece for other moves.</source>
        <translation>A gyalog lépései rögzítettek (fmWfcF); kettős lépése és átváltozása a lenti változatszabályok része. Más lépésekhez adjon hozzá egy bábut.</translation>
    </message>
    <message>
        <source>Variant Designer</source>
        <translation>Változattervező</translation>
    </message>
    <message>
        <source>Start fro&amp;m:</source>
        <translation>K&amp;iindulás:</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Kiindulás</translation>
    </message>
    <message>
        <source>Loads a built-in variant or a section of the loaded variants.ini into the designer</source>
        <translation>Beépített változatot vagy a betöltött variants.ini egy szakaszát tölti a tervezőbe</translation>
    </message>
    <message>
        <source>&amp;Load variants.ini…</source>
        <translation>v&amp;ariants.ini megnyitása…</translation>
    </message>
    <message>
        <source>Reads the variant definitions of a variants.ini file (Fairy-Stockfish&apos;s format)</source>
        <translation>Beolvassa egy variants.ini fájl változatdefinícióit (a Fairy-Stockfish formátuma)</translation>
    </message>
    <message>
        <source>S&amp;ave variants.ini…</source>
        <translation>va&amp;riants.ini mentése…</translation>
    </message>
    <message>
        <source>Writes this variant as a section of a variants.ini file; the file&apos;s other sections are kept</source>
        <translation>Ezt a változatot egy variants.ini fájl szakaszaként írja ki; a fájl többi szakasza megmarad</translation>
    </message>
    <message>
        <source>&amp;Variant name:</source>
        <translation>&amp;Változat neve:</translation>
    </message>
    <message>
        <source>Variant name</source>
        <translation>Változat neve</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Bábuk:</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Bábuk</translation>
    </message>
    <message>
        <source>Add Pi&amp;ece</source>
        <translation>Bábu &amp;hozzáadása</translation>
    </message>
    <message>
        <source>Adds a custom piece (at most %1 besides the six orthodox ones)</source>
        <translation>Saját bábut ad hozzá (a hat hagyományos mellett legfeljebb %1)</translation>
    </message>
    <message>
        <source>&amp;Remove Piece</source>
        <translation>B&amp;ábu eltávolítása</translation>
    </message>
    <message>
        <source>Le&amp;tter:</source>
        <translation>Be&amp;tű:</translation>
    </message>
    <message>
        <source>Piece letter</source>
        <translation>A bábu betűje</translation>
    </message>
    <message>
        <source>The piece&apos;s letter in FEN and in moves (a-z; White&apos;s pieces are written in capitals)</source>
        <translation>A bábu betűje a FEN-ben és a lépésekben (a-z; a világos bábukat nagybetűvel írjuk)</translation>
    </message>
    <message>
        <source>Piece &amp;name:</source>
        <translation>Báb&amp;u neve:</translation>
    </message>
    <message>
        <source>Piece name</source>
        <translation>A bábu neve</translation>
    </message>
    <message>
        <source>Pict&amp;ure:</source>
        <translation>&amp;Kép:</translation>
    </message>
    <message>
        <source>Piece picture</source>
        <translation>A bábu képe</translation>
    </message>
    <message>
        <source>R&amp;oyal</source>
        <translation>Kirá&amp;lyi</translation>
    </message>
    <message>
        <source>The piece that must not be left in check and is checkmated (exactly one type)</source>
        <translation>A bábu, amely nem maradhat sakkban, és amelyet mattolnak (pontosan egy típus)</translation>
    </message>
    <message>
        <source>Start &amp;FEN:</source>
        <translation>K&amp;ezdő FEN:</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Kezdőállás (FEN)</translation>
    </message>
    <message>
        <source>&amp;Castling</source>
        <translation>Sá&amp;ncolás</translation>
    </message>
    <message>
        <source>Promotion t&amp;ypes:</source>
        <translation>Átváltozási t&amp;ípusok:</translation>
    </message>
    <message>
        <source>Promotion types</source>
        <translation>Átváltozási típusok</translation>
    </message>
    <message>
        <source>The letters of the pieces a pawn may promote to, in the order offered</source>
        <translation>Azon bábuk betűi, amelyekké a gyalog átváltozhat, a felkínálás sorrendjében</translation>
    </message>
    <message>
        <source>Promotion ran&amp;k:</source>
        <translation>Átvált&amp;ozási sor:</translation>
    </message>
    <message>
        <source>Promotion rank</source>
        <translation>Átváltozási sor</translation>
    </message>
    <message>
        <source>&amp;Double step from rank</source>
        <translation>Kett&amp;ős lépés erről a sorról</translation>
    </message>
    <message>
        <source>Double step rank</source>
        <translation>Kettős lépés sora</translation>
    </message>
    <message>
        <source>Definition check</source>
        <translation>A definíció ellenőrzése</translation>
    </message>
    <message>
        <source>Load report</source>
        <translation>Betöltési jelentés</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of a built-in variant; choose a name of your own.</source>
        <translation>A(z) „%1” egy beépített változat neve; válasszon saját nevet.</translation>
    </message>
    <message>
        <source>The definition is valid. From the start position White has %1 moves (perft 1); after two plies there are %2 positions (perft 2).</source>
        <translation>A definíció érvényes. A kezdőállásban világosnak %1 lépése van (perft 1); két fél lépés után %2 állás van (perft 2).</translation>
    </message>
    <message>
        <source>Not playable yet: %1</source>
        <translation>Még nem játszható: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>A(z) %1 nem olvasható: %2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (innen: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) loaded from %1.</source>
        <translation>
            <numerusform>%n változat betöltve innen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>Nincs betöltve:</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nincs mentve: %1</translation>
    </message>
    <message>
        <source>Not saved: cannot read %1: %2</source>
        <translation>Nincs mentve: a(z) %1 nem olvasható: %2</translation>
    </message>
    <message>
        <source>Saved [%1] to %2.</source>
        <translation>[%1] mentve ide: %2.</translation>
    </message>
    <message>
        <source>Load variants.ini</source>
        <translation>variants.ini megnyitása</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Változatdefiníciók (*.ini);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Save variants.ini</source>
        <translation>variants.ini mentése</translation>
    </message>
    <message>
        <source>Opens a game of this variant in the variant window</source>
        <translation>Megnyit egy játszmát ebben a változatban a változatablakban</translation>
    </message>
    <message>
        <source>Play t&amp;his Variant</source>
        <translation>&amp;Játék ezzel a változattal</translation>
    </message>
    <message>
        <source>Set Up…</source>
        <translation>Felállítás…</translation>
    </message>
    <message>
        <source>Sets up the start position on a board with this variant&apos;s pieces</source>
        <translation>A kiinduló állás felállítása a variáns bábuival egy táblán</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Érték:</translation>
    </message>
    <message>
        <source>Piece value</source>
        <translation>Bábu értéke</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>Becsült</translation>
    </message>
    <message>
        <source>What the piece is worth to Kibitz&apos;s engine, in centipawns (a pawn is 100). Estimated: from how many squares it reaches on an empty board</source>
        <translation>Mennyit ér a bábu a Kibitz motorjának, centigyalogban (egy gyalog 100). Becsült: abból, hány mezőt ér el üres táblán</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantEngine</name>
    <message>
        <source>mate in %1</source>
        <translation>matt %1 lépésben</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>mélység %1</translation>
    </message>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>A változat nem játszható: %1</translation>
    </message>
    <message>
        <source>%1 played “%2”, which is not a legal move here.</source>
        <translation>A(z) %1 ezt lépte: „%2”, ami itt nem szabályos lépés.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>A(z) %1 felad.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantGameModel</name>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>A változat nem játszható: %1</translation>
    </message>
    <message>
        <source>Not a position of this variant: %1</source>
        <translation>Nem ennek a változatnak egy állása: %1</translation>
    </message>
    <message>
        <source>The game holds a move that is not legal under these rules.</source>
        <translation>A játszmában van egy lépés, amely ezek szerint a szabályok szerint nem szabályos.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantPlayWindow</name>
    <message>
        <source>Play a Variant — Kibitz</source>
        <translation>Változat játszása — Kibitz</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>A motor nem talált lépést.</translation>
    </message>
    <message>
        <source>Type a move, e.g. Cg4</source>
        <translation>Írjon be egy lépést, pl. Cg4</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Lépés beírása</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Változat</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Új játszma</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Változat:</translation>
    </message>
    <message>
        <source>Start position: FEN with the variant&apos;s letters (empty: its own)</source>
        <translation>Kezdőállás: FEN a változat betűivel (üresen: a sajátja)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Kezdőállás</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Lépések</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>A motor ideje lépésenként</translation>
    </message>
    <message>
        <source>Auto Move</source>
        <translation>Automatikus lépés</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Visszalépés</translation>
    </message>
    <message>
        <source>Variant Game</source>
        <translation>Változatjátszma</translation>
    </message>
    <message>
        <source>Load variants.ini…</source>
        <translation>variants.ini betöltése…</translation>
    </message>
    <message>
        <source>Load Variant Definitions</source>
        <translation>Változatleírások betöltése</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Változatleírások (*.ini);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Variant Definitions</source>
        <translation>Változatleírások</translation>
    </message>
    <message>
        <source>Open PGN…</source>
        <translation>PGN megnyitása…</translation>
    </message>
    <message>
        <source>Open Variant Game</source>
        <translation>Változatjátszma megnyitása</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-fájlok (*.pgn);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Save PGN…</source>
        <translation>PGN mentése…</translation>
    </message>
    <message>
        <source>Save Variant Game</source>
        <translation>Változatjátszma mentése</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-fájlok (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Mentve ide: %1.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Tábla forgatása</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>A(z) %1 nem olvasható: %2</translation>
    </message>
    <message>
        <source>No variant is called %1.</source>
        <translation>Nincs %1 nevű változat.</translation>
    </message>
    <message>
        <source>No game in %1.</source>
        <translation>A(z) %1 fájlban nincs játszma.</translation>
    </message>
    <message>
        <source>Read up to an error: %1</source>
        <translation>Beolvasva egy hibáig: %1</translation>
    </message>
    <message>
        <source>Cannot write the game: %1</source>
        <translation>A játszma nem írható ki: %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>A(z) %1 nem menthető: %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Világos lép</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Sötét lép</translation>
    </message>
    <message>
        <source>Checkmate: White wins</source>
        <translation>Matt: világos nyert</translation>
    </message>
    <message>
        <source>Checkmate: Black wins</source>
        <translation>Matt: sötét nyert</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>Patt: döntetlen</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, sakkban</translation>
    </message>
    <message>
        <source> — a draw can be claimed</source>
        <translation> — döntetlen kérhető</translation>
    </message>
    <message>
        <source> — the engine is thinking</source>
        <translation> — a motor gondolkodik</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>A gép játszik: senkivel</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>A gép játszik: világossal</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>A gép játszik: sötéttel</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>A gép játszik: mindkettővel</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>A gép játszik</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Elemzés</translation>
    </message>
    <message>
        <source>Engine analysis</source>
        <translation>A motor elemzése</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Beépített motor</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>The engine that plays and analyses: Kibitz&apos;s own, or an external engine from the settings (Fairy-Stockfish plays many variants)</source>
        <translation>A játszó és elemző motor: a Kibitz sajátja vagy egy külső motor a beállításokból (a Fairy-Stockfish sok változatot játszik)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>Set Up Position…</source>
        <translation>Állás felállítása…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játszma</translation>
    </message>
    <message>
        <source>Insufficient material: draw</source>
        <translation>Elégtelen anyag: döntetlen</translation>
    </message>
    <message>
        <source>Both kings reached the eighth rank: draw</source>
        <translation>Mindkét király a nyolcadik soron: döntetlen</translation>
    </message>
    <message>
        <source>Third check: White wins</source>
        <translation>Harmadik sakk: világos nyer</translation>
    </message>
    <message>
        <source>Third check: Black wins</source>
        <translation>Harmadik sakk: sötét nyer</translation>
    </message>
    <message>
        <source>King on the hill: White wins</source>
        <translation>Király a dombon: világos nyer</translation>
    </message>
    <message>
        <source>King on the hill: Black wins</source>
        <translation>Király a dombon: sötét nyer</translation>
    </message>
    <message>
        <source>King exploded: White wins</source>
        <translation>A király felrobbant: világos nyer</translation>
    </message>
    <message>
        <source>King exploded: Black wins</source>
        <translation>A király felrobbant: sötét nyer</translation>
    </message>
    <message>
        <source>King reached the eighth rank: White wins</source>
        <translation>Király a nyolcadik soron: világos nyer</translation>
    </message>
    <message>
        <source>King reached the eighth rank: Black wins</source>
        <translation>Király a nyolcadik soron: sötét nyer</translation>
    </message>
    <message>
        <source>The horde is destroyed: Black wins</source>
        <translation>A horda megsemmisült: sötét nyer</translation>
    </message>
    <message>
        <source>No pieces left: White wins</source>
        <translation>Nem maradt figura: világos nyer</translation>
    </message>
    <message>
        <source>No pieces left: Black wins</source>
        <translation>Nem maradt figura: sötét nyer</translation>
    </message>
    <message>
        <source>No legal moves left: White wins</source>
        <translation>Nem maradt szabályos lépés: világos nyer</translation>
    </message>
    <message>
        <source>No legal moves left: Black wins</source>
        <translation>Nem maradt szabályos lépés: sötét nyer</translation>
    </message>
    <message>
        <source> — checks given: White %1, Black %2 of %3</source>
        <translation> — adott sakkok: világos %1, sötét %2 / %3</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Változatok: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Változatok száma</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Felállító tábla</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: üres</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Világos</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Sötét</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Sáncolási jogok</translation>
    </message>
    <message>
        <source>Set Up Variant Position</source>
        <translation>Variánsállás felállítása</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Bábuk</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Lépésre következik</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Világos O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Világos O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Sötét O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Sötét O-O-O</translation>
    </message>
    <message>
        <source>A right needs the royal piece on its e-file square and the castling piece in the corner</source>
        <translation>A joghoz a királyi bábunak az e-vonalon, a sáncoló bábunak a sarokban kell állnia</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move</source>
        <translation>Féllépések az utolsó ütés vagy gyaloglépés óta</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>En &amp;passant:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Féllépés-számláló:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Lépésszám:</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Kiinduló állás</translation>
    </message>
    <message>
        <source>The variant&apos;s start position</source>
        <translation>A variáns kiinduló állása</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>Tábla &amp;törlése</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Tábla f&amp;orgatása</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>F&amp;EN:</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>Az állás FEN-ként</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Állás ellenőrzése</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nincs</translation>
    </message>
    <message>
        <source>Not a FEN, column %1: %2</source>
        <translation>Nem FEN, %1. oszlop: %2</translation>
    </message>
    <message>
        <source>Not a FEN: %1</source>
        <translation>Nem FEN: %1</translation>
    </message>
    <message>
        <source>%1 does not allow this position: %2</source>
        <translation>A(z) %1 nem engedi meg ezt az állást: %2</translation>
    </message>
    <message>
        <source>The variant cannot be set up: %1</source>
        <translation>A variáns nem állítható fel: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupModel</name>
    <message>
        <source>No variant is set.</source>
        <translation>Nincs kiválasztott variáns.</translation>
    </message>
    <message>
        <source>a FEN has 4 to 6 fields: placement, side, castling, en passant</source>
        <translation>a FEN 4–6 mezőből áll: elrendezés, lépő fél, sáncolás, en passant</translation>
    </message>
    <message>
        <source>a FEN has at most 6 fields</source>
        <translation>a FEN legfeljebb 6 mezőből áll</translation>
    </message>
    <message>
        <source>the side to move is &apos;w&apos; or &apos;b&apos;</source>
        <translation>a lépő fél &apos;w&apos; vagy &apos;b&apos;</translation>
    </message>
    <message>
        <source>castling rights are &apos;-&apos; or each of K, Q, k, q at most once</source>
        <translation>a sáncolási jog &apos;-&apos;, vagy K, Q, k, q mindegyike legfeljebb egyszer</translation>
    </message>
    <message>
        <source>the en-passant field is &apos;-&apos; or a square</source>
        <translation>az en passant mező &apos;-&apos; vagy egy mező neve</translation>
    </message>
    <message>
        <source>the halfmove clock is a whole number</source>
        <translation>a féllépés-számláló egész szám</translation>
    </message>
    <message>
        <source>the move number is a number from 1 up</source>
        <translation>a lépésszám 1-től kezdődő szám</translation>
    </message>
    <message>
        <source>The royal piece cannot stand anywhere without giving check.</source>
        <translation>A királyi bábu sehol sem állhat sakkadás nélkül.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupPalette</name>
    <message>
        <source>piece</source>
        <translation>bábu</translation>
    </message>
    <message>
        <source>White %1 (%2)</source>
        <translation>Világos %1 (%2)</translation>
    </message>
    <message>
        <source>Black %1 (%2)</source>
        <translation>Sötét %1 (%2)</translation>
    </message>
    <message>
        <source>Eraser: a click on the board removes the piece there</source>
        <translation>Radír: a táblára kattintva leveszi az ott álló bábut</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radír</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>Ú&amp;j játszma</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>Men&amp;tés…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Mentés má&amp;sként…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ismétlés</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>&amp;FEN másolása</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/PGN</source>
        <translation>FEN/PGN bei&amp;llesztése</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játszma</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Első lépés</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Előző lépés</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Következő lépés</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Utolsó lépés</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Előző változat</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Következő változat</translation>
    </message>
    <message>
        <source>&amp;Auto Move</source>
        <translation>&amp;Automatikus lépés</translation>
    </message>
    <message>
        <source>The engine plays a move for the side to move (Ctrl+M)</source>
        <translation>A motor lép a soron következő fél helyett (Ctrl+M)</translation>
    </message>
    <message>
        <source>S&amp;top Engine</source>
        <translation>Motor &amp;leállítása</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Tábla f&amp;orgatása</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>&amp;Sötét színek</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>A Kibitz &amp;névjegye</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Fő eszköztár</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Új</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Új játszma (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O)</source>
        <translation>PGN-fájl megnyitása (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Mentés</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>A játszma mentése (Ctrl+S)</translation>
    </message>
    <message>
        <source>Engine strength</source>
        <translation>Motor erőssége</translation>
    </message>
    <message>
        <source>%1 (~%2)</source>
        <translation>%1 (~%2)</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>A gép játszik</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>A gép játszik: senkivel</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>A gép játszik: világossal</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>A gép játszik: sötéttel</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>A gép játszik: mindkettővel</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Újonc</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Haladó</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Klubjátékos</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Szakértő</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Teljes erő</translation>
    </message>
    <message>
        <source>Which side the engine plays by itself</source>
        <translation>Melyik féllel játszik a motor magától</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Visszavonás: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ismétlés: %1</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>&amp;PGN másolása</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>&amp;Állás felállítása…</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>&amp;3D tábla</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>A táblát három dimenzióban mutatja (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>A 3D tábla nem érhető el: %1</translation>
    </message>
    <message>
        <source>A game of a chess variant with its own pieces, in a window of its own</source>
        <translation>Egy sakkváltozat játszmája saját bábukkal, külön ablakban</translation>
    </message>
    <message>
        <source>&amp;Variant Designer…</source>
        <translation>&amp;Változattervező…</translation>
    </message>
    <message>
        <source>Defines variants with pieces of your own and saves them as variants.ini sections</source>
        <translation>Saját bábukkal definiál változatokat, és variants.ini szakaszokként menti őket</translation>
    </message>
    <message>
        <source>&amp;Play a Variant…</source>
        <translation>Változat &amp;játszása…</translation>
    </message>
    <message>
        <source>Engine T&amp;ournament…</source>
        <translation>Motorve&amp;rseny…</translation>
    </message>
    <message>
        <source>Engines play a round robin, gauntlet, knockout or Swiss tournament, in a window of its own</source>
        <translation>Motorok körmérkőzést, gauntletet, kieséses vagy svájci versenyt játszanak, külön ablakban</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple Games</source>
        <translation>&amp;Példajátszmák megnyitása</translation>
    </message>
</context>
<context>
    <name>kibitz::tournament::TournamentRunner</name>
    <message>
        <source>The game could not be written to the PGN: %1. The tournament stops; it can be resumed.</source>
        <translation>A játszmát nem sikerült a PGN-be írni: %1. A verseny leáll; folytatható.</translation>
    </message>
    <message>
        <source>The tournament state could not be written: %1. The tournament stops.</source>
        <translation>A verseny állapotát nem sikerült kiírni: %1. A verseny leáll.</translation>
    </message>
    <message>
        <source>Cannot read the openings file %1.</source>
        <translation>A(z) %1 megnyitásfájl nem olvasható.</translation>
    </message>
    <message>
        <source>The openings file %1 changed since the tournament began; the tournament needs the same openings to continue with the same games.</source>
        <translation>A(z) %1 megnyitásfájl megváltozott a verseny kezdete óta; a versenynek ugyanazok a megnyitások kellenek, hogy ugyanazokkal a játszmákkal folytatódjon.</translation>
    </message>
    <message>
        <source>The book of %1: %2</source>
        <translation>%1 megnyitáskönyve: %2</translation>
    </message>
    <message>
        <source>The tablebases at %1: %2</source>
        <translation>A(z) %1 végjátéktáblái: %2</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another state file.</source>
        <translation>A(z) %1 már tartalmaz egy versenyt: folytassa, vagy válasszon másik állapotfájlt.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found in the PGN and counted</source>
        <translation>
            <numerusform>%n játszma megtalálva a PGN-ben és beszámítva</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes of an unfinished write cut from the PGN</source>
        <translation>egy befejezetlen írás %1 bájtja levágva a PGN-ből</translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted game(s) to be played again</source>
        <translation>
            <numerusform>%n megszakadt játszma újrajátszandó</numerusform>
        </translation>
    </message>
</context>
</TS>
