<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>PGN database and analysis tool</source>
        <translation>PGN 数据库与分析工具</translation>
    </message>
    <message>
        <source>Dossier: %1</source>
        <translation>档案：%1</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>无法生成 PDF</translation>
    </message>
    <message>
        <source>PGN files, SCID databases (.si4) or ChessBase databases (.cbh) to open, each in its own tab of the game list.</source>
        <translation>要打开的 PGN 文件、SCID 数据库（.si4）或 ChessBase 数据库（.cbh），每个在对局列表中有自己的标签页。</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>The game&apos;s start position is not valid.</source>
        <translation>对局的起始局面无效。</translation>
    </message>
    <message>
        <source>%1 gave no evaluation for move %2.</source>
        <translation>%1 未给出第 %2 步的评估。</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BlockingClient</name>
    <message>
        <source>%1 did not get ready within %2 ms.</source>
        <translation>%1 未在 %2 毫秒内准备就绪。</translation>
    </message>
    <message>
        <source>%1 did not play a move within %2 ms.</source>
        <translation>%1 未在 %2 毫秒内走棋。</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BuiltinEngine</name>
    <message>
        <source>Kibitz (built-in)</source>
        <translation>Kibitz（内置）</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::ExternalEngine</name>
    <message>
        <source>%1 cannot analyse (it has no analyze mode).</source>
        <translation>%1 无法分析（它没有分析模式）。</translation>
    </message>
    <message>
        <source>%1 cannot be given this position (it does not accept &quot;setboard&quot;).</source>
        <translation>无法将此局面交给 %1（它不接受“setboard”）。</translation>
    </message>
    <message>
        <source>%1 sent an overlong line; it was ignored.</source>
        <translation>%1 发送了过长的一行，已忽略。</translation>
    </message>
    <message>
        <source>Could not start %1 (%2): %3</source>
        <translation>无法启动 %1（%2）：%3</translation>
    </message>
    <message numerus="yes">
        <source>%1 Gave up after %n restart(s); start the analysis again to retry.</source>
        <translation>
            <numerusform>%1 已重启 %n 次，现已放弃；请重新开始分析以重试。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Restarting it (%2 of %3).</source>
        <translation>%1 正在重启（第 %2 次，共 %3 次）。</translation>
    </message>
    <message>
        <source>%1 sent a line Kibitz does not understand (%2): %3</source>
        <translation>%1 发送了 Kibitz 无法理解的一行（%2）：%3</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 说：%2</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms while analysing).</source>
        <translation>%1 已停止响应（分析期间 %2 毫秒内未回应“%3”）。</translation>
    </message>
    <message>
        <source>%1 did not finish its start-up handshake within %2 ms.</source>
        <translation>%1 未在 %2 毫秒内完成启动握手。</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms).</source>
        <translation>%1 已停止响应（%2 毫秒内未回应“%3”）。</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;stop&quot; within %2 ms.</source>
        <translation>%1 未在 %2 毫秒内响应“stop”。</translation>
    </message>
    <message>
        <source>%1 did not play a move in time.</source>
        <translation>%1 未能及时走棋。</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 崩溃了。</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2).</source>
        <translation>%1 意外退出（退出代码 %2）。</translation>
    </message>
    <message>
        <source>%1 speaks xboard, which cannot be given a variant&apos;s rules: it plays only the variants it knows, and “%2” is not one Kibitz knows it has.</source>
        <translation>%1 使用 xboard 协议，无法把变体规则交给它：它只下自己认识的变体，而 Kibitz 不知道它认识“%2”。</translation>
    </message>
    <message>
        <source>%1 does not play the variant “%2”.</source>
        <translation>%1 不下变体“%2”。</translation>
    </message>
    <message>
        <source>%1 cannot play the variant “%2”.</source>
        <translation>%1 无法下变体“%2”。</translation>
    </message>
    <message>
        <source>%1 does not play chess variants (it has no UCI_Variant option).</source>
        <translation>%1 不下国际象棋变体（它没有 UCI_Variant 选项）。</translation>
    </message>
    <message>
        <source>%1 does not know this variant and cannot load variant definitions (it has no VariantPath option).</source>
        <translation>%1 不认识这个变体，也无法加载变体定义（它没有 VariantPath 选项）。</translation>
    </message>
    <message>
        <source>%1 cannot be given the variant: the temporary file %2 cannot be written.</source>
        <translation>无法把变体交给 %1：无法写入临时文件 %2。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnalysisDock</name>
    <message>
        <source>%1 Mn/s</source>
        <translation>%1 百万节点/秒</translation>
    </message>
    <message>
        <source>%1 kn/s</source>
        <translation>%1 千节点/秒</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>Show the engine analysis of the current position (Ctrl+Shift+A)</source>
        <translation>显示引擎对当前局面的分析 (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Start or stop the analysis</source>
        <translation>开始或停止分析</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously</source>
        <translation>持续分析棋盘上的局面</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>分析引擎</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>变例数：</translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>变例数</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>搜索深度</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>每秒节点数</translation>
    </message>
    <message>
        <source>Engine lines</source>
        <translation>引擎变例</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>引擎问题</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>This engine shows one line only.</source>
        <translation>此引擎只显示一个变例。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Analyzer</name>
    <message>
        <source>Play engine line</source>
        <translation>走出引擎变例</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnnotateDialog</name>
    <message>
        <source>&amp;Time per position:</source>
        <translation>每个局面的时间(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Depth per position:</source>
        <translation>每个局面的深度(&amp;D)：</translation>
    </message>
    <message>
        <source>Add the engine&apos;s &amp;better lines as variations</source>
        <translation>将引擎的更好着法添加为变着(&amp;B)</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>注释对局</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>双方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Moves of:</source>
        <translation>着法归属(&amp;M)：</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>起始着法(&amp;F)：</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>结束着法</translation>
    </message>
    <message>
        <source>Every position from the start of the range is evaluated, in the background. Cancel keeps the moves annotated so far; one Undo removes the whole annotation.</source>
        <translation>从范围起点开始的每个局面都会在后台评估。取消会保留已注释的着法；撤销一次即可移除整个注释。</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>注释(&amp;A)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AutoPlayer</name>
    <message>
        <source>No move to play: %1.</source>
        <translation>无棋可走：%1。</translation>
    </message>
    <message>
        <source>The position changed while the engine was thinking; its move was not played.</source>
        <translation>引擎思考期间局面已改变；其着法未被执行。</translation>
    </message>
    <message>
        <source>The engine found no move to play.</source>
        <translation>引擎未找到可走的着法。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Board3DView</name>
    <message>
        <source>No OpenGL context can be created on this display (window system: %1).</source>
        <translation>无法在此显示器上创建 OpenGL 上下文（窗口系统：%1）。</translation>
    </message>
    <message>
        <source>The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.</source>
        <translation>OpenGL 驱动程序提供的版本为 %1.%2；3D 棋盘需要 OpenGL 3.3 或 OpenGL ES 3.0。</translation>
    </message>
    <message>
        <source>An OpenGL context was created but cannot be used (window system: %1).</source>
        <translation>已创建 OpenGL 上下文，但无法使用（窗口系统：%1）。</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn with this OpenGL driver: %1</source>
        <translation>无法使用此 OpenGL 驱动程序绘制 3D 棋盘：%1</translation>
    </message>
    <message>
        <source>The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).</source>
        <translation>3D 棋盘已关闭（设置了环境变量 KIBITZ_DISABLE_3D）。</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn: %1</source>
        <translation>无法绘制 3D 棋盘：%1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardArea</name>
    <message>
        <source>Chess board (3D)</source>
        <translation>棋盘（3D）</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardController</name>
    <message>
        <source>Touch move: you must move the %1 on %2</source>
        <translation>摸子走子：必须走%2上的%1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>白方走棋</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>黑方走棋</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal moves</source>
        <translation>%2上的%1没有合法着法</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>兵</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>马</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>象</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>车</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>后</translation>
    </message>
    <message>
        <source>king</source>
        <translation>王</translation>
    </message>
    <message>
        <source>Illegal move: there is no piece on %1</source>
        <translation>非法着法：%1上没有棋子</translation>
    </message>
    <message>
        <source>Illegal move: you have lost the right to castle on that side</source>
        <translation>非法着法：你已失去该侧的王车易位权</translation>
    </message>
    <message>
        <source>Illegal move: the king cannot castle with that rook</source>
        <translation>非法着法：王不能与该车进行王车易位</translation>
    </message>
    <message>
        <source>Illegal move: you cannot castle out of check</source>
        <translation>非法着法：被将军时不能王车易位</translation>
    </message>
    <message>
        <source>Illegal move: castling is blocked or passes through an attacked square</source>
        <translation>非法着法：王车易位受阻或经过受攻击的格子</translation>
    </message>
    <message>
        <source>Illegal move: %1 is occupied by your own piece</source>
        <translation>非法着法：%1已被己方棋子占据</translation>
    </message>
    <message>
        <source>Illegal move: the %1 cannot reach %2</source>
        <translation>非法着法：%1无法到达%2</translation>
    </message>
    <message>
        <source>Illegal move: the king would be in check on %1</source>
        <translation>非法着法：王在%1会被将军</translation>
    </message>
    <message>
        <source>Illegal move: your king is in check</source>
        <translation>非法着法：你的王正被将军</translation>
    </message>
    <message>
        <source>Illegal move: the %1 on %2 is pinned</source>
        <translation>非法着法：%2上的%1被牵制</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardTheme</name>
    <message>
        <source>Classic brown</source>
        <translation>经典棕色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>夜间</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Check. %1</source>
        <translation>将军。%1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1，空格</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1，白%2</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1，黑%2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookAndTablebases</name>
    <message numerus="yes">
        <source>The opening book was read with %n problem(s); the rest of it is used.</source>
        <translation>
            <numerusform>读取开局库时遇到 %n 个问题；其余部分照常使用。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookDock</name>
    <message>
        <source>Opening Book</source>
        <translation>开局库</translation>
    </message>
    <message>
        <source>Opening &amp;Book</source>
        <translation>开局库(&amp;B)</translation>
    </message>
    <message>
        <source>Show the opening book&apos;s moves for the current position (Ctrl+Shift+B)</source>
        <translation>显示开局库中当前局面的着法 (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>开局库着法</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>开局库</translation>
    </message>
    <message>
        <source>No opening book is chosen (Settings, Book and Tablebases).</source>
        <translation>未选择开局库（设置，开局库与残局库）。</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>%1: this position is not in the book.</source>
        <translation>%1：此局面不在开局库中。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s)</source>
        <translation>
            <numerusform>%1：%n 步着法</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) under this position&apos;s key are no legal move here and were left out.</source>
        <translation>
            <numerusform>此局面键值下有 %n 个条目在这里不是合法着法，已略去。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookLibrary</name>
    <message>
        <source>The opening book %1 does not exist.</source>
        <translation>开局库 %1 不存在。</translation>
    </message>
    <message>
        <source>The opening book %1 cannot be used: %2</source>
        <translation>无法使用开局库 %1：%2</translation>
    </message>
    <message>
        <source>The opening book %1 holds no moves.</source>
        <translation>开局库 %1 中没有着法。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookMovesModel</name>
    <message>
        <source>Play %1 (weight %2 of %3)</source>
        <translation>走 %1（权重 %2 / %3）</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>学习值</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookTablebaseSettings</name>
    <message>
        <source>Use an opening book (Polyglot .bin)</source>
        <translation>使用开局库（Polyglot .bin）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Auto move and computer play take book moves, chosen at random by their weights</source>
        <translation>自动走棋和电脑对弈使用开局库着法，按权重随机选择</translation>
    </message>
    <message>
        <source>Use Gaviota endgame tablebases</source>
        <translation>使用 Gaviota 残局库</translation>
    </message>
    <message>
        <source>The built-in engine keeps to the tablebase&apos;s best moves</source>
        <translation>内置引擎遵循残局库的最佳着法</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>开局库</translation>
    </message>
    <message>
        <source>Gives the computer&apos;s openings variety; the engine takes over where the book ends</source>
        <translation>让电脑的开局更多样；开局库结束处由引擎接手</translation>
    </message>
    <message>
        <source>GNU Chess&apos;s book is not installed (Debian package gnuchess-book).</source>
        <translation>未安装 GNU Chess 的开局库（Debian 软件包 gnuchess-book）。</translation>
    </message>
    <message>
        <source>Endgame tablebases</source>
        <translation>残局库</translation>
    </message>
    <message>
        <source>Folders of Gaviota tables (*.gtb.cp4 and the like), separated by semicolons.</source>
        <translation>Gaviota 残局库的文件夹（*.gtb.cp4 等），以分号分隔。</translation>
    </message>
    <message>
        <source>The 3-piece tables are not installed (Debian package gaviotatb).</source>
        <translation>未安装三子残局库（Debian 软件包 gaviotatb）。</translation>
    </message>
    <message>
        <source>Opening book file</source>
        <translation>开局库文件</translation>
    </message>
    <message>
        <source>Choose the opening book file</source>
        <translation>选择开局库文件</translation>
    </message>
    <message>
        <source>Tablebase folders</source>
        <translation>残局库文件夹</translation>
    </message>
    <message>
        <source>Choose a tablebase folder</source>
        <translation>选择残局库文件夹</translation>
    </message>
    <message>
        <source>Choose an Opening Book</source>
        <translation>选择开局库</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Polyglot 开局库 (*.bin);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose a Tablebase Folder</source>
        <translation>选择残局库文件夹</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoverageModel</name>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Reply not answered</source>
        <translation>未应对的着法</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>占比</translation>
    </message>
    <message>
        <source>Their score</source>
        <translation>对方得分</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoveragePanel</name>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Finding the replies not answered in %1…</source>
        <translation>正在 %1 中查找未应对的着法…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n reply(s) not answered, over %2 positions where the opponent is to move.</source>
        <translation>
            <numerusform>%1：在对方走棋的 %2 个局面中，有 %n 步未应对。</numerusform>
        </translation>
    </message>
    <message>
        <source>Minimum games:</source>
        <translation>最少对局数：</translation>
    </message>
    <message>
        <source>Minimum share:</source>
        <translation>最小占比：</translation>
    </message>
    <message>
        <source>Find Missing Replies</source>
        <translation>查找缺少的应对</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Double-click a row to show the position on the main board</source>
        <translation>双击一行可在主棋盘上显示该局面</translation>
    </message>
    <message>
        <source>The opponent&apos;s replies played in the current database that the repertoire does not answer.</source>
        <translation>当前数据库中出现、而开局库没有应对的对方着法。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CrosstableModel</name>
    <message numerus="yes">
        <source>%1 against %2: %n game(s), %3 points</source>
        <translation>
            <numerusform>%1 对 %2：%n 局，%3 分</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseDocks</name>
    <message>
        <source>Clipboard</source>
        <translation>剪贴板</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games copied here are kept until Kibitz quits</source>
        <translation>复制到这里的对局保留到 Kibitz 退出为止</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>关闭 %1</translation>
    </message>
    <message>
        <source>the file is still being read</source>
        <translation>文件仍在读取中</translation>
    </message>
    <message>
        <source>the file was changed by another program; open it again first</source>
        <translation>文件已被其他程序修改;请先重新打开</translation>
    </message>
    <message>
        <source>Wait until both databases are loaded.</source>
        <translation>请等待两个数据库都加载完毕。</translation>
    </message>
    <message>
        <source>The games were not copied to %1: %2</source>
        <translation>对局未复制到 %1:%2</translation>
    </message>
    <message>
        <source>Moved %1 game(s) to %2</source>
        <translation>已将 %1 局移动到 %2</translation>
    </message>
    <message>
        <source>Copied %1 game(s) to %2</source>
        <translation>已将 %1 局复制到 %2</translation>
    </message>
    <message>
        <source>Wait until the database is loaded.</source>
        <translation>请等待数据库加载完毕。</translation>
    </message>
    <message>
        <source>The games were not removed from %1: %2</source>
        <translation>对局未从 %1 删除:%2</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>&amp;Copy Selected Games To</source>
        <translation>复制所选对局到(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Move Selected Games To</source>
        <translation>移动所选对局到(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games…</source>
        <translation>删除所选对局(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from the clipboard?</source>
        <translation>从剪贴板删除所选对局(%1)?</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from %2? The file is written again without them.</source>
        <translation>从 %2 删除所选对局(%1)?文件将在不含它们的情况下重新写入。</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>删除对局</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>数据库(&amp;D)</translation>
    </message>
    <message>
        <source>Open databases</source>
        <translation>已打开的数据库</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>开局树(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Game List</source>
        <translation>对局列表(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Search Games…</source>
        <translation>搜索对局(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>重置筛选(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (read-only: copy games to a PGN database to change them)</source>
        <translation>%1（只读：要修改对局，请将其复制到 PGN 数据库）</translation>
    </message>
    <message>
        <source>Kibitz opens databases of other programs read-only; copy the games to a PGN database</source>
        <translation>Kibitz 以只读方式打开其他程序的数据库；请将对局复制到 PGN 数据库</translation>
    </message>
    <message>
        <source>The games were not moved: %1</source>
        <translation>对局未移动：%1</translation>
    </message>
    <message>
        <source>The games were not copied: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>对局未复制：%1 的索引缓存已损坏。正在重新建立索引；请在其对局列出后重试。</translation>
    </message>
    <message>
        <source>The games were not removed: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>对局未删除：%1 的索引缓存已损坏。正在重新建立索引；请在其对局列出后重试。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseJob</name>
    <message>
        <source>Stopped: the database&apos;s index cache was damaged. The file is being indexed again; try once its games are listed.</source>
        <translation>已停止：数据库的索引缓存已损坏。正在重新为文件建立索引；请在其对局列出后重试。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseWatcher</name>
    <message>
        <source>%1 was removed or renamed by another program; its tab shows the games as they were.</source>
        <translation>%1 已被其他程序删除或重命名；其标签页显示的是原来的对局。</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read. Reload keeps the game on the board and your changes to it.</source>
        <translation>%1 已被其他程序修改；其标签页显示的是读取时的对局。重新加载会保留棋盘上的对局及您对它的修改。</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read.</source>
        <translation>%1 已被其他程序修改；其标签页显示的是读取时的对局。</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation>已重新加载 %1：%2。</translation>
    </message>
    <message>
        <source> Your changes to it are kept.</source>
        <translation>您对它的修改已保留。</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is game %3 there now.</source>
        <translation>已重新加载 %1：%2。棋盘上的对局现在是其中的第 %3 局。</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is no longer in it as it was read; Save offers to append it.</source>
        <translation>已重新加载 %1：%2。棋盘上的对局已不在其中（与读取时不同）；保存时将提供追加选项。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierChart</name>
    <message>
        <source>Performance by year</source>
        <translation>逐年表现分</translation>
    </message>
    <message>
        <source>Score by year</source>
        <translation>逐年得分率</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>表现分</translation>
    </message>
    <message>
        <source>score</source>
        <translation>得分率</translation>
    </message>
    <message>
        <source>opponents&apos; average</source>
        <translation>对手平均</translation>
    </message>
    <message>
        <source>games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <source>No dated games</source>
        <translation>没有带日期的对局</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>没有对局</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} 局</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 局</translation>
    </message>
    <message>
        <source>tallest bar: {} games</source>
        <translation>最高柱：{} 局</translation>
    </message>
    <message>
        <source>{} games without a year not shown</source>
        <translation>{} 局无年份的对局未显示</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierGamesModel</name>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>A click opens the game on the board</source>
        <translation>单击即在棋盘上打开对局</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>执子</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>等级分</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierJob</name>
    <message>
        <source>%1 cannot be searched: %2</source>
        <translation>无法搜索 %1：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierPlayersModel</name>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1（%n 局）</numerusform>
        </translation>
    </message>
    <message>
        <source>Spellings with the same surname and first initial; uncheck those of someone else</source>
        <translation>姓氏和名字首字母相同的写法；取消勾选属于他人的写法</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierStatsModel</name>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分率</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>表现分</translation>
    </message>
    <message>
        <source>The player&apos;s score in the games with a result (a draw counts half)</source>
        <translation>该棋手在有结果的对局中的得分率（和棋计半分）</translation>
    </message>
    <message>
        <source>Opponents&apos; average rating plus the FIDE rating difference for the score against them</source>
        <translation>对手平均等级分加上对其得分率对应的 FIDE 等级分差</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierTreeModel</name>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindow</name>
    <message>
        <source>No player in the open databases matches “%1”.</source>
        <translation>打开的数据库中没有与“%1”匹配的棋手。</translation>
    </message>
    <message>
        <source>Reading the search index of the open databases (%1 of %2)…</source>
        <translation>正在读取已打开数据库的搜索索引（%1/%2）…</translation>
    </message>
    <message numerus="yes">
        <source>%n database(s) searched</source>
        <translation>
            <numerusform>已搜索 %n 个数据库</numerusform>
        </translation>
    </message>
    <message>
        <source>Most recent games (a click opens the game)</source>
        <translation>最近的对局（单击打开对局）</translation>
    </message>
    <message>
        <source>By colour</source>
        <translation>按执子</translation>
    </message>
    <message>
        <source>By opponents&apos; rating</source>
        <translation>按对手等级分</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>按年份</translation>
    </message>
    <message>
        <source>Moves of the first 12 plies</source>
        <translation>前 12 个半回合的着法</translation>
    </message>
    <message>
        <source>ECO families</source>
        <translation>ECO 类别</translation>
    </message>
    <message>
        <source>Longest games</source>
        <translation>最长的对局</translation>
    </message>
    <message>
        <source>Shortest games</source>
        <translation>最短的对局</translation>
    </message>
    <message>
        <source>No database is open: open a PGN file first.</source>
        <translation>没有打开的数据库：请先打开 PGN 文件。</translation>
    </message>
    <message>
        <source>Looking for “%1”…</source>
        <translation>正在查找“%1”…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source> · performance %1 against %2 on average</source>
        <translation> · 表现分 %1，对手平均 %2</translation>
    </message>
    <message>
        <source> · own rating %1 on average</source>
        <translation> · 自身平均等级分 %1</translation>
    </message>
    <message>
        <source>As White: %1</source>
        <translation>执白：%1</translation>
    </message>
    <message>
        <source>As Black: %1</source>
        <translation>执黑：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) where both players bear a chosen spelling are left out.</source>
        <translation>
            <numerusform>双方棋手都使用所选写法的 %n 局对局未计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Score by opening as White</source>
        <translation>执白各开局得分率</translation>
    </message>
    <message>
        <source>Score by opening as Black</source>
        <translation>执黑各开局得分率</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>无等级分</translation>
    </message>
    <message>
        <source>No ECO</source>
        <translation>无 ECO</translation>
    </message>
    <message>
        <source>Type a player&apos;s name and press Enter: every open database is searched, case and accents ignored.</source>
        <translation>输入棋手姓名并按回车：将搜索所有打开的数据库，不区分大小写和重音符号。</translation>
    </message>
    <message>
        <source>No games: check at least one spelling on the left.</source>
        <translation>没有对局：请在左侧至少勾选一种写法。</translation>
    </message>
    <message>
        <source>There is no dossier to export.</source>
        <translation>没有可导出的档案。</translation>
    </message>
    <message>
        <source>There is no dossier to print.</source>
        <translation>没有可打印的档案。</translation>
    </message>
    <message>
        <source>dossier</source>
        <translation>档案</translation>
    </message>
    <message>
        <source>Print Dossier to PDF</source>
        <translation>将档案打印为 PDF</translation>
    </message>
    <message>
        <source>Export Dossier as HTML</source>
        <translation>将档案导出为 HTML</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>网页 (*.html *.htm)</translation>
    </message>
    <message>
        <source>The dossier was not saved: %1</source>
        <translation>档案未保存：%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Player Dossier</source>
        <translation>棋手档案</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>棋手(&amp;P)：</translation>
    </message>
    <message>
        <source>A name or part of it, e.g. Carlsen or carlsen, m</source>
        <translation>姓名或其一部分，例如 Carlsen 或 carlsen, m</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>查找(&amp;F)</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>导出 HTML(&amp;H)…</translation>
    </message>
    <message>
        <source>One self-contained web page with the charts and tables</source>
        <translation>包含图表和表格的独立网页</translation>
    </message>
    <message>
        <source>Print to P&amp;DF…</source>
        <translation>打印为 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>成绩</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>执白开局</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>执黑开局</translation>
    </message>
    <message>
        <source>Longest and Shortest</source>
        <translation>最长与最短</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>执子</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Opponents&apos; rating</source>
        <translation>对手等级分</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>类别</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindows</name>
    <message>
        <source>Player &amp;Dossier…</source>
        <translation>棋手档案(&amp;D)…</translation>
    </message>
    <message>
        <source>A player&apos;s results, openings and games over the open databases</source>
        <translation>棋手在已打开数据库中的成绩、开局和对局</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>剪贴板</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadActions</name>
    <message>
        <source>Cannot download: %1</source>
        <translation>无法下载：%1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Reading the games already in the file…</source>
        <translation>正在读取文件中已有的对局…</translation>
    </message>
    <message numerus="yes">
        <source>The site limits the rate: waiting %n second(s)…</source>
        <translation>
            <numerusform>网站限制了请求频率：等待 %n 秒…</numerusform>
        </translation>
    </message>
    <message>
        <source>Appending the new games to the file…</source>
        <translation>正在将新对局追加到文件…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) received</source>
        <translation>
            <numerusform>已接收 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading %1-%2: %3</source>
        <translation>正在下载 %1-%2：%3</translation>
    </message>
    <message>
        <source>Downloading: %1</source>
        <translation>正在下载：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) appended to %1</source>
        <translation>
            <numerusform>已向 %1 追加 %n 局新对局</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 received, %2 already there).</source>
        <translation>（收到 %1 局，%2 局已存在）。</translation>
    </message>
    <message>
        <source>Cancelled: the complete games received were kept.</source>
        <translation>已取消：已完整接收的对局均已保留。</translation>
    </message>
    <message>
        <source>The transfer stopped early; download again for the rest.</source>
        <translation>传输提前中断；请再次下载以获取其余部分。</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Do&amp;wnload Games…</source>
        <translation>下载对局(&amp;W)…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadDialog</name>
    <message>
        <source>UltraBullet</source>
        <translation>超级子弹棋</translation>
    </message>
    <message>
        <source>Bullet</source>
        <translation>子弹棋</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>闪电棋</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>快棋</translation>
    </message>
    <message>
        <source>Classical</source>
        <translation>慢棋</translation>
    </message>
    <message>
        <source>Correspondence</source>
        <translation>通讯棋</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>每日</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <source>lichess &amp;token:</source>
        <translation>lichess 令牌(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Rated:</source>
        <translation>计分(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>下载(&amp;D)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Download Games</source>
        <translation>下载对局</translation>
    </message>
    <message>
        <source>user name on the site</source>
        <translation>该网站上的用户名</translation>
    </message>
    <message>
        <source>Without a start date the download continues after the newest game of this user from this site already in the file.</source>
        <translation>不指定起始日期时，下载将从文件中已有的该用户在此网站上的最新对局之后继续。</translation>
    </message>
    <message>
        <source>Rated and casual</source>
        <translation>计分和不计分</translation>
    </message>
    <message>
        <source>Rated only</source>
        <translation>仅计分</translation>
    </message>
    <message>
        <source>Casual only</source>
        <translation>仅不计分</translation>
    </message>
    <message>
        <source>optional: a personal API token raises lichess&apos;s rate limit</source>
        <translation>可选：个人 API 令牌可提高 lichess 的请求频率上限</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>网站(&amp;S)：</translation>
    </message>
    <message>
        <source>Dates (UTC):</source>
        <translation>日期（UTC）：</translation>
    </message>
    <message>
        <source>Speeds (none: all):</source>
        <translation>时限（不选：全部）：</translation>
    </message>
    <message>
        <source>&amp;Append to:</source>
        <translation>追加到(&amp;A)：</translation>
    </message>
    <message>
        <source>Append the Games to</source>
        <translation>将对局追加到</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 文件 (*.pgn)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DrillPanel</name>
    <message>
        <source>The repertoire changed: start the drill again.</source>
        <translation>开局库已更改：请重新开始练习。</translation>
    </message>
    <message>
        <source>Answered: %1, wrong: %2</source>
        <translation>已回答：%1，错误：%2</translation>
    </message>
    <message>
        <source>No card to drill in this mode now.</source>
        <translation>此模式下现在没有要练习的卡片。</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>本轮练习结束。</translation>
    </message>
    <message>
        <source>%1 — your move (a new card).</source>
        <translation>%1 — 轮到你走（新卡片）。</translation>
    </message>
    <message>
        <source>%1 — your move.</source>
        <translation>%1 — 轮到你走。</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>正确：%1。</translation>
    </message>
    <message>
        <source>Right: %1. The main move is %2.</source>
        <translation>正确：%1。主着法是 %2。</translation>
    </message>
    <message>
        <source>Wrong: %1. Accepted: %2 (rated Again).</source>
        <translation>错误：%1。可接受：%2（评为“重来”）。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>The progress was not saved: %1</source>
        <translation>进度未保存：%1</translation>
    </message>
    <message>
        <source>Cards due now</source>
        <translation>当前到期的卡片</translation>
    </message>
    <message>
        <source>One chapter in order</source>
        <translation>按顺序练一章</translation>
    </message>
    <message>
        <source>Practice (no rescheduling)</source>
        <translation>自由练习（不重新排期）</translation>
    </message>
    <message>
        <source>Rate by time</source>
        <translation>按用时评分</translation>
    </message>
    <message>
        <source>Rate right answers by the time taken: Easy under 4 s, Good under 15 s, else Hard</source>
        <translation>按用时为正确答案评分：4 秒内为“简单”，15 秒内为“良好”，否则为“困难”</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>重来</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Choose a mode and press Start. You play the repertoire&apos;s side.</source>
        <translation>选择一种模式并点击“开始”。你执掌开局库这一方。</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>初始局面</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DueChart</name>
    <message>
        <source>days from today</source>
        <translation>距今天数</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoLibrary</name>
    <message>
        <source>Cannot open the opening table %1: %2</source>
        <translation>无法打开开局表 %1：%2</translation>
    </message>
    <message>
        <source>%1 contains no opening lines that could be read</source>
        <translation>%1 中没有可读取的开局变例</translation>
    </message>
    <message>
        <source>No opening table file was chosen</source>
        <translation>未选择开局表文件</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoSettingsSection</name>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Built-in table (pgn-extract&apos;s eco.pgn)</source>
        <translation>内置开局表（pgn-extract 的 eco.pgn）</translation>
    </message>
    <message>
        <source>Scid&apos;s table with extended codes such as B90k</source>
        <translation>Scid 开局表，带扩展代码（如 B90k）</translation>
    </message>
    <message>
        <source>Table from a file (eco.pgn or .eco format):</source>
        <translation>来自文件的开局表（eco.pgn 或 .eco 格式）：</translation>
    </message>
    <message>
        <source>Opening table file</source>
        <translation>开局表文件</translation>
    </message>
    <message>
        <source>Choose the opening table file</source>
        <translation>选择开局表文件</translation>
    </message>
    <message>
        <source>Scid&apos;s table is not installed (Debian package scid-data).</source>
        <translation>未安装 Scid 开局表（Debian 软件包 scid-data）。</translation>
    </message>
    <message>
        <source>Opening Table</source>
        <translation>开局表</translation>
    </message>
    <message>
        <source>Opening tables (*.pgn *.eco);;All files (*)</source>
        <translation>开局表 (*.pgn *.eco);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineLinesModel</name>
    <message>
        <source>Depth %1: %2</source>
        <translation>深度 %1：%2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>变例</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineSettings</name>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>添加引擎</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>外部引擎</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>引擎名称</translation>
    </message>
    <message>
        <source>Name, e.g. Stockfish</source>
        <translation>名称，例如 Stockfish</translation>
    </message>
    <message>
        <source>Engine executable</source>
        <translation>引擎可执行文件</translation>
    </message>
    <message>
        <source>Executable, e.g. /usr/games/stockfish</source>
        <translation>可执行文件，例如 /usr/games/stockfish</translation>
    </message>
    <message>
        <source>Browse for an engine executable</source>
        <translation>浏览选择引擎可执行文件</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>添加引擎</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>移除引擎</translation>
    </message>
    <message>
        <source>Engine for analysis</source>
        <translation>用于分析的引擎</translation>
    </message>
    <message>
        <source>Engine for auto move</source>
        <translation>用于自动走棋的引擎</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Executable:</source>
        <translation>可执行文件：</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>分析引擎：</translation>
    </message>
    <message>
        <source>Auto move engine:</source>
        <translation>自动走棋引擎：</translation>
    </message>
    <message>
        <source>Give the engine a name.</source>
        <translation>请为引擎命名。</translation>
    </message>
    <message>
        <source>There is already an engine named “%1”.</source>
        <translation>已存在名为“%1”的引擎。</translation>
    </message>
    <message>
        <source>“%1” is not an executable file.</source>
        <translation>“%1”不是可执行文件。</translation>
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
        <translation>自动检测</translation>
    </message>
    <message>
        <source>Find Options</source>
        <translation>查找选项</translation>
    </message>
    <message>
        <source>Engine protocol</source>
        <translation>引擎协议</translation>
    </message>
    <message>
        <source>Find the engine&apos;s protocol and options</source>
        <translation>查找引擎的协议和选项</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>引擎选项</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>外部引擎：</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>协议：</translation>
    </message>
    <message>
        <source>Asking %1 for its protocol and options…</source>
        <translation>正在向 %1 询问其协议和选项…</translation>
    </message>
    <message>
        <source>Choose an Engine</source>
        <translation>选择引擎</translation>
    </message>
    <message>
        <source>Select an engine to see its options.</source>
        <translation>选择一个引擎以查看其选项。</translation>
    </message>
    <message>
        <source>The protocol and options of %1 are not known yet: press Find Options.</source>
        <translation>%1 的协议和选项尚不清楚：请按“查找选项”。</translation>
    </message>
    <message numerus="yes">
        <source>%1 speaks %2 and has %n option(s).</source>
        <translation>
            <numerusform>%1 使用 %2，有 %n 个选项。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ErrorText</name>
    <message>
        <source>The FEN is empty</source>
        <translation>FEN 为空</translation>
    </message>
    <message>
        <source>The FEN has missing fields</source>
        <translation>FEN 缺少字段</translation>
    </message>
    <message>
        <source>The FEN has too many fields: &apos;%1&apos;</source>
        <translation>FEN 字段过多：“%1”</translation>
    </message>
    <message>
        <source>The board must have 8 ranks</source>
        <translation>棋盘必须有 8 条横线</translation>
    </message>
    <message>
        <source>A rank has more than 8 squares</source>
        <translation>某条横线超过 8 格</translation>
    </message>
    <message>
        <source>A rank has fewer than 8 squares</source>
        <translation>某条横线不足 8 格</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter or digit</source>
        <translation>“%1”不是棋子字母或数字</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>走棋方必须为“w”或“b”，而不是“%1”</translation>
    </message>
    <message>
        <source>Invalid castling rights: &apos;%1&apos;</source>
        <translation>无效的王车易位权：“%1”</translation>
    </message>
    <message>
        <source>The en-passant field must be &apos;-&apos; or a square, not &apos;%1&apos;</source>
        <translation>吃过路兵字段必须为“-”或一个格子，而不是“%1”</translation>
    </message>
    <message>
        <source>The halfmove clock must be a number of at least 0, not &apos;%1&apos;</source>
        <translation>半回合计数必须是不小于 0 的数，而不是“%1”</translation>
    </message>
    <message>
        <source>The move number must be at least 1, not &apos;%1&apos;</source>
        <translation>回合数必须至少为 1，而不是“%1”</translation>
    </message>
    <message>
        <source>A king is missing</source>
        <translation>缺少王</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>白方没有王</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>黑方没有王</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings</source>
        <translation>
            <numerusform>白方有 %n 个王</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings</source>
        <translation>
            <numerusform>黑方有 %n 个王</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one king</source>
        <translation>王多于一个</translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank</source>
        <translation>有兵位于第一或最后一条横线</translation>
    </message>
    <message>
        <source>Pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>%1 上有兵：兵不能位于第一或最后一条横线</translation>
    </message>
    <message>
        <source>The side not to move is in check</source>
        <translation>非走棋方正被将军</translation>
    </message>
    <message>
        <source>Impossible check: more than two pieces give check</source>
        <translation>不可能的将军：超过两个棋子同时将军</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; without the king and rook on their squares</source>
        <translation>王和车不在原位却有王车易位权“%1”</translation>
    </message>
    <message>
        <source>No pawn can be captured en passant on %1</source>
        <translation>%1 上没有可以吃过路兵的兵</translation>
    </message>
    <message>
        <source>An impossible castling right was dropped</source>
        <translation>已删除不可能的王车易位权</translation>
    </message>
    <message>
        <source>An impossible en-passant square was dropped</source>
        <translation>已删除不可能的吃过路兵格</translation>
    </message>
    <message>
        <source>Missing move counters were filled in</source>
        <translation>已补全缺失的着法计数</translation>
    </message>
    <message>
        <source>this is not a move</source>
        <translation>这不是着法</translation>
    </message>
    <message>
        <source>not written in standard notation</source>
        <translation>未使用标准记谱法书写</translation>
    </message>
    <message>
        <source>no right to castle short</source>
        <translation>无权短易位</translation>
    </message>
    <message>
        <source>no right to castle long</source>
        <translation>无权长易位</translation>
    </message>
    <message>
        <source>you cannot castle out of check</source>
        <translation>被将军时不能王车易位</translation>
    </message>
    <message>
        <source>castling is blocked or passes through an attacked square</source>
        <translation>王车易位受阻或经过受攻击的格子</translation>
    </message>
    <message>
        <source>there is no piece of the side to move on %1</source>
        <translation>%1 上没有走棋方的棋子</translation>
    </message>
    <message>
        <source>the king is not on %1</source>
        <translation>王不在 %1</translation>
    </message>
    <message>
        <source>only pawns promote</source>
        <translation>只有兵可以升变</translation>
    </message>
    <message>
        <source>the king cannot reach %1</source>
        <translation>王无法到达 %1</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>王在 %1 会被将军</translation>
    </message>
    <message>
        <source>%1 is occupied by your own piece</source>
        <translation>%1 已被己方棋子占据</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank promotes</source>
        <translation>只有到达底线的兵才能升变</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>%1 上没有可吃的棋子</translation>
    </message>
    <message>
        <source>no pawn can reach %1</source>
        <translation>没有兵能到达 %1</translation>
    </message>
    <message>
        <source>no knight can reach %1</source>
        <translation>没有马能到达 %1</translation>
    </message>
    <message>
        <source>no bishop can reach %1</source>
        <translation>没有象能到达 %1</translation>
    </message>
    <message>
        <source>no rook can reach %1</source>
        <translation>没有车能到达 %1</translation>
    </message>
    <message>
        <source>no queen can reach %1</source>
        <translation>没有后能到达 %1</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>未能应将</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>会使己方王仍处于被将军状态</translation>
    </message>
    <message>
        <source>several moves match</source>
        <translation>有多个着法符合</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>不是着法：%1</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>非法着法：%1</translation>
    </message>
    <message>
        <source>Illegal move: %1 — %2</source>
        <translation>非法着法：%1 — %2</translation>
    </message>
    <message>
        <source>Ambiguous: %1</source>
        <translation>有歧义：%1</translation>
    </message>
    <message>
        <source>Ambiguous: %1 or %2?</source>
        <translation>有歧义：%1 还是 %2？</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>不是着法</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>非法着法</translation>
    </message>
    <message>
        <source>ambiguous move</source>
        <translation>有歧义的着法</translation>
    </message>
    <message>
        <source>unreadable tag line, skipped</source>
        <translation>无法读取的标签行，已跳过</translation>
    </message>
    <message>
        <source>invalid FEN tag, the moves were skipped</source>
        <translation>无效的 FEN 标签，已跳过着法</translation>
    </message>
    <message>
        <source>unsupported chess variant, the game was skipped</source>
        <translation>不支持的国际象棋变体，已跳过该对局</translation>
    </message>
    <message>
        <source>a comment is not closed</source>
        <translation>注释未闭合</translation>
    </message>
    <message>
        <source>unexpected text</source>
        <translation>意外的文本</translation>
    </message>
    <message>
        <source>a variation is not closed</source>
        <translation>变着未闭合</translation>
    </message>
    <message>
        <source>null move while in check</source>
        <translation>被将军时走空着</translation>
    </message>
    <message>
        <source>%1 — could be %2 or %3</source>
        <translation>%1 — 可能是 %2 或 %3</translation>
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
        <translation>%1：第 %2 局：%3</translation>
    </message>
    <message>
        <source>%1: game %2, move %3: %4</source>
        <translation>%1：第 %2 局，着法 %3：%4</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move</source>
        <translation>黑方被将军，但轮到白方走棋</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move</source>
        <translation>白方被将军，但轮到黑方走棋</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ExchangeActions</name>
    <message>
        <source>Writing the SCID database…</source>
        <translation>正在写入 SCID 数据库…</translation>
    </message>
    <message>
        <source>The SCID database was not written: %1</source>
        <translation>未写入 SCID 数据库：%1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n game(s) to the SCID database; %1 not written, %2 changed.</source>
        <translation>
            <numerusform>已将 %n 局写入 SCID 数据库；%1 局未写入，%2 局有改动。</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as SCID Database</source>
        <translation>保存为 SCID 数据库</translation>
    </message>
    <message>
        <source>The databases were not merged: %1</source>
        <translation>数据库未合并：%1</translation>
    </message>
    <message numerus="yes">
        <source>Merged %n game(s); %1 duplicates dropped.</source>
        <translation>
            <numerusform>已合并 %n 局；舍弃 %1 局重复对局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>合并数据库</translation>
    </message>
    <message>
        <source>Open a database and wait until its games are listed.</source>
        <translation>请打开一个数据库，并等待其对局列出。</translation>
    </message>
    <message>
        <source>SCID databases (*.si4)</source>
        <translation>SCID 数据库 (*.si4)</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>已取消；未写入任何内容。</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>&amp;Merge Databases…</source>
        <translation>合并数据库(&amp;M)…</translation>
    </message>
    <message>
        <source>Save as SC&amp;ID Database…</source>
        <translation>保存为 SCID 数据库(&amp;I)…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FileActions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The current game has unsaved changes. Save them first?</source>
        <translation>当前对局有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>打开 PGN 文件</translation>
    </message>
    <message>
        <source>%1 holds %2 games; showing the first.</source>
        <translation>%1 包含 %2 局对局；显示第一局。</translation>
    </message>
    <message>
        <source>%1 holds several games; showing the first.</source>
        <translation>%1 包含多局对局；显示第一局。</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform>（另有 %n 处错误）</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was read up to an error: %1%2</source>
        <translation>对局读取到错误处为止：%1%2</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>已复制 FEN</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>已复制 PGN</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>粘贴的对局</translation>
    </message>
    <message>
        <source>New to Kibitz? The sample games are famous games to step through, search and analyse.</source>
        <translation>初次使用 Kibitz？示例对局是一些著名对局，可以逐步浏览、搜索和分析。</translation>
    </message>
    <message>
        <source>Open Sample Games</source>
        <translation>打开示例对局</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>数据库 (*.pgn *.si4 *.cbh);;PGN 文件 (*.pgn);;SCID 数据库 (*.si4);;ChessBase 数据库 (*.cbh);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FinishedGamesModel</name>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>结束方式</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameAnnotator</name>
    <message>
        <source>A&amp;nnotate Game…</source>
        <translation>注释对局(&amp;N)…</translation>
    </message>
    <message>
        <source>Evaluates every move with an engine and marks inaccuracies, mistakes and blunders</source>
        <translation>用引擎评估每一步棋，并标出不精确、错误和严重失误</translation>
    </message>
    <message>
        <source>Annotating…</source>
        <translation>正在注释…</translation>
    </message>
    <message>
        <source>Annotation progress</source>
        <translation>注释进度</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stops the annotation; the moves evaluated so far are annotated (one Undo removes them)</source>
        <translation>停止注释；已评估的着法会被注释（撤销一次即可全部移除）</translation>
    </message>
    <message>
        <source>The game has no moves to annotate.</source>
        <translation>该对局没有可注释的着法。</translation>
    </message>
    <message>
        <source>The engine %1 is no longer configured (Settings › Engines).</source>
        <translation>引擎 %1 已不在配置中（设置 › 引擎）。</translation>
    </message>
    <message>
        <source>%1 of %2 positions evaluated</source>
        <translation>已评估 %1/%2 个局面</translation>
    </message>
    <message>
        <source>The annotation was not written: %1.</source>
        <translation>注释未写入：%1。</translation>
    </message>
    <message>
        <source>Annotate game</source>
        <translation>注释对局</translation>
    </message>
    <message>
        <source>%1 The moves evaluated before were annotated.</source>
        <translation>%1 之前已评估的着法已注释。</translation>
    </message>
    <message>
        <source>Annotation cancelled; the moves evaluated so far were annotated.</source>
        <translation>注释已取消；已评估的着法已注释。</translation>
    </message>
    <message>
        <source>Annotation cancelled before any move was evaluated.</source>
        <translation>注释在评估任何着法之前已取消。</translation>
    </message>
    <message>
        <source>Annotated: %1 moves marked, %2 better lines added.</source>
        <translation>注释完成：标记了 %1 步，添加了 %2 条更好的变着。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckModel</name>
    <message>
        <source>player left</source>
        <translation>本方脱离</translation>
    </message>
    <message>
        <source>opponent left</source>
        <translation>对方脱离</translation>
    </message>
    <message>
        <source>in book</source>
        <translation>在库内</translation>
    </message>
    <message>
        <source>not in repertoire</source>
        <translation>不在开局库中</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Left the repertoire</source>
        <translation>脱离开局库</translation>
    </message>
    <message>
        <source>Move played</source>
        <translation>实战着法</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>应走着法</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckPanel</name>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>请先输入棋手姓名。</translation>
    </message>
    <message>
        <source>Checking the games in %1…</source>
        <translation>正在检查 %1 中的对局…</translation>
    </message>
    <message>
        <source>%1: %2 games. The player left the repertoire in %3, the opponent in %4; in book to the end: %5.</source>
        <translation>%1：%2 局。本方在 %3 局中脱离开局库，对方在 %4 局中脱离；始终在库内：%5 局。</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>棋手：</translation>
    </message>
    <message>
        <source>Name as in the games; several spellings separated by ;</source>
        <translation>与对局中一致的姓名；多种写法用 ; 分隔</translation>
    </message>
    <message>
        <source>Check My Games</source>
        <translation>检查我的对局</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Double-click a row to open the game at that move on the main board</source>
        <translation>双击一行可在主棋盘上打开该对局并定位到此着</translation>
    </message>
    <message>
        <source>Where the player&apos;s games in the current database left the repertoire, and who left it.</source>
        <translation>棋手在当前数据库中的对局在何处脱离开局库，以及由哪一方脱离。</translation>
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
        <translation>日期</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>地点</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>白方等级分</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>黑方等级分</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>半回合数</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameController</name>
    <message>
        <source>Replace continuation with %1</source>
        <translation>以 %1 替换后续着法</translation>
    </message>
    <message>
        <source>New variation %1</source>
        <translation>新变着 %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>走 %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>编辑注释</translation>
    </message>
    <message>
        <source>Annotate move</source>
        <translation>标注着法</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>移除标注</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>提升变着</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>删除变着</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>删除此处及之后的着法</translation>
    </message>
    <message>
        <source>Edit game information</source>
        <translation>编辑对局信息</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 contains no games.</source>
        <translation>%1 中没有对局。</translation>
    </message>
    <message>
        <source>Game %1 of %2 could not be read.</source>
        <translation>第 %1 局（共 %2 局）无法读取。</translation>
    </message>
    <message>
        <source>The clipboard is empty.</source>
        <translation>剪贴板为空。</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>无效 FEN：%1</translation>
    </message>
    <message>
        <source>The clipboard holds neither a PGN game nor a FEN.</source>
        <translation>剪贴板中既没有 PGN 对局，也没有 FEN。</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameGraphView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>No evaluations in this game. Game › Annotate Game… adds them.</source>
        <translation>本局没有评估值。对局 › 注释对局… 可以添加。</translation>
    </message>
    <message>
        <source>No clock times ([%clk]) in this game.</source>
        <translation>本局没有时钟时间（[%clk]）。</translation>
    </message>
    <message>
        <source>No times per move ([%emt], or clock times with a time control) in this game.</source>
        <translation>本局没有每步用时（[%emt]，或带时限的时钟时间）。</translation>
    </message>
    <message>
        <source>(inaccuracy)</source>
        <translation>（不精确）</translation>
    </message>
    <message>
        <source>(mistake)</source>
        <translation>（错误）</translation>
    </message>
    <message>
        <source>(blunder)</source>
        <translation>（严重错误）</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>剩余 %1</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>用时 %1</translation>
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
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>自设局面</translation>
    </message>
    <message>
        <source>Game information</source>
        <translation>对局信息</translation>
    </message>
    <message>
        <source>Players and result</source>
        <translation>棋手与结果</translation>
    </message>
    <message>
        <source>Event, site, round and date</source>
        <translation>赛事、地点、轮次和日期</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListModel</name>
    <message>
        <source>Game %1 has errors in its headers or moves</source>
        <translation>第 %1 局的标签或着法中有错误</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListPanel</name>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 / %2 局</translation>
    </message>
    <message>
        <source>Opened from the index cache.</source>
        <translation>已从索引缓存打开。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have errors (hover a row for details).</source>
        <translation>
            <numerusform>%n 局对局有错误（将鼠标悬停在行上可查看详情）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading cancelled: only the first %Ln game(s) are listed.</source>
        <translation>
            <numerusform>加载已取消：仅列出前 %Ln 局对局。</numerusform>
        </translation>
    </message>
    <message>
        <source>The index could not be cached (%1); the next opening will index the file again.</source>
        <translation>无法缓存索引（%1）；下次打开时将重新为该文件建立索引。</translation>
    </message>
    <message>
        <source>Games — %1</source>
        <translation>对局 — %1</translation>
    </message>
    <message>
        <source>%1 games so far…</source>
        <translation>目前已有 %1 局…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Filter by player, event, ECO or year</source>
        <translation>按棋手、赛事、ECO 或年份筛选</translation>
    </message>
    <message>
        <source>Case-insensitive; several words must all match</source>
        <translation>不区分大小写；多个词须全部匹配</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>筛选对局</translation>
    </message>
    <message>
        <source>Enter or a double click opens the selected game</source>
        <translation>按 Enter 或双击可打开所选对局</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <source>Loading status</source>
        <translation>加载状态</translation>
    </message>
    <message>
        <source>Indexing… %p%</source>
        <translation>正在建立索引… %p%</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>索引进度</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>搜索(&amp;S)…</translation>
    </message>
    <message>
        <source>Search by players, ratings, dates, result, ECO, position or material</source>
        <translation>按棋手、等级分、日期、结果、ECO、局面或子力搜索</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>重置筛选(&amp;R)</translation>
    </message>
    <message>
        <source>Shows every game of the file again</source>
        <translation>重新显示文件中的所有对局</translation>
    </message>
    <message>
        <source>Sorting and filtering…</source>
        <translation>正在排序和筛选…</translation>
    </message>
    <message>
        <source>Default Columns</source>
        <translation>默认列</translation>
    </message>
    <message>
        <source>Read-only: games are copied out of it, not saved into it.</source>
        <translation>只读：可以从中复制对局，但不能保存到其中。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the database could not be read completely (hover here for details).</source>
        <translation>
            <numerusform>数据库中有 %n 局无法完整读取（将鼠标悬停于此查看详情）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The index cache was damaged: the file was indexed again.</source>
        <translation>索引缓存已损坏：已重新为文件建立索引。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameLocation</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameSaver</name>
    <message>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 文件 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 already contains %n game(s).</source>
        <translation>
            <numerusform>%1 已包含 %n 局对局。</numerusform>
        </translation>
    </message>
    <message>
        <source>Append as New Game</source>
        <translation>作为新对局追加</translation>
    </message>
    <message>
        <source>Replace This Game</source>
        <translation>替换此对局</translation>
    </message>
    <message>
        <source>Game appended to %1</source>
        <translation>对局已追加到 %1</translation>
    </message>
    <message>
        <source>Game replaced in %1</source>
        <translation>已替换 %1 中的对局</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>%1 already contains several games.</source>
        <translation>%1 已包含多局对局。</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the game was read, so the game was not replaced (nothing was written).</source>
        <translation>自读取对局以来 %1 已被其他程序修改，因此未替换该对局（未写入任何内容）。</translation>
    </message>
    <message>
        <source>&amp;Reload and Retry</source>
        <translation>重新加载并重试(&amp;R)</translation>
    </message>
    <message>
        <source>Finds the game in the file as it is now and replaces it there</source>
        <translation>在文件的当前内容中找到该对局并在那里替换它</translation>
    </message>
    <message>
        <source>&amp;Append as New Game</source>
        <translation>作为新对局追加(&amp;A)</translation>
    </message>
    <message>
        <source>Save to Another &amp;File…</source>
        <translation>保存到其他文件(&amp;F)…</translation>
    </message>
    <message>
        <source>The game is no longer in %1 as it was read (another program changed or removed it there), so there is nothing to replace. Append it as a new game, or save it to another file.</source>
        <translation>该对局已不在 %1 中（与读取时不同，其他程序在那里修改或删除了它），因此没有可替换的内容。请将其作为新对局追加，或保存到其他文件。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GraphDock</name>
    <message>
        <source>Game Graphs</source>
        <translation>对局图表</translation>
    </message>
    <message>
        <source>Game &amp;Graphs</source>
        <translation>对局图表(&amp;G)</translation>
    </message>
    <message>
        <source>Show the evaluation and clock graphs of the game (Ctrl+Shift+G)</source>
        <translation>显示本局的评估图和时钟图（Ctrl+Shift+G）</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>时钟</translation>
    </message>
    <message>
        <source>Time per Move</source>
        <translation>每步用时</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>评估图</translation>
    </message>
    <message>
        <source>Clock graph</source>
        <translation>时钟图</translation>
    </message>
    <message>
        <source>Time per move graph</source>
        <translation>每步用时图</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::IndexLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>its games could not be converted: %1</source>
        <translation>无法转换其对局：%1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LanguageManager</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Choose the language of the user interface</source>
        <translation>选择用户界面的语言</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>系统默认（%1）</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LiveBoard</name>
    <message>
        <source>Round %1.%2 · game %3</source>
        <translation>第 %1.%2 轮 · 第 %3 局</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Engine is thinking…</source>
        <translation>引擎正在思考…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Not a valid position: %1</source>
        <translation>无效局面：%1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>关于 Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A PGN database and analysis tool.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;PGN 数据库与分析工具。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Engine is thinking</source>
        <translation>引擎正在思考</translation>
    </message>
    <message>
        <source>Keyboard on the board: arrows move the cursor, Enter or Space picks up and drops, Esc gives the arrows back to the game</source>
        <translation>棋盘键盘操作：方向键移动光标，Enter 或空格键拿起和放下棋子，Esc 将方向键交还给对局</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Describe &amp;Position</source>
        <translation>描述局面(&amp;P)</translation>
    </message>
    <message>
        <source>Lists the pieces of both sides (spoken when speech output is available)</source>
        <translation>列出双方的棋子（如有语音输出则朗读）</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>语音</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>对局状态</translation>
    </message>
    <message>
        <source>Type a &amp;Move</source>
        <translation>输入着法(&amp;M)</translation>
    </message>
    <message>
        <source>Puts the keyboard focus into the move entry (Ctrl+L)</source>
        <translation>将键盘焦点移到着法输入框 (Ctrl+L)</translation>
    </message>
    <message>
        <source>Opening table not changed: %1</source>
        <translation>开局表未更改：%1</translation>
    </message>
    <message numerus="yes">
        <source>The opening table was loaded without %n line(s) it could not read.</source>
        <translation>
            <numerusform>开局表已加载，跳过了 %n 行无法读取的内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Book and Tablebases</source>
        <translation>开局库与残局库</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>标记格子</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>绘制箭头</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform>（另有 %n 个）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %n files, each in its own tab of the game list.</source>
        <translation>
            <numerusform>已打开 %n 个文件，每个都在对局列表中有自己的标签页。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MergeDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>合并数据库</translation>
    </message>
    <message>
        <source>Databases to merge</source>
        <translation>要合并的数据库</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Merged database</source>
        <translation>合并后的数据库</translation>
    </message>
    <message>
        <source>merged.pgn, or a SCID database (.si4)</source>
        <translation>merged.pgn，或 SCID 数据库（.si4）</translation>
    </message>
    <message>
        <source>Keep every game</source>
        <translation>保留所有对局</translation>
    </message>
    <message>
        <source>Drop games with the same moves</source>
        <translation>舍弃着法相同的对局</translation>
    </message>
    <message>
        <source>Drop games with the same moves, players and date</source>
        <translation>舍弃着法、棋手和日期都相同的对局</translation>
    </message>
    <message>
        <source>&amp;Databases, in order:</source>
        <translation>数据库（按顺序）(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>写入到(&amp;W)：</translation>
    </message>
    <message>
        <source>D&amp;uplicates:</source>
        <translation>重复对局(&amp;U)：</translation>
    </message>
    <message>
        <source>Databases to Merge</source>
        <translation>要合并的数据库</translation>
    </message>
    <message>
        <source>Merged Database</source>
        <translation>合并后的数据库</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;SCID databases (*.si4)</source>
        <translation>PGN 文件 (*.pgn);;SCID 数据库 (*.si4)</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>数据库 (*.pgn *.si4 *.cbh);;PGN 文件 (*.pgn);;SCID 数据库 (*.si4);;ChessBase 数据库 (*.cbh);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>关闭此消息</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MoveAnnouncer</name>
    <message>
        <source>Null move</source>
        <translation>空着</translation>
    </message>
    <message>
        <source>Short castling</source>
        <translation>短易位</translation>
    </message>
    <message>
        <source>Long castling</source>
        <translation>长易位</translation>
    </message>
    <message>
        <source>Pawn takes %1 en passant</source>
        <translation>兵吃过路兵，到%1</translation>
    </message>
    <message>
        <source>Pawn takes %1</source>
        <translation>兵吃%1</translation>
    </message>
    <message>
        <source>Pawn to %1</source>
        <translation>兵到%1</translation>
    </message>
    <message>
        <source>Knight takes %1</source>
        <translation>马吃%1</translation>
    </message>
    <message>
        <source>Knight to %1</source>
        <translation>马到%1</translation>
    </message>
    <message>
        <source>Bishop takes %1</source>
        <translation>象吃%1</translation>
    </message>
    <message>
        <source>Bishop to %1</source>
        <translation>象到%1</translation>
    </message>
    <message>
        <source>Rook takes %1</source>
        <translation>车吃%1</translation>
    </message>
    <message>
        <source>Rook to %1</source>
        <translation>车到%1</translation>
    </message>
    <message>
        <source>Queen takes %1</source>
        <translation>后吃%1</translation>
    </message>
    <message>
        <source>Queen to %1</source>
        <translation>后到%1</translation>
    </message>
    <message>
        <source>King takes %1</source>
        <translation>王吃%1</translation>
    </message>
    <message>
        <source>King to %1</source>
        <translation>王到%1</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1，将死</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1，逼和</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1，将军</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>将死。白方胜。</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>将死。黑方胜。</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>逼和。和棋。</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>子力不足，和棋。</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule.</source>
        <translation>按七十五回合规则和棋。</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>局面五次重复，和棋。</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>白方胜</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>黑方胜</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>对局进行中</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>King %1</source>
        <translation>王 %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>后 %1</translation>
    </message>
    <message>
        <source>Queens %1</source>
        <translation>后 %1</translation>
    </message>
    <message>
        <source>Rook %1</source>
        <translation>车 %1</translation>
    </message>
    <message>
        <source>Rooks %1</source>
        <translation>车 %1</translation>
    </message>
    <message>
        <source>Bishop %1</source>
        <translation>象 %1</translation>
    </message>
    <message>
        <source>Bishops %1</source>
        <translation>象 %1</translation>
    </message>
    <message>
        <source>Knight %1</source>
        <translation>马 %1</translation>
    </message>
    <message>
        <source>Knights %1</source>
        <translation>马 %1</translation>
    </message>
    <message>
        <source>Pawn %1</source>
        <translation>兵 %1</translation>
    </message>
    <message>
        <source>Pawns %1</source>
        <translation>兵 %1</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>白方：%1。</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>黑方：%1。</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>白方走棋。</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>黑方走棋。</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to queen</source>
        <translation>兵吃%1，升变为后</translation>
    </message>
    <message>
        <source>%1 promotes to queen</source>
        <translation>兵到%1，升变为后</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to rook</source>
        <translation>兵吃%1，升变为车</translation>
    </message>
    <message>
        <source>%1 promotes to rook</source>
        <translation>兵到%1，升变为车</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to bishop</source>
        <translation>兵吃%1，升变为象</translation>
    </message>
    <message>
        <source>%1 promotes to bishop</source>
        <translation>兵到%1，升变为象</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to knight</source>
        <translation>兵吃%1，升变为马</translation>
    </message>
    <message>
        <source>%1 promotes to knight</source>
        <translation>兵到%1，升变为马</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Nag</name>
    <message>
        <source>Good move</source>
        <translation>好棋</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>错着</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>妙着</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>败着</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>有趣的一着</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>可疑的一着</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>唯一着法</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>局面均势</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>局面不明</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>白方稍优</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>黑方稍优</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>白方占优</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>黑方占优</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>白方胜势</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>黑方胜势</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>新着</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NavigationBar</name>
    <message>
        <source>First move (Home)</source>
        <translation>第一步 (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>上一步（左方向键）</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>下一步（右方向键）</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>最后一步 (End)</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Game navigation</source>
        <translation>对局导航</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NotationView</name>
    <message>
        <source>Add comment after move…</source>
        <translation>在着法后添加注释…</translation>
    </message>
    <message>
        <source>Edit comment after move…</source>
        <translation>编辑着法后的注释…</translation>
    </message>
    <message>
        <source>Add game comment…</source>
        <translation>添加对局注释…</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>编辑对局注释…</translation>
    </message>
    <message>
        <source>Add comment before move…</source>
        <translation>在着法前添加注释…</translation>
    </message>
    <message>
        <source>Edit comment before move…</source>
        <translation>编辑着法前的注释…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>标注</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>移除标注</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>提升变着</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>删除变着</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>删除此处及之后的着法</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>图形记谱法</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>对局注释</translation>
    </message>
    <message>
        <source>Comment before move</source>
        <translation>着法前注释</translation>
    </message>
    <message>
        <source>Comment after move</source>
        <translation>着法后注释</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>注释：</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>(game ends)</source>
        <translation>(对局结束)</translation>
    </message>
    <message>
        <source>A click or Enter plays %1</source>
        <translation>单击或按回车走 %1</translation>
    </message>
    <message>
        <source>Share of the position&apos;s games that played the move</source>
        <translation>该局面的对局中走此着的比例</translation>
    </message>
    <message>
        <source>Score of the side to move (a draw counts half)</source>
        <translation>走棋方的得分(和棋计半分)</translation>
    </message>
    <message>
        <source>White wins, of the games with a result</source>
        <translation>有结果的对局中白胜的比例</translation>
    </message>
    <message>
        <source>Draws, of the games with a result</source>
        <translation>有结果的对局中和棋的比例</translation>
    </message>
    <message>
        <source>Black wins, of the games with a result</source>
        <translation>有结果的对局中黑胜的比例</translation>
    </message>
    <message>
        <source>Average rating of the player who made the move</source>
        <translation>走此着棋手的平均等级分</translation>
    </message>
    <message>
        <source>Rating performance of the player who made the move</source>
        <translation>走此着棋手的表现分</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Avg Elo</source>
        <translation>平均等级分</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>表现分</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PanelLayout</name>
    <message>
        <source>&amp;Window</source>
        <translation>窗口(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>布局(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Play/Analyse</source>
        <translation>对弈/分析(&amp;P)</translation>
    </message>
    <message>
        <source>The move list and the analysis beside the board</source>
        <translation>棋谱列表和分析位于棋盘旁边</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>数据库(&amp;D)</translation>
    </message>
    <message>
        <source>The game list under the move list and the opening tree</source>
        <translation>对局列表位于棋谱列表和开局树下方</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>重置(&amp;R)</translation>
    </message>
    <message>
        <source>Every panel back in its place, the side panels closed</source>
        <translation>所有面板回到原位，侧边面板关闭</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ParticipantsModel</name>
    <message>
        <source>(built in)</source>
        <translation>（内置）</translation>
    </message>
    <message>
        <source>Every engine needs a name of its own.</source>
        <translation>每个引擎都需要一个独有的名称。</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>时间控制</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>开局库</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>开局库步数</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceMoveEditor</name>
    <message>
        <source>moves or captures</source>
        <translation>走子或吃子</translation>
    </message>
    <message>
        <source>moves only</source>
        <translation>只走子</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>只吃子</translation>
    </message>
    <message>
        <source>slide (arrow: on to the board&apos;s edge)</source>
        <translation>滑行（箭头：一直到棋盘边缘）</translation>
    </message>
    <message>
        <source>slide, moves only</source>
        <translation>滑行，只走子</translation>
    </message>
    <message>
        <source>i: only from the start square; n: lame leap (blocked by a piece in between)</source>
        <translation>i：只能从起始格走；n：蹩脚跳（中间有棋子时被阻挡）</translation>
    </message>
    <message>
        <source>No slide passes through that square.</source>
        <translation>没有滑行经过该格。</translation>
    </message>
    <message>
        <source>No Betza atom leaps that far (at most 3 squares each way); use a slide.</source>
        <translation>没有 Betza 原子能跳这么远（每个方向最多 3 格）；请使用滑行。</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>没有走法</translation>
    </message>
    <message>
        <source>Moves in Betza notation: %1</source>
        <translation>Betza 记法的走法：%1</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>单击添加：</translation>
    </message>
    <message>
        <source>Lea&amp;p</source>
        <translation>跳跃(&amp;P)</translation>
    </message>
    <message>
        <source>A click on a square lets the piece jump there</source>
        <translation>单击某格让棋子可以跳到那里</translation>
    </message>
    <message>
        <source>Sl&amp;ide</source>
        <translation>滑行(&amp;I)</translation>
    </message>
    <message>
        <source>A click on a square lets the piece slide in that step until blocked (Shift+click does this with either tool)</source>
        <translation>单击某格让棋子沿该步长滑行直到受阻（Shift+单击在任一工具下都这样做）</translation>
    </message>
    <message>
        <source>Slide ran&amp;ge:</source>
        <translation>滑行距离(&amp;G)：</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>不限</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> 格</translation>
    </message>
    <message>
        <source>How many steps a new slide may take</source>
        <translation>新滑行最多可走几步</translation>
    </message>
    <message>
        <source>Slide range</source>
        <translation>滑行距离</translation>
    </message>
    <message>
        <source>Applies &amp;when:</source>
        <translation>适用于(&amp;W)：</translation>
    </message>
    <message>
        <source>Moving or capturing</source>
        <translation>走子或吃子</translation>
    </message>
    <message>
        <source>Only moving (m)</source>
        <translation>只走子 (m)</translation>
    </message>
    <message>
        <source>Only capturing (c)</source>
        <translation>只吃子 (c)</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>对称(&amp;S)：</translation>
    </message>
    <message>
        <source>All eight directions</source>
        <translation>全部八个方向</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>左右</translation>
    </message>
    <message>
        <source>Forward and backward</source>
        <translation>前后</translation>
    </message>
    <message>
        <source>Both mirrors (four ways)</source>
        <translation>两种镜像（四个方向）</translation>
    </message>
    <message>
        <source>None (this square only)</source>
        <translation>无（仅此格）</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>对称</translation>
    </message>
    <message>
        <source>Only from the start s&amp;quare (i)</source>
        <translation>只能从起始格 (i)(&amp;Q)</translation>
    </message>
    <message>
        <source>New moves are allowed only from a square where this piece stands in the start position</source>
        <translation>新走法只能从该棋子在初始局面中所在的格子走出</translation>
    </message>
    <message>
        <source>&amp;Betza:</source>
        <translation>Betza(&amp;B)：</translation>
    </message>
    <message>
        <source>Moves in Betza notation</source>
        <translation>Betza 记法的走法</translation>
    </message>
    <message>
        <source>Betza error</source>
        <translation>Betza 错误</translation>
    </message>
    <message>
        <source>Type the moves in Betza notation (e.g. N, fmWfcF, QN); the grid follows</source>
        <translation>用 Betza 记法输入走法（如 N、fmWfcF、QN）；网格随之更新</translation>
    </message>
    <message>
        <source>Clear Moves</source>
        <translation>清除走法</translation>
    </message>
    <message>
        <source>Move grid</source>
        <translation>走法网格</translation>
    </message>
    <message>
        <source>Click a square: leap there. Shift+click: slide along that step. Arrow keys and Space (Shift+Space) do the same.</source>
        <translation>单击某格：跳到那里。Shift+单击：沿该步长滑行。方向键和空格（Shift+空格）效果相同。</translation>
    </message>
    <message>
        <source>The piece is in the centre, forward is up. Click a square to add or remove a leap there; Shift+click (or the Slide tool) to add or remove a slide along that step.</source>
        <translation>棋子位于中央，向上为前方。单击某格可添加或删除到该格的跳跃；Shift+单击（或滑行工具）可添加或删除沿该步长的滑行。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>棋子面板</translation>
    </message>
    <message>
        <source>Click a piece, then click squares to place it; or drag it onto the board</source>
        <translation>点击一个棋子，再点击格子放置；或将其拖到棋盘上</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePicture</name>
    <message>
        <source>Pawn</source>
        <translation>兵</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>马</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>象</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>车</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>后</translation>
    </message>
    <message>
        <source>King</source>
        <translation>王</translation>
    </message>
    <message>
        <source>Letter in a circle</source>
        <translation>圆圈中的字母</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceSet</name>
    <message>
        <source>Kibitz (Staunton)</source>
        <translation>Kibitz（斯汤顿）</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>扁平</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PromotionPopup</name>
    <message>
        <source>Promotion</source>
        <translation>升变</translation>
    </message>
    <message>
        <source>Choose the piece to promote to: queen, rook, bishop or knight. Escape cancels.</source>
        <translation>选择升变的棋子：后、车、象或马。按 Esc 取消。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireDocument</name>
    <message>
        <source>The repertoire was read with problems:
%1</source>
        <translation>读取开局库时出现问题：
%1</translation>
    </message>
    <message>
        <source>Cards: %1 added, %2 removed (their history is kept).</source>
        <translation>卡片：新增 %1 张，移除 %2 张（保留其记录）。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireModel</name>
    <message>
        <source>Starting position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>已到期</translation>
    </message>
    <message>
        <source>due %1</source>
        <translation>%1 到期</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>对方应着</translation>
    </message>
    <message>
        <source>main</source>
        <translation>主着</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>备选</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡片</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireWindow</name>
    <message numerus="yes">
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>合并 %n 局对局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the filter merged.</source>
        <translation>
            <numerusform>已合并筛选中的 %n 局对局。</numerusform>
        </translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>（未保存）</translation>
    </message>
    <message>
        <source> — modified</source>
        <translation> — 已修改</translation>
    </message>
    <message>
        <source>Repertoire Training — %1</source>
        <translation>开局库训练 — %1</translation>
    </message>
    <message>
        <source>New for White</source>
        <translation>新建白方</translation>
    </message>
    <message>
        <source>New for Black</source>
        <translation>新建黑方</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>变例</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <source>My Games</source>
        <translation>我的对局</translation>
    </message>
    <message>
        <source>Add Board Line</source>
        <translation>添加棋盘上的变例</translation>
    </message>
    <message>
        <source>Adds the moves from the start to the position on the main board</source>
        <translation>添加从开始到主棋盘当前局面的着法</translation>
    </message>
    <message>
        <source>Merge Current Game</source>
        <translation>合并当前对局</translation>
    </message>
    <message>
        <source>Merge Filter Games</source>
        <translation>合并筛选中的对局</translation>
    </message>
    <message>
        <source>Merges every game the game list shows</source>
        <translation>合并对局列表中显示的全部对局</translation>
    </message>
    <message>
        <source>Up to plies:</source>
        <translation>最多半回合数：</translation>
    </message>
    <message>
        <source>Make Main</source>
        <translation>设为主着</translation>
    </message>
    <message>
        <source>Make Alternative</source>
        <translation>设为备选</translation>
    </message>
    <message>
        <source>Delete Branch</source>
        <translation>删除分支</translation>
    </message>
    <message>
        <source>Unsaved Repertoire</source>
        <translation>未保存的开局库</translation>
    </message>
    <message>
        <source>The repertoire has unsaved changes. Save them first?</source>
        <translation>开局库有未保存的更改。先保存吗？</translation>
    </message>
    <message>
        <source>A new repertoire for White: add lines, then save it.</source>
        <translation>新的白方开局库：添加变例后保存。</translation>
    </message>
    <message>
        <source>A new repertoire for Black: add lines, then save it.</source>
        <translation>新的黑方开局库：添加变例后保存。</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>打开开局库</translation>
    </message>
    <message>
        <source>The repertoire was not opened: %1</source>
        <translation>未能打开开局库：%1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <source>Save Repertoire</source>
        <translation>保存开局库</translation>
    </message>
    <message>
        <source>There is no move to add.</source>
        <translation>没有可添加的着法。</translation>
    </message>
    <message>
        <source>Add board line</source>
        <translation>添加棋盘上的变例</translation>
    </message>
    <message>
        <source>Merge current game</source>
        <translation>合并当前对局</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>请先打开一个对局数据库：以其中的对局为参照。</translation>
    </message>
    <message>
        <source>Make %1 main</source>
        <translation>将 %1 设为主着</translation>
    </message>
    <message>
        <source>Make %1 an alternative</source>
        <translation>将 %1 设为备选</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — for White — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — 白方 — %n 个局面，%2 张卡片%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — for Black — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — 黑方 — %n 个局面，%2 张卡片%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SanEntry</name>
    <message>
        <source>Move</source>
        <translation>走棋</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>着法输入</translation>
    </message>
    <message>
        <source>Plays the move typed in the move entry</source>
        <translation>走出在着法输入框中输入的着法</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>输入着法，例如 %1</translation>
    </message>
    <message>
        <source>Type a move in algebraic notation, e.g. %1, and press Enter. English piece letters are accepted too.</source>
        <translation>用代数记谱法输入着法（例如 %1），然后按 Enter。也接受英文棋子字母。</translation>
    </message>
    <message>
        <source>Move entry error</source>
        <translation>着法输入错误</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SaveGameDialog</name>
    <message>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>赛事：</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>地点：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>轮次：</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>白方：</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>黑方：</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO：</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>开局：</translation>
    </message>
    <message>
        <source>Variation:</source>
        <translation>变例：</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown parts</source>
        <translation>YYYY.MM.DD，未知部分用 ??</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <source>The game ended by the rules; its result is fixed.</source>
        <translation>对局已按规则结束；结果不可更改。</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>添加标签</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>移除标签</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>其他标签：</translation>
    </message>
    <message>
        <source>Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.??.??).</source>
        <translation>日期格式应为 2024.05.17；未知部分用 ??（例如 1998.??.??）。</translation>
    </message>
    <message>
        <source>Date: the month must be 01 to 12.</source>
        <translation>日期：月份必须在 01 到 12 之间。</translation>
    </message>
    <message>
        <source>Date: the day must be 01 to 31.</source>
        <translation>日期：日必须在 01 到 31 之间。</translation>
    </message>
    <message>
        <source>%1 must be on one line.</source>
        <translation>%1 必须写在一行内。</translation>
    </message>
    <message>
        <source>Row %1 of the other tags has no tag name.</source>
        <translation>其他标签的第 %1 行没有标签名。</translation>
    </message>
    <message>
        <source>“%1” is not a valid tag name (letters, digits and _ only).</source>
        <translation>“%1”不是有效的标签名（只能包含字母、数字和 _）。</translation>
    </message>
    <message>
        <source>The tag %1 is set above or by the position; remove it from the other tags.</source>
        <translation>标签 %1 已在上方设置或由局面决定；请将其从其他标签中移除。</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>标签 %1 出现了两次。</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>其他标签</translation>
    </message>
    <message>
        <source>Further PGN tags of the game, one tag name and value per row</source>
        <translation>对局的其他 PGN 标签，每行一个标签名及其值</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SearchDialog</name>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Games that reach the board&apos;s posi&amp;tion</source>
        <translation>到达棋盘当前局面的对局(&amp;T)</translation>
    </message>
    <message>
        <source>Search Games</source>
        <translation>搜索对局</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>任一方</translation>
    </message>
    <message>
        <source>e.g. 1990 or 1990.05</source>
        <translation>例如 1990 或 1990.05</translation>
    </message>
    <message>
        <source>e.g. 1999.12.31</source>
        <translation>例如 1999.12.31</translation>
    </message>
    <message>
        <source>e.g. B90 or A00-B99</source>
        <translation>例如 B90 或 A00-B99</translation>
    </message>
    <message>
        <source>e.g. Q=0 q=0 R=1 r=1 diff=-1..1</source>
        <translation>例如 Q=0 q=0 R=1 r=1 diff=-1..1</translation>
    </message>
    <message>
        <source>e.g. Pe4 pd5 Kg1</source>
        <translation>例如 Pe4 pd5 Kg1</translation>
    </message>
    <message>
        <source>Replace the list&apos;s filter</source>
        <translation>替换列表的筛选</translation>
    </message>
    <message>
        <source>Narrow it: shown and found (and)</source>
        <translation>缩小:显示的且找到的(与)</translation>
    </message>
    <message>
        <source>Widen it: shown or found (or)</source>
        <translation>扩大:显示的或找到的(或)</translation>
    </message>
    <message>
        <source>Remove the games found from it (not)</source>
        <translation>移除找到的对局(非)</translation>
    </message>
    <message>
        <source>Lowest rating</source>
        <translation>最低等级分</translation>
    </message>
    <message>
        <source>Highest rating</source>
        <translation>最高等级分</translation>
    </message>
    <message>
        <source>Earliest date</source>
        <translation>最早日期</translation>
    </message>
    <message>
        <source>Latest date</source>
        <translation>最晚日期</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>棋手(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>白方(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>黑方(&amp;B):</translation>
    </message>
    <message>
        <source>Both players&apos; &amp;Elo:</source>
        <translation>双方等级分(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>结果(&amp;R):</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>ECO(&amp;O):</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>赛事(&amp;V):</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>地点(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>子力(&amp;M):</translation>
    </message>
    <message>
        <source>P&amp;attern:</source>
        <translation>图形(&amp;A):</translation>
    </message>
    <message>
        <source>Combi&amp;ne:</source>
        <translation>组合(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <source>The lowest rating is above the highest.</source>
        <translation>最低等级分高于最高等级分。</translation>
    </message>
    <message>
        <source>Not a date: “%1” (write 1990, 1990.05 or 1990.05.17).</source>
        <translation>不是日期:“%1”(请写 1990、1990.05 或 1990.05.17)。</translation>
    </message>
    <message>
        <source>Not an ECO code or range: “%1” (write B90 or A00-B99).</source>
        <translation>不是 ECO 代码或范围:“%1”(请写 B90 或 A00-B99)。</translation>
    </message>
    <message>
        <source>There is no board position to search for.</source>
        <translation>没有可搜索的棋盘局面。</translation>
    </message>
    <message>
        <source>Material or pattern not understood: %1</source>
        <translation>无法理解子力或图形:%1</translation>
    </message>
    <message>
        <source>e.g. Crazyhouse</source>
        <translation>例如 Crazyhouse</translation>
    </message>
    <message>
        <source>Game variant:</source>
        <translation>对局变体：</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetUpPositionDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>白方(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>黑方(&amp;B)</translation>
    </message>
    <message>
        <source>C&amp;urrent Position</source>
        <translation>当前局面(&amp;U)</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>设置局面</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>王车易位权</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>白方 O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>白方 O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>黑方 O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>黑方 O-O-O</translation>
    </message>
    <message>
        <source>O-O uses the outermost rook on the king&apos;s side, so Chess960 set-ups work too</source>
        <translation>O-O 使用王翼最外侧的车，因此 Chess960 局面同样适用</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move (fifty-move rule)</source>
        <translation>自上次吃子或走兵以来的半回合数（五十回合规则）</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>吃过路兵(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>半回合计数(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>回合数(&amp;M)：</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清空(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation>标准初始局面(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>Load the position shown on the main board</source>
        <translation>载入主棋盘上显示的局面</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>无效 FEN：%1</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Chess960 局面</translation>
    </message>
    <message>
        <source>Invalid position: %1</source>
        <translation>无效局面：%1</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>局面检查</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>FEN(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SettingsDialog</name>
    <message>
        <source>Dark window colours</source>
        <translation>深色窗口配色</translation>
    </message>
    <message>
        <source>Figurine notation (♘f3 instead of Nf3)</source>
        <translation>图形记谱法（用 ♘f3 代替 Nf3）</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>显示坐标</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Board colours:</source>
        <translation>棋盘颜色：</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>棋子：</translation>
    </message>
    <message>
        <source>Engine time per move:</source>
        <translation>引擎每步用时：</translation>
    </message>
    <message>
        <source>Show squares the opponent attacks (threat map)</source>
        <translation>显示对手攻击的格子（威胁图）</translation>
    </message>
    <message>
        <source>Touch move: a piece once picked up must be moved</source>
        <translation>摸子走子：拿起的棋子必须走动</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>开始新的变着</translation>
    </message>
    <message>
        <source>Replaces the rest of the game (undoable)</source>
        <translation>替换对局的其余部分（可撤销）</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>棋盘颜色</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>图形记谱法</translation>
    </message>
    <message>
        <source>A move in the middle of a game</source>
        <translation>对局中途走棋</translation>
    </message>
    <message>
        <source>Threat map</source>
        <translation>威胁图</translation>
    </message>
    <message>
        <source>Touch move</source>
        <translation>摸子走子</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>引擎每步用时</translation>
    </message>
    <message>
        <source>A move in the middle of a game:</source>
        <translation>对局中途走棋：</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>设置页面</translation>
    </message>
    <message>
        <source>Board and Notation</source>
        <translation>棋盘与记谱</translation>
    </message>
    <message>
        <source>From the side of the player at the bottom</source>
        <translation>从下方棋手一侧</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>俯视</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>木质</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>大理石</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>塑料</translation>
    </message>
    <message>
        <source>3D board camera</source>
        <translation>3D 棋盘视角</translation>
    </message>
    <message>
        <source>3D board material</source>
        <translation>3D 棋盘材质</translation>
    </message>
    <message>
        <source>3D board camera:</source>
        <translation>3D 棋盘视角：</translation>
    </message>
    <message>
        <source>3D board material:</source>
        <translation>3D 棋盘材质：</translation>
    </message>
    <message>
        <source>Animate moves on the 3D board (also when going through the game)</source>
        <translation>在 3D 棋盘上以动画显示着法（浏览对局时也是）</translation>
    </message>
    <message>
        <source>3D board animation</source>
        <translation>3D 棋盘动画</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>摆棋棋盘</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Speaker</name>
    <message>
        <source>Announce moves</source>
        <translation>朗读着法</translation>
    </message>
    <message>
        <source>Speak every move and the result in the language of the user interface</source>
        <translation>用界面语言朗读每一步着法和对局结果</translation>
    </message>
    <message>
        <source>Spoken moves: not available in this build (Qt TextToSpeech was not found).</source>
        <translation>着法朗读：此版本不可用（未找到 Qt TextToSpeech）。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::StandingsModel</name>
    <message>
        <source>one-sided</source>
        <translation>一边倒</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>胜-负-和</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分率</translation>
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
        <translation>布赫霍尔茨</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Status</name>
    <message>
        <source>White to move</source>
        <translation>白方走棋</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>黑方走棋</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>将死 — 白方胜</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>将死 — 黑方胜</translation>
    </message>
    <message>
        <source>Stalemate — draw</source>
        <translation>逼和 — 和棋</translation>
    </message>
    <message>
        <source>Draw by insufficient material</source>
        <translation>子力不足，和棋</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation>按七十五回合规则和棋</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>局面五次重复，和棋</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>将军</translation>
    </message>
    <message>
        <source>%1 may claim a draw (threefold repetition)</source>
        <translation>%1可以要求和棋（三次重复）</translation>
    </message>
    <message>
        <source>%1 may claim a draw (50-move rule)</source>
        <translation>%1可以要求和棋（五十回合规则）</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseLibrary</name>
    <message>
        <source>The endgame tablebases in %1 cannot be used: %2</source>
        <translation>无法使用 %1 中的残局库：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseView</name>
    <message>
        <source>Endgame tablebase</source>
        <translation>残局库</translation>
    </message>
    <message>
        <source>Tablebase: draw</source>
        <translation>残局库：和棋</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, mate in %n</source>
        <translation>
            <numerusform>残局库：白胜，%n 步杀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, mate in %n</source>
        <translation>
            <numerusform>残局库：黑胜，%n 步杀</numerusform>
        </translation>
    </message>
    <message>
        <source>Tablebase: White wins, Black is checkmated</source>
        <translation>残局库：白胜，黑方已被将死</translation>
    </message>
    <message>
        <source>Tablebase: Black wins, White is checkmated</source>
        <translation>残局库：黑胜，白方已被将死</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, Black is mated in %n</source>
        <translation>
            <numerusform>残局库：白胜，黑方 %n 步后被将死</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, White is mated in %n</source>
        <translation>
            <numerusform>残局库：黑胜，白方 %n 步后被将死</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>%n 步杀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>%n 步后被将死</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>和棋</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>另有 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Best: %1 (%2)</source>
        <translation>最佳：%1（%2）</translation>
    </message>
    <message>
        <source>Gaviota endgame tablebases: the result with best play on both sides and the distance to mate</source>
        <translation>Gaviota 残局库：双方最佳着法下的结果及距将杀的步数</translation>
    </message>
    <message>
        <source>Tablebase result</source>
        <translation>残局库结果</translation>
    </message>
    <message>
        <source>Tablebase best moves</source>
        <translation>残局库最佳着法</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentSetup</name>
    <message>
        <source>Kibitz (built-in engine)</source>
        <translation>Kibitz（内置引擎）</translation>
    </message>
    <message>
        <source>Engines (the order is the seeding)</source>
        <translation>引擎（顺序即种子排位）</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>赛制</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>循环赛</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>挑战赛（第一个引擎对其他所有引擎）</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>淘汰赛</translation>
    </message>
    <message>
        <source>Swiss (FIDE Dutch system)</source>
        <translation>瑞士制（FIDE 荷兰制）</translation>
    </message>
    <message>
        <source>SPRT (two engines)</source>
        <translation>SPRT（两个引擎）</translation>
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
        <translation>赛制：</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>同时进行的对局：</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>赛事：</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <source>Games per match:</source>
        <translation>每场比赛局数：</translation>
    </message>
    <message>
        <source>Cycles:</source>
        <translation>循环数：</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>无：每局从初始局面开始</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd)</source>
        <translation>开局 (*.pgn *.epd)</translation>
    </message>
    <message>
        <source>In file order</source>
        <translation>按文件顺序</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Each opening twice, colours reversed</source>
        <translation>每个开局两局，交换颜色</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>顺序：</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <source>Plies of each:</source>
        <translation>每个开局的半回合数：</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>裁决</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>moves beyond</source>
        <translation>步，超过</translation>
    </message>
    <message>
        <source>moves within</source>
        <translation>步，不超过</translation>
    </message>
    <message>
        <source>from move</source>
        <translation>自第几步起</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>By the Gaviota tablebases of Settings › Book and Tablebases</source>
        <translation>按 设置 › 开局库与残局库 中的 Gaviota 残局库</translation>
    </message>
    <message>
        <source>Resign:</source>
        <translation>认输：</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>和棋：</translation>
    </message>
    <message>
        <source>Maximum moves:</source>
        <translation>最多步数：</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>next to the games, ending in .tournament</source>
        <translation>与对局文件同目录，扩展名 .tournament</translation>
    </message>
    <message>
        <source>Games (PGN):</source>
        <translation>对局 (PGN)：</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Tournament file:</source>
        <translation>赛事文件：</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament)</source>
        <translation>赛事 (*.tournament)</translation>
    </message>
    <message>
        <source>Every game is added to the PGN the moment it ends; the tournament file keeps where the tournament stands, so that it can be paused, closed and resumed.</source>
        <translation>每局结束时立即追加到 PGN；赛事文件记录赛事进度，因此可以暂停、关闭并继续。</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Time controls: 60+0.6 (seconds, plus an increment per move), 40/90+30, st=1 (seconds per move), depth=8, nodes=50000. Options: Hash=64; Threads=1.</source>
        <translation>双击单元格即可编辑。时间控制：60+0.6（秒，另加每步加秒），40/90+30，st=1（每步秒数），depth=8，nodes=50000。选项：Hash=64; Threads=1。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentWindow</name>
    <message>
        <source>Engine Tournament — Kibitz</source>
        <translation>引擎赛事 — Kibitz</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Live Games</source>
        <translation>进行中的对局</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Set up a new tournament</source>
        <translation>设置新的赛事</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Reopen a tournament from its tournament file, to see it or to go on with it</source>
        <translation>从赛事文件重新打开赛事，以查看或继续</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Let the running games finish, then stop; Start goes on</source>
        <translation>让进行中的对局下完后停止；“开始”继续</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>打开 PGN</translation>
    </message>
    <message>
        <source>Open the tournament&apos;s games as a database tab of the main window</source>
        <translation>在主窗口中以数据库标签页打开赛事的对局</translation>
    </message>
    <message>
        <source>Open Tournament</source>
        <translation>打开赛事</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament);;All files (*)</source>
        <translation>赛事 (*.tournament);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 holds no games yet.</source>
        <translation>%1 中还没有对局。</translation>
    </message>
    <message>
        <source>A tournament is running: pause it first.</source>
        <translation>有赛事正在进行：请先暂停。</translation>
    </message>
    <message>
        <source>Tournament Running</source>
        <translation>赛事进行中</translation>
    </message>
    <message>
        <source>Games are being played. Stop them now (they are played again when the tournament is resumed), or let them finish first?</source>
        <translation>对局正在进行。现在停止它们（继续赛事时会重新对弈），还是先让它们下完？</translation>
    </message>
    <message>
        <source>Stop Now</source>
        <translation>立即停止</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Set the tournament up, then Start.</source>
        <translation>设置好赛事，然后点“开始”。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>已下 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished (%1): %2</source>
        <translation>已结束（%1）：%2</translation>
    </message>
    <message numerus="yes">
        <source>Pausing: %1; %n game(s) finishing</source>
        <translation>
            <numerusform>正在暂停：%1；%n 局即将下完</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n game(s) running</source>
        <translation>
            <numerusform>%1；%n 局进行中</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: %1. Resume goes on.</source>
        <translation>已暂停：%1。点“继续”接着进行。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingJob</name>
    <message>
        <source>The database cannot be searched: %1</source>
        <translation>无法搜索该数据库：%1</translation>
    </message>
    <message>
        <source>Loading the search index… %1%</source>
        <translation>正在加载搜索索引… %1%</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>正在读取对局…</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>请先打开一个对局数据库：以其中的对局为参照。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingStatsView</name>
    <message>
        <source>Cards</source>
        <translation>卡片</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新卡片</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>学习中</translation>
    </message>
    <message>
        <source>Due today</source>
        <translation>今天到期</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>复习中</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>已掌握</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>遗忘次数</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>当前到期</translation>
    </message>
    <message>
        <source>Cards falling due on each of the next 30 days</source>
        <translation>未来 30 天每天到期的卡片</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingWindows</name>
    <message>
        <source>Clipboard</source>
        <translation>剪贴板</translation>
    </message>
    <message>
        <source>Add %1 from the opening tree</source>
        <translation>从开局树添加 %1</translation>
    </message>
    <message>
        <source>&amp;Repertoire Training…</source>
        <translation>开局库训练(&amp;R)…</translation>
    </message>
    <message>
        <source>Build an opening repertoire, drill it, and check it against databases and your games</source>
        <translation>建立开局库、进行练习，并与数据库和你的对局对照检查</translation>
    </message>
    <message>
        <source>Add Move to Repertoire</source>
        <translation>将着法加入开局库</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TreeDock</name>
    <message>
        <source>Open a file with several games to see its opening tree.</source>
        <translation>打开包含多局对局的文件以查看其开局树。</translation>
    </message>
    <message>
        <source>The positions could not be indexed: %1</source>
        <translation>无法为局面建立索引:%1</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>开局树</translation>
    </message>
    <message>
        <source>Whole database</source>
        <translation>整个数据库</translation>
    </message>
    <message>
        <source>Current filter</source>
        <translation>当前筛选</translation>
    </message>
    <message>
        <source>The games the tree counts: all of the database, or those the game list shows</source>
        <translation>开局树统计的对局:整个数据库或对局列表显示的对局</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>统计的对局</translation>
    </message>
    <message>
        <source>Indexing positions… %p%</source>
        <translation>正在为局面建立索引… %p%</translation>
    </message>
    <message>
        <source>Position indexing progress</source>
        <translation>局面索引进度</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Opening tree</source>
        <translation>开局树</translation>
    </message>
    <message>
        <source>A click or Enter plays the move on the board</source>
        <translation>单击或按回车在棋盘上走此着</translation>
    </message>
    <message>
        <source>&amp;Games of This Position</source>
        <translation>此局面的对局(&amp;G)</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position in the game list</source>
        <translation>在对局列表中显示到达棋盘当前局面的对局</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardArea</name>
    <message>
        <source>3D variant board</source>
        <translation>3D 变体棋盘</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>3D 棋盘(&amp;3)</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>以三维方式显示棋盘（Ctrl+3）</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>3D 棋盘不可用：%1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardWidget</name>
    <message>
        <source>Variant board</source>
        <translation>变体棋盘</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>这个棋子没有合法着法。</translation>
    </message>
    <message>
        <source>Not a legal move under the rules of %1.</source>
        <translation>按 %1 的规则，这不是合法着法。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantDesignerDialog</name>
    <message>
        <source>The pawn&apos;s moves are fixed (fmWfcF); its double step and promotion are rules of the variant below. Add a piece for other moves.</source>
        <translation>兵的走法是固定的（fmWfcF）；双步和升变是下方变体的规则。若需其他走法，请添加棋子。</translation>
    </message>
    <message>
        <source>Variant Designer</source>
        <translation>变体设计器</translation>
    </message>
    <message>
        <source>Start fro&amp;m:</source>
        <translation>起点(&amp;M)：</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>Loads a built-in variant or a section of the loaded variants.ini into the designer</source>
        <translation>将内置变体或已加载 variants.ini 中的一节载入设计器</translation>
    </message>
    <message>
        <source>&amp;Load variants.ini…</source>
        <translation>加载 variants.ini…(&amp;L)</translation>
    </message>
    <message>
        <source>Reads the variant definitions of a variants.ini file (Fairy-Stockfish&apos;s format)</source>
        <translation>读取 variants.ini 文件中的变体定义（Fairy-Stockfish 格式）</translation>
    </message>
    <message>
        <source>S&amp;ave variants.ini…</source>
        <translation>保存 variants.ini…(&amp;A)</translation>
    </message>
    <message>
        <source>Writes this variant as a section of a variants.ini file; the file&apos;s other sections are kept</source>
        <translation>将此变体写为 variants.ini 文件中的一节；文件的其他节保持不变</translation>
    </message>
    <message>
        <source>&amp;Variant name:</source>
        <translation>变体名称(&amp;V)：</translation>
    </message>
    <message>
        <source>Variant name</source>
        <translation>变体名称</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>棋子：</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <source>Add Pi&amp;ece</source>
        <translation>添加棋子(&amp;E)</translation>
    </message>
    <message>
        <source>Adds a custom piece (at most %1 besides the six orthodox ones)</source>
        <translation>添加自定义棋子（除六种正统棋子外最多 %1 种）</translation>
    </message>
    <message>
        <source>&amp;Remove Piece</source>
        <translation>删除棋子(&amp;R)</translation>
    </message>
    <message>
        <source>Le&amp;tter:</source>
        <translation>字母(&amp;T)：</translation>
    </message>
    <message>
        <source>Piece letter</source>
        <translation>棋子字母</translation>
    </message>
    <message>
        <source>The piece&apos;s letter in FEN and in moves (a-z; White&apos;s pieces are written in capitals)</source>
        <translation>棋子在 FEN 和着法中的字母（a-z；白方棋子用大写）</translation>
    </message>
    <message>
        <source>Piece &amp;name:</source>
        <translation>棋子名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Piece name</source>
        <translation>棋子名称</translation>
    </message>
    <message>
        <source>Pict&amp;ure:</source>
        <translation>图案(&amp;U)：</translation>
    </message>
    <message>
        <source>Piece picture</source>
        <translation>棋子图案</translation>
    </message>
    <message>
        <source>R&amp;oyal</source>
        <translation>王棋(&amp;O)</translation>
    </message>
    <message>
        <source>The piece that must not be left in check and is checkmated (exactly one type)</source>
        <translation>不能被置于将军之下、被将死的棋子（恰好一种）</translation>
    </message>
    <message>
        <source>Start &amp;FEN:</source>
        <translation>初始 FEN(&amp;F)：</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>初始局面（FEN）</translation>
    </message>
    <message>
        <source>&amp;Castling</source>
        <translation>王车易位(&amp;C)</translation>
    </message>
    <message>
        <source>Promotion t&amp;ypes:</source>
        <translation>升变类型(&amp;Y)：</translation>
    </message>
    <message>
        <source>Promotion types</source>
        <translation>升变类型</translation>
    </message>
    <message>
        <source>The letters of the pieces a pawn may promote to, in the order offered</source>
        <translation>兵可以升变成的棋子字母，按提供的顺序</translation>
    </message>
    <message>
        <source>Promotion ran&amp;k:</source>
        <translation>升变横线(&amp;K)：</translation>
    </message>
    <message>
        <source>Promotion rank</source>
        <translation>升变横线</translation>
    </message>
    <message>
        <source>&amp;Double step from rank</source>
        <translation>双步起始横线(&amp;D)</translation>
    </message>
    <message>
        <source>Double step rank</source>
        <translation>双步横线</translation>
    </message>
    <message>
        <source>Definition check</source>
        <translation>定义检查</translation>
    </message>
    <message>
        <source>Load report</source>
        <translation>加载报告</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of a built-in variant; choose a name of your own.</source>
        <translation>“%1”是内置变体的名称；请另取一个名称。</translation>
    </message>
    <message>
        <source>The definition is valid. From the start position White has %1 moves (perft 1); after two plies there are %2 positions (perft 2).</source>
        <translation>定义有效。初始局面白方有 %1 种走法（perft 1）；两个半回合后有 %2 个局面（perft 2）。</translation>
    </message>
    <message>
        <source>Not playable yet: %1</source>
        <translation>尚不能对弈：%1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1（来自 %2）</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) loaded from %1.</source>
        <translation>
            <numerusform>已从 %1 加载 %n 个变体。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>未加载：</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Not saved: cannot read %1: %2</source>
        <translation>未保存：无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Saved [%1] to %2.</source>
        <translation>已将 [%1] 保存到 %2。</translation>
    </message>
    <message>
        <source>Load variants.ini</source>
        <translation>加载 variants.ini</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>变体定义 (*.ini);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save variants.ini</source>
        <translation>保存 variants.ini</translation>
    </message>
    <message>
        <source>Opens a game of this variant in the variant window</source>
        <translation>在变体窗口中打开此变体的一盘对局</translation>
    </message>
    <message>
        <source>Play t&amp;his Variant</source>
        <translation>下这个变体(&amp;Z)</translation>
    </message>
    <message>
        <source>Set Up…</source>
        <translation>摆放…</translation>
    </message>
    <message>
        <source>Sets up the start position on a board with this variant&apos;s pieces</source>
        <translation>在棋盘上用本变体的棋子摆放初始局面</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>价值：</translation>
    </message>
    <message>
        <source>Piece value</source>
        <translation>棋子价值</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>What the piece is worth to Kibitz&apos;s engine, in centipawns (a pawn is 100). Estimated: from how many squares it reaches on an empty board</source>
        <translation>棋子对 Kibitz 引擎的价值，单位为百分兵（一个兵为 100）。估算：根据它在空棋盘上能到达的格数</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantEngine</name>
    <message>
        <source>mate in %1</source>
        <translation>%1 步杀</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>无法下这个变体：%1</translation>
    </message>
    <message>
        <source>%1 played “%2”, which is not a legal move here.</source>
        <translation>%1 走了“%2”，这在此处不是合法着法。</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 认输。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantGameModel</name>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>无法进行此变体：%1</translation>
    </message>
    <message>
        <source>Not a position of this variant: %1</source>
        <translation>不是此变体的局面：%1</translation>
    </message>
    <message>
        <source>The game holds a move that is not legal under these rules.</source>
        <translation>对局中有一步按这些规则不合法的着法。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantPlayWindow</name>
    <message>
        <source>Play a Variant — Kibitz</source>
        <translation>下变体棋 — Kibitz</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>引擎没有找到着法。</translation>
    </message>
    <message>
        <source>Type a move, e.g. Cg4</source>
        <translation>输入着法，例如 Cg4</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>着法输入</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>走棋</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>变体：</translation>
    </message>
    <message>
        <source>Start position: FEN with the variant&apos;s letters (empty: its own)</source>
        <translation>起始局面：使用变体字母的 FEN（留空：变体自己的）</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>起始局面</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>引擎每步用时</translation>
    </message>
    <message>
        <source>Auto Move</source>
        <translation>自动走棋</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>Variant Game</source>
        <translation>变体对局</translation>
    </message>
    <message>
        <source>Load variants.ini…</source>
        <translation>加载 variants.ini…</translation>
    </message>
    <message>
        <source>Load Variant Definitions</source>
        <translation>加载变体定义</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>变体定义 (*.ini);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Variant Definitions</source>
        <translation>变体定义</translation>
    </message>
    <message>
        <source>Open PGN…</source>
        <translation>打开 PGN…</translation>
    </message>
    <message>
        <source>Open Variant Game</source>
        <translation>打开变体对局</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 文件 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save PGN…</source>
        <translation>保存 PGN…</translation>
    </message>
    <message>
        <source>Save Variant Game</source>
        <translation>保存变体对局</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 文件 (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>已保存到 %1。</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>翻转棋盘</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>No variant is called %1.</source>
        <translation>没有名为 %1 的变体。</translation>
    </message>
    <message>
        <source>No game in %1.</source>
        <translation>%1 中没有对局。</translation>
    </message>
    <message>
        <source>Read up to an error: %1</source>
        <translation>读到一处错误为止：%1</translation>
    </message>
    <message>
        <source>Cannot write the game: %1</source>
        <translation>无法写出对局：%1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>白方走棋</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>黑方走棋</translation>
    </message>
    <message>
        <source>Checkmate: White wins</source>
        <translation>将死：白方胜</translation>
    </message>
    <message>
        <source>Checkmate: Black wins</source>
        <translation>将死：黑方胜</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>逼和：和棋</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>，被将军</translation>
    </message>
    <message>
        <source> — a draw can be claimed</source>
        <translation> — 可以要求和棋</translation>
    </message>
    <message>
        <source> — the engine is thinking</source>
        <translation> — 引擎正在思考</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>电脑不下棋</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>电脑执白</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>电脑执黑</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>电脑执双方</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>电脑执棋方</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Engine analysis</source>
        <translation>引擎分析</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>内置引擎</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>The engine that plays and analyses: Kibitz&apos;s own, or an external engine from the settings (Fairy-Stockfish plays many variants)</source>
        <translation>下棋和分析所用的引擎：Kibitz 自带的，或设置中的外部引擎（Fairy-Stockfish 能下许多变体）</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Set Up Position…</source>
        <translation>设置局面…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>Insufficient material: draw</source>
        <translation>子力不足：和棋</translation>
    </message>
    <message>
        <source>Both kings reached the eighth rank: draw</source>
        <translation>双王都到达第八横线：和棋</translation>
    </message>
    <message>
        <source>Third check: White wins</source>
        <translation>第三次将军：白方胜</translation>
    </message>
    <message>
        <source>Third check: Black wins</source>
        <translation>第三次将军：黑方胜</translation>
    </message>
    <message>
        <source>King on the hill: White wins</source>
        <translation>王登上山丘：白方胜</translation>
    </message>
    <message>
        <source>King on the hill: Black wins</source>
        <translation>王登上山丘：黑方胜</translation>
    </message>
    <message>
        <source>King exploded: White wins</source>
        <translation>王被炸毁：白方胜</translation>
    </message>
    <message>
        <source>King exploded: Black wins</source>
        <translation>王被炸毁：黑方胜</translation>
    </message>
    <message>
        <source>King reached the eighth rank: White wins</source>
        <translation>王到达第八横线：白方胜</translation>
    </message>
    <message>
        <source>King reached the eighth rank: Black wins</source>
        <translation>王到达第八横线：黑方胜</translation>
    </message>
    <message>
        <source>The horde is destroyed: Black wins</source>
        <translation>兵群被消灭：黑方胜</translation>
    </message>
    <message>
        <source>No pieces left: White wins</source>
        <translation>棋子全部失去：白方胜</translation>
    </message>
    <message>
        <source>No pieces left: Black wins</source>
        <translation>棋子全部失去：黑方胜</translation>
    </message>
    <message>
        <source>No legal moves left: White wins</source>
        <translation>没有合法着法：白方胜</translation>
    </message>
    <message>
        <source>No legal moves left: Black wins</source>
        <translation>没有合法着法：黑方胜</translation>
    </message>
    <message>
        <source> — checks given: White %1, Black %2 of %3</source>
        <translation>——已将军次数：白方 %1，黑方 %2（共 %3）</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>变例数：</translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>变例数</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>摆棋棋盘</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1：空</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>白方(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>黑方(&amp;B)</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>王车易位权</translation>
    </message>
    <message>
        <source>Set Up Variant Position</source>
        <translation>设置变体局面</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>走棋方</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>白方 O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>白方 O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>黑方 O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>黑方 O-O-O</translation>
    </message>
    <message>
        <source>A right needs the royal piece on its e-file square and the castling piece in the corner</source>
        <translation>易位权要求王族棋子在其 e 线格上，易位棋子在角上</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move</source>
        <translation>自上次吃子或走兵以来的半回合数</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>吃过路兵(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>半回合计数(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>回合数(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>初始局面(&amp;S)</translation>
    </message>
    <message>
        <source>The variant&apos;s start position</source>
        <translation>该变体的初始局面</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>清空棋盘(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>FEN(&amp;N)：</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>局面的 FEN</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>局面检查</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Not a FEN, column %1: %2</source>
        <translation>不是 FEN，第 %1 列：%2</translation>
    </message>
    <message>
        <source>Not a FEN: %1</source>
        <translation>不是 FEN：%1</translation>
    </message>
    <message>
        <source>%1 does not allow this position: %2</source>
        <translation>%1 不允许此局面：%2</translation>
    </message>
    <message>
        <source>The variant cannot be set up: %1</source>
        <translation>无法设置该变体：%1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupModel</name>
    <message>
        <source>No variant is set.</source>
        <translation>未设置变体。</translation>
    </message>
    <message>
        <source>a FEN has 4 to 6 fields: placement, side, castling, en passant</source>
        <translation>FEN 有 4 到 6 个字段：布局、走棋方、易位、吃过路兵</translation>
    </message>
    <message>
        <source>a FEN has at most 6 fields</source>
        <translation>FEN 最多有 6 个字段</translation>
    </message>
    <message>
        <source>the side to move is &apos;w&apos; or &apos;b&apos;</source>
        <translation>走棋方为 &apos;w&apos; 或 &apos;b&apos;</translation>
    </message>
    <message>
        <source>castling rights are &apos;-&apos; or each of K, Q, k, q at most once</source>
        <translation>易位权为 &apos;-&apos;，或 K、Q、k、q 各至多一次</translation>
    </message>
    <message>
        <source>the en-passant field is &apos;-&apos; or a square</source>
        <translation>吃过路兵字段为 &apos;-&apos; 或一个格子</translation>
    </message>
    <message>
        <source>the halfmove clock is a whole number</source>
        <translation>半回合计数为整数</translation>
    </message>
    <message>
        <source>the move number is a number from 1 up</source>
        <translation>回合数为从 1 起的数</translation>
    </message>
    <message>
        <source>The royal piece cannot stand anywhere without giving check.</source>
        <translation>王族棋子放在任何位置都会将军。</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupPalette</name>
    <message>
        <source>piece</source>
        <translation>棋子</translation>
    </message>
    <message>
        <source>White %1 (%2)</source>
        <translation>白方%1（%2）</translation>
    </message>
    <message>
        <source>Black %1 (%2)</source>
        <translation>黑方%1（%2）</translation>
    </message>
    <message>
        <source>Eraser: a click on the board removes the piece there</source>
        <translation>橡皮：点击棋盘移除该处的棋子</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>橡皮</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新对局(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>复制 FEN(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/PGN</source>
        <translation>粘贴 FEN/PGN(&amp;P)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>上一个变着</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>下一个变着</translation>
    </message>
    <message>
        <source>&amp;Auto Move</source>
        <translation>自动走棋(&amp;A)</translation>
    </message>
    <message>
        <source>The engine plays a move for the side to move (Ctrl+M)</source>
        <translation>引擎替当前走棋方走一步 (Ctrl+M)</translation>
    </message>
    <message>
        <source>S&amp;top Engine</source>
        <translation>停止引擎(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>深色配色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>关于 Kibitz(&amp;A)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>新对局 (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O)</source>
        <translation>打开 PGN 文件 (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>保存对局 (Ctrl+S)</translation>
    </message>
    <message>
        <source>Engine strength</source>
        <translation>引擎强度</translation>
    </message>
    <message>
        <source>%1 (~%2)</source>
        <translation>%1（约 %2）</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>电脑执棋方</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>电脑不下棋</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>电脑执白</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>电脑执黑</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>电脑执双方</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>新手</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>中级</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>俱乐部棋手</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>全力</translation>
    </message>
    <message>
        <source>Which side the engine plays by itself</source>
        <translation>引擎自行执哪一方</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>复制 PGN(&amp;G)</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>设置局面(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>3D 棋盘(&amp;3)</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>以三维方式显示棋盘（Ctrl+3）</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>3D 棋盘不可用：%1</translation>
    </message>
    <message>
        <source>A game of a chess variant with its own pieces, in a window of its own</source>
        <translation>在单独窗口中用变体自己的棋子下一盘变体棋</translation>
    </message>
    <message>
        <source>&amp;Variant Designer…</source>
        <translation>变体设计器(&amp;V)…</translation>
    </message>
    <message>
        <source>Defines variants with pieces of your own and saves them as variants.ini sections</source>
        <translation>用自己的棋子定义变体，并保存为 variants.ini 中的节</translation>
    </message>
    <message>
        <source>&amp;Play a Variant…</source>
        <translation>下变体棋(&amp;P)…</translation>
    </message>
    <message>
        <source>Engine T&amp;ournament…</source>
        <translation>引擎赛事(&amp;O)…</translation>
    </message>
    <message>
        <source>Engines play a round robin, gauntlet, knockout or Swiss tournament, in a window of its own</source>
        <translation>引擎在独立窗口中进行循环赛、挑战赛、淘汰赛或瑞士制赛事</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple Games</source>
        <translation>打开示例对局(&amp;M)</translation>
    </message>
</context>
<context>
    <name>kibitz::tournament::TournamentRunner</name>
    <message>
        <source>The game could not be written to the PGN: %1. The tournament stops; it can be resumed.</source>
        <translation>无法将对局写入 PGN：%1。赛事停止；之后可以继续。</translation>
    </message>
    <message>
        <source>The tournament state could not be written: %1. The tournament stops.</source>
        <translation>无法写入赛事状态：%1。赛事停止。</translation>
    </message>
    <message>
        <source>Cannot read the openings file %1.</source>
        <translation>无法读取开局文件 %1。</translation>
    </message>
    <message>
        <source>The openings file %1 changed since the tournament began; the tournament needs the same openings to continue with the same games.</source>
        <translation>开局文件 %1 自赛事开始后已更改；赛事需要相同的开局才能以相同的对局继续。</translation>
    </message>
    <message>
        <source>The book of %1: %2</source>
        <translation>%1 的开局库：%2</translation>
    </message>
    <message>
        <source>The tablebases at %1: %2</source>
        <translation>%1 处的残局库：%2</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another state file.</source>
        <translation>%1 中已有一个赛事：请继续它，或选择另一个状态文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found in the PGN and counted</source>
        <translation>
            <numerusform>在 PGN 中找到并计入 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes of an unfinished write cut from the PGN</source>
        <translation>已从 PGN 中截去未完成写入的 %1 字节</translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted game(s) to be played again</source>
        <translation>
            <numerusform>%n 局被中断的对局将重新对弈</numerusform>
        </translation>
    </message>
</context>
</TS>
