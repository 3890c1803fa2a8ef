<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>QObject</name>
    <message>
        <source>PGN database and analysis tool</source>
        <translation>База данных PGN и анализ партий</translation>
    </message>
    <message>
        <source>Dossier: %1</source>
        <translation>Досье: %1</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>не удалось создать PDF</translation>
    </message>
    <message>
        <source>PGN files, SCID databases (.si4) or ChessBase databases (.cbh) to open, each in its own tab of the game list.</source>
        <translation>Открываемые файлы PGN, базы SCID (.si4) или базы ChessBase (.cbh), каждый на своей вкладке списка партий.</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>The game&apos;s start position is not valid.</source>
        <translation>Начальная позиция партии недопустима.</translation>
    </message>
    <message>
        <source>%1 gave no evaluation for move %2.</source>
        <translation>%1 не дал оценки для хода %2.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BlockingClient</name>
    <message>
        <source>%1 did not get ready within %2 ms.</source>
        <translation>%1 не был готов за %2 мс.</translation>
    </message>
    <message>
        <source>%1 did not play a move within %2 ms.</source>
        <translation>%1 не сделал ход за %2 мс.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BuiltinEngine</name>
    <message>
        <source>Kibitz (built-in)</source>
        <translation>Kibitz (встроенный)</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::ExternalEngine</name>
    <message>
        <source>%1 cannot analyse (it has no analyze mode).</source>
        <translation>%1 не умеет анализировать (нет режима анализа).</translation>
    </message>
    <message>
        <source>%1 cannot be given this position (it does not accept &quot;setboard&quot;).</source>
        <translation>Эту позицию нельзя передать %1 (он не принимает «setboard»).</translation>
    </message>
    <message>
        <source>%1 sent an overlong line; it was ignored.</source>
        <translation>%1 прислал слишком длинную строку; она проигнорирована.</translation>
    </message>
    <message>
        <source>Could not start %1 (%2): %3</source>
        <translation>Не удалось запустить %1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 Gave up after %n restart(s); start the analysis again to retry.</source>
        <translation>
            <numerusform>%1 После %n перезапуска попытки прекращены; чтобы попробовать снова, запустите анализ ещё раз.</numerusform>
            <numerusform>%1 После %n перезапусков попытки прекращены; чтобы попробовать снова, запустите анализ ещё раз.</numerusform>
            <numerusform>%1 После %n перезапусков попытки прекращены; чтобы попробовать снова, запустите анализ ещё раз.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Restarting it (%2 of %3).</source>
        <translation>%1 Перезапуск (%2 из %3).</translation>
    </message>
    <message>
        <source>%1 sent a line Kibitz does not understand (%2): %3</source>
        <translation>%1 прислал строку, которую Kibitz не понимает (%2): %3</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 сообщает: %2</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms while analysing).</source>
        <translation>%1 перестал отвечать (нет ответа на «%3» в течение %2 мс во время анализа).</translation>
    </message>
    <message>
        <source>%1 did not finish its start-up handshake within %2 ms.</source>
        <translation>%1 не завершил начальное согласование за %2 мс.</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms).</source>
        <translation>%1 перестал отвечать (нет ответа на «%3» в течение %2 мс).</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;stop&quot; within %2 ms.</source>
        <translation>%1 не ответил на «stop» за %2 мс.</translation>
    </message>
    <message>
        <source>%1 did not play a move in time.</source>
        <translation>%1 не сделал ход вовремя.</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 аварийно завершился.</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2).</source>
        <translation>%1 неожиданно завершился (код выхода %2).</translation>
    </message>
    <message>
        <source>%1 speaks xboard, which cannot be given a variant&apos;s rules: it plays only the variants it knows, and “%2” is not one Kibitz knows it has.</source>
        <translation>%1 работает по протоколу xboard, которому нельзя передать правила варианта: он играет только известные ему варианты, а Kibitz не знает, известен ли ему «%2».</translation>
    </message>
    <message>
        <source>%1 does not play the variant “%2”.</source>
        <translation>%1 не играет вариант «%2».</translation>
    </message>
    <message>
        <source>%1 cannot play the variant “%2”.</source>
        <translation>%1 не умеет играть вариант «%2».</translation>
    </message>
    <message>
        <source>%1 does not play chess variants (it has no UCI_Variant option).</source>
        <translation>%1 не играет варианты шахмат (у него нет параметра UCI_Variant).</translation>
    </message>
    <message>
        <source>%1 does not know this variant and cannot load variant definitions (it has no VariantPath option).</source>
        <translation>%1 не знает этого варианта и не может загружать определения вариантов (у него нет параметра VariantPath).</translation>
    </message>
    <message>
        <source>%1 cannot be given the variant: the temporary file %2 cannot be written.</source>
        <translation>Невозможно передать вариант %1: не удаётся записать временный файл %2.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnalysisDock</name>
    <message>
        <source>%1 Mn/s</source>
        <translation>%1 млн узл./с</translation>
    </message>
    <message>
        <source>%1 kn/s</source>
        <translation>%1 тыс. узл./с</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>Show the engine analysis of the current position (Ctrl+Shift+A)</source>
        <translation>Показать анализ текущей позиции движком (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Пуск</translation>
    </message>
    <message>
        <source>Start or stop the analysis</source>
        <translation>Запустить или остановить анализ</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously</source>
        <translation>Непрерывно анализировать позицию на доске</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>Движок для анализа</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Вариантов: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Число вариантов</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>Глубина поиска</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Узлов в секунду</translation>
    </message>
    <message>
        <source>Engine lines</source>
        <translation>Варианты движка</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>Проблема с движком</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Глубина %1</translation>
    </message>
    <message>
        <source>This engine shows one line only.</source>
        <translation>Этот движок показывает только один вариант.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Analyzer</name>
    <message>
        <source>Play engine line</source>
        <translation>Сыграть вариант движка</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnnotateDialog</name>
    <message>
        <source>&amp;Time per position:</source>
        <translation>&amp;Время на позицию:</translation>
    </message>
    <message>
        <source>&amp;Depth per position:</source>
        <translation>&amp;Глубина на позицию:</translation>
    </message>
    <message>
        <source>Add the engine&apos;s &amp;better lines as variations</source>
        <translation>Добавлять &amp;лучшие линии движка как варианты</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>Аннотировать партию</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Обе стороны</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Движок:</translation>
    </message>
    <message>
        <source>&amp;Moves of:</source>
        <translation>&amp;Ходы:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>&amp;С хода:</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>По ход</translation>
    </message>
    <message>
        <source>Every position from the start of the range is evaluated, in the background. Cancel keeps the moves annotated so far; one Undo removes the whole annotation.</source>
        <translation>Каждая позиция с начала диапазона оценивается в фоновом режиме. Отмена сохраняет уже аннотированные ходы; одна отмена действия убирает всю аннотацию.</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Аннотировать</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AutoPlayer</name>
    <message>
        <source>No move to play: %1.</source>
        <translation>Нет хода: %1.</translation>
    </message>
    <message>
        <source>The position changed while the engine was thinking; its move was not played.</source>
        <translation>Позиция изменилась, пока движок думал; его ход не сделан.</translation>
    </message>
    <message>
        <source>The engine found no move to play.</source>
        <translation>Движок не нашёл хода.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Board3DView</name>
    <message>
        <source>No OpenGL context can be created on this display (window system: %1).</source>
        <translation>На этом дисплее нельзя создать контекст OpenGL (оконная система: %1).</translation>
    </message>
    <message>
        <source>The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.</source>
        <translation>Драйвер OpenGL предлагает версию %1.%2; трёхмерной доске нужен OpenGL 3.3 или OpenGL ES 3.0.</translation>
    </message>
    <message>
        <source>An OpenGL context was created but cannot be used (window system: %1).</source>
        <translation>Контекст OpenGL создан, но им нельзя воспользоваться (оконная система: %1).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn with this OpenGL driver: %1</source>
        <translation>Трёхмерную доску нельзя нарисовать с этим драйвером OpenGL: %1</translation>
    </message>
    <message>
        <source>The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).</source>
        <translation>Трёхмерная доска отключена (задана переменная окружения KIBITZ_DISABLE_3D).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn: %1</source>
        <translation>Трёхмерную доску нельзя нарисовать: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardArea</name>
    <message>
        <source>Chess board (3D)</source>
        <translation>Шахматная доска (3D)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardController</name>
    <message>
        <source>Touch move: you must move the %1 on %2</source>
        <translation>Тронул — ходи: вы обязаны пойти этой фигурой (%1 на %2)</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal moves</source>
        <translation>Нет допустимых ходов: %1 на %2</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>пешка</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>конь</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>ладья</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>Illegal move: there is no piece on %1</source>
        <translation>Недопустимый ход: на %1 нет фигуры</translation>
    </message>
    <message>
        <source>Illegal move: you have lost the right to castle on that side</source>
        <translation>Недопустимый ход: вы утратили право рокировки в эту сторону</translation>
    </message>
    <message>
        <source>Illegal move: the king cannot castle with that rook</source>
        <translation>Недопустимый ход: король не может рокироваться с этой ладьёй</translation>
    </message>
    <message>
        <source>Illegal move: you cannot castle out of check</source>
        <translation>Недопустимый ход: нельзя рокироваться под шахом</translation>
    </message>
    <message>
        <source>Illegal move: castling is blocked or passes through an attacked square</source>
        <translation>Недопустимый ход: рокировке мешают фигуры или король проходит через битое поле</translation>
    </message>
    <message>
        <source>Illegal move: %1 is occupied by your own piece</source>
        <translation>Недопустимый ход: поле %1 занято вашей фигурой</translation>
    </message>
    <message>
        <source>Illegal move: the %1 cannot reach %2</source>
        <translation>Недопустимый ход: %1 не может пойти на %2</translation>
    </message>
    <message>
        <source>Illegal move: the king would be in check on %1</source>
        <translation>Недопустимый ход: на %1 король окажется под шахом</translation>
    </message>
    <message>
        <source>Illegal move: your king is in check</source>
        <translation>Недопустимый ход: вашему королю объявлен шах</translation>
    </message>
    <message>
        <source>Illegal move: the %1 on %2 is pinned</source>
        <translation>Недопустимый ход: фигура на %2 (%1) связана</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardTheme</name>
    <message>
        <source>Classic brown</source>
        <translation>Классический коричневый</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Серый</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Ночной</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Шахматная доска</translation>
    </message>
    <message>
        <source>Check. %1</source>
        <translation>Шах. %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, пусто</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1, %2 белых</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1, %2 чёрных</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookAndTablebases</name>
    <message numerus="yes">
        <source>The opening book was read with %n problem(s); the rest of it is used.</source>
        <translation>
            <numerusform>При чтении дебютной книги возникла %n проблема; остальное используется.</numerusform>
            <numerusform>При чтении дебютной книги возникло %n проблемы; остальное используется.</numerusform>
            <numerusform>При чтении дебютной книги возникло %n проблем; остальное используется.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookDock</name>
    <message>
        <source>Opening Book</source>
        <translation>Дебютная книга</translation>
    </message>
    <message>
        <source>Opening &amp;Book</source>
        <translation>Дебютная &amp;книга</translation>
    </message>
    <message>
        <source>Show the opening book&apos;s moves for the current position (Ctrl+Shift+B)</source>
        <translation>Показать ходы дебютной книги для текущей позиции (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Ходы из книги</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Дебютная книга</translation>
    </message>
    <message>
        <source>No opening book is chosen (Settings, Book and Tablebases).</source>
        <translation>Дебютная книга не выбрана (Настройки, Книга и эндшпильные таблицы).</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Загрузка %1…</translation>
    </message>
    <message>
        <source>%1: this position is not in the book.</source>
        <translation>%1: этой позиции нет в книге.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s)</source>
        <translation>
            <numerusform>%1: %n ход</numerusform>
            <numerusform>%1: %n хода</numerusform>
            <numerusform>%1: %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) under this position&apos;s key are no legal move here and were left out.</source>
        <translation>
            <numerusform>%n запись под ключом этой позиции не является здесь допустимым ходом и пропущена.</numerusform>
            <numerusform>%n записи под ключом этой позиции не являются здесь допустимыми ходами и пропущены.</numerusform>
            <numerusform>%n записей под ключом этой позиции не являются здесь допустимыми ходами и пропущены.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookLibrary</name>
    <message>
        <source>The opening book %1 does not exist.</source>
        <translation>Дебютная книга %1 не существует.</translation>
    </message>
    <message>
        <source>The opening book %1 cannot be used: %2</source>
        <translation>Дебютную книгу %1 нельзя использовать: %2</translation>
    </message>
    <message>
        <source>The opening book %1 holds no moves.</source>
        <translation>В дебютной книге %1 нет ходов.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookMovesModel</name>
    <message>
        <source>Play %1 (weight %2 of %3)</source>
        <translation>Сыграть %1 (вес %2 из %3)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Вес</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Обучение</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookTablebaseSettings</name>
    <message>
        <source>Use an opening book (Polyglot .bin)</source>
        <translation>Использовать дебютную книгу (Polyglot .bin)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Auto move and computer play take book moves, chosen at random by their weights</source>
        <translation>Автоход и игра компьютера берут ходы из книги, выбирая случайно по их весу</translation>
    </message>
    <message>
        <source>Use Gaviota endgame tablebases</source>
        <translation>Использовать эндшпильные таблицы Gaviota</translation>
    </message>
    <message>
        <source>The built-in engine keeps to the tablebase&apos;s best moves</source>
        <translation>Встроенный движок придерживается лучших ходов эндшпильной таблицы</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Дебютная книга</translation>
    </message>
    <message>
        <source>Gives the computer&apos;s openings variety; the engine takes over where the book ends</source>
        <translation>Разнообразит дебюты компьютера; там, где книга кончается, играет движок</translation>
    </message>
    <message>
        <source>GNU Chess&apos;s book is not installed (Debian package gnuchess-book).</source>
        <translation>Книга GNU Chess не установлена (пакет Debian gnuchess-book).</translation>
    </message>
    <message>
        <source>Endgame tablebases</source>
        <translation>Эндшпильные таблицы</translation>
    </message>
    <message>
        <source>Folders of Gaviota tables (*.gtb.cp4 and the like), separated by semicolons.</source>
        <translation>Папки с таблицами Gaviota (*.gtb.cp4 и подобные), через точку с запятой.</translation>
    </message>
    <message>
        <source>The 3-piece tables are not installed (Debian package gaviotatb).</source>
        <translation>Трёхфигурные таблицы не установлены (пакет Debian gaviotatb).</translation>
    </message>
    <message>
        <source>Opening book file</source>
        <translation>Файл дебютной книги</translation>
    </message>
    <message>
        <source>Choose the opening book file</source>
        <translation>Выбрать файл дебютной книги</translation>
    </message>
    <message>
        <source>Tablebase folders</source>
        <translation>Папки эндшпильных таблиц</translation>
    </message>
    <message>
        <source>Choose a tablebase folder</source>
        <translation>Выбрать папку эндшпильных таблиц</translation>
    </message>
    <message>
        <source>Choose an Opening Book</source>
        <translation>Выбор дебютной книги</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Книги Polyglot (*.bin);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Choose a Tablebase Folder</source>
        <translation>Выбор папки эндшпильных таблиц</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoverageModel</name>
    <message>
        <source>Position</source>
        <translation>Позиция</translation>
    </message>
    <message>
        <source>Reply not answered</source>
        <translation>Ход без ответа</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>Their score</source>
        <translation>Их результат</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoveragePanel</name>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Finding the replies not answered in %1…</source>
        <translation>Поиск ходов без ответа в %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n reply(s) not answered, over %2 positions where the opponent is to move.</source>
        <translation>
            <numerusform>%1: %n ход без ответа в %2 позициях, где ходит соперник.</numerusform>
            <numerusform>%1: %n хода без ответа в %2 позициях, где ходит соперник.</numerusform>
            <numerusform>%1: %n ходов без ответа в %2 позициях, где ходит соперник.</numerusform>
        </translation>
    </message>
    <message>
        <source>Minimum games:</source>
        <translation>Минимум партий:</translation>
    </message>
    <message>
        <source>Minimum share:</source>
        <translation>Минимальная доля:</translation>
    </message>
    <message>
        <source>Find Missing Replies</source>
        <translation>Найти недостающие ответы</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Double-click a row to show the position on the main board</source>
        <translation>Двойной щелчок по строке показывает позицию на основной доске</translation>
    </message>
    <message>
        <source>The opponent&apos;s replies played in the current database that the repertoire does not answer.</source>
        <translation>Ответы соперника из текущей базы, на которые в репертуаре нет хода.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CrosstableModel</name>
    <message numerus="yes">
        <source>%1 against %2: %n game(s), %3 points</source>
        <translation>
            <numerusform>%1 против %2: %n партия, %3 очка</numerusform>
            <numerusform>%1 против %2: %n партии, %3 очка</numerusform>
            <numerusform>%1 против %2: %n партий, %3 очка</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseDocks</name>
    <message>
        <source>Clipboard</source>
        <translation>Буфер</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games copied here are kept until Kibitz quits</source>
        <translation>Скопированные сюда партии хранятся до выхода из Kibitz</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>Закрыть %1</translation>
    </message>
    <message>
        <source>the file is still being read</source>
        <translation>файл ещё читается</translation>
    </message>
    <message>
        <source>the file was changed by another program; open it again first</source>
        <translation>файл изменён другой программой; сначала откройте его заново</translation>
    </message>
    <message>
        <source>Wait until both databases are loaded.</source>
        <translation>Дождитесь загрузки обеих баз.</translation>
    </message>
    <message>
        <source>The games were not copied to %1: %2</source>
        <translation>Партии не скопированы в %1: %2</translation>
    </message>
    <message>
        <source>Moved %1 game(s) to %2</source>
        <translation>Перенесено партий в %2: %1</translation>
    </message>
    <message>
        <source>Copied %1 game(s) to %2</source>
        <translation>Скопировано партий в %2: %1</translation>
    </message>
    <message>
        <source>Wait until the database is loaded.</source>
        <translation>Дождитесь загрузки базы.</translation>
    </message>
    <message>
        <source>The games were not removed from %1: %2</source>
        <translation>Партии не удалены из %1: %2</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>&amp;Copy Selected Games To</source>
        <translation>&amp;Копировать выбранные партии в</translation>
    </message>
    <message>
        <source>&amp;Move Selected Games To</source>
        <translation>&amp;Переместить выбранные партии в</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games…</source>
        <translation>&amp;Удалить выбранные партии…</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from the clipboard?</source>
        <translation>Удалить выбранные партии (%1) из буфера?</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from %2? The file is written again without them.</source>
        <translation>Удалить выбранные партии (%1) из %2? Файл будет перезаписан без них.</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Удаление партий</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;База</translation>
    </message>
    <message>
        <source>Open databases</source>
        <translation>Открытые базы</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>&amp;Дерево дебютов</translation>
    </message>
    <message>
        <source>&amp;Game List</source>
        <translation>&amp;Список партий</translation>
    </message>
    <message>
        <source>&amp;Search Games…</source>
        <translation>&amp;Поиск партий…</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Сбросить &amp;фильтр</translation>
    </message>
    <message>
        <source>%1 (read-only: copy games to a PGN database to change them)</source>
        <translation>%1 (только чтение: чтобы изменить партии, скопируйте их в базу PGN)</translation>
    </message>
    <message>
        <source>Kibitz opens databases of other programs read-only; copy the games to a PGN database</source>
        <translation>Kibitz открывает базы других программ только для чтения; скопируйте партии в базу PGN</translation>
    </message>
    <message>
        <source>The games were not moved: %1</source>
        <translation>Партии не перемещены: %1</translation>
    </message>
    <message>
        <source>The games were not copied: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Партии не скопированы: кэш индекса %1 был повреждён. Файл индексируется заново; повторите, когда его партии появятся в списке.</translation>
    </message>
    <message>
        <source>The games were not removed: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Партии не удалены: кэш индекса %1 был повреждён. Файл индексируется заново; повторите, когда его партии появятся в списке.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseJob</name>
    <message>
        <source>Stopped: the database&apos;s index cache was damaged. The file is being indexed again; try once its games are listed.</source>
        <translation>Остановлено: кэш индекса базы был повреждён. Файл индексируется заново; повторите, когда его партии появятся в списке.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseWatcher</name>
    <message>
        <source>%1 was removed or renamed by another program; its tab shows the games as they were.</source>
        <translation>%1 удалён или переименован другой программой; его вкладка показывает партии такими, какими они были.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read. Reload keeps the game on the board and your changes to it.</source>
        <translation>%1 изменён другой программой; его вкладка показывает партии такими, какими они были прочитаны. Перезагрузка сохранит партию на доске и ваши изменения в ней.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read.</source>
        <translation>%1 изменён другой программой; его вкладка показывает партии такими, какими они были прочитаны.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Перезагрузить</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation>%1 перезагружен: %2.</translation>
    </message>
    <message>
        <source> Your changes to it are kept.</source>
        <translation> Ваши изменения в ней сохранены.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is game %3 there now.</source>
        <translation>%1 перезагружен: %2. Партия на доске теперь партия %3 в нём.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is no longer in it as it was read; Save offers to append it.</source>
        <translation>%1 перезагружен: %2. Партии на доске в нём больше нет в том виде, в каком она была прочитана; при сохранении будет предложено добавить её.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierChart</name>
    <message>
        <source>Performance by year</source>
        <translation>Перфоманс по годам</translation>
    </message>
    <message>
        <source>Score by year</source>
        <translation>Очки по годам</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>перфоманс</translation>
    </message>
    <message>
        <source>score</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>opponents&apos; average</source>
        <translation>средний рейтинг соперников</translation>
    </message>
    <message>
        <source>games</source>
        <translation>партии</translation>
    </message>
    <message>
        <source>No dated games</source>
        <translation>Нет партий с датой</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Нет партий</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>партий: {}</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 партия</translation>
    </message>
    <message>
        <source>tallest bar: {} games</source>
        <translation>самый высокий столбец: {}</translation>
    </message>
    <message>
        <source>{} games without a year not shown</source>
        <translation>партии без года не показаны: {}</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierGamesModel</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>A click opens the game on the board</source>
        <translation>Щелчок открывает партию на доске</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Эло</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierJob</name>
    <message>
        <source>%1 cannot be searched: %2</source>
        <translation>%1 недоступен для поиска: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierPlayersModel</name>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n партия)</numerusform>
            <numerusform>%1 (%n партии)</numerusform>
            <numerusform>%1 (%n партий)</numerusform>
        </translation>
    </message>
    <message>
        <source>Spellings with the same surname and first initial; uncheck those of someone else</source>
        <translation>Написания с той же фамилией и первой буквой имени; снимите отметку с чужих</translation>
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
        <translation>Партии</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выигрыши</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Перф.</translation>
    </message>
    <message>
        <source>The player&apos;s score in the games with a result (a draw counts half)</source>
        <translation>Очки игрока в партиях с результатом (ничья — пол-очка)</translation>
    </message>
    <message>
        <source>Opponents&apos; average rating plus the FIDE rating difference for the score against them</source>
        <translation>Средний рейтинг соперников плюс разница рейтингов ФИДЕ для набранных очков</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindow</name>
    <message>
        <source>No player in the open databases matches “%1”.</source>
        <translation>В открытых базах нет игрока, подходящего под «%1».</translation>
    </message>
    <message>
        <source>Reading the search index of the open databases (%1 of %2)…</source>
        <translation>Чтение поискового индекса открытых баз (%1 из %2)…</translation>
    </message>
    <message numerus="yes">
        <source>%n database(s) searched</source>
        <translation>
            <numerusform>Просмотрена %n база</numerusform>
            <numerusform>Просмотрены %n базы</numerusform>
            <numerusform>Просмотрено %n баз</numerusform>
        </translation>
    </message>
    <message>
        <source>Most recent games (a click opens the game)</source>
        <translation>Последние партии (щелчок открывает партию)</translation>
    </message>
    <message>
        <source>By colour</source>
        <translation>По цвету</translation>
    </message>
    <message>
        <source>By opponents&apos; rating</source>
        <translation>По рейтингу соперников</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>По годам</translation>
    </message>
    <message>
        <source>Moves of the first 12 plies</source>
        <translation>Ходы первых 12 полуходов</translation>
    </message>
    <message>
        <source>ECO families</source>
        <translation>Группы ECO</translation>
    </message>
    <message>
        <source>Longest games</source>
        <translation>Самые длинные партии</translation>
    </message>
    <message>
        <source>Shortest games</source>
        <translation>Самые короткие партии</translation>
    </message>
    <message>
        <source>No database is open: open a PGN file first.</source>
        <translation>Нет открытых баз: сначала откройте файл PGN.</translation>
    </message>
    <message>
        <source>Looking for “%1”…</source>
        <translation>Поиск «%1»…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message>
        <source> · performance %1 against %2 on average</source>
        <translation> · перфоманс %1 при среднем рейтинге соперников %2</translation>
    </message>
    <message>
        <source> · own rating %1 on average</source>
        <translation> · собственный рейтинг в среднем %1</translation>
    </message>
    <message>
        <source>As White: %1</source>
        <translation>Белыми: %1</translation>
    </message>
    <message>
        <source>As Black: %1</source>
        <translation>Чёрными: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) where both players bear a chosen spelling are left out.</source>
        <translation>
            <numerusform>%n партия, в которой у обоих игроков выбранное написание, не учтена.</numerusform>
            <numerusform>%n партии, в которых у обоих игроков выбранное написание, не учтены.</numerusform>
            <numerusform>%n партий, в которых у обоих игроков выбранное написание, не учтены.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score by opening as White</source>
        <translation>Очки по дебютам белыми</translation>
    </message>
    <message>
        <source>Score by opening as Black</source>
        <translation>Очки по дебютам чёрными</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестен</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Без рейтинга</translation>
    </message>
    <message>
        <source>No ECO</source>
        <translation>Без ECO</translation>
    </message>
    <message>
        <source>Type a player&apos;s name and press Enter: every open database is searched, case and accents ignored.</source>
        <translation>Введите имя игрока и нажмите Enter: поиск идёт по всем открытым базам без учёта регистра и диакритики.</translation>
    </message>
    <message>
        <source>No games: check at least one spelling on the left.</source>
        <translation>Нет партий: отметьте слева хотя бы одно написание.</translation>
    </message>
    <message>
        <source>There is no dossier to export.</source>
        <translation>Нет досье для экспорта.</translation>
    </message>
    <message>
        <source>There is no dossier to print.</source>
        <translation>Нет досье для печати.</translation>
    </message>
    <message>
        <source>dossier</source>
        <translation>досье</translation>
    </message>
    <message>
        <source>Print Dossier to PDF</source>
        <translation>Печать досье в PDF</translation>
    </message>
    <message>
        <source>Export Dossier as HTML</source>
        <translation>Экспорт досье в HTML</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Веб-страницы (*.html *.htm)</translation>
    </message>
    <message>
        <source>The dossier was not saved: %1</source>
        <translation>Досье не сохранено: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Player Dossier</source>
        <translation>Досье игрока</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>A name or part of it, e.g. Carlsen or carlsen, m</source>
        <translation>Имя или его часть, например Carlsen или carlsen, m</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Экспорт в &amp;HTML…</translation>
    </message>
    <message>
        <source>One self-contained web page with the charts and tables</source>
        <translation>Одна самодостаточная веб-страница с диаграммами и таблицами</translation>
    </message>
    <message>
        <source>Print to P&amp;DF…</source>
        <translation>Печать в P&amp;DF…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Обзор</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Дебюты белыми</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Дебюты чёрными</translation>
    </message>
    <message>
        <source>Longest and Shortest</source>
        <translation>Самые длинные и короткие</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Год</translation>
    </message>
    <message>
        <source>Opponents&apos; rating</source>
        <translation>Рейтинг соперников</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Группа</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindows</name>
    <message>
        <source>Player &amp;Dossier…</source>
        <translation>Досье &amp;игрока…</translation>
    </message>
    <message>
        <source>A player&apos;s results, openings and games over the open databases</source>
        <translation>Результаты, дебюты и партии игрока в открытых базах</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Буфер</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadActions</name>
    <message>
        <source>Cannot download: %1</source>
        <translation>Не удаётся скачать: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Запуск…</translation>
    </message>
    <message>
        <source>Reading the games already in the file…</source>
        <translation>Чтение партий, уже имеющихся в файле…</translation>
    </message>
    <message numerus="yes">
        <source>The site limits the rate: waiting %n second(s)…</source>
        <translation>
            <numerusform>Сайт ограничивает частоту запросов: ждём %n секунду…</numerusform>
            <numerusform>Сайт ограничивает частоту запросов: ждём %n секунды…</numerusform>
            <numerusform>Сайт ограничивает частоту запросов: ждём %n секунд…</numerusform>
        </translation>
    </message>
    <message>
        <source>Appending the new games to the file…</source>
        <translation>Добавление новых партий в файл…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) received</source>
        <translation>
            <numerusform>получена %n партия</numerusform>
            <numerusform>получено %n партии</numerusform>
            <numerusform>получено %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading %1-%2: %3</source>
        <translation>Скачивание %1-%2: %3</translation>
    </message>
    <message>
        <source>Downloading: %1</source>
        <translation>Скачивание: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) appended to %1</source>
        <translation>
            <numerusform>%n новая партия добавлена в %1</numerusform>
            <numerusform>%n новые партии добавлены в %1</numerusform>
            <numerusform>%n новых партий добавлено в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 received, %2 already there).</source>
        <translation>(получено: %1, уже были: %2).</translation>
    </message>
    <message>
        <source>Cancelled: the complete games received were kept.</source>
        <translation>Отменено: полностью полученные партии сохранены.</translation>
    </message>
    <message>
        <source>The transfer stopped early; download again for the rest.</source>
        <translation>Передача прервалась раньше времени; скачайте ещё раз, чтобы получить остальное.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>Do&amp;wnload Games…</source>
        <translation>С&amp;качать партии…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadDialog</name>
    <message>
        <source>UltraBullet</source>
        <translation>Ультрапуля</translation>
    </message>
    <message>
        <source>Bullet</source>
        <translation>Пуля</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Блиц</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>Рапид</translation>
    </message>
    <message>
        <source>Classical</source>
        <translation>Классика</translation>
    </message>
    <message>
        <source>Correspondence</source>
        <translation>Переписка</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Ежедневные</translation>
    </message>
    <message>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <source>To</source>
        <translation>По</translation>
    </message>
    <message>
        <source>lichess &amp;token:</source>
        <translation>&amp;Токен lichess:</translation>
    </message>
    <message>
        <source>&amp;Rated:</source>
        <translation>&amp;Рейтинговые:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>С&amp;качать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Download Games</source>
        <translation>Скачать партии</translation>
    </message>
    <message>
        <source>user name on the site</source>
        <translation>имя пользователя на сайте</translation>
    </message>
    <message>
        <source>Without a start date the download continues after the newest game of this user from this site already in the file.</source>
        <translation>Без начальной даты скачивание продолжается после самой новой партии этого пользователя с этого сайта, уже имеющейся в файле.</translation>
    </message>
    <message>
        <source>Rated and casual</source>
        <translation>Рейтинговые и товарищеские</translation>
    </message>
    <message>
        <source>Rated only</source>
        <translation>Только рейтинговые</translation>
    </message>
    <message>
        <source>Casual only</source>
        <translation>Только товарищеские</translation>
    </message>
    <message>
        <source>optional: a personal API token raises lichess&apos;s rate limit</source>
        <translation>необязательно: личный API-токен повышает лимит запросов lichess</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Пользователь:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Сайт:</translation>
    </message>
    <message>
        <source>Dates (UTC):</source>
        <translation>Даты (UTC):</translation>
    </message>
    <message>
        <source>Speeds (none: all):</source>
        <translation>Контроль времени (ничего: все):</translation>
    </message>
    <message>
        <source>&amp;Append to:</source>
        <translation>&amp;Добавить в:</translation>
    </message>
    <message>
        <source>Append the Games to</source>
        <translation>Добавить партии в</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DrillPanel</name>
    <message>
        <source>The repertoire changed: start the drill again.</source>
        <translation>Репертуар изменился: начните тренировку заново.</translation>
    </message>
    <message>
        <source>Answered: %1, wrong: %2</source>
        <translation>Отвечено: %1, ошибок: %2</translation>
    </message>
    <message>
        <source>No card to drill in this mode now.</source>
        <translation>Сейчас в этом режиме нет карточек для тренировки.</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>Сеанс окончен.</translation>
    </message>
    <message>
        <source>%1 — your move (a new card).</source>
        <translation>%1 — ваш ход (новая карточка).</translation>
    </message>
    <message>
        <source>%1 — your move.</source>
        <translation>%1 — ваш ход.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Верно: %1.</translation>
    </message>
    <message>
        <source>Right: %1. The main move is %2.</source>
        <translation>Верно: %1. Основной ход — %2.</translation>
    </message>
    <message>
        <source>Wrong: %1. Accepted: %2 (rated Again).</source>
        <translation>Неверно: %1. Принимаются: %2 (оценка «Снова»).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>The progress was not saved: %1</source>
        <translation>Прогресс не сохранён: %1</translation>
    </message>
    <message>
        <source>Cards due now</source>
        <translation>Карточки к повторению сейчас</translation>
    </message>
    <message>
        <source>One chapter in order</source>
        <translation>Одна глава по порядку</translation>
    </message>
    <message>
        <source>Practice (no rescheduling)</source>
        <translation>Практика (без перепланирования)</translation>
    </message>
    <message>
        <source>Rate by time</source>
        <translation>Оценка по времени</translation>
    </message>
    <message>
        <source>Rate right answers by the time taken: Easy under 4 s, Good under 15 s, else Hard</source>
        <translation>Оценивать верные ответы по затраченному времени: до 4 с — «Легко», до 15 с — «Хорошо», иначе «Трудно»</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Снова</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Трудно</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Хорошо</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Легко</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Дальше</translation>
    </message>
    <message>
        <source>Choose a mode and press Start. You play the repertoire&apos;s side.</source>
        <translation>Выберите режим и нажмите «Начать». Вы играете за сторону репертуара.</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Начальная позиция</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DueChart</name>
    <message>
        <source>days from today</source>
        <translation>дней от сегодня</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoLibrary</name>
    <message>
        <source>Cannot open the opening table %1: %2</source>
        <translation>Не удаётся открыть таблицу дебютов %1: %2</translation>
    </message>
    <message>
        <source>%1 contains no opening lines that could be read</source>
        <translation>В %1 нет читаемых дебютных вариантов</translation>
    </message>
    <message>
        <source>No opening table file was chosen</source>
        <translation>Файл таблицы дебютов не выбран</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoSettingsSection</name>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Built-in table (pgn-extract&apos;s eco.pgn)</source>
        <translation>Встроенная таблица (eco.pgn из pgn-extract)</translation>
    </message>
    <message>
        <source>Scid&apos;s table with extended codes such as B90k</source>
        <translation>Таблица Scid с расширенными кодами, например B90k</translation>
    </message>
    <message>
        <source>Table from a file (eco.pgn or .eco format):</source>
        <translation>Таблица из файла (формат eco.pgn или .eco):</translation>
    </message>
    <message>
        <source>Opening table file</source>
        <translation>Файл таблицы дебютов</translation>
    </message>
    <message>
        <source>Choose the opening table file</source>
        <translation>Выбрать файл таблицы дебютов</translation>
    </message>
    <message>
        <source>Scid&apos;s table is not installed (Debian package scid-data).</source>
        <translation>Таблица Scid не установлена (пакет Debian scid-data).</translation>
    </message>
    <message>
        <source>Opening Table</source>
        <translation>Таблица дебютов</translation>
    </message>
    <message>
        <source>Opening tables (*.pgn *.eco);;All files (*)</source>
        <translation>Таблицы дебютов (*.pgn *.eco);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineLinesModel</name>
    <message>
        <source>Depth %1: %2</source>
        <translation>Глубина %1: %2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Вариант</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineSettings</name>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Добавить движок</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Внешние движки</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Название движка</translation>
    </message>
    <message>
        <source>Name, e.g. Stockfish</source>
        <translation>Название, например Stockfish</translation>
    </message>
    <message>
        <source>Engine executable</source>
        <translation>Исполняемый файл движка</translation>
    </message>
    <message>
        <source>Executable, e.g. /usr/games/stockfish</source>
        <translation>Исполняемый файл, например /usr/games/stockfish</translation>
    </message>
    <message>
        <source>Browse for an engine executable</source>
        <translation>Выбрать исполняемый файл движка</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>Добавить движок</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>Удалить движок</translation>
    </message>
    <message>
        <source>Engine for analysis</source>
        <translation>Движок для анализа</translation>
    </message>
    <message>
        <source>Engine for auto move</source>
        <translation>Движок для автохода</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Executable:</source>
        <translation>Исполняемый файл:</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>Движок для анализа:</translation>
    </message>
    <message>
        <source>Auto move engine:</source>
        <translation>Движок для автохода:</translation>
    </message>
    <message>
        <source>Give the engine a name.</source>
        <translation>Укажите название движка.</translation>
    </message>
    <message>
        <source>There is already an engine named “%1”.</source>
        <translation>Движок с названием «%1» уже есть.</translation>
    </message>
    <message>
        <source>“%1” is not an executable file.</source>
        <translation>«%1» не является исполняемым файлом.</translation>
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
        <translation>Определить автоматически</translation>
    </message>
    <message>
        <source>Find Options</source>
        <translation>Найти параметры</translation>
    </message>
    <message>
        <source>Engine protocol</source>
        <translation>Протокол движка</translation>
    </message>
    <message>
        <source>Find the engine&apos;s protocol and options</source>
        <translation>Определить протокол и параметры движка</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>Параметры движка</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>Внешние движки:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Протокол:</translation>
    </message>
    <message>
        <source>Asking %1 for its protocol and options…</source>
        <translation>Запрос протокола и параметров у %1…</translation>
    </message>
    <message>
        <source>Choose an Engine</source>
        <translation>Выбор движка</translation>
    </message>
    <message>
        <source>Select an engine to see its options.</source>
        <translation>Выберите движок, чтобы увидеть его параметры.</translation>
    </message>
    <message>
        <source>The protocol and options of %1 are not known yet: press Find Options.</source>
        <translation>Протокол и параметры %1 пока неизвестны: нажмите «Найти параметры».</translation>
    </message>
    <message numerus="yes">
        <source>%1 speaks %2 and has %n option(s).</source>
        <translation>
            <numerusform>%1 использует %2, у него %n параметр.</numerusform>
            <numerusform>%1 использует %2, у него %n параметра.</numerusform>
            <numerusform>%1 использует %2, у него %n параметров.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ErrorText</name>
    <message>
        <source>The FEN is empty</source>
        <translation>FEN пуст</translation>
    </message>
    <message>
        <source>The FEN has missing fields</source>
        <translation>В FEN не хватает полей</translation>
    </message>
    <message>
        <source>The FEN has too many fields: &apos;%1&apos;</source>
        <translation>В FEN слишком много полей: «%1»</translation>
    </message>
    <message>
        <source>The board must have 8 ranks</source>
        <translation>На доске должно быть 8 горизонталей</translation>
    </message>
    <message>
        <source>A rank has more than 8 squares</source>
        <translation>На горизонтали больше 8 полей</translation>
    </message>
    <message>
        <source>A rank has fewer than 8 squares</source>
        <translation>На горизонтали меньше 8 полей</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter or digit</source>
        <translation>«%1» — не буква фигуры и не цифра</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>Очередь хода должна быть «w» или «b», а не «%1»</translation>
    </message>
    <message>
        <source>Invalid castling rights: &apos;%1&apos;</source>
        <translation>Неверные права рокировки: «%1»</translation>
    </message>
    <message>
        <source>The en-passant field must be &apos;-&apos; or a square, not &apos;%1&apos;</source>
        <translation>Поле взятия на проходе должно быть «-» или полем доски, а не «%1»</translation>
    </message>
    <message>
        <source>The halfmove clock must be a number of at least 0, not &apos;%1&apos;</source>
        <translation>Счётчик полуходов должен быть числом не меньше 0, а не «%1»</translation>
    </message>
    <message>
        <source>The move number must be at least 1, not &apos;%1&apos;</source>
        <translation>Номер хода должен быть не меньше 1, а не «%1»</translation>
    </message>
    <message>
        <source>A king is missing</source>
        <translation>Не хватает короля</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>У белых нет короля</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>У чёрных нет короля</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings</source>
        <translation>
            <numerusform>У белых %n король</numerusform>
            <numerusform>У белых %n короля</numerusform>
            <numerusform>У белых %n королей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings</source>
        <translation>
            <numerusform>У чёрных %n король</numerusform>
            <numerusform>У чёрных %n короля</numerusform>
            <numerusform>У чёрных %n королей</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one king</source>
        <translation>Больше одного короля</translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank</source>
        <translation>Пешка стоит на первой или последней горизонтали</translation>
    </message>
    <message>
        <source>Pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>Пешка на %1: пешки не могут стоять на первой или последней горизонтали</translation>
    </message>
    <message>
        <source>The side not to move is in check</source>
        <translation>Король стороны, которая не на ходу, под шахом</translation>
    </message>
    <message>
        <source>Impossible check: more than two pieces give check</source>
        <translation>Невозможный шах: шах дают более двух фигур</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; without the king and rook on their squares</source>
        <translation>Право рокировки «%1», хотя король и ладья не на своих полях</translation>
    </message>
    <message>
        <source>No pawn can be captured en passant on %1</source>
        <translation>На %1 нельзя взять пешку на проходе</translation>
    </message>
    <message>
        <source>An impossible castling right was dropped</source>
        <translation>Невозможное право рокировки отброшено</translation>
    </message>
    <message>
        <source>An impossible en-passant square was dropped</source>
        <translation>Невозможное поле взятия на проходе отброшено</translation>
    </message>
    <message>
        <source>Missing move counters were filled in</source>
        <translation>Недостающие счётчики ходов заполнены</translation>
    </message>
    <message>
        <source>this is not a move</source>
        <translation>это не ход</translation>
    </message>
    <message>
        <source>not written in standard notation</source>
        <translation>записан не в стандартной нотации</translation>
    </message>
    <message>
        <source>no right to castle short</source>
        <translation>нет права на короткую рокировку</translation>
    </message>
    <message>
        <source>no right to castle long</source>
        <translation>нет права на длинную рокировку</translation>
    </message>
    <message>
        <source>you cannot castle out of check</source>
        <translation>нельзя рокироваться под шахом</translation>
    </message>
    <message>
        <source>castling is blocked or passes through an attacked square</source>
        <translation>рокировке мешают фигуры или король проходит через битое поле</translation>
    </message>
    <message>
        <source>there is no piece of the side to move on %1</source>
        <translation>на %1 нет фигуры той стороны, чей ход</translation>
    </message>
    <message>
        <source>the king is not on %1</source>
        <translation>короля нет на %1</translation>
    </message>
    <message>
        <source>only pawns promote</source>
        <translation>превращаться могут только пешки</translation>
    </message>
    <message>
        <source>the king cannot reach %1</source>
        <translation>король не может пойти на %1</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>на %1 король окажется под шахом</translation>
    </message>
    <message>
        <source>%1 is occupied by your own piece</source>
        <translation>поле %1 занято вашей фигурой</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank promotes</source>
        <translation>превращается только пешка, дошедшая до последней горизонтали</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>на %1 нечего брать</translation>
    </message>
    <message>
        <source>no pawn can reach %1</source>
        <translation>ни одна пешка не может пойти на %1</translation>
    </message>
    <message>
        <source>no knight can reach %1</source>
        <translation>ни один конь не может пойти на %1</translation>
    </message>
    <message>
        <source>no bishop can reach %1</source>
        <translation>ни один слон не может пойти на %1</translation>
    </message>
    <message>
        <source>no rook can reach %1</source>
        <translation>ни одна ладья не может пойти на %1</translation>
    </message>
    <message>
        <source>no queen can reach %1</source>
        <translation>ни один ферзь не может пойти на %1</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>ход не защищает от шаха</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>король остался бы под шахом</translation>
    </message>
    <message>
        <source>several moves match</source>
        <translation>подходит несколько ходов</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>Это не ход: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>Недопустимый ход: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1 — %2</source>
        <translation>Недопустимый ход: %1 — %2</translation>
    </message>
    <message>
        <source>Ambiguous: %1</source>
        <translation>Неоднозначно: %1</translation>
    </message>
    <message>
        <source>Ambiguous: %1 or %2?</source>
        <translation>Неоднозначно: %1 или %2?</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>не ход</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>недопустимый ход</translation>
    </message>
    <message>
        <source>ambiguous move</source>
        <translation>неоднозначный ход</translation>
    </message>
    <message>
        <source>unreadable tag line, skipped</source>
        <translation>нечитаемая строка тега пропущена</translation>
    </message>
    <message>
        <source>invalid FEN tag, the moves were skipped</source>
        <translation>неверный тег FEN, ходы пропущены</translation>
    </message>
    <message>
        <source>unsupported chess variant, the game was skipped</source>
        <translation>неподдерживаемая разновидность шахмат, партия пропущена</translation>
    </message>
    <message>
        <source>a comment is not closed</source>
        <translation>комментарий не закрыт</translation>
    </message>
    <message>
        <source>unexpected text</source>
        <translation>неожиданный текст</translation>
    </message>
    <message>
        <source>a variation is not closed</source>
        <translation>вариант не закрыт</translation>
    </message>
    <message>
        <source>null move while in check</source>
        <translation>нулевой ход под шахом</translation>
    </message>
    <message>
        <source>%1 — could be %2 or %3</source>
        <translation>%1 — возможно, %2 или %3</translation>
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
        <translation>%1: партия %2: %3</translation>
    </message>
    <message>
        <source>%1: game %2, move %3: %4</source>
        <translation>%1: партия %2, ход %3: %4</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move</source>
        <translation>Чёрным объявлен шах, но ход белых</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move</source>
        <translation>Белым объявлен шах, но ход чёрных</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ExchangeActions</name>
    <message>
        <source>Writing the SCID database…</source>
        <translation>Запись базы SCID…</translation>
    </message>
    <message>
        <source>The SCID database was not written: %1</source>
        <translation>База SCID не записана: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n game(s) to the SCID database; %1 not written, %2 changed.</source>
        <translation>
            <numerusform>В базу SCID записана %n партия; не записано: %1, изменено: %2.</numerusform>
            <numerusform>В базу SCID записаны %n партии; не записано: %1, изменено: %2.</numerusform>
            <numerusform>В базу SCID записано %n партий; не записано: %1, изменено: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as SCID Database</source>
        <translation>Сохранить как базу SCID</translation>
    </message>
    <message>
        <source>The databases were not merged: %1</source>
        <translation>Базы не объединены: %1</translation>
    </message>
    <message numerus="yes">
        <source>Merged %n game(s); %1 duplicates dropped.</source>
        <translation>
            <numerusform>Объединена %n партия; отброшено дубликатов: %1.</numerusform>
            <numerusform>Объединены %n партии; отброшено дубликатов: %1.</numerusform>
            <numerusform>Объединено %n партий; отброшено дубликатов: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Объединить базы</translation>
    </message>
    <message>
        <source>Open a database and wait until its games are listed.</source>
        <translation>Откройте базу и дождитесь, пока её партии появятся в списке.</translation>
    </message>
    <message>
        <source>SCID databases (*.si4)</source>
        <translation>Базы SCID (*.si4)</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>Отменено; ничего не записано.</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>Базы</translation>
    </message>
    <message>
        <source>&amp;Merge Databases…</source>
        <translation>&amp;Объединить базы…</translation>
    </message>
    <message>
        <source>Save as SC&amp;ID Database…</source>
        <translation>Сохранить как базу &amp;SCID…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FileActions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Н&amp;едавние файлы</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The current game has unsaved changes. Save them first?</source>
        <translation>В текущей партии есть несохранённые изменения. Сначала сохранить их?</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>Открыть файл PGN</translation>
    </message>
    <message>
        <source>%1 holds %2 games; showing the first.</source>
        <translation>Партий в %1: %2; показана первая.</translation>
    </message>
    <message>
        <source>%1 holds several games; showing the first.</source>
        <translation>%1 содержит несколько партий; показана первая.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (и ещё %n ошибка)</numerusform>
            <numerusform> (и ещё %n ошибки)</numerusform>
            <numerusform> (и ещё %n ошибок)</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was read up to an error: %1%2</source>
        <translation>Партия прочитана до ошибки: %1%2</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN скопирован</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN скопирован</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>Вставленная партия</translation>
    </message>
    <message>
        <source>New to Kibitz? The sample games are famous games to step through, search and analyse.</source>
        <translation>Впервые в Kibitz? Примеры партий — знаменитые партии, которые можно просмотреть ход за ходом, искать и анализировать.</translation>
    </message>
    <message>
        <source>Open Sample Games</source>
        <translation>Открыть примеры партий</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Базы (*.pgn *.si4 *.cbh);;Файлы PGN (*.pgn);;Базы SCID (*.si4);;Базы ChessBase (*.cbh);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FinishedGamesModel</name>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Чем закончилась</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameAnnotator</name>
    <message>
        <source>A&amp;nnotate Game…</source>
        <translation>Анно&amp;тировать партию…</translation>
    </message>
    <message>
        <source>Evaluates every move with an engine and marks inaccuracies, mistakes and blunders</source>
        <translation>Оценивает каждый ход движком и отмечает неточности, ошибки и грубые ошибки</translation>
    </message>
    <message>
        <source>Annotating…</source>
        <translation>Аннотирование…</translation>
    </message>
    <message>
        <source>Annotation progress</source>
        <translation>Ход аннотирования</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stops the annotation; the moves evaluated so far are annotated (one Undo removes them)</source>
        <translation>Останавливает аннотирование; уже оценённые ходы аннотируются (одна отмена убирает всё)</translation>
    </message>
    <message>
        <source>The game has no moves to annotate.</source>
        <translation>В партии нет ходов для аннотирования.</translation>
    </message>
    <message>
        <source>The engine %1 is no longer configured (Settings › Engines).</source>
        <translation>Движок %1 больше не настроен (Настройки › Движки).</translation>
    </message>
    <message>
        <source>%1 of %2 positions evaluated</source>
        <translation>Оценено позиций: %1 из %2</translation>
    </message>
    <message>
        <source>The annotation was not written: %1.</source>
        <translation>Аннотация не записана: %1.</translation>
    </message>
    <message>
        <source>Annotate game</source>
        <translation>Аннотировать партию</translation>
    </message>
    <message>
        <source>%1 The moves evaluated before were annotated.</source>
        <translation>%1 Ходы, оценённые до этого, аннотированы.</translation>
    </message>
    <message>
        <source>Annotation cancelled; the moves evaluated so far were annotated.</source>
        <translation>Аннотирование отменено; уже оценённые ходы аннотированы.</translation>
    </message>
    <message>
        <source>Annotation cancelled before any move was evaluated.</source>
        <translation>Аннотирование отменено до оценки первого хода.</translation>
    </message>
    <message>
        <source>Annotated: %1 moves marked, %2 better lines added.</source>
        <translation>Аннотировано: отмечено ходов — %1, добавлено лучших вариантов — %2.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckModel</name>
    <message>
        <source>player left</source>
        <translation>вышел игрок</translation>
    </message>
    <message>
        <source>opponent left</source>
        <translation>вышел соперник</translation>
    </message>
    <message>
        <source>in book</source>
        <translation>в теории</translation>
    </message>
    <message>
        <source>not in repertoire</source>
        <translation>вне репертуара</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Left the repertoire</source>
        <translation>Выход из репертуара</translation>
    </message>
    <message>
        <source>Move played</source>
        <translation>Сыгранный ход</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Ожидался</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckPanel</name>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Сначала введите имя игрока.</translation>
    </message>
    <message>
        <source>Checking the games in %1…</source>
        <translation>Проверка партий в %1…</translation>
    </message>
    <message>
        <source>%1: %2 games. The player left the repertoire in %3, the opponent in %4; in book to the end: %5.</source>
        <translation>%1: партий %2. Игрок вышел из репертуара в %3, соперник — в %4; в теории до конца: %5.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Name as in the games; several spellings separated by ;</source>
        <translation>Имя как в партиях; несколько написаний через ;</translation>
    </message>
    <message>
        <source>Check My Games</source>
        <translation>Проверить мои партии</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Double-click a row to open the game at that move on the main board</source>
        <translation>Двойной щелчок по строке открывает партию на этом ходу на основной доске</translation>
    </message>
    <message>
        <source>Where the player&apos;s games in the current database left the repertoire, and who left it.</source>
        <translation>Где партии игрока в текущей базе вышли из репертуара и кто из него вышел.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameColumns</name>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Эло белых</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Эло чёрных</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Полуходы</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameController</name>
    <message>
        <source>Replace continuation with %1</source>
        <translation>Заменить продолжение на %1</translation>
    </message>
    <message>
        <source>New variation %1</source>
        <translation>Новый вариант %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Изменить комментарий</translation>
    </message>
    <message>
        <source>Annotate move</source>
        <translation>Пометить ход</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Удалить пометки</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Повысить вариант</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Удалить вариант</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Удалить ходы начиная отсюда</translation>
    </message>
    <message>
        <source>Edit game information</source>
        <translation>Изменить сведения о партии</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>%1 contains no games.</source>
        <translation>В %1 нет партий.</translation>
    </message>
    <message>
        <source>Game %1 of %2 could not be read.</source>
        <translation>Не удалось прочитать партию %1 из %2.</translation>
    </message>
    <message>
        <source>The clipboard is empty.</source>
        <translation>Буфер обмена пуст.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>Недопустимый FEN: %1</translation>
    </message>
    <message>
        <source>The clipboard holds neither a PGN game nor a FEN.</source>
        <translation>В буфере обмена нет ни партии PGN, ни FEN.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameGraphView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>No evaluations in this game. Game › Annotate Game… adds them.</source>
        <translation>В этой партии нет оценок. Партия › Аннотировать партию… добавит их.</translation>
    </message>
    <message>
        <source>No clock times ([%clk]) in this game.</source>
        <translation>В этой партии нет времени на часах ([%clk]).</translation>
    </message>
    <message>
        <source>No times per move ([%emt], or clock times with a time control) in this game.</source>
        <translation>В этой партии нет времени на ход ([%emt] или времени на часах с контролем времени).</translation>
    </message>
    <message>
        <source>(inaccuracy)</source>
        <translation>(неточность)</translation>
    </message>
    <message>
        <source>(mistake)</source>
        <translation>(ошибка)</translation>
    </message>
    <message>
        <source>(blunder)</source>
        <translation>(зевок)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>осталось %1</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>затрачено %1</translation>
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
        <translation>Тур %1</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Заданная позиция</translation>
    </message>
    <message>
        <source>Game information</source>
        <translation>Сведения о партии</translation>
    </message>
    <message>
        <source>Players and result</source>
        <translation>Игроки и результат</translation>
    </message>
    <message>
        <source>Event, site, round and date</source>
        <translation>Турнир, место, тур и дата</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListModel</name>
    <message>
        <source>Game %1 has errors in its headers or moves</source>
        <translation>В заголовках или ходах партии %1 есть ошибки</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListPanel</name>
    <message>
        <source>%1 of %2 games</source>
        <translation>Партий: %1 из %2</translation>
    </message>
    <message>
        <source>Opened from the index cache.</source>
        <translation>Открыто из кэша индекса.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have errors (hover a row for details).</source>
        <translation>
            <numerusform>%n партия содержит ошибки (наведите указатель на строку, чтобы узнать подробности).</numerusform>
            <numerusform>%n партии содержат ошибки (наведите указатель на строку, чтобы узнать подробности).</numerusform>
            <numerusform>%n партий содержат ошибки (наведите указатель на строку, чтобы узнать подробности).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading cancelled: only the first %Ln game(s) are listed.</source>
        <translation>
            <numerusform>Загрузка отменена: показана только первая %Ln партия.</numerusform>
            <numerusform>Загрузка отменена: показаны только первые %Ln партии.</numerusform>
            <numerusform>Загрузка отменена: показаны только первые %Ln партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>The index could not be cached (%1); the next opening will index the file again.</source>
        <translation>Не удалось сохранить индекс в кэш (%1); при следующем открытии файл будет проиндексирован заново.</translation>
    </message>
    <message>
        <source>Games — %1</source>
        <translation>Партии — %1</translation>
    </message>
    <message>
        <source>%1 games so far…</source>
        <translation>Пока партий: %1…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>Партий: %1</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Filter by player, event, ECO or year</source>
        <translation>Фильтр по игроку, турниру, ECO или году</translation>
    </message>
    <message>
        <source>Case-insensitive; several words must all match</source>
        <translation>Без учёта регистра; должны совпасть все слова</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Фильтр партий</translation>
    </message>
    <message>
        <source>Enter or a double click opens the selected game</source>
        <translation>Enter или двойной щелчок открывает выбранную партию</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Число партий</translation>
    </message>
    <message>
        <source>Loading status</source>
        <translation>Состояние загрузки</translation>
    </message>
    <message>
        <source>Indexing… %p%</source>
        <translation>Индексирование… %p%</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Ход индексирования</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>&amp;Поиск…</translation>
    </message>
    <message>
        <source>Search by players, ratings, dates, result, ECO, position or material</source>
        <translation>Поиск по игрокам, рейтингу, датам, результату, ECO, позиции или материалу</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Сбросить &amp;фильтр</translation>
    </message>
    <message>
        <source>Shows every game of the file again</source>
        <translation>Снова показывает все партии файла</translation>
    </message>
    <message>
        <source>Sorting and filtering…</source>
        <translation>Сортировка и фильтрация…</translation>
    </message>
    <message>
        <source>Default Columns</source>
        <translation>Столбцы по умолчанию</translation>
    </message>
    <message>
        <source>Read-only: games are copied out of it, not saved into it.</source>
        <translation>Только чтение: партии из неё копируются, но не сохраняются в неё.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the database could not be read completely (hover here for details).</source>
        <translation>
            <numerusform>%n партию базы не удалось прочитать полностью (наведите указатель сюда, чтобы увидеть подробности).</numerusform>
            <numerusform>%n партии базы не удалось прочитать полностью (наведите указатель сюда, чтобы увидеть подробности).</numerusform>
            <numerusform>%n партий базы не удалось прочитать полностью (наведите указатель сюда, чтобы увидеть подробности).</numerusform>
        </translation>
    </message>
    <message>
        <source>The index cache was damaged: the file was indexed again.</source>
        <translation>Кэш индекса был повреждён: файл проиндексирован заново.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameLocation</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameSaver</name>
    <message>
        <source>Save Game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 already contains %n game(s).</source>
        <translation>
            <numerusform>%1 уже содержит %n партию.</numerusform>
            <numerusform>%1 уже содержит %n партии.</numerusform>
            <numerusform>%1 уже содержит %n партий.</numerusform>
        </translation>
    </message>
    <message>
        <source>Append as New Game</source>
        <translation>Добавить как новую партию</translation>
    </message>
    <message>
        <source>Replace This Game</source>
        <translation>Заменить эту партию</translation>
    </message>
    <message>
        <source>Game appended to %1</source>
        <translation>Партия добавлена в %1</translation>
    </message>
    <message>
        <source>Game replaced in %1</source>
        <translation>Партия заменена в %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>%1 already contains several games.</source>
        <translation>%1 уже содержит несколько партий.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Сохранение %1…</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the game was read, so the game was not replaced (nothing was written).</source>
        <translation>%1 был изменён другой программой после чтения партии, поэтому партия не заменена (ничего не записано).</translation>
    </message>
    <message>
        <source>&amp;Reload and Retry</source>
        <translation>&amp;Перезагрузить и повторить</translation>
    </message>
    <message>
        <source>Finds the game in the file as it is now and replaces it there</source>
        <translation>Находит партию в файле в его нынешнем виде и заменяет её там</translation>
    </message>
    <message>
        <source>&amp;Append as New Game</source>
        <translation>&amp;Добавить как новую партию</translation>
    </message>
    <message>
        <source>Save to Another &amp;File…</source>
        <translation>Сохранить в другой &amp;файл…</translation>
    </message>
    <message>
        <source>The game is no longer in %1 as it was read (another program changed or removed it there), so there is nothing to replace. Append it as a new game, or save it to another file.</source>
        <translation>Партии больше нет в %1 в том виде, в каком она была прочитана (другая программа изменила или удалила её там), поэтому заменять нечего. Добавьте её как новую партию или сохраните в другой файл.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GraphDock</name>
    <message>
        <source>Game Graphs</source>
        <translation>Графики партии</translation>
    </message>
    <message>
        <source>Game &amp;Graphs</source>
        <translation>&amp;Графики партии</translation>
    </message>
    <message>
        <source>Show the evaluation and clock graphs of the game (Ctrl+Shift+G)</source>
        <translation>Показать графики оценки и часов партии (Ctrl+Shift+G)</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>Time per Move</source>
        <translation>Время на ход</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>Clock graph</source>
        <translation>График часов</translation>
    </message>
    <message>
        <source>Time per move graph</source>
        <translation>График времени на ход</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::IndexLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>its games could not be converted: %1</source>
        <translation>её партии не удалось преобразовать: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LanguageManager</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Choose the language of the user interface</source>
        <translation>Выбрать язык интерфейса</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Как в системе (%1)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LiveBoard</name>
    <message>
        <source>Round %1.%2 · game %3</source>
        <translation>Тур %1.%2 · партия %3</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Ход %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Engine is thinking…</source>
        <translation>Движок думает…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Not a valid position: %1</source>
        <translation>Недопустимая позиция: %1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>О программе Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A PGN database and analysis tool.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;База данных PGN и анализ партий.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Engine is thinking</source>
        <translation>Движок думает</translation>
    </message>
    <message>
        <source>Keyboard on the board: arrows move the cursor, Enter or Space picks up and drops, Esc gives the arrows back to the game</source>
        <translation>Клавиатура на доске: стрелки перемещают курсор, Enter или пробел берёт и ставит фигуру, Esc возвращает стрелки для навигации по партии</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>Describe &amp;Position</source>
        <translation>&amp;Описать позицию</translation>
    </message>
    <message>
        <source>Lists the pieces of both sides (spoken when speech output is available)</source>
        <translation>Перечисляет фигуры обеих сторон (вслух, если доступен синтез речи)</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Речь</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Состояние партии</translation>
    </message>
    <message>
        <source>Type a &amp;Move</source>
        <translation>&amp;Ввести ход</translation>
    </message>
    <message>
        <source>Puts the keyboard focus into the move entry (Ctrl+L)</source>
        <translation>Переводит фокус клавиатуры в поле ввода хода (Ctrl+L)</translation>
    </message>
    <message>
        <source>Opening table not changed: %1</source>
        <translation>Таблица дебютов не изменена: %1</translation>
    </message>
    <message numerus="yes">
        <source>The opening table was loaded without %n line(s) it could not read.</source>
        <translation>
            <numerusform>Таблица дебютов загружена без %n нечитаемой строки.</numerusform>
            <numerusform>Таблица дебютов загружена без %n нечитаемых строк.</numerusform>
            <numerusform>Таблица дебютов загружена без %n нечитаемых строк.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Дебюты</translation>
    </message>
    <message>
        <source>Book and Tablebases</source>
        <translation>Книга и эндшпильные таблицы</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Отметить поле</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Нарисовать стрелку</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (и ещё %n)</numerusform>
            <numerusform> (и ещё %n)</numerusform>
            <numerusform> (и ещё %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %n files, each in its own tab of the game list.</source>
        <translation>
            <numerusform>Открыт %n файл, каждый в своей вкладке списка партий.</numerusform>
            <numerusform>Открыто %n файла, каждый в своей вкладке списка партий.</numerusform>
            <numerusform>Открыто %n файлов, каждый в своей вкладке списка партий.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MergeDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Объединить базы</translation>
    </message>
    <message>
        <source>Databases to merge</source>
        <translation>Объединяемые базы</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>Merged database</source>
        <translation>Объединённая база</translation>
    </message>
    <message>
        <source>merged.pgn, or a SCID database (.si4)</source>
        <translation>merged.pgn или база SCID (.si4)</translation>
    </message>
    <message>
        <source>Keep every game</source>
        <translation>Оставить все партии</translation>
    </message>
    <message>
        <source>Drop games with the same moves</source>
        <translation>Отбросить партии с теми же ходами</translation>
    </message>
    <message>
        <source>Drop games with the same moves, players and date</source>
        <translation>Отбросить партии с теми же ходами, игроками и датой</translation>
    </message>
    <message>
        <source>&amp;Databases, in order:</source>
        <translation>&amp;Базы по порядку:</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>&amp;Записать в:</translation>
    </message>
    <message>
        <source>D&amp;uplicates:</source>
        <translation>&amp;Дубликаты:</translation>
    </message>
    <message>
        <source>Databases to Merge</source>
        <translation>Объединяемые базы</translation>
    </message>
    <message>
        <source>Merged Database</source>
        <translation>Объединённая база</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;SCID databases (*.si4)</source>
        <translation>Файлы PGN (*.pgn);;Базы SCID (*.si4)</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Базы (*.pgn *.si4 *.cbh);;Файлы PGN (*.pgn);;Базы SCID (*.si4);;Базы ChessBase (*.cbh);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Скрыть сообщение</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MoveAnnouncer</name>
    <message>
        <source>Null move</source>
        <translation>Нулевой ход</translation>
    </message>
    <message>
        <source>Short castling</source>
        <translation>Короткая рокировка</translation>
    </message>
    <message>
        <source>Long castling</source>
        <translation>Длинная рокировка</translation>
    </message>
    <message>
        <source>Pawn takes %1 en passant</source>
        <translation>Пешка берёт на %1 на проходе</translation>
    </message>
    <message>
        <source>Pawn takes %1</source>
        <translation>Пешка берёт на %1</translation>
    </message>
    <message>
        <source>Pawn to %1</source>
        <translation>Пешка %1</translation>
    </message>
    <message>
        <source>Knight takes %1</source>
        <translation>Конь берёт на %1</translation>
    </message>
    <message>
        <source>Knight to %1</source>
        <translation>Конь %1</translation>
    </message>
    <message>
        <source>Bishop takes %1</source>
        <translation>Слон берёт на %1</translation>
    </message>
    <message>
        <source>Bishop to %1</source>
        <translation>Слон %1</translation>
    </message>
    <message>
        <source>Rook takes %1</source>
        <translation>Ладья берёт на %1</translation>
    </message>
    <message>
        <source>Rook to %1</source>
        <translation>Ладья %1</translation>
    </message>
    <message>
        <source>Queen takes %1</source>
        <translation>Ферзь берёт на %1</translation>
    </message>
    <message>
        <source>Queen to %1</source>
        <translation>Ферзь %1</translation>
    </message>
    <message>
        <source>King takes %1</source>
        <translation>Король берёт на %1</translation>
    </message>
    <message>
        <source>King to %1</source>
        <translation>Король %1</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, мат</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, пат</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, шах</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>Мат. Белые победили.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>Мат. Чёрные победили.</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>Пат. Ничья.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Ничья: недостаточно материала.</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule.</source>
        <translation>Ничья по правилу 75 ходов.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Ничья: пятикратное повторение позиции.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Белые победили</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Чёрные победили</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Партия продолжается</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>King %1</source>
        <translation>Король %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>Ферзь %1</translation>
    </message>
    <message>
        <source>Queens %1</source>
        <translation>Ферзи %1</translation>
    </message>
    <message>
        <source>Rook %1</source>
        <translation>Ладья %1</translation>
    </message>
    <message>
        <source>Rooks %1</source>
        <translation>Ладьи %1</translation>
    </message>
    <message>
        <source>Bishop %1</source>
        <translation>Слон %1</translation>
    </message>
    <message>
        <source>Bishops %1</source>
        <translation>Слоны %1</translation>
    </message>
    <message>
        <source>Knight %1</source>
        <translation>Конь %1</translation>
    </message>
    <message>
        <source>Knights %1</source>
        <translation>Кони %1</translation>
    </message>
    <message>
        <source>Pawn %1</source>
        <translation>Пешка %1</translation>
    </message>
    <message>
        <source>Pawns %1</source>
        <translation>Пешки %1</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Белые: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Чёрные: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Ход белых.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Ход чёрных.</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to queen</source>
        <translation>Пешка берёт на %1 и превращается в ферзя</translation>
    </message>
    <message>
        <source>%1 promotes to queen</source>
        <translation>Пешка идёт на %1 и превращается в ферзя</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to rook</source>
        <translation>Пешка берёт на %1 и превращается в ладью</translation>
    </message>
    <message>
        <source>%1 promotes to rook</source>
        <translation>Пешка идёт на %1 и превращается в ладью</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to bishop</source>
        <translation>Пешка берёт на %1 и превращается в слона</translation>
    </message>
    <message>
        <source>%1 promotes to bishop</source>
        <translation>Пешка идёт на %1 и превращается в слона</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to knight</source>
        <translation>Пешка берёт на %1 и превращается в коня</translation>
    </message>
    <message>
        <source>%1 promotes to knight</source>
        <translation>Пешка идёт на %1 и превращается в коня</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Nag</name>
    <message>
        <source>Good move</source>
        <translation>Хороший ход</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Блестящий ход</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Грубая ошибка</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Интересный ход</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Сомнительный ход</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Единственный ход</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Равная позиция</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Неясная позиция</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>У белых небольшое преимущество</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>У чёрных небольшое преимущество</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>У белых преимущество</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>У чёрных преимущество</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Белые выигрывают</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Чёрные выигрывают</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Новинка</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NavigationBar</name>
    <message>
        <source>First move (Home)</source>
        <translation>Первый ход (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Предыдущий ход (стрелка влево)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Следующий ход (стрелка вправо)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Последний ход (End)</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Последний ход</translation>
    </message>
    <message>
        <source>Game navigation</source>
        <translation>Навигация по партии</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NotationView</name>
    <message>
        <source>Add comment after move…</source>
        <translation>Добавить комментарий после хода…</translation>
    </message>
    <message>
        <source>Edit comment after move…</source>
        <translation>Изменить комментарий после хода…</translation>
    </message>
    <message>
        <source>Add game comment…</source>
        <translation>Добавить комментарий к партии…</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>Изменить комментарий к партии…</translation>
    </message>
    <message>
        <source>Add comment before move…</source>
        <translation>Добавить комментарий перед ходом…</translation>
    </message>
    <message>
        <source>Edit comment before move…</source>
        <translation>Изменить комментарий перед ходом…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Пометка</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Удалить пометки</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Повысить вариант</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Удалить вариант</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Удалить ходы начиная отсюда</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Фигурная нотация</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Комментарий к партии</translation>
    </message>
    <message>
        <source>Comment before move</source>
        <translation>Комментарий перед ходом</translation>
    </message>
    <message>
        <source>Comment after move</source>
        <translation>Комментарий после хода</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Комментарий:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>(game ends)</source>
        <translation>(партия окончена)</translation>
    </message>
    <message>
        <source>A click or Enter plays %1</source>
        <translation>Щелчок или Enter делает ход %1</translation>
    </message>
    <message>
        <source>Share of the position&apos;s games that played the move</source>
        <translation>Доля партий позиции, в которых сделан этот ход</translation>
    </message>
    <message>
        <source>Score of the side to move (a draw counts half)</source>
        <translation>Результат стороны, делающей ход (ничья — пол-очка)</translation>
    </message>
    <message>
        <source>White wins, of the games with a result</source>
        <translation>Победы белых среди партий с результатом</translation>
    </message>
    <message>
        <source>Draws, of the games with a result</source>
        <translation>Ничьи среди партий с результатом</translation>
    </message>
    <message>
        <source>Black wins, of the games with a result</source>
        <translation>Победы чёрных среди партий с результатом</translation>
    </message>
    <message>
        <source>Average rating of the player who made the move</source>
        <translation>Средний рейтинг игрока, сделавшего ход</translation>
    </message>
    <message>
        <source>Rating performance of the player who made the move</source>
        <translation>Турнирный перфоманс игрока, сделавшего ход</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Avg Elo</source>
        <translation>Ср. Эло</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>Перф.</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Год</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PanelLayout</name>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Окно</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Расположение</translation>
    </message>
    <message>
        <source>&amp;Play/Analyse</source>
        <translation>&amp;Игра/анализ</translation>
    </message>
    <message>
        <source>The move list and the analysis beside the board</source>
        <translation>Список ходов и анализ рядом с доской</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;База</translation>
    </message>
    <message>
        <source>The game list under the move list and the opening tree</source>
        <translation>Список партий под списком ходов и деревом дебютов</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Сброс</translation>
    </message>
    <message>
        <source>Every panel back in its place, the side panels closed</source>
        <translation>Все панели на своих местах, боковые панели закрыты</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ParticipantsModel</name>
    <message>
        <source>(built in)</source>
        <translation>(встроенный)</translation>
    </message>
    <message>
        <source>Every engine needs a name of its own.</source>
        <translation>У каждого движка должно быть своё имя.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Книга</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Ходы из книги</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceMoveEditor</name>
    <message>
        <source>moves or captures</source>
        <translation>ходит или бьёт</translation>
    </message>
    <message>
        <source>moves only</source>
        <translation>только ходит</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>только бьёт</translation>
    </message>
    <message>
        <source>slide (arrow: on to the board&apos;s edge)</source>
        <translation>скольжение (стрелка: до края доски)</translation>
    </message>
    <message>
        <source>slide, moves only</source>
        <translation>скольжение, только ход</translation>
    </message>
    <message>
        <source>i: only from the start square; n: lame leap (blocked by a piece in between)</source>
        <translation>i: только с начального поля; n: хромой прыжок (блокируется фигурой посередине)</translation>
    </message>
    <message>
        <source>No slide passes through that square.</source>
        <translation>Через это поле не проходит ни одно скольжение.</translation>
    </message>
    <message>
        <source>No Betza atom leaps that far (at most 3 squares each way); use a slide.</source>
        <translation>Ни один атом Бетцы не прыгает так далеко (не более 3 полей в каждую сторону); используйте скольжение.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Не применено: %1</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Нет ходов</translation>
    </message>
    <message>
        <source>Moves in Betza notation: %1</source>
        <translation>Ходы в нотации Бетцы: %1</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>Щелчок добавляет:</translation>
    </message>
    <message>
        <source>Lea&amp;p</source>
        <translation>&amp;Прыжок</translation>
    </message>
    <message>
        <source>A click on a square lets the piece jump there</source>
        <translation>Щелчок по полю позволяет фигуре прыгнуть туда</translation>
    </message>
    <message>
        <source>Sl&amp;ide</source>
        <translation>С&amp;кольжение</translation>
    </message>
    <message>
        <source>A click on a square lets the piece slide in that step until blocked (Shift+click does this with either tool)</source>
        <translation>Щелчок по полю позволяет фигуре скользить с этим шагом до препятствия (Shift+щелчок делает это любым инструментом)</translation>
    </message>
    <message>
        <source>Slide ran&amp;ge:</source>
        <translation>Д&amp;альность скольжения:</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> полей</translation>
    </message>
    <message>
        <source>How many steps a new slide may take</source>
        <translation>Сколько шагов может сделать новое скольжение</translation>
    </message>
    <message>
        <source>Slide range</source>
        <translation>Дальность скольжения</translation>
    </message>
    <message>
        <source>Applies &amp;when:</source>
        <translation>Д&amp;ействует при:</translation>
    </message>
    <message>
        <source>Moving or capturing</source>
        <translation>Ходе или взятии</translation>
    </message>
    <message>
        <source>Only moving (m)</source>
        <translation>Только ходе (m)</translation>
    </message>
    <message>
        <source>Only capturing (c)</source>
        <translation>Только взятии (c)</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>Действует при</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>Си&amp;мметрия:</translation>
    </message>
    <message>
        <source>All eight directions</source>
        <translation>Все восемь направлений</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>Влево и вправо</translation>
    </message>
    <message>
        <source>Forward and backward</source>
        <translation>Вперёд и назад</translation>
    </message>
    <message>
        <source>Both mirrors (four ways)</source>
        <translation>Оба отражения (четыре стороны)</translation>
    </message>
    <message>
        <source>None (this square only)</source>
        <translation>Нет (только это поле)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Симметрия</translation>
    </message>
    <message>
        <source>Only from the start s&amp;quare (i)</source>
        <translation>Т&amp;олько с начального поля (i)</translation>
    </message>
    <message>
        <source>New moves are allowed only from a square where this piece stands in the start position</source>
        <translation>Новые ходы разрешены только с поля, на котором эта фигура стоит в начальной позиции</translation>
    </message>
    <message>
        <source>&amp;Betza:</source>
        <translation>&amp;Бетца:</translation>
    </message>
    <message>
        <source>Moves in Betza notation</source>
        <translation>Ходы в нотации Бетцы</translation>
    </message>
    <message>
        <source>Betza error</source>
        <translation>Ошибка Бетцы</translation>
    </message>
    <message>
        <source>Type the moves in Betza notation (e.g. N, fmWfcF, QN); the grid follows</source>
        <translation>Введите ходы в нотации Бетцы (например, N, fmWfcF, QN); сетка обновится</translation>
    </message>
    <message>
        <source>Clear Moves</source>
        <translation>Очистить ходы</translation>
    </message>
    <message>
        <source>Move grid</source>
        <translation>Сетка ходов</translation>
    </message>
    <message>
        <source>Click a square: leap there. Shift+click: slide along that step. Arrow keys and Space (Shift+Space) do the same.</source>
        <translation>Щелчок по полю: прыжок туда. Shift+щелчок: скольжение с этим шагом. Стрелки и Пробел (Shift+Пробел) делают то же самое.</translation>
    </message>
    <message>
        <source>The piece is in the centre, forward is up. Click a square to add or remove a leap there; Shift+click (or the Slide tool) to add or remove a slide along that step.</source>
        <translation>Фигура в центре, вперёд — вверх. Щёлкните по полю, чтобы добавить или убрать прыжок туда; Shift+щелчок (или инструмент «Скольжение») — чтобы добавить или убрать скольжение с этим шагом.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>Палитра фигур</translation>
    </message>
    <message>
        <source>Click a piece, then click squares to place it; or drag it onto the board</source>
        <translation>Щёлкните фигуру, затем щёлкайте по полям, чтобы поставить её, или перетащите её на доску</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePicture</name>
    <message>
        <source>Pawn</source>
        <translation>Пешка</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Конь</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Слон</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Ладья</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>Letter in a circle</source>
        <translation>Буква в круге</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceSet</name>
    <message>
        <source>Kibitz (Staunton)</source>
        <translation>Kibitz (Стаунтон)</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Плоские</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PromotionPopup</name>
    <message>
        <source>Promotion</source>
        <translation>Превращение</translation>
    </message>
    <message>
        <source>Choose the piece to promote to: queen, rook, bishop or knight. Escape cancels.</source>
        <translation>Выберите фигуру для превращения: ферзь, ладья, слон или конь. Esc — отмена.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireDocument</name>
    <message>
        <source>The repertoire was read with problems:
%1</source>
        <translation>Репертуар прочитан с ошибками:
%1</translation>
    </message>
    <message>
        <source>Cards: %1 added, %2 removed (their history is kept).</source>
        <translation>Карточки: добавлено %1, удалено %2 (их история сохраняется).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireModel</name>
    <message>
        <source>Starting position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новая</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>к повторению</translation>
    </message>
    <message>
        <source>due %1</source>
        <translation>повторить %1</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>ответ</translation>
    </message>
    <message>
        <source>main</source>
        <translation>основной</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>альтернатива</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карточка</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireWindow</name>
    <message numerus="yes">
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>Объединить %n партию</numerusform>
            <numerusform>Объединить %n партии</numerusform>
            <numerusform>Объединить %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the filter merged.</source>
        <translation>
            <numerusform>Объединена %n партия фильтра.</numerusform>
            <numerusform>Объединены %n партии фильтра.</numerusform>
            <numerusform>Объединено %n партий фильтра.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(не сохранён)</translation>
    </message>
    <message>
        <source> — modified</source>
        <translation> — изменён</translation>
    </message>
    <message>
        <source>Repertoire Training — %1</source>
        <translation>Тренировка репертуара — %1</translation>
    </message>
    <message>
        <source>New for White</source>
        <translation>Новый за белых</translation>
    </message>
    <message>
        <source>New for Black</source>
        <translation>Новый за чёрных</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Линии</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Покрытие</translation>
    </message>
    <message>
        <source>My Games</source>
        <translation>Мои партии</translation>
    </message>
    <message>
        <source>Add Board Line</source>
        <translation>Добавить линию с доски</translation>
    </message>
    <message>
        <source>Adds the moves from the start to the position on the main board</source>
        <translation>Добавляет ходы от начала до позиции на основной доске</translation>
    </message>
    <message>
        <source>Merge Current Game</source>
        <translation>Объединить текущую партию</translation>
    </message>
    <message>
        <source>Merge Filter Games</source>
        <translation>Объединить партии фильтра</translation>
    </message>
    <message>
        <source>Merges every game the game list shows</source>
        <translation>Объединяет все партии, показанные в списке</translation>
    </message>
    <message>
        <source>Up to plies:</source>
        <translation>До полухода:</translation>
    </message>
    <message>
        <source>Make Main</source>
        <translation>Сделать основным</translation>
    </message>
    <message>
        <source>Make Alternative</source>
        <translation>Сделать альтернативой</translation>
    </message>
    <message>
        <source>Delete Branch</source>
        <translation>Удалить ветку</translation>
    </message>
    <message>
        <source>Unsaved Repertoire</source>
        <translation>Несохранённый репертуар</translation>
    </message>
    <message>
        <source>The repertoire has unsaved changes. Save them first?</source>
        <translation>В репертуаре есть несохранённые изменения. Сначала сохранить их?</translation>
    </message>
    <message>
        <source>A new repertoire for White: add lines, then save it.</source>
        <translation>Новый репертуар за белых: добавьте линии и сохраните его.</translation>
    </message>
    <message>
        <source>A new repertoire for Black: add lines, then save it.</source>
        <translation>Новый репертуар за чёрных: добавьте линии и сохраните его.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>Открыть репертуар</translation>
    </message>
    <message>
        <source>The repertoire was not opened: %1</source>
        <translation>Репертуар не открыт: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Сохранено.</translation>
    </message>
    <message>
        <source>Save Repertoire</source>
        <translation>Сохранить репертуар</translation>
    </message>
    <message>
        <source>There is no move to add.</source>
        <translation>Нет хода для добавления.</translation>
    </message>
    <message>
        <source>Add board line</source>
        <translation>Добавить линию с доски</translation>
    </message>
    <message>
        <source>Merge current game</source>
        <translation>Объединить текущую партию</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Сначала откройте базу партий: её партии служат эталоном.</translation>
    </message>
    <message>
        <source>Make %1 main</source>
        <translation>Сделать %1 основным</translation>
    </message>
    <message>
        <source>Make %1 an alternative</source>
        <translation>Сделать %1 альтернативой</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Удалить %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — for White — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — за белых — %n позиция, карточек: %2%3</numerusform>
            <numerusform>%1 — за белых — %n позиции, карточек: %2%3</numerusform>
            <numerusform>%1 — за белых — %n позиций, карточек: %2%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — for Black — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — за чёрных — %n позиция, карточек: %2%3</numerusform>
            <numerusform>%1 — за чёрных — %n позиции, карточек: %2%3</numerusform>
            <numerusform>%1 — за чёрных — %n позиций, карточек: %2%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Отменить: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Повторить: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SanEntry</name>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Ввод хода</translation>
    </message>
    <message>
        <source>Plays the move typed in the move entry</source>
        <translation>Делает ход, введённый в поле ввода хода</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Введите ход, например %1</translation>
    </message>
    <message>
        <source>Type a move in algebraic notation, e.g. %1, and press Enter. English piece letters are accepted too.</source>
        <translation>Введите ход в алгебраической нотации, например %1, и нажмите Enter. Английские буквы фигур тоже принимаются.</translation>
    </message>
    <message>
        <source>Move entry error</source>
        <translation>Ошибка ввода хода</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SaveGameDialog</name>
    <message>
        <source>Save Game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Турнир:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Место:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Дата:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Тур:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Белые:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Чёрные:</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Дебют:</translation>
    </message>
    <message>
        <source>Variation:</source>
        <translation>Вариант:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown parts</source>
        <translation>ГГГГ.ММ.ДД, ?? для неизвестных частей</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Результат:</translation>
    </message>
    <message>
        <source>The game ended by the rules; its result is fixed.</source>
        <translation>Партия завершилась по правилам; её результат изменить нельзя.</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Тег</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>Добавить тег</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>Удалить тег</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Другие теги:</translation>
    </message>
    <message>
        <source>Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.??.??).</source>
        <translation>Дата должна иметь вид 2024.05.17; для неизвестных частей используйте ?? (например, 1998.??.??).</translation>
    </message>
    <message>
        <source>Date: the month must be 01 to 12.</source>
        <translation>Дата: месяц должен быть от 01 до 12.</translation>
    </message>
    <message>
        <source>Date: the day must be 01 to 31.</source>
        <translation>Дата: день должен быть от 01 до 31.</translation>
    </message>
    <message>
        <source>%1 must be on one line.</source>
        <translation>%1: значение должно умещаться в одну строку.</translation>
    </message>
    <message>
        <source>Row %1 of the other tags has no tag name.</source>
        <translation>В строке %1 других тегов нет имени тега.</translation>
    </message>
    <message>
        <source>“%1” is not a valid tag name (letters, digits and _ only).</source>
        <translation>«%1» — недопустимое имя тега (только буквы, цифры и _).</translation>
    </message>
    <message>
        <source>The tag %1 is set above or by the position; remove it from the other tags.</source>
        <translation>Тег %1 задаётся выше или позицией; удалите его из других тегов.</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>Тег %1 встречается дважды.</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Другие теги</translation>
    </message>
    <message>
        <source>Further PGN tags of the game, one tag name and value per row</source>
        <translation>Прочие теги PGN партии: в каждой строке имя тега и значение</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SearchDialog</name>
    <message>
        <source>any</source>
        <translation>любой</translation>
    </message>
    <message>
        <source>Games that reach the board&apos;s posi&amp;tion</source>
        <translation>Партии, доходящие до &amp;позиции на доске</translation>
    </message>
    <message>
        <source>Search Games</source>
        <translation>Поиск партий</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>любой стороной</translation>
    </message>
    <message>
        <source>e.g. 1990 or 1990.05</source>
        <translation>напр. 1990 или 1990.05</translation>
    </message>
    <message>
        <source>e.g. 1999.12.31</source>
        <translation>напр. 1999.12.31</translation>
    </message>
    <message>
        <source>e.g. B90 or A00-B99</source>
        <translation>напр. B90 или A00-B99</translation>
    </message>
    <message>
        <source>e.g. Q=0 q=0 R=1 r=1 diff=-1..1</source>
        <translation>напр. Q=0 q=0 R=1 r=1 diff=-1..1</translation>
    </message>
    <message>
        <source>e.g. Pe4 pd5 Kg1</source>
        <translation>напр. Pe4 pd5 Kg1</translation>
    </message>
    <message>
        <source>Replace the list&apos;s filter</source>
        <translation>Заменить фильтр списка</translation>
    </message>
    <message>
        <source>Narrow it: shown and found (and)</source>
        <translation>Сузить: показанные и найденные (и)</translation>
    </message>
    <message>
        <source>Widen it: shown or found (or)</source>
        <translation>Расширить: показанные или найденные (или)</translation>
    </message>
    <message>
        <source>Remove the games found from it (not)</source>
        <translation>Убрать найденные партии (не)</translation>
    </message>
    <message>
        <source>Lowest rating</source>
        <translation>Минимальный рейтинг</translation>
    </message>
    <message>
        <source>Highest rating</source>
        <translation>Максимальный рейтинг</translation>
    </message>
    <message>
        <source>Earliest date</source>
        <translation>Самая ранняя дата</translation>
    </message>
    <message>
        <source>Latest date</source>
        <translation>Самая поздняя дата</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Белые:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Чёрные:</translation>
    </message>
    <message>
        <source>Both players&apos; &amp;Elo:</source>
        <translation>&amp;Эло обоих игроков:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Результат:</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>EC&amp;O:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>&amp;Турнир:</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>М&amp;есто:</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>&amp;Материал:</translation>
    </message>
    <message>
        <source>P&amp;attern:</source>
        <translation>&amp;Шаблон:</translation>
    </message>
    <message>
        <source>Combi&amp;ne:</source>
        <translation>&amp;Объединить:</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <source>The lowest rating is above the highest.</source>
        <translation>Минимальный рейтинг выше максимального.</translation>
    </message>
    <message>
        <source>Not a date: “%1” (write 1990, 1990.05 or 1990.05.17).</source>
        <translation>Не дата: «%1» (пишите 1990, 1990.05 или 1990.05.17).</translation>
    </message>
    <message>
        <source>Not an ECO code or range: “%1” (write B90 or A00-B99).</source>
        <translation>Не код и не диапазон ECO: «%1» (пишите B90 или A00-B99).</translation>
    </message>
    <message>
        <source>There is no board position to search for.</source>
        <translation>Нет позиции на доске для поиска.</translation>
    </message>
    <message>
        <source>Material or pattern not understood: %1</source>
        <translation>Не удалось разобрать материал или шаблон: %1</translation>
    </message>
    <message>
        <source>e.g. Crazyhouse</source>
        <translation>напр. Crazyhouse</translation>
    </message>
    <message>
        <source>Game variant:</source>
        <translation>Вариант игры:</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetUpPositionDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Белые</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Чёрные</translation>
    </message>
    <message>
        <source>C&amp;urrent Position</source>
        <translation>&amp;Текущая позиция</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Очередь хода</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Право рокировки</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Белые O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Белые O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Чёрные O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Чёрные O-O-O</translation>
    </message>
    <message>
        <source>O-O uses the outermost rook on the king&apos;s side, so Chess960 set-ups work too</source>
        <translation>O-O использует крайнюю ладью на королевском фланге, поэтому подходят и позиции Chess960</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move (fifty-move rule)</source>
        <translation>Полуходы с последнего взятия или хода пешкой (правило 50 ходов)</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Взятие на проходе:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Счётчик полуходов:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Номер хода:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation>&amp;Исходная позиция</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>Load the position shown on the main board</source>
        <translation>Загрузить позицию с основной доски</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>Неверный FEN: %1</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Позиция Chess960</translation>
    </message>
    <message>
        <source>Invalid position: %1</source>
        <translation>Недопустимая позиция: %1</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Проверка позиции</translation>
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
        <translation>Тёмные цвета окна</translation>
    </message>
    <message>
        <source>Figurine notation (♘f3 instead of Nf3)</source>
        <translation>Фигурная нотация (♘f3 вместо Nf3)</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Показывать координаты</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Board colours:</source>
        <translation>Цвета доски:</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Фигуры:</translation>
    </message>
    <message>
        <source>Engine time per move:</source>
        <translation>Время движка на ход:</translation>
    </message>
    <message>
        <source>Show squares the opponent attacks (threat map)</source>
        <translation>Показывать поля, которые атакует соперник (карта угроз)</translation>
    </message>
    <message>
        <source>Touch move: a piece once picked up must be moved</source>
        <translation>Тронул — ходи: взятой фигурой обязательно нужно сделать ход</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>Начинает новый вариант</translation>
    </message>
    <message>
        <source>Replaces the rest of the game (undoable)</source>
        <translation>Заменяет продолжение партии (можно отменить)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Цвета доски</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Фигурная нотация</translation>
    </message>
    <message>
        <source>A move in the middle of a game</source>
        <translation>Ход в середине партии</translation>
    </message>
    <message>
        <source>Threat map</source>
        <translation>Карта угроз</translation>
    </message>
    <message>
        <source>Touch move</source>
        <translation>Тронул — ходи</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Время движка на ход</translation>
    </message>
    <message>
        <source>A move in the middle of a game:</source>
        <translation>Ход в середине партии:</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Страницы настроек</translation>
    </message>
    <message>
        <source>Board and Notation</source>
        <translation>Доска и нотация</translation>
    </message>
    <message>
        <source>From the side of the player at the bottom</source>
        <translation>Со стороны игрока внизу</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>Сверху</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Дерево</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Мрамор</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Пластик</translation>
    </message>
    <message>
        <source>3D board camera</source>
        <translation>Камера 3D-доски</translation>
    </message>
    <message>
        <source>3D board material</source>
        <translation>Материал 3D-доски</translation>
    </message>
    <message>
        <source>3D board camera:</source>
        <translation>Камера 3D-доски:</translation>
    </message>
    <message>
        <source>3D board material:</source>
        <translation>Материал 3D-доски:</translation>
    </message>
    <message>
        <source>Animate moves on the 3D board (also when going through the game)</source>
        <translation>Анимировать ходы на 3D-доске (и при переходах по партии)</translation>
    </message>
    <message>
        <source>3D board animation</source>
        <translation>Анимация 3D-доски</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Доска для расстановки</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Speaker</name>
    <message>
        <source>Announce moves</source>
        <translation>Озвучивать ходы</translation>
    </message>
    <message>
        <source>Speak every move and the result in the language of the user interface</source>
        <translation>Озвучивать каждый ход и результат на языке интерфейса</translation>
    </message>
    <message>
        <source>Spoken moves: not available in this build (Qt TextToSpeech was not found).</source>
        <translation>Озвучивание ходов: недоступно в этой сборке (Qt TextToSpeech не найден).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::StandingsModel</name>
    <message>
        <source>one-sided</source>
        <translation>односторонне</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>В-П-Н</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Эло</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>ЗБ</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Бухгольц</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Status</name>
    <message>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Мат — белые победили</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Мат — чёрные победили</translation>
    </message>
    <message>
        <source>Stalemate — draw</source>
        <translation>Пат — ничья</translation>
    </message>
    <message>
        <source>Draw by insufficient material</source>
        <translation>Ничья: недостаточно материала</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation>Ничья по правилу 75 ходов</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Ничья: пятикратное повторение позиции</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Шах</translation>
    </message>
    <message>
        <source>%1 may claim a draw (threefold repetition)</source>
        <translation>%1 могут потребовать ничью (троекратное повторение)</translation>
    </message>
    <message>
        <source>%1 may claim a draw (50-move rule)</source>
        <translation>%1 могут потребовать ничью (правило 50 ходов)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseLibrary</name>
    <message>
        <source>The endgame tablebases in %1 cannot be used: %2</source>
        <translation>Эндшпильные таблицы в %1 нельзя использовать: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseView</name>
    <message>
        <source>Endgame tablebase</source>
        <translation>Эндшпильная таблица</translation>
    </message>
    <message>
        <source>Tablebase: draw</source>
        <translation>Таблица: ничья</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, mate in %n</source>
        <translation>
            <numerusform>Таблица: белые выигрывают, мат в %n ход</numerusform>
            <numerusform>Таблица: белые выигрывают, мат в %n хода</numerusform>
            <numerusform>Таблица: белые выигрывают, мат в %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, mate in %n</source>
        <translation>
            <numerusform>Таблица: чёрные выигрывают, мат в %n ход</numerusform>
            <numerusform>Таблица: чёрные выигрывают, мат в %n хода</numerusform>
            <numerusform>Таблица: чёрные выигрывают, мат в %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>Tablebase: White wins, Black is checkmated</source>
        <translation>Таблица: белые выигрывают, чёрным мат</translation>
    </message>
    <message>
        <source>Tablebase: Black wins, White is checkmated</source>
        <translation>Таблица: чёрные выигрывают, белым мат</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, Black is mated in %n</source>
        <translation>
            <numerusform>Таблица: белые выигрывают, чёрным мат в %n ход</numerusform>
            <numerusform>Таблица: белые выигрывают, чёрным мат в %n хода</numerusform>
            <numerusform>Таблица: белые выигрывают, чёрным мат в %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, White is mated in %n</source>
        <translation>
            <numerusform>Таблица: чёрные выигрывают, белым мат в %n ход</numerusform>
            <numerusform>Таблица: чёрные выигрывают, белым мат в %n хода</numerusform>
            <numerusform>Таблица: чёрные выигрывают, белым мат в %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>мат в %n ход</numerusform>
            <numerusform>мат в %n хода</numerusform>
            <numerusform>мат в %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>получает мат в %n ход</numerusform>
            <numerusform>получает мат в %n хода</numerusform>
            <numerusform>получает мат в %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>ещё %n</numerusform>
            <numerusform>ещё %n</numerusform>
            <numerusform>ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Best: %1 (%2)</source>
        <translation>Лучшие: %1 (%2)</translation>
    </message>
    <message>
        <source>Gaviota endgame tablebases: the result with best play on both sides and the distance to mate</source>
        <translation>Эндшпильные таблицы Gaviota: результат при лучшей игре обеих сторон и расстояние до мата</translation>
    </message>
    <message>
        <source>Tablebase result</source>
        <translation>Результат эндшпильной таблицы</translation>
    </message>
    <message>
        <source>Tablebase best moves</source>
        <translation>Лучшие ходы эндшпильной таблицы</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentSetup</name>
    <message>
        <source>Kibitz (built-in engine)</source>
        <translation>Kibitz (встроенный движок)</translation>
    </message>
    <message>
        <source>Engines (the order is the seeding)</source>
        <translation>Движки (порядок — посев)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Выше</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Движок:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Круговой турнир</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Гаунтлет (первый движок против остальных)</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>На выбывание</translation>
    </message>
    <message>
        <source>Swiss (FIDE Dutch system)</source>
        <translation>Швейцарская (голландская система ФИДЕ)</translation>
    </message>
    <message>
        <source>SPRT (two engines)</source>
        <translation>SPRT (два движка)</translation>
    </message>
    <message>
        <source>Elo 0</source>
        <translation>Эло 0</translation>
    </message>
    <message>
        <source>Elo 1</source>
        <translation>Эло 1</translation>
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
        <translation>Система:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Партий одновременно:</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Соревнование:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Туров:</translation>
    </message>
    <message>
        <source>Games per match:</source>
        <translation>Партий в матче:</translation>
    </message>
    <message>
        <source>Cycles:</source>
        <translation>Кругов:</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Дебюты</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>нет: каждая партия из начальной позиции</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd)</source>
        <translation>Дебюты (*.pgn *.epd)</translation>
    </message>
    <message>
        <source>In file order</source>
        <translation>В порядке файла</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <source>all</source>
        <translation>все</translation>
    </message>
    <message>
        <source>Each opening twice, colours reversed</source>
        <translation>Каждый дебют дважды, со сменой цвета</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Файл:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Порядок:</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>Зерно случайности:</translation>
    </message>
    <message>
        <source>Plies of each:</source>
        <translation>Полуходов из каждого:</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Присуждение</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> сп</translation>
    </message>
    <message>
        <source>moves beyond</source>
        <translation>ходов за пределом</translation>
    </message>
    <message>
        <source>moves within</source>
        <translation>ходов в пределах</translation>
    </message>
    <message>
        <source>from move</source>
        <translation>начиная с хода</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>By the Gaviota tablebases of Settings › Book and Tablebases</source>
        <translation>По эндшпильным таблицам Gaviota из Настройки › Книга и таблицы</translation>
    </message>
    <message>
        <source>Resign:</source>
        <translation>Сдача:</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Ничья:</translation>
    </message>
    <message>
        <source>Maximum moves:</source>
        <translation>Максимум ходов:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <source>next to the games, ending in .tournament</source>
        <translation>рядом с партиями, с окончанием .tournament</translation>
    </message>
    <message>
        <source>Games (PGN):</source>
        <translation>Партии (PGN):</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Tournament file:</source>
        <translation>Файл турнира:</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament)</source>
        <translation>Турниры (*.tournament)</translation>
    </message>
    <message>
        <source>Every game is added to the PGN the moment it ends; the tournament file keeps where the tournament stands, so that it can be paused, closed and resumed.</source>
        <translation>Каждая партия добавляется в PGN в момент её окончания; файл турнира хранит, как обстоят дела, чтобы турнир можно было приостановить, закрыть и продолжить.</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Time controls: 60+0.6 (seconds, plus an increment per move), 40/90+30, st=1 (seconds per move), depth=8, nodes=50000. Options: Hash=64; Threads=1.</source>
        <translation>Дважды щёлкните ячейку, чтобы изменить её. Контроль времени: 60+0.6 (секунды плюс добавка за ход), 40/90+30, st=1 (секунд на ход), depth=8, nodes=50000. Параметры: Hash=64; Threads=1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentWindow</name>
    <message>
        <source>Engine Tournament — Kibitz</source>
        <translation>Турнир движков — Kibitz</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Настройка</translation>
    </message>
    <message>
        <source>Live Games</source>
        <translation>Текущие партии</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Таблица</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новый</translation>
    </message>
    <message>
        <source>Set up a new tournament</source>
        <translation>Настроить новый турнир</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Reopen a tournament from its tournament file, to see it or to go on with it</source>
        <translation>Открыть турнир из его файла, чтобы посмотреть или продолжить</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Let the running games finish, then stop; Start goes on</source>
        <translation>Дать текущим партиям закончиться и остановиться; «Начать» продолжит</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Открыть PGN</translation>
    </message>
    <message>
        <source>Open the tournament&apos;s games as a database tab of the main window</source>
        <translation>Открыть партии турнира как вкладку базы в главном окне</translation>
    </message>
    <message>
        <source>Open Tournament</source>
        <translation>Открыть турнир</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament);;All files (*)</source>
        <translation>Турниры (*.tournament);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 holds no games yet.</source>
        <translation>В %1 пока нет партий.</translation>
    </message>
    <message>
        <source>A tournament is running: pause it first.</source>
        <translation>Идёт турнир: сначала приостановите его.</translation>
    </message>
    <message>
        <source>Tournament Running</source>
        <translation>Турнир идёт</translation>
    </message>
    <message>
        <source>Games are being played. Stop them now (they are played again when the tournament is resumed), or let them finish first?</source>
        <translation>Идут партии. Остановить их сейчас (при продолжении турнира они будут сыграны заново) или дать им сначала закончиться?</translation>
    </message>
    <message>
        <source>Stop Now</source>
        <translation>Остановить сейчас</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Set the tournament up, then Start.</source>
        <translation>Настройте турнир, затем «Начать».</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>сыграна %n партия</numerusform>
            <numerusform>сыграны %n партии</numerusform>
            <numerusform>сыграно %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished (%1): %2</source>
        <translation>Завершён (%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>Pausing: %1; %n game(s) finishing</source>
        <translation>
            <numerusform>Приостановка: %1; заканчивается %n партия</numerusform>
            <numerusform>Приостановка: %1; заканчиваются %n партии</numerusform>
            <numerusform>Приостановка: %1; заканчиваются %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n game(s) running</source>
        <translation>
            <numerusform>%1; идёт %n партия</numerusform>
            <numerusform>%1; идут %n партии</numerusform>
            <numerusform>%1; идут %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: %1. Resume goes on.</source>
        <translation>Приостановлен: %1. «Продолжить» возобновит.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingJob</name>
    <message>
        <source>The database cannot be searched: %1</source>
        <translation>В базе нельзя искать: %1</translation>
    </message>
    <message>
        <source>Loading the search index… %1%</source>
        <translation>Загрузка поискового индекса… %1%</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Чтение партий…</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Сначала откройте базу партий: её партии служат эталоном.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingStatsView</name>
    <message>
        <source>Cards</source>
        <translation>Карточки</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новые</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Изучаются</translation>
    </message>
    <message>
        <source>Due today</source>
        <translation>На сегодня</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>На повторении</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>Усвоены</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>Забывания</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>К повторению сейчас</translation>
    </message>
    <message>
        <source>Cards falling due on each of the next 30 days</source>
        <translation>Карточки к повторению на каждый из следующих 30 дней</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingWindows</name>
    <message>
        <source>Clipboard</source>
        <translation>Буфер</translation>
    </message>
    <message>
        <source>Add %1 from the opening tree</source>
        <translation>Добавить %1 из дерева дебютов</translation>
    </message>
    <message>
        <source>&amp;Repertoire Training…</source>
        <translation>Тренировка &amp;репертуара…</translation>
    </message>
    <message>
        <source>Build an opening repertoire, drill it, and check it against databases and your games</source>
        <translation>Составить дебютный репертуар, тренировать его и сверять с базами и своими партиями</translation>
    </message>
    <message>
        <source>Add Move to Repertoire</source>
        <translation>Добавить ход в репертуар</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TreeDock</name>
    <message>
        <source>Open a file with several games to see its opening tree.</source>
        <translation>Откройте файл с несколькими партиями, чтобы увидеть его дерево дебютов.</translation>
    </message>
    <message>
        <source>The positions could not be indexed: %1</source>
        <translation>Не удалось проиндексировать позиции: %1</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>Партий: %1</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Дерево дебютов</translation>
    </message>
    <message>
        <source>Whole database</source>
        <translation>Вся база</translation>
    </message>
    <message>
        <source>Current filter</source>
        <translation>Текущий фильтр</translation>
    </message>
    <message>
        <source>The games the tree counts: all of the database, or those the game list shows</source>
        <translation>Партии, учитываемые деревом: вся база или показанные в списке</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Учитываемые партии</translation>
    </message>
    <message>
        <source>Indexing positions… %p%</source>
        <translation>Индексация позиций… %p%</translation>
    </message>
    <message>
        <source>Position indexing progress</source>
        <translation>Ход индексации позиций</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Opening tree</source>
        <translation>Дерево дебютов</translation>
    </message>
    <message>
        <source>A click or Enter plays the move on the board</source>
        <translation>Щелчок или Enter делает ход на доске</translation>
    </message>
    <message>
        <source>&amp;Games of This Position</source>
        <translation>&amp;Партии этой позиции</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position in the game list</source>
        <translation>Показывает в списке партии, доходящие до позиции на доске</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardArea</name>
    <message>
        <source>3D variant board</source>
        <translation>3D-доска варианта</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>&amp;3D-доска</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Показывает доску в трёх измерениях (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>3D-доска недоступна: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardWidget</name>
    <message>
        <source>Variant board</source>
        <translation>Доска варианта</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>У этой фигуры нет допустимых ходов.</translation>
    </message>
    <message>
        <source>Not a legal move under the rules of %1.</source>
        <translation>По правилам %1 такой ход недопустим.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantDesignerDialog</name>
    <message>
        <source>The pawn&apos;s moves are fixed (fmWfcF); its double step and promotion are rules of the variant below. Add a piece for other moves.</source>
        <translation>Ходы пешки фиксированы (fmWfcF); её двойной шаг и превращение — правила варианта ниже. Для других ходов добавьте фигуру.</translation>
    </message>
    <message>
        <source>Variant Designer</source>
        <translation>Конструктор вариантов</translation>
    </message>
    <message>
        <source>Start fro&amp;m:</source>
        <translation>О&amp;снова:</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Основа</translation>
    </message>
    <message>
        <source>Loads a built-in variant or a section of the loaded variants.ini into the designer</source>
        <translation>Загружает в конструктор встроенный вариант или раздел загруженного variants.ini</translation>
    </message>
    <message>
        <source>&amp;Load variants.ini…</source>
        <translation>&amp;Загрузить variants.ini…</translation>
    </message>
    <message>
        <source>Reads the variant definitions of a variants.ini file (Fairy-Stockfish&apos;s format)</source>
        <translation>Читает определения вариантов из файла variants.ini (формат Fairy-Stockfish)</translation>
    </message>
    <message>
        <source>S&amp;ave variants.ini…</source>
        <translation>Со&amp;хранить variants.ini…</translation>
    </message>
    <message>
        <source>Writes this variant as a section of a variants.ini file; the file&apos;s other sections are kept</source>
        <translation>Записывает этот вариант как раздел файла variants.ini; остальные разделы файла сохраняются</translation>
    </message>
    <message>
        <source>&amp;Variant name:</source>
        <translation>Им&amp;я варианта:</translation>
    </message>
    <message>
        <source>Variant name</source>
        <translation>Имя варианта</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Фигуры:</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <source>Add Pi&amp;ece</source>
        <translation>&amp;Добавить фигуру</translation>
    </message>
    <message>
        <source>Adds a custom piece (at most %1 besides the six orthodox ones)</source>
        <translation>Добавляет свою фигуру (не более %1 помимо шести обычных)</translation>
    </message>
    <message>
        <source>&amp;Remove Piece</source>
        <translation>Уда&amp;лить фигуру</translation>
    </message>
    <message>
        <source>Le&amp;tter:</source>
        <translation>Б&amp;уква:</translation>
    </message>
    <message>
        <source>Piece letter</source>
        <translation>Буква фигуры</translation>
    </message>
    <message>
        <source>The piece&apos;s letter in FEN and in moves (a-z; White&apos;s pieces are written in capitals)</source>
        <translation>Буква фигуры в FEN и в ходах (a-z; белые фигуры пишутся заглавными)</translation>
    </message>
    <message>
        <source>Piece &amp;name:</source>
        <translation>&amp;Название фигуры:</translation>
    </message>
    <message>
        <source>Piece name</source>
        <translation>Название фигуры</translation>
    </message>
    <message>
        <source>Pict&amp;ure:</source>
        <translation>&amp;Изображение:</translation>
    </message>
    <message>
        <source>Piece picture</source>
        <translation>Изображение фигуры</translation>
    </message>
    <message>
        <source>R&amp;oyal</source>
        <translation>Ко&amp;ролевская</translation>
    </message>
    <message>
        <source>The piece that must not be left in check and is checkmated (exactly one type)</source>
        <translation>Фигура, которую нельзя оставлять под шахом и которой ставят мат (ровно один тип)</translation>
    </message>
    <message>
        <source>Start &amp;FEN:</source>
        <translation>На&amp;чальный FEN:</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Начальная позиция (FEN)</translation>
    </message>
    <message>
        <source>&amp;Castling</source>
        <translation>Рокиро&amp;вка</translation>
    </message>
    <message>
        <source>Promotion t&amp;ypes:</source>
        <translation>&amp;Типы превращения:</translation>
    </message>
    <message>
        <source>Promotion types</source>
        <translation>Типы превращения</translation>
    </message>
    <message>
        <source>The letters of the pieces a pawn may promote to, in the order offered</source>
        <translation>Буквы фигур, в которые может превратиться пешка, в порядке предложения</translation>
    </message>
    <message>
        <source>Promotion ran&amp;k:</source>
        <translation>&amp;Горизонталь превращения:</translation>
    </message>
    <message>
        <source>Promotion rank</source>
        <translation>Горизонталь превращения</translation>
    </message>
    <message>
        <source>&amp;Double step from rank</source>
        <translation>Дво&amp;йной шаг с горизонтали</translation>
    </message>
    <message>
        <source>Double step rank</source>
        <translation>Горизонталь двойного шага</translation>
    </message>
    <message>
        <source>Definition check</source>
        <translation>Проверка определения</translation>
    </message>
    <message>
        <source>Load report</source>
        <translation>Отчёт о загрузке</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of a built-in variant; choose a name of your own.</source>
        <translation>«%1» — имя встроенного варианта; выберите своё имя.</translation>
    </message>
    <message>
        <source>The definition is valid. From the start position White has %1 moves (perft 1); after two plies there are %2 positions (perft 2).</source>
        <translation>Определение корректно. В начальной позиции у белых %1 ходов (perft 1); после двух полуходов — %2 позиций (perft 2).</translation>
    </message>
    <message>
        <source>Not playable yet: %1</source>
        <translation>Пока нельзя играть: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (из %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) loaded from %1.</source>
        <translation>
            <numerusform>%n вариант загружен из %1.</numerusform>
            <numerusform>%n варианта загружено из %1.</numerusform>
            <numerusform>%n вариантов загружено из %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>Не загружено:</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Не сохранено: %1</translation>
    </message>
    <message>
        <source>Not saved: cannot read %1: %2</source>
        <translation>Не сохранено: не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>Saved [%1] to %2.</source>
        <translation>[%1] сохранён в %2.</translation>
    </message>
    <message>
        <source>Load variants.ini</source>
        <translation>Загрузить variants.ini</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Определения вариантов (*.ini);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save variants.ini</source>
        <translation>Сохранить variants.ini</translation>
    </message>
    <message>
        <source>Opens a game of this variant in the variant window</source>
        <translation>Открывает партию этого варианта в окне вариантов</translation>
    </message>
    <message>
        <source>Play t&amp;his Variant</source>
        <translation>С&amp;ыграть в этот вариант</translation>
    </message>
    <message>
        <source>Set Up…</source>
        <translation>Расставить…</translation>
    </message>
    <message>
        <source>Sets up the start position on a board with this variant&apos;s pieces</source>
        <translation>Расставляет исходную позицию на доске фигурами этого варианта</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Ценность:</translation>
    </message>
    <message>
        <source>Piece value</source>
        <translation>Ценность фигуры</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>What the piece is worth to Kibitz&apos;s engine, in centipawns (a pawn is 100). Estimated: from how many squares it reaches on an empty board</source>
        <translation>Сколько фигура стоит для движка Kibitz, в сотых пешки (пешка — 100). Оценка: по числу полей, которых она достигает на пустой доске</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantEngine</name>
    <message>
        <source>mate in %1</source>
        <translation>мат в %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>глубина %1</translation>
    </message>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>Вариант нельзя играть: %1</translation>
    </message>
    <message>
        <source>%1 played “%2”, which is not a legal move here.</source>
        <translation>%1 сыграл «%2», а это здесь не допустимый ход.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 сдаётся.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantGameModel</name>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>В этот вариант нельзя играть: %1</translation>
    </message>
    <message>
        <source>Not a position of this variant: %1</source>
        <translation>Это не позиция этого варианта: %1</translation>
    </message>
    <message>
        <source>The game holds a move that is not legal under these rules.</source>
        <translation>В партии есть ход, недопустимый по этим правилам.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantPlayWindow</name>
    <message>
        <source>Play a Variant — Kibitz</source>
        <translation>Играть в вариант — Kibitz</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>Движок не нашёл хода.</translation>
    </message>
    <message>
        <source>Type a move, e.g. Cg4</source>
        <translation>Введите ход, например Cg4</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Ввод хода</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Вариант:</translation>
    </message>
    <message>
        <source>Start position: FEN with the variant&apos;s letters (empty: its own)</source>
        <translation>Начальная позиция: FEN с буквами варианта (пусто — его собственная)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Время движка на ход</translation>
    </message>
    <message>
        <source>Auto Move</source>
        <translation>Автоход</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Взять ход назад</translation>
    </message>
    <message>
        <source>Variant Game</source>
        <translation>Партия варианта</translation>
    </message>
    <message>
        <source>Load variants.ini…</source>
        <translation>Загрузить variants.ini…</translation>
    </message>
    <message>
        <source>Load Variant Definitions</source>
        <translation>Загрузить определения вариантов</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Определения вариантов (*.ini);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Variant Definitions</source>
        <translation>Определения вариантов</translation>
    </message>
    <message>
        <source>Open PGN…</source>
        <translation>Открыть PGN…</translation>
    </message>
    <message>
        <source>Open Variant Game</source>
        <translation>Открыть партию варианта</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save PGN…</source>
        <translation>Сохранить PGN…</translation>
    </message>
    <message>
        <source>Save Variant Game</source>
        <translation>Сохранить партию варианта</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Перевернуть доску</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>No variant is called %1.</source>
        <translation>Варианта с именем %1 нет.</translation>
    </message>
    <message>
        <source>No game in %1.</source>
        <translation>В %1 нет партий.</translation>
    </message>
    <message>
        <source>Read up to an error: %1</source>
        <translation>Прочитано до ошибки: %1</translation>
    </message>
    <message>
        <source>Cannot write the game: %1</source>
        <translation>Не удаётся записать партию: %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Не удаётся сохранить %1: %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
    <message>
        <source>Checkmate: White wins</source>
        <translation>Мат: белые выиграли</translation>
    </message>
    <message>
        <source>Checkmate: Black wins</source>
        <translation>Мат: чёрные выиграли</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>Пат: ничья</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, шах</translation>
    </message>
    <message>
        <source> — a draw can be claimed</source>
        <translation> — можно потребовать ничью</translation>
    </message>
    <message>
        <source> — the engine is thinking</source>
        <translation> — движок думает</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>Компьютер не играет</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>Компьютер играет белыми</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>Компьютер играет чёрными</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>Компьютер играет за обе стороны</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Компьютер играет за</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Engine analysis</source>
        <translation>Анализ движка</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Встроенный движок</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>The engine that plays and analyses: Kibitz&apos;s own, or an external engine from the settings (Fairy-Stockfish plays many variants)</source>
        <translation>Движок, который играет и анализирует: собственный движок Kibitz или внешний движок из настроек (Fairy-Stockfish играет многие варианты)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Движок:</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Set Up Position…</source>
        <translation>Расставить позицию…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>П&amp;артия</translation>
    </message>
    <message>
        <source>Insufficient material: draw</source>
        <translation>Недостаточно материала: ничья</translation>
    </message>
    <message>
        <source>Both kings reached the eighth rank: draw</source>
        <translation>Оба короля на восьмой горизонтали: ничья</translation>
    </message>
    <message>
        <source>Third check: White wins</source>
        <translation>Третий шах: белые выигрывают</translation>
    </message>
    <message>
        <source>Third check: Black wins</source>
        <translation>Третий шах: чёрные выигрывают</translation>
    </message>
    <message>
        <source>King on the hill: White wins</source>
        <translation>Король на холме: белые выигрывают</translation>
    </message>
    <message>
        <source>King on the hill: Black wins</source>
        <translation>Король на холме: чёрные выигрывают</translation>
    </message>
    <message>
        <source>King exploded: White wins</source>
        <translation>Король взорван: белые выигрывают</translation>
    </message>
    <message>
        <source>King exploded: Black wins</source>
        <translation>Король взорван: чёрные выигрывают</translation>
    </message>
    <message>
        <source>King reached the eighth rank: White wins</source>
        <translation>Король на восьмой горизонтали: белые выигрывают</translation>
    </message>
    <message>
        <source>King reached the eighth rank: Black wins</source>
        <translation>Король на восьмой горизонтали: чёрные выигрывают</translation>
    </message>
    <message>
        <source>The horde is destroyed: Black wins</source>
        <translation>Орда уничтожена: чёрные выигрывают</translation>
    </message>
    <message>
        <source>No pieces left: White wins</source>
        <translation>Не осталось фигур: белые выигрывают</translation>
    </message>
    <message>
        <source>No pieces left: Black wins</source>
        <translation>Не осталось фигур: чёрные выигрывают</translation>
    </message>
    <message>
        <source>No legal moves left: White wins</source>
        <translation>Не осталось ходов: белые выигрывают</translation>
    </message>
    <message>
        <source>No legal moves left: Black wins</source>
        <translation>Не осталось ходов: чёрные выигрывают</translation>
    </message>
    <message>
        <source> — checks given: White %1, Black %2 of %3</source>
        <translation> — дано шахов: белые %1, чёрные %2 из %3</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Вариантов: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Число вариантов</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Доска для расстановки</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: пусто</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Белые</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Чёрные</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Право рокировки</translation>
    </message>
    <message>
        <source>Set Up Variant Position</source>
        <translation>Расстановка позиции варианта</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Очередь хода</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Белые O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Белые O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Чёрные O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Чёрные O-O-O</translation>
    </message>
    <message>
        <source>A right needs the royal piece on its e-file square and the castling piece in the corner</source>
        <translation>Право требует королевскую фигуру на её поле вертикали e и фигуру рокировки в углу</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move</source>
        <translation>Полуходы с последнего взятия или хода пешки</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Взятие на проходе:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Счётчик полуходов:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Номер хода:</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>&amp;Исходная позиция</translation>
    </message>
    <message>
        <source>The variant&apos;s start position</source>
        <translation>Исходная позиция варианта</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Очистить доску</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>F&amp;EN:</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>Позиция в FEN</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Проверка позиции</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Not a FEN, column %1: %2</source>
        <translation>Не FEN, столбец %1: %2</translation>
    </message>
    <message>
        <source>Not a FEN: %1</source>
        <translation>Не FEN: %1</translation>
    </message>
    <message>
        <source>%1 does not allow this position: %2</source>
        <translation>%1 не допускает эту позицию: %2</translation>
    </message>
    <message>
        <source>The variant cannot be set up: %1</source>
        <translation>Вариант нельзя расставить: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupModel</name>
    <message>
        <source>No variant is set.</source>
        <translation>Вариант не задан.</translation>
    </message>
    <message>
        <source>a FEN has 4 to 6 fields: placement, side, castling, en passant</source>
        <translation>в FEN от 4 до 6 полей: расстановка, очередь хода, рокировка, взятие на проходе</translation>
    </message>
    <message>
        <source>a FEN has at most 6 fields</source>
        <translation>в FEN не больше 6 полей</translation>
    </message>
    <message>
        <source>the side to move is &apos;w&apos; or &apos;b&apos;</source>
        <translation>очередь хода — &apos;w&apos; или &apos;b&apos;</translation>
    </message>
    <message>
        <source>castling rights are &apos;-&apos; or each of K, Q, k, q at most once</source>
        <translation>права рокировки — &apos;-&apos; или каждая из K, Q, k, q не больше одного раза</translation>
    </message>
    <message>
        <source>the en-passant field is &apos;-&apos; or a square</source>
        <translation>поле взятия на проходе — &apos;-&apos; или клетка</translation>
    </message>
    <message>
        <source>the halfmove clock is a whole number</source>
        <translation>счётчик полуходов — целое число</translation>
    </message>
    <message>
        <source>the move number is a number from 1 up</source>
        <translation>номер хода — число от 1</translation>
    </message>
    <message>
        <source>The royal piece cannot stand anywhere without giving check.</source>
        <translation>Королевская фигура не может стоять нигде, не давая шаха.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupPalette</name>
    <message>
        <source>piece</source>
        <translation>фигура</translation>
    </message>
    <message>
        <source>White %1 (%2)</source>
        <translation>Белые: %1 (%2)</translation>
    </message>
    <message>
        <source>Black %1 (%2)</source>
        <translation>Чёрные: %1 (%2)</translation>
    </message>
    <message>
        <source>Eraser: a click on the board removes the piece there</source>
        <translation>Ластик: щелчок по доске убирает фигуру с клетки</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Ластик</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Новая партия</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Копировать &amp;FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/PGN</source>
        <translation>&amp;Вставить FEN/PGN</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>П&amp;артия</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Последний ход</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Предыдущий вариант</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Следующий вариант</translation>
    </message>
    <message>
        <source>&amp;Auto Move</source>
        <translation>&amp;Автоход</translation>
    </message>
    <message>
        <source>The engine plays a move for the side to move (Ctrl+M)</source>
        <translation>Движок делает ход за сторону, чья очередь ходить (Ctrl+M)</translation>
    </message>
    <message>
        <source>S&amp;top Engine</source>
        <translation>&amp;Остановить движок</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>&amp;Тёмные цвета</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;О программе Kibitz</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основная</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Новая</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Новая партия (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O)</source>
        <translation>Открыть файл PGN (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Сохранить партию (Ctrl+S)</translation>
    </message>
    <message>
        <source>Engine strength</source>
        <translation>Сила движка</translation>
    </message>
    <message>
        <source>%1 (~%2)</source>
        <translation>%1 (~%2)</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Компьютер играет за</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>Компьютер не играет</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>Компьютер играет белыми</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>Компьютер играет чёрными</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>Компьютер играет за обе стороны</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Начинающий</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Средний уровень</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Клубный игрок</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Полная сила</translation>
    </message>
    <message>
        <source>Which side the engine plays by itself</source>
        <translation>За какую сторону движок играет сам</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>Копировать &amp;PGN</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>&amp;Расставить позицию…</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>&amp;3D-доска</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Показывает доску в трёх измерениях (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>3D-доска недоступна: %1</translation>
    </message>
    <message>
        <source>A game of a chess variant with its own pieces, in a window of its own</source>
        <translation>Партия шахматного варианта со своими фигурами, в отдельном окне</translation>
    </message>
    <message>
        <source>&amp;Variant Designer…</source>
        <translation>&amp;Конструктор вариантов…</translation>
    </message>
    <message>
        <source>Defines variants with pieces of your own and saves them as variants.ini sections</source>
        <translation>Определяет варианты со своими фигурами и сохраняет их как разделы variants.ini</translation>
    </message>
    <message>
        <source>&amp;Play a Variant…</source>
        <translation>&amp;Играть в вариант…</translation>
    </message>
    <message>
        <source>Engine T&amp;ournament…</source>
        <translation>Т&amp;урнир движков…</translation>
    </message>
    <message>
        <source>Engines play a round robin, gauntlet, knockout or Swiss tournament, in a window of its own</source>
        <translation>Движки играют круговой турнир, гаунтлет, турнир на выбывание или по швейцарской системе, в отдельном окне</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple Games</source>
        <translation>Открыть &amp;примеры партий</translation>
    </message>
</context>
<context>
    <name>kibitz::tournament::TournamentRunner</name>
    <message>
        <source>The game could not be written to the PGN: %1. The tournament stops; it can be resumed.</source>
        <translation>Не удалось записать партию в PGN: %1. Турнир остановлен; его можно продолжить.</translation>
    </message>
    <message>
        <source>The tournament state could not be written: %1. The tournament stops.</source>
        <translation>Не удалось записать состояние турнира: %1. Турнир остановлен.</translation>
    </message>
    <message>
        <source>Cannot read the openings file %1.</source>
        <translation>Не удаётся прочитать файл дебютов %1.</translation>
    </message>
    <message>
        <source>The openings file %1 changed since the tournament began; the tournament needs the same openings to continue with the same games.</source>
        <translation>Файл дебютов %1 изменился с начала турнира; чтобы продолжить те же партии, турниру нужны те же дебюты.</translation>
    </message>
    <message>
        <source>The book of %1: %2</source>
        <translation>Книга %1: %2</translation>
    </message>
    <message>
        <source>The tablebases at %1: %2</source>
        <translation>Эндшпильные таблицы в %1: %2</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another state file.</source>
        <translation>В %1 уже есть турнир: продолжите его или выберите другой файл состояния.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found in the PGN and counted</source>
        <translation>
            <numerusform>%n партия найдена в PGN и учтена</numerusform>
            <numerusform>%n партии найдены в PGN и учтены</numerusform>
            <numerusform>%n партий найдено в PGN и учтено</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes of an unfinished write cut from the PGN</source>
        <translation>из PGN удалено %1 байт незавершённой записи</translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted game(s) to be played again</source>
        <translation>
            <numerusform>%n прерванная партия будет сыграна заново</numerusform>
            <numerusform>%n прерванные партии будут сыграны заново</numerusform>
            <numerusform>%n прерванных партий будут сыграны заново</numerusform>
        </translation>
    </message>
</context>
</TS>
