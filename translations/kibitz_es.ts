<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>QObject</name>
    <message>
        <source>PGN database and analysis tool</source>
        <translation>Base de datos PGN y herramienta de análisis</translation>
    </message>
    <message>
        <source>Dossier: %1</source>
        <translation>Dosier: %1</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>no se pudo crear el PDF</translation>
    </message>
    <message>
        <source>PGN files, SCID databases (.si4) or ChessBase databases (.cbh) to open, each in its own tab of the game list.</source>
        <translation>Archivos PGN, bases SCID (.si4) o bases ChessBase (.cbh) que abrir, cada uno en su propia pestaña de la lista de partidas.</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>The game&apos;s start position is not valid.</source>
        <translation>La posición inicial de la partida no es válida.</translation>
    </message>
    <message>
        <source>%1 gave no evaluation for move %2.</source>
        <translation>%1 no dio ninguna evaluación en la jugada %2.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BlockingClient</name>
    <message>
        <source>%1 did not get ready within %2 ms.</source>
        <translation>%1 no estuvo listo en %2 ms.</translation>
    </message>
    <message>
        <source>%1 did not play a move within %2 ms.</source>
        <translation>%1 no jugó en %2 ms.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BuiltinEngine</name>
    <message>
        <source>Kibitz (built-in)</source>
        <translation>Kibitz (integrado)</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::ExternalEngine</name>
    <message>
        <source>%1 cannot analyse (it has no analyze mode).</source>
        <translation>%1 no puede analizar (no tiene modo de análisis).</translation>
    </message>
    <message>
        <source>%1 cannot be given this position (it does not accept &quot;setboard&quot;).</source>
        <translation>No se puede dar esta posición a %1 (no acepta «setboard»).</translation>
    </message>
    <message>
        <source>%1 sent an overlong line; it was ignored.</source>
        <translation>%1 envió una línea demasiado larga; se ignoró.</translation>
    </message>
    <message>
        <source>Could not start %1 (%2): %3</source>
        <translation>No se pudo iniciar %1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 Gave up after %n restart(s); start the analysis again to retry.</source>
        <translation>
            <numerusform>%1 Abandonado tras %n reinicio; vuelva a iniciar el análisis para reintentarlo.</numerusform>
            <numerusform>%1 Abandonado tras %n reinicios; vuelva a iniciar el análisis para reintentarlo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Restarting it (%2 of %3).</source>
        <translation>%1 Reiniciando (%2 de %3).</translation>
    </message>
    <message>
        <source>%1 sent a line Kibitz does not understand (%2): %3</source>
        <translation>%1 envió una línea que Kibitz no entiende (%2): %3</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 dice: %2</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms while analysing).</source>
        <translation>%1 ha dejado de responder (sin respuesta a «%3» en %2 ms durante el análisis).</translation>
    </message>
    <message>
        <source>%1 did not finish its start-up handshake within %2 ms.</source>
        <translation>%1 no completó el saludo inicial en %2 ms.</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms).</source>
        <translation>%1 ha dejado de responder (sin respuesta a «%3» en %2 ms).</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;stop&quot; within %2 ms.</source>
        <translation>%1 no respondió a «stop» en %2 ms.</translation>
    </message>
    <message>
        <source>%1 did not play a move in time.</source>
        <translation>%1 no jugó a tiempo.</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 se bloqueó.</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2).</source>
        <translation>%1 terminó inesperadamente (código de salida %2).</translation>
    </message>
    <message>
        <source>%1 speaks xboard, which cannot be given a variant&apos;s rules: it plays only the variants it knows, and “%2” is not one Kibitz knows it has.</source>
        <translation>%1 habla xboard, al que no se le pueden pasar las reglas de una variante: solo juega las variantes que conoce, y Kibitz no sabe que «%2» sea una de ellas.</translation>
    </message>
    <message>
        <source>%1 does not play the variant “%2”.</source>
        <translation>%1 no juega la variante «%2».</translation>
    </message>
    <message>
        <source>%1 cannot play the variant “%2”.</source>
        <translation>%1 no puede jugar la variante «%2».</translation>
    </message>
    <message>
        <source>%1 does not play chess variants (it has no UCI_Variant option).</source>
        <translation>%1 no juega variantes de ajedrez (no tiene la opción UCI_Variant).</translation>
    </message>
    <message>
        <source>%1 does not know this variant and cannot load variant definitions (it has no VariantPath option).</source>
        <translation>%1 no conoce esta variante y no puede cargar definiciones de variantes (no tiene la opción VariantPath).</translation>
    </message>
    <message>
        <source>%1 cannot be given the variant: the temporary file %2 cannot be written.</source>
        <translation>No se puede pasar la variante a %1: no se puede escribir el archivo temporal %2.</translation>
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
        <translation>Análisis</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Análisis</translation>
    </message>
    <message>
        <source>Show the engine analysis of the current position (Ctrl+Shift+A)</source>
        <translation>Mostrar el análisis del motor de la posición actual (Ctrl+Mayús+A)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Start or stop the analysis</source>
        <translation>Iniciar o detener el análisis</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously</source>
        <translation>Analizar continuamente la posición del tablero</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>Motor de análisis</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Líneas: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Número de líneas</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>Profundidad de búsqueda</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nodos por segundo</translation>
    </message>
    <message>
        <source>Engine lines</source>
        <translation>Líneas del motor</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>Problema del motor</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Profundidad %1</translation>
    </message>
    <message>
        <source>This engine shows one line only.</source>
        <translation>Este motor muestra una sola línea.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Analyzer</name>
    <message>
        <source>Play engine line</source>
        <translation>Jugar la línea del motor</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnnotateDialog</name>
    <message>
        <source>&amp;Time per position:</source>
        <translation>&amp;Tiempo por posición:</translation>
    </message>
    <message>
        <source>&amp;Depth per position:</source>
        <translation>&amp;Profundidad por posición:</translation>
    </message>
    <message>
        <source>Add the engine&apos;s &amp;better lines as variations</source>
        <translation>Añadir las líneas &amp;mejores del motor como variantes</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>Anotar la partida</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Ambos bandos</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Motor:</translation>
    </message>
    <message>
        <source>&amp;Moves of:</source>
        <translation>&amp;Jugadas de:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>&amp;Desde la jugada:</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Hasta la jugada</translation>
    </message>
    <message>
        <source>Every position from the start of the range is evaluated, in the background. Cancel keeps the moves annotated so far; one Undo removes the whole annotation.</source>
        <translation>Se evalúa cada posición desde el inicio del rango, en segundo plano. Cancelar conserva las jugadas ya anotadas; un solo Deshacer quita toda la anotación.</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Anotar</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AutoPlayer</name>
    <message>
        <source>No move to play: %1.</source>
        <translation>No hay jugada posible: %1.</translation>
    </message>
    <message>
        <source>The position changed while the engine was thinking; its move was not played.</source>
        <translation>La posición cambió mientras el motor pensaba; su jugada no se realizó.</translation>
    </message>
    <message>
        <source>The engine found no move to play.</source>
        <translation>El motor no encontró ninguna jugada.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Board3DView</name>
    <message>
        <source>No OpenGL context can be created on this display (window system: %1).</source>
        <translation>No se puede crear un contexto OpenGL en esta pantalla (sistema de ventanas: %1).</translation>
    </message>
    <message>
        <source>The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.</source>
        <translation>El controlador OpenGL ofrece la versión %1.%2; el tablero 3D necesita OpenGL 3.3 u OpenGL ES 3.0.</translation>
    </message>
    <message>
        <source>An OpenGL context was created but cannot be used (window system: %1).</source>
        <translation>Se creó un contexto OpenGL, pero no se puede usar (sistema de ventanas: %1).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn with this OpenGL driver: %1</source>
        <translation>El tablero 3D no se puede dibujar con este controlador OpenGL: %1</translation>
    </message>
    <message>
        <source>The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).</source>
        <translation>El tablero 3D está desactivado (la variable de entorno KIBITZ_DISABLE_3D está definida).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn: %1</source>
        <translation>El tablero 3D no se puede dibujar: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardArea</name>
    <message>
        <source>Chess board (3D)</source>
        <translation>Tablero de ajedrez (3D)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardController</name>
    <message>
        <source>Touch move: you must move the %1 on %2</source>
        <translation>Pieza tocada, pieza movida: debe mover la pieza (%1) de %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal moves</source>
        <translation>La pieza (%1) de %2 no tiene jugadas legales</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>peón</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>caballo</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>alfil</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>Illegal move: there is no piece on %1</source>
        <translation>Jugada ilegal: no hay ninguna pieza en %1</translation>
    </message>
    <message>
        <source>Illegal move: you have lost the right to castle on that side</source>
        <translation>Jugada ilegal: ha perdido el derecho a enrocar por ese lado</translation>
    </message>
    <message>
        <source>Illegal move: the king cannot castle with that rook</source>
        <translation>Jugada ilegal: el rey no puede enrocar con esa torre</translation>
    </message>
    <message>
        <source>Illegal move: you cannot castle out of check</source>
        <translation>Jugada ilegal: no se puede enrocar estando en jaque</translation>
    </message>
    <message>
        <source>Illegal move: castling is blocked or passes through an attacked square</source>
        <translation>Jugada ilegal: el enroque está bloqueado o pasa por una casilla atacada</translation>
    </message>
    <message>
        <source>Illegal move: %1 is occupied by your own piece</source>
        <translation>Jugada ilegal: %1 está ocupada por una pieza propia</translation>
    </message>
    <message>
        <source>Illegal move: the %1 cannot reach %2</source>
        <translation>Jugada ilegal: la pieza (%1) no puede llegar a %2</translation>
    </message>
    <message>
        <source>Illegal move: the king would be in check on %1</source>
        <translation>Jugada ilegal: el rey quedaría en jaque en %1</translation>
    </message>
    <message>
        <source>Illegal move: your king is in check</source>
        <translation>Jugada ilegal: su rey está en jaque</translation>
    </message>
    <message>
        <source>Illegal move: the %1 on %2 is pinned</source>
        <translation>Jugada ilegal: la pieza (%1) de %2 está clavada</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardTheme</name>
    <message>
        <source>Classic brown</source>
        <translation>Marrón clásico</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Tablero de ajedrez</translation>
    </message>
    <message>
        <source>Check. %1</source>
        <translation>Jaque. %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vacía</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1, blancas: %2</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1, negras: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookAndTablebases</name>
    <message numerus="yes">
        <source>The opening book was read with %n problem(s); the rest of it is used.</source>
        <translation>
            <numerusform>El libro de aperturas se leyó con %n problema; se usa el resto.</numerusform>
            <numerusform>El libro de aperturas se leyó con %n problemas; se usa el resto.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookDock</name>
    <message>
        <source>Opening Book</source>
        <translation>Libro de aperturas</translation>
    </message>
    <message>
        <source>Opening &amp;Book</source>
        <translation>&amp;Libro de aperturas</translation>
    </message>
    <message>
        <source>Show the opening book&apos;s moves for the current position (Ctrl+Shift+B)</source>
        <translation>Mostrar las jugadas del libro de aperturas para la posición actual (Ctrl+Mayús+B)</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Jugadas del libro</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Libro de aperturas</translation>
    </message>
    <message>
        <source>No opening book is chosen (Settings, Book and Tablebases).</source>
        <translation>No se ha elegido ningún libro de aperturas (Configuración, Libro y tablas de finales).</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Cargando %1…</translation>
    </message>
    <message>
        <source>%1: this position is not in the book.</source>
        <translation>%1: esta posición no está en el libro.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s)</source>
        <translation>
            <numerusform>%1: %n jugada</numerusform>
            <numerusform>%1: %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) under this position&apos;s key are no legal move here and were left out.</source>
        <translation>
            <numerusform>%n entrada bajo la clave de esta posición no es una jugada legal aquí y se omitió.</numerusform>
            <numerusform>%n entradas bajo la clave de esta posición no son jugadas legales aquí y se omitieron.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookLibrary</name>
    <message>
        <source>The opening book %1 does not exist.</source>
        <translation>El libro de aperturas %1 no existe.</translation>
    </message>
    <message>
        <source>The opening book %1 cannot be used: %2</source>
        <translation>No se puede usar el libro de aperturas %1: %2</translation>
    </message>
    <message>
        <source>The opening book %1 holds no moves.</source>
        <translation>El libro de aperturas %1 no contiene jugadas.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookMovesModel</name>
    <message>
        <source>Play %1 (weight %2 of %3)</source>
        <translation>Jugar %1 (peso %2 de %3)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Aprendizaje</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookTablebaseSettings</name>
    <message>
        <source>Use an opening book (Polyglot .bin)</source>
        <translation>Usar un libro de aperturas (Polyglot .bin)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Auto move and computer play take book moves, chosen at random by their weights</source>
        <translation>La jugada automática y el juego del ordenador toman jugadas del libro, elegidas al azar según su peso</translation>
    </message>
    <message>
        <source>Use Gaviota endgame tablebases</source>
        <translation>Usar las tablas de finales Gaviota</translation>
    </message>
    <message>
        <source>The built-in engine keeps to the tablebase&apos;s best moves</source>
        <translation>El motor integrado se ciñe a las mejores jugadas de la tabla de finales</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Libro de aperturas</translation>
    </message>
    <message>
        <source>Gives the computer&apos;s openings variety; the engine takes over where the book ends</source>
        <translation>Da variedad a las aperturas del ordenador; el motor sigue donde acaba el libro</translation>
    </message>
    <message>
        <source>GNU Chess&apos;s book is not installed (Debian package gnuchess-book).</source>
        <translation>El libro de GNU Chess no está instalado (paquete de Debian gnuchess-book).</translation>
    </message>
    <message>
        <source>Endgame tablebases</source>
        <translation>Tablas de finales</translation>
    </message>
    <message>
        <source>Folders of Gaviota tables (*.gtb.cp4 and the like), separated by semicolons.</source>
        <translation>Carpetas de tablas Gaviota (*.gtb.cp4 y similares), separadas por punto y coma.</translation>
    </message>
    <message>
        <source>The 3-piece tables are not installed (Debian package gaviotatb).</source>
        <translation>Las tablas de 3 piezas no están instaladas (paquete de Debian gaviotatb).</translation>
    </message>
    <message>
        <source>Opening book file</source>
        <translation>Archivo del libro de aperturas</translation>
    </message>
    <message>
        <source>Choose the opening book file</source>
        <translation>Elegir el archivo del libro de aperturas</translation>
    </message>
    <message>
        <source>Tablebase folders</source>
        <translation>Carpetas de tablas de finales</translation>
    </message>
    <message>
        <source>Choose a tablebase folder</source>
        <translation>Elegir una carpeta de tablas de finales</translation>
    </message>
    <message>
        <source>Choose an Opening Book</source>
        <translation>Elegir un libro de aperturas</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Libros Polyglot (*.bin);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Choose a Tablebase Folder</source>
        <translation>Elegir una carpeta de tablas de finales</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoverageModel</name>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Reply not answered</source>
        <translation>Jugada sin respuesta</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <source>Their score</source>
        <translation>Su puntuación</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoveragePanel</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Finding the replies not answered in %1…</source>
        <translation>Buscando las jugadas sin respuesta en %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n reply(s) not answered, over %2 positions where the opponent is to move.</source>
        <translation>
            <numerusform>%1: %n jugada sin respuesta, en %2 posiciones en las que mueve el rival.</numerusform>
            <numerusform>%1: %n jugadas sin respuesta, en %2 posiciones en las que mueve el rival.</numerusform>
        </translation>
    </message>
    <message>
        <source>Minimum games:</source>
        <translation>Partidas mínimas:</translation>
    </message>
    <message>
        <source>Minimum share:</source>
        <translation>Proporción mínima:</translation>
    </message>
    <message>
        <source>Find Missing Replies</source>
        <translation>Buscar respuestas que faltan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Double-click a row to show the position on the main board</source>
        <translation>Doble clic en una fila para ver la posición en el tablero principal</translation>
    </message>
    <message>
        <source>The opponent&apos;s replies played in the current database that the repertoire does not answer.</source>
        <translation>Las respuestas del rival jugadas en la base actual que el repertorio no contesta.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CrosstableModel</name>
    <message numerus="yes">
        <source>%1 against %2: %n game(s), %3 points</source>
        <translation>
            <numerusform>%1 contra %2: %n partida, %3 puntos</numerusform>
            <numerusform>%1 contra %2: %n partidas, %3 puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseDocks</name>
    <message>
        <source>Clipboard</source>
        <translation>Portapapeles</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games copied here are kept until Kibitz quits</source>
        <translation>Las partidas copiadas aquí se conservan hasta cerrar Kibitz</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>Cerrar %1</translation>
    </message>
    <message>
        <source>the file is still being read</source>
        <translation>el archivo aún se está leyendo</translation>
    </message>
    <message>
        <source>the file was changed by another program; open it again first</source>
        <translation>otro programa cambió el archivo; vuelva a abrirlo primero</translation>
    </message>
    <message>
        <source>Wait until both databases are loaded.</source>
        <translation>Espere a que se carguen ambas bases.</translation>
    </message>
    <message>
        <source>The games were not copied to %1: %2</source>
        <translation>Las partidas no se copiaron a %1: %2</translation>
    </message>
    <message>
        <source>Moved %1 game(s) to %2</source>
        <translation>%1 partida(s) movida(s) a %2</translation>
    </message>
    <message>
        <source>Copied %1 game(s) to %2</source>
        <translation>%1 partida(s) copiada(s) a %2</translation>
    </message>
    <message>
        <source>Wait until the database is loaded.</source>
        <translation>Espere a que se cargue la base.</translation>
    </message>
    <message>
        <source>The games were not removed from %1: %2</source>
        <translation>Las partidas no se quitaron de %1: %2</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>&amp;Copy Selected Games To</source>
        <translation>&amp;Copiar las partidas elegidas a</translation>
    </message>
    <message>
        <source>&amp;Move Selected Games To</source>
        <translation>&amp;Mover las partidas elegidas a</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games…</source>
        <translation>&amp;Eliminar las partidas elegidas…</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from the clipboard?</source>
        <translation>¿Eliminar las partidas elegidas (%1) del portapapeles?</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from %2? The file is written again without them.</source>
        <translation>¿Eliminar las partidas elegidas (%1) de %2? El archivo se vuelve a escribir sin ellas.</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Eliminar partidas</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Base de datos</translation>
    </message>
    <message>
        <source>Open databases</source>
        <translation>Bases abiertas</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>Árbol de a&amp;perturas</translation>
    </message>
    <message>
        <source>&amp;Game List</source>
        <translation>&amp;Lista de partidas</translation>
    </message>
    <message>
        <source>&amp;Search Games…</source>
        <translation>&amp;Buscar partidas…</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>&amp;Restablecer filtro</translation>
    </message>
    <message>
        <source>%1 (read-only: copy games to a PGN database to change them)</source>
        <translation>%1 (solo lectura: copie las partidas a una base PGN para cambiarlas)</translation>
    </message>
    <message>
        <source>Kibitz opens databases of other programs read-only; copy the games to a PGN database</source>
        <translation>Kibitz abre las bases de otros programas en solo lectura; copie las partidas a una base PGN</translation>
    </message>
    <message>
        <source>The games were not moved: %1</source>
        <translation>Las partidas no se movieron: %1</translation>
    </message>
    <message>
        <source>The games were not copied: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Las partidas no se copiaron: la caché del índice de %1 estaba dañada. Se está indexando de nuevo; inténtelo otra vez cuando sus partidas aparezcan en la lista.</translation>
    </message>
    <message>
        <source>The games were not removed: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Las partidas no se eliminaron: la caché del índice de %1 estaba dañada. Se está indexando de nuevo; inténtelo otra vez cuando sus partidas aparezcan en la lista.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseJob</name>
    <message>
        <source>Stopped: the database&apos;s index cache was damaged. The file is being indexed again; try once its games are listed.</source>
        <translation>Detenido: la caché del índice de la base de datos estaba dañada. El archivo se está indexando de nuevo; inténtelo otra vez cuando sus partidas aparezcan en la lista.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseWatcher</name>
    <message>
        <source>%1 was removed or renamed by another program; its tab shows the games as they were.</source>
        <translation>Otro programa eliminó o renombró %1; su pestaña muestra las partidas tal como estaban.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read. Reload keeps the game on the board and your changes to it.</source>
        <translation>Otro programa modificó %1; su pestaña muestra las partidas tal como se leyeron. Recargar conserva la partida del tablero y sus cambios en ella.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read.</source>
        <translation>Otro programa modificó %1; su pestaña muestra las partidas tal como se leyeron.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recargar</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation>%1 recargado: %2.</translation>
    </message>
    <message>
        <source> Your changes to it are kept.</source>
        <translation> Sus cambios en ella se conservan.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is game %3 there now.</source>
        <translation>%1 recargado: %2. La partida del tablero es ahora la partida %3 en él.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is no longer in it as it was read; Save offers to append it.</source>
        <translation>%1 recargado: %2. La partida del tablero ya no está en él tal como se leyó; Guardar ofrecerá añadirla.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierChart</name>
    <message>
        <source>Performance by year</source>
        <translation>Rendimiento por año</translation>
    </message>
    <message>
        <source>Score by year</source>
        <translation>Puntuación por año</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>rendimiento</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>opponents&apos; average</source>
        <translation>media de los rivales</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partidas</translation>
    </message>
    <message>
        <source>No dated games</source>
        <translation>Ninguna partida con fecha</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Ninguna partida</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} partidas</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partida</translation>
    </message>
    <message>
        <source>tallest bar: {} games</source>
        <translation>barra más alta: {} partidas</translation>
    </message>
    <message>
        <source>{} games without a year not shown</source>
        <translation>{} partidas sin año no se muestran</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierGamesModel</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>A click opens the game on the board</source>
        <translation>Un clic abre la partida en el tablero</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierJob</name>
    <message>
        <source>%1 cannot be searched: %2</source>
        <translation>%1 no se puede buscar: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierPlayersModel</name>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n partida)</numerusform>
            <numerusform>%1 (%n partidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Spellings with the same surname and first initial; uncheck those of someone else</source>
        <translation>Grafías con el mismo apellido e inicial; desmarque las de otra persona</translation>
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
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Rend.</translation>
    </message>
    <message>
        <source>The player&apos;s score in the games with a result (a draw counts half)</source>
        <translation>La puntuación del jugador en las partidas con resultado (las tablas cuentan medio punto)</translation>
    </message>
    <message>
        <source>Opponents&apos; average rating plus the FIDE rating difference for the score against them</source>
        <translation>Elo medio de los rivales más la diferencia de Elo FIDE correspondiente a la puntuación contra ellos</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindow</name>
    <message>
        <source>No player in the open databases matches “%1”.</source>
        <translation>Ningún jugador de las bases abiertas coincide con «%1».</translation>
    </message>
    <message>
        <source>Reading the search index of the open databases (%1 of %2)…</source>
        <translation>Leyendo el índice de búsqueda de las bases abiertas (%1 de %2)…</translation>
    </message>
    <message numerus="yes">
        <source>%n database(s) searched</source>
        <translation>
            <numerusform>%n base consultada</numerusform>
            <numerusform>%n bases consultadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Most recent games (a click opens the game)</source>
        <translation>Partidas más recientes (un clic abre la partida)</translation>
    </message>
    <message>
        <source>By colour</source>
        <translation>Por color</translation>
    </message>
    <message>
        <source>By opponents&apos; rating</source>
        <translation>Según el Elo de los rivales</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>Por año</translation>
    </message>
    <message>
        <source>Moves of the first 12 plies</source>
        <translation>Jugadas de las 12 primeras medias jugadas</translation>
    </message>
    <message>
        <source>ECO families</source>
        <translation>Familias ECO</translation>
    </message>
    <message>
        <source>Longest games</source>
        <translation>Partidas más largas</translation>
    </message>
    <message>
        <source>Shortest games</source>
        <translation>Partidas más cortas</translation>
    </message>
    <message>
        <source>No database is open: open a PGN file first.</source>
        <translation>No hay ninguna base abierta: abra primero un archivo PGN.</translation>
    </message>
    <message>
        <source>Looking for “%1”…</source>
        <translation>Buscando «%1»…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source> · performance %1 against %2 on average</source>
        <translation> · rendimiento %1 contra %2 de media</translation>
    </message>
    <message>
        <source> · own rating %1 on average</source>
        <translation> · Elo propio %1 de media</translation>
    </message>
    <message>
        <source>As White: %1</source>
        <translation>Con blancas: %1</translation>
    </message>
    <message>
        <source>As Black: %1</source>
        <translation>Con negras: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) where both players bear a chosen spelling are left out.</source>
        <translation>
            <numerusform>Se deja fuera %n partida en la que ambos jugadores llevan una grafía elegida.</numerusform>
            <numerusform>Se dejan fuera %n partidas en las que ambos jugadores llevan una grafía elegida.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score by opening as White</source>
        <translation>Puntuación por apertura con blancas</translation>
    </message>
    <message>
        <source>Score by opening as Black</source>
        <translation>Puntuación por apertura con negras</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Sin Elo</translation>
    </message>
    <message>
        <source>No ECO</source>
        <translation>Sin ECO</translation>
    </message>
    <message>
        <source>Type a player&apos;s name and press Enter: every open database is searched, case and accents ignored.</source>
        <translation>Escriba el nombre de un jugador y pulse Intro: se buscan todas las bases abiertas, sin distinguir mayúsculas ni acentos.</translation>
    </message>
    <message>
        <source>No games: check at least one spelling on the left.</source>
        <translation>Ninguna partida: marque al menos una grafía a la izquierda.</translation>
    </message>
    <message>
        <source>There is no dossier to export.</source>
        <translation>No hay ningún dosier que exportar.</translation>
    </message>
    <message>
        <source>There is no dossier to print.</source>
        <translation>No hay ningún dosier que imprimir.</translation>
    </message>
    <message>
        <source>dossier</source>
        <translation>dosier</translation>
    </message>
    <message>
        <source>Print Dossier to PDF</source>
        <translation>Imprimir el dosier en PDF</translation>
    </message>
    <message>
        <source>Export Dossier as HTML</source>
        <translation>Exportar el dosier como HTML</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Páginas web (*.html *.htm)</translation>
    </message>
    <message>
        <source>The dossier was not saved: %1</source>
        <translation>El dosier no se guardó: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>Player Dossier</source>
        <translation>Dosier del jugador</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>A name or part of it, e.g. Carlsen or carlsen, m</source>
        <translation>Un nombre o parte de él, p. ej. Carlsen o carlsen, m</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Exportar &amp;HTML…</translation>
    </message>
    <message>
        <source>One self-contained web page with the charts and tables</source>
        <translation>Una página web autónoma con los gráficos y las tablas</translation>
    </message>
    <message>
        <source>Print to P&amp;DF…</source>
        <translation>Imprimir en P&amp;DF…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Aperturas con blancas</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Aperturas con negras</translation>
    </message>
    <message>
        <source>Longest and Shortest</source>
        <translation>Más largas y más cortas</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Año</translation>
    </message>
    <message>
        <source>Opponents&apos; rating</source>
        <translation>Elo de los rivales</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familia</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindows</name>
    <message>
        <source>Player &amp;Dossier…</source>
        <translation>&amp;Dosier del jugador…</translation>
    </message>
    <message>
        <source>A player&apos;s results, openings and games over the open databases</source>
        <translation>Resultados, aperturas y partidas de un jugador en las bases abiertas</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Portapapeles</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadActions</name>
    <message>
        <source>Cannot download: %1</source>
        <translation>No se puede descargar: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Reading the games already in the file…</source>
        <translation>Leyendo las partidas que ya están en el archivo…</translation>
    </message>
    <message numerus="yes">
        <source>The site limits the rate: waiting %n second(s)…</source>
        <translation>
            <numerusform>El sitio limita la frecuencia: esperando %n segundo…</numerusform>
            <numerusform>El sitio limita la frecuencia: esperando %n segundos…</numerusform>
        </translation>
    </message>
    <message>
        <source>Appending the new games to the file…</source>
        <translation>Añadiendo las partidas nuevas al archivo…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) received</source>
        <translation>
            <numerusform>%n partida recibida</numerusform>
            <numerusform>%n partidas recibidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading %1-%2: %3</source>
        <translation>Descargando %1-%2: %3</translation>
    </message>
    <message>
        <source>Downloading: %1</source>
        <translation>Descargando: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) appended to %1</source>
        <translation>
            <numerusform>%n partida nueva añadida a %1</numerusform>
            <numerusform>%n partidas nuevas añadidas a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 received, %2 already there).</source>
        <translation>(%1 recibidas, %2 ya presentes).</translation>
    </message>
    <message>
        <source>Cancelled: the complete games received were kept.</source>
        <translation>Cancelado: se conservaron las partidas recibidas completas.</translation>
    </message>
    <message>
        <source>The transfer stopped early; download again for the rest.</source>
        <translation>La transferencia se detuvo antes de tiempo; vuelva a descargar para obtener el resto.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>Do&amp;wnload Games…</source>
        <translation>D&amp;escargar partidas…</translation>
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
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Classical</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <source>Correspondence</source>
        <translation>Por correspondencia</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Diarias</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>lichess &amp;token:</source>
        <translation>&amp;Token de lichess:</translation>
    </message>
    <message>
        <source>&amp;Rated:</source>
        <translation>&amp;Puntuación:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Descargar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Download Games</source>
        <translation>Descargar partidas</translation>
    </message>
    <message>
        <source>user name on the site</source>
        <translation>nombre de usuario en el sitio</translation>
    </message>
    <message>
        <source>Without a start date the download continues after the newest game of this user from this site already in the file.</source>
        <translation>Sin fecha de inicio, la descarga continúa tras la partida más reciente de este usuario en este sitio que ya esté en el archivo.</translation>
    </message>
    <message>
        <source>Rated and casual</source>
        <translation>Puntuables y amistosas</translation>
    </message>
    <message>
        <source>Rated only</source>
        <translation>Solo puntuables</translation>
    </message>
    <message>
        <source>Casual only</source>
        <translation>Solo amistosas</translation>
    </message>
    <message>
        <source>optional: a personal API token raises lichess&apos;s rate limit</source>
        <translation>opcional: un token personal de la API aumenta el límite de frecuencia de lichess</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Sitio:</translation>
    </message>
    <message>
        <source>Dates (UTC):</source>
        <translation>Fechas (UTC):</translation>
    </message>
    <message>
        <source>Speeds (none: all):</source>
        <translation>Ritmos (ninguno: todos):</translation>
    </message>
    <message>
        <source>&amp;Append to:</source>
        <translation>&amp;Añadir a:</translation>
    </message>
    <message>
        <source>Append the Games to</source>
        <translation>Añadir las partidas a</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DrillPanel</name>
    <message>
        <source>The repertoire changed: start the drill again.</source>
        <translation>El repertorio ha cambiado: vuelve a empezar el entrenamiento.</translation>
    </message>
    <message>
        <source>Answered: %1, wrong: %2</source>
        <translation>Respondidas: %1, erróneas: %2</translation>
    </message>
    <message>
        <source>No card to drill in this mode now.</source>
        <translation>No hay ninguna tarjeta que practicar ahora en este modo.</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>Sesión terminada.</translation>
    </message>
    <message>
        <source>%1 — your move (a new card).</source>
        <translation>%1 — te toca mover (tarjeta nueva).</translation>
    </message>
    <message>
        <source>%1 — your move.</source>
        <translation>%1 — te toca mover.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Correcto: %1.</translation>
    </message>
    <message>
        <source>Right: %1. The main move is %2.</source>
        <translation>Correcto: %1. La jugada principal es %2.</translation>
    </message>
    <message>
        <source>Wrong: %1. Accepted: %2 (rated Again).</source>
        <translation>Incorrecto: %1. Aceptadas: %2 (valorada Otra vez).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>The progress was not saved: %1</source>
        <translation>El progreso no se ha guardado: %1</translation>
    </message>
    <message>
        <source>Cards due now</source>
        <translation>Tarjetas pendientes ahora</translation>
    </message>
    <message>
        <source>One chapter in order</source>
        <translation>Un capítulo en orden</translation>
    </message>
    <message>
        <source>Practice (no rescheduling)</source>
        <translation>Práctica (sin reprogramar)</translation>
    </message>
    <message>
        <source>Rate by time</source>
        <translation>Valorar por tiempo</translation>
    </message>
    <message>
        <source>Rate right answers by the time taken: Easy under 4 s, Good under 15 s, else Hard</source>
        <translation>Valorar las respuestas correctas por el tiempo empleado: Fácil por debajo de 4 s, Bien por debajo de 15 s, si no Difícil</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Otra vez</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bien</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Choose a mode and press Start. You play the repertoire&apos;s side.</source>
        <translation>Elige un modo y pulsa Iniciar. Juegas con el bando del repertorio.</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Posición inicial</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DueChart</name>
    <message>
        <source>days from today</source>
        <translation>días a partir de hoy</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoLibrary</name>
    <message>
        <source>Cannot open the opening table %1: %2</source>
        <translation>No se puede abrir la tabla de aperturas %1: %2</translation>
    </message>
    <message>
        <source>%1 contains no opening lines that could be read</source>
        <translation>%1 no contiene líneas de apertura legibles</translation>
    </message>
    <message>
        <source>No opening table file was chosen</source>
        <translation>No se eligió ningún archivo de tabla de aperturas</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoSettingsSection</name>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Built-in table (pgn-extract&apos;s eco.pgn)</source>
        <translation>Tabla integrada (eco.pgn de pgn-extract)</translation>
    </message>
    <message>
        <source>Scid&apos;s table with extended codes such as B90k</source>
        <translation>Tabla de Scid con códigos ampliados como B90k</translation>
    </message>
    <message>
        <source>Table from a file (eco.pgn or .eco format):</source>
        <translation>Tabla desde un archivo (formato eco.pgn o .eco):</translation>
    </message>
    <message>
        <source>Opening table file</source>
        <translation>Archivo de la tabla de aperturas</translation>
    </message>
    <message>
        <source>Choose the opening table file</source>
        <translation>Elegir el archivo de la tabla de aperturas</translation>
    </message>
    <message>
        <source>Scid&apos;s table is not installed (Debian package scid-data).</source>
        <translation>La tabla de Scid no está instalada (paquete de Debian scid-data).</translation>
    </message>
    <message>
        <source>Opening Table</source>
        <translation>Tabla de aperturas</translation>
    </message>
    <message>
        <source>Opening tables (*.pgn *.eco);;All files (*)</source>
        <translation>Tablas de aperturas (*.pgn *.eco);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineLinesModel</name>
    <message>
        <source>Depth %1: %2</source>
        <translation>Profundidad %1: %2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineSettings</name>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Añadir motor</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Motores externos</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Nombre del motor</translation>
    </message>
    <message>
        <source>Name, e.g. Stockfish</source>
        <translation>Nombre, p. ej. Stockfish</translation>
    </message>
    <message>
        <source>Engine executable</source>
        <translation>Ejecutable del motor</translation>
    </message>
    <message>
        <source>Executable, e.g. /usr/games/stockfish</source>
        <translation>Ejecutable, p. ej. /usr/games/stockfish</translation>
    </message>
    <message>
        <source>Browse for an engine executable</source>
        <translation>Buscar un ejecutable de motor</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>Añadir motor</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>Quitar motor</translation>
    </message>
    <message>
        <source>Engine for analysis</source>
        <translation>Motor para el análisis</translation>
    </message>
    <message>
        <source>Engine for auto move</source>
        <translation>Motor para la jugada automática</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Executable:</source>
        <translation>Ejecutable:</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>Motor de análisis:</translation>
    </message>
    <message>
        <source>Auto move engine:</source>
        <translation>Motor de jugada automática:</translation>
    </message>
    <message>
        <source>Give the engine a name.</source>
        <translation>Dé un nombre al motor.</translation>
    </message>
    <message>
        <source>There is already an engine named “%1”.</source>
        <translation>Ya hay un motor llamado «%1».</translation>
    </message>
    <message>
        <source>“%1” is not an executable file.</source>
        <translation>«%1» no es un archivo ejecutable.</translation>
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
        <translation>Detectar automáticamente</translation>
    </message>
    <message>
        <source>Find Options</source>
        <translation>Buscar opciones</translation>
    </message>
    <message>
        <source>Engine protocol</source>
        <translation>Protocolo del motor</translation>
    </message>
    <message>
        <source>Find the engine&apos;s protocol and options</source>
        <translation>Averiguar el protocolo y las opciones del motor</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>Opciones del motor</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>Motores externos:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protocolo:</translation>
    </message>
    <message>
        <source>Asking %1 for its protocol and options…</source>
        <translation>Consultando a %1 su protocolo y sus opciones…</translation>
    </message>
    <message>
        <source>Choose an Engine</source>
        <translation>Elegir un motor</translation>
    </message>
    <message>
        <source>Select an engine to see its options.</source>
        <translation>Seleccione un motor para ver sus opciones.</translation>
    </message>
    <message>
        <source>The protocol and options of %1 are not known yet: press Find Options.</source>
        <translation>El protocolo y las opciones de %1 aún no se conocen: pulse Buscar opciones.</translation>
    </message>
    <message numerus="yes">
        <source>%1 speaks %2 and has %n option(s).</source>
        <translation>
            <numerusform>%1 habla %2 y tiene %n opción.</numerusform>
            <numerusform>%1 habla %2 y tiene %n opciones.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ErrorText</name>
    <message>
        <source>The FEN is empty</source>
        <translation>El FEN está vacío</translation>
    </message>
    <message>
        <source>The FEN has missing fields</source>
        <translation>Faltan campos en el FEN</translation>
    </message>
    <message>
        <source>The FEN has too many fields: &apos;%1&apos;</source>
        <translation>El FEN tiene demasiados campos: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The board must have 8 ranks</source>
        <translation>El tablero debe tener 8 filas</translation>
    </message>
    <message>
        <source>A rank has more than 8 squares</source>
        <translation>Una fila tiene más de 8 casillas</translation>
    </message>
    <message>
        <source>A rank has fewer than 8 squares</source>
        <translation>Una fila tiene menos de 8 casillas</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter or digit</source>
        <translation>&apos;%1&apos; no es una letra de pieza ni una cifra</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>El turno debe ser &apos;w&apos; o &apos;b&apos;, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Invalid castling rights: &apos;%1&apos;</source>
        <translation>Derechos de enroque no válidos: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The en-passant field must be &apos;-&apos; or a square, not &apos;%1&apos;</source>
        <translation>El campo al paso debe ser &apos;-&apos; o una casilla, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The halfmove clock must be a number of at least 0, not &apos;%1&apos;</source>
        <translation>El contador de medias jugadas debe ser un número mayor o igual que 0, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The move number must be at least 1, not &apos;%1&apos;</source>
        <translation>El número de jugada debe ser al menos 1, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>A king is missing</source>
        <translation>Falta un rey</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>Las blancas no tienen rey</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>Las negras no tienen rey</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings</source>
        <translation>
            <numerusform>Las blancas tienen %n rey</numerusform>
            <numerusform>Las blancas tienen %n reyes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings</source>
        <translation>
            <numerusform>Las negras tienen %n rey</numerusform>
            <numerusform>Las negras tienen %n reyes</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one king</source>
        <translation>Más de un rey</translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank</source>
        <translation>Hay un peón en la primera o la última fila</translation>
    </message>
    <message>
        <source>Pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>Peón en %1: los peones no pueden estar en la primera ni en la última fila</translation>
    </message>
    <message>
        <source>The side not to move is in check</source>
        <translation>El bando que no tiene el turno está en jaque</translation>
    </message>
    <message>
        <source>Impossible check: more than two pieces give check</source>
        <translation>Jaque imposible: más de dos piezas dan jaque</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; without the king and rook on their squares</source>
        <translation>Derecho de enroque &apos;%1&apos; sin el rey y la torre en sus casillas</translation>
    </message>
    <message>
        <source>No pawn can be captured en passant on %1</source>
        <translation>No se puede capturar ningún peón al paso en %1</translation>
    </message>
    <message>
        <source>An impossible castling right was dropped</source>
        <translation>Se eliminó un derecho de enroque imposible</translation>
    </message>
    <message>
        <source>An impossible en-passant square was dropped</source>
        <translation>Se eliminó una casilla al paso imposible</translation>
    </message>
    <message>
        <source>Missing move counters were filled in</source>
        <translation>Se completaron los contadores de jugadas que faltaban</translation>
    </message>
    <message>
        <source>this is not a move</source>
        <translation>esto no es una jugada</translation>
    </message>
    <message>
        <source>not written in standard notation</source>
        <translation>no está escrita en notación estándar</translation>
    </message>
    <message>
        <source>no right to castle short</source>
        <translation>no hay derecho a enrocar corto</translation>
    </message>
    <message>
        <source>no right to castle long</source>
        <translation>no hay derecho a enrocar largo</translation>
    </message>
    <message>
        <source>you cannot castle out of check</source>
        <translation>no se puede enrocar estando en jaque</translation>
    </message>
    <message>
        <source>castling is blocked or passes through an attacked square</source>
        <translation>el enroque está bloqueado o pasa por una casilla atacada</translation>
    </message>
    <message>
        <source>there is no piece of the side to move on %1</source>
        <translation>no hay ninguna pieza del bando que juega en %1</translation>
    </message>
    <message>
        <source>the king is not on %1</source>
        <translation>el rey no está en %1</translation>
    </message>
    <message>
        <source>only pawns promote</source>
        <translation>solo los peones coronan</translation>
    </message>
    <message>
        <source>the king cannot reach %1</source>
        <translation>el rey no puede llegar a %1</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>el rey quedaría en jaque en %1</translation>
    </message>
    <message>
        <source>%1 is occupied by your own piece</source>
        <translation>%1 está ocupada por una pieza propia</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank promotes</source>
        <translation>solo corona un peón que llega a la última fila</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>no hay nada que capturar en %1</translation>
    </message>
    <message>
        <source>no pawn can reach %1</source>
        <translation>ningún peón puede llegar a %1</translation>
    </message>
    <message>
        <source>no knight can reach %1</source>
        <translation>ningún caballo puede llegar a %1</translation>
    </message>
    <message>
        <source>no bishop can reach %1</source>
        <translation>ningún alfil puede llegar a %1</translation>
    </message>
    <message>
        <source>no rook can reach %1</source>
        <translation>ninguna torre puede llegar a %1</translation>
    </message>
    <message>
        <source>no queen can reach %1</source>
        <translation>ninguna dama puede llegar a %1</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>no responde al jaque</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>dejaría al rey en jaque</translation>
    </message>
    <message>
        <source>several moves match</source>
        <translation>coinciden varias jugadas</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>No es una jugada: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>Jugada ilegal: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1 — %2</source>
        <translation>Jugada ilegal: %1 — %2</translation>
    </message>
    <message>
        <source>Ambiguous: %1</source>
        <translation>Ambigua: %1</translation>
    </message>
    <message>
        <source>Ambiguous: %1 or %2?</source>
        <translation>Ambigua: ¿%1 o %2?</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>no es una jugada</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>jugada ilegal</translation>
    </message>
    <message>
        <source>ambiguous move</source>
        <translation>jugada ambigua</translation>
    </message>
    <message>
        <source>unreadable tag line, skipped</source>
        <translation>línea de etiqueta ilegible, omitida</translation>
    </message>
    <message>
        <source>invalid FEN tag, the moves were skipped</source>
        <translation>etiqueta FEN no válida, se omitieron las jugadas</translation>
    </message>
    <message>
        <source>unsupported chess variant, the game was skipped</source>
        <translation>variante de ajedrez no admitida, se omitió la partida</translation>
    </message>
    <message>
        <source>a comment is not closed</source>
        <translation>un comentario no está cerrado</translation>
    </message>
    <message>
        <source>unexpected text</source>
        <translation>texto inesperado</translation>
    </message>
    <message>
        <source>a variation is not closed</source>
        <translation>una variante no está cerrada</translation>
    </message>
    <message>
        <source>null move while in check</source>
        <translation>jugada nula estando en jaque</translation>
    </message>
    <message>
        <source>%1 — could be %2 or %3</source>
        <translation>%1 — puede ser %2 o %3</translation>
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
        <translation>%1: partida %2, jugada %3: %4</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move</source>
        <translation>Las negras están en jaque pero juegan las blancas</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move</source>
        <translation>Las blancas están en jaque pero juegan las negras</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ExchangeActions</name>
    <message>
        <source>Writing the SCID database…</source>
        <translation>Escribiendo la base SCID…</translation>
    </message>
    <message>
        <source>The SCID database was not written: %1</source>
        <translation>La base SCID no se escribió: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n game(s) to the SCID database; %1 not written, %2 changed.</source>
        <translation>
            <numerusform>%n partida escrita en la base SCID; %1 sin escribir, %2 cambiadas.</numerusform>
            <numerusform>%n partidas escritas en la base SCID; %1 sin escribir, %2 cambiadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as SCID Database</source>
        <translation>Guardar como base SCID</translation>
    </message>
    <message>
        <source>The databases were not merged: %1</source>
        <translation>Las bases no se fusionaron: %1</translation>
    </message>
    <message numerus="yes">
        <source>Merged %n game(s); %1 duplicates dropped.</source>
        <translation>
            <numerusform>%n partida fusionada; %1 duplicadas descartadas.</numerusform>
            <numerusform>%n partidas fusionadas; %1 duplicadas descartadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Fusionar bases</translation>
    </message>
    <message>
        <source>Open a database and wait until its games are listed.</source>
        <translation>Abra una base y espere a que se listen sus partidas.</translation>
    </message>
    <message>
        <source>SCID databases (*.si4)</source>
        <translation>Bases SCID (*.si4)</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>Cancelado; no se escribió nada.</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>Bases de datos</translation>
    </message>
    <message>
        <source>&amp;Merge Databases…</source>
        <translation>&amp;Fusionar bases…</translation>
    </message>
    <message>
        <source>Save as SC&amp;ID Database…</source>
        <translation>Guardar como base &amp;SCID…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FileActions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The current game has unsaved changes. Save them first?</source>
        <translation>La partida actual tiene cambios sin guardar. ¿Guardarlos primero?</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>Abrir archivo PGN</translation>
    </message>
    <message>
        <source>%1 holds %2 games; showing the first.</source>
        <translation>%1 contiene %2 partidas; se muestra la primera.</translation>
    </message>
    <message>
        <source>%1 holds several games; showing the first.</source>
        <translation>%1 contiene varias partidas; se muestra la primera.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (y %n más)</numerusform>
            <numerusform> (y %n más)</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was read up to an error: %1%2</source>
        <translation>La partida se leyó hasta un error: %1%2</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN copiado</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN copiado</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>Partida pegada</translation>
    </message>
    <message>
        <source>New to Kibitz? The sample games are famous games to step through, search and analyse.</source>
        <translation>¿Nuevo en Kibitz? Las partidas de ejemplo son partidas famosas para recorrer, buscar y analizar.</translation>
    </message>
    <message>
        <source>Open Sample Games</source>
        <translation>Abrir partidas de ejemplo</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Bases de datos (*.pgn *.si4 *.cbh);;Archivos PGN (*.pgn);;Bases SCID (*.si4);;Bases ChessBase (*.cbh);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FinishedGamesModel</name>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Cómo terminó</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameAnnotator</name>
    <message>
        <source>A&amp;nnotate Game…</source>
        <translation>A&amp;notar la partida…</translation>
    </message>
    <message>
        <source>Evaluates every move with an engine and marks inaccuracies, mistakes and blunders</source>
        <translation>Evalúa cada jugada con un motor y marca las imprecisiones, los errores y los errores graves</translation>
    </message>
    <message>
        <source>Annotating…</source>
        <translation>Anotando…</translation>
    </message>
    <message>
        <source>Annotation progress</source>
        <translation>Progreso de la anotación</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stops the annotation; the moves evaluated so far are annotated (one Undo removes them)</source>
        <translation>Detiene la anotación; las jugadas evaluadas hasta ahora se anotan (un solo Deshacer las quita)</translation>
    </message>
    <message>
        <source>The game has no moves to annotate.</source>
        <translation>La partida no tiene jugadas que anotar.</translation>
    </message>
    <message>
        <source>The engine %1 is no longer configured (Settings › Engines).</source>
        <translation>El motor %1 ya no está configurado (Configuración › Motores).</translation>
    </message>
    <message>
        <source>%1 of %2 positions evaluated</source>
        <translation>%1 de %2 posiciones evaluadas</translation>
    </message>
    <message>
        <source>The annotation was not written: %1.</source>
        <translation>La anotación no se escribió: %1.</translation>
    </message>
    <message>
        <source>Annotate game</source>
        <translation>Anotar la partida</translation>
    </message>
    <message>
        <source>%1 The moves evaluated before were annotated.</source>
        <translation>%1 Las jugadas evaluadas antes se anotaron.</translation>
    </message>
    <message>
        <source>Annotation cancelled; the moves evaluated so far were annotated.</source>
        <translation>Anotación cancelada; las jugadas evaluadas hasta ahora se anotaron.</translation>
    </message>
    <message>
        <source>Annotation cancelled before any move was evaluated.</source>
        <translation>Anotación cancelada antes de evaluar ninguna jugada.</translation>
    </message>
    <message>
        <source>Annotated: %1 moves marked, %2 better lines added.</source>
        <translation>Anotada: %1 jugadas marcadas, %2 líneas mejores añadidas.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckModel</name>
    <message>
        <source>player left</source>
        <translation>salió el jugador</translation>
    </message>
    <message>
        <source>opponent left</source>
        <translation>salió el rival</translation>
    </message>
    <message>
        <source>in book</source>
        <translation>en teoría</translation>
    </message>
    <message>
        <source>not in repertoire</source>
        <translation>fuera del repertorio</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Left the repertoire</source>
        <translation>Salida del repertorio</translation>
    </message>
    <message>
        <source>Move played</source>
        <translation>Jugada realizada</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Esperada</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckPanel</name>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Escribe primero el nombre del jugador.</translation>
    </message>
    <message>
        <source>Checking the games in %1…</source>
        <translation>Comprobando las partidas de %1…</translation>
    </message>
    <message>
        <source>%1: %2 games. The player left the repertoire in %3, the opponent in %4; in book to the end: %5.</source>
        <translation>%1: %2 partidas. El jugador salió del repertorio en %3, el rival en %4; en teoría hasta el final: %5.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Name as in the games; several spellings separated by ;</source>
        <translation>Nombre como en las partidas; varias grafías separadas por ;</translation>
    </message>
    <message>
        <source>Check My Games</source>
        <translation>Comprobar mis partidas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Double-click a row to open the game at that move on the main board</source>
        <translation>Doble clic en una fila para abrir la partida en esa jugada en el tablero principal</translation>
    </message>
    <message>
        <source>Where the player&apos;s games in the current database left the repertoire, and who left it.</source>
        <translation>Dónde salieron del repertorio las partidas del jugador en la base actual, y quién salió.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameColumns</name>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Elo blancas</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Elo negras</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Medias jugadas</translation>
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
        <translation>Sustituir la continuación por %1</translation>
    </message>
    <message>
        <source>New variation %1</source>
        <translation>Nueva variante %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Jugada %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Editar comentario</translation>
    </message>
    <message>
        <source>Annotate move</source>
        <translation>Anotar jugada</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Quitar anotaciones</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promover variante</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Borrar variante</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Borrar jugadas desde aquí</translation>
    </message>
    <message>
        <source>Edit game information</source>
        <translation>Editar datos de la partida</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 contains no games.</source>
        <translation>%1 no contiene partidas.</translation>
    </message>
    <message>
        <source>Game %1 of %2 could not be read.</source>
        <translation>No se pudo leer la partida %1 de %2.</translation>
    </message>
    <message>
        <source>The clipboard is empty.</source>
        <translation>El portapapeles está vacío.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>FEN no válido: %1</translation>
    </message>
    <message>
        <source>The clipboard holds neither a PGN game nor a FEN.</source>
        <translation>El portapapeles no contiene ni una partida PGN ni un FEN.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
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
        <translation>No hay evaluaciones en esta partida. Partida › Anotar la partida… las añade.</translation>
    </message>
    <message>
        <source>No clock times ([%clk]) in this game.</source>
        <translation>No hay tiempos de reloj ([%clk]) en esta partida.</translation>
    </message>
    <message>
        <source>No times per move ([%emt], or clock times with a time control) in this game.</source>
        <translation>No hay tiempos por jugada ([%emt], o tiempos de reloj con un ritmo de juego) en esta partida.</translation>
    </message>
    <message>
        <source>(inaccuracy)</source>
        <translation>(imprecisión)</translation>
    </message>
    <message>
        <source>(mistake)</source>
        <translation>(error)</translation>
    </message>
    <message>
        <source>(blunder)</source>
        <translation>(error grave)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>quedan %1</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>%1 empleado</translation>
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
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Posición preparada</translation>
    </message>
    <message>
        <source>Game information</source>
        <translation>Datos de la partida</translation>
    </message>
    <message>
        <source>Players and result</source>
        <translation>Jugadores y resultado</translation>
    </message>
    <message>
        <source>Event, site, round and date</source>
        <translation>Evento, lugar, ronda y fecha</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListModel</name>
    <message>
        <source>Game %1 has errors in its headers or moves</source>
        <translation>La partida %1 tiene errores en la cabecera o en las jugadas</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListPanel</name>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 de %2 partidas</translation>
    </message>
    <message>
        <source>Opened from the index cache.</source>
        <translation>Abierto desde la caché del índice.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have errors (hover a row for details).</source>
        <translation>
            <numerusform>%n partida tiene errores (pase el ratón sobre una fila para ver detalles).</numerusform>
            <numerusform>%n partidas tienen errores (pase el ratón sobre una fila para ver detalles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading cancelled: only the first %Ln game(s) are listed.</source>
        <translation>
            <numerusform>Carga cancelada: solo se muestra la primera %Ln partida.</numerusform>
            <numerusform>Carga cancelada: solo se muestran las primeras %Ln partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The index could not be cached (%1); the next opening will index the file again.</source>
        <translation>No se pudo guardar el índice en caché (%1); la próxima vez se volverá a indexar el archivo.</translation>
    </message>
    <message>
        <source>Games — %1</source>
        <translation>Partidas — %1</translation>
    </message>
    <message>
        <source>%1 games so far…</source>
        <translation>%1 partidas hasta ahora…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 partidas</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Filter by player, event, ECO or year</source>
        <translation>Filtrar por jugador, evento, ECO o año</translation>
    </message>
    <message>
        <source>Case-insensitive; several words must all match</source>
        <translation>No distingue mayúsculas; si hay varias palabras, deben coincidir todas</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Filtrar partidas</translation>
    </message>
    <message>
        <source>Enter or a double click opens the selected game</source>
        <translation>Intro o un doble clic abre la partida seleccionada</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Número de partidas</translation>
    </message>
    <message>
        <source>Loading status</source>
        <translation>Estado de la carga</translation>
    </message>
    <message>
        <source>Indexing… %p%</source>
        <translation>Indexando… %p%</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Progreso de la indexación</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>&amp;Buscar…</translation>
    </message>
    <message>
        <source>Search by players, ratings, dates, result, ECO, position or material</source>
        <translation>Buscar por jugadores, Elo, fechas, resultado, ECO, posición o material</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>&amp;Restablecer filtro</translation>
    </message>
    <message>
        <source>Shows every game of the file again</source>
        <translation>Vuelve a mostrar todas las partidas del archivo</translation>
    </message>
    <message>
        <source>Sorting and filtering…</source>
        <translation>Ordenando y filtrando…</translation>
    </message>
    <message>
        <source>Default Columns</source>
        <translation>Columnas predeterminadas</translation>
    </message>
    <message>
        <source>Read-only: games are copied out of it, not saved into it.</source>
        <translation>Solo lectura: se copian partidas desde ella, no se guardan en ella.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the database could not be read completely (hover here for details).</source>
        <translation>
            <numerusform>%n partida de la base no pudo leerse por completo (pase el ratón aquí para ver detalles).</numerusform>
            <numerusform>%n partidas de la base no pudieron leerse por completo (pase el ratón aquí para ver detalles).</numerusform>
        </translation>
    </message>
    <message>
        <source>The index cache was damaged: the file was indexed again.</source>
        <translation>La caché del índice estaba dañada: el archivo se indexó de nuevo.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameLocation</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameSaver</name>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 already contains %n game(s).</source>
        <translation>
            <numerusform>%1 ya contiene %n partida.</numerusform>
            <numerusform>%1 ya contiene %n partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Append as New Game</source>
        <translation>Añadir como partida nueva</translation>
    </message>
    <message>
        <source>Replace This Game</source>
        <translation>Sustituir esta partida</translation>
    </message>
    <message>
        <source>Game appended to %1</source>
        <translation>Partida añadida a %1</translation>
    </message>
    <message>
        <source>Game replaced in %1</source>
        <translation>Partida sustituida en %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>%1 already contains several games.</source>
        <translation>%1 ya contiene varias partidas.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Guardando %1…</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the game was read, so the game was not replaced (nothing was written).</source>
        <translation>Otro programa modificó %1 desde que se leyó la partida, así que la partida no se sustituyó (no se escribió nada).</translation>
    </message>
    <message>
        <source>&amp;Reload and Retry</source>
        <translation>&amp;Recargar y reintentar</translation>
    </message>
    <message>
        <source>Finds the game in the file as it is now and replaces it there</source>
        <translation>Busca la partida en el archivo tal como está ahora y la sustituye allí</translation>
    </message>
    <message>
        <source>&amp;Append as New Game</source>
        <translation>&amp;Añadir como partida nueva</translation>
    </message>
    <message>
        <source>Save to Another &amp;File…</source>
        <translation>Guardar en &amp;otro archivo…</translation>
    </message>
    <message>
        <source>The game is no longer in %1 as it was read (another program changed or removed it there), so there is nothing to replace. Append it as a new game, or save it to another file.</source>
        <translation>La partida ya no está en %1 tal como se leyó (otro programa la modificó o eliminó allí), así que no hay nada que sustituir. Añádala como partida nueva o guárdela en otro archivo.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GraphDock</name>
    <message>
        <source>Game Graphs</source>
        <translation>Gráficos de la partida</translation>
    </message>
    <message>
        <source>Game &amp;Graphs</source>
        <translation>Gráficos de la pa&amp;rtida</translation>
    </message>
    <message>
        <source>Show the evaluation and clock graphs of the game (Ctrl+Shift+G)</source>
        <translation>Mostrar los gráficos de evaluación y de reloj de la partida (Ctrl+Mayús+G)</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>Time per Move</source>
        <translation>Tiempo por jugada</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
    <message>
        <source>Clock graph</source>
        <translation>Gráfico de reloj</translation>
    </message>
    <message>
        <source>Time per move graph</source>
        <translation>Gráfico de tiempo por jugada</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::IndexLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>its games could not be converted: %1</source>
        <translation>sus partidas no pudieron convertirse: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LanguageManager</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Choose the language of the user interface</source>
        <translation>Elegir el idioma de la interfaz</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Idioma del sistema (%1)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LiveBoard</name>
    <message>
        <source>Round %1.%2 · game %3</source>
        <translation>Ronda %1.%2 · partida %3</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Jugada %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Engine is thinking</source>
        <translation>El motor está pensando</translation>
    </message>
    <message>
        <source>Keyboard on the board: arrows move the cursor, Enter or Space picks up and drops, Esc gives the arrows back to the game</source>
        <translation>Teclado en el tablero: las flechas mueven el cursor, Intro o Espacio toma y suelta, Esc devuelve las flechas a la partida</translation>
    </message>
    <message>
        <source>Engine is thinking…</source>
        <translation>El motor está pensando…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Not a valid position: %1</source>
        <translation>Posición no válida: %1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Acerca de Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A PGN database and analysis tool.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Una base de datos PGN y herramienta de análisis.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Describe &amp;Position</source>
        <translation>Describir la &amp;posición</translation>
    </message>
    <message>
        <source>Lists the pieces of both sides (spoken when speech output is available)</source>
        <translation>Enumera las piezas de ambos bandos (en voz alta si hay síntesis de voz)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Voz</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Estado de la partida</translation>
    </message>
    <message>
        <source>Puts the keyboard focus into the move entry (Ctrl+L)</source>
        <translation>Lleva el foco del teclado a la entrada de jugada (Ctrl+L)</translation>
    </message>
    <message>
        <source>Type a &amp;Move</source>
        <translation>&amp;Escribir una jugada</translation>
    </message>
    <message>
        <source>Opening table not changed: %1</source>
        <translation>La tabla de aperturas no ha cambiado: %1</translation>
    </message>
    <message numerus="yes">
        <source>The opening table was loaded without %n line(s) it could not read.</source>
        <translation>
            <numerusform>La tabla de aperturas se cargó sin %n línea que no se pudo leer.</numerusform>
            <numerusform>La tabla de aperturas se cargó sin %n líneas que no se pudieron leer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Aperturas</translation>
    </message>
    <message>
        <source>Book and Tablebases</source>
        <translation>Libro y tablas de finales</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Marcar casilla</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Dibujar flecha</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (y %n más)</numerusform>
            <numerusform> (y %n más)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %n files, each in its own tab of the game list.</source>
        <translation>
            <numerusform>%n archivo abierto, cada uno en su propia pestaña de la lista de partidas.</numerusform>
            <numerusform>%n archivos abiertos, cada uno en su propia pestaña de la lista de partidas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MergeDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Fusionar bases</translation>
    </message>
    <message>
        <source>Databases to merge</source>
        <translation>Bases que fusionar</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>Merged database</source>
        <translation>Base fusionada</translation>
    </message>
    <message>
        <source>merged.pgn, or a SCID database (.si4)</source>
        <translation>fusion.pgn, o una base SCID (.si4)</translation>
    </message>
    <message>
        <source>Keep every game</source>
        <translation>Conservar todas las partidas</translation>
    </message>
    <message>
        <source>Drop games with the same moves</source>
        <translation>Descartar las partidas con las mismas jugadas</translation>
    </message>
    <message>
        <source>Drop games with the same moves, players and date</source>
        <translation>Descartar las partidas con las mismas jugadas, jugadores y fecha</translation>
    </message>
    <message>
        <source>&amp;Databases, in order:</source>
        <translation>&amp;Bases, en orden:</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>&amp;Escribir en:</translation>
    </message>
    <message>
        <source>D&amp;uplicates:</source>
        <translation>D&amp;uplicadas:</translation>
    </message>
    <message>
        <source>Databases to Merge</source>
        <translation>Bases que fusionar</translation>
    </message>
    <message>
        <source>Merged Database</source>
        <translation>Base fusionada</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;SCID databases (*.si4)</source>
        <translation>Archivos PGN (*.pgn);;Bases SCID (*.si4)</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Bases de datos (*.pgn *.si4 *.cbh);;Archivos PGN (*.pgn);;Bases SCID (*.si4);;Bases ChessBase (*.cbh);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Descartar el mensaje</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MoveAnnouncer</name>
    <message>
        <source>Null move</source>
        <translation>Jugada nula</translation>
    </message>
    <message>
        <source>Short castling</source>
        <translation>Enroque corto</translation>
    </message>
    <message>
        <source>Long castling</source>
        <translation>Enroque largo</translation>
    </message>
    <message>
        <source>Pawn takes %1 en passant</source>
        <translation>Peón captura en %1 al paso</translation>
    </message>
    <message>
        <source>Pawn takes %1</source>
        <translation>Peón captura en %1</translation>
    </message>
    <message>
        <source>Pawn to %1</source>
        <translation>Peón a %1</translation>
    </message>
    <message>
        <source>Knight takes %1</source>
        <translation>Caballo captura en %1</translation>
    </message>
    <message>
        <source>Knight to %1</source>
        <translation>Caballo a %1</translation>
    </message>
    <message>
        <source>Bishop takes %1</source>
        <translation>Alfil captura en %1</translation>
    </message>
    <message>
        <source>Bishop to %1</source>
        <translation>Alfil a %1</translation>
    </message>
    <message>
        <source>Rook takes %1</source>
        <translation>Torre captura en %1</translation>
    </message>
    <message>
        <source>Rook to %1</source>
        <translation>Torre a %1</translation>
    </message>
    <message>
        <source>Queen takes %1</source>
        <translation>Dama captura en %1</translation>
    </message>
    <message>
        <source>Queen to %1</source>
        <translation>Dama a %1</translation>
    </message>
    <message>
        <source>King takes %1</source>
        <translation>Rey captura en %1</translation>
    </message>
    <message>
        <source>King to %1</source>
        <translation>Rey a %1</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, jaque mate</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, ahogado</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, jaque</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>Jaque mate. Ganan las blancas.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>Jaque mate. Ganan las negras.</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>Rey ahogado. Tablas.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Tablas por material insuficiente.</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule.</source>
        <translation>Tablas por la regla de las 75 jugadas.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Tablas por quíntuple repetición.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Ganan las blancas</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Ganan las negras</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partida en curso</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>King %1</source>
        <translation>Rey %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>Dama %1</translation>
    </message>
    <message>
        <source>Queens %1</source>
        <translation>Damas %1</translation>
    </message>
    <message>
        <source>Rook %1</source>
        <translation>Torre %1</translation>
    </message>
    <message>
        <source>Rooks %1</source>
        <translation>Torres %1</translation>
    </message>
    <message>
        <source>Bishop %1</source>
        <translation>Alfil %1</translation>
    </message>
    <message>
        <source>Bishops %1</source>
        <translation>Alfiles %1</translation>
    </message>
    <message>
        <source>Knight %1</source>
        <translation>Caballo %1</translation>
    </message>
    <message>
        <source>Knights %1</source>
        <translation>Caballos %1</translation>
    </message>
    <message>
        <source>Pawn %1</source>
        <translation>Peón %1</translation>
    </message>
    <message>
        <source>Pawns %1</source>
        <translation>Peones %1</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Blancas: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Negras: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Juegan las blancas.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Juegan las negras.</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to queen</source>
        <translation>Peón captura en %1 y corona dama</translation>
    </message>
    <message>
        <source>%1 promotes to queen</source>
        <translation>%1, corona dama</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to rook</source>
        <translation>Peón captura en %1 y corona torre</translation>
    </message>
    <message>
        <source>%1 promotes to rook</source>
        <translation>%1, corona torre</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to bishop</source>
        <translation>Peón captura en %1 y corona alfil</translation>
    </message>
    <message>
        <source>%1 promotes to bishop</source>
        <translation>%1, corona alfil</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to knight</source>
        <translation>Peón captura en %1 y corona caballo</translation>
    </message>
    <message>
        <source>%1 promotes to knight</source>
        <translation>%1, corona caballo</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Nag</name>
    <message>
        <source>Good move</source>
        <translation>Buena jugada</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Jugada brillante</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Jugada interesante</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Jugada dudosa</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Única jugada</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Posición igualada</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Posición incierta</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Las blancas están algo mejor</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Las negras están algo mejor</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Las blancas están mejor</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Las negras están mejor</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Las blancas ganan</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Las negras ganan</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Novedad</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NavigationBar</name>
    <message>
        <source>First move (Home)</source>
        <translation>Primera jugada (Inicio)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Jugada anterior (Izquierda)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Jugada siguiente (Derecha)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Última jugada (Fin)</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Primera jugada</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Última jugada</translation>
    </message>
    <message>
        <source>Game navigation</source>
        <translation>Navegación por la partida</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NotationView</name>
    <message>
        <source>Add comment after move…</source>
        <translation>Añadir comentario tras la jugada…</translation>
    </message>
    <message>
        <source>Edit comment after move…</source>
        <translation>Editar comentario tras la jugada…</translation>
    </message>
    <message>
        <source>Add game comment…</source>
        <translation>Añadir comentario de la partida…</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>Editar comentario de la partida…</translation>
    </message>
    <message>
        <source>Add comment before move…</source>
        <translation>Añadir comentario antes de la jugada…</translation>
    </message>
    <message>
        <source>Edit comment before move…</source>
        <translation>Editar comentario antes de la jugada…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Anotación</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Quitar anotaciones</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promover variante</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Borrar variante</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Borrar jugadas desde aquí</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Notación con figuras</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Comentario de la partida</translation>
    </message>
    <message>
        <source>Comment before move</source>
        <translation>Comentario antes de la jugada</translation>
    </message>
    <message>
        <source>Comment after move</source>
        <translation>Comentario tras la jugada</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Comentario:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
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
        <translation>(fin de la partida)</translation>
    </message>
    <message>
        <source>A click or Enter plays %1</source>
        <translation>Un clic o Intro juega %1</translation>
    </message>
    <message>
        <source>Share of the position&apos;s games that played the move</source>
        <translation>Proporción de las partidas de la posición que jugaron esta jugada</translation>
    </message>
    <message>
        <source>Score of the side to move (a draw counts half)</source>
        <translation>Puntuación del bando que mueve (las tablas cuentan la mitad)</translation>
    </message>
    <message>
        <source>White wins, of the games with a result</source>
        <translation>Victorias de las blancas, de las partidas con resultado</translation>
    </message>
    <message>
        <source>Draws, of the games with a result</source>
        <translation>Tablas, de las partidas con resultado</translation>
    </message>
    <message>
        <source>Black wins, of the games with a result</source>
        <translation>Victorias de las negras, de las partidas con resultado</translation>
    </message>
    <message>
        <source>Average rating of the player who made the move</source>
        <translation>Elo medio del jugador que hizo la jugada</translation>
    </message>
    <message>
        <source>Rating performance of the player who made the move</source>
        <translation>Rendimiento del jugador que hizo la jugada</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Proporción</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Avg Elo</source>
        <translation>Elo medio</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>Rend.</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Año</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PanelLayout</name>
    <message>
        <source>&amp;Window</source>
        <translation>Ve&amp;ntana</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Disposición</translation>
    </message>
    <message>
        <source>&amp;Play/Analyse</source>
        <translation>&amp;Jugar/Analizar</translation>
    </message>
    <message>
        <source>The move list and the analysis beside the board</source>
        <translation>La lista de jugadas y el análisis junto al tablero</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Base de datos</translation>
    </message>
    <message>
        <source>The game list under the move list and the opening tree</source>
        <translation>La lista de partidas bajo la lista de jugadas y el árbol de aperturas</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Restablecer</translation>
    </message>
    <message>
        <source>Every panel back in its place, the side panels closed</source>
        <translation>Cada panel en su sitio, los paneles laterales cerrados</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ParticipantsModel</name>
    <message>
        <source>(built in)</source>
        <translation>(integrado)</translation>
    </message>
    <message>
        <source>Every engine needs a name of its own.</source>
        <translation>Cada motor necesita un nombre propio.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Control de tiempo</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Libro</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Jugadas de libro</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceMoveEditor</name>
    <message>
        <source>moves or captures</source>
        <translation>mueve o captura</translation>
    </message>
    <message>
        <source>moves only</source>
        <translation>solo mueve</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>solo captura</translation>
    </message>
    <message>
        <source>slide (arrow: on to the board&apos;s edge)</source>
        <translation>deslizamiento (flecha: hasta el borde)</translation>
    </message>
    <message>
        <source>slide, moves only</source>
        <translation>deslizamiento, solo mueve</translation>
    </message>
    <message>
        <source>i: only from the start square; n: lame leap (blocked by a piece in between)</source>
        <translation>i: solo desde la casilla inicial; n: salto cojo (bloqueado por una pieza intermedia)</translation>
    </message>
    <message>
        <source>No slide passes through that square.</source>
        <translation>Ningún deslizamiento pasa por esa casilla.</translation>
    </message>
    <message>
        <source>No Betza atom leaps that far (at most 3 squares each way); use a slide.</source>
        <translation>Ningún átomo Betza salta tan lejos (3 casillas como máximo en cada sentido); use un deslizamiento.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>No aplicado: %1</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Sin movimientos</translation>
    </message>
    <message>
        <source>Moves in Betza notation: %1</source>
        <translation>Movimientos en notación Betza: %1</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>Un clic añade:</translation>
    </message>
    <message>
        <source>Lea&amp;p</source>
        <translation>&amp;Salto</translation>
    </message>
    <message>
        <source>A click on a square lets the piece jump there</source>
        <translation>Un clic en una casilla hace que la pieza salte allí</translation>
    </message>
    <message>
        <source>Sl&amp;ide</source>
        <translation>&amp;Deslizar</translation>
    </message>
    <message>
        <source>A click on a square lets the piece slide in that step until blocked (Shift+click does this with either tool)</source>
        <translation>Un clic en una casilla hace que la pieza se deslice con ese paso hasta que algo la bloquee (Mayús+clic lo hace con cualquier herramienta)</translation>
    </message>
    <message>
        <source>Slide ran&amp;ge:</source>
        <translation>Al&amp;cance del deslizamiento:</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>ilimitado</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> casillas</translation>
    </message>
    <message>
        <source>How many steps a new slide may take</source>
        <translation>Cuántos pasos puede dar un nuevo deslizamiento</translation>
    </message>
    <message>
        <source>Slide range</source>
        <translation>Alcance del deslizamiento</translation>
    </message>
    <message>
        <source>Applies &amp;when:</source>
        <translation>&amp;Vale al:</translation>
    </message>
    <message>
        <source>Moving or capturing</source>
        <translation>Mover o capturar</translation>
    </message>
    <message>
        <source>Only moving (m)</source>
        <translation>Solo mover (m)</translation>
    </message>
    <message>
        <source>Only capturing (c)</source>
        <translation>Solo capturar (c)</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>Vale al</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>Simetr&amp;ía:</translation>
    </message>
    <message>
        <source>All eight directions</source>
        <translation>Las ocho direcciones</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>Izquierda y derecha</translation>
    </message>
    <message>
        <source>Forward and backward</source>
        <translation>Adelante y atrás</translation>
    </message>
    <message>
        <source>Both mirrors (four ways)</source>
        <translation>Ambos espejos (cuatro sentidos)</translation>
    </message>
    <message>
        <source>None (this square only)</source>
        <translation>Ninguna (solo esta casilla)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Simetría</translation>
    </message>
    <message>
        <source>Only from the start s&amp;quare (i)</source>
        <translation>So&amp;lo desde la casilla inicial (i)</translation>
    </message>
    <message>
        <source>New moves are allowed only from a square where this piece stands in the start position</source>
        <translation>Los nuevos movimientos solo se permiten desde una casilla donde esta pieza está en la posición inicial</translation>
    </message>
    <message>
        <source>&amp;Betza:</source>
        <translation>&amp;Betza:</translation>
    </message>
    <message>
        <source>Moves in Betza notation</source>
        <translation>Movimientos en notación Betza</translation>
    </message>
    <message>
        <source>Betza error</source>
        <translation>Error de Betza</translation>
    </message>
    <message>
        <source>Type the moves in Betza notation (e.g. N, fmWfcF, QN); the grid follows</source>
        <translation>Escriba los movimientos en notación Betza (p. ej. N, fmWfcF, QN); la cuadrícula se actualiza</translation>
    </message>
    <message>
        <source>Clear Moves</source>
        <translation>Borrar movimientos</translation>
    </message>
    <message>
        <source>Move grid</source>
        <translation>Cuadrícula de movimientos</translation>
    </message>
    <message>
        <source>Click a square: leap there. Shift+click: slide along that step. Arrow keys and Space (Shift+Space) do the same.</source>
        <translation>Clic en una casilla: salto allí. Mayús+clic: deslizamiento con ese paso. Las flechas y Espacio (Mayús+Espacio) hacen lo mismo.</translation>
    </message>
    <message>
        <source>The piece is in the centre, forward is up. Click a square to add or remove a leap there; Shift+click (or the Slide tool) to add or remove a slide along that step.</source>
        <translation>La pieza está en el centro, adelante es arriba. Haga clic en una casilla para añadir o quitar un salto allí; Mayús+clic (o la herramienta Deslizar) para añadir o quitar un deslizamiento con ese paso.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>Paleta de piezas</translation>
    </message>
    <message>
        <source>Click a piece, then click squares to place it; or drag it onto the board</source>
        <translation>Haga clic en una pieza y luego en las casillas para colocarla; o arrástrela al tablero</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePicture</name>
    <message>
        <source>Pawn</source>
        <translation>Peón</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Caballo</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Alfil</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Torre</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Letter in a circle</source>
        <translation>Letra en un círculo</translation>
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
        <translation>Plano</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PromotionPopup</name>
    <message>
        <source>Promotion</source>
        <translation>Coronación</translation>
    </message>
    <message>
        <source>Choose the piece to promote to: queen, rook, bishop or knight. Escape cancels.</source>
        <translation>Elija la pieza de coronación: dama, torre, alfil o caballo. Esc cancela.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireDocument</name>
    <message>
        <source>The repertoire was read with problems:
%1</source>
        <translation>El repertorio se leyó con problemas:
%1</translation>
    </message>
    <message>
        <source>Cards: %1 added, %2 removed (their history is kept).</source>
        <translation>Tarjetas: %1 añadidas, %2 quitadas (se conserva su historial).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireModel</name>
    <message>
        <source>Starting position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nueva</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>pendiente</translation>
    </message>
    <message>
        <source>due %1</source>
        <translation>pendiente el %1</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>respuesta</translation>
    </message>
    <message>
        <source>main</source>
        <translation>principal</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>alternativa</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Tarjeta</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireWindow</name>
    <message numerus="yes">
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>Fusionar %n partida</numerusform>
            <numerusform>Fusionar %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the filter merged.</source>
        <translation>
            <numerusform>%n partida del filtro fusionada.</numerusform>
            <numerusform>%n partidas del filtro fusionadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(sin guardar)</translation>
    </message>
    <message>
        <source> — modified</source>
        <translation> — modificado</translation>
    </message>
    <message>
        <source>Repertoire Training — %1</source>
        <translation>Entrenamiento de repertorio — %1</translation>
    </message>
    <message>
        <source>New for White</source>
        <translation>Nuevo para blancas</translation>
    </message>
    <message>
        <source>New for Black</source>
        <translation>Nuevo para negras</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>My Games</source>
        <translation>Mis partidas</translation>
    </message>
    <message>
        <source>Add Board Line</source>
        <translation>Añadir la línea del tablero</translation>
    </message>
    <message>
        <source>Adds the moves from the start to the position on the main board</source>
        <translation>Añade las jugadas desde el inicio hasta la posición del tablero principal</translation>
    </message>
    <message>
        <source>Merge Current Game</source>
        <translation>Fusionar la partida actual</translation>
    </message>
    <message>
        <source>Merge Filter Games</source>
        <translation>Fusionar las partidas del filtro</translation>
    </message>
    <message>
        <source>Merges every game the game list shows</source>
        <translation>Fusiona todas las partidas que muestra la lista</translation>
    </message>
    <message>
        <source>Up to plies:</source>
        <translation>Hasta la media jugada:</translation>
    </message>
    <message>
        <source>Make Main</source>
        <translation>Hacer principal</translation>
    </message>
    <message>
        <source>Make Alternative</source>
        <translation>Hacer alternativa</translation>
    </message>
    <message>
        <source>Delete Branch</source>
        <translation>Borrar la rama</translation>
    </message>
    <message>
        <source>Unsaved Repertoire</source>
        <translation>Repertorio sin guardar</translation>
    </message>
    <message>
        <source>The repertoire has unsaved changes. Save them first?</source>
        <translation>El repertorio tiene cambios sin guardar. ¿Guardarlos primero?</translation>
    </message>
    <message>
        <source>A new repertoire for White: add lines, then save it.</source>
        <translation>Un repertorio nuevo para blancas: añade líneas y luego guárdalo.</translation>
    </message>
    <message>
        <source>A new repertoire for Black: add lines, then save it.</source>
        <translation>Un repertorio nuevo para negras: añade líneas y luego guárdalo.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>Abrir repertorio</translation>
    </message>
    <message>
        <source>The repertoire was not opened: %1</source>
        <translation>No se abrió el repertorio: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No guardado: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Guardado.</translation>
    </message>
    <message>
        <source>Save Repertoire</source>
        <translation>Guardar repertorio</translation>
    </message>
    <message>
        <source>There is no move to add.</source>
        <translation>No hay ninguna jugada que añadir.</translation>
    </message>
    <message>
        <source>Add board line</source>
        <translation>Añadir la línea del tablero</translation>
    </message>
    <message>
        <source>Merge current game</source>
        <translation>Fusionar la partida actual</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Abre primero una base de partidas: sus partidas son la referencia.</translation>
    </message>
    <message>
        <source>Make %1 main</source>
        <translation>Hacer principal %1</translation>
    </message>
    <message>
        <source>Make %1 an alternative</source>
        <translation>Hacer %1 alternativa</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Borrar %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — for White — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — para blancas — %n posición, %2 tarjetas%3</numerusform>
            <numerusform>%1 — para blancas — %n posiciones, %2 tarjetas%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — for Black — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — para negras — %n posición, %2 tarjetas%3</numerusform>
            <numerusform>%1 — para negras — %n posiciones, %2 tarjetas%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rehacer: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SanEntry</name>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Entrada de jugada</translation>
    </message>
    <message>
        <source>Plays the move typed in the move entry</source>
        <translation>Realiza la jugada escrita en la entrada</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Escriba una jugada, p. ej. %1</translation>
    </message>
    <message>
        <source>Type a move in algebraic notation, e.g. %1, and press Enter. English piece letters are accepted too.</source>
        <translation>Escriba una jugada en notación algebraica, p. ej. %1, y pulse Intro. También se aceptan las letras inglesas de las piezas.</translation>
    </message>
    <message>
        <source>Move entry error</source>
        <translation>Error en la entrada de jugada</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SaveGameDialog</name>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Lugar:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Fecha:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronda:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blancas:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Negras:</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Apertura:</translation>
    </message>
    <message>
        <source>Variation:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown parts</source>
        <translation>AAAA.MM.DD, ?? para las partes desconocidas</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Resultado:</translation>
    </message>
    <message>
        <source>The game ended by the rules; its result is fixed.</source>
        <translation>La partida terminó según las reglas; su resultado es fijo.</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>Añadir etiqueta</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>Quitar etiqueta</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Otras etiquetas:</translation>
    </message>
    <message>
        <source>Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.??.??).</source>
        <translation>La fecha debe tener la forma 2024.05.17; use ?? para las partes desconocidas (p. ej. 1998.??.??).</translation>
    </message>
    <message>
        <source>Date: the month must be 01 to 12.</source>
        <translation>Fecha: el mes debe estar entre 01 y 12.</translation>
    </message>
    <message>
        <source>Date: the day must be 01 to 31.</source>
        <translation>Fecha: el día debe estar entre 01 y 31.</translation>
    </message>
    <message>
        <source>%1 must be on one line.</source>
        <translation>%1 debe ocupar una sola línea.</translation>
    </message>
    <message>
        <source>Row %1 of the other tags has no tag name.</source>
        <translation>La fila %1 de las otras etiquetas no tiene nombre.</translation>
    </message>
    <message>
        <source>“%1” is not a valid tag name (letters, digits and _ only).</source>
        <translation>«%1» no es un nombre de etiqueta válido (solo letras, cifras y _).</translation>
    </message>
    <message>
        <source>The tag %1 is set above or by the position; remove it from the other tags.</source>
        <translation>La etiqueta %1 ya se define arriba o por la posición; quítela de las otras etiquetas.</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>La etiqueta %1 aparece dos veces.</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Otras etiquetas</translation>
    </message>
    <message>
        <source>Further PGN tags of the game, one tag name and value per row</source>
        <translation>Otras etiquetas PGN de la partida, un nombre y un valor por fila</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SearchDialog</name>
    <message>
        <source>any</source>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>Games that reach the board&apos;s posi&amp;tion</source>
        <translation>Partidas que llegan a la &amp;posición del tablero</translation>
    </message>
    <message>
        <source>Search Games</source>
        <translation>Buscar partidas</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>cualquier bando</translation>
    </message>
    <message>
        <source>e.g. 1990 or 1990.05</source>
        <translation>p. ej. 1990 o 1990.05</translation>
    </message>
    <message>
        <source>e.g. 1999.12.31</source>
        <translation>p. ej. 1999.12.31</translation>
    </message>
    <message>
        <source>e.g. B90 or A00-B99</source>
        <translation>p. ej. B90 o A00-B99</translation>
    </message>
    <message>
        <source>e.g. Q=0 q=0 R=1 r=1 diff=-1..1</source>
        <translation>p. ej. Q=0 q=0 R=1 r=1 diff=-1..1</translation>
    </message>
    <message>
        <source>e.g. Pe4 pd5 Kg1</source>
        <translation>p. ej. Pe4 pd5 Kg1</translation>
    </message>
    <message>
        <source>Replace the list&apos;s filter</source>
        <translation>Reemplazar el filtro de la lista</translation>
    </message>
    <message>
        <source>Narrow it: shown and found (and)</source>
        <translation>Restringir: mostradas y encontradas (y)</translation>
    </message>
    <message>
        <source>Widen it: shown or found (or)</source>
        <translation>Ampliar: mostradas o encontradas (o)</translation>
    </message>
    <message>
        <source>Remove the games found from it (not)</source>
        <translation>Quitar las partidas encontradas (no)</translation>
    </message>
    <message>
        <source>Lowest rating</source>
        <translation>Elo mínimo</translation>
    </message>
    <message>
        <source>Highest rating</source>
        <translation>Elo máximo</translation>
    </message>
    <message>
        <source>Earliest date</source>
        <translation>Fecha más temprana</translation>
    </message>
    <message>
        <source>Latest date</source>
        <translation>Fecha más tardía</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>Bl&amp;ancas:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Negras:</translation>
    </message>
    <message>
        <source>Both players&apos; &amp;Elo:</source>
        <translation>&amp;Elo de ambos jugadores:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Fecha:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Resultado:</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>EC&amp;O:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>E&amp;vento:</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>&amp;Lugar:</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>&amp;Material:</translation>
    </message>
    <message>
        <source>P&amp;attern:</source>
        <translation>Pa&amp;trón:</translation>
    </message>
    <message>
        <source>Combi&amp;ne:</source>
        <translation>Comb&amp;inar:</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>The lowest rating is above the highest.</source>
        <translation>El Elo mínimo supera al máximo.</translation>
    </message>
    <message>
        <source>Not a date: “%1” (write 1990, 1990.05 or 1990.05.17).</source>
        <translation>No es una fecha: «%1» (escriba 1990, 1990.05 o 1990.05.17).</translation>
    </message>
    <message>
        <source>Not an ECO code or range: “%1” (write B90 or A00-B99).</source>
        <translation>No es un código o rango ECO: «%1» (escriba B90 o A00-B99).</translation>
    </message>
    <message>
        <source>There is no board position to search for.</source>
        <translation>No hay posición del tablero que buscar.</translation>
    </message>
    <message>
        <source>Material or pattern not understood: %1</source>
        <translation>No se entiende el material o el patrón: %1</translation>
    </message>
    <message>
        <source>e.g. Crazyhouse</source>
        <translation>p. ej. Crazyhouse</translation>
    </message>
    <message>
        <source>Game variant:</source>
        <translation>Variante de juego:</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetUpPositionDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancas</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Negras</translation>
    </message>
    <message>
        <source>C&amp;urrent Position</source>
        <translation>Posición ac&amp;tual</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Derechos de enroque</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancas O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancas O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Negras O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Negras O-O-O</translation>
    </message>
    <message>
        <source>O-O uses the outermost rook on the king&apos;s side, so Chess960 set-ups work too</source>
        <translation>O-O usa la torre más exterior del flanco de rey, así que también funcionan las posiciones de Chess960</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move (fifty-move rule)</source>
        <translation>Medias jugadas desde la última captura o jugada de peón (regla de las cincuenta jugadas)</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Al paso:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Contador de medias jugadas:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Número de &amp;jugada:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Vaciar</translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>Load the position shown on the main board</source>
        <translation>Cargar la posición del tablero principal</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>FEN no válido: %1</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Posición de Chess960</translation>
    </message>
    <message>
        <source>Invalid position: %1</source>
        <translation>Posición no válida: %1</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Comprobación de la posición</translation>
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
        <translation>Colores de ventana oscuros</translation>
    </message>
    <message>
        <source>Figurine notation (♘f3 instead of Nf3)</source>
        <translation>Notación con figuras (♘f3 en lugar de Cf3)</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Mostrar coordenadas</translation>
    </message>
    <message>
        <source>Show squares the opponent attacks (threat map)</source>
        <translation>Mostrar las casillas que ataca el rival (mapa de amenazas)</translation>
    </message>
    <message>
        <source>Touch move: a piece once picked up must be moved</source>
        <translation>Pieza tocada, pieza movida: la pieza tomada debe moverse</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>Empieza una variante nueva</translation>
    </message>
    <message>
        <source>Replaces the rest of the game (undoable)</source>
        <translation>Sustituye el resto de la partida (se puede deshacer)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Colores del tablero</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Notación con figuras</translation>
    </message>
    <message>
        <source>A move in the middle of a game</source>
        <translation>Una jugada en mitad de la partida</translation>
    </message>
    <message>
        <source>Threat map</source>
        <translation>Mapa de amenazas</translation>
    </message>
    <message>
        <source>Touch move</source>
        <translation>Pieza tocada</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Tiempo del motor por jugada</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Board colours:</source>
        <translation>Colores del tablero:</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Piezas:</translation>
    </message>
    <message>
        <source>A move in the middle of a game:</source>
        <translation>Una jugada en mitad de la partida:</translation>
    </message>
    <message>
        <source>Engine time per move:</source>
        <translation>Tiempo del motor por jugada:</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Páginas de configuración</translation>
    </message>
    <message>
        <source>Board and Notation</source>
        <translation>Tablero y notación</translation>
    </message>
    <message>
        <source>From the side of the player at the bottom</source>
        <translation>Desde el lado del jugador de abajo</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>Desde arriba</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Mármol</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Plástico</translation>
    </message>
    <message>
        <source>3D board camera</source>
        <translation>Cámara del tablero 3D</translation>
    </message>
    <message>
        <source>3D board material</source>
        <translation>Material del tablero 3D</translation>
    </message>
    <message>
        <source>3D board camera:</source>
        <translation>Cámara del tablero 3D:</translation>
    </message>
    <message>
        <source>3D board material:</source>
        <translation>Material del tablero 3D:</translation>
    </message>
    <message>
        <source>Animate moves on the 3D board (also when going through the game)</source>
        <translation>Animar las jugadas en el tablero 3D (también al recorrer la partida)</translation>
    </message>
    <message>
        <source>3D board animation</source>
        <translation>Animación del tablero 3D</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Tablero de preparación</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Speaker</name>
    <message>
        <source>Announce moves</source>
        <translation>Anunciar las jugadas</translation>
    </message>
    <message>
        <source>Speak every move and the result in the language of the user interface</source>
        <translation>Decir cada jugada y el resultado en el idioma de la interfaz</translation>
    </message>
    <message>
        <source>Spoken moves: not available in this build (Qt TextToSpeech was not found).</source>
        <translation>Jugadas habladas: no disponible en esta versión (no se encontró Qt TextToSpeech).</translation>
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
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>G-P-T</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
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
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Jaque mate — ganan las blancas</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Jaque mate — ganan las negras</translation>
    </message>
    <message>
        <source>Stalemate — draw</source>
        <translation>Rey ahogado — tablas</translation>
    </message>
    <message>
        <source>Draw by insufficient material</source>
        <translation>Tablas por material insuficiente</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation>Tablas por la regla de las 75 jugadas</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Tablas por quíntuple repetición</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Las blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Las negras</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Jaque</translation>
    </message>
    <message>
        <source>%1 may claim a draw (threefold repetition)</source>
        <translation>%1 pueden reclamar tablas (triple repetición)</translation>
    </message>
    <message>
        <source>%1 may claim a draw (50-move rule)</source>
        <translation>%1 pueden reclamar tablas (regla de las 50 jugadas)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseLibrary</name>
    <message>
        <source>The endgame tablebases in %1 cannot be used: %2</source>
        <translation>No se pueden usar las tablas de finales de %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseView</name>
    <message>
        <source>Endgame tablebase</source>
        <translation>Tabla de finales</translation>
    </message>
    <message>
        <source>Tablebase: draw</source>
        <translation>Tabla de finales: tablas</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, mate in %n</source>
        <translation>
            <numerusform>Tabla de finales: ganan las blancas, mate en %n jugada</numerusform>
            <numerusform>Tabla de finales: ganan las blancas, mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, mate in %n</source>
        <translation>
            <numerusform>Tabla de finales: ganan las negras, mate en %n jugada</numerusform>
            <numerusform>Tabla de finales: ganan las negras, mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Tablebase: White wins, Black is checkmated</source>
        <translation>Tabla de finales: ganan las blancas, las negras están en mate</translation>
    </message>
    <message>
        <source>Tablebase: Black wins, White is checkmated</source>
        <translation>Tabla de finales: ganan las negras, las blancas están en mate</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, Black is mated in %n</source>
        <translation>
            <numerusform>Tabla de finales: ganan las blancas, las negras reciben mate en %n jugada</numerusform>
            <numerusform>Tabla de finales: ganan las blancas, las negras reciben mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, White is mated in %n</source>
        <translation>
            <numerusform>Tabla de finales: ganan las negras, las blancas reciben mate en %n jugada</numerusform>
            <numerusform>Tabla de finales: ganan las negras, las blancas reciben mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>mate en %n jugada</numerusform>
            <numerusform>mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>recibe mate en %n jugada</numerusform>
            <numerusform>recibe mate en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>tablas</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n más</numerusform>
            <numerusform>%n más</numerusform>
        </translation>
    </message>
    <message>
        <source>Best: %1 (%2)</source>
        <translation>Mejores: %1 (%2)</translation>
    </message>
    <message>
        <source>Gaviota endgame tablebases: the result with best play on both sides and the distance to mate</source>
        <translation>Tablas de finales Gaviota: el resultado con el mejor juego de ambos bandos y la distancia al mate</translation>
    </message>
    <message>
        <source>Tablebase result</source>
        <translation>Resultado de la tabla de finales</translation>
    </message>
    <message>
        <source>Tablebase best moves</source>
        <translation>Mejores jugadas de la tabla de finales</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentSetup</name>
    <message>
        <source>Kibitz (built-in engine)</source>
        <translation>Kibitz (motor integrado)</translation>
    </message>
    <message>
        <source>Engines (the order is the seeding)</source>
        <translation>Motores (el orden es la siembra)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Round robin</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Gauntlet (el primer motor contra los demás)</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>Eliminatoria</translation>
    </message>
    <message>
        <source>Swiss (FIDE Dutch system)</source>
        <translation>Suizo (sistema holandés FIDE)</translation>
    </message>
    <message>
        <source>SPRT (two engines)</source>
        <translation>SPRT (dos motores)</translation>
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
        <translation>Formato:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Partidas a la vez:</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rondas:</translation>
    </message>
    <message>
        <source>Games per match:</source>
        <translation>Partidas por encuentro:</translation>
    </message>
    <message>
        <source>Cycles:</source>
        <translation>Ciclos:</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Aperturas</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>ninguna: cada partida desde la posición inicial</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd)</source>
        <translation>Aperturas (*.pgn *.epd)</translation>
    </message>
    <message>
        <source>In file order</source>
        <translation>En el orden del archivo</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>Each opening twice, colours reversed</source>
        <translation>Cada apertura dos veces, con los colores invertidos</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Orden:</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>Semilla aleatoria:</translation>
    </message>
    <message>
        <source>Plies of each:</source>
        <translation>Medias jugadas de cada una:</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Adjudicación</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>moves beyond</source>
        <translation>jugadas más allá de</translation>
    </message>
    <message>
        <source>moves within</source>
        <translation>jugadas dentro de</translation>
    </message>
    <message>
        <source>from move</source>
        <translation>desde la jugada</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>By the Gaviota tablebases of Settings › Book and Tablebases</source>
        <translation>Con las tablas de finales Gaviota de Ajustes › Libro y tablas de finales</translation>
    </message>
    <message>
        <source>Resign:</source>
        <translation>Abandono:</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Tablas:</translation>
    </message>
    <message>
        <source>Maximum moves:</source>
        <translation>Máximo de jugadas:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>next to the games, ending in .tournament</source>
        <translation>junto a las partidas, terminado en .tournament</translation>
    </message>
    <message>
        <source>Games (PGN):</source>
        <translation>Partidas (PGN):</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Tournament file:</source>
        <translation>Archivo del torneo:</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament)</source>
        <translation>Torneos (*.tournament)</translation>
    </message>
    <message>
        <source>Every game is added to the PGN the moment it ends; the tournament file keeps where the tournament stands, so that it can be paused, closed and resumed.</source>
        <translation>Cada partida se añade al PGN en cuanto termina; el archivo del torneo guarda cómo va el torneo, para poder pausarlo, cerrarlo y reanudarlo.</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Time controls: 60+0.6 (seconds, plus an increment per move), 40/90+30, st=1 (seconds per move), depth=8, nodes=50000. Options: Hash=64; Threads=1.</source>
        <translation>Haga doble clic en una celda para editarla. Controles de tiempo: 60+0.6 (segundos, más un incremento por jugada), 40/90+30, st=1 (segundos por jugada), depth=8, nodes=50000. Opciones: Hash=64; Threads=1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentWindow</name>
    <message>
        <source>Engine Tournament — Kibitz</source>
        <translation>Torneo de motores — Kibitz</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Live Games</source>
        <translation>Partidas en curso</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <source>Set up a new tournament</source>
        <translation>Configurar un torneo nuevo</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Reopen a tournament from its tournament file, to see it or to go on with it</source>
        <translation>Volver a abrir un torneo desde su archivo, para verlo o continuarlo</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Let the running games finish, then stop; Start goes on</source>
        <translation>Dejar terminar las partidas en curso y detenerse; Iniciar continúa</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Abrir PGN</translation>
    </message>
    <message>
        <source>Open the tournament&apos;s games as a database tab of the main window</source>
        <translation>Abrir las partidas del torneo como pestaña de base de datos de la ventana principal</translation>
    </message>
    <message>
        <source>Open Tournament</source>
        <translation>Abrir torneo</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament);;All files (*)</source>
        <translation>Torneos (*.tournament);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 holds no games yet.</source>
        <translation>%1 aún no contiene partidas.</translation>
    </message>
    <message>
        <source>A tournament is running: pause it first.</source>
        <translation>Hay un torneo en curso: páuselo primero.</translation>
    </message>
    <message>
        <source>Tournament Running</source>
        <translation>Torneo en curso</translation>
    </message>
    <message>
        <source>Games are being played. Stop them now (they are played again when the tournament is resumed), or let them finish first?</source>
        <translation>Se están jugando partidas. ¿Detenerlas ahora (se vuelven a jugar al reanudar el torneo) o dejar que terminen antes?</translation>
    </message>
    <message>
        <source>Stop Now</source>
        <translation>Detener ahora</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Set the tournament up, then Start.</source>
        <translation>Configure el torneo y luego Iniciar.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n partida jugada</numerusform>
            <numerusform>%n partidas jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished (%1): %2</source>
        <translation>Terminado (%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>Pausing: %1; %n game(s) finishing</source>
        <translation>
            <numerusform>Pausando: %1; %n partida terminando</numerusform>
            <numerusform>Pausando: %1; %n partidas terminando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n game(s) running</source>
        <translation>
            <numerusform>%1; %n partida en curso</numerusform>
            <numerusform>%1; %n partidas en curso</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: %1. Resume goes on.</source>
        <translation>En pausa: %1. Reanudar continúa.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingJob</name>
    <message>
        <source>The database cannot be searched: %1</source>
        <translation>No se puede buscar en la base: %1</translation>
    </message>
    <message>
        <source>Loading the search index… %1%</source>
        <translation>Cargando el índice de búsqueda… %1%</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Leyendo las partidas…</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Abre primero una base de partidas: sus partidas son la referencia.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingStatsView</name>
    <message>
        <source>Cards</source>
        <translation>Tarjetas</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuevas</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Aprendiendo</translation>
    </message>
    <message>
        <source>Due today</source>
        <translation>Pendientes hoy</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>En repaso</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>Consolidadas</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>Olvidos</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Pendientes ahora</translation>
    </message>
    <message>
        <source>Cards falling due on each of the next 30 days</source>
        <translation>Tarjetas pendientes en cada uno de los próximos 30 días</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingWindows</name>
    <message>
        <source>Clipboard</source>
        <translation>Portapapeles</translation>
    </message>
    <message>
        <source>Add %1 from the opening tree</source>
        <translation>Añadir %1 desde el árbol de aperturas</translation>
    </message>
    <message>
        <source>&amp;Repertoire Training…</source>
        <translation>Entrenamiento de &amp;repertorio…</translation>
    </message>
    <message>
        <source>Build an opening repertoire, drill it, and check it against databases and your games</source>
        <translation>Crear un repertorio de aperturas, entrenarlo y contrastarlo con bases de datos y con tus partidas</translation>
    </message>
    <message>
        <source>Add Move to Repertoire</source>
        <translation>Añadir la jugada al repertorio</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TreeDock</name>
    <message>
        <source>Open a file with several games to see its opening tree.</source>
        <translation>Abra un archivo con varias partidas para ver su árbol de aperturas.</translation>
    </message>
    <message>
        <source>The positions could not be indexed: %1</source>
        <translation>No se pudieron indexar las posiciones: %1</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 partidas</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Árbol de aperturas</translation>
    </message>
    <message>
        <source>Whole database</source>
        <translation>Toda la base</translation>
    </message>
    <message>
        <source>Current filter</source>
        <translation>Filtro actual</translation>
    </message>
    <message>
        <source>The games the tree counts: all of the database, or those the game list shows</source>
        <translation>Las partidas que cuenta el árbol: toda la base o las que muestra la lista</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Partidas contadas</translation>
    </message>
    <message>
        <source>Indexing positions… %p%</source>
        <translation>Indexando posiciones… %p%</translation>
    </message>
    <message>
        <source>Position indexing progress</source>
        <translation>Progreso de la indexación de posiciones</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Opening tree</source>
        <translation>Árbol de aperturas</translation>
    </message>
    <message>
        <source>A click or Enter plays the move on the board</source>
        <translation>Un clic o Intro juega la jugada en el tablero</translation>
    </message>
    <message>
        <source>&amp;Games of This Position</source>
        <translation>&amp;Partidas de esta posición</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position in the game list</source>
        <translation>Muestra en la lista las partidas que llegan a la posición del tablero</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardArea</name>
    <message>
        <source>3D variant board</source>
        <translation>Tablero de variante 3D</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>Tablero &amp;3D</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Muestra el tablero en tres dimensiones (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>El tablero 3D no está disponible: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardWidget</name>
    <message>
        <source>Variant board</source>
        <translation>Tablero de variante</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>Esa pieza no tiene ninguna jugada legal.</translation>
    </message>
    <message>
        <source>Not a legal move under the rules of %1.</source>
        <translation>No es una jugada legal según las reglas de %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantDesignerDialog</name>
    <message>
        <source>The pawn&apos;s moves are fixed (fmWfcF); its double step and promotion are rules of the variant below. Add a piece for other moves.</source>
        <translation>Los movimientos del peón son fijos (fmWfcF); su paso doble y su promoción son reglas de la variante, abajo. Añada una pieza para otros movimientos.</translation>
    </message>
    <message>
        <source>Variant Designer</source>
        <translation>Diseñador de variantes</translation>
    </message>
    <message>
        <source>Start fro&amp;m:</source>
        <translation>P&amp;artir de:</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Loads a built-in variant or a section of the loaded variants.ini into the designer</source>
        <translation>Carga en el diseñador una variante incorporada o una sección del variants.ini cargado</translation>
    </message>
    <message>
        <source>&amp;Load variants.ini…</source>
        <translation>Car&amp;gar variants.ini…</translation>
    </message>
    <message>
        <source>Reads the variant definitions of a variants.ini file (Fairy-Stockfish&apos;s format)</source>
        <translation>Lee las definiciones de variantes de un archivo variants.ini (formato de Fairy-Stockfish)</translation>
    </message>
    <message>
        <source>S&amp;ave variants.ini…</source>
        <translation>G&amp;uardar variants.ini…</translation>
    </message>
    <message>
        <source>Writes this variant as a section of a variants.ini file; the file&apos;s other sections are kept</source>
        <translation>Escribe esta variante como sección de un archivo variants.ini; las demás secciones del archivo se conservan</translation>
    </message>
    <message>
        <source>&amp;Variant name:</source>
        <translation>N&amp;ombre de la variante:</translation>
    </message>
    <message>
        <source>Variant name</source>
        <translation>Nombre de la variante</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Piezas:</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <source>Add Pi&amp;ece</source>
        <translation>A&amp;ñadir pieza</translation>
    </message>
    <message>
        <source>Adds a custom piece (at most %1 besides the six orthodox ones)</source>
        <translation>Añade una pieza propia (como máximo %1 además de las seis ortodoxas)</translation>
    </message>
    <message>
        <source>&amp;Remove Piece</source>
        <translation>Quitar pie&amp;za</translation>
    </message>
    <message>
        <source>Le&amp;tter:</source>
        <translation>Le&amp;tra:</translation>
    </message>
    <message>
        <source>Piece letter</source>
        <translation>Letra de la pieza</translation>
    </message>
    <message>
        <source>The piece&apos;s letter in FEN and in moves (a-z; White&apos;s pieces are written in capitals)</source>
        <translation>La letra de la pieza en FEN y en las jugadas (a-z; las piezas blancas se escriben en mayúscula)</translation>
    </message>
    <message>
        <source>Piece &amp;name:</source>
        <translation>&amp;Nombre de la pieza:</translation>
    </message>
    <message>
        <source>Piece name</source>
        <translation>Nombre de la pieza</translation>
    </message>
    <message>
        <source>Pict&amp;ure:</source>
        <translation>I&amp;magen:</translation>
    </message>
    <message>
        <source>Piece picture</source>
        <translation>Imagen de la pieza</translation>
    </message>
    <message>
        <source>R&amp;oyal</source>
        <translation>&amp;Real</translation>
    </message>
    <message>
        <source>The piece that must not be left in check and is checkmated (exactly one type)</source>
        <translation>La pieza que no puede quedar en jaque y a la que se da mate (exactamente un tipo)</translation>
    </message>
    <message>
        <source>Start &amp;FEN:</source>
        <translation>F&amp;EN inicial:</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Posición inicial (FEN)</translation>
    </message>
    <message>
        <source>&amp;Castling</source>
        <translation>Enro&amp;que</translation>
    </message>
    <message>
        <source>Promotion t&amp;ypes:</source>
        <translation>T&amp;ipos de promoción:</translation>
    </message>
    <message>
        <source>Promotion types</source>
        <translation>Tipos de promoción</translation>
    </message>
    <message>
        <source>The letters of the pieces a pawn may promote to, in the order offered</source>
        <translation>Las letras de las piezas a las que puede promover un peón, en el orden ofrecido</translation>
    </message>
    <message>
        <source>Promotion ran&amp;k:</source>
        <translation>&amp;Fila de promoción:</translation>
    </message>
    <message>
        <source>Promotion rank</source>
        <translation>Fila de promoción</translation>
    </message>
    <message>
        <source>&amp;Double step from rank</source>
        <translation>&amp;Paso doble desde la fila</translation>
    </message>
    <message>
        <source>Double step rank</source>
        <translation>Fila del paso doble</translation>
    </message>
    <message>
        <source>Definition check</source>
        <translation>Comprobación de la definición</translation>
    </message>
    <message>
        <source>Load report</source>
        <translation>Informe de carga</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of a built-in variant; choose a name of your own.</source>
        <translation>«%1» es el nombre de una variante incorporada; elija un nombre propio.</translation>
    </message>
    <message>
        <source>The definition is valid. From the start position White has %1 moves (perft 1); after two plies there are %2 positions (perft 2).</source>
        <translation>La definición es válida. Desde la posición inicial las blancas tienen %1 jugadas (perft 1); tras dos medias jugadas hay %2 posiciones (perft 2).</translation>
    </message>
    <message>
        <source>Not playable yet: %1</source>
        <translation>Aún no jugable: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (de %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) loaded from %1.</source>
        <translation>
            <numerusform>%n variante cargada de %1.</numerusform>
            <numerusform>%n variantes cargadas de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>No cargado:</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No guardado: %1</translation>
    </message>
    <message>
        <source>Not saved: cannot read %1: %2</source>
        <translation>No guardado: no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Saved [%1] to %2.</source>
        <translation>[%1] guardada en %2.</translation>
    </message>
    <message>
        <source>Load variants.ini</source>
        <translation>Cargar variants.ini</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Definiciones de variantes (*.ini);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save variants.ini</source>
        <translation>Guardar variants.ini</translation>
    </message>
    <message>
        <source>Opens a game of this variant in the variant window</source>
        <translation>Abre una partida de esta variante en la ventana de variantes</translation>
    </message>
    <message>
        <source>Play t&amp;his Variant</source>
        <translation>&amp;Jugar esta variante</translation>
    </message>
    <message>
        <source>Set Up…</source>
        <translation>Preparar…</translation>
    </message>
    <message>
        <source>Sets up the start position on a board with this variant&apos;s pieces</source>
        <translation>Prepara la posición inicial en un tablero con las piezas de esta variante</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Valor:</translation>
    </message>
    <message>
        <source>Piece value</source>
        <translation>Valor de la pieza</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>Estimado</translation>
    </message>
    <message>
        <source>What the piece is worth to Kibitz&apos;s engine, in centipawns (a pawn is 100). Estimated: from how many squares it reaches on an empty board</source>
        <translation>Lo que vale la pieza para el motor de Kibitz, en centipeones (un peón vale 100). Estimado: según cuántas casillas alcanza en un tablero vacío</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantEngine</name>
    <message>
        <source>mate in %1</source>
        <translation>mate en %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>La variante no se puede jugar: %1</translation>
    </message>
    <message>
        <source>%1 played “%2”, which is not a legal move here.</source>
        <translation>%1 jugó «%2», que no es una jugada legal aquí.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 abandona.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantGameModel</name>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>No se puede jugar la variante: %1</translation>
    </message>
    <message>
        <source>Not a position of this variant: %1</source>
        <translation>No es una posición de esta variante: %1</translation>
    </message>
    <message>
        <source>The game holds a move that is not legal under these rules.</source>
        <translation>La partida contiene una jugada que no es legal con estas reglas.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantPlayWindow</name>
    <message>
        <source>Play a Variant — Kibitz</source>
        <translation>Jugar una variante — Kibitz</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>El motor no encontró ninguna jugada.</translation>
    </message>
    <message>
        <source>Type a move, e.g. Cg4</source>
        <translation>Escriba una jugada, p. ej. Cg4</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Entrada de jugada</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Start position: FEN with the variant&apos;s letters (empty: its own)</source>
        <translation>Posición inicial: FEN con las letras de la variante (vacío: la suya)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Tiempo del motor por jugada</translation>
    </message>
    <message>
        <source>Auto Move</source>
        <translation>Jugada automática</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Variant Game</source>
        <translation>Partida de variante</translation>
    </message>
    <message>
        <source>Load variants.ini…</source>
        <translation>Cargar variants.ini…</translation>
    </message>
    <message>
        <source>Load Variant Definitions</source>
        <translation>Cargar definiciones de variantes</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Definiciones de variantes (*.ini);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Variant Definitions</source>
        <translation>Definiciones de variantes</translation>
    </message>
    <message>
        <source>Open PGN…</source>
        <translation>Abrir PGN…</translation>
    </message>
    <message>
        <source>Open Variant Game</source>
        <translation>Abrir partida de variante</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save PGN…</source>
        <translation>Guardar PGN…</translation>
    </message>
    <message>
        <source>Save Variant Game</source>
        <translation>Guardar partida de variante</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Guardado en %1.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Girar el tablero</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>No variant is called %1.</source>
        <translation>Ninguna variante se llama %1.</translation>
    </message>
    <message>
        <source>No game in %1.</source>
        <translation>No hay ninguna partida en %1.</translation>
    </message>
    <message>
        <source>Read up to an error: %1</source>
        <translation>Leída hasta un error: %1</translation>
    </message>
    <message>
        <source>Cannot write the game: %1</source>
        <translation>No se puede escribir la partida: %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>No se puede guardar %1: %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>Checkmate: White wins</source>
        <translation>Jaque mate: ganan las blancas</translation>
    </message>
    <message>
        <source>Checkmate: Black wins</source>
        <translation>Jaque mate: ganan las negras</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>Ahogado: tablas</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, en jaque</translation>
    </message>
    <message>
        <source> — a draw can be claimed</source>
        <translation> — se pueden reclamar tablas</translation>
    </message>
    <message>
        <source> — the engine is thinking</source>
        <translation> — el motor está pensando</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>El ordenador juega: ninguno</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>El ordenador juega: blancas</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>El ordenador juega: negras</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>El ordenador juega: ambos</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>El ordenador juega</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>Engine analysis</source>
        <translation>Análisis del motor</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Motor integrado</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>The engine that plays and analyses: Kibitz&apos;s own, or an external engine from the settings (Fairy-Stockfish plays many variants)</source>
        <translation>El motor que juega y analiza: el de Kibitz o un motor externo de la configuración (Fairy-Stockfish juega muchas variantes)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Set Up Position…</source>
        <translation>Preparar posición…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Insufficient material: draw</source>
        <translation>Material insuficiente: tablas</translation>
    </message>
    <message>
        <source>Both kings reached the eighth rank: draw</source>
        <translation>Ambos reyes en la octava fila: tablas</translation>
    </message>
    <message>
        <source>Third check: White wins</source>
        <translation>Tercer jaque: ganan las blancas</translation>
    </message>
    <message>
        <source>Third check: Black wins</source>
        <translation>Tercer jaque: ganan las negras</translation>
    </message>
    <message>
        <source>King on the hill: White wins</source>
        <translation>Rey en la colina: ganan las blancas</translation>
    </message>
    <message>
        <source>King on the hill: Black wins</source>
        <translation>Rey en la colina: ganan las negras</translation>
    </message>
    <message>
        <source>King exploded: White wins</source>
        <translation>Rey explotado: ganan las blancas</translation>
    </message>
    <message>
        <source>King exploded: Black wins</source>
        <translation>Rey explotado: ganan las negras</translation>
    </message>
    <message>
        <source>King reached the eighth rank: White wins</source>
        <translation>Rey en la octava fila: ganan las blancas</translation>
    </message>
    <message>
        <source>King reached the eighth rank: Black wins</source>
        <translation>Rey en la octava fila: ganan las negras</translation>
    </message>
    <message>
        <source>The horde is destroyed: Black wins</source>
        <translation>La horda está destruida: ganan las negras</translation>
    </message>
    <message>
        <source>No pieces left: White wins</source>
        <translation>Sin piezas: ganan las blancas</translation>
    </message>
    <message>
        <source>No pieces left: Black wins</source>
        <translation>Sin piezas: ganan las negras</translation>
    </message>
    <message>
        <source>No legal moves left: White wins</source>
        <translation>Sin jugadas legales: ganan las blancas</translation>
    </message>
    <message>
        <source>No legal moves left: Black wins</source>
        <translation>Sin jugadas legales: ganan las negras</translation>
    </message>
    <message>
        <source> — checks given: White %1, Black %2 of %3</source>
        <translation> — jaques dados: blancas %1, negras %2 de %3</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Líneas: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Número de líneas</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Tablero de preparación</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: vacía</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancas</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Negras</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Derechos de enroque</translation>
    </message>
    <message>
        <source>Set Up Variant Position</source>
        <translation>Preparar posición de la variante</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancas O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancas O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Negras O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Negras O-O-O</translation>
    </message>
    <message>
        <source>A right needs the royal piece on its e-file square and the castling piece in the corner</source>
        <translation>Un derecho exige la pieza real en su casilla de la columna e y la pieza de enroque en la esquina</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move</source>
        <translation>Medias jugadas desde la última captura o jugada de peón</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Al paso:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Contador de medias jugadas:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Número de &amp;jugada:</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Posición &amp;inicial</translation>
    </message>
    <message>
        <source>The variant&apos;s start position</source>
        <translation>La posición inicial de la variante</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Vaciar el tablero</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>F&amp;EN:</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>Posición en FEN</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Comprobación de la posición</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Not a FEN, column %1: %2</source>
        <translation>No es un FEN, columna %1: %2</translation>
    </message>
    <message>
        <source>Not a FEN: %1</source>
        <translation>No es un FEN: %1</translation>
    </message>
    <message>
        <source>%1 does not allow this position: %2</source>
        <translation>%1 no admite esta posición: %2</translation>
    </message>
    <message>
        <source>The variant cannot be set up: %1</source>
        <translation>No se puede preparar la variante: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupModel</name>
    <message>
        <source>No variant is set.</source>
        <translation>No hay ninguna variante.</translation>
    </message>
    <message>
        <source>a FEN has 4 to 6 fields: placement, side, castling, en passant</source>
        <translation>un FEN tiene de 4 a 6 campos: colocación, turno, enroque, al paso</translation>
    </message>
    <message>
        <source>a FEN has at most 6 fields</source>
        <translation>un FEN tiene como mucho 6 campos</translation>
    </message>
    <message>
        <source>the side to move is &apos;w&apos; or &apos;b&apos;</source>
        <translation>el turno es &apos;w&apos; o &apos;b&apos;</translation>
    </message>
    <message>
        <source>castling rights are &apos;-&apos; or each of K, Q, k, q at most once</source>
        <translation>los derechos de enroque son &apos;-&apos; o cada uno de K, Q, k, q como mucho una vez</translation>
    </message>
    <message>
        <source>the en-passant field is &apos;-&apos; or a square</source>
        <translation>el campo al paso es &apos;-&apos; o una casilla</translation>
    </message>
    <message>
        <source>the halfmove clock is a whole number</source>
        <translation>el contador de medias jugadas es un número entero</translation>
    </message>
    <message>
        <source>the move number is a number from 1 up</source>
        <translation>el número de jugada es un número desde 1</translation>
    </message>
    <message>
        <source>The royal piece cannot stand anywhere without giving check.</source>
        <translation>La pieza real no puede estar en ninguna casilla sin dar jaque.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupPalette</name>
    <message>
        <source>piece</source>
        <translation>pieza</translation>
    </message>
    <message>
        <source>White %1 (%2)</source>
        <translation>%1 blanca (%2)</translation>
    </message>
    <message>
        <source>Black %1 (%2)</source>
        <translation>%1 negra (%2)</translation>
    </message>
    <message>
        <source>Eraser: a click on the board removes the piece there</source>
        <translation>Borrador: un clic en el tablero quita la pieza de esa casilla</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Borrador</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copiar &amp;FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/PGN</source>
        <translation>Pe&amp;gar FEN/PGN</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Primera jugada</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Última jugada</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Variante anterior</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Variante siguiente</translation>
    </message>
    <message>
        <source>&amp;Auto Move</source>
        <translation>Jugada &amp;automática</translation>
    </message>
    <message>
        <source>The engine plays a move for the side to move (Ctrl+M)</source>
        <translation>El motor juega una jugada por el bando al que le toca (Ctrl+M)</translation>
    </message>
    <message>
        <source>S&amp;top Engine</source>
        <translation>&amp;Detener el motor</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>Colores &amp;oscuros</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;Acerca de Kibitz</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Nueva partida (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O)</source>
        <translation>Abrir un archivo PGN (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Guardar la partida (Ctrl+S)</translation>
    </message>
    <message>
        <source>Engine strength</source>
        <translation>Fuerza del motor</translation>
    </message>
    <message>
        <source>%1 (~%2)</source>
        <translation>%1 (~%2)</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>El ordenador juega</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>El ordenador juega: ninguno</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>El ordenador juega: blancas</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>El ordenador juega: negras</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>El ordenador juega: ambos</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novato</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Jugador de club</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Máxima fuerza</translation>
    </message>
    <message>
        <source>Which side the engine plays by itself</source>
        <translation>Qué bando juega el motor por sí solo</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer: %1</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>Copiar &amp;PGN</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>Preparar pos&amp;ición…</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>Tablero &amp;3D</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Muestra el tablero en tres dimensiones (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>El tablero 3D no está disponible: %1</translation>
    </message>
    <message>
        <source>A game of a chess variant with its own pieces, in a window of its own</source>
        <translation>Una partida de una variante de ajedrez con sus propias piezas, en una ventana propia</translation>
    </message>
    <message>
        <source>&amp;Variant Designer…</source>
        <translation>Diseñador de &amp;variantes…</translation>
    </message>
    <message>
        <source>Defines variants with pieces of your own and saves them as variants.ini sections</source>
        <translation>Define variantes con piezas propias y las guarda como secciones de variants.ini</translation>
    </message>
    <message>
        <source>&amp;Play a Variant…</source>
        <translation>&amp;Jugar una variante…</translation>
    </message>
    <message>
        <source>Engine T&amp;ournament…</source>
        <translation>T&amp;orneo de motores…</translation>
    </message>
    <message>
        <source>Engines play a round robin, gauntlet, knockout or Swiss tournament, in a window of its own</source>
        <translation>Los motores juegan un torneo round robin, gauntlet, eliminatorio o suizo, en una ventana propia</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple Games</source>
        <translation>Abrir partidas de &amp;ejemplo</translation>
    </message>
</context>
<context>
    <name>kibitz::tournament::TournamentRunner</name>
    <message>
        <source>The game could not be written to the PGN: %1. The tournament stops; it can be resumed.</source>
        <translation>No se pudo escribir la partida en el PGN: %1. El torneo se detiene; se puede reanudar.</translation>
    </message>
    <message>
        <source>The tournament state could not be written: %1. The tournament stops.</source>
        <translation>No se pudo escribir el estado del torneo: %1. El torneo se detiene.</translation>
    </message>
    <message>
        <source>Cannot read the openings file %1.</source>
        <translation>No se puede leer el archivo de aperturas %1.</translation>
    </message>
    <message>
        <source>The openings file %1 changed since the tournament began; the tournament needs the same openings to continue with the same games.</source>
        <translation>El archivo de aperturas %1 ha cambiado desde que empezó el torneo; el torneo necesita las mismas aperturas para seguir con las mismas partidas.</translation>
    </message>
    <message>
        <source>The book of %1: %2</source>
        <translation>El libro de %1: %2</translation>
    </message>
    <message>
        <source>The tablebases at %1: %2</source>
        <translation>Las tablas de finales en %1: %2</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another state file.</source>
        <translation>%1 ya contiene un torneo: reanúdelo o elija otro archivo de estado.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found in the PGN and counted</source>
        <translation>
            <numerusform>%n partida encontrada en el PGN y contada</numerusform>
            <numerusform>%n partidas encontradas en el PGN y contadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes of an unfinished write cut from the PGN</source>
        <translation>%1 bytes de una escritura inacabada recortados del PGN</translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted game(s) to be played again</source>
        <translation>
            <numerusform>%n partida interrumpida se volverá a jugar</numerusform>
            <numerusform>%n partidas interrumpidas se volverán a jugar</numerusform>
        </translation>
    </message>
</context>
</TS>
