<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>QObject</name>
    <message>
        <source>PGN database and analysis tool</source>
        <translation>ابزار پایگاه داده و تحلیل PGN</translation>
    </message>
    <message>
        <source>Dossier: %1</source>
        <translation>پرونده: %1</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>PDF ساخته نشد</translation>
    </message>
    <message>
        <source>PGN files, SCID databases (.si4) or ChessBase databases (.cbh) to open, each in its own tab of the game list.</source>
        <translation>فایل‌های PGN، پایگاه‌های داده‌ی SCID (.si4) یا پایگاه‌های داده‌ی ChessBase (.cbh) برای باز کردن، هر کدام در زبانه‌ی خودش در فهرست بازی‌ها.</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>The game&apos;s start position is not valid.</source>
        <translation>وضعیت آغازین بازی معتبر نیست.</translation>
    </message>
    <message>
        <source>%1 gave no evaluation for move %2.</source>
        <translation>%1 برای حرکت %2 ارزیابی‌ای نداد.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BlockingClient</name>
    <message>
        <source>%1 did not get ready within %2 ms.</source>
        <translation>%1 در %2 میلی‌ثانیه آماده نشد.</translation>
    </message>
    <message>
        <source>%1 did not play a move within %2 ms.</source>
        <translation>%1 در %2 میلی‌ثانیه حرکتی انجام نداد.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BuiltinEngine</name>
    <message>
        <source>Kibitz (built-in)</source>
        <translation>Kibitz (داخلی)</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::ExternalEngine</name>
    <message>
        <source>%1 cannot analyse (it has no analyze mode).</source>
        <translation>%1 نمی‌تواند تحلیل کند (حالت تحلیل ندارد).</translation>
    </message>
    <message>
        <source>%1 cannot be given this position (it does not accept &quot;setboard&quot;).</source>
        <translation>این وضعیت را نمی‌توان به %1 داد (فرمان «setboard» را نمی‌پذیرد).</translation>
    </message>
    <message>
        <source>%1 sent an overlong line; it was ignored.</source>
        <translation>%1 یک سطر بیش از حد طولانی فرستاد؛ نادیده گرفته شد.</translation>
    </message>
    <message>
        <source>Could not start %1 (%2): %3</source>
        <translation>اجرای %1 ممکن نشد (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 Gave up after %n restart(s); start the analysis again to retry.</source>
        <translation>
            <numerusform>%1 پس از %n بار راه‌اندازی دوباره، کنار گذاشته شد؛ برای تلاش دوباره، تحلیل را از نو آغاز کنید.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Restarting it (%2 of %3).</source>
        <translation>%1 در حال راه‌اندازی دوباره (%2 از %3).</translation>
    </message>
    <message>
        <source>%1 sent a line Kibitz does not understand (%2): %3</source>
        <translation>%1 سطری فرستاد که Kibitz آن را نمی‌فهمد (%2): %3</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 می‌گوید: %2</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms while analysing).</source>
        <translation>%1 دیگر پاسخ نمی‌دهد (در حین تحلیل، در %2 میلی‌ثانیه به «%3» پاسخی نداد).</translation>
    </message>
    <message>
        <source>%1 did not finish its start-up handshake within %2 ms.</source>
        <translation>%1 دست‌دهی آغازین را در %2 میلی‌ثانیه به پایان نرساند.</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms).</source>
        <translation>%1 دیگر پاسخ نمی‌دهد (در %2 میلی‌ثانیه به «%3» پاسخی نداد).</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;stop&quot; within %2 ms.</source>
        <translation>%1 در %2 میلی‌ثانیه به «stop» پاسخ نداد.</translation>
    </message>
    <message>
        <source>%1 did not play a move in time.</source>
        <translation>%1 به‌موقع حرکتی انجام نداد.</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 از کار افتاد.</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2).</source>
        <translation>%1 به‌طور غیرمنتظره بسته شد (کد خروج %2).</translation>
    </message>
    <message>
        <source>%1 speaks xboard, which cannot be given a variant&apos;s rules: it plays only the variants it knows, and “%2” is not one Kibitz knows it has.</source>
        <translation>%1 با xboard کار می‌کند که نمی‌توان قواعد یک گونه را به آن داد: فقط گونه‌هایی را که می‌شناسد بازی می‌کند و Kibitz نمی‌داند که «%2» یکی از آن‌هاست.</translation>
    </message>
    <message>
        <source>%1 does not play the variant “%2”.</source>
        <translation>%1 گونهٔ «%2» را بازی نمی‌کند.</translation>
    </message>
    <message>
        <source>%1 cannot play the variant “%2”.</source>
        <translation>%1 نمی‌تواند گونهٔ «%2» را بازی کند.</translation>
    </message>
    <message>
        <source>%1 does not play chess variants (it has no UCI_Variant option).</source>
        <translation>%1 گونه‌های شطرنج را بازی نمی‌کند (گزینهٔ UCI_Variant ندارد).</translation>
    </message>
    <message>
        <source>%1 does not know this variant and cannot load variant definitions (it has no VariantPath option).</source>
        <translation>%1 این گونه را نمی‌شناسد و نمی‌تواند تعریف گونه‌ها را بار کند (گزینهٔ VariantPath ندارد).</translation>
    </message>
    <message>
        <source>%1 cannot be given the variant: the temporary file %2 cannot be written.</source>
        <translation>گونه را نمی‌توان به %1 داد: پروندهٔ موقت %2 نوشته نمی‌شود.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnalysisDock</name>
    <message>
        <source>%1 Mn/s</source>
        <translation>%1 میلیون گره/ثانیه</translation>
    </message>
    <message>
        <source>%1 kn/s</source>
        <translation>%1 هزار گره/ثانیه</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>تحلیل</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;تحلیل</translation>
    </message>
    <message>
        <source>Show the engine analysis of the current position (Ctrl+Shift+A)</source>
        <translation>نمایش تحلیل موتور برای وضعیت کنونی (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <source>Start or stop the analysis</source>
        <translation>شروع یا توقف تحلیل</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously</source>
        <translation>تحلیل پیوسته‌ی وضعیت روی صفحه</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>موتور تحلیل</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>تعداد خط: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>تعداد خط‌ها</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>ارزیابی</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>عمق جست‌وجو</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>گره در ثانیه</translation>
    </message>
    <message>
        <source>Engine lines</source>
        <translation>خط‌های موتور</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>مشکل موتور</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>توقف</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>عمق %1</translation>
    </message>
    <message>
        <source>This engine shows one line only.</source>
        <translation>این موتور فقط یک خط نشان می‌دهد.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Analyzer</name>
    <message>
        <source>Play engine line</source>
        <translation>اجرای خط موتور</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnnotateDialog</name>
    <message>
        <source>&amp;Time per position:</source>
        <translation>&amp;زمان برای هر وضعیت:</translation>
    </message>
    <message>
        <source>&amp;Depth per position:</source>
        <translation>&amp;عمق برای هر وضعیت:</translation>
    </message>
    <message>
        <source>Add the engine&apos;s &amp;better lines as variations</source>
        <translation>افزودن ادامه‌های &amp;بهتر موتور به‌صورت شاخه</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>حاشیه‌نویسی بازی</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> میلی‌ثانیه</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>هر دو طرف</translation>
    </message>
    <message>
        <source>White</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;موتور:</translation>
    </message>
    <message>
        <source>&amp;Moves of:</source>
        <translation>&amp;حرکت‌های:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>تا</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>&amp;از حرکت:</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>تا حرکت</translation>
    </message>
    <message>
        <source>Every position from the start of the range is evaluated, in the background. Cancel keeps the moves annotated so far; one Undo removes the whole annotation.</source>
        <translation>هر وضعیت از ابتدای بازه، در پس‌زمینه ارزیابی می‌شود. لغو، حرکت‌هایی را که تا آن لحظه حاشیه گرفته‌اند نگه می‌دارد؛ یک بار واگرد کل حاشیه‌نویسی را برمی‌دارد.</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;حاشیه‌نویسی</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AutoPlayer</name>
    <message>
        <source>No move to play: %1.</source>
        <translation>حرکتی برای انجام دادن نیست: %1.</translation>
    </message>
    <message>
        <source>The position changed while the engine was thinking; its move was not played.</source>
        <translation>در حین فکر کردن موتور، وضعیت تغییر کرد؛ حرکت آن انجام نشد.</translation>
    </message>
    <message>
        <source>The engine found no move to play.</source>
        <translation>موتور حرکتی برای انجام دادن پیدا نکرد.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Board3DView</name>
    <message>
        <source>No OpenGL context can be created on this display (window system: %1).</source>
        <translation>روی این نمایشگر نمی‌توان زمینهٔ OpenGL ساخت (سیستم پنجره: %1).</translation>
    </message>
    <message>
        <source>The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.</source>
        <translation>راه‌انداز OpenGL نسخهٔ %1.%2 را ارائه می‌دهد؛ صفحهٔ سه‌بعدی به OpenGL 3.3 یا OpenGL ES 3.0 نیاز دارد.</translation>
    </message>
    <message>
        <source>An OpenGL context was created but cannot be used (window system: %1).</source>
        <translation>زمینهٔ OpenGL ساخته شد اما قابل استفاده نیست (سیستم پنجره: %1).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn with this OpenGL driver: %1</source>
        <translation>صفحهٔ سه‌بعدی با این راه‌انداز OpenGL رسم نمی‌شود: %1</translation>
    </message>
    <message>
        <source>The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).</source>
        <translation>صفحهٔ سه‌بعدی خاموش است (متغیر محیطی KIBITZ_DISABLE_3D تنظیم شده است).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn: %1</source>
        <translation>صفحهٔ سه‌بعدی رسم نمی‌شود: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardArea</name>
    <message>
        <source>Chess board (3D)</source>
        <translation>صفحهٔ شطرنج (سه‌بعدی)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardController</name>
    <message>
        <source>Touch move: you must move the %1 on %2</source>
        <translation>قانون لمس مهره: باید %1 در %2 را حرکت دهید</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>نوبت سفید</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>نوبت سیاه</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal moves</source>
        <translation>%1 در %2 هیچ حرکت مجازی ندارد</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>سرباز</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>اسب</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>فیل</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>رخ</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>وزیر</translation>
    </message>
    <message>
        <source>king</source>
        <translation>شاه</translation>
    </message>
    <message>
        <source>Illegal move: there is no piece on %1</source>
        <translation>حرکت غیرمجاز: در %1 مهره‌ای نیست</translation>
    </message>
    <message>
        <source>Illegal move: you have lost the right to castle on that side</source>
        <translation>حرکت غیرمجاز: حق قلعه رفتن به آن سمت را از دست داده‌اید</translation>
    </message>
    <message>
        <source>Illegal move: the king cannot castle with that rook</source>
        <translation>حرکت غیرمجاز: شاه نمی‌تواند با این رخ قلعه برود</translation>
    </message>
    <message>
        <source>Illegal move: you cannot castle out of check</source>
        <translation>حرکت غیرمجاز: در حالت کیش نمی‌توان قلعه رفت</translation>
    </message>
    <message>
        <source>Illegal move: castling is blocked or passes through an attacked square</source>
        <translation>حرکت غیرمجاز: مسیر قلعه بسته است یا از خانه‌ای زیر حمله می‌گذرد</translation>
    </message>
    <message>
        <source>Illegal move: %1 is occupied by your own piece</source>
        <translation>حرکت غیرمجاز: مهره‌ی خودتان در %1 است</translation>
    </message>
    <message>
        <source>Illegal move: the %1 cannot reach %2</source>
        <translation>حرکت غیرمجاز: %1 نمی‌تواند به %2 برود</translation>
    </message>
    <message>
        <source>Illegal move: the king would be in check on %1</source>
        <translation>حرکت غیرمجاز: شاه در %1 کیش می‌شود</translation>
    </message>
    <message>
        <source>Illegal move: your king is in check</source>
        <translation>حرکت غیرمجاز: شاه شما در کیش است</translation>
    </message>
    <message>
        <source>Illegal move: the %1 on %2 is pinned</source>
        <translation>حرکت غیرمجاز: %1 در %2 آچمز است</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardTheme</name>
    <message>
        <source>Classic brown</source>
        <translation>قهوه‌ای کلاسیک</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>سبز</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>آبی</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>خاکستری</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>شب</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>کنتراست بالا</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>صفحه‌ی شطرنج</translation>
    </message>
    <message>
        <source>Check. %1</source>
        <translation>کیش. %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1، خالی</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1، %2 سفید</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1، %2 سیاه</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookAndTablebases</name>
    <message numerus="yes">
        <source>The opening book was read with %n problem(s); the rest of it is used.</source>
        <translation>
            <numerusform>کتاب گشایش با %n مشکل خوانده شد؛ باقی آن به کار می‌رود.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookDock</name>
    <message>
        <source>Opening Book</source>
        <translation>کتاب گشایش</translation>
    </message>
    <message>
        <source>Opening &amp;Book</source>
        <translation>&amp;کتاب گشایش</translation>
    </message>
    <message>
        <source>Show the opening book&apos;s moves for the current position (Ctrl+Shift+B)</source>
        <translation>نمایش حرکت‌های کتاب گشایش برای وضعیت کنونی (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>حرکت‌های کتاب</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>کتاب گشایش</translation>
    </message>
    <message>
        <source>No opening book is chosen (Settings, Book and Tablebases).</source>
        <translation>هیچ کتاب گشایشی انتخاب نشده است (تنظیمات، کتاب و جدول‌های آخربازی).</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>در حال بارگذاری %1…</translation>
    </message>
    <message>
        <source>%1: this position is not in the book.</source>
        <translation>%1: این وضعیت در کتاب نیست.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s)</source>
        <translation>
            <numerusform>%1: %n حرکت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) under this position&apos;s key are no legal move here and were left out.</source>
        <translation>
            <numerusform>%n مدخل زیر کلید این وضعیت، اینجا حرکت مجاز نیست و کنار گذاشته شد.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookLibrary</name>
    <message>
        <source>The opening book %1 does not exist.</source>
        <translation>کتاب گشایش %1 وجود ندارد.</translation>
    </message>
    <message>
        <source>The opening book %1 cannot be used: %2</source>
        <translation>کتاب گشایش %1 قابل استفاده نیست: %2</translation>
    </message>
    <message>
        <source>The opening book %1 holds no moves.</source>
        <translation>کتاب گشایش %1 هیچ حرکتی ندارد.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookMovesModel</name>
    <message>
        <source>Play %1 (weight %2 of %3)</source>
        <translation>بازی %1 (وزن %2 از %3)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>وزن</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>سهم</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>یادگیری</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookTablebaseSettings</name>
    <message>
        <source>Use an opening book (Polyglot .bin)</source>
        <translation>استفاده از کتاب گشایش (Polyglot .bin)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>مرور…</translation>
    </message>
    <message>
        <source>Auto move and computer play take book moves, chosen at random by their weights</source>
        <translation>حرکت خودکار و بازی رایانه حرکت‌های کتاب را برمی‌گزینند، به‌طور تصادفی بر پایه‌ی وزنشان</translation>
    </message>
    <message>
        <source>Use Gaviota endgame tablebases</source>
        <translation>استفاده از جدول‌های آخربازی Gaviota</translation>
    </message>
    <message>
        <source>The built-in engine keeps to the tablebase&apos;s best moves</source>
        <translation>موتور داخلی به بهترین حرکت‌های جدول آخربازی پایبند می‌ماند</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>کتاب گشایش</translation>
    </message>
    <message>
        <source>Gives the computer&apos;s openings variety; the engine takes over where the book ends</source>
        <translation>به گشایش‌های رایانه تنوع می‌دهد؛ جایی که کتاب تمام می‌شود، موتور ادامه می‌دهد</translation>
    </message>
    <message>
        <source>GNU Chess&apos;s book is not installed (Debian package gnuchess-book).</source>
        <translation>کتاب GNU Chess نصب نیست (بسته‌ی دبیان gnuchess-book).</translation>
    </message>
    <message>
        <source>Endgame tablebases</source>
        <translation>جدول‌های آخربازی</translation>
    </message>
    <message>
        <source>Folders of Gaviota tables (*.gtb.cp4 and the like), separated by semicolons.</source>
        <translation>پوشه‌های جدول‌های Gaviota (‏*.gtb.cp4 و مانند آن)، جداشده با نقطه‌ویرگول.</translation>
    </message>
    <message>
        <source>The 3-piece tables are not installed (Debian package gaviotatb).</source>
        <translation>جدول‌های ۳مهره‌ای نصب نیستند (بسته‌ی دبیان gaviotatb).</translation>
    </message>
    <message>
        <source>Opening book file</source>
        <translation>پرونده‌ی کتاب گشایش</translation>
    </message>
    <message>
        <source>Choose the opening book file</source>
        <translation>انتخاب پرونده‌ی کتاب گشایش</translation>
    </message>
    <message>
        <source>Tablebase folders</source>
        <translation>پوشه‌های جدول آخربازی</translation>
    </message>
    <message>
        <source>Choose a tablebase folder</source>
        <translation>انتخاب پوشه‌ی جدول آخربازی</translation>
    </message>
    <message>
        <source>Choose an Opening Book</source>
        <translation>انتخاب کتاب گشایش</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>کتاب‌های Polyglot (*.bin);;همه‌ی پرونده‌ها (*)</translation>
    </message>
    <message>
        <source>Choose a Tablebase Folder</source>
        <translation>انتخاب پوشه‌ی جدول آخربازی</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoverageModel</name>
    <message>
        <source>Position</source>
        <translation>وضعیت</translation>
    </message>
    <message>
        <source>Reply not answered</source>
        <translation>حرکت بی‌پاسخ</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>سهم</translation>
    </message>
    <message>
        <source>Their score</source>
        <translation>امتیاز آن‌ها</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoveragePanel</name>
    <message>
        <source>Cancelled.</source>
        <translation>لغو شد.</translation>
    </message>
    <message>
        <source>Finding the replies not answered in %1…</source>
        <translation>در حال یافتن حرکت‌های بی‌پاسخ در %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n reply(s) not answered, over %2 positions where the opponent is to move.</source>
        <translation>
            <numerusform>%1: %n حرکت بی‌پاسخ، در %2 وضعیتی که نوبت حریف است.</numerusform>
        </translation>
    </message>
    <message>
        <source>Minimum games:</source>
        <translation>حداقل بازی:</translation>
    </message>
    <message>
        <source>Minimum share:</source>
        <translation>حداقل سهم:</translation>
    </message>
    <message>
        <source>Find Missing Replies</source>
        <translation>یافتن پاسخ‌های کم</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Double-click a row to show the position on the main board</source>
        <translation>برای نمایش وضعیت روی صفحهٔ اصلی روی یک ردیف دوبار کلیک کنید</translation>
    </message>
    <message>
        <source>The opponent&apos;s replies played in the current database that the repertoire does not answer.</source>
        <translation>پاسخ‌های حریف در پایگاه دادهٔ کنونی که رپرتوار به آن‌ها پاسخی ندارد.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CrosstableModel</name>
    <message numerus="yes">
        <source>%1 against %2: %n game(s), %3 points</source>
        <translation>
            <numerusform>%1 در برابر %2: %n بازی، %3 امتیاز</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseDocks</name>
    <message>
        <source>Clipboard</source>
        <translation>کلیپ‌بورد</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games copied here are kept until Kibitz quits</source>
        <translation>بازی‌هایی که اینجا کپی می‌شوند تا بسته شدن Kibitz می‌مانند</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>بستن %1</translation>
    </message>
    <message>
        <source>the file is still being read</source>
        <translation>پرونده هنوز در حال خواندن است</translation>
    </message>
    <message>
        <source>the file was changed by another program; open it again first</source>
        <translation>پرونده را برنامهٔ دیگری تغییر داده است؛ ابتدا دوباره بازش کنید</translation>
    </message>
    <message>
        <source>Wait until both databases are loaded.</source>
        <translation>صبر کنید تا هر دو پایگاه داده بارگذاری شوند.</translation>
    </message>
    <message>
        <source>The games were not copied to %1: %2</source>
        <translation>بازی‌ها به %1 کپی نشدند: %2</translation>
    </message>
    <message>
        <source>Moved %1 game(s) to %2</source>
        <translation>%1 بازی به %2 منتقل شد</translation>
    </message>
    <message>
        <source>Copied %1 game(s) to %2</source>
        <translation>%1 بازی به %2 کپی شد</translation>
    </message>
    <message>
        <source>Wait until the database is loaded.</source>
        <translation>صبر کنید تا پایگاه داده بارگذاری شود.</translation>
    </message>
    <message>
        <source>The games were not removed from %1: %2</source>
        <translation>بازی‌ها از %1 حذف نشدند: %2</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>&amp;Copy Selected Games To</source>
        <translation>&amp;کپی بازی‌های انتخاب‌شده به</translation>
    </message>
    <message>
        <source>&amp;Move Selected Games To</source>
        <translation>&amp;انتقال بازی‌های انتخاب‌شده به</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games…</source>
        <translation>&amp;حذف بازی‌های انتخاب‌شده…</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from the clipboard?</source>
        <translation>بازی‌های انتخاب‌شده (%1) از کلیپ‌بورد حذف شوند؟</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from %2? The file is written again without them.</source>
        <translation>بازی‌های انتخاب‌شده (%1) از %2 حذف شوند؟ پرونده بدون آن‌ها دوباره نوشته می‌شود.</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>حذف بازی‌ها</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;پایگاه داده</translation>
    </message>
    <message>
        <source>Open databases</source>
        <translation>پایگاه‌های دادهٔ باز</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>&amp;درخت گشایش</translation>
    </message>
    <message>
        <source>&amp;Game List</source>
        <translation>&amp;فهرست بازی‌ها</translation>
    </message>
    <message>
        <source>&amp;Search Games…</source>
        <translation>&amp;جستجوی بازی‌ها…</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>&amp;بازنشانی پالایه</translation>
    </message>
    <message>
        <source>%1 (read-only: copy games to a PGN database to change them)</source>
        <translation>%1 (فقط‌خواندنی: برای تغییر بازی‌ها آن‌ها را به یک پایگاه داده‌ی PGN کپی کنید)</translation>
    </message>
    <message>
        <source>Kibitz opens databases of other programs read-only; copy the games to a PGN database</source>
        <translation>Kibitz پایگاه‌های داده‌ی برنامه‌های دیگر را فقط‌خواندنی باز می‌کند؛ بازی‌ها را به یک پایگاه داده‌ی PGN کپی کنید</translation>
    </message>
    <message>
        <source>The games were not moved: %1</source>
        <translation>بازی‌ها منتقل نشدند: %1</translation>
    </message>
    <message>
        <source>The games were not copied: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>بازی‌ها کپی نشدند: حافظه‌ی نهان نمایه‌ی %1 آسیب دیده بود. پرونده دوباره نمایه‌سازی می‌شود؛ پس از فهرست شدن بازی‌هایش دوباره تلاش کنید.</translation>
    </message>
    <message>
        <source>The games were not removed: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>بازی‌ها حذف نشدند: حافظه‌ی نهان نمایه‌ی %1 آسیب دیده بود. پرونده دوباره نمایه‌سازی می‌شود؛ پس از فهرست شدن بازی‌هایش دوباره تلاش کنید.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseJob</name>
    <message>
        <source>Stopped: the database&apos;s index cache was damaged. The file is being indexed again; try once its games are listed.</source>
        <translation>متوقف شد: حافظه‌ی نهان نمایه‌ی پایگاه داده آسیب دیده بود. پرونده دوباره نمایه‌سازی می‌شود؛ پس از فهرست شدن بازی‌هایش دوباره تلاش کنید.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseWatcher</name>
    <message>
        <source>%1 was removed or renamed by another program; its tab shows the games as they were.</source>
        <translation>%1 توسط برنامه‌ای دیگر حذف یا تغییر نام داده شد؛ زبانهٔ آن بازی‌ها را همان‌طور که بودند نشان می‌دهد.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read. Reload keeps the game on the board and your changes to it.</source>
        <translation>%1 توسط برنامه‌ای دیگر تغییر کرد؛ زبانهٔ آن بازی‌ها را همان‌طور که خوانده شدند نشان می‌دهد. بارگذاری دوباره بازی روی صفحه و تغییرات شما در آن را نگه می‌دارد.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read.</source>
        <translation>%1 توسط برنامه‌ای دیگر تغییر کرد؛ زبانهٔ آن بازی‌ها را همان‌طور که خوانده شدند نشان می‌دهد.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;بارگذاری دوباره</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n بازی</numerusform>
        </translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation>%1 دوباره بارگذاری شد: %2.</translation>
    </message>
    <message>
        <source> Your changes to it are kept.</source>
        <translation> تغییرات شما در آن نگه داشته شد.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is game %3 there now.</source>
        <translation>%1 دوباره بارگذاری شد: %2. بازی روی صفحه اکنون بازی %3 آن است.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is no longer in it as it was read; Save offers to append it.</source>
        <translation>%1 دوباره بارگذاری شد: %2. بازی روی صفحه دیگر به شکلی که خوانده شده بود در آن نیست؛ ذخیره افزودن آن را پیشنهاد می‌کند.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierChart</name>
    <message>
        <source>Performance by year</source>
        <translation>عملکرد به تفکیک سال</translation>
    </message>
    <message>
        <source>Score by year</source>
        <translation>امتیاز به تفکیک سال</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>عملکرد</translation>
    </message>
    <message>
        <source>score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>opponents&apos; average</source>
        <translation>میانگین حریفان</translation>
    </message>
    <message>
        <source>games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>No dated games</source>
        <translation>هیچ بازی تاریخ‌داری نیست</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>بازی‌ای نیست</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} بازی</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 بازی</translation>
    </message>
    <message>
        <source>tallest bar: {} games</source>
        <translation>بلندترین ستون: {} بازی</translation>
    </message>
    <message>
        <source>{} games without a year not shown</source>
        <translation>{} بازی بدون سال نشان داده نشده</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierGamesModel</name>
    <message>
        <source>White</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>A click opens the game on the board</source>
        <translation>با یک کلیک بازی روی صفحه باز می‌شود</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>رنگ</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>حریف</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>رویداد</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierJob</name>
    <message>
        <source>%1 cannot be searched: %2</source>
        <translation>%1 قابل جستجو نیست: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierPlayersModel</name>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n بازی)</numerusform>
        </translation>
    </message>
    <message>
        <source>Spellings with the same surname and first initial; uncheck those of someone else</source>
        <translation>نگارش‌هایی با نام خانوادگی و حرف اول یکسان؛ آن‌هایی را که مال کس دیگری است از انتخاب خارج کنید</translation>
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
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>مساوی</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>باخت</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>عملکرد</translation>
    </message>
    <message>
        <source>The player&apos;s score in the games with a result (a draw counts half)</source>
        <translation>امتیاز بازیکن در بازی‌های دارای نتیجه (مساوی نیم امتیاز است)</translation>
    </message>
    <message>
        <source>Opponents&apos; average rating plus the FIDE rating difference for the score against them</source>
        <translation>میانگین ریتینگ حریفان به‌علاوهٔ اختلاف ریتینگ فیده برای امتیاز در برابر آن‌ها</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierTreeModel</name>
    <message>
        <source>Move</source>
        <translation>حرکت</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindow</name>
    <message>
        <source>No player in the open databases matches “%1”.</source>
        <translation>هیچ بازیکنی در پایگاه‌های باز با «%1» جور نیست.</translation>
    </message>
    <message>
        <source>Reading the search index of the open databases (%1 of %2)…</source>
        <translation>در حال خواندن نمایهٔ جستجوی پایگاه‌های باز (%1 از %2)…</translation>
    </message>
    <message numerus="yes">
        <source>%n database(s) searched</source>
        <translation>
            <numerusform>%n پایگاه جستجو شد</numerusform>
        </translation>
    </message>
    <message>
        <source>Most recent games (a click opens the game)</source>
        <translation>تازه‌ترین بازی‌ها (با کلیک باز می‌شود)</translation>
    </message>
    <message>
        <source>By colour</source>
        <translation>به تفکیک رنگ</translation>
    </message>
    <message>
        <source>By opponents&apos; rating</source>
        <translation>به تفکیک ریتینگ حریفان</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>به تفکیک سال</translation>
    </message>
    <message>
        <source>Moves of the first 12 plies</source>
        <translation>حرکت‌های ۱۲ نیم‌حرکت نخست</translation>
    </message>
    <message>
        <source>ECO families</source>
        <translation>خانواده‌های ECO</translation>
    </message>
    <message>
        <source>Longest games</source>
        <translation>طولانی‌ترین بازی‌ها</translation>
    </message>
    <message>
        <source>Shortest games</source>
        <translation>کوتاه‌ترین بازی‌ها</translation>
    </message>
    <message>
        <source>No database is open: open a PGN file first.</source>
        <translation>هیچ پایگاهی باز نیست: ابتدا یک پروندهٔ PGN باز کنید.</translation>
    </message>
    <message>
        <source>Looking for “%1”…</source>
        <translation>در جستجوی «%1»…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n بازی</numerusform>
        </translation>
    </message>
    <message>
        <source> · performance %1 against %2 on average</source>
        <translation> · عملکرد %1 در برابر میانگین %2</translation>
    </message>
    <message>
        <source> · own rating %1 on average</source>
        <translation> · ریتینگ خود به‌طور میانگین %1</translation>
    </message>
    <message>
        <source>As White: %1</source>
        <translation>با سفید: %1</translation>
    </message>
    <message>
        <source>As Black: %1</source>
        <translation>با سیاه: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) where both players bear a chosen spelling are left out.</source>
        <translation>
            <numerusform>%n بازی که هر دو بازیکن آن یکی از نگارش‌های انتخاب‌شده را دارند کنار گذاشته شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score by opening as White</source>
        <translation>امتیاز به تفکیک گشایش با سفید</translation>
    </message>
    <message>
        <source>Score by opening as Black</source>
        <translation>امتیاز به تفکیک گشایش با سیاه</translation>
    </message>
    <message>
        <source>White</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>بدون ریتینگ</translation>
    </message>
    <message>
        <source>No ECO</source>
        <translation>بدون ECO</translation>
    </message>
    <message>
        <source>Type a player&apos;s name and press Enter: every open database is searched, case and accents ignored.</source>
        <translation>نام یک بازیکن را بنویسید و Enter را بزنید: همهٔ پایگاه‌های باز جستجو می‌شوند و بزرگی و کوچکی حروف و نشانه‌ها نادیده گرفته می‌شوند.</translation>
    </message>
    <message>
        <source>No games: check at least one spelling on the left.</source>
        <translation>بازی‌ای نیست: دست‌کم یک نگارش را در سمت چپ علامت بزنید.</translation>
    </message>
    <message>
        <source>There is no dossier to export.</source>
        <translation>پرونده‌ای برای برون‌بری نیست.</translation>
    </message>
    <message>
        <source>There is no dossier to print.</source>
        <translation>پرونده‌ای برای چاپ نیست.</translation>
    </message>
    <message>
        <source>dossier</source>
        <translation>پرونده</translation>
    </message>
    <message>
        <source>Print Dossier to PDF</source>
        <translation>چاپ پرونده به PDF</translation>
    </message>
    <message>
        <source>Export Dossier as HTML</source>
        <translation>برون‌بری پرونده به HTML</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>سندهای PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>صفحه‌های وب (*.html *.htm)</translation>
    </message>
    <message>
        <source>The dossier was not saved: %1</source>
        <translation>پرونده ذخیره نشد: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>ذخیره شد: %1</translation>
    </message>
    <message>
        <source>Player Dossier</source>
        <translation>پروندهٔ بازیکن</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;بازیکن:</translation>
    </message>
    <message>
        <source>A name or part of it, e.g. Carlsen or carlsen, m</source>
        <translation>یک نام یا بخشی از آن، مثلاً Carlsen یا carlsen, m</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;یافتن</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>برون‌بری &amp;HTML…</translation>
    </message>
    <message>
        <source>One self-contained web page with the charts and tables</source>
        <translation>یک صفحهٔ وب مستقل با نمودارها و جدول‌ها</translation>
    </message>
    <message>
        <source>Print to P&amp;DF…</source>
        <translation>چاپ به P&amp;DF…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>نمای کلی</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>نتایج</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>گشایش‌ها با سفید</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>گشایش‌ها با سیاه</translation>
    </message>
    <message>
        <source>Longest and Shortest</source>
        <translation>طولانی‌ترین و کوتاه‌ترین</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>رنگ</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>سال</translation>
    </message>
    <message>
        <source>Opponents&apos; rating</source>
        <translation>ریتینگ حریفان</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>خانواده</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindows</name>
    <message>
        <source>Player &amp;Dossier…</source>
        <translation>&amp;پروندهٔ بازیکن…</translation>
    </message>
    <message>
        <source>A player&apos;s results, openings and games over the open databases</source>
        <translation>نتایج، گشایش‌ها و بازی‌های یک بازیکن در پایگاه‌های باز</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>کلیپ‌بورد</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadActions</name>
    <message>
        <source>Cannot download: %1</source>
        <translation>دریافت ممکن نیست: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>در حال آغاز…</translation>
    </message>
    <message>
        <source>Reading the games already in the file…</source>
        <translation>در حال خواندن بازی‌هایی که از پیش در فایل هستند…</translation>
    </message>
    <message numerus="yes">
        <source>The site limits the rate: waiting %n second(s)…</source>
        <translation>
            <numerusform>وبگاه سرعت درخواست‌ها را محدود می‌کند: %n ثانیه انتظار…</numerusform>
        </translation>
    </message>
    <message>
        <source>Appending the new games to the file…</source>
        <translation>در حال افزودن بازی‌های جدید به فایل…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) received</source>
        <translation>
            <numerusform>%n بازی دریافت شد</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading %1-%2: %3</source>
        <translation>در حال دریافت %1-%2: %3</translation>
    </message>
    <message>
        <source>Downloading: %1</source>
        <translation>در حال دریافت: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) appended to %1</source>
        <translation>
            <numerusform>%n بازی جدید به %1 افزوده شد</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 received, %2 already there).</source>
        <translation>(%1 دریافت شد، %2 از پیش بود).</translation>
    </message>
    <message>
        <source>Cancelled: the complete games received were kept.</source>
        <translation>لغو شد: بازی‌هایی که کامل دریافت شده بودند نگه داشته شدند.</translation>
    </message>
    <message>
        <source>The transfer stopped early; download again for the rest.</source>
        <translation>انتقال زودتر از موعد متوقف شد؛ برای بقیه دوباره دریافت کنید.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>خطا: %1</translation>
    </message>
    <message>
        <source>Do&amp;wnload Games…</source>
        <translation>دریافت بازی‌ها از &amp;وب…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadDialog</name>
    <message>
        <source>UltraBullet</source>
        <translation>اولترابولت</translation>
    </message>
    <message>
        <source>Bullet</source>
        <translation>بولت</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>بلیتس</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>سریع</translation>
    </message>
    <message>
        <source>Classical</source>
        <translation>کلاسیک</translation>
    </message>
    <message>
        <source>Correspondence</source>
        <translation>مکاتبه‌ای</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>روزانه</translation>
    </message>
    <message>
        <source>From</source>
        <translation>از</translation>
    </message>
    <message>
        <source>To</source>
        <translation>تا</translation>
    </message>
    <message>
        <source>lichess &amp;token:</source>
        <translation>&amp;توکن lichess:</translation>
    </message>
    <message>
        <source>&amp;Rated:</source>
        <translation>&amp;رده‌بندی:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;مرور…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;دریافت</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Download Games</source>
        <translation>دریافت بازی‌ها</translation>
    </message>
    <message>
        <source>user name on the site</source>
        <translation>نام کاربری در وبگاه</translation>
    </message>
    <message>
        <source>Without a start date the download continues after the newest game of this user from this site already in the file.</source>
        <translation>بدون تاریخ آغاز، دریافت پس از جدیدترین بازیِ این کاربر از این وبگاه که از پیش در فایل است ادامه می‌یابد.</translation>
    </message>
    <message>
        <source>Rated and casual</source>
        <translation>امتیازی و دوستانه</translation>
    </message>
    <message>
        <source>Rated only</source>
        <translation>فقط امتیازی</translation>
    </message>
    <message>
        <source>Casual only</source>
        <translation>فقط دوستانه</translation>
    </message>
    <message>
        <source>optional: a personal API token raises lichess&apos;s rate limit</source>
        <translation>اختیاری: یک توکن API شخصی سقف سرعت درخواست lichess را بالا می‌برد</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;کاربر:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;وبگاه:</translation>
    </message>
    <message>
        <source>Dates (UTC):</source>
        <translation>تاریخ‌ها (UTC):</translation>
    </message>
    <message>
        <source>Speeds (none: all):</source>
        <translation>سرعت‌ها (هیچ: همه):</translation>
    </message>
    <message>
        <source>&amp;Append to:</source>
        <translation>&amp;افزودن به:</translation>
    </message>
    <message>
        <source>Append the Games to</source>
        <translation>افزودن بازی‌ها به</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>فایل‌های PGN (*.pgn)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DrillPanel</name>
    <message>
        <source>The repertoire changed: start the drill again.</source>
        <translation>رپرتوار تغییر کرد: تمرین را از نو آغاز کنید.</translation>
    </message>
    <message>
        <source>Answered: %1, wrong: %2</source>
        <translation>پاسخ‌داده: %1، نادرست: %2</translation>
    </message>
    <message>
        <source>No card to drill in this mode now.</source>
        <translation>اکنون در این حالت کارتی برای تمرین نیست.</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>جلسه به پایان رسید.</translation>
    </message>
    <message>
        <source>%1 — your move (a new card).</source>
        <translation>%1 — نوبت شماست (کارت تازه).</translation>
    </message>
    <message>
        <source>%1 — your move.</source>
        <translation>%1 — نوبت شماست.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>درست: %1.</translation>
    </message>
    <message>
        <source>Right: %1. The main move is %2.</source>
        <translation>درست: %1. حرکت اصلی %2 است.</translation>
    </message>
    <message>
        <source>Wrong: %1. Accepted: %2 (rated Again).</source>
        <translation>نادرست: %1. پذیرفته: %2 (امتیاز «دوباره»).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>آغاز</translation>
    </message>
    <message>
        <source>The progress was not saved: %1</source>
        <translation>پیشرفت ذخیره نشد: %1</translation>
    </message>
    <message>
        <source>Cards due now</source>
        <translation>کارت‌های سررسیده</translation>
    </message>
    <message>
        <source>One chapter in order</source>
        <translation>یک فصل به ترتیب</translation>
    </message>
    <message>
        <source>Practice (no rescheduling)</source>
        <translation>تمرین آزاد (بدون زمان‌بندی دوباره)</translation>
    </message>
    <message>
        <source>Rate by time</source>
        <translation>امتیاز بر پایهٔ زمان</translation>
    </message>
    <message>
        <source>Rate right answers by the time taken: Easy under 4 s, Good under 15 s, else Hard</source>
        <translation>پاسخ‌های درست بر پایهٔ زمان صرف‌شده امتیاز می‌گیرند: زیر ۴ ثانیه آسان، زیر ۱۵ ثانیه خوب، وگرنه سخت</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>دوباره</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>سخت</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>خوب</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>آسان</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>Choose a mode and press Start. You play the repertoire&apos;s side.</source>
        <translation>یک حالت برگزینید و «آغاز» را بزنید. شما با طرف رپرتوار بازی می‌کنید.</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>وضعیت آغازین</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DueChart</name>
    <message>
        <source>days from today</source>
        <translation>روز از امروز</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoLibrary</name>
    <message>
        <source>Cannot open the opening table %1: %2</source>
        <translation>باز کردن جدول گشایش‌ها (%1) ممکن نیست: %2</translation>
    </message>
    <message>
        <source>%1 contains no opening lines that could be read</source>
        <translation>%1 هیچ خط گشایشِ قابل خواندنی ندارد</translation>
    </message>
    <message>
        <source>No opening table file was chosen</source>
        <translation>هیچ فایل جدول گشایشی انتخاب نشد</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoSettingsSection</name>
    <message>
        <source>Browse…</source>
        <translation>مرور…</translation>
    </message>
    <message>
        <source>Built-in table (pgn-extract&apos;s eco.pgn)</source>
        <translation>جدول داخلی (فایل eco.pgn از pgn-extract)</translation>
    </message>
    <message>
        <source>Scid&apos;s table with extended codes such as B90k</source>
        <translation>جدول Scid با کدهای گسترده مانند B90k</translation>
    </message>
    <message>
        <source>Table from a file (eco.pgn or .eco format):</source>
        <translation>جدول از یک فایل (قالب eco.pgn یا ‎.eco):</translation>
    </message>
    <message>
        <source>Opening table file</source>
        <translation>فایل جدول گشایش‌ها</translation>
    </message>
    <message>
        <source>Choose the opening table file</source>
        <translation>انتخاب فایل جدول گشایش‌ها</translation>
    </message>
    <message>
        <source>Scid&apos;s table is not installed (Debian package scid-data).</source>
        <translation>جدول Scid نصب نشده است (بستهٔ دبیان scid-data).</translation>
    </message>
    <message>
        <source>Opening Table</source>
        <translation>جدول گشایش‌ها</translation>
    </message>
    <message>
        <source>Opening tables (*.pgn *.eco);;All files (*)</source>
        <translation>جدول‌های گشایش (*.pgn *.eco);;همه‌ی فایل‌ها (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineLinesModel</name>
    <message>
        <source>Depth %1: %2</source>
        <translation>عمق %1: %2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>خط</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineSettings</name>
    <message>
        <source>Browse…</source>
        <translation>مرور…</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>افزودن موتور</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>موتورهای خارجی</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>نام موتور</translation>
    </message>
    <message>
        <source>Name, e.g. Stockfish</source>
        <translation>نام، مثلاً Stockfish</translation>
    </message>
    <message>
        <source>Engine executable</source>
        <translation>فایل اجرایی موتور</translation>
    </message>
    <message>
        <source>Executable, e.g. /usr/games/stockfish</source>
        <translation>فایل اجرایی، مثلاً /usr/games/stockfish</translation>
    </message>
    <message>
        <source>Browse for an engine executable</source>
        <translation>یافتن فایل اجرایی موتور</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>افزودن موتور</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>حذف موتور</translation>
    </message>
    <message>
        <source>Engine for analysis</source>
        <translation>موتور برای تحلیل</translation>
    </message>
    <message>
        <source>Engine for auto move</source>
        <translation>موتور برای حرکت خودکار</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>نام:</translation>
    </message>
    <message>
        <source>Executable:</source>
        <translation>فایل اجرایی:</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>موتور تحلیل:</translation>
    </message>
    <message>
        <source>Auto move engine:</source>
        <translation>موتور حرکت خودکار:</translation>
    </message>
    <message>
        <source>Give the engine a name.</source>
        <translation>برای موتور یک نام بگذارید.</translation>
    </message>
    <message>
        <source>There is already an engine named “%1”.</source>
        <translation>موتوری با نام «%1» از قبل وجود دارد.</translation>
    </message>
    <message>
        <source>“%1” is not an executable file.</source>
        <translation>«%1» فایل اجرایی نیست.</translation>
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
        <translation>تشخیص خودکار</translation>
    </message>
    <message>
        <source>Find Options</source>
        <translation>یافتن گزینه‌ها</translation>
    </message>
    <message>
        <source>Engine protocol</source>
        <translation>پروتکل موتور</translation>
    </message>
    <message>
        <source>Find the engine&apos;s protocol and options</source>
        <translation>یافتن پروتکل و گزینه‌های موتور</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>گزینه‌های موتور</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>موتورهای خارجی:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>پروتکل:</translation>
    </message>
    <message>
        <source>Asking %1 for its protocol and options…</source>
        <translation>در حال پرسیدن پروتکل و گزینه‌های %1…</translation>
    </message>
    <message>
        <source>Choose an Engine</source>
        <translation>انتخاب موتور</translation>
    </message>
    <message>
        <source>Select an engine to see its options.</source>
        <translation>برای دیدن گزینه‌های یک موتور، آن را انتخاب کنید.</translation>
    </message>
    <message>
        <source>The protocol and options of %1 are not known yet: press Find Options.</source>
        <translation>پروتکل و گزینه‌های %1 هنوز معلوم نیست: «یافتن گزینه‌ها» را بزنید.</translation>
    </message>
    <message numerus="yes">
        <source>%1 speaks %2 and has %n option(s).</source>
        <translation>
            <numerusform>%1 از %2 استفاده می‌کند و %n گزینه دارد.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ErrorText</name>
    <message>
        <source>The FEN is empty</source>
        <translation>FEN خالی است</translation>
    </message>
    <message>
        <source>The FEN has missing fields</source>
        <translation>FEN فیلدهای ناقص دارد</translation>
    </message>
    <message>
        <source>The FEN has too many fields: &apos;%1&apos;</source>
        <translation>FEN فیلدهای اضافی دارد: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The board must have 8 ranks</source>
        <translation>صفحه باید ۸ ردیف داشته باشد</translation>
    </message>
    <message>
        <source>A rank has more than 8 squares</source>
        <translation>یک ردیف بیش از ۸ خانه دارد</translation>
    </message>
    <message>
        <source>A rank has fewer than 8 squares</source>
        <translation>یک ردیف کمتر از ۸ خانه دارد</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter or digit</source>
        <translation>&apos;%1&apos; حرف مهره یا رقم نیست</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>نوبت حرکت باید &apos;w&apos; یا &apos;b&apos; باشد، نه &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Invalid castling rights: &apos;%1&apos;</source>
        <translation>حق قلعه‌ی نامعتبر: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The en-passant field must be &apos;-&apos; or a square, not &apos;%1&apos;</source>
        <translation>فیلد آنپاسان باید &apos;-&apos; یا یک خانه باشد، نه &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The halfmove clock must be a number of at least 0, not &apos;%1&apos;</source>
        <translation>شمارنده‌ی نیم‌حرکت باید عددی برابر یا بزرگ‌تر از ۰ باشد، نه &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The move number must be at least 1, not &apos;%1&apos;</source>
        <translation>شماره‌ی حرکت باید دست‌کم ۱ باشد، نه &apos;%1&apos;</translation>
    </message>
    <message>
        <source>A king is missing</source>
        <translation>یک شاه کم است</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>سفید شاه ندارد</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>سیاه شاه ندارد</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings</source>
        <translation>
            <numerusform>سفید %n شاه دارد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings</source>
        <translation>
            <numerusform>سیاه %n شاه دارد</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one king</source>
        <translation>بیش از یک شاه</translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank</source>
        <translation>سربازی در ردیف اول یا آخر قرار دارد</translation>
    </message>
    <message>
        <source>Pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>سرباز در %1: سرباز نمی‌تواند در ردیف اول یا آخر باشد</translation>
    </message>
    <message>
        <source>The side not to move is in check</source>
        <translation>طرفی که نوبتش نیست در کیش است</translation>
    </message>
    <message>
        <source>Impossible check: more than two pieces give check</source>
        <translation>کیش ناممکن: بیش از دو مهره کیش می‌دهند</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; without the king and rook on their squares</source>
        <translation>حق قلعه‌ی &apos;%1&apos; بدون قرار داشتن شاه و رخ در خانه‌هایشان</translation>
    </message>
    <message>
        <source>No pawn can be captured en passant on %1</source>
        <translation>در %1 هیچ سربازی را نمی‌توان آنپاسان زد</translation>
    </message>
    <message>
        <source>An impossible castling right was dropped</source>
        <translation>یک حق قلعه‌ی ناممکن حذف شد</translation>
    </message>
    <message>
        <source>An impossible en-passant square was dropped</source>
        <translation>یک خانه‌ی آنپاسان ناممکن حذف شد</translation>
    </message>
    <message>
        <source>Missing move counters were filled in</source>
        <translation>شمارنده‌های حرکتِ جاافتاده پر شدند</translation>
    </message>
    <message>
        <source>this is not a move</source>
        <translation>این یک حرکت نیست</translation>
    </message>
    <message>
        <source>not written in standard notation</source>
        <translation>با نمادگذاری استاندارد نوشته نشده است</translation>
    </message>
    <message>
        <source>no right to castle short</source>
        <translation>حق قلعه‌ی کوچک وجود ندارد</translation>
    </message>
    <message>
        <source>no right to castle long</source>
        <translation>حق قلعه‌ی بزرگ وجود ندارد</translation>
    </message>
    <message>
        <source>you cannot castle out of check</source>
        <translation>در حالت کیش نمی‌توان قلعه رفت</translation>
    </message>
    <message>
        <source>castling is blocked or passes through an attacked square</source>
        <translation>مسیر قلعه بسته است یا از خانه‌ای زیر حمله می‌گذرد</translation>
    </message>
    <message>
        <source>there is no piece of the side to move on %1</source>
        <translation>در %1 مهره‌ای از طرفِ صاحب نوبت نیست</translation>
    </message>
    <message>
        <source>the king is not on %1</source>
        <translation>شاه در %1 نیست</translation>
    </message>
    <message>
        <source>only pawns promote</source>
        <translation>فقط سرباز ارتقا می‌یابد</translation>
    </message>
    <message>
        <source>the king cannot reach %1</source>
        <translation>شاه نمی‌تواند به %1 برود</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>شاه در %1 کیش می‌شود</translation>
    </message>
    <message>
        <source>%1 is occupied by your own piece</source>
        <translation>مهره‌ی خودتان در %1 است</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank promotes</source>
        <translation>فقط سربازی که به ردیف آخر می‌رسد ارتقا می‌یابد</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>در %1 چیزی برای زدن نیست</translation>
    </message>
    <message>
        <source>no pawn can reach %1</source>
        <translation>هیچ سربازی نمی‌تواند به %1 برود</translation>
    </message>
    <message>
        <source>no knight can reach %1</source>
        <translation>هیچ اسبی نمی‌تواند به %1 برود</translation>
    </message>
    <message>
        <source>no bishop can reach %1</source>
        <translation>هیچ فیلی نمی‌تواند به %1 برود</translation>
    </message>
    <message>
        <source>no rook can reach %1</source>
        <translation>هیچ رخی نمی‌تواند به %1 برود</translation>
    </message>
    <message>
        <source>no queen can reach %1</source>
        <translation>هیچ وزیری نمی‌تواند به %1 برود</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>کیش را دفع نمی‌کند</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>شاه را در کیش باقی می‌گذارد</translation>
    </message>
    <message>
        <source>several moves match</source>
        <translation>چند حرکت مطابقت دارند</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>حرکت نیست: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>حرکت غیرمجاز: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1 — %2</source>
        <translation>حرکت غیرمجاز: %1 — %2</translation>
    </message>
    <message>
        <source>Ambiguous: %1</source>
        <translation>مبهم: %1</translation>
    </message>
    <message>
        <source>Ambiguous: %1 or %2?</source>
        <translation>مبهم: %1 یا %2؟</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>حرکت نیست</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>حرکت غیرمجاز</translation>
    </message>
    <message>
        <source>ambiguous move</source>
        <translation>حرکت مبهم</translation>
    </message>
    <message>
        <source>unreadable tag line, skipped</source>
        <translation>سطر برچسب خوانا نیست، نادیده گرفته شد</translation>
    </message>
    <message>
        <source>invalid FEN tag, the moves were skipped</source>
        <translation>برچسب FEN نامعتبر است، حرکت‌ها نادیده گرفته شدند</translation>
    </message>
    <message>
        <source>unsupported chess variant, the game was skipped</source>
        <translation>گونه‌ی شطرنجِ پشتیبانی‌نشده، بازی نادیده گرفته شد</translation>
    </message>
    <message>
        <source>a comment is not closed</source>
        <translation>یک یادداشت بسته نشده است</translation>
    </message>
    <message>
        <source>unexpected text</source>
        <translation>متن غیرمنتظره</translation>
    </message>
    <message>
        <source>a variation is not closed</source>
        <translation>یک واریانت بسته نشده است</translation>
    </message>
    <message>
        <source>null move while in check</source>
        <translation>حرکت تهی در حالت کیش</translation>
    </message>
    <message>
        <source>%1 — could be %2 or %3</source>
        <translation>%1 — ممکن است %2 یا %3 باشد</translation>
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
        <translation>%1: بازی %2: %3</translation>
    </message>
    <message>
        <source>%1: game %2, move %3: %4</source>
        <translation>%1: بازی %2، حرکت %3: %4</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move</source>
        <translation>سیاه در کیش است اما نوبت سفید است</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move</source>
        <translation>سفید در کیش است اما نوبت سیاه است</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ExchangeActions</name>
    <message>
        <source>Writing the SCID database…</source>
        <translation>در حال نوشتن پایگاه داده‌ی SCID…</translation>
    </message>
    <message>
        <source>The SCID database was not written: %1</source>
        <translation>پایگاه داده‌ی SCID نوشته نشد: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n game(s) to the SCID database; %1 not written, %2 changed.</source>
        <translation>
            <numerusform>%n بازی در پایگاه داده‌ی SCID نوشته شد؛ %1 نوشته نشد، %2 تغییر کرد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as SCID Database</source>
        <translation>ذخیره به‌صورت پایگاه داده‌ی SCID</translation>
    </message>
    <message>
        <source>The databases were not merged: %1</source>
        <translation>پایگاه‌های داده ادغام نشدند: %1</translation>
    </message>
    <message numerus="yes">
        <source>Merged %n game(s); %1 duplicates dropped.</source>
        <translation>
            <numerusform>%n بازی ادغام شد؛ %1 بازی تکراری کنار گذاشته شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>ادغام پایگاه‌های داده</translation>
    </message>
    <message>
        <source>Open a database and wait until its games are listed.</source>
        <translation>یک پایگاه داده باز کنید و صبر کنید تا بازی‌هایش فهرست شوند.</translation>
    </message>
    <message>
        <source>SCID databases (*.si4)</source>
        <translation>پایگاه‌های داده‌ی SCID (*.si4)</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>لغو شد؛ چیزی نوشته نشد.</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>پایگاه‌های داده</translation>
    </message>
    <message>
        <source>&amp;Merge Databases…</source>
        <translation>&amp;ادغام پایگاه‌های داده…</translation>
    </message>
    <message>
        <source>Save as SC&amp;ID Database…</source>
        <translation>ذخیره به‌صورت پایگاه داده‌ی &amp;SCID…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FileActions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>فایل‌های &amp;اخیر</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>تغییرات ذخیره‌نشده</translation>
    </message>
    <message>
        <source>The current game has unsaved changes. Save them first?</source>
        <translation>بازی کنونی تغییرات ذخیره‌نشده دارد. ابتدا ذخیره شوند؟</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>باز کردن فایل PGN</translation>
    </message>
    <message>
        <source>%1 holds %2 games; showing the first.</source>
        <translation>%1 شامل %2 بازی است؛ نخستین بازی نمایش داده می‌شود.</translation>
    </message>
    <message>
        <source>%1 holds several games; showing the first.</source>
        <translation>%1 شامل چند بازی است؛ نخستین بازی نمایش داده می‌شود.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (و %n خطای دیگر)</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was read up to an error: %1%2</source>
        <translation>بازی تا محل یک خطا خوانده شد: %1%2</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN رونوشت شد</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN رونوشت شد</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>بازی جای‌گذاری‌شده</translation>
    </message>
    <message>
        <source>New to Kibitz? The sample games are famous games to step through, search and analyse.</source>
        <translation>تازه با Kibitz آشنا شده‌اید؟ بازی‌های نمونه، بازی‌های مشهوری برای مرور گام‌به‌گام، جستجو و تحلیل هستند.</translation>
    </message>
    <message>
        <source>Open Sample Games</source>
        <translation>باز کردن بازی‌های نمونه</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>پایگاه‌های داده (*.pgn *.si4 *.cbh);;فایل‌های PGN (*.pgn);;پایگاه‌های داده‌ی SCID (*.si4);;پایگاه‌های داده‌ی ChessBase (*.cbh);;همه‌ی فایل‌ها (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FinishedGamesModel</name>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <source>White</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>چگونه پایان یافت</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameAnnotator</name>
    <message>
        <source>A&amp;nnotate Game…</source>
        <translation>&amp;حاشیه‌نویسی بازی…</translation>
    </message>
    <message>
        <source>Evaluates every move with an engine and marks inaccuracies, mistakes and blunders</source>
        <translation>هر حرکت را با یک موتور ارزیابی می‌کند و بی‌دقتی‌ها، اشتباه‌ها و اشتباه‌های فاحش را علامت می‌زند</translation>
    </message>
    <message>
        <source>Annotating…</source>
        <translation>در حال حاشیه‌نویسی…</translation>
    </message>
    <message>
        <source>Annotation progress</source>
        <translation>پیشرفت حاشیه‌نویسی</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Stops the annotation; the moves evaluated so far are annotated (one Undo removes them)</source>
        <translation>حاشیه‌نویسی را متوقف می‌کند؛ حرکت‌هایی که تا اینجا ارزیابی شده‌اند حاشیه می‌گیرند (یک بار واگرد همه را برمی‌دارد)</translation>
    </message>
    <message>
        <source>The game has no moves to annotate.</source>
        <translation>این بازی حرکتی برای حاشیه‌نویسی ندارد.</translation>
    </message>
    <message>
        <source>The engine %1 is no longer configured (Settings › Engines).</source>
        <translation>موتور %1 دیگر پیکربندی نشده است (تنظیمات › موتورها).</translation>
    </message>
    <message>
        <source>%1 of %2 positions evaluated</source>
        <translation>%1 از %2 وضعیت ارزیابی شد</translation>
    </message>
    <message>
        <source>The annotation was not written: %1.</source>
        <translation>حاشیه‌نویسی نوشته نشد: %1.</translation>
    </message>
    <message>
        <source>Annotate game</source>
        <translation>حاشیه‌نویسی بازی</translation>
    </message>
    <message>
        <source>%1 The moves evaluated before were annotated.</source>
        <translation>%1 حرکت‌هایی که پیش از آن ارزیابی شده بودند حاشیه گرفتند.</translation>
    </message>
    <message>
        <source>Annotation cancelled; the moves evaluated so far were annotated.</source>
        <translation>حاشیه‌نویسی لغو شد؛ حرکت‌هایی که تا اینجا ارزیابی شده بودند حاشیه گرفتند.</translation>
    </message>
    <message>
        <source>Annotation cancelled before any move was evaluated.</source>
        <translation>حاشیه‌نویسی پیش از ارزیابی هر حرکتی لغو شد.</translation>
    </message>
    <message>
        <source>Annotated: %1 moves marked, %2 better lines added.</source>
        <translation>حاشیه‌نویسی شد: %1 حرکت علامت خورد، %2 ادامهٔ بهتر افزوده شد.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckModel</name>
    <message>
        <source>player left</source>
        <translation>بازیکن خارج شد</translation>
    </message>
    <message>
        <source>opponent left</source>
        <translation>حریف خارج شد</translation>
    </message>
    <message>
        <source>in book</source>
        <translation>در کتاب</translation>
    </message>
    <message>
        <source>not in repertoire</source>
        <translation>بیرون از رپرتوار</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>White</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>Left the repertoire</source>
        <translation>خروج از رپرتوار</translation>
    </message>
    <message>
        <source>Move played</source>
        <translation>حرکت انجام‌شده</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>مورد انتظار</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckPanel</name>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>نخست نام بازیکن را بنویسید.</translation>
    </message>
    <message>
        <source>Checking the games in %1…</source>
        <translation>در حال بررسی بازی‌های %1…</translation>
    </message>
    <message>
        <source>%1: %2 games. The player left the repertoire in %3, the opponent in %4; in book to the end: %5.</source>
        <translation>%1: %2 بازی. بازیکن در %3 بازی و حریف در %4 بازی از رپرتوار خارج شد؛ تا پایان در کتاب: %5.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>بازیکن:</translation>
    </message>
    <message>
        <source>Name as in the games; several spellings separated by ;</source>
        <translation>نام همان‌گونه که در بازی‌هاست؛ چند نگارش را با ; جدا کنید</translation>
    </message>
    <message>
        <source>Check My Games</source>
        <translation>بررسی بازی‌های من</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Double-click a row to open the game at that move on the main board</source>
        <translation>برای باز کردن بازی در همان حرکت روی صفحهٔ اصلی، روی یک ردیف دوبار کلیک کنید</translation>
    </message>
    <message>
        <source>Where the player&apos;s games in the current database left the repertoire, and who left it.</source>
        <translation>بازی‌های بازیکن در پایگاه دادهٔ کنونی کجا از رپرتوار خارج شدند و چه کسی خارج شد.</translation>
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
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>White</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>رویداد</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>محل</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Elo سفید</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Elo سیاه</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>نیم‌حرکت</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>گونه</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameController</name>
    <message>
        <source>Replace continuation with %1</source>
        <translation>جایگزینی ادامه با %1</translation>
    </message>
    <message>
        <source>New variation %1</source>
        <translation>واریانت جدید %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>حرکت %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>ویرایش یادداشت</translation>
    </message>
    <message>
        <source>Annotate move</source>
        <translation>نشانه‌گذاری حرکت</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>حذف نشانه‌ها</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>ارتقای واریانت</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>حذف واریانت</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>حذف حرکت‌ها از اینجا به بعد</translation>
    </message>
    <message>
        <source>Edit game information</source>
        <translation>ویرایش اطلاعات بازی</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>باز کردن %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>%1 contains no games.</source>
        <translation>%1 هیچ بازی‌ای ندارد.</translation>
    </message>
    <message>
        <source>Game %1 of %2 could not be read.</source>
        <translation>بازی %1 از %2 خوانده نشد.</translation>
    </message>
    <message>
        <source>The clipboard is empty.</source>
        <translation>کلیپ‌بورد خالی است.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>FEN معتبر نیست: %1</translation>
    </message>
    <message>
        <source>The clipboard holds neither a PGN game nor a FEN.</source>
        <translation>کلیپ‌بورد نه بازی PGN دارد و نه FEN.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>ذخیره‌ی %1 ممکن نشد: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameGraphView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 ثانیه</translation>
    </message>
    <message>
        <source>No evaluations in this game. Game › Annotate Game… adds them.</source>
        <translation>این بازی ارزیابی ندارد. بازی › حاشیه‌نویسی بازی… آن‌ها را می‌افزاید.</translation>
    </message>
    <message>
        <source>No clock times ([%clk]) in this game.</source>
        <translation>این بازی زمان ساعت ([%clk]) ندارد.</translation>
    </message>
    <message>
        <source>No times per move ([%emt], or clock times with a time control) in this game.</source>
        <translation>این بازی زمان هر حرکت ([%emt]، یا زمان ساعت با کنترل زمان) ندارد.</translation>
    </message>
    <message>
        <source>(inaccuracy)</source>
        <translation>(بی‌دقتی)</translation>
    </message>
    <message>
        <source>(mistake)</source>
        <translation>(اشتباه)</translation>
    </message>
    <message>
        <source>(blunder)</source>
        <translation>(اشتباه فاحش)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 مانده</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>%1 صرف شد</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameHeaderStrip</name>
    <message>
        <source>?</source>
        <translation>؟</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>دور %1</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>وضعیت چیده‌شده</translation>
    </message>
    <message>
        <source>Game information</source>
        <translation>اطلاعات بازی</translation>
    </message>
    <message>
        <source>Players and result</source>
        <translation>بازیکنان و نتیجه</translation>
    </message>
    <message>
        <source>Event, site, round and date</source>
        <translation>رویداد، محل، دور و تاریخ</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>گشایش</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListModel</name>
    <message>
        <source>Game %1 has errors in its headers or moves</source>
        <translation>بازی %1 در سرآیندها یا حرکت‌هایش خطا دارد</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListPanel</name>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 از %2 بازی</translation>
    </message>
    <message>
        <source>Opened from the index cache.</source>
        <translation>از حافظه‌ی نهان نمایه باز شد.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have errors (hover a row for details).</source>
        <translation>
            <numerusform>%n بازی خطا دارد (برای جزئیات، نشانگر را روی یک سطر نگه دارید).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading cancelled: only the first %Ln game(s) are listed.</source>
        <translation>
            <numerusform>بارگذاری لغو شد: تنها %Ln بازی نخست فهرست شده است.</numerusform>
        </translation>
    </message>
    <message>
        <source>The index could not be cached (%1); the next opening will index the file again.</source>
        <translation>نمایه در حافظه‌ی نهان ذخیره نشد (%1)؛ دفعه‌ی بعد فایل دوباره نمایه‌سازی می‌شود.</translation>
    </message>
    <message>
        <source>Games — %1</source>
        <translation>بازی‌ها — %1</translation>
    </message>
    <message>
        <source>%1 games so far…</source>
        <translation>تاکنون %1 بازی…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 بازی</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>Filter by player, event, ECO or year</source>
        <translation>پالایش بر اساس بازیکن، رویداد، ECO یا سال</translation>
    </message>
    <message>
        <source>Case-insensitive; several words must all match</source>
        <translation>بدون حساسیت به حروف بزرگ و کوچک؛ همه‌ی واژه‌ها باید مطابقت داشته باشند</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>پالایش بازی‌ها</translation>
    </message>
    <message>
        <source>Enter or a double click opens the selected game</source>
        <translation>Enter یا دوبار کلیک، بازی انتخاب‌شده را باز می‌کند</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>تعداد بازی‌ها</translation>
    </message>
    <message>
        <source>Loading status</source>
        <translation>وضعیت بارگذاری</translation>
    </message>
    <message>
        <source>Indexing… %p%</source>
        <translation>در حال نمایه‌سازی… %p%</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>پیشرفت نمایه‌سازی</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>&amp;جستجو…</translation>
    </message>
    <message>
        <source>Search by players, ratings, dates, result, ECO, position or material</source>
        <translation>جستجو بر اساس بازیکن، ریتینگ، تاریخ، نتیجه، ECO، وضعیت یا مهره‌ها</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>&amp;بازنشانی پالایه</translation>
    </message>
    <message>
        <source>Shows every game of the file again</source>
        <translation>دوباره همهٔ بازی‌های پرونده را نشان می‌دهد</translation>
    </message>
    <message>
        <source>Sorting and filtering…</source>
        <translation>در حال مرتب‌سازی و پالایش…</translation>
    </message>
    <message>
        <source>Default Columns</source>
        <translation>ستون‌های پیش‌فرض</translation>
    </message>
    <message>
        <source>Read-only: games are copied out of it, not saved into it.</source>
        <translation>فقط‌خواندنی: بازی‌ها از آن کپی می‌شوند، نه در آن ذخیره.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the database could not be read completely (hover here for details).</source>
        <translation>
            <numerusform>%n بازی از پایگاه داده به‌طور کامل خوانده نشد (برای جزئیات نشانگر را اینجا نگه دارید).</numerusform>
        </translation>
    </message>
    <message>
        <source>The index cache was damaged: the file was indexed again.</source>
        <translation>حافظه‌ی نهان نمایه آسیب دیده بود: پرونده دوباره نمایه‌سازی شد.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameLocation</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>ذخیرهٔ %1 ممکن نشد: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameSaver</name>
    <message>
        <source>Save Game</source>
        <translation>ذخیره‌ی بازی</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>فایل‌های PGN (*.pgn);;همه‌ی فایل‌ها (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 already contains %n game(s).</source>
        <translation>
            <numerusform>%1 هم‌اکنون %n بازی دارد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Append as New Game</source>
        <translation>افزودن به‌عنوان بازی جدید</translation>
    </message>
    <message>
        <source>Replace This Game</source>
        <translation>جایگزینی این بازی</translation>
    </message>
    <message>
        <source>Game appended to %1</source>
        <translation>بازی به %1 افزوده شد</translation>
    </message>
    <message>
        <source>Game replaced in %1</source>
        <translation>بازی در %1 جایگزین شد</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 ذخیره شد</translation>
    </message>
    <message>
        <source>%1 already contains several games.</source>
        <translation>%1 هم‌اکنون چند بازی دارد.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>در حال ذخیرهٔ %1…</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the game was read, so the game was not replaced (nothing was written).</source>
        <translation>%1 پس از خواندن بازی توسط برنامه‌ای دیگر تغییر کرده است، پس بازی جایگزین نشد (چیزی نوشته نشد).</translation>
    </message>
    <message>
        <source>&amp;Reload and Retry</source>
        <translation>&amp;بارگذاری دوباره و تلاش مجدد</translation>
    </message>
    <message>
        <source>Finds the game in the file as it is now and replaces it there</source>
        <translation>بازی را در فایل، همان‌طور که اکنون است، پیدا می‌کند و همان‌جا جایگزین می‌کند</translation>
    </message>
    <message>
        <source>&amp;Append as New Game</source>
        <translation>&amp;افزودن به‌عنوان بازی جدید</translation>
    </message>
    <message>
        <source>Save to Another &amp;File…</source>
        <translation>ذخیره در &amp;فایل دیگر…</translation>
    </message>
    <message>
        <source>The game is no longer in %1 as it was read (another program changed or removed it there), so there is nothing to replace. Append it as a new game, or save it to another file.</source>
        <translation>بازی دیگر به شکلی که خوانده شده بود در %1 نیست (برنامه‌ای دیگر آن را آنجا تغییر داده یا حذف کرده است)، پس چیزی برای جایگزینی نیست. آن را به‌عنوان بازی جدید بیفزایید یا در فایل دیگری ذخیره کنید.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GraphDock</name>
    <message>
        <source>Game Graphs</source>
        <translation>نمودارهای بازی</translation>
    </message>
    <message>
        <source>Game &amp;Graphs</source>
        <translation>نمودارهای &amp;بازی</translation>
    </message>
    <message>
        <source>Show the evaluation and clock graphs of the game (Ctrl+Shift+G)</source>
        <translation>نمایش نمودارهای ارزیابی و ساعت بازی (Ctrl+Shift+G)</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>ارزیابی</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>ساعت</translation>
    </message>
    <message>
        <source>Time per Move</source>
        <translation>زمان هر حرکت</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>نمودار ارزیابی</translation>
    </message>
    <message>
        <source>Clock graph</source>
        <translation>نمودار ساعت</translation>
    </message>
    <message>
        <source>Time per move graph</source>
        <translation>نمودار زمان هر حرکت</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::IndexLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>باز کردن %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>its games could not be converted: %1</source>
        <translation>بازی‌هایش تبدیل نشدند: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LanguageManager</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;زبان</translation>
    </message>
    <message>
        <source>Choose the language of the user interface</source>
        <translation>انتخاب زبان رابط کاربری</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>پیش‌فرض سیستم (%1)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LiveBoard</name>
    <message>
        <source>Round %1.%2 · game %3</source>
        <translation>دور %1.%2 · بازی %3</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>حرکت %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
    <message>
        <source>Engine is thinking…</source>
        <translation>موتور در حال فکر کردن است…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>بازی جدید</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Not a valid position: %1</source>
        <translation>وضعیت نامعتبر: %1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>درباره‌ی Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A PGN database and analysis tool.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;ابزار پایگاه داده و تحلیل PGN.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Engine is thinking</source>
        <translation>موتور در حال فکر کردن است</translation>
    </message>
    <message>
        <source>Keyboard on the board: arrows move the cursor, Enter or Space picks up and drops, Esc gives the arrows back to the game</source>
        <translation>صفحه‌کلید روی صفحه‌ی شطرنج: کلیدهای پیکان مکان‌نما را جابه‌جا می‌کنند، Enter یا فاصله مهره را برمی‌دارد و می‌گذارد، Esc کلیدهای پیکان را به بازی برمی‌گرداند</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>موتورها</translation>
    </message>
    <message>
        <source>Describe &amp;Position</source>
        <translation>توصیف &amp;وضعیت</translation>
    </message>
    <message>
        <source>Lists the pieces of both sides (spoken when speech output is available)</source>
        <translation>مهره‌های هر دو طرف را فهرست می‌کند (اگر خروجی گفتاری در دسترس باشد، خوانده می‌شود)</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>گفتار</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>وضعیت بازی</translation>
    </message>
    <message>
        <source>Type a &amp;Move</source>
        <translation>&amp;نوشتن حرکت</translation>
    </message>
    <message>
        <source>Puts the keyboard focus into the move entry (Ctrl+L)</source>
        <translation>تمرکز صفحه‌کلید را به کادر ورود حرکت می‌برد (Ctrl+L)</translation>
    </message>
    <message>
        <source>Opening table not changed: %1</source>
        <translation>جدول گشایش‌ها تغییر نکرد: %1</translation>
    </message>
    <message numerus="yes">
        <source>The opening table was loaded without %n line(s) it could not read.</source>
        <translation>
            <numerusform>جدول گشایش‌ها بدون %n سطری که خوانده نشد بارگذاری شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>گشایش‌ها</translation>
    </message>
    <message>
        <source>Book and Tablebases</source>
        <translation>کتاب و جدول‌های آخربازی</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>علامت‌گذاری خانه</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>رسم پیکان</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (و %n مورد دیگر)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %n files, each in its own tab of the game list.</source>
        <translation>
            <numerusform>%n فایل باز شد؛ هر کدام در زبانهٔ خودش در فهرست بازی‌ها.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MergeDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;افزودن…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;حذف</translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>ادغام پایگاه‌های داده</translation>
    </message>
    <message>
        <source>Databases to merge</source>
        <translation>پایگاه‌های داده برای ادغام</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;مرور…</translation>
    </message>
    <message>
        <source>Merged database</source>
        <translation>پایگاه داده‌ی ادغام‌شده</translation>
    </message>
    <message>
        <source>merged.pgn, or a SCID database (.si4)</source>
        <translation>merged.pgn، یا یک پایگاه داده‌ی SCID (.si4)</translation>
    </message>
    <message>
        <source>Keep every game</source>
        <translation>نگه داشتن همه‌ی بازی‌ها</translation>
    </message>
    <message>
        <source>Drop games with the same moves</source>
        <translation>کنار گذاشتن بازی‌هایی با حرکت‌های یکسان</translation>
    </message>
    <message>
        <source>Drop games with the same moves, players and date</source>
        <translation>کنار گذاشتن بازی‌هایی با حرکت‌ها، بازیکنان و تاریخ یکسان</translation>
    </message>
    <message>
        <source>&amp;Databases, in order:</source>
        <translation>&amp;پایگاه‌های داده، به ترتیب:</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>&amp;نوشتن در:</translation>
    </message>
    <message>
        <source>D&amp;uplicates:</source>
        <translation>&amp;تکراری‌ها:</translation>
    </message>
    <message>
        <source>Databases to Merge</source>
        <translation>پایگاه‌های داده برای ادغام</translation>
    </message>
    <message>
        <source>Merged Database</source>
        <translation>پایگاه داده‌ی ادغام‌شده</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;SCID databases (*.si4)</source>
        <translation>فایل‌های PGN (*.pgn);;پایگاه‌های داده‌ی SCID (*.si4)</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>پایگاه‌های داده (*.pgn *.si4 *.cbh);;فایل‌های PGN (*.pgn);;پایگاه‌های داده‌ی SCID (*.si4);;پایگاه‌های داده‌ی ChessBase (*.cbh);;همه‌ی فایل‌ها (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>بستن پیام</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>پیام</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MoveAnnouncer</name>
    <message>
        <source>Null move</source>
        <translation>حرکت تهی</translation>
    </message>
    <message>
        <source>Short castling</source>
        <translation>قلعه‌ی کوچک</translation>
    </message>
    <message>
        <source>Long castling</source>
        <translation>قلعه‌ی بزرگ</translation>
    </message>
    <message>
        <source>Pawn takes %1 en passant</source>
        <translation>سرباز در %1 آنپاسان می‌زند</translation>
    </message>
    <message>
        <source>Pawn takes %1</source>
        <translation>سرباز %1 را می‌زند</translation>
    </message>
    <message>
        <source>Pawn to %1</source>
        <translation>سرباز به %1</translation>
    </message>
    <message>
        <source>Knight takes %1</source>
        <translation>اسب %1 را می‌زند</translation>
    </message>
    <message>
        <source>Knight to %1</source>
        <translation>اسب به %1</translation>
    </message>
    <message>
        <source>Bishop takes %1</source>
        <translation>فیل %1 را می‌زند</translation>
    </message>
    <message>
        <source>Bishop to %1</source>
        <translation>فیل به %1</translation>
    </message>
    <message>
        <source>Rook takes %1</source>
        <translation>رخ %1 را می‌زند</translation>
    </message>
    <message>
        <source>Rook to %1</source>
        <translation>رخ به %1</translation>
    </message>
    <message>
        <source>Queen takes %1</source>
        <translation>وزیر %1 را می‌زند</translation>
    </message>
    <message>
        <source>Queen to %1</source>
        <translation>وزیر به %1</translation>
    </message>
    <message>
        <source>King takes %1</source>
        <translation>شاه %1 را می‌زند</translation>
    </message>
    <message>
        <source>King to %1</source>
        <translation>شاه به %1</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1، مات</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1، پات</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1، کیش</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>وضعیت آغازین</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>مات. سفید برد.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>مات. سیاه برد.</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>پات. مساوی.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>مساوی به دلیل کمبود مهره.</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule.</source>
        <translation>مساوی طبق قانون ۷۵ حرکت.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>مساوی با تکرار پنج‌باره‌ی وضعیت.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>سفید برد</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>سیاه برد</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>مساوی</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>بازی در جریان است</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>King %1</source>
        <translation>شاه %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>وزیر %1</translation>
    </message>
    <message>
        <source>Queens %1</source>
        <translation>وزیرها %1</translation>
    </message>
    <message>
        <source>Rook %1</source>
        <translation>رخ %1</translation>
    </message>
    <message>
        <source>Rooks %1</source>
        <translation>رخ‌ها %1</translation>
    </message>
    <message>
        <source>Bishop %1</source>
        <translation>فیل %1</translation>
    </message>
    <message>
        <source>Bishops %1</source>
        <translation>فیل‌ها %1</translation>
    </message>
    <message>
        <source>Knight %1</source>
        <translation>اسب %1</translation>
    </message>
    <message>
        <source>Knights %1</source>
        <translation>اسب‌ها %1</translation>
    </message>
    <message>
        <source>Pawn %1</source>
        <translation>سرباز %1</translation>
    </message>
    <message>
        <source>Pawns %1</source>
        <translation>سربازها %1</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>سفید: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>سیاه: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>نوبت سفید.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>نوبت سیاه.</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to queen</source>
        <translation>سرباز %1 را می‌زند و به وزیر ارتقا می‌یابد</translation>
    </message>
    <message>
        <source>%1 promotes to queen</source>
        <translation>سرباز به %1 می‌رود و به وزیر ارتقا می‌یابد</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to rook</source>
        <translation>سرباز %1 را می‌زند و به رخ ارتقا می‌یابد</translation>
    </message>
    <message>
        <source>%1 promotes to rook</source>
        <translation>سرباز به %1 می‌رود و به رخ ارتقا می‌یابد</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to bishop</source>
        <translation>سرباز %1 را می‌زند و به فیل ارتقا می‌یابد</translation>
    </message>
    <message>
        <source>%1 promotes to bishop</source>
        <translation>سرباز به %1 می‌رود و به فیل ارتقا می‌یابد</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to knight</source>
        <translation>سرباز %1 را می‌زند و به اسب ارتقا می‌یابد</translation>
    </message>
    <message>
        <source>%1 promotes to knight</source>
        <translation>سرباز به %1 می‌رود و به اسب ارتقا می‌یابد</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Nag</name>
    <message>
        <source>Good move</source>
        <translation>حرکت خوب</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>اشتباه</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>حرکت درخشان</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>اشتباه فاحش</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>حرکت جالب</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>حرکت مشکوک</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>تنها حرکت</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>وضعیت برابر</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>وضعیت نامشخص</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>سفید کمی بهتر است</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>سیاه کمی بهتر است</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>سفید بهتر است</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>سیاه بهتر است</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>سفید برنده است</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>سیاه برنده است</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>نوآوری</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NavigationBar</name>
    <message>
        <source>First move (Home)</source>
        <translation>نخستین حرکت (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>حرکت قبلی (پیکان چپ)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>حرکت بعدی (پیکان راست)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>آخرین حرکت (End)</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>نخستین حرکت</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>حرکت قبلی</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>حرکت بعدی</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>آخرین حرکت</translation>
    </message>
    <message>
        <source>Game navigation</source>
        <translation>پیمایش بازی</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NotationView</name>
    <message>
        <source>Add comment after move…</source>
        <translation>افزودن یادداشت پس از حرکت…</translation>
    </message>
    <message>
        <source>Edit comment after move…</source>
        <translation>ویرایش یادداشت پس از حرکت…</translation>
    </message>
    <message>
        <source>Add game comment…</source>
        <translation>افزودن یادداشت بازی…</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>ویرایش یادداشت بازی…</translation>
    </message>
    <message>
        <source>Add comment before move…</source>
        <translation>افزودن یادداشت پیش از حرکت…</translation>
    </message>
    <message>
        <source>Edit comment before move…</source>
        <translation>ویرایش یادداشت پیش از حرکت…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>نشانه‌گذاری</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>حذف نشانه‌ها</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>ارتقای واریانت</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>حذف واریانت</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>حذف حرکت‌ها از اینجا به بعد</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>نمادگذاری تصویری</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>رونوشت</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>یادداشت بازی</translation>
    </message>
    <message>
        <source>Comment before move</source>
        <translation>یادداشت پیش از حرکت</translation>
    </message>
    <message>
        <source>Comment after move</source>
        <translation>یادداشت پس از حرکت</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>یادداشت:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation>مجموع</translation>
    </message>
    <message>
        <source>(game ends)</source>
        <translation>(بازی تمام می‌شود)</translation>
    </message>
    <message>
        <source>A click or Enter plays %1</source>
        <translation>کلیک یا Enter حرکت %1 را بازی می‌کند</translation>
    </message>
    <message>
        <source>Share of the position&apos;s games that played the move</source>
        <translation>سهم بازی‌های این وضعیت که این حرکت را بازی کردند</translation>
    </message>
    <message>
        <source>Score of the side to move (a draw counts half)</source>
        <translation>امتیاز طرفی که نوبت اوست (تساوی نیم امتیاز)</translation>
    </message>
    <message>
        <source>White wins, of the games with a result</source>
        <translation>بردهای سفید، از بازی‌های دارای نتیجه</translation>
    </message>
    <message>
        <source>Draws, of the games with a result</source>
        <translation>تساوی‌ها، از بازی‌های دارای نتیجه</translation>
    </message>
    <message>
        <source>Black wins, of the games with a result</source>
        <translation>بردهای سیاه، از بازی‌های دارای نتیجه</translation>
    </message>
    <message>
        <source>Average rating of the player who made the move</source>
        <translation>میانگین ریتینگ بازیکنی که این حرکت را انجام داد</translation>
    </message>
    <message>
        <source>Rating performance of the player who made the move</source>
        <translation>عملکرد ریتینگی بازیکنی که این حرکت را انجام داد</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>سهم</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>White</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>تساوی</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <source>Avg Elo</source>
        <translation>میانگین Elo</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>عملکرد</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>سال</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PanelLayout</name>
    <message>
        <source>&amp;Window</source>
        <translation>پن&amp;جره</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;چیدمان</translation>
    </message>
    <message>
        <source>&amp;Play/Analyse</source>
        <translation>&amp;بازی/تحلیل</translation>
    </message>
    <message>
        <source>The move list and the analysis beside the board</source>
        <translation>فهرست حرکت‌ها و تحلیل کنار صفحه</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;پایگاه داده</translation>
    </message>
    <message>
        <source>The game list under the move list and the opening tree</source>
        <translation>فهرست بازی‌ها زیر فهرست حرکت‌ها و درخت گشایش</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>باز&amp;نشانی</translation>
    </message>
    <message>
        <source>Every panel back in its place, the side panels closed</source>
        <translation>هر پنل سر جای خود، پنل‌های کناری بسته</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ParticipantsModel</name>
    <message>
        <source>(built in)</source>
        <translation>(داخلی)</translation>
    </message>
    <message>
        <source>Every engine needs a name of its own.</source>
        <translation>هر موتور باید نام خودش را داشته باشد.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>موتور</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>کنترل زمان</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>گزینه‌ها</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>کتاب</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>حرکت‌های کتاب</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>فرمان</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceMoveEditor</name>
    <message>
        <source>moves or captures</source>
        <translation>حرکت یا گرفتن</translation>
    </message>
    <message>
        <source>moves only</source>
        <translation>فقط حرکت</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>فقط گرفتن</translation>
    </message>
    <message>
        <source>slide (arrow: on to the board&apos;s edge)</source>
        <translation>لغزش (پیکان: تا لبهٔ صفحه)</translation>
    </message>
    <message>
        <source>slide, moves only</source>
        <translation>لغزش، فقط حرکت</translation>
    </message>
    <message>
        <source>i: only from the start square; n: lame leap (blocked by a piece in between)</source>
        <translation>i: فقط از خانهٔ آغازین؛ n: پرش لنگ (مهره‌ای در میان جلوی آن را می‌گیرد)</translation>
    </message>
    <message>
        <source>No slide passes through that square.</source>
        <translation>هیچ لغزشی از این خانه نمی‌گذرد.</translation>
    </message>
    <message>
        <source>No Betza atom leaps that far (at most 3 squares each way); use a slide.</source>
        <translation>هیچ اتم Betza تا این حد نمی‌پرد (در هر سو حداکثر ۳ خانه)؛ از لغزش استفاده کنید.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>اعمال نشد: %1</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>بدون حرکت</translation>
    </message>
    <message>
        <source>Moves in Betza notation: %1</source>
        <translation>حرکت‌ها به نمادگذاری Betza: %1</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>هر کلیک می‌افزاید:</translation>
    </message>
    <message>
        <source>Lea&amp;p</source>
        <translation>&amp;پرش</translation>
    </message>
    <message>
        <source>A click on a square lets the piece jump there</source>
        <translation>کلیک روی یک خانه اجازه می‌دهد مهره به آنجا بپرد</translation>
    </message>
    <message>
        <source>Sl&amp;ide</source>
        <translation>&amp;لغزش</translation>
    </message>
    <message>
        <source>A click on a square lets the piece slide in that step until blocked (Shift+click does this with either tool)</source>
        <translation>کلیک روی یک خانه اجازه می‌دهد مهره با آن گام بلغزد تا مسدود شود (Shift+کلیک با هر دو ابزار همین کار را می‌کند)</translation>
    </message>
    <message>
        <source>Slide ran&amp;ge:</source>
        <translation>بُ&amp;رد لغزش:</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>نامحدود</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> خانه</translation>
    </message>
    <message>
        <source>How many steps a new slide may take</source>
        <translation>یک لغزش تازه چند گام می‌تواند بردارد</translation>
    </message>
    <message>
        <source>Slide range</source>
        <translation>بُرد لغزش</translation>
    </message>
    <message>
        <source>Applies &amp;when:</source>
        <translation>م&amp;عتبر هنگام:</translation>
    </message>
    <message>
        <source>Moving or capturing</source>
        <translation>حرکت یا گرفتن</translation>
    </message>
    <message>
        <source>Only moving (m)</source>
        <translation>فقط حرکت (m)</translation>
    </message>
    <message>
        <source>Only capturing (c)</source>
        <translation>فقط گرفتن (c)</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>معتبر هنگام</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>&amp;تقارن:</translation>
    </message>
    <message>
        <source>All eight directions</source>
        <translation>هر هشت جهت</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>چپ و راست</translation>
    </message>
    <message>
        <source>Forward and backward</source>
        <translation>جلو و عقب</translation>
    </message>
    <message>
        <source>Both mirrors (four ways)</source>
        <translation>هر دو قرینه (چهار سو)</translation>
    </message>
    <message>
        <source>None (this square only)</source>
        <translation>هیچ (فقط همین خانه)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>تقارن</translation>
    </message>
    <message>
        <source>Only from the start s&amp;quare (i)</source>
        <translation>&amp;فقط از خانهٔ آغاز (i)</translation>
    </message>
    <message>
        <source>New moves are allowed only from a square where this piece stands in the start position</source>
        <translation>حرکت‌های تازه فقط از خانه‌ای مجازند که این مهره در وضعیت آغازین در آن است</translation>
    </message>
    <message>
        <source>&amp;Betza:</source>
        <translation>&amp;Betza:</translation>
    </message>
    <message>
        <source>Moves in Betza notation</source>
        <translation>حرکت‌ها به نمادگذاری Betza</translation>
    </message>
    <message>
        <source>Betza error</source>
        <translation>خطای Betza</translation>
    </message>
    <message>
        <source>Type the moves in Betza notation (e.g. N, fmWfcF, QN); the grid follows</source>
        <translation>حرکت‌ها را به نمادگذاری Betza بنویسید (مثلاً N، fmWfcF، QN)؛ جدول به‌روز می‌شود</translation>
    </message>
    <message>
        <source>Clear Moves</source>
        <translation>پاک کردن حرکت‌ها</translation>
    </message>
    <message>
        <source>Move grid</source>
        <translation>جدول حرکت</translation>
    </message>
    <message>
        <source>Click a square: leap there. Shift+click: slide along that step. Arrow keys and Space (Shift+Space) do the same.</source>
        <translation>کلیک روی خانه: پرش به آنجا. Shift+کلیک: لغزش با آن گام. کلیدهای جهت و فاصله (Shift+فاصله) همین کار را می‌کنند.</translation>
    </message>
    <message>
        <source>The piece is in the centre, forward is up. Click a square to add or remove a leap there; Shift+click (or the Slide tool) to add or remove a slide along that step.</source>
        <translation>مهره در مرکز است و جلو رو به بالاست. برای افزودن یا برداشتن پرش به یک خانه روی آن کلیک کنید؛ با Shift+کلیک (یا ابزار لغزش) لغزش با آن گام را بیفزایید یا بردارید.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>جعبه‌ی مهره‌ها</translation>
    </message>
    <message>
        <source>Click a piece, then click squares to place it; or drag it onto the board</source>
        <translation>روی یک مهره کلیک کنید، سپس برای گذاشتن آن روی خانه‌ها کلیک کنید؛ یا آن را روی صفحه بکشید</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePicture</name>
    <message>
        <source>Pawn</source>
        <translation>پیاده</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>اسب</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>فیل</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>رخ</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>وزیر</translation>
    </message>
    <message>
        <source>King</source>
        <translation>شاه</translation>
    </message>
    <message>
        <source>Letter in a circle</source>
        <translation>حرف درون دایره</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceSet</name>
    <message>
        <source>Kibitz (Staunton)</source>
        <translation>Kibitz (استانتون)</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>تخت</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PromotionPopup</name>
    <message>
        <source>Promotion</source>
        <translation>ارتقا</translation>
    </message>
    <message>
        <source>Choose the piece to promote to: queen, rook, bishop or knight. Escape cancels.</source>
        <translation>مهره‌ی ارتقا را انتخاب کنید: وزیر، رخ، فیل یا اسب. Esc لغو می‌کند.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireDocument</name>
    <message>
        <source>The repertoire was read with problems:
%1</source>
        <translation>رپرتوار با مشکلاتی خوانده شد:
%1</translation>
    </message>
    <message>
        <source>Cards: %1 added, %2 removed (their history is kept).</source>
        <translation>کارت‌ها: %1 افزوده، %2 برداشته شد (سابقه‌شان نگه داشته می‌شود).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireModel</name>
    <message>
        <source>Starting position</source>
        <translation>وضعیت آغازین</translation>
    </message>
    <message>
        <source>new</source>
        <translation>تازه</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>سررسیده</translation>
    </message>
    <message>
        <source>due %1</source>
        <translation>سررسید %1</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>پاسخ</translation>
    </message>
    <message>
        <source>main</source>
        <translation>اصلی</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>جایگزین</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>نقش</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>کارت</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireWindow</name>
    <message numerus="yes">
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>ادغام %n بازی</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the filter merged.</source>
        <translation>
            <numerusform>%n بازیِ فیلتر ادغام شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(ذخیره‌نشده)</translation>
    </message>
    <message>
        <source> — modified</source>
        <translation> — تغییریافته</translation>
    </message>
    <message>
        <source>Repertoire Training — %1</source>
        <translation>تمرین رپرتوار — %1</translation>
    </message>
    <message>
        <source>New for White</source>
        <translation>جدید برای سفید</translation>
    </message>
    <message>
        <source>New for Black</source>
        <translation>جدید برای سیاه</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>باز کردن…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>ذخیره با نام…</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>خط‌ها</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>تمرین</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>پوشش</translation>
    </message>
    <message>
        <source>My Games</source>
        <translation>بازی‌های من</translation>
    </message>
    <message>
        <source>Add Board Line</source>
        <translation>افزودن خط صفحه</translation>
    </message>
    <message>
        <source>Adds the moves from the start to the position on the main board</source>
        <translation>حرکت‌ها را از آغاز تا وضعیت صفحهٔ اصلی می‌افزاید</translation>
    </message>
    <message>
        <source>Merge Current Game</source>
        <translation>ادغام بازی کنونی</translation>
    </message>
    <message>
        <source>Merge Filter Games</source>
        <translation>ادغام بازی‌های فیلتر</translation>
    </message>
    <message>
        <source>Merges every game the game list shows</source>
        <translation>همهٔ بازی‌هایی را که فهرست نشان می‌دهد ادغام می‌کند</translation>
    </message>
    <message>
        <source>Up to plies:</source>
        <translation>تا نیم‌حرکت:</translation>
    </message>
    <message>
        <source>Make Main</source>
        <translation>اصلی کن</translation>
    </message>
    <message>
        <source>Make Alternative</source>
        <translation>جایگزین کن</translation>
    </message>
    <message>
        <source>Delete Branch</source>
        <translation>حذف شاخه</translation>
    </message>
    <message>
        <source>Unsaved Repertoire</source>
        <translation>رپرتوار ذخیره‌نشده</translation>
    </message>
    <message>
        <source>The repertoire has unsaved changes. Save them first?</source>
        <translation>رپرتوار تغییرهای ذخیره‌نشده دارد. نخست ذخیره شوند؟</translation>
    </message>
    <message>
        <source>A new repertoire for White: add lines, then save it.</source>
        <translation>رپرتوار تازه برای سفید: خط بیفزایید و سپس ذخیره کنید.</translation>
    </message>
    <message>
        <source>A new repertoire for Black: add lines, then save it.</source>
        <translation>رپرتوار تازه برای سیاه: خط بیفزایید و سپس ذخیره کنید.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>باز کردن رپرتوار</translation>
    </message>
    <message>
        <source>The repertoire was not opened: %1</source>
        <translation>رپرتوار باز نشد: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>ذخیره نشد: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>ذخیره شد.</translation>
    </message>
    <message>
        <source>Save Repertoire</source>
        <translation>ذخیرهٔ رپرتوار</translation>
    </message>
    <message>
        <source>There is no move to add.</source>
        <translation>حرکتی برای افزودن نیست.</translation>
    </message>
    <message>
        <source>Add board line</source>
        <translation>افزودن خط صفحه</translation>
    </message>
    <message>
        <source>Merge current game</source>
        <translation>ادغام بازی کنونی</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>نخست یک پایگاه دادهٔ بازی باز کنید: بازی‌هایش مرجع‌اند.</translation>
    </message>
    <message>
        <source>Make %1 main</source>
        <translation>%1 را اصلی کن</translation>
    </message>
    <message>
        <source>Make %1 an alternative</source>
        <translation>%1 را جایگزین کن</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>حذف %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — for White — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — برای سفید — %n وضعیت، %2 کارت%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — for Black — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — برای سیاه — %n وضعیت، %2 کارت%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>واگرد</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>واگرد %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>ازنو</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>ازنو %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SanEntry</name>
    <message>
        <source>Move</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>ورود حرکت</translation>
    </message>
    <message>
        <source>Plays the move typed in the move entry</source>
        <translation>حرکتی را که در کادر ورود حرکت نوشته شده انجام می‌دهد</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>یک حرکت بنویسید، مثلاً %1</translation>
    </message>
    <message>
        <source>Type a move in algebraic notation, e.g. %1, and press Enter. English piece letters are accepted too.</source>
        <translation>یک حرکت را با نمادگذاری جبری بنویسید، مثلاً %1، و Enter را بزنید. حروف انگلیسی مهره‌ها هم پذیرفته می‌شوند.</translation>
    </message>
    <message>
        <source>Move entry error</source>
        <translation>خطای ورود حرکت</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SaveGameDialog</name>
    <message>
        <source>Save Game</source>
        <translation>ذخیره‌ی بازی</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>رویداد:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>محل:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>تاریخ:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>دور:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>سفید:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>سیاه:</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>گشایش:</translation>
    </message>
    <message>
        <source>Variation:</source>
        <translation>واریانت:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown parts</source>
        <translation>YYYY.MM.DD؛ برای بخش‌های نامعلوم ??</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>نتیجه:</translation>
    </message>
    <message>
        <source>The game ended by the rules; its result is fixed.</source>
        <translation>بازی طبق قوانین به پایان رسیده است؛ نتیجه‌ی آن ثابت است.</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>برچسب</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>مقدار</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>افزودن برچسب</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>حذف برچسب</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>برچسب‌های دیگر:</translation>
    </message>
    <message>
        <source>Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.??.??).</source>
        <translation>تاریخ باید به شکل 2024.05.17 باشد؛ برای بخش‌های نامعلوم از ?? استفاده کنید (مثلاً 1998.??.??).</translation>
    </message>
    <message>
        <source>Date: the month must be 01 to 12.</source>
        <translation>تاریخ: ماه باید بین 01 تا 12 باشد.</translation>
    </message>
    <message>
        <source>Date: the day must be 01 to 31.</source>
        <translation>تاریخ: روز باید بین 01 تا 31 باشد.</translation>
    </message>
    <message>
        <source>%1 must be on one line.</source>
        <translation>%1 باید در یک سطر باشد.</translation>
    </message>
    <message>
        <source>Row %1 of the other tags has no tag name.</source>
        <translation>سطر %1 از برچسب‌های دیگر نام برچسب ندارد.</translation>
    </message>
    <message>
        <source>“%1” is not a valid tag name (letters, digits and _ only).</source>
        <translation>«%1» نام برچسب معتبری نیست (فقط حروف، ارقام و _).</translation>
    </message>
    <message>
        <source>The tag %1 is set above or by the position; remove it from the other tags.</source>
        <translation>برچسب %1 در بالا یا از روی وضعیت تعیین می‌شود؛ آن را از برچسب‌های دیگر حذف کنید.</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>برچسب %1 دو بار آمده است.</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>برچسب‌های دیگر</translation>
    </message>
    <message>
        <source>Further PGN tags of the game, one tag name and value per row</source>
        <translation>برچسب‌های PGN دیگرِ بازی؛ در هر سطر یک نام برچسب و مقدار آن</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SearchDialog</name>
    <message>
        <source>any</source>
        <translation>هر</translation>
    </message>
    <message>
        <source>Games that reach the board&apos;s posi&amp;tion</source>
        <translation>بازی‌هایی که به &amp;وضعیت صفحه می‌رسند</translation>
    </message>
    <message>
        <source>Search Games</source>
        <translation>جستجوی بازی‌ها</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>هر دو طرف</translation>
    </message>
    <message>
        <source>e.g. 1990 or 1990.05</source>
        <translation>مثلاً 1990 یا 1990.05</translation>
    </message>
    <message>
        <source>e.g. 1999.12.31</source>
        <translation>مثلاً 1999.12.31</translation>
    </message>
    <message>
        <source>e.g. B90 or A00-B99</source>
        <translation>مثلاً B90 یا A00-B99</translation>
    </message>
    <message>
        <source>e.g. Q=0 q=0 R=1 r=1 diff=-1..1</source>
        <translation>مثلاً Q=0 q=0 R=1 r=1 diff=-1..1</translation>
    </message>
    <message>
        <source>e.g. Pe4 pd5 Kg1</source>
        <translation>مثلاً Pe4 pd5 Kg1</translation>
    </message>
    <message>
        <source>Replace the list&apos;s filter</source>
        <translation>جایگزینی پالایهٔ فهرست</translation>
    </message>
    <message>
        <source>Narrow it: shown and found (and)</source>
        <translation>محدود کردن: نمایش‌داده و یافته‌شده (و)</translation>
    </message>
    <message>
        <source>Widen it: shown or found (or)</source>
        <translation>گسترش: نمایش‌داده یا یافته‌شده (یا)</translation>
    </message>
    <message>
        <source>Remove the games found from it (not)</source>
        <translation>حذف بازی‌های یافته‌شده (نه)</translation>
    </message>
    <message>
        <source>Lowest rating</source>
        <translation>کمترین ریتینگ</translation>
    </message>
    <message>
        <source>Highest rating</source>
        <translation>بیشترین ریتینگ</translation>
    </message>
    <message>
        <source>Earliest date</source>
        <translation>زودترین تاریخ</translation>
    </message>
    <message>
        <source>Latest date</source>
        <translation>دیرترین تاریخ</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;بازیکن:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;سفید:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>س&amp;یاه:</translation>
    </message>
    <message>
        <source>Both players&apos; &amp;Elo:</source>
        <translation>&amp;Elo هر دو بازیکن:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;تاریخ:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;نتیجه:</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>EC&amp;O:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>&amp;رویداد:</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>&amp;محل:</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>م&amp;هره‌ها:</translation>
    </message>
    <message>
        <source>P&amp;attern:</source>
        <translation>&amp;الگو:</translation>
    </message>
    <message>
        <source>Combi&amp;ne:</source>
        <translation>تر&amp;کیب:</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;جستجو</translation>
    </message>
    <message>
        <source>The lowest rating is above the highest.</source>
        <translation>کمترین ریتینگ از بیشترین بالاتر است.</translation>
    </message>
    <message>
        <source>Not a date: “%1” (write 1990, 1990.05 or 1990.05.17).</source>
        <translation>تاریخ نیست: «%1» (بنویسید 1990، 1990.05 یا 1990.05.17).</translation>
    </message>
    <message>
        <source>Not an ECO code or range: “%1” (write B90 or A00-B99).</source>
        <translation>کد یا بازهٔ ECO نیست: «%1» (بنویسید B90 یا A00-B99).</translation>
    </message>
    <message>
        <source>There is no board position to search for.</source>
        <translation>وضعیتی روی صفحه برای جستجو نیست.</translation>
    </message>
    <message>
        <source>Material or pattern not understood: %1</source>
        <translation>مهره‌ها یا الگو فهمیده نشد: %1</translation>
    </message>
    <message>
        <source>e.g. Crazyhouse</source>
        <translation>مثلاً Crazyhouse</translation>
    </message>
    <message>
        <source>Game variant:</source>
        <translation>گونه بازی:</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetUpPositionDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;سفید</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>سیا&amp;ه</translation>
    </message>
    <message>
        <source>C&amp;urrent Position</source>
        <translation>وضعیت &amp;کنونی</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>چیدن وضعیت</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>نوبت حرکت</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>حق قلعه</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>سفید O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>سفید O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>سیاه O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>سیاه O-O-O</translation>
    </message>
    <message>
        <source>O-O uses the outermost rook on the king&apos;s side, so Chess960 set-ups work too</source>
        <translation>O-O از بیرونی‌ترین رخ در جناح شاه استفاده می‌کند، بنابراین چیدمان‌های Chess960 هم پشتیبانی می‌شوند</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move (fifty-move rule)</source>
        <translation>تعداد نیم‌حرکت‌ها از آخرین زدن مهره یا حرکت سرباز (قانون ۵۰ حرکت)</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;آنپاسان:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;شمارنده‌ی نیم‌حرکت:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>شماره‌ی &amp;حرکت:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;پاک کردن</translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation>وضعیت &amp;استاندارد</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;چرخاندن صفحه</translation>
    </message>
    <message>
        <source>Load the position shown on the main board</source>
        <translation>بارگذاری وضعیتی که روی صفحه‌ی اصلی نمایش داده شده است</translation>
    </message>
    <message>
        <source>None</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>FEN نامعتبر: %1</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>وضعیت Chess960</translation>
    </message>
    <message>
        <source>Invalid position: %1</source>
        <translation>وضعیت نامعتبر: %1</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>بررسی وضعیت</translation>
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
        <translation>رنگ‌های تیره برای پنجره</translation>
    </message>
    <message>
        <source>Figurine notation (♘f3 instead of Nf3)</source>
        <translation>نمادگذاری تصویری (♘f3 به جای Nf3)</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>نمایش مختصات</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> میلی‌ثانیه</translation>
    </message>
    <message>
        <source>Board colours:</source>
        <translation>رنگ‌های صفحه:</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>مهره‌ها:</translation>
    </message>
    <message>
        <source>Engine time per move:</source>
        <translation>زمان موتور برای هر حرکت:</translation>
    </message>
    <message>
        <source>Show squares the opponent attacks (threat map)</source>
        <translation>نمایش خانه‌هایی که حریف به آن‌ها حمله می‌کند (نقشه‌ی تهدید)</translation>
    </message>
    <message>
        <source>Touch move: a piece once picked up must be moved</source>
        <translation>قانون لمس مهره: مهره‌ای که برداشته شد باید حرکت داده شود</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>یک واریانت جدید آغاز می‌کند</translation>
    </message>
    <message>
        <source>Replaces the rest of the game (undoable)</source>
        <translation>بقیه‌ی بازی را جایگزین می‌کند (قابل واگرد)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>رنگ‌های صفحه</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>مهره‌ها</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>نمادگذاری تصویری</translation>
    </message>
    <message>
        <source>A move in the middle of a game</source>
        <translation>حرکت در میانه‌ی بازی</translation>
    </message>
    <message>
        <source>Threat map</source>
        <translation>نقشه‌ی تهدید</translation>
    </message>
    <message>
        <source>Touch move</source>
        <translation>قانون لمس مهره</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>زمان موتور برای هر حرکت</translation>
    </message>
    <message>
        <source>A move in the middle of a game:</source>
        <translation>حرکت در میانه‌ی بازی:</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>صفحه‌های تنظیمات</translation>
    </message>
    <message>
        <source>Board and Notation</source>
        <translation>صفحه و نمادگذاری</translation>
    </message>
    <message>
        <source>From the side of the player at the bottom</source>
        <translation>از سمت بازیکن پایین صفحه</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>از بالا</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>چوب</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>مرمر</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>پلاستیک</translation>
    </message>
    <message>
        <source>3D board camera</source>
        <translation>دوربین صفحهٔ سه‌بعدی</translation>
    </message>
    <message>
        <source>3D board material</source>
        <translation>جنس صفحهٔ سه‌بعدی</translation>
    </message>
    <message>
        <source>3D board camera:</source>
        <translation>دوربین صفحهٔ سه‌بعدی:</translation>
    </message>
    <message>
        <source>3D board material:</source>
        <translation>جنس صفحهٔ سه‌بعدی:</translation>
    </message>
    <message>
        <source>Animate moves on the 3D board (also when going through the game)</source>
        <translation>متحرک‌سازی حرکت‌ها روی صفحهٔ سه‌بعدی (هنگام مرور بازی هم)</translation>
    </message>
    <message>
        <source>3D board animation</source>
        <translation>متحرک‌سازی صفحهٔ سه‌بعدی</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>صفحه‌ی چیدن</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Speaker</name>
    <message>
        <source>Announce moves</source>
        <translation>اعلام گفتاری حرکت‌ها</translation>
    </message>
    <message>
        <source>Speak every move and the result in the language of the user interface</source>
        <translation>هر حرکت و نتیجه‌ی بازی را به زبان رابط کاربری بخوان</translation>
    </message>
    <message>
        <source>Spoken moves: not available in this build (Qt TextToSpeech was not found).</source>
        <translation>اعلام گفتاری حرکت‌ها: در این نسخه در دسترس نیست (Qt TextToSpeech پیدا نشد).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::StandingsModel</name>
    <message>
        <source>one-sided</source>
        <translation>یک‌طرفه</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>رتبه</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>موتور</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>برد-باخت-تساوی</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز درصدی</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>الو</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>بوخهولتس</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Status</name>
    <message>
        <source>White to move</source>
        <translation>نوبت سفید</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>نوبت سیاه</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>مات — سفید برد</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>مات — سیاه برد</translation>
    </message>
    <message>
        <source>Stalemate — draw</source>
        <translation>پات — مساوی</translation>
    </message>
    <message>
        <source>Draw by insufficient material</source>
        <translation>مساوی به دلیل کمبود مهره</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation>مساوی طبق قانون ۷۵ حرکت</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>مساوی با تکرار پنج‌باره‌ی وضعیت</translation>
    </message>
    <message>
        <source>White</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>کیش</translation>
    </message>
    <message>
        <source>%1 may claim a draw (threefold repetition)</source>
        <translation>%1 می‌تواند ادعای تساوی کند (تکرار سه‌باره)</translation>
    </message>
    <message>
        <source>%1 may claim a draw (50-move rule)</source>
        <translation>%1 می‌تواند ادعای تساوی کند (قانون ۵۰ حرکت)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseLibrary</name>
    <message>
        <source>The endgame tablebases in %1 cannot be used: %2</source>
        <translation>جدول‌های آخربازی در %1 قابل استفاده نیستند: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseView</name>
    <message>
        <source>Endgame tablebase</source>
        <translation>جدول آخربازی</translation>
    </message>
    <message>
        <source>Tablebase: draw</source>
        <translation>جدول آخربازی: تساوی</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, mate in %n</source>
        <translation>
            <numerusform>جدول آخربازی: سفید می‌برد، مات در %n حرکت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, mate in %n</source>
        <translation>
            <numerusform>جدول آخربازی: سیاه می‌برد، مات در %n حرکت</numerusform>
        </translation>
    </message>
    <message>
        <source>Tablebase: White wins, Black is checkmated</source>
        <translation>جدول آخربازی: سفید می‌برد، سیاه مات شده است</translation>
    </message>
    <message>
        <source>Tablebase: Black wins, White is checkmated</source>
        <translation>جدول آخربازی: سیاه می‌برد، سفید مات شده است</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, Black is mated in %n</source>
        <translation>
            <numerusform>جدول آخربازی: سفید می‌برد، سیاه در %n حرکت مات می‌شود</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, White is mated in %n</source>
        <translation>
            <numerusform>جدول آخربازی: سیاه می‌برد، سفید در %n حرکت مات می‌شود</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>مات در %n حرکت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>در %n حرکت مات می‌شود</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>تساوی</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n مورد دیگر</numerusform>
        </translation>
    </message>
    <message>
        <source>Best: %1 (%2)</source>
        <translation>بهترین: %1 (%2)</translation>
    </message>
    <message>
        <source>Gaviota endgame tablebases: the result with best play on both sides and the distance to mate</source>
        <translation>جدول‌های آخربازی Gaviota: نتیجه با بهترین بازی هر دو طرف و فاصله تا مات</translation>
    </message>
    <message>
        <source>Tablebase result</source>
        <translation>نتیجه‌ی جدول آخربازی</translation>
    </message>
    <message>
        <source>Tablebase best moves</source>
        <translation>بهترین حرکت‌های جدول آخربازی</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentSetup</name>
    <message>
        <source>Kibitz (built-in engine)</source>
        <translation>Kibitz (موتور داخلی)</translation>
    </message>
    <message>
        <source>Engines (the order is the seeding)</source>
        <translation>موتورها (ترتیب، رده‌بندی اولیه است)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>افزودن</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>بالا بردن</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>موتور:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>قالب</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>دوره‌ای</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>گانتلت (موتور نخست در برابر بقیه)</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>حذفی</translation>
    </message>
    <message>
        <source>Swiss (FIDE Dutch system)</source>
        <translation>سوئیسی (سیستم هلندی فیده)</translation>
    </message>
    <message>
        <source>SPRT (two engines)</source>
        <translation>SPRT (دو موتور)</translation>
    </message>
    <message>
        <source>Elo 0</source>
        <translation>الو ۰</translation>
    </message>
    <message>
        <source>Elo 1</source>
        <translation>الو ۱</translation>
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
        <translation>قالب:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>بازی‌های هم‌زمان:</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>رویداد:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>دورها:</translation>
    </message>
    <message>
        <source>Games per match:</source>
        <translation>بازی در هر مسابقه:</translation>
    </message>
    <message>
        <source>Cycles:</source>
        <translation>چرخه‌ها:</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>گشایش‌ها</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>هیچ: هر بازی از وضعیت آغازین</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>مرور…</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd)</source>
        <translation>گشایش‌ها (*.pgn *.epd)</translation>
    </message>
    <message>
        <source>In file order</source>
        <translation>به ترتیب فایل</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <source>all</source>
        <translation>همه</translation>
    </message>
    <message>
        <source>Each opening twice, colours reversed</source>
        <translation>هر گشایش دو بار، با رنگ‌های جابه‌جا</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>فایل:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>ترتیب:</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>بذر تصادفی:</translation>
    </message>
    <message>
        <source>Plies of each:</source>
        <translation>نیم‌حرکت از هر کدام:</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>داوری</translation>
    </message>
    <message>
        <source>off</source>
        <translation>خاموش</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> سانتی‌پیاده</translation>
    </message>
    <message>
        <source>moves beyond</source>
        <translation>حرکت فراتر از</translation>
    </message>
    <message>
        <source>moves within</source>
        <translation>حرکت در محدودهٔ</translation>
    </message>
    <message>
        <source>from move</source>
        <translation>از حرکت</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>بدون محدودیت</translation>
    </message>
    <message>
        <source>By the Gaviota tablebases of Settings › Book and Tablebases</source>
        <translation>با جدول‌های پایانی Gaviota در تنظیمات › کتاب و جدول‌های پایانی</translation>
    </message>
    <message>
        <source>Resign:</source>
        <translation>تسلیم:</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>تساوی:</translation>
    </message>
    <message>
        <source>Maximum moves:</source>
        <translation>بیشترین حرکت:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>فایل‌ها</translation>
    </message>
    <message>
        <source>next to the games, ending in .tournament</source>
        <translation>کنار بازی‌ها، با پسوند .tournament</translation>
    </message>
    <message>
        <source>Games (PGN):</source>
        <translation>بازی‌ها (PGN):</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Tournament file:</source>
        <translation>فایل مسابقات:</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament)</source>
        <translation>مسابقات (*.tournament)</translation>
    </message>
    <message>
        <source>Every game is added to the PGN the moment it ends; the tournament file keeps where the tournament stands, so that it can be paused, closed and resumed.</source>
        <translation>هر بازی همان لحظه که پایان می‌یابد به PGN افزوده می‌شود؛ فایل مسابقات وضعیت مسابقات را نگه می‌دارد تا بتوان آن را مکث کرد، بست و از سر گرفت.</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Time controls: 60+0.6 (seconds, plus an increment per move), 40/90+30, st=1 (seconds per move), depth=8, nodes=50000. Options: Hash=64; Threads=1.</source>
        <translation>برای ویرایش، روی یک خانه دوبار کلیک کنید. کنترل زمان: 60+0.6 (ثانیه، به‌علاوهٔ افزایش هر حرکت)، 40/90+30، st=1 (ثانیه برای هر حرکت)، depth=8، nodes=50000. گزینه‌ها: Hash=64; Threads=1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentWindow</name>
    <message>
        <source>Engine Tournament — Kibitz</source>
        <translation>مسابقات موتورها — Kibitz</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>تنظیم</translation>
    </message>
    <message>
        <source>Live Games</source>
        <translation>بازی‌های زنده</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>جدول رده‌بندی</translation>
    </message>
    <message>
        <source>New</source>
        <translation>جدید</translation>
    </message>
    <message>
        <source>Set up a new tournament</source>
        <translation>تنظیم مسابقاتی تازه</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>باز کردن…</translation>
    </message>
    <message>
        <source>Reopen a tournament from its tournament file, to see it or to go on with it</source>
        <translation>بازگشایی مسابقات از فایل آن، برای دیدن یا ادامه دادن</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>آغاز</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <source>Let the running games finish, then stop; Start goes on</source>
        <translation>بگذار بازی‌های در جریان تمام شوند، سپس بایست؛ «آغاز» ادامه می‌دهد</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>باز کردن PGN</translation>
    </message>
    <message>
        <source>Open the tournament&apos;s games as a database tab of the main window</source>
        <translation>بازی‌های مسابقات را به‌صورت زبانهٔ پایگاه داده در پنجرهٔ اصلی باز کن</translation>
    </message>
    <message>
        <source>Open Tournament</source>
        <translation>باز کردن مسابقات</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament);;All files (*)</source>
        <translation>مسابقات (*.tournament);;همهٔ فایل‌ها (*)</translation>
    </message>
    <message>
        <source>%1 holds no games yet.</source>
        <translation>%1 هنوز هیچ بازی ندارد.</translation>
    </message>
    <message>
        <source>A tournament is running: pause it first.</source>
        <translation>مسابقاتی در جریان است: نخست آن را مکث کنید.</translation>
    </message>
    <message>
        <source>Tournament Running</source>
        <translation>مسابقات در جریان است</translation>
    </message>
    <message>
        <source>Games are being played. Stop them now (they are played again when the tournament is resumed), or let them finish first?</source>
        <translation>بازی‌ها در جریان‌اند. اکنون متوقفشان کنید (هنگام ازسرگیری مسابقات دوباره انجام می‌شوند) یا بگذارید نخست تمام شوند؟</translation>
    </message>
    <message>
        <source>Stop Now</source>
        <translation>اکنون توقف</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>ازسرگیری</translation>
    </message>
    <message>
        <source>Set the tournament up, then Start.</source>
        <translation>مسابقات را تنظیم کنید، سپس «آغاز».</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n بازی انجام شد</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished (%1): %2</source>
        <translation>پایان یافت (%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>Pausing: %1; %n game(s) finishing</source>
        <translation>
            <numerusform>در حال مکث: %1؛ %n بازی در حال پایان</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n game(s) running</source>
        <translation>
            <numerusform>%1؛ %n بازی در جریان</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: %1. Resume goes on.</source>
        <translation>مکث شد: %1. «ازسرگیری» ادامه می‌دهد.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingJob</name>
    <message>
        <source>The database cannot be searched: %1</source>
        <translation>پایگاه داده جست‌وجوپذیر نیست: %1</translation>
    </message>
    <message>
        <source>Loading the search index… %1%</source>
        <translation>در حال بارگذاری نمایهٔ جست‌وجو… %1%</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>در حال خواندن بازی‌ها…</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>نخست یک پایگاه دادهٔ بازی باز کنید: بازی‌هایش مرجع‌اند.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingStatsView</name>
    <message>
        <source>Cards</source>
        <translation>کارت‌ها</translation>
    </message>
    <message>
        <source>New</source>
        <translation>تازه</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>در حال یادگیری</translation>
    </message>
    <message>
        <source>Due today</source>
        <translation>سررسید امروز</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>در مرور</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>پخته</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>فراموشی‌ها</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>سررسید اکنون</translation>
    </message>
    <message>
        <source>Cards falling due on each of the next 30 days</source>
        <translation>کارت‌هایی که در هر یک از ۳۰ روز آینده سررسید می‌شوند</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingWindows</name>
    <message>
        <source>Clipboard</source>
        <translation>کلیپ‌بورد</translation>
    </message>
    <message>
        <source>Add %1 from the opening tree</source>
        <translation>افزودن %1 از درخت گشایش</translation>
    </message>
    <message>
        <source>&amp;Repertoire Training…</source>
        <translation>تمرین &amp;رپرتوار…</translation>
    </message>
    <message>
        <source>Build an opening repertoire, drill it, and check it against databases and your games</source>
        <translation>رپرتوار گشایش بسازید، تمرینش کنید و آن را با پایگاه‌های داده و بازی‌های خودتان بسنجید</translation>
    </message>
    <message>
        <source>Add Move to Repertoire</source>
        <translation>افزودن حرکت به رپرتوار</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TreeDock</name>
    <message>
        <source>Open a file with several games to see its opening tree.</source>
        <translation>برای دیدن درخت گشایش، پرونده‌ای با چند بازی باز کنید.</translation>
    </message>
    <message>
        <source>The positions could not be indexed: %1</source>
        <translation>وضعیت‌ها نمایه نشدند: %1</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 بازی</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>درخت گشایش</translation>
    </message>
    <message>
        <source>Whole database</source>
        <translation>کل پایگاه داده</translation>
    </message>
    <message>
        <source>Current filter</source>
        <translation>پالایهٔ کنونی</translation>
    </message>
    <message>
        <source>The games the tree counts: all of the database, or those the game list shows</source>
        <translation>بازی‌هایی که درخت می‌شمارد: کل پایگاه داده یا آنچه فهرست نشان می‌دهد</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>بازی‌های شمرده‌شده</translation>
    </message>
    <message>
        <source>Indexing positions… %p%</source>
        <translation>نمایه‌سازی وضعیت‌ها… %p%</translation>
    </message>
    <message>
        <source>Position indexing progress</source>
        <translation>پیشرفت نمایه‌سازی وضعیت‌ها</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Opening tree</source>
        <translation>درخت گشایش</translation>
    </message>
    <message>
        <source>A click or Enter plays the move on the board</source>
        <translation>کلیک یا Enter حرکت را روی صفحه بازی می‌کند</translation>
    </message>
    <message>
        <source>&amp;Games of This Position</source>
        <translation>&amp;بازی‌های این وضعیت</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position in the game list</source>
        <translation>بازی‌هایی را که به وضعیت صفحه می‌رسند در فهرست بازی‌ها نشان می‌دهد</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardArea</name>
    <message>
        <source>3D variant board</source>
        <translation>صفحهٔ سه‌بعدی گونه</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>صفحهٔ &amp;سه‌بعدی</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>صفحه را سه‌بعدی نشان می‌دهد (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>صفحهٔ سه‌بعدی در دسترس نیست: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardWidget</name>
    <message>
        <source>Variant board</source>
        <translation>صفحهٔ گونه</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>این مهره هیچ حرکت مجازی ندارد.</translation>
    </message>
    <message>
        <source>Not a legal move under the rules of %1.</source>
        <translation>طبق قوانین %1 حرکت مجازی نیست.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantDesignerDialog</name>
    <message>
        <source>The pawn&apos;s moves are fixed (fmWfcF); its double step and promotion are rules of the variant below. Add a piece for other moves.</source>
        <translation>حرکت‌های پیاده ثابت‌اند (fmWfcF)؛ گام دوتایی و ارتقای آن از قواعد گونه در پایین است. برای حرکت‌های دیگر مهره‌ای بیفزایید.</translation>
    </message>
    <message>
        <source>Variant Designer</source>
        <translation>طراح گونه‌ها</translation>
    </message>
    <message>
        <source>Start fro&amp;m:</source>
        <translation>&amp;شروع از:</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>شروع از</translation>
    </message>
    <message>
        <source>Loads a built-in variant or a section of the loaded variants.ini into the designer</source>
        <translation>یک گونهٔ داخلی یا بخشی از variants.ini بارشده را در طراح بار می‌کند</translation>
    </message>
    <message>
        <source>&amp;Load variants.ini…</source>
        <translation>&amp;بارگذاری variants.ini…</translation>
    </message>
    <message>
        <source>Reads the variant definitions of a variants.ini file (Fairy-Stockfish&apos;s format)</source>
        <translation>تعریف‌های گونه را از یک پروندهٔ variants.ini می‌خواند (قالب Fairy-Stockfish)</translation>
    </message>
    <message>
        <source>S&amp;ave variants.ini…</source>
        <translation>ذ&amp;خیرهٔ variants.ini…</translation>
    </message>
    <message>
        <source>Writes this variant as a section of a variants.ini file; the file&apos;s other sections are kept</source>
        <translation>این گونه را به‌صورت بخشی از پروندهٔ variants.ini می‌نویسد؛ بخش‌های دیگر پرونده حفظ می‌شوند</translation>
    </message>
    <message>
        <source>&amp;Variant name:</source>
        <translation>نا&amp;م گونه:</translation>
    </message>
    <message>
        <source>Variant name</source>
        <translation>نام گونه</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>مهره‌ها:</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>مهره‌ها</translation>
    </message>
    <message>
        <source>Add Pi&amp;ece</source>
        <translation>&amp;افزودن مهره</translation>
    </message>
    <message>
        <source>Adds a custom piece (at most %1 besides the six orthodox ones)</source>
        <translation>یک مهرهٔ سفارشی می‌افزاید (افزون بر شش مهرهٔ معمول، حداکثر %1)</translation>
    </message>
    <message>
        <source>&amp;Remove Piece</source>
        <translation>ح&amp;ذف مهره</translation>
    </message>
    <message>
        <source>Le&amp;tter:</source>
        <translation>&amp;حرف:</translation>
    </message>
    <message>
        <source>Piece letter</source>
        <translation>حرف مهره</translation>
    </message>
    <message>
        <source>The piece&apos;s letter in FEN and in moves (a-z; White&apos;s pieces are written in capitals)</source>
        <translation>حرف مهره در FEN و در حرکت‌ها (a-z؛ مهره‌های سفید با حرف بزرگ نوشته می‌شوند)</translation>
    </message>
    <message>
        <source>Piece &amp;name:</source>
        <translation>نام م&amp;هره:</translation>
    </message>
    <message>
        <source>Piece name</source>
        <translation>نام مهره</translation>
    </message>
    <message>
        <source>Pict&amp;ure:</source>
        <translation>ت&amp;صویر:</translation>
    </message>
    <message>
        <source>Piece picture</source>
        <translation>تصویر مهره</translation>
    </message>
    <message>
        <source>R&amp;oyal</source>
        <translation>شاه&amp;ی</translation>
    </message>
    <message>
        <source>The piece that must not be left in check and is checkmated (exactly one type)</source>
        <translation>مهره‌ای که نباید در کیش بماند و مات می‌شود (دقیقاً یک نوع)</translation>
    </message>
    <message>
        <source>Start &amp;FEN:</source>
        <translation>&amp;FEN آغازین:</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>وضعیت آغازین (FEN)</translation>
    </message>
    <message>
        <source>&amp;Castling</source>
        <translation>&amp;قلعه</translation>
    </message>
    <message>
        <source>Promotion t&amp;ypes:</source>
        <translation>ا&amp;نواع ارتقا:</translation>
    </message>
    <message>
        <source>Promotion types</source>
        <translation>انواع ارتقا</translation>
    </message>
    <message>
        <source>The letters of the pieces a pawn may promote to, in the order offered</source>
        <translation>حرف‌های مهره‌هایی که پیاده می‌تواند به آن‌ها ارتقا یابد، به ترتیب پیشنهاد</translation>
    </message>
    <message>
        <source>Promotion ran&amp;k:</source>
        <translation>ر&amp;دیف ارتقا:</translation>
    </message>
    <message>
        <source>Promotion rank</source>
        <translation>ردیف ارتقا</translation>
    </message>
    <message>
        <source>&amp;Double step from rank</source>
        <translation>&amp;گام دوتایی از ردیف</translation>
    </message>
    <message>
        <source>Double step rank</source>
        <translation>ردیف گام دوتایی</translation>
    </message>
    <message>
        <source>Definition check</source>
        <translation>بررسی تعریف</translation>
    </message>
    <message>
        <source>Load report</source>
        <translation>گزارش بارگذاری</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of a built-in variant; choose a name of your own.</source>
        <translation>«%1» نام یک گونهٔ داخلی است؛ نام دیگری برگزینید.</translation>
    </message>
    <message>
        <source>The definition is valid. From the start position White has %1 moves (perft 1); after two plies there are %2 positions (perft 2).</source>
        <translation>تعریف معتبر است. در وضعیت آغازین سفید %1 حرکت دارد (perft 1)؛ پس از دو نیم‌حرکت %2 وضعیت هست (perft 2).</translation>
    </message>
    <message>
        <source>Not playable yet: %1</source>
        <translation>هنوز قابل بازی نیست: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>خواندن %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (از %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) loaded from %1.</source>
        <translation>
            <numerusform>%n گونه از %1 بار شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>بار نشد:</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>ذخیره نشد: %1</translation>
    </message>
    <message>
        <source>Not saved: cannot read %1: %2</source>
        <translation>ذخیره نشد: خواندن %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>Saved [%1] to %2.</source>
        <translation>[%1] در %2 ذخیره شد.</translation>
    </message>
    <message>
        <source>Load variants.ini</source>
        <translation>بارگذاری variants.ini</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>تعریف‌های گونه (*.ini);;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <source>Save variants.ini</source>
        <translation>ذخیرهٔ variants.ini</translation>
    </message>
    <message>
        <source>Opens a game of this variant in the variant window</source>
        <translation>یک بازی از این گونه را در پنجرهٔ گونه‌ها باز می‌کند</translation>
    </message>
    <message>
        <source>Play t&amp;his Variant</source>
        <translation>با&amp;زی این گونه</translation>
    </message>
    <message>
        <source>Set Up…</source>
        <translation>چیدن…</translation>
    </message>
    <message>
        <source>Sets up the start position on a board with this variant&apos;s pieces</source>
        <translation>وضعیت اولیه را با مهره‌های این گونه روی صفحه می‌چیند</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>ارزش:</translation>
    </message>
    <message>
        <source>Piece value</source>
        <translation>ارزش مهره</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>برآوردی</translation>
    </message>
    <message>
        <source>What the piece is worth to Kibitz&apos;s engine, in centipawns (a pawn is 100). Estimated: from how many squares it reaches on an empty board</source>
        <translation>ارزش مهره برای موتور کیبیتز، بر حسب صدم پیاده (هر پیاده ۱۰۰). برآوردی: از شمار خانه‌هایی که روی صفحهٔ خالی به آن‌ها می‌رسد</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantEngine</name>
    <message>
        <source>mate in %1</source>
        <translation>مات در %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>عمق %1</translation>
    </message>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>این گونه را نمی‌توان بازی کرد: %1</translation>
    </message>
    <message>
        <source>%1 played “%2”, which is not a legal move here.</source>
        <translation>%1 «%2» را بازی کرد که اینجا حرکت مجازی نیست.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 تسلیم می‌شود.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantGameModel</name>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>این گونه قابل بازی نیست: %1</translation>
    </message>
    <message>
        <source>Not a position of this variant: %1</source>
        <translation>وضعیتی از این گونه نیست: %1</translation>
    </message>
    <message>
        <source>The game holds a move that is not legal under these rules.</source>
        <translation>بازی حرکتی دارد که طبق این قوانین مجاز نیست.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantPlayWindow</name>
    <message>
        <source>Play a Variant — Kibitz</source>
        <translation>بازی یک گونه — Kibitz</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>موتور حرکتی پیدا نکرد.</translation>
    </message>
    <message>
        <source>Type a move, e.g. Cg4</source>
        <translation>یک حرکت بنویسید، مثلاً Cg4</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>ورود حرکت</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>گونه</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>گونه:</translation>
    </message>
    <message>
        <source>Start position: FEN with the variant&apos;s letters (empty: its own)</source>
        <translation>وضعیت آغازین: FEN با حروف گونه (خالی: وضعیت خودش)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>وضعیت آغازین</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> میلی‌ثانیه</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>زمان موتور برای هر حرکت</translation>
    </message>
    <message>
        <source>Auto Move</source>
        <translation>حرکت خودکار</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>پس گرفتن</translation>
    </message>
    <message>
        <source>Variant Game</source>
        <translation>بازی گونه</translation>
    </message>
    <message>
        <source>Load variants.ini…</source>
        <translation>بارگذاری variants.ini…</translation>
    </message>
    <message>
        <source>Load Variant Definitions</source>
        <translation>بارگذاری تعریف‌های گونه</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>تعریف‌های گونه (*.ini);;همهٔ فایل‌ها (*)</translation>
    </message>
    <message>
        <source>Variant Definitions</source>
        <translation>تعریف‌های گونه</translation>
    </message>
    <message>
        <source>Open PGN…</source>
        <translation>باز کردن PGN…</translation>
    </message>
    <message>
        <source>Open Variant Game</source>
        <translation>باز کردن بازی گونه</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>فایل‌های PGN (*.pgn);;همهٔ فایل‌ها (*)</translation>
    </message>
    <message>
        <source>Save PGN…</source>
        <translation>ذخیرهٔ PGN…</translation>
    </message>
    <message>
        <source>Save Variant Game</source>
        <translation>ذخیرهٔ بازی گونه</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>فایل‌های PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>در %1 ذخیره شد.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>چرخاندن صفحه</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>خواندن %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>No variant is called %1.</source>
        <translation>گونه‌ای به نام %1 وجود ندارد.</translation>
    </message>
    <message>
        <source>No game in %1.</source>
        <translation>در %1 بازی‌ای نیست.</translation>
    </message>
    <message>
        <source>Read up to an error: %1</source>
        <translation>تا یک خطا خوانده شد: %1</translation>
    </message>
    <message>
        <source>Cannot write the game: %1</source>
        <translation>نوشتن بازی ممکن نیست: %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>ذخیرهٔ %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>نوبت سفید</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>نوبت سیاه</translation>
    </message>
    <message>
        <source>Checkmate: White wins</source>
        <translation>کیش و مات: سفید می‌برد</translation>
    </message>
    <message>
        <source>Checkmate: Black wins</source>
        <translation>کیش و مات: سیاه می‌برد</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>پات: مساوی</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>، در کیش</translation>
    </message>
    <message>
        <source> — a draw can be claimed</source>
        <translation> — می‌توان مساوی را درخواست کرد</translation>
    </message>
    <message>
        <source> — the engine is thinking</source>
        <translation> — موتور در حال فکر کردن است</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>رایانه بازی نمی‌کند</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>رایانه با سفید بازی می‌کند</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>رایانه با سیاه بازی می‌کند</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>رایانه با هر دو طرف بازی می‌کند</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>طرف رایانه</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>تحلیل</translation>
    </message>
    <message>
        <source>Engine analysis</source>
        <translation>تحلیل موتور</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>موتور داخلی</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>موتور</translation>
    </message>
    <message>
        <source>The engine that plays and analyses: Kibitz&apos;s own, or an external engine from the settings (Fairy-Stockfish plays many variants)</source>
        <translation>موتوری که بازی و تحلیل می‌کند: موتور خود Kibitz یا یک موتور بیرونی از تنظیمات (Fairy-Stockfish گونه‌های بسیاری را بازی می‌کند)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>موتور:</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;نما</translation>
    </message>
    <message>
        <source>Set Up Position…</source>
        <translation>چیدن وضعیت…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <source>Insufficient material: draw</source>
        <translation>مهره ناکافی: مساوی</translation>
    </message>
    <message>
        <source>Both kings reached the eighth rank: draw</source>
        <translation>هر دو شاه در ردیف هشتم: مساوی</translation>
    </message>
    <message>
        <source>Third check: White wins</source>
        <translation>کیش سوم: سفید می‌برد</translation>
    </message>
    <message>
        <source>Third check: Black wins</source>
        <translation>کیش سوم: سیاه می‌برد</translation>
    </message>
    <message>
        <source>King on the hill: White wins</source>
        <translation>شاه روی تپه: سفید می‌برد</translation>
    </message>
    <message>
        <source>King on the hill: Black wins</source>
        <translation>شاه روی تپه: سیاه می‌برد</translation>
    </message>
    <message>
        <source>King exploded: White wins</source>
        <translation>شاه منفجر شد: سفید می‌برد</translation>
    </message>
    <message>
        <source>King exploded: Black wins</source>
        <translation>شاه منفجر شد: سیاه می‌برد</translation>
    </message>
    <message>
        <source>King reached the eighth rank: White wins</source>
        <translation>شاه در ردیف هشتم: سفید می‌برد</translation>
    </message>
    <message>
        <source>King reached the eighth rank: Black wins</source>
        <translation>شاه در ردیف هشتم: سیاه می‌برد</translation>
    </message>
    <message>
        <source>The horde is destroyed: Black wins</source>
        <translation>گروه سربازان نابود شد: سیاه می‌برد</translation>
    </message>
    <message>
        <source>No pieces left: White wins</source>
        <translation>مهره‌ای نمانده: سفید می‌برد</translation>
    </message>
    <message>
        <source>No pieces left: Black wins</source>
        <translation>مهره‌ای نمانده: سیاه می‌برد</translation>
    </message>
    <message>
        <source>No legal moves left: White wins</source>
        <translation>حرکت مجازی نمانده: سفید می‌برد</translation>
    </message>
    <message>
        <source>No legal moves left: Black wins</source>
        <translation>حرکت مجازی نمانده: سیاه می‌برد</translation>
    </message>
    <message>
        <source> — checks given: White %1, Black %2 of %3</source>
        <translation> — کیش‌های داده‌شده: سفید %1، سیاه %2 از %3</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>تعداد خط: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>تعداد خط‌ها</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>صفحه‌ی چیدن</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: خالی</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;سفید</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>سیا&amp;ه</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>حق قلعه</translation>
    </message>
    <message>
        <source>Set Up Variant Position</source>
        <translation>چیدن وضعیت گونه</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>مهره‌ها</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>نوبت حرکت</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>سفید O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>سفید O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>سیاه O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>سیاه O-O-O</translation>
    </message>
    <message>
        <source>A right needs the royal piece on its e-file square and the castling piece in the corner</source>
        <translation>هر حق به مهره‌ی شاهی در خانه‌ی ستون e و مهره‌ی قلعه در گوشه نیاز دارد</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move</source>
        <translation>نیم‌حرکت‌ها از آخرین گرفتن یا حرکت پیاده</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;آنپاسان:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;شمارنده‌ی نیم‌حرکت:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>شماره‌ی &amp;حرکت:</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>وضعیت &amp;اولیه</translation>
    </message>
    <message>
        <source>The variant&apos;s start position</source>
        <translation>وضعیت اولیه‌ی گونه</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;پاک کردن صفحه</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;چرخاندن صفحه</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>F&amp;EN:</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>وضعیت به صورت FEN</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>بررسی وضعیت</translation>
    </message>
    <message>
        <source>None</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>Not a FEN, column %1: %2</source>
        <translation>این FEN نیست، ستون %1: %2</translation>
    </message>
    <message>
        <source>Not a FEN: %1</source>
        <translation>این FEN نیست: %1</translation>
    </message>
    <message>
        <source>%1 does not allow this position: %2</source>
        <translation>این وضعیت در %1 مجاز نیست: %2</translation>
    </message>
    <message>
        <source>The variant cannot be set up: %1</source>
        <translation>این گونه را نمی‌توان چید: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupModel</name>
    <message>
        <source>No variant is set.</source>
        <translation>هیچ گونه‌ای تعیین نشده است.</translation>
    </message>
    <message>
        <source>a FEN has 4 to 6 fields: placement, side, castling, en passant</source>
        <translation>FEN چهار تا شش بخش دارد: چینش، نوبت، قلعه، آنپاسان</translation>
    </message>
    <message>
        <source>a FEN has at most 6 fields</source>
        <translation>FEN حداکثر شش بخش دارد</translation>
    </message>
    <message>
        <source>the side to move is &apos;w&apos; or &apos;b&apos;</source>
        <translation>نوبت حرکت &apos;w&apos; یا &apos;b&apos; است</translation>
    </message>
    <message>
        <source>castling rights are &apos;-&apos; or each of K, Q, k, q at most once</source>
        <translation>حق قلعه &apos;-&apos; است یا هر یک از K، Q، k، q حداکثر یک بار</translation>
    </message>
    <message>
        <source>the en-passant field is &apos;-&apos; or a square</source>
        <translation>بخش آنپاسان &apos;-&apos; یا یک خانه است</translation>
    </message>
    <message>
        <source>the halfmove clock is a whole number</source>
        <translation>شمارنده‌ی نیم‌حرکت یک عدد صحیح است</translation>
    </message>
    <message>
        <source>the move number is a number from 1 up</source>
        <translation>شماره‌ی حرکت عددی از ۱ به بالا است</translation>
    </message>
    <message>
        <source>The royal piece cannot stand anywhere without giving check.</source>
        <translation>مهره‌ی شاهی هیچ جا بدون کیش دادن نمی‌تواند بایستد.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupPalette</name>
    <message>
        <source>piece</source>
        <translation>مهره</translation>
    </message>
    <message>
        <source>White %1 (%2)</source>
        <translation>%1 سفید (%2)</translation>
    </message>
    <message>
        <source>Black %1 (%2)</source>
        <translation>%1 سیاه (%2)</translation>
    </message>
    <message>
        <source>Eraser: a click on the board removes the piece there</source>
        <translation>پاک‌کن: کلیک روی صفحه مهره‌ی آن خانه را برمی‌دارد</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>پاک‌کن</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;فایل</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>بازی &amp;جدید</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;باز کردن…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;ذخیره…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>ذخیره با &amp;نام…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;ویرایش</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;واگرد</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;ازنو</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>رونوشت &amp;FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/PGN</source>
        <translation>&amp;جای‌گذاری FEN/PGN</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;تنظیمات…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>نخستین حرکت</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>حرکت قبلی</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>حرکت بعدی</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>آخرین حرکت</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>واریانت قبلی</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>واریانت بعدی</translation>
    </message>
    <message>
        <source>&amp;Auto Move</source>
        <translation>حرکت &amp;خودکار</translation>
    </message>
    <message>
        <source>The engine plays a move for the side to move (Ctrl+M)</source>
        <translation>موتور برای طرفی که نوبت اوست یک حرکت انجام می‌دهد (Ctrl+M)</translation>
    </message>
    <message>
        <source>S&amp;top Engine</source>
        <translation>&amp;توقف موتور</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;نما</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;چرخاندن صفحه</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>&amp;رنگ‌های تیره</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;درباره‌ی Kibitz</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>اصلی</translation>
    </message>
    <message>
        <source>New</source>
        <translation>جدید</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>بازی جدید (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>باز کردن</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O)</source>
        <translation>باز کردن فایل PGN (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>ذخیره‌ی بازی (Ctrl+S)</translation>
    </message>
    <message>
        <source>Engine strength</source>
        <translation>قدرت موتور</translation>
    </message>
    <message>
        <source>%1 (~%2)</source>
        <translation>%1 (~%2)</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>طرف رایانه</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>رایانه بازی نمی‌کند</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>رایانه با سفید بازی می‌کند</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>رایانه با سیاه بازی می‌کند</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>رایانه با هر دو طرف بازی می‌کند</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>مبتدی</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>تازه‌کار</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>بازیکن باشگاهی</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>خبره</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>تمام‌قدرت</translation>
    </message>
    <message>
        <source>Which side the engine plays by itself</source>
        <translation>طرفی که موتور خودش بازی می‌کند</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;واگرد %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;ازنو %1</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>رونوشت &amp;PGN</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>&amp;چیدن وضعیت…</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>صفحهٔ &amp;سه‌بعدی</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>صفحه را سه‌بعدی نشان می‌دهد (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>صفحهٔ سه‌بعدی در دسترس نیست: %1</translation>
    </message>
    <message>
        <source>A game of a chess variant with its own pieces, in a window of its own</source>
        <translation>بازی یک گونهٔ شطرنج با مهره‌های خودش، در پنجره‌ای جداگانه</translation>
    </message>
    <message>
        <source>&amp;Variant Designer…</source>
        <translation>&amp;طراح گونه‌ها…</translation>
    </message>
    <message>
        <source>Defines variants with pieces of your own and saves them as variants.ini sections</source>
        <translation>گونه‌هایی با مهره‌های خودتان تعریف می‌کند و آن‌ها را به‌صورت بخش‌های variants.ini ذخیره می‌کند</translation>
    </message>
    <message>
        <source>&amp;Play a Variant…</source>
        <translation>&amp;بازی یک گونه…</translation>
    </message>
    <message>
        <source>Engine T&amp;ournament…</source>
        <translation>&amp;مسابقات موتورها…</translation>
    </message>
    <message>
        <source>Engines play a round robin, gauntlet, knockout or Swiss tournament, in a window of its own</source>
        <translation>موتورها در پنجره‌ای جداگانه مسابقات دوره‌ای، گانتلت، حذفی یا سوئیسی بازی می‌کنند</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple Games</source>
        <translation>باز کردن بازی‌های نم&amp;ونه</translation>
    </message>
</context>
<context>
    <name>kibitz::tournament::TournamentRunner</name>
    <message>
        <source>The game could not be written to the PGN: %1. The tournament stops; it can be resumed.</source>
        <translation>بازی در PGN نوشته نشد: %1. مسابقات متوقف می‌شود؛ می‌توان آن را از سر گرفت.</translation>
    </message>
    <message>
        <source>The tournament state could not be written: %1. The tournament stops.</source>
        <translation>وضعیت مسابقات نوشته نشد: %1. مسابقات متوقف می‌شود.</translation>
    </message>
    <message>
        <source>Cannot read the openings file %1.</source>
        <translation>فایل گشایش‌های %1 خوانده نمی‌شود.</translation>
    </message>
    <message>
        <source>The openings file %1 changed since the tournament began; the tournament needs the same openings to continue with the same games.</source>
        <translation>فایل گشایش‌های %1 از آغاز مسابقات تغییر کرده است؛ مسابقات برای ادامه با همان بازی‌ها به همان گشایش‌ها نیاز دارد.</translation>
    </message>
    <message>
        <source>The book of %1: %2</source>
        <translation>کتاب %1: %2</translation>
    </message>
    <message>
        <source>The tablebases at %1: %2</source>
        <translation>جدول‌های پایانی در %1: %2</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another state file.</source>
        <translation>%1 از پیش یک مسابقات دارد: آن را از سر بگیرید یا فایل وضعیت دیگری برگزینید.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found in the PGN and counted</source>
        <translation>
            <numerusform>%n بازی در PGN یافت و شمرده شد</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes of an unfinished write cut from the PGN</source>
        <translation>%1 بایت از یک نوشتن ناتمام از PGN بریده شد</translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted game(s) to be played again</source>
        <translation>
            <numerusform>%n بازی قطع‌شده دوباره انجام می‌شود</numerusform>
        </translation>
    </message>
</context>
</TS>
