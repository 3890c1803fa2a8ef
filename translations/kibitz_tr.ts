<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name>QObject</name>
    <message>
        <source>PGN database and analysis tool</source>
        <translation>PGN veritabanı ve analiz aracı</translation>
    </message>
    <message>
        <source>Dossier: %1</source>
        <translation>Dosya: %1</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>PDF oluşturulamadı</translation>
    </message>
    <message>
        <source>PGN files, SCID databases (.si4) or ChessBase databases (.cbh) to open, each in its own tab of the game list.</source>
        <translation>Açılacak PGN dosyaları, SCID veritabanları (.si4) veya ChessBase veritabanları (.cbh); her biri oyun listesinde kendi sekmesinde.</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>The game&apos;s start position is not valid.</source>
        <translation>Oyunun başlangıç konumu geçersiz.</translation>
    </message>
    <message>
        <source>%1 gave no evaluation for move %2.</source>
        <translation>%1, %2. hamle için değerlendirme vermedi.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BlockingClient</name>
    <message>
        <source>%1 did not get ready within %2 ms.</source>
        <translation>%1, %2 ms içinde hazır olmadı.</translation>
    </message>
    <message>
        <source>%1 did not play a move within %2 ms.</source>
        <translation>%1, %2 ms içinde hamle yapmadı.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BuiltinEngine</name>
    <message>
        <source>Kibitz (built-in)</source>
        <translation>Kibitz (yerleşik)</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::ExternalEngine</name>
    <message>
        <source>%1 cannot analyse (it has no analyze mode).</source>
        <translation>%1 analiz yapamıyor (analiz modu yok).</translation>
    </message>
    <message>
        <source>%1 cannot be given this position (it does not accept &quot;setboard&quot;).</source>
        <translation>Bu konum %1 motoruna verilemiyor (&quot;setboard&quot; komutunu kabul etmiyor).</translation>
    </message>
    <message>
        <source>%1 sent an overlong line; it was ignored.</source>
        <translation>%1 çok uzun bir satır gönderdi; yok sayıldı.</translation>
    </message>
    <message>
        <source>Could not start %1 (%2): %3</source>
        <translation>%1 başlatılamadı (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 Gave up after %n restart(s); start the analysis again to retry.</source>
        <translation>
            <numerusform>%1 %n yeniden başlatmadan sonra vazgeçildi; yeniden denemek için analizi tekrar başlatın.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Restarting it (%2 of %3).</source>
        <translation>%1 Yeniden başlatılıyor (%2/%3).</translation>
    </message>
    <message>
        <source>%1 sent a line Kibitz does not understand (%2): %3</source>
        <translation>%1, Kibitz&apos;in anlamadığı bir satır gönderdi (%2): %3</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 diyor ki: %2</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms while analysing).</source>
        <translation>%1 yanıt vermiyor (analiz sırasında %2 ms içinde &quot;%3&quot; komutuna yanıt gelmedi).</translation>
    </message>
    <message>
        <source>%1 did not finish its start-up handshake within %2 ms.</source>
        <translation>%1, başlangıç el sıkışmasını %2 ms içinde tamamlamadı.</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms).</source>
        <translation>%1 yanıt vermiyor (%2 ms içinde &quot;%3&quot; komutuna yanıt gelmedi).</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;stop&quot; within %2 ms.</source>
        <translation>%1, &quot;stop&quot; komutuna %2 ms içinde yanıt vermedi.</translation>
    </message>
    <message>
        <source>%1 did not play a move in time.</source>
        <translation>%1 zamanında hamle yapmadı.</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 çöktü.</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2).</source>
        <translation>%1 beklenmedik biçimde kapandı (çıkış kodu %2).</translation>
    </message>
    <message>
        <source>%1 speaks xboard, which cannot be given a variant&apos;s rules: it plays only the variants it knows, and “%2” is not one Kibitz knows it has.</source>
        <translation>%1 xboard konuşuyor; bu protokolle bir varyantın kuralları verilemez: yalnızca bildiği varyantları oynar ve Kibitz “%2” varyantını bildiğini bilmiyor.</translation>
    </message>
    <message>
        <source>%1 does not play the variant “%2”.</source>
        <translation>%1, “%2” varyantını oynamıyor.</translation>
    </message>
    <message>
        <source>%1 cannot play the variant “%2”.</source>
        <translation>%1, “%2” varyantını oynayamaz.</translation>
    </message>
    <message>
        <source>%1 does not play chess variants (it has no UCI_Variant option).</source>
        <translation>%1 satranç varyantları oynamaz (UCI_Variant seçeneği yok).</translation>
    </message>
    <message>
        <source>%1 does not know this variant and cannot load variant definitions (it has no VariantPath option).</source>
        <translation>%1 bu varyantı bilmiyor ve varyant tanımları yükleyemiyor (VariantPath seçeneği yok).</translation>
    </message>
    <message>
        <source>%1 cannot be given the variant: the temporary file %2 cannot be written.</source>
        <translation>Varyant %1 motoruna verilemiyor: geçici dosya %2 yazılamıyor.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnalysisDock</name>
    <message>
        <source>%1 Mn/s</source>
        <translation>%1 Mn/sn</translation>
    </message>
    <message>
        <source>%1 kn/s</source>
        <translation>%1 kn/sn</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analiz</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analiz</translation>
    </message>
    <message>
        <source>Show the engine analysis of the current position (Ctrl+Shift+A)</source>
        <translation>Geçerli pozisyonun motor analizini göster (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Başlat</translation>
    </message>
    <message>
        <source>Start or stop the analysis</source>
        <translation>Analizi başlat veya durdur</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously</source>
        <translation>Tahtadaki pozisyonu sürekli analiz et</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>Analiz motoru</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Varyant: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Varyant sayısı</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Değerlendirme</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>Arama derinliği</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Saniyedeki düğüm sayısı</translation>
    </message>
    <message>
        <source>Engine lines</source>
        <translation>Motor varyantları</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>Motor sorunu</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Durdur</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Derinlik %1</translation>
    </message>
    <message>
        <source>This engine shows one line only.</source>
        <translation>Bu motor yalnızca bir varyant gösterir.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Analyzer</name>
    <message>
        <source>Play engine line</source>
        <translation>Motor varyantını oyna</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnnotateDialog</name>
    <message>
        <source>&amp;Time per position:</source>
        <translation>Konum başına &amp;süre:</translation>
    </message>
    <message>
        <source>&amp;Depth per position:</source>
        <translation>Konum başına &amp;derinlik:</translation>
    </message>
    <message>
        <source>Add the engine&apos;s &amp;better lines as variations</source>
        <translation>Motorun daha &amp;iyi devamlarını varyant olarak ekle</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>Oyunu Yorumla</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Her iki taraf</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Beyaz</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Siyah</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Motor:</translation>
    </message>
    <message>
        <source>&amp;Moves of:</source>
        <translation>&amp;Kimin hamleleri:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>ile</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>&amp;Başlangıç hamlesi:</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Bitiş hamlesi</translation>
    </message>
    <message>
        <source>Every position from the start of the range is evaluated, in the background. Cancel keeps the moves annotated so far; one Undo removes the whole annotation.</source>
        <translation>Aralığın başından itibaren her konum arka planda değerlendirilir. İptal, o ana kadar yorumlanan hamleleri korur; tek bir Geri Al tüm yorumu kaldırır.</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Yorumla</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AutoPlayer</name>
    <message>
        <source>No move to play: %1.</source>
        <translation>Oynanacak hamle yok: %1.</translation>
    </message>
    <message>
        <source>The position changed while the engine was thinking; its move was not played.</source>
        <translation>Motor düşünürken pozisyon değişti; hamlesi oynanmadı.</translation>
    </message>
    <message>
        <source>The engine found no move to play.</source>
        <translation>Motor oynanacak bir hamle bulamadı.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Board3DView</name>
    <message>
        <source>No OpenGL context can be created on this display (window system: %1).</source>
        <translation>Bu ekranda OpenGL bağlamı oluşturulamıyor (pencere sistemi: %1).</translation>
    </message>
    <message>
        <source>The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.</source>
        <translation>OpenGL sürücüsü %1.%2 sürümünü sunuyor; 3B tahta OpenGL 3.3 ya da OpenGL ES 3.0 gerektirir.</translation>
    </message>
    <message>
        <source>An OpenGL context was created but cannot be used (window system: %1).</source>
        <translation>Bir OpenGL bağlamı oluşturuldu ama kullanılamıyor (pencere sistemi: %1).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn with this OpenGL driver: %1</source>
        <translation>3B tahta bu OpenGL sürücüsüyle çizilemiyor: %1</translation>
    </message>
    <message>
        <source>The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).</source>
        <translation>3B tahta kapalı (KIBITZ_DISABLE_3D ortam değişkeni tanımlı).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn: %1</source>
        <translation>3B tahta çizilemiyor: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardArea</name>
    <message>
        <source>Chess board (3D)</source>
        <translation>Satranç tahtası (3B)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardController</name>
    <message>
        <source>Touch move: you must move the %1 on %2</source>
        <translation>Dokunulan taş oynanır: %2 karesindeki %1 oynanmalı</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Hamle sırası Beyazda</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Hamle sırası Siyahta</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal moves</source>
        <translation>%2 karesindeki %1 için yasal hamle yok</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>piyon</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>at</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>fil</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>kale</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>vezir</translation>
    </message>
    <message>
        <source>king</source>
        <translation>şah</translation>
    </message>
    <message>
        <source>Illegal move: there is no piece on %1</source>
        <translation>Kural dışı hamle: %1 karesinde taş yok</translation>
    </message>
    <message>
        <source>Illegal move: you have lost the right to castle on that side</source>
        <translation>Kural dışı hamle: o tarafa rok hakkınızı kaybettiniz</translation>
    </message>
    <message>
        <source>Illegal move: the king cannot castle with that rook</source>
        <translation>Kural dışı hamle: şah bu kaleyle rok yapamaz</translation>
    </message>
    <message>
        <source>Illegal move: you cannot castle out of check</source>
        <translation>Kural dışı hamle: şah çekilmişken rok yapılamaz</translation>
    </message>
    <message>
        <source>Illegal move: castling is blocked or passes through an attacked square</source>
        <translation>Kural dışı hamle: rok engellenmiş ya da saldırı altındaki bir kareden geçiyor</translation>
    </message>
    <message>
        <source>Illegal move: %1 is occupied by your own piece</source>
        <translation>Kural dışı hamle: %1 karesinde kendi taşınız var</translation>
    </message>
    <message>
        <source>Illegal move: the %1 cannot reach %2</source>
        <translation>Kural dışı hamle: %1 %2 karesine gidemez</translation>
    </message>
    <message>
        <source>Illegal move: the king would be in check on %1</source>
        <translation>Kural dışı hamle: şah %1 karesinde saldırı altında kalır</translation>
    </message>
    <message>
        <source>Illegal move: your king is in check</source>
        <translation>Kural dışı hamle: şahınıza şah çekilmiş durumda</translation>
    </message>
    <message>
        <source>Illegal move: the %1 on %2 is pinned</source>
        <translation>Kural dışı hamle: %2 karesindeki %1 açmazda</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardTheme</name>
    <message>
        <source>Classic brown</source>
        <translation>Klasik kahverengi</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Yeşil</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Mavi</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gri</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Gece</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Yüksek karşıtlık</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Satranç tahtası</translation>
    </message>
    <message>
        <source>Check. %1</source>
        <translation>Şah. %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, boş</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1, beyaz %2</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1, siyah %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookAndTablebases</name>
    <message numerus="yes">
        <source>The opening book was read with %n problem(s); the rest of it is used.</source>
        <translation>
            <numerusform>Açılış kitabı %n sorunla okundu; geri kalanı kullanılıyor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookDock</name>
    <message>
        <source>Opening Book</source>
        <translation>Açılış Kitabı</translation>
    </message>
    <message>
        <source>Opening &amp;Book</source>
        <translation>Açılış Kita&amp;bı</translation>
    </message>
    <message>
        <source>Show the opening book&apos;s moves for the current position (Ctrl+Shift+B)</source>
        <translation>Geçerli konum için açılış kitabındaki hamleleri göster (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Kitap hamleleri</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Açılış kitabı</translation>
    </message>
    <message>
        <source>No opening book is chosen (Settings, Book and Tablebases).</source>
        <translation>Açılış kitabı seçilmedi (Ayarlar, Kitap ve Oyunsonu Tabloları).</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 yükleniyor…</translation>
    </message>
    <message>
        <source>%1: this position is not in the book.</source>
        <translation>%1: bu konum kitapta yok.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s)</source>
        <translation>
            <numerusform>%1: %n hamle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) under this position&apos;s key are no legal move here and were left out.</source>
        <translation>
            <numerusform>Bu konumun anahtarı altındaki %n kayıt burada yasal hamle değil ve dışarıda bırakıldı.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookLibrary</name>
    <message>
        <source>The opening book %1 does not exist.</source>
        <translation>%1 açılış kitabı yok.</translation>
    </message>
    <message>
        <source>The opening book %1 cannot be used: %2</source>
        <translation>%1 açılış kitabı kullanılamıyor: %2</translation>
    </message>
    <message>
        <source>The opening book %1 holds no moves.</source>
        <translation>%1 açılış kitabında hamle yok.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookMovesModel</name>
    <message>
        <source>Play %1 (weight %2 of %3)</source>
        <translation>%1 oyna (ağırlık %2 / %3)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Ağırlık</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Pay</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Öğrenme</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookTablebaseSettings</name>
    <message>
        <source>Use an opening book (Polyglot .bin)</source>
        <translation>Açılış kitabı kullan (Polyglot .bin)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Gözat…</translation>
    </message>
    <message>
        <source>Auto move and computer play take book moves, chosen at random by their weights</source>
        <translation>Otomatik hamle ve bilgisayar oyunu, ağırlıklarına göre rastgele seçilen kitap hamlelerini oynar</translation>
    </message>
    <message>
        <source>Use Gaviota endgame tablebases</source>
        <translation>Gaviota oyunsonu tablolarını kullan</translation>
    </message>
    <message>
        <source>The built-in engine keeps to the tablebase&apos;s best moves</source>
        <translation>Yerleşik motor, oyunsonu tablosunun en iyi hamlelerine bağlı kalır</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Açılış kitabı</translation>
    </message>
    <message>
        <source>Gives the computer&apos;s openings variety; the engine takes over where the book ends</source>
        <translation>Bilgisayarın açılışlarına çeşitlilik katar; kitabın bittiği yerde motor devralır</translation>
    </message>
    <message>
        <source>GNU Chess&apos;s book is not installed (Debian package gnuchess-book).</source>
        <translation>GNU Chess kitabı kurulu değil (Debian paketi gnuchess-book).</translation>
    </message>
    <message>
        <source>Endgame tablebases</source>
        <translation>Oyunsonu tabloları</translation>
    </message>
    <message>
        <source>Folders of Gaviota tables (*.gtb.cp4 and the like), separated by semicolons.</source>
        <translation>Gaviota tablolarının klasörleri (*.gtb.cp4 ve benzerleri), noktalı virgülle ayrılmış.</translation>
    </message>
    <message>
        <source>The 3-piece tables are not installed (Debian package gaviotatb).</source>
        <translation>3 taşlı tablolar kurulu değil (Debian paketi gaviotatb).</translation>
    </message>
    <message>
        <source>Opening book file</source>
        <translation>Açılış kitabı dosyası</translation>
    </message>
    <message>
        <source>Choose the opening book file</source>
        <translation>Açılış kitabı dosyasını seç</translation>
    </message>
    <message>
        <source>Tablebase folders</source>
        <translation>Oyunsonu tablosu klasörleri</translation>
    </message>
    <message>
        <source>Choose a tablebase folder</source>
        <translation>Bir oyunsonu tablosu klasörü seç</translation>
    </message>
    <message>
        <source>Choose an Opening Book</source>
        <translation>Açılış Kitabı Seç</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Polyglot kitapları (*.bin);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Choose a Tablebase Folder</source>
        <translation>Oyunsonu Tablosu Klasörü Seç</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoverageModel</name>
    <message>
        <source>Position</source>
        <translation>Pozisyon</translation>
    </message>
    <message>
        <source>Reply not answered</source>
        <translation>Yanıtsız hamle</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Pay</translation>
    </message>
    <message>
        <source>Their score</source>
        <translation>Rakibin skoru</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoveragePanel</name>
    <message>
        <source>Cancelled.</source>
        <translation>İptal edildi.</translation>
    </message>
    <message>
        <source>Finding the replies not answered in %1…</source>
        <translation>%1 içinde yanıtsız hamleler aranıyor…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n reply(s) not answered, over %2 positions where the opponent is to move.</source>
        <translation>
            <numerusform>%1: rakibin hamle sırası olan %2 pozisyonda %n yanıtsız hamle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Minimum games:</source>
        <translation>En az oyun:</translation>
    </message>
    <message>
        <source>Minimum share:</source>
        <translation>En az pay:</translation>
    </message>
    <message>
        <source>Find Missing Replies</source>
        <translation>Eksik yanıtları bul</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Double-click a row to show the position on the main board</source>
        <translation>Konumu ana tahtada göstermek için bir satıra çift tıklayın</translation>
    </message>
    <message>
        <source>The opponent&apos;s replies played in the current database that the repertoire does not answer.</source>
        <translation>Geçerli veritabanında oynanan ve repertuvarın yanıt vermediği rakip hamleleri.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CrosstableModel</name>
    <message numerus="yes">
        <source>%1 against %2: %n game(s), %3 points</source>
        <translation>
            <numerusform>%1 - %2: %n oyun, %3 puan</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseDocks</name>
    <message>
        <source>Clipboard</source>
        <translation>Pano</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games copied here are kept until Kibitz quits</source>
        <translation>Buraya kopyalanan oyunlar Kibitz kapanana dek saklanır</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>%1 kapat</translation>
    </message>
    <message>
        <source>the file is still being read</source>
        <translation>dosya hâlâ okunuyor</translation>
    </message>
    <message>
        <source>the file was changed by another program; open it again first</source>
        <translation>dosya başka bir program tarafından değiştirildi; önce yeniden açın</translation>
    </message>
    <message>
        <source>Wait until both databases are loaded.</source>
        <translation>Her iki veritabanı yüklenene dek bekleyin.</translation>
    </message>
    <message>
        <source>The games were not copied to %1: %2</source>
        <translation>Oyunlar %1 hedefine kopyalanmadı: %2</translation>
    </message>
    <message>
        <source>Moved %1 game(s) to %2</source>
        <translation>%1 oyun %2 hedefine taşındı</translation>
    </message>
    <message>
        <source>Copied %1 game(s) to %2</source>
        <translation>%1 oyun %2 hedefine kopyalandı</translation>
    </message>
    <message>
        <source>Wait until the database is loaded.</source>
        <translation>Veritabanı yüklenene dek bekleyin.</translation>
    </message>
    <message>
        <source>The games were not removed from %1: %2</source>
        <translation>Oyunlar %1 içinden kaldırılmadı: %2</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>&amp;Copy Selected Games To</source>
        <translation>Seçili oyunları &amp;kopyala</translation>
    </message>
    <message>
        <source>&amp;Move Selected Games To</source>
        <translation>Seçili oyunları &amp;taşı</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games…</source>
        <translation>Seçili oyunları &amp;sil…</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from the clipboard?</source>
        <translation>Seçili oyunlar (%1) panodan silinsin mi?</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from %2? The file is written again without them.</source>
        <translation>Seçili oyunlar (%1) %2 içinden silinsin mi? Dosya onlar olmadan yeniden yazılır.</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Oyunları sil</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Veritabanı</translation>
    </message>
    <message>
        <source>Open databases</source>
        <translation>Açık veritabanları</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>Açılış ağa&amp;cı</translation>
    </message>
    <message>
        <source>&amp;Game List</source>
        <translation>&amp;Oyun listesi</translation>
    </message>
    <message>
        <source>&amp;Search Games…</source>
        <translation>Oyun a&amp;ra…</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Süzgeci &amp;sıfırla</translation>
    </message>
    <message>
        <source>%1 (read-only: copy games to a PGN database to change them)</source>
        <translation>%1 (salt okunur: değiştirmek için oyunları bir PGN veritabanına kopyalayın)</translation>
    </message>
    <message>
        <source>Kibitz opens databases of other programs read-only; copy the games to a PGN database</source>
        <translation>Kibitz başka programların veritabanlarını salt okunur açar; oyunları bir PGN veritabanına kopyalayın</translation>
    </message>
    <message>
        <source>The games were not moved: %1</source>
        <translation>Oyunlar taşınmadı: %1</translation>
    </message>
    <message>
        <source>The games were not copied: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Oyunlar kopyalanmadı: %1 dizin önbelleği bozuktu. Dosya yeniden dizinleniyor; oyunları listelendiğinde tekrar deneyin.</translation>
    </message>
    <message>
        <source>The games were not removed: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Oyunlar kaldırılmadı: %1 dizin önbelleği bozuktu. Dosya yeniden dizinleniyor; oyunları listelendiğinde tekrar deneyin.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseJob</name>
    <message>
        <source>Stopped: the database&apos;s index cache was damaged. The file is being indexed again; try once its games are listed.</source>
        <translation>Durduruldu: veritabanının dizin önbelleği bozuktu. Dosya yeniden dizinleniyor; oyunları listelendiğinde tekrar deneyin.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseWatcher</name>
    <message>
        <source>%1 was removed or renamed by another program; its tab shows the games as they were.</source>
        <translation>%1 başka bir program tarafından silindi veya yeniden adlandırıldı; sekmesi oyunları oldukları gibi gösteriyor.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read. Reload keeps the game on the board and your changes to it.</source>
        <translation>%1 başka bir program tarafından değiştirildi; sekmesi oyunları okundukları gibi gösteriyor. Yeniden yükleme, tahtadaki oyunu ve onda yaptığınız değişiklikleri korur.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read.</source>
        <translation>%1 başka bir program tarafından değiştirildi; sekmesi oyunları okundukları gibi gösteriyor.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Yeniden Yükle</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n oyun</numerusform>
        </translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation>%1 yeniden yüklendi: %2.</translation>
    </message>
    <message>
        <source> Your changes to it are kept.</source>
        <translation> Üzerindeki değişiklikleriniz korundu.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is game %3 there now.</source>
        <translation>%1 yeniden yüklendi: %2. Tahtadaki oyun artık oradaki %3. oyun.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is no longer in it as it was read; Save offers to append it.</source>
        <translation>%1 yeniden yüklendi: %2. Tahtadaki oyun artık okunduğu haliyle orada değil; Kaydet onu sona eklemeyi önerecek.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierChart</name>
    <message>
        <source>Performance by year</source>
        <translation>Yıllara göre performans</translation>
    </message>
    <message>
        <source>Score by year</source>
        <translation>Yıllara göre puan</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>performans</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puan</translation>
    </message>
    <message>
        <source>opponents&apos; average</source>
        <translation>rakiplerin ortalaması</translation>
    </message>
    <message>
        <source>games</source>
        <translation>oyunlar</translation>
    </message>
    <message>
        <source>No dated games</source>
        <translation>Tarihli oyun yok</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Oyun yok</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} oyun</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 oyun</translation>
    </message>
    <message>
        <source>tallest bar: {} games</source>
        <translation>en yüksek çubuk: {} oyun</translation>
    </message>
    <message>
        <source>{} games without a year not shown</source>
        <translation>yılı olmayan {} oyun gösterilmiyor</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierGamesModel</name>
    <message>
        <source>White</source>
        <translation>Beyaz</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Siyah</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>A click opens the game on the board</source>
        <translation>Tıklama oyunu tahtada açar</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Renk</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rakip</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hamleler</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Etkinlik</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierJob</name>
    <message>
        <source>%1 cannot be searched: %2</source>
        <translation>%1 aranamıyor: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierPlayersModel</name>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n oyun)</numerusform>
        </translation>
    </message>
    <message>
        <source>Spellings with the same surname and first initial; uncheck those of someone else</source>
        <translation>Aynı soyadı ve baş harfli yazılışlar; başkasına ait olanların işaretini kaldırın</translation>
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
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanılan</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Berabere</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kaybedilen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>The player&apos;s score in the games with a result (a draw counts half)</source>
        <translation>Oyuncunun sonucu belli oyunlardaki puanı (beraberlik yarım sayılır)</translation>
    </message>
    <message>
        <source>Opponents&apos; average rating plus the FIDE rating difference for the score against them</source>
        <translation>Rakiplerin ortalama reytingi artı onlara karşı alınan puanın FIDE reyting farkı</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Hamle</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindow</name>
    <message>
        <source>No player in the open databases matches “%1”.</source>
        <translation>Açık veritabanlarında “%1” ile eşleşen oyuncu yok.</translation>
    </message>
    <message>
        <source>Reading the search index of the open databases (%1 of %2)…</source>
        <translation>Açık veritabanlarının arama dizini okunuyor (%1 / %2)…</translation>
    </message>
    <message numerus="yes">
        <source>%n database(s) searched</source>
        <translation>
            <numerusform>%n veritabanında arandı</numerusform>
        </translation>
    </message>
    <message>
        <source>Most recent games (a click opens the game)</source>
        <translation>En yeni oyunlar (tıklama oyunu açar)</translation>
    </message>
    <message>
        <source>By colour</source>
        <translation>Renge göre</translation>
    </message>
    <message>
        <source>By opponents&apos; rating</source>
        <translation>Rakiplerin reytingine göre</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>Yıllara göre</translation>
    </message>
    <message>
        <source>Moves of the first 12 plies</source>
        <translation>İlk 12 yarım hamle</translation>
    </message>
    <message>
        <source>ECO families</source>
        <translation>ECO aileleri</translation>
    </message>
    <message>
        <source>Longest games</source>
        <translation>En uzun oyunlar</translation>
    </message>
    <message>
        <source>Shortest games</source>
        <translation>En kısa oyunlar</translation>
    </message>
    <message>
        <source>No database is open: open a PGN file first.</source>
        <translation>Açık veritabanı yok: önce bir PGN dosyası açın.</translation>
    </message>
    <message>
        <source>Looking for “%1”…</source>
        <translation>“%1” aranıyor…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n oyun</numerusform>
        </translation>
    </message>
    <message>
        <source> · performance %1 against %2 on average</source>
        <translation> · ortalama %2 karşısında %1 performans</translation>
    </message>
    <message>
        <source> · own rating %1 on average</source>
        <translation> · kendi reytingi ortalama %1</translation>
    </message>
    <message>
        <source>As White: %1</source>
        <translation>Beyazla: %1</translation>
    </message>
    <message>
        <source>As Black: %1</source>
        <translation>Siyahla: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) where both players bear a chosen spelling are left out.</source>
        <translation>
            <numerusform>İki oyuncunun da seçili bir yazılışı taşıdığı %n oyun dışarıda bırakıldı.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score by opening as White</source>
        <translation>Beyazla açılışa göre puan</translation>
    </message>
    <message>
        <source>Score by opening as Black</source>
        <translation>Siyahla açılışa göre puan</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Beyaz</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Siyah</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Bilinmiyor</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Reytingsiz</translation>
    </message>
    <message>
        <source>No ECO</source>
        <translation>ECO yok</translation>
    </message>
    <message>
        <source>Type a player&apos;s name and press Enter: every open database is searched, case and accents ignored.</source>
        <translation>Bir oyuncunun adını yazıp Enter&apos;a basın: açık tüm veritabanları aranır, büyük/küçük harf ve aksanlar yok sayılır.</translation>
    </message>
    <message>
        <source>No games: check at least one spelling on the left.</source>
        <translation>Oyun yok: soldan en az bir yazılışı işaretleyin.</translation>
    </message>
    <message>
        <source>There is no dossier to export.</source>
        <translation>Dışa aktarılacak dosya yok.</translation>
    </message>
    <message>
        <source>There is no dossier to print.</source>
        <translation>Yazdırılacak dosya yok.</translation>
    </message>
    <message>
        <source>dossier</source>
        <translation>dosya</translation>
    </message>
    <message>
        <source>Print Dossier to PDF</source>
        <translation>Dosyayı PDF olarak yazdır</translation>
    </message>
    <message>
        <source>Export Dossier as HTML</source>
        <translation>Dosyayı HTML olarak dışa aktar</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF belgeleri (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Web sayfaları (*.html *.htm)</translation>
    </message>
    <message>
        <source>The dossier was not saved: %1</source>
        <translation>Dosya kaydedilmedi: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Kaydedildi: %1</translation>
    </message>
    <message>
        <source>Player Dossier</source>
        <translation>Oyuncu dosyası</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Oyuncu:</translation>
    </message>
    <message>
        <source>A name or part of it, e.g. Carlsen or carlsen, m</source>
        <translation>Bir ad ya da bir kısmı, örn. Carlsen ya da carlsen, m</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Bul</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>&amp;HTML olarak dışa aktar…</translation>
    </message>
    <message>
        <source>One self-contained web page with the charts and tables</source>
        <translation>Grafikleri ve tabloları içeren tek başına bir web sayfası</translation>
    </message>
    <message>
        <source>Print to P&amp;DF…</source>
        <translation>P&amp;DF olarak yazdır…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Genel bakış</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Sonuçlar</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Beyazla açılışlar</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Siyahla açılışlar</translation>
    </message>
    <message>
        <source>Longest and Shortest</source>
        <translation>En uzun ve en kısa</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Renk</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Yıl</translation>
    </message>
    <message>
        <source>Opponents&apos; rating</source>
        <translation>Rakiplerin reytingi</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Aile</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindows</name>
    <message>
        <source>Player &amp;Dossier…</source>
        <translation>Oyuncu &amp;dosyası…</translation>
    </message>
    <message>
        <source>A player&apos;s results, openings and games over the open databases</source>
        <translation>Bir oyuncunun açık veritabanlarındaki sonuçları, açılışları ve oyunları</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Pano</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadActions</name>
    <message>
        <source>Cannot download: %1</source>
        <translation>İndirilemiyor: %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Başlatılıyor…</translation>
    </message>
    <message>
        <source>Reading the games already in the file…</source>
        <translation>Dosyada zaten bulunan oyunlar okunuyor…</translation>
    </message>
    <message numerus="yes">
        <source>The site limits the rate: waiting %n second(s)…</source>
        <translation>
            <numerusform>Site istek sıklığını sınırlıyor: %n saniye bekleniyor…</numerusform>
        </translation>
    </message>
    <message>
        <source>Appending the new games to the file…</source>
        <translation>Yeni oyunlar dosyaya ekleniyor…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) received</source>
        <translation>
            <numerusform>%n oyun alındı</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading %1-%2: %3</source>
        <translation>%1-%2 indiriliyor: %3</translation>
    </message>
    <message>
        <source>Downloading: %1</source>
        <translation>İndiriliyor: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) appended to %1</source>
        <translation>
            <numerusform>%1 dosyasına %n yeni oyun eklendi</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 received, %2 already there).</source>
        <translation>(%1 alındı, %2 zaten vardı).</translation>
    </message>
    <message>
        <source>Cancelled: the complete games received were kept.</source>
        <translation>İptal edildi: eksiksiz alınan oyunlar korundu.</translation>
    </message>
    <message>
        <source>The transfer stopped early; download again for the rest.</source>
        <translation>Aktarım erken durdu; geri kalanı için yeniden indirin.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Hata: %1</translation>
    </message>
    <message>
        <source>Do&amp;wnload Games…</source>
        <translation>Oyunları &amp;indir…</translation>
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
        <translation>Hızlı</translation>
    </message>
    <message>
        <source>Classical</source>
        <translation>Klasik</translation>
    </message>
    <message>
        <source>Correspondence</source>
        <translation>Yazışmalı</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Günlük</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bitiş</translation>
    </message>
    <message>
        <source>lichess &amp;token:</source>
        <translation>lichess &amp;token:</translation>
    </message>
    <message>
        <source>&amp;Rated:</source>
        <translation>&amp;Derecelendirme:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Gözat…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>İ&amp;ndir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Download Games</source>
        <translation>Oyunları indir</translation>
    </message>
    <message>
        <source>user name on the site</source>
        <translation>sitedeki kullanıcı adı</translation>
    </message>
    <message>
        <source>Without a start date the download continues after the newest game of this user from this site already in the file.</source>
        <translation>Başlangıç tarihi verilmezse indirme, bu kullanıcının bu siteden dosyada zaten bulunan en yeni oyunundan sonra devam eder.</translation>
    </message>
    <message>
        <source>Rated and casual</source>
        <translation>Dereceli ve derecesiz</translation>
    </message>
    <message>
        <source>Rated only</source>
        <translation>Yalnızca dereceli</translation>
    </message>
    <message>
        <source>Casual only</source>
        <translation>Yalnızca derecesiz</translation>
    </message>
    <message>
        <source>optional: a personal API token raises lichess&apos;s rate limit</source>
        <translation>isteğe bağlı: kişisel bir API token&apos;ı lichess&apos;in istek sınırını yükseltir</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Kullanıcı:</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Site:</translation>
    </message>
    <message>
        <source>Dates (UTC):</source>
        <translation>Tarihler (UTC):</translation>
    </message>
    <message>
        <source>Speeds (none: all):</source>
        <translation>Tempolar (hiçbiri: tümü):</translation>
    </message>
    <message>
        <source>&amp;Append to:</source>
        <translation>&amp;Eklenecek dosya:</translation>
    </message>
    <message>
        <source>Append the Games to</source>
        <translation>Oyunların ekleneceği dosya</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN dosyaları (*.pgn)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DrillPanel</name>
    <message>
        <source>The repertoire changed: start the drill again.</source>
        <translation>Repertuvar değişti: alıştırmayı yeniden başlatın.</translation>
    </message>
    <message>
        <source>Answered: %1, wrong: %2</source>
        <translation>Yanıtlanan: %1, yanlış: %2</translation>
    </message>
    <message>
        <source>No card to drill in this mode now.</source>
        <translation>Bu kipte şu an çalışılacak kart yok.</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>Oturum bitti.</translation>
    </message>
    <message>
        <source>%1 — your move (a new card).</source>
        <translation>%1 — hamle sırası sizde (yeni kart).</translation>
    </message>
    <message>
        <source>%1 — your move.</source>
        <translation>%1 — hamle sırası sizde.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Doğru: %1.</translation>
    </message>
    <message>
        <source>Right: %1. The main move is %2.</source>
        <translation>Doğru: %1. Ana hamle %2.</translation>
    </message>
    <message>
        <source>Wrong: %1. Accepted: %2 (rated Again).</source>
        <translation>Yanlış: %1. Kabul edilenler: %2 (Tekrar olarak puanlandı).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Başlat</translation>
    </message>
    <message>
        <source>The progress was not saved: %1</source>
        <translation>İlerleme kaydedilmedi: %1</translation>
    </message>
    <message>
        <source>Cards due now</source>
        <translation>Şimdi sırası gelen kartlar</translation>
    </message>
    <message>
        <source>One chapter in order</source>
        <translation>Bir bölüm sırayla</translation>
    </message>
    <message>
        <source>Practice (no rescheduling)</source>
        <translation>Pratik (yeniden planlama yok)</translation>
    </message>
    <message>
        <source>Rate by time</source>
        <translation>Süreye göre puanla</translation>
    </message>
    <message>
        <source>Rate right answers by the time taken: Easy under 4 s, Good under 15 s, else Hard</source>
        <translation>Doğru yanıtları geçen süreye göre puanla: 4 sn altı Kolay, 15 sn altı İyi, değilse Zor</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Tekrar</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>İyi</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Devam</translation>
    </message>
    <message>
        <source>Choose a mode and press Start. You play the repertoire&apos;s side.</source>
        <translation>Bir kip seçip Başlat&apos;a basın. Repertuvarın tarafını siz oynarsınız.</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Başlangıç pozisyonu</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DueChart</name>
    <message>
        <source>days from today</source>
        <translation>bugünden itibaren gün</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoLibrary</name>
    <message>
        <source>Cannot open the opening table %1: %2</source>
        <translation>%1 açılış tablosu açılamıyor: %2</translation>
    </message>
    <message>
        <source>%1 contains no opening lines that could be read</source>
        <translation>%1 okunabilir hiçbir açılış varyantı içermiyor</translation>
    </message>
    <message>
        <source>No opening table file was chosen</source>
        <translation>Açılış tablosu dosyası seçilmedi</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoSettingsSection</name>
    <message>
        <source>Browse…</source>
        <translation>Gözat…</translation>
    </message>
    <message>
        <source>Built-in table (pgn-extract&apos;s eco.pgn)</source>
        <translation>Yerleşik tablo (pgn-extract&apos;in eco.pgn dosyası)</translation>
    </message>
    <message>
        <source>Scid&apos;s table with extended codes such as B90k</source>
        <translation>B90k gibi genişletilmiş kodlarla Scid tablosu</translation>
    </message>
    <message>
        <source>Table from a file (eco.pgn or .eco format):</source>
        <translation>Dosyadan tablo (eco.pgn veya .eco biçimi):</translation>
    </message>
    <message>
        <source>Opening table file</source>
        <translation>Açılış tablosu dosyası</translation>
    </message>
    <message>
        <source>Choose the opening table file</source>
        <translation>Açılış tablosu dosyasını seç</translation>
    </message>
    <message>
        <source>Scid&apos;s table is not installed (Debian package scid-data).</source>
        <translation>Scid tablosu kurulu değil (Debian paketi scid-data).</translation>
    </message>
    <message>
        <source>Opening Table</source>
        <translation>Açılış Tablosu</translation>
    </message>
    <message>
        <source>Opening tables (*.pgn *.eco);;All files (*)</source>
        <translation>Açılış tabloları (*.pgn *.eco);;Tüm dosyalar (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineLinesModel</name>
    <message>
        <source>Depth %1: %2</source>
        <translation>Derinlik %1: %2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Varyant</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineSettings</name>
    <message>
        <source>Browse…</source>
        <translation>Gözat…</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Motor Ekle</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Kaldır</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Harici motorlar</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Motor adı</translation>
    </message>
    <message>
        <source>Name, e.g. Stockfish</source>
        <translation>Ad, ör. Stockfish</translation>
    </message>
    <message>
        <source>Engine executable</source>
        <translation>Motorun çalıştırılabilir dosyası</translation>
    </message>
    <message>
        <source>Executable, e.g. /usr/games/stockfish</source>
        <translation>Çalıştırılabilir dosya, ör. /usr/games/stockfish</translation>
    </message>
    <message>
        <source>Browse for an engine executable</source>
        <translation>Motorun çalıştırılabilir dosyasını bul</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>Motor ekle</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>Motoru kaldır</translation>
    </message>
    <message>
        <source>Engine for analysis</source>
        <translation>Analiz için motor</translation>
    </message>
    <message>
        <source>Engine for auto move</source>
        <translation>Otomatik hamle için motor</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Ad:</translation>
    </message>
    <message>
        <source>Executable:</source>
        <translation>Çalıştırılabilir dosya:</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>Analiz motoru:</translation>
    </message>
    <message>
        <source>Auto move engine:</source>
        <translation>Otomatik hamle motoru:</translation>
    </message>
    <message>
        <source>Give the engine a name.</source>
        <translation>Motora bir ad verin.</translation>
    </message>
    <message>
        <source>There is already an engine named “%1”.</source>
        <translation>“%1” adlı bir motor zaten var.</translation>
    </message>
    <message>
        <source>“%1” is not an executable file.</source>
        <translation>“%1” çalıştırılabilir bir dosya değil.</translation>
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
        <translation>Otomatik algıla</translation>
    </message>
    <message>
        <source>Find Options</source>
        <translation>Seçenekleri Bul</translation>
    </message>
    <message>
        <source>Engine protocol</source>
        <translation>Motor protokolü</translation>
    </message>
    <message>
        <source>Find the engine&apos;s protocol and options</source>
        <translation>Motorun protokolünü ve seçeneklerini bul</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>Motor seçenekleri</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>Harici motorlar:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protokol:</translation>
    </message>
    <message>
        <source>Asking %1 for its protocol and options…</source>
        <translation>%1 motorunun protokolü ve seçenekleri soruluyor…</translation>
    </message>
    <message>
        <source>Choose an Engine</source>
        <translation>Bir Motor Seçin</translation>
    </message>
    <message>
        <source>Select an engine to see its options.</source>
        <translation>Seçeneklerini görmek için bir motor seçin.</translation>
    </message>
    <message>
        <source>The protocol and options of %1 are not known yet: press Find Options.</source>
        <translation>%1 motorunun protokolü ve seçenekleri henüz bilinmiyor: Seçenekleri Bul düğmesine basın.</translation>
    </message>
    <message numerus="yes">
        <source>%1 speaks %2 and has %n option(s).</source>
        <translation>
            <numerusform>%1, %2 protokolünü kullanıyor ve %n seçeneği var.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ErrorText</name>
    <message>
        <source>The FEN is empty</source>
        <translation>FEN boş</translation>
    </message>
    <message>
        <source>The FEN has missing fields</source>
        <translation>FEN&apos;de eksik alanlar var</translation>
    </message>
    <message>
        <source>The FEN has too many fields: &apos;%1&apos;</source>
        <translation>FEN&apos;de fazla alan var: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The board must have 8 ranks</source>
        <translation>Tahtada 8 yatay sıra olmalı</translation>
    </message>
    <message>
        <source>A rank has more than 8 squares</source>
        <translation>Bir yatay sırada 8&apos;den fazla kare var</translation>
    </message>
    <message>
        <source>A rank has fewer than 8 squares</source>
        <translation>Bir yatay sırada 8&apos;den az kare var</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter or digit</source>
        <translation>&apos;%1&apos; bir taş harfi veya rakam değil</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>Hamle sırası &apos;%1&apos; değil, &apos;w&apos; veya &apos;b&apos; olmalı</translation>
    </message>
    <message>
        <source>Invalid castling rights: &apos;%1&apos;</source>
        <translation>Geçersiz rok hakları: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The en-passant field must be &apos;-&apos; or a square, not &apos;%1&apos;</source>
        <translation>Geçerken alma alanı &apos;%1&apos; değil, &apos;-&apos; veya bir kare olmalı</translation>
    </message>
    <message>
        <source>The halfmove clock must be a number of at least 0, not &apos;%1&apos;</source>
        <translation>Yarım hamle sayacı &apos;%1&apos; değil, en az 0 olan bir sayı olmalı</translation>
    </message>
    <message>
        <source>The move number must be at least 1, not &apos;%1&apos;</source>
        <translation>Hamle numarası &apos;%1&apos; değil, en az 1 olmalı</translation>
    </message>
    <message>
        <source>A king is missing</source>
        <translation>Bir şah eksik</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>Beyazın şahı yok</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>Siyahın şahı yok</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings</source>
        <translation>
            <numerusform>Beyazın %n şahı var</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings</source>
        <translation>
            <numerusform>Siyahın %n şahı var</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one king</source>
        <translation>Birden fazla şah</translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank</source>
        <translation>Birinci veya son yatay sırada bir piyon var</translation>
    </message>
    <message>
        <source>Pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>%1 karesinde piyon: piyonlar birinci veya son yatay sırada duramaz</translation>
    </message>
    <message>
        <source>The side not to move is in check</source>
        <translation>Hamle sırası olmayan tarafa şah çekilmiş</translation>
    </message>
    <message>
        <source>Impossible check: more than two pieces give check</source>
        <translation>İmkânsız şah: ikiden fazla taş şah çekiyor</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; without the king and rook on their squares</source>
        <translation>Şah ve kale yerlerinde değilken &apos;%1&apos; rok hakkı</translation>
    </message>
    <message>
        <source>No pawn can be captured en passant on %1</source>
        <translation>%1 karesinde geçerken alınabilecek bir piyon yok</translation>
    </message>
    <message>
        <source>An impossible castling right was dropped</source>
        <translation>İmkânsız bir rok hakkı kaldırıldı</translation>
    </message>
    <message>
        <source>An impossible en-passant square was dropped</source>
        <translation>İmkânsız bir geçerken alma karesi kaldırıldı</translation>
    </message>
    <message>
        <source>Missing move counters were filled in</source>
        <translation>Eksik hamle sayaçları dolduruldu</translation>
    </message>
    <message>
        <source>this is not a move</source>
        <translation>bu bir hamle değil</translation>
    </message>
    <message>
        <source>not written in standard notation</source>
        <translation>standart notasyonla yazılmamış</translation>
    </message>
    <message>
        <source>no right to castle short</source>
        <translation>kısa rok hakkı yok</translation>
    </message>
    <message>
        <source>no right to castle long</source>
        <translation>uzun rok hakkı yok</translation>
    </message>
    <message>
        <source>you cannot castle out of check</source>
        <translation>şah çekilmişken rok yapılamaz</translation>
    </message>
    <message>
        <source>castling is blocked or passes through an attacked square</source>
        <translation>rok engellenmiş ya da saldırı altındaki bir kareden geçiyor</translation>
    </message>
    <message>
        <source>there is no piece of the side to move on %1</source>
        <translation>%1 karesinde hamle sırası olan tarafın taşı yok</translation>
    </message>
    <message>
        <source>the king is not on %1</source>
        <translation>şah %1 karesinde değil</translation>
    </message>
    <message>
        <source>only pawns promote</source>
        <translation>yalnızca piyonlar terfi eder</translation>
    </message>
    <message>
        <source>the king cannot reach %1</source>
        <translation>şah %1 karesine gidemez</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>şah %1 karesinde saldırı altında kalır</translation>
    </message>
    <message>
        <source>%1 is occupied by your own piece</source>
        <translation>%1 karesinde kendi taşınız var</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank promotes</source>
        <translation>yalnızca son yatay sıraya ulaşan piyon terfi eder</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>%1 karesinde alınacak taş yok</translation>
    </message>
    <message>
        <source>no pawn can reach %1</source>
        <translation>hiçbir piyon %1 karesine gidemez</translation>
    </message>
    <message>
        <source>no knight can reach %1</source>
        <translation>hiçbir at %1 karesine gidemez</translation>
    </message>
    <message>
        <source>no bishop can reach %1</source>
        <translation>hiçbir fil %1 karesine gidemez</translation>
    </message>
    <message>
        <source>no rook can reach %1</source>
        <translation>hiçbir kale %1 karesine gidemez</translation>
    </message>
    <message>
        <source>no queen can reach %1</source>
        <translation>hiçbir vezir %1 karesine gidemez</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>şahı savuşturmuyor</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>şahı tehdit altında bırakır</translation>
    </message>
    <message>
        <source>several moves match</source>
        <translation>birden fazla hamle eşleşiyor</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>Hamle değil: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>Kural dışı hamle: %1</translation>
    </message>
    <message>
        <source>Illegal move: %1 — %2</source>
        <translation>Kural dışı hamle: %1 — %2</translation>
    </message>
    <message>
        <source>Ambiguous: %1</source>
        <translation>Belirsiz: %1</translation>
    </message>
    <message>
        <source>Ambiguous: %1 or %2?</source>
        <translation>Belirsiz: %1 mi, %2 mi?</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>hamle değil</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>kural dışı hamle</translation>
    </message>
    <message>
        <source>ambiguous move</source>
        <translation>belirsiz hamle</translation>
    </message>
    <message>
        <source>unreadable tag line, skipped</source>
        <translation>okunamayan etiket satırı atlandı</translation>
    </message>
    <message>
        <source>invalid FEN tag, the moves were skipped</source>
        <translation>geçersiz FEN etiketi, hamleler atlandı</translation>
    </message>
    <message>
        <source>unsupported chess variant, the game was skipped</source>
        <translation>desteklenmeyen satranç türü, oyun atlandı</translation>
    </message>
    <message>
        <source>a comment is not closed</source>
        <translation>bir yorum kapatılmamış</translation>
    </message>
    <message>
        <source>unexpected text</source>
        <translation>beklenmeyen metin</translation>
    </message>
    <message>
        <source>a variation is not closed</source>
        <translation>bir varyant kapatılmamış</translation>
    </message>
    <message>
        <source>null move while in check</source>
        <translation>şah altındayken boş hamle</translation>
    </message>
    <message>
        <source>%1 — could be %2 or %3</source>
        <translation>%1 — %2 veya %3 olabilir</translation>
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
        <translation>%1: oyun %2: %3</translation>
    </message>
    <message>
        <source>%1: game %2, move %3: %4</source>
        <translation>%1: oyun %2, hamle %3: %4</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move</source>
        <translation>Siyaha şah çekilmiş ama hamle sırası Beyazda</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move</source>
        <translation>Beyaza şah çekilmiş ama hamle sırası Siyahta</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ExchangeActions</name>
    <message>
        <source>Writing the SCID database…</source>
        <translation>SCID veritabanı yazılıyor…</translation>
    </message>
    <message>
        <source>The SCID database was not written: %1</source>
        <translation>SCID veritabanı yazılmadı: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n game(s) to the SCID database; %1 not written, %2 changed.</source>
        <translation>
            <numerusform>SCID veritabanına %n oyun yazıldı; %1 yazılmadı, %2 değişti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as SCID Database</source>
        <translation>SCID veritabanı olarak kaydet</translation>
    </message>
    <message>
        <source>The databases were not merged: %1</source>
        <translation>Veritabanları birleştirilmedi: %1</translation>
    </message>
    <message numerus="yes">
        <source>Merged %n game(s); %1 duplicates dropped.</source>
        <translation>
            <numerusform>%n oyun birleştirildi; %1 yinelenen oyun atlandı.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Veritabanlarını birleştir</translation>
    </message>
    <message>
        <source>Open a database and wait until its games are listed.</source>
        <translation>Bir veritabanı açın ve oyunları listelenene dek bekleyin.</translation>
    </message>
    <message>
        <source>SCID databases (*.si4)</source>
        <translation>SCID veritabanları (*.si4)</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>İptal edildi; hiçbir şey yazılmadı.</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>Veritabanları</translation>
    </message>
    <message>
        <source>&amp;Merge Databases…</source>
        <translation>Veritabanlarını &amp;birleştir…</translation>
    </message>
    <message>
        <source>Save as SC&amp;ID Database…</source>
        <translation>SCID veritabanı olarak &amp;kaydet…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FileActions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Son Kullanılanlar</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Kaydedilmemiş Değişiklikler</translation>
    </message>
    <message>
        <source>The current game has unsaved changes. Save them first?</source>
        <translation>Geçerli oyunda kaydedilmemiş değişiklikler var. Önce kaydedilsin mi?</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>PGN Dosyası Aç</translation>
    </message>
    <message>
        <source>%1 holds %2 games; showing the first.</source>
        <translation>%1 içinde %2 oyun var; ilki gösteriliyor.</translation>
    </message>
    <message>
        <source>%1 holds several games; showing the first.</source>
        <translation>%1 içinde birden çok oyun var; ilki gösteriliyor.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (ve %n hata daha)</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was read up to an error: %1%2</source>
        <translation>Oyun bir hataya kadar okundu: %1%2</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN kopyalandı</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN kopyalandı</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>Yapıştırılan oyun</translation>
    </message>
    <message>
        <source>New to Kibitz? The sample games are famous games to step through, search and analyse.</source>
        <translation>Kibitz&apos;e yeni mi başladınız? Örnek oyunlar; adım adım izlenecek, aranacak ve çözümlenecek ünlü oyunlardır.</translation>
    </message>
    <message>
        <source>Open Sample Games</source>
        <translation>Örnek Oyunları Aç</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Veritabanları (*.pgn *.si4 *.cbh);;PGN dosyaları (*.pgn);;SCID veritabanları (*.si4);;ChessBase veritabanları (*.cbh);;Tüm dosyalar (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FinishedGamesModel</name>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tur</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Beyaz</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Siyah</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Nasıl bitti</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameAnnotator</name>
    <message>
        <source>A&amp;nnotate Game…</source>
        <translation>Oyunu &amp;yorumla…</translation>
    </message>
    <message>
        <source>Evaluates every move with an engine and marks inaccuracies, mistakes and blunders</source>
        <translation>Her hamleyi bir motorla değerlendirir; yanlışlıkları, hataları ve büyük hataları işaretler</translation>
    </message>
    <message>
        <source>Annotating…</source>
        <translation>Yorumlanıyor…</translation>
    </message>
    <message>
        <source>Annotation progress</source>
        <translation>Yorumlama ilerlemesi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Stops the annotation; the moves evaluated so far are annotated (one Undo removes them)</source>
        <translation>Yorumlamayı durdurur; şimdiye kadar değerlendirilen hamleler yorumlanır (tek bir Geri Al bunları kaldırır)</translation>
    </message>
    <message>
        <source>The game has no moves to annotate.</source>
        <translation>Oyunda yorumlanacak hamle yok.</translation>
    </message>
    <message>
        <source>The engine %1 is no longer configured (Settings › Engines).</source>
        <translation>%1 motoru artık yapılandırılmış değil (Ayarlar › Motorlar).</translation>
    </message>
    <message>
        <source>%1 of %2 positions evaluated</source>
        <translation>%2 konumdan %1 tanesi değerlendirildi</translation>
    </message>
    <message>
        <source>The annotation was not written: %1.</source>
        <translation>Yorum yazılmadı: %1.</translation>
    </message>
    <message>
        <source>Annotate game</source>
        <translation>Oyunu yorumla</translation>
    </message>
    <message>
        <source>%1 The moves evaluated before were annotated.</source>
        <translation>%1 Öncesinde değerlendirilen hamleler yorumlandı.</translation>
    </message>
    <message>
        <source>Annotation cancelled; the moves evaluated so far were annotated.</source>
        <translation>Yorumlama iptal edildi; şimdiye kadar değerlendirilen hamleler yorumlandı.</translation>
    </message>
    <message>
        <source>Annotation cancelled before any move was evaluated.</source>
        <translation>Yorumlama, hiçbir hamle değerlendirilmeden iptal edildi.</translation>
    </message>
    <message>
        <source>Annotated: %1 moves marked, %2 better lines added.</source>
        <translation>Yorumlandı: %1 hamle işaretlendi, %2 daha iyi varyant eklendi.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckModel</name>
    <message>
        <source>player left</source>
        <translation>oyuncu çıktı</translation>
    </message>
    <message>
        <source>opponent left</source>
        <translation>rakip çıktı</translation>
    </message>
    <message>
        <source>in book</source>
        <translation>kitapta</translation>
    </message>
    <message>
        <source>not in repertoire</source>
        <translation>repertuvarda yok</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Beyaz</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Siyah</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Left the repertoire</source>
        <translation>Repertuvardan çıkış</translation>
    </message>
    <message>
        <source>Move played</source>
        <translation>Oynanan hamle</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Beklenen</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckPanel</name>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Önce oyuncunun adını yazın.</translation>
    </message>
    <message>
        <source>Checking the games in %1…</source>
        <translation>%1 içindeki oyunlar denetleniyor…</translation>
    </message>
    <message>
        <source>%1: %2 games. The player left the repertoire in %3, the opponent in %4; in book to the end: %5.</source>
        <translation>%1: %2 oyun. Oyuncu %3 oyunda, rakip %4 oyunda repertuvardan çıktı; sonuna kadar kitapta: %5.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Oyuncu:</translation>
    </message>
    <message>
        <source>Name as in the games; several spellings separated by ;</source>
        <translation>Oyunlardaki gibi ad; birden çok yazım ; ile ayrılır</translation>
    </message>
    <message>
        <source>Check My Games</source>
        <translation>Oyunlarımı denetle</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Double-click a row to open the game at that move on the main board</source>
        <translation>Oyunu o hamlede ana tahtada açmak için bir satıra çift tıklayın</translation>
    </message>
    <message>
        <source>Where the player&apos;s games in the current database left the repertoire, and who left it.</source>
        <translation>Oyuncunun geçerli veritabanındaki oyunlarının repertuvardan nerede ve kimin yüzünden çıktığı.</translation>
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
        <translation>Tarih</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Beyaz</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Siyah</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Etkinlik</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Yer</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Tur</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Beyaz Elo</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Siyah Elo</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Yarım hamle</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varyant</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameController</name>
    <message>
        <source>Replace continuation with %1</source>
        <translation>Devamı %1 ile değiştir</translation>
    </message>
    <message>
        <source>New variation %1</source>
        <translation>Yeni varyant %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Hamle %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Yorumu düzenle</translation>
    </message>
    <message>
        <source>Annotate move</source>
        <translation>Hamleyi işaretle</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>İşaretleri kaldır</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Varyantı yükselt</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Varyantı sil</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Buradan itibaren hamleleri sil</translation>
    </message>
    <message>
        <source>Edit game information</source>
        <translation>Oyun bilgilerini düzenle</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 açılamıyor: %2</translation>
    </message>
    <message>
        <source>%1 contains no games.</source>
        <translation>%1 hiç oyun içermiyor.</translation>
    </message>
    <message>
        <source>Game %1 of %2 could not be read.</source>
        <translation>%1 / %2 numaralı oyun okunamadı.</translation>
    </message>
    <message>
        <source>The clipboard is empty.</source>
        <translation>Pano boş.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>Geçerli bir FEN değil: %1</translation>
    </message>
    <message>
        <source>The clipboard holds neither a PGN game nor a FEN.</source>
        <translation>Panoda ne PGN oyunu ne de FEN var.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 kaydedilemedi: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameGraphView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 sn</translation>
    </message>
    <message>
        <source>No evaluations in this game. Game › Annotate Game… adds them.</source>
        <translation>Bu oyunda değerlendirme yok. Oyun › Oyunu yorumla… bunları ekler.</translation>
    </message>
    <message>
        <source>No clock times ([%clk]) in this game.</source>
        <translation>Bu oyunda saat süresi ([%clk]) yok.</translation>
    </message>
    <message>
        <source>No times per move ([%emt], or clock times with a time control) in this game.</source>
        <translation>Bu oyunda hamle başına süre ([%emt] ya da süre kontrollü saat süreleri) yok.</translation>
    </message>
    <message>
        <source>(inaccuracy)</source>
        <translation>(kusur)</translation>
    </message>
    <message>
        <source>(mistake)</source>
        <translation>(hata)</translation>
    </message>
    <message>
        <source>(blunder)</source>
        <translation>(büyük hata)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 kaldı</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>%1 harcandı</translation>
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
        <translation>Tur %1</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Kurulmuş pozisyon</translation>
    </message>
    <message>
        <source>Game information</source>
        <translation>Oyun bilgileri</translation>
    </message>
    <message>
        <source>Players and result</source>
        <translation>Oyuncular ve sonuç</translation>
    </message>
    <message>
        <source>Event, site, round and date</source>
        <translation>Etkinlik, yer, tur ve tarih</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Açılış</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListModel</name>
    <message>
        <source>Game %1 has errors in its headers or moves</source>
        <translation>%1 numaralı oyunun etiketlerinde veya hamlelerinde hata var</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListPanel</name>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 / %2 oyun</translation>
    </message>
    <message>
        <source>Opened from the index cache.</source>
        <translation>Dizin önbelleğinden açıldı.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have errors (hover a row for details).</source>
        <translation>
            <numerusform>%n oyunda hata var (ayrıntılar için imleci bir satırın üzerinde tutun).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading cancelled: only the first %Ln game(s) are listed.</source>
        <translation>
            <numerusform>Yükleme iptal edildi: yalnızca ilk %Ln oyun listelendi.</numerusform>
        </translation>
    </message>
    <message>
        <source>The index could not be cached (%1); the next opening will index the file again.</source>
        <translation>Dizin önbelleğe alınamadı (%1); dosya bir sonraki açılışta yeniden dizinlenecek.</translation>
    </message>
    <message>
        <source>Games — %1</source>
        <translation>Oyunlar — %1</translation>
    </message>
    <message>
        <source>%1 games so far…</source>
        <translation>Şimdiye dek %1 oyun…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 oyun</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>Filter by player, event, ECO or year</source>
        <translation>Oyuncu, etkinlik, ECO veya yıla göre süz</translation>
    </message>
    <message>
        <source>Case-insensitive; several words must all match</source>
        <translation>Büyük/küçük harf duyarsız; birden çok sözcük varsa hepsi eşleşmeli</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Oyunları süz</translation>
    </message>
    <message>
        <source>Enter or a double click opens the selected game</source>
        <translation>Enter veya çift tıklama seçili oyunu açar</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Oyun sayısı</translation>
    </message>
    <message>
        <source>Loading status</source>
        <translation>Yükleme durumu</translation>
    </message>
    <message>
        <source>Indexing… %p%</source>
        <translation>Dizinleniyor… %p%</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Dizinleme ilerlemesi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>&amp;Ara…</translation>
    </message>
    <message>
        <source>Search by players, ratings, dates, result, ECO, position or material</source>
        <translation>Oyuncu, puan, tarih, sonuç, ECO, konum veya malzemeye göre ara</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Süzgeci &amp;sıfırla</translation>
    </message>
    <message>
        <source>Shows every game of the file again</source>
        <translation>Dosyanın tüm oyunlarını yeniden gösterir</translation>
    </message>
    <message>
        <source>Sorting and filtering…</source>
        <translation>Sıralanıyor ve süzülüyor…</translation>
    </message>
    <message>
        <source>Default Columns</source>
        <translation>Varsayılan Sütunlar</translation>
    </message>
    <message>
        <source>Read-only: games are copied out of it, not saved into it.</source>
        <translation>Salt okunur: oyunlar buradan kopyalanır, buraya kaydedilmez.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the database could not be read completely (hover here for details).</source>
        <translation>
            <numerusform>Veritabanının %n oyunu tam okunamadı (ayrıntılar için fareyi buraya getirin).</numerusform>
        </translation>
    </message>
    <message>
        <source>The index cache was damaged: the file was indexed again.</source>
        <translation>Dizin önbelleği bozuktu: dosya yeniden dizinlendi.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameLocation</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 kaydedilemedi: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameSaver</name>
    <message>
        <source>Save Game</source>
        <translation>Oyunu Kaydet</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN dosyaları (*.pgn);;Tüm dosyalar (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 already contains %n game(s).</source>
        <translation>
            <numerusform>%1 zaten %n oyun içeriyor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Append as New Game</source>
        <translation>Yeni Oyun Olarak Ekle</translation>
    </message>
    <message>
        <source>Replace This Game</source>
        <translation>Bu Oyunun Yerine Yaz</translation>
    </message>
    <message>
        <source>Game appended to %1</source>
        <translation>Oyun %1 dosyasına eklendi</translation>
    </message>
    <message>
        <source>Game replaced in %1</source>
        <translation>%1 içindeki oyun değiştirildi</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 kaydedildi</translation>
    </message>
    <message>
        <source>%1 already contains several games.</source>
        <translation>%1 zaten birden çok oyun içeriyor.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 kaydediliyor…</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the game was read, so the game was not replaced (nothing was written).</source>
        <translation>%1, oyun okunduktan sonra başka bir program tarafından değiştirildi; bu yüzden oyunun yerine yazılmadı (hiçbir şey yazılmadı).</translation>
    </message>
    <message>
        <source>&amp;Reload and Retry</source>
        <translation>&amp;Yeniden Yükle ve Tekrar Dene</translation>
    </message>
    <message>
        <source>Finds the game in the file as it is now and replaces it there</source>
        <translation>Oyunu dosyanın şimdiki halinde bulur ve orada yerine yazar</translation>
    </message>
    <message>
        <source>&amp;Append as New Game</source>
        <translation>Yeni Oyun Olarak &amp;Ekle</translation>
    </message>
    <message>
        <source>Save to Another &amp;File…</source>
        <translation>&amp;Başka Dosyaya Kaydet…</translation>
    </message>
    <message>
        <source>The game is no longer in %1 as it was read (another program changed or removed it there), so there is nothing to replace. Append it as a new game, or save it to another file.</source>
        <translation>Oyun artık %1 içinde okunduğu haliyle yok (başka bir program onu orada değiştirdi veya sildi), bu yüzden yerine yazılacak bir şey yok. Yeni bir oyun olarak ekleyin veya başka bir dosyaya kaydedin.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GraphDock</name>
    <message>
        <source>Game Graphs</source>
        <translation>Oyun Grafikleri</translation>
    </message>
    <message>
        <source>Game &amp;Graphs</source>
        <translation>Oyun &amp;Grafikleri</translation>
    </message>
    <message>
        <source>Show the evaluation and clock graphs of the game (Ctrl+Shift+G)</source>
        <translation>Oyunun değerlendirme ve saat grafiklerini göster (Ctrl+Shift+G)</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Değerlendirme</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Saat</translation>
    </message>
    <message>
        <source>Time per Move</source>
        <translation>Hamle Başına Süre</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Değerlendirme grafiği</translation>
    </message>
    <message>
        <source>Clock graph</source>
        <translation>Saat grafiği</translation>
    </message>
    <message>
        <source>Time per move graph</source>
        <translation>Hamle başına süre grafiği</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::IndexLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 açılamıyor: %2</translation>
    </message>
    <message>
        <source>its games could not be converted: %1</source>
        <translation>oyunları dönüştürülemedi: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LanguageManager</name>
    <message>
        <source>&amp;Language</source>
        <translation>D&amp;il</translation>
    </message>
    <message>
        <source>Choose the language of the user interface</source>
        <translation>Kullanıcı arayüzünün dilini seçin</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Sistem varsayılanı (%1)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LiveBoard</name>
    <message>
        <source>Round %1.%2 · game %3</source>
        <translation>Tur %1.%2 · oyun %3</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Hamle %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>Hamleler</translation>
    </message>
    <message>
        <source>Engine is thinking…</source>
        <translation>Motor düşünüyor…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Yeni oyun</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Not a valid position: %1</source>
        <translation>Geçerli bir pozisyon değil: %1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Kibitz Hakkında</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A PGN database and analysis tool.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;PGN veritabanı ve analiz aracı.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Engine is thinking</source>
        <translation>Motor düşünüyor</translation>
    </message>
    <message>
        <source>Keyboard on the board: arrows move the cursor, Enter or Space picks up and drops, Esc gives the arrows back to the game</source>
        <translation>Tahtada klavye: oklar imleci hareket ettirir, Enter veya Boşluk taşı alır ve bırakır, Esc okları oyuna geri verir</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Motorlar</translation>
    </message>
    <message>
        <source>Describe &amp;Position</source>
        <translation>&amp;Pozisyonu Anlat</translation>
    </message>
    <message>
        <source>Lists the pieces of both sides (spoken when speech output is available)</source>
        <translation>Her iki tarafın taşlarını listeler (sesli çıkış varsa seslendirir)</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Konuşma</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Oyun durumu</translation>
    </message>
    <message>
        <source>Type a &amp;Move</source>
        <translation>&amp;Hamle Yaz</translation>
    </message>
    <message>
        <source>Puts the keyboard focus into the move entry (Ctrl+L)</source>
        <translation>Klavye odağını hamle giriş alanına taşır (Ctrl+L)</translation>
    </message>
    <message>
        <source>Opening table not changed: %1</source>
        <translation>Açılış tablosu değiştirilmedi: %1</translation>
    </message>
    <message numerus="yes">
        <source>The opening table was loaded without %n line(s) it could not read.</source>
        <translation>
            <numerusform>Açılış tablosu, okunamayan %n satır dışarıda bırakılarak yüklendi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Açılışlar</translation>
    </message>
    <message>
        <source>Book and Tablebases</source>
        <translation>Kitap ve Oyunsonu Tabloları</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Kareyi İşaretle</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Ok Çiz</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (ve %n tane daha)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %n files, each in its own tab of the game list.</source>
        <translation>
            <numerusform>%n dosya açıldı; her biri oyun listesinde kendi sekmesinde.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MergeDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ekle…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Kaldır</translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Veritabanlarını birleştir</translation>
    </message>
    <message>
        <source>Databases to merge</source>
        <translation>Birleştirilecek veritabanları</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Gözat…</translation>
    </message>
    <message>
        <source>Merged database</source>
        <translation>Birleştirilmiş veritabanı</translation>
    </message>
    <message>
        <source>merged.pgn, or a SCID database (.si4)</source>
        <translation>birlesik.pgn ya da bir SCID veritabanı (.si4)</translation>
    </message>
    <message>
        <source>Keep every game</source>
        <translation>Her oyunu koru</translation>
    </message>
    <message>
        <source>Drop games with the same moves</source>
        <translation>Aynı hamleli oyunları atla</translation>
    </message>
    <message>
        <source>Drop games with the same moves, players and date</source>
        <translation>Aynı hamleli, aynı oyunculu ve aynı tarihli oyunları atla</translation>
    </message>
    <message>
        <source>&amp;Databases, in order:</source>
        <translation>&amp;Veritabanları, sırayla:</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>Şuraya &amp;yaz:</translation>
    </message>
    <message>
        <source>D&amp;uplicates:</source>
        <translation>&amp;Yinelenenler:</translation>
    </message>
    <message>
        <source>Databases to Merge</source>
        <translation>Birleştirilecek veritabanları</translation>
    </message>
    <message>
        <source>Merged Database</source>
        <translation>Birleştirilmiş veritabanı</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;SCID databases (*.si4)</source>
        <translation>PGN dosyaları (*.pgn);;SCID veritabanları (*.si4)</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Veritabanları (*.pgn *.si4 *.cbh);;PGN dosyaları (*.pgn);;SCID veritabanları (*.si4);;ChessBase veritabanları (*.cbh);;Tüm dosyalar (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Mesajı kapat</translation>
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
        <translation>Boş hamle</translation>
    </message>
    <message>
        <source>Short castling</source>
        <translation>Kısa rok</translation>
    </message>
    <message>
        <source>Long castling</source>
        <translation>Uzun rok</translation>
    </message>
    <message>
        <source>Pawn takes %1 en passant</source>
        <translation>Piyon %1 karesinde geçerken alır</translation>
    </message>
    <message>
        <source>Pawn takes %1</source>
        <translation>Piyon %1 karesinde alır</translation>
    </message>
    <message>
        <source>Pawn to %1</source>
        <translation>Piyon %1</translation>
    </message>
    <message>
        <source>Knight takes %1</source>
        <translation>At %1 karesinde alır</translation>
    </message>
    <message>
        <source>Knight to %1</source>
        <translation>At %1</translation>
    </message>
    <message>
        <source>Bishop takes %1</source>
        <translation>Fil %1 karesinde alır</translation>
    </message>
    <message>
        <source>Bishop to %1</source>
        <translation>Fil %1</translation>
    </message>
    <message>
        <source>Rook takes %1</source>
        <translation>Kale %1 karesinde alır</translation>
    </message>
    <message>
        <source>Rook to %1</source>
        <translation>Kale %1</translation>
    </message>
    <message>
        <source>Queen takes %1</source>
        <translation>Vezir %1 karesinde alır</translation>
    </message>
    <message>
        <source>Queen to %1</source>
        <translation>Vezir %1</translation>
    </message>
    <message>
        <source>King takes %1</source>
        <translation>Şah %1 karesinde alır</translation>
    </message>
    <message>
        <source>King to %1</source>
        <translation>Şah %1</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, mat</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, pat</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, şah</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Başlangıç pozisyonu</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>Mat. Beyaz kazandı.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>Mat. Siyah kazandı.</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>Pat. Berabere.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Yetersiz materyal nedeniyle berabere.</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule.</source>
        <translation>75 hamle kuralıyla berabere.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Beş kez tekrarla berabere.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Beyaz kazandı</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Siyah kazandı</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Berabere</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Oyun devam ediyor</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>King %1</source>
        <translation>Şah %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>Vezir %1</translation>
    </message>
    <message>
        <source>Queens %1</source>
        <translation>Vezirler %1</translation>
    </message>
    <message>
        <source>Rook %1</source>
        <translation>Kale %1</translation>
    </message>
    <message>
        <source>Rooks %1</source>
        <translation>Kaleler %1</translation>
    </message>
    <message>
        <source>Bishop %1</source>
        <translation>Fil %1</translation>
    </message>
    <message>
        <source>Bishops %1</source>
        <translation>Filler %1</translation>
    </message>
    <message>
        <source>Knight %1</source>
        <translation>At %1</translation>
    </message>
    <message>
        <source>Knights %1</source>
        <translation>Atlar %1</translation>
    </message>
    <message>
        <source>Pawn %1</source>
        <translation>Piyon %1</translation>
    </message>
    <message>
        <source>Pawns %1</source>
        <translation>Piyonlar %1</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Beyaz: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Siyah: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Hamle sırası Beyazda.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Hamle sırası Siyahta.</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to queen</source>
        <translation>Piyon %1 karesinde alır ve vezire terfi eder</translation>
    </message>
    <message>
        <source>%1 promotes to queen</source>
        <translation>Piyon %1 karesine gider ve vezire terfi eder</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to rook</source>
        <translation>Piyon %1 karesinde alır ve kaleye terfi eder</translation>
    </message>
    <message>
        <source>%1 promotes to rook</source>
        <translation>Piyon %1 karesine gider ve kaleye terfi eder</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to bishop</source>
        <translation>Piyon %1 karesinde alır ve file terfi eder</translation>
    </message>
    <message>
        <source>%1 promotes to bishop</source>
        <translation>Piyon %1 karesine gider ve file terfi eder</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to knight</source>
        <translation>Piyon %1 karesinde alır ve ata terfi eder</translation>
    </message>
    <message>
        <source>%1 promotes to knight</source>
        <translation>Piyon %1 karesine gider ve ata terfi eder</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Nag</name>
    <message>
        <source>Good move</source>
        <translation>İyi hamle</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Hata</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Parlak hamle</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Büyük hata</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>İlginç hamle</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Şüpheli hamle</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Tek hamle</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Eşit pozisyon</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Belirsiz pozisyon</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Beyaz biraz üstün</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Siyah biraz üstün</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Beyaz üstün</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Siyah üstün</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Beyaz kazanıyor</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Siyah kazanıyor</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Yenilik</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NavigationBar</name>
    <message>
        <source>First move (Home)</source>
        <translation>İlk hamle (Home)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Önceki hamle (Sol ok)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Sonraki hamle (Sağ ok)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Son hamle (End)</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>İlk hamle</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Önceki hamle</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Sonraki hamle</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Son hamle</translation>
    </message>
    <message>
        <source>Game navigation</source>
        <translation>Oyunda gezinme</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NotationView</name>
    <message>
        <source>Add comment after move…</source>
        <translation>Hamleden sonra yorum ekle…</translation>
    </message>
    <message>
        <source>Edit comment after move…</source>
        <translation>Hamleden sonraki yorumu düzenle…</translation>
    </message>
    <message>
        <source>Add game comment…</source>
        <translation>Oyun yorumu ekle…</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>Oyun yorumunu düzenle…</translation>
    </message>
    <message>
        <source>Add comment before move…</source>
        <translation>Hamleden önce yorum ekle…</translation>
    </message>
    <message>
        <source>Edit comment before move…</source>
        <translation>Hamleden önceki yorumu düzenle…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>İşaret</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>İşaretleri kaldır</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Varyantı yükselt</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Varyantı sil</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Buradan itibaren hamleleri sil</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Figürlü notasyon</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopyala</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Oyun yorumu</translation>
    </message>
    <message>
        <source>Comment before move</source>
        <translation>Hamle öncesi yorum</translation>
    </message>
    <message>
        <source>Comment after move</source>
        <translation>Hamle sonrası yorum</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Yorum:</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hamleler</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>(game ends)</source>
        <translation>(oyun biter)</translation>
    </message>
    <message>
        <source>A click or Enter plays %1</source>
        <translation>Tıklama veya Enter %1 oynar</translation>
    </message>
    <message>
        <source>Share of the position&apos;s games that played the move</source>
        <translation>Konumun oyunlarında bu hamlenin oynanma oranı</translation>
    </message>
    <message>
        <source>Score of the side to move (a draw counts half)</source>
        <translation>Hamle sırasındaki tarafın puanı (beraberlik yarım sayılır)</translation>
    </message>
    <message>
        <source>White wins, of the games with a result</source>
        <translation>Sonuçlu oyunlar içinde beyazın galibiyetleri</translation>
    </message>
    <message>
        <source>Draws, of the games with a result</source>
        <translation>Sonuçlu oyunlar içinde beraberlikler</translation>
    </message>
    <message>
        <source>Black wins, of the games with a result</source>
        <translation>Sonuçlu oyunlar içinde siyahın galibiyetleri</translation>
    </message>
    <message>
        <source>Average rating of the player who made the move</source>
        <translation>Hamleyi yapan oyuncunun ortalama puanı</translation>
    </message>
    <message>
        <source>Rating performance of the player who made the move</source>
        <translation>Hamleyi yapan oyuncunun performans puanı</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Oran</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Beyaz</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Beraberlik</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Siyah</translation>
    </message>
    <message>
        <source>Avg Elo</source>
        <translation>Ort. Elo</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Yıl</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PanelLayout</name>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Pencere</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Yerleşim</translation>
    </message>
    <message>
        <source>&amp;Play/Analyse</source>
        <translation>&amp;Oyna/Analiz</translation>
    </message>
    <message>
        <source>The move list and the analysis beside the board</source>
        <translation>Hamle listesi ve analiz tahtanın yanında</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Veritabanı</translation>
    </message>
    <message>
        <source>The game list under the move list and the opening tree</source>
        <translation>Oyun listesi hamle listesinin ve açılış ağacının altında</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Sıfırla</translation>
    </message>
    <message>
        <source>Every panel back in its place, the side panels closed</source>
        <translation>Her panel yerine, yan paneller kapalı</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ParticipantsModel</name>
    <message>
        <source>(built in)</source>
        <translation>(yerleşik)</translation>
    </message>
    <message>
        <source>Every engine needs a name of its own.</source>
        <translation>Her motorun kendine ait bir adı olmalı.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Süre kontrolü</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Seçenekler</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Kitap</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Kitap hamleleri</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Komut</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceMoveEditor</name>
    <message>
        <source>moves or captures</source>
        <translation>hamle yapar veya alır</translation>
    </message>
    <message>
        <source>moves only</source>
        <translation>yalnızca hamle yapar</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>yalnızca alır</translation>
    </message>
    <message>
        <source>slide (arrow: on to the board&apos;s edge)</source>
        <translation>kayma (ok: tahtanın kenarına kadar)</translation>
    </message>
    <message>
        <source>slide, moves only</source>
        <translation>kayma, yalnızca hamle</translation>
    </message>
    <message>
        <source>i: only from the start square; n: lame leap (blocked by a piece in between)</source>
        <translation>i: yalnızca başlangıç karesinden; n: topal sıçrama (aradaki taş engeller)</translation>
    </message>
    <message>
        <source>No slide passes through that square.</source>
        <translation>Bu kareden geçen bir kayma yok.</translation>
    </message>
    <message>
        <source>No Betza atom leaps that far (at most 3 squares each way); use a slide.</source>
        <translation>Hiçbir Betza atomu bu kadar uzağa sıçramaz (her yönde en çok 3 kare); kayma kullanın.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Uygulanmadı: %1</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Hamle yok</translation>
    </message>
    <message>
        <source>Moves in Betza notation: %1</source>
        <translation>Betza gösteriminde hamleler: %1</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>Bir tıklama ekler:</translation>
    </message>
    <message>
        <source>Lea&amp;p</source>
        <translation>Sı&amp;çrama</translation>
    </message>
    <message>
        <source>A click on a square lets the piece jump there</source>
        <translation>Bir kareye tıklamak taşın oraya sıçramasını sağlar</translation>
    </message>
    <message>
        <source>Sl&amp;ide</source>
        <translation>&amp;Kayma</translation>
    </message>
    <message>
        <source>A click on a square lets the piece slide in that step until blocked (Shift+click does this with either tool)</source>
        <translation>Bir kareye tıklamak taşın engellenene kadar o adımla kaymasını sağlar (Shift+tıklama bunu her iki araçla da yapar)</translation>
    </message>
    <message>
        <source>Slide ran&amp;ge:</source>
        <translation>Ka&amp;yma uzunluğu:</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>sınırsız</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> kare</translation>
    </message>
    <message>
        <source>How many steps a new slide may take</source>
        <translation>Yeni bir kaymanın kaç adım atabileceği</translation>
    </message>
    <message>
        <source>Slide range</source>
        <translation>Kayma uzunluğu</translation>
    </message>
    <message>
        <source>Applies &amp;when:</source>
        <translation>Geçerli ol&amp;duğu durum:</translation>
    </message>
    <message>
        <source>Moving or capturing</source>
        <translation>Hamlede veya almada</translation>
    </message>
    <message>
        <source>Only moving (m)</source>
        <translation>Yalnızca hamlede (m)</translation>
    </message>
    <message>
        <source>Only capturing (c)</source>
        <translation>Yalnızca almada (c)</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>Geçerli olduğu durum</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>&amp;Simetri:</translation>
    </message>
    <message>
        <source>All eight directions</source>
        <translation>Sekiz yönün hepsi</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>Sol ve sağ</translation>
    </message>
    <message>
        <source>Forward and backward</source>
        <translation>İleri ve geri</translation>
    </message>
    <message>
        <source>Both mirrors (four ways)</source>
        <translation>İki ayna (dört yön)</translation>
    </message>
    <message>
        <source>None (this square only)</source>
        <translation>Yok (yalnızca bu kare)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Simetri</translation>
    </message>
    <message>
        <source>Only from the start s&amp;quare (i)</source>
        <translation>Ya&amp;lnızca başlangıç karesinden (i)</translation>
    </message>
    <message>
        <source>New moves are allowed only from a square where this piece stands in the start position</source>
        <translation>Yeni hamleler yalnızca bu taşın başlangıç konumunda durduğu bir kareden yapılabilir</translation>
    </message>
    <message>
        <source>&amp;Betza:</source>
        <translation>&amp;Betza:</translation>
    </message>
    <message>
        <source>Moves in Betza notation</source>
        <translation>Betza gösteriminde hamleler</translation>
    </message>
    <message>
        <source>Betza error</source>
        <translation>Betza hatası</translation>
    </message>
    <message>
        <source>Type the moves in Betza notation (e.g. N, fmWfcF, QN); the grid follows</source>
        <translation>Hamleleri Betza gösteriminde yazın (ör. N, fmWfcF, QN); ızgara izler</translation>
    </message>
    <message>
        <source>Clear Moves</source>
        <translation>Hamleleri Temizle</translation>
    </message>
    <message>
        <source>Move grid</source>
        <translation>Hamle ızgarası</translation>
    </message>
    <message>
        <source>Click a square: leap there. Shift+click: slide along that step. Arrow keys and Space (Shift+Space) do the same.</source>
        <translation>Bir kareye tıklama: oraya sıçrama. Shift+tıklama: o adımla kayma. Ok tuşları ve Boşluk (Shift+Boşluk) aynısını yapar.</translation>
    </message>
    <message>
        <source>The piece is in the centre, forward is up. Click a square to add or remove a leap there; Shift+click (or the Slide tool) to add or remove a slide along that step.</source>
        <translation>Taş ortadadır, ileri yukarıdır. Oraya sıçrama eklemek veya kaldırmak için bir kareye tıklayın; o adımla kayma eklemek veya kaldırmak için Shift+tıklayın (veya Kayma aracını kullanın).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>Taş paleti</translation>
    </message>
    <message>
        <source>Click a piece, then click squares to place it; or drag it onto the board</source>
        <translation>Bir taşa tıklayın, sonra yerleştirmek için karelere tıklayın ya da taşı tahtaya sürükleyin</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePicture</name>
    <message>
        <source>Pawn</source>
        <translation>Piyon</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>At</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Fil</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Kale</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Vezir</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Şah</translation>
    </message>
    <message>
        <source>Letter in a circle</source>
        <translation>Daire içinde harf</translation>
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
        <translation>Düz</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PromotionPopup</name>
    <message>
        <source>Promotion</source>
        <translation>Terfi</translation>
    </message>
    <message>
        <source>Choose the piece to promote to: queen, rook, bishop or knight. Escape cancels.</source>
        <translation>Terfi edilecek taşı seçin: vezir, kale, fil veya at. Esc iptal eder.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireDocument</name>
    <message>
        <source>The repertoire was read with problems:
%1</source>
        <translation>Repertuvar sorunlarla okundu:
%1</translation>
    </message>
    <message>
        <source>Cards: %1 added, %2 removed (their history is kept).</source>
        <translation>Kartlar: %1 eklendi, %2 kaldırıldı (geçmişleri korunur).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireModel</name>
    <message>
        <source>Starting position</source>
        <translation>Başlangıç pozisyonu</translation>
    </message>
    <message>
        <source>new</source>
        <translation>yeni</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>sırası geldi</translation>
    </message>
    <message>
        <source>due %1</source>
        <translation>sırası %1</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>yanıt</translation>
    </message>
    <message>
        <source>main</source>
        <translation>ana</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>alternatif</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kart</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireWindow</name>
    <message numerus="yes">
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>%n oyunu birleştir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the filter merged.</source>
        <translation>
            <numerusform>Filtredeki %n oyun birleştirildi.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(kaydedilmedi)</translation>
    </message>
    <message>
        <source> — modified</source>
        <translation> — değiştirildi</translation>
    </message>
    <message>
        <source>Repertoire Training — %1</source>
        <translation>Repertuvar Çalışması — %1</translation>
    </message>
    <message>
        <source>New for White</source>
        <translation>Beyaz için yeni</translation>
    </message>
    <message>
        <source>New for Black</source>
        <translation>Siyah için yeni</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Aç…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Farklı kaydet…</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Varyantlar</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Alıştırma</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Kapsam</translation>
    </message>
    <message>
        <source>My Games</source>
        <translation>Oyunlarım</translation>
    </message>
    <message>
        <source>Add Board Line</source>
        <translation>Tahtadaki varyantı ekle</translation>
    </message>
    <message>
        <source>Adds the moves from the start to the position on the main board</source>
        <translation>Başlangıçtan ana tahtadaki konuma kadar olan hamleleri ekler</translation>
    </message>
    <message>
        <source>Merge Current Game</source>
        <translation>Geçerli oyunu birleştir</translation>
    </message>
    <message>
        <source>Merge Filter Games</source>
        <translation>Filtredeki oyunları birleştir</translation>
    </message>
    <message>
        <source>Merges every game the game list shows</source>
        <translation>Oyun listesinin gösterdiği tüm oyunları birleştirir</translation>
    </message>
    <message>
        <source>Up to plies:</source>
        <translation>En çok yarım hamle:</translation>
    </message>
    <message>
        <source>Make Main</source>
        <translation>Ana yap</translation>
    </message>
    <message>
        <source>Make Alternative</source>
        <translation>Alternatif yap</translation>
    </message>
    <message>
        <source>Delete Branch</source>
        <translation>Dalı sil</translation>
    </message>
    <message>
        <source>Unsaved Repertoire</source>
        <translation>Kaydedilmemiş repertuvar</translation>
    </message>
    <message>
        <source>The repertoire has unsaved changes. Save them first?</source>
        <translation>Repertuvarda kaydedilmemiş değişiklikler var. Önce kaydedilsin mi?</translation>
    </message>
    <message>
        <source>A new repertoire for White: add lines, then save it.</source>
        <translation>Beyaz için yeni bir repertuvar: varyant ekleyin, sonra kaydedin.</translation>
    </message>
    <message>
        <source>A new repertoire for Black: add lines, then save it.</source>
        <translation>Siyah için yeni bir repertuvar: varyant ekleyin, sonra kaydedin.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>Repertuvar aç</translation>
    </message>
    <message>
        <source>The repertoire was not opened: %1</source>
        <translation>Repertuvar açılmadı: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Kaydedilmedi: %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Kaydedildi.</translation>
    </message>
    <message>
        <source>Save Repertoire</source>
        <translation>Repertuvarı kaydet</translation>
    </message>
    <message>
        <source>There is no move to add.</source>
        <translation>Eklenecek hamle yok.</translation>
    </message>
    <message>
        <source>Add board line</source>
        <translation>Tahtadaki varyantı ekle</translation>
    </message>
    <message>
        <source>Merge current game</source>
        <translation>Geçerli oyunu birleştir</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Önce bir oyun veritabanı açın: oyunları referans olur.</translation>
    </message>
    <message>
        <source>Make %1 main</source>
        <translation>%1 ana hamle yap</translation>
    </message>
    <message>
        <source>Make %1 an alternative</source>
        <translation>%1 alternatif yap</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 sil</translation>
    </message>
    <message numerus="yes">
        <source>%1 — for White — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — Beyaz için — %n pozisyon, %2 kart%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — for Black — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — Siyah için — %n pozisyon, %2 kart%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Geri Al</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Geri Al: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Yinele</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Yinele: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SanEntry</name>
    <message>
        <source>Move</source>
        <translation>Oyna</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Hamle girişi</translation>
    </message>
    <message>
        <source>Plays the move typed in the move entry</source>
        <translation>Hamle giriş alanına yazılan hamleyi oynar</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Bir hamle yazın, ör. %1</translation>
    </message>
    <message>
        <source>Type a move in algebraic notation, e.g. %1, and press Enter. English piece letters are accepted too.</source>
        <translation>Cebirsel notasyonla bir hamle yazın (ör. %1) ve Enter&apos;a basın. İngilizce taş harfleri de kabul edilir.</translation>
    </message>
    <message>
        <source>Move entry error</source>
        <translation>Hamle girişi hatası</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SaveGameDialog</name>
    <message>
        <source>Save Game</source>
        <translation>Oyunu Kaydet</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Etkinlik:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Yer:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Tarih:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Tur:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Beyaz:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Siyah:</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO:</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Açılış:</translation>
    </message>
    <message>
        <source>Variation:</source>
        <translation>Varyant:</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown parts</source>
        <translation>YYYY.AA.GG; bilinmeyen kısımlar için ??</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Sonuç:</translation>
    </message>
    <message>
        <source>The game ended by the rules; its result is fixed.</source>
        <translation>Oyun kurallara göre sona erdi; sonucu değiştirilemez.</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etiket</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>Etiket Ekle</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>Etiketi Kaldır</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Diğer etiketler:</translation>
    </message>
    <message>
        <source>Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.??.??).</source>
        <translation>Tarih 2024.05.17 biçiminde olmalı; bilinmeyen kısımlar için ?? kullanın (ör. 1998.??.??).</translation>
    </message>
    <message>
        <source>Date: the month must be 01 to 12.</source>
        <translation>Tarih: ay 01 ile 12 arasında olmalı.</translation>
    </message>
    <message>
        <source>Date: the day must be 01 to 31.</source>
        <translation>Tarih: gün 01 ile 31 arasında olmalı.</translation>
    </message>
    <message>
        <source>%1 must be on one line.</source>
        <translation>%1 tek satırda olmalı.</translation>
    </message>
    <message>
        <source>Row %1 of the other tags has no tag name.</source>
        <translation>Diğer etiketlerin %1. satırında etiket adı yok.</translation>
    </message>
    <message>
        <source>“%1” is not a valid tag name (letters, digits and _ only).</source>
        <translation>“%1” geçerli bir etiket adı değil (yalnızca harf, rakam ve _).</translation>
    </message>
    <message>
        <source>The tag %1 is set above or by the position; remove it from the other tags.</source>
        <translation>%1 etiketi yukarıda ya da pozisyon tarafından belirleniyor; onu diğer etiketlerden kaldırın.</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>%1 etiketi iki kez geçiyor.</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Diğer etiketler</translation>
    </message>
    <message>
        <source>Further PGN tags of the game, one tag name and value per row</source>
        <translation>Oyunun diğer PGN etiketleri; her satırda bir etiket adı ve değeri</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SearchDialog</name>
    <message>
        <source>any</source>
        <translation>hepsi</translation>
    </message>
    <message>
        <source>Games that reach the board&apos;s posi&amp;tion</source>
        <translation>Tahtadaki &amp;konuma ulaşan oyunlar</translation>
    </message>
    <message>
        <source>Search Games</source>
        <translation>Oyun ara</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>iki taraftan biri</translation>
    </message>
    <message>
        <source>e.g. 1990 or 1990.05</source>
        <translation>ör. 1990 veya 1990.05</translation>
    </message>
    <message>
        <source>e.g. 1999.12.31</source>
        <translation>ör. 1999.12.31</translation>
    </message>
    <message>
        <source>e.g. B90 or A00-B99</source>
        <translation>ör. B90 veya A00-B99</translation>
    </message>
    <message>
        <source>e.g. Q=0 q=0 R=1 r=1 diff=-1..1</source>
        <translation>ör. Q=0 q=0 R=1 r=1 diff=-1..1</translation>
    </message>
    <message>
        <source>e.g. Pe4 pd5 Kg1</source>
        <translation>ör. Pe4 pd5 Kg1</translation>
    </message>
    <message>
        <source>Replace the list&apos;s filter</source>
        <translation>Listenin süzgecini değiştir</translation>
    </message>
    <message>
        <source>Narrow it: shown and found (and)</source>
        <translation>Daralt: gösterilen ve bulunan (ve)</translation>
    </message>
    <message>
        <source>Widen it: shown or found (or)</source>
        <translation>Genişlet: gösterilen veya bulunan (veya)</translation>
    </message>
    <message>
        <source>Remove the games found from it (not)</source>
        <translation>Bulunan oyunları çıkar (değil)</translation>
    </message>
    <message>
        <source>Lowest rating</source>
        <translation>En düşük puan</translation>
    </message>
    <message>
        <source>Highest rating</source>
        <translation>En yüksek puan</translation>
    </message>
    <message>
        <source>Earliest date</source>
        <translation>En erken tarih</translation>
    </message>
    <message>
        <source>Latest date</source>
        <translation>En geç tarih</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Oyuncu:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Beyaz:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Siyah:</translation>
    </message>
    <message>
        <source>Both players&apos; &amp;Elo:</source>
        <translation>İki oyuncunun &amp;Elo&apos;su:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Tarih:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>So&amp;nuç:</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>E&amp;CO:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>Etkin&amp;lik:</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>&amp;Yer:</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>&amp;Malzeme:</translation>
    </message>
    <message>
        <source>P&amp;attern:</source>
        <translation>&amp;Desen:</translation>
    </message>
    <message>
        <source>Combi&amp;ne:</source>
        <translation>Birleşti&amp;r:</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Ara</translation>
    </message>
    <message>
        <source>The lowest rating is above the highest.</source>
        <translation>En düşük puan en yüksekten büyük.</translation>
    </message>
    <message>
        <source>Not a date: “%1” (write 1990, 1990.05 or 1990.05.17).</source>
        <translation>Tarih değil: “%1” (1990, 1990.05 veya 1990.05.17 yazın).</translation>
    </message>
    <message>
        <source>Not an ECO code or range: “%1” (write B90 or A00-B99).</source>
        <translation>ECO kodu veya aralığı değil: “%1” (B90 veya A00-B99 yazın).</translation>
    </message>
    <message>
        <source>There is no board position to search for.</source>
        <translation>Aranacak tahta konumu yok.</translation>
    </message>
    <message>
        <source>Material or pattern not understood: %1</source>
        <translation>Malzeme veya desen anlaşılamadı: %1</translation>
    </message>
    <message>
        <source>e.g. Crazyhouse</source>
        <translation>ör. Crazyhouse</translation>
    </message>
    <message>
        <source>Game variant:</source>
        <translation>Oyun varyantı:</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetUpPositionDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Beyaz</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Siyah</translation>
    </message>
    <message>
        <source>C&amp;urrent Position</source>
        <translation>&amp;Mevcut Pozisyon</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Pozisyon Kur</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Hamle sırası</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Rok hakları</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Beyaz O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Beyaz O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Siyah O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Siyah O-O-O</translation>
    </message>
    <message>
        <source>O-O uses the outermost rook on the king&apos;s side, so Chess960 set-ups work too</source>
        <translation>O-O, şah kanadındaki en dıştaki kaleyi kullanır; böylece Chess960 dizilişleri de çalışır</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move (fifty-move rule)</source>
        <translation>Son taş alımından veya piyon hamlesinden bu yana geçen yarım hamleler (elli hamle kuralı)</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Geçerken alma:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Yarım hamle sayacı:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Hamle numarası:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Temizle</translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation>Standart Baş&amp;langıç</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Tahtayı &amp;Çevir</translation>
    </message>
    <message>
        <source>Load the position shown on the main board</source>
        <translation>Ana tahtada gösterilen pozisyonu yükle</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Yok</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>Geçersiz FEN: %1</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Chess960 pozisyonu</translation>
    </message>
    <message>
        <source>Invalid position: %1</source>
        <translation>Geçersiz pozisyon: %1</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Pozisyon denetimi</translation>
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
        <translation>Koyu pencere renkleri</translation>
    </message>
    <message>
        <source>Figurine notation (♘f3 instead of Nf3)</source>
        <translation>Figürlü notasyon (Nf3 yerine ♘f3)</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Koordinatları göster</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Board colours:</source>
        <translation>Tahta renkleri:</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Taşlar:</translation>
    </message>
    <message>
        <source>Engine time per move:</source>
        <translation>Hamle başına motor süresi:</translation>
    </message>
    <message>
        <source>Show squares the opponent attacks (threat map)</source>
        <translation>Rakibin saldırdığı kareleri göster (tehdit haritası)</translation>
    </message>
    <message>
        <source>Touch move: a piece once picked up must be moved</source>
        <translation>Dokunulan taş oynanır: alınan taşla hamle yapılmalıdır</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>Yeni bir varyant başlatır</translation>
    </message>
    <message>
        <source>Replaces the rest of the game (undoable)</source>
        <translation>Oyunun devamının yerini alır (geri alınabilir)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Tahta renkleri</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Taşlar</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Figürlü notasyon</translation>
    </message>
    <message>
        <source>A move in the middle of a game</source>
        <translation>Oyunun ortasında yapılan hamle</translation>
    </message>
    <message>
        <source>Threat map</source>
        <translation>Tehdit haritası</translation>
    </message>
    <message>
        <source>Touch move</source>
        <translation>Dokunulan taş oynanır</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Hamle başına motor süresi</translation>
    </message>
    <message>
        <source>A move in the middle of a game:</source>
        <translation>Oyunun ortasında yapılan hamle:</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Ayar sayfaları</translation>
    </message>
    <message>
        <source>Board and Notation</source>
        <translation>Tahta ve Notasyon</translation>
    </message>
    <message>
        <source>From the side of the player at the bottom</source>
        <translation>Alttaki oyuncunun tarafından</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>Yukarıdan</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Ahşap</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Mermer</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Plastik</translation>
    </message>
    <message>
        <source>3D board camera</source>
        <translation>3B tahta kamerası</translation>
    </message>
    <message>
        <source>3D board material</source>
        <translation>3B tahta malzemesi</translation>
    </message>
    <message>
        <source>3D board camera:</source>
        <translation>3B tahta kamerası:</translation>
    </message>
    <message>
        <source>3D board material:</source>
        <translation>3B tahta malzemesi:</translation>
    </message>
    <message>
        <source>Animate moves on the 3D board (also when going through the game)</source>
        <translation>3B tahtada hamleleri canlandır (oyunda gezinirken de)</translation>
    </message>
    <message>
        <source>3D board animation</source>
        <translation>3B tahta animasyonu</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Kurulum tahtası</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Speaker</name>
    <message>
        <source>Announce moves</source>
        <translation>Hamleleri seslendir</translation>
    </message>
    <message>
        <source>Speak every move and the result in the language of the user interface</source>
        <translation>Her hamleyi ve sonucu kullanıcı arayüzünün dilinde seslendir</translation>
    </message>
    <message>
        <source>Spoken moves: not available in this build (Qt TextToSpeech was not found).</source>
        <translation>Sesli hamleler: bu derlemede kullanılamıyor (Qt TextToSpeech bulunamadı).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::StandingsModel</name>
    <message>
        <source>one-sided</source>
        <translation>tek taraflı</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Sıra</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puan</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>G-M-B</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
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
        <translation>Hamle sırası Beyazda</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Hamle sırası Siyahta</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Mat — Beyaz kazandı</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Mat — Siyah kazandı</translation>
    </message>
    <message>
        <source>Stalemate — draw</source>
        <translation>Pat — berabere</translation>
    </message>
    <message>
        <source>Draw by insufficient material</source>
        <translation>Yetersiz materyal nedeniyle berabere</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation>75 hamle kuralıyla berabere</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Beş kez tekrarla berabere</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Beyaz</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Siyah</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Şah</translation>
    </message>
    <message>
        <source>%1 may claim a draw (threefold repetition)</source>
        <translation>%1 beraberlik talep edebilir (üç kez tekrar)</translation>
    </message>
    <message>
        <source>%1 may claim a draw (50-move rule)</source>
        <translation>%1 beraberlik talep edebilir (50 hamle kuralı)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseLibrary</name>
    <message>
        <source>The endgame tablebases in %1 cannot be used: %2</source>
        <translation>%1 içindeki oyunsonu tabloları kullanılamıyor: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseView</name>
    <message>
        <source>Endgame tablebase</source>
        <translation>Oyunsonu tablosu</translation>
    </message>
    <message>
        <source>Tablebase: draw</source>
        <translation>Oyunsonu tablosu: berabere</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, mate in %n</source>
        <translation>
            <numerusform>Oyunsonu tablosu: Beyaz kazanır, %n hamlede mat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, mate in %n</source>
        <translation>
            <numerusform>Oyunsonu tablosu: Siyah kazanır, %n hamlede mat</numerusform>
        </translation>
    </message>
    <message>
        <source>Tablebase: White wins, Black is checkmated</source>
        <translation>Oyunsonu tablosu: Beyaz kazanır, Siyah mat oldu</translation>
    </message>
    <message>
        <source>Tablebase: Black wins, White is checkmated</source>
        <translation>Oyunsonu tablosu: Siyah kazanır, Beyaz mat oldu</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, Black is mated in %n</source>
        <translation>
            <numerusform>Oyunsonu tablosu: Beyaz kazanır, Siyah %n hamlede mat olur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, White is mated in %n</source>
        <translation>
            <numerusform>Oyunsonu tablosu: Siyah kazanır, Beyaz %n hamlede mat olur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>%n hamlede mat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>%n hamlede mat olur</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>berabere</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n tane daha</numerusform>
        </translation>
    </message>
    <message>
        <source>Best: %1 (%2)</source>
        <translation>En iyi: %1 (%2)</translation>
    </message>
    <message>
        <source>Gaviota endgame tablebases: the result with best play on both sides and the distance to mate</source>
        <translation>Gaviota oyunsonu tabloları: iki tarafın en iyi oyunuyla sonuç ve mata uzaklık</translation>
    </message>
    <message>
        <source>Tablebase result</source>
        <translation>Oyunsonu tablosu sonucu</translation>
    </message>
    <message>
        <source>Tablebase best moves</source>
        <translation>Oyunsonu tablosunun en iyi hamleleri</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentSetup</name>
    <message>
        <source>Kibitz (built-in engine)</source>
        <translation>Kibitz (yerleşik motor)</translation>
    </message>
    <message>
        <source>Engines (the order is the seeding)</source>
        <translation>Motorlar (sıra, seri başı sırasıdır)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ekle</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Kaldır</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Yukarı taşı</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Biçim</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Herkes herkesle</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Gauntlet (ilk motor diğerlerine karşı)</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>Eleme</translation>
    </message>
    <message>
        <source>Swiss (FIDE Dutch system)</source>
        <translation>İsviçre (FIDE Hollanda sistemi)</translation>
    </message>
    <message>
        <source>SPRT (two engines)</source>
        <translation>SPRT (iki motor)</translation>
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
        <translation>Biçim:</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Aynı anda oyun:</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Etkinlik:</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Turlar:</translation>
    </message>
    <message>
        <source>Games per match:</source>
        <translation>Maç başına oyun:</translation>
    </message>
    <message>
        <source>Cycles:</source>
        <translation>Devreler:</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Açılışlar</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>yok: her oyun başlangıç konumundan</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Gözat…</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd)</source>
        <translation>Açılışlar (*.pgn *.epd)</translation>
    </message>
    <message>
        <source>In file order</source>
        <translation>Dosya sırasıyla</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Rastgele</translation>
    </message>
    <message>
        <source>all</source>
        <translation>hepsi</translation>
    </message>
    <message>
        <source>Each opening twice, colours reversed</source>
        <translation>Her açılış iki kez, renkler değiştirilerek</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Dosya:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Sıra:</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>Rastgele tohum:</translation>
    </message>
    <message>
        <source>Plies of each:</source>
        <translation>Her birinden yarım hamle:</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Hakem kararı</translation>
    </message>
    <message>
        <source>off</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>moves beyond</source>
        <translation>hamle boyunca, şu değerin ötesinde:</translation>
    </message>
    <message>
        <source>moves within</source>
        <translation>hamle boyunca, şu değerin içinde:</translation>
    </message>
    <message>
        <source>from move</source>
        <translation>şu hamleden itibaren:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sınırsız</translation>
    </message>
    <message>
        <source>By the Gaviota tablebases of Settings › Book and Tablebases</source>
        <translation>Ayarlar › Kitap ve Oyun Sonu Tabloları&apos;ndaki Gaviota tablolarıyla</translation>
    </message>
    <message>
        <source>Resign:</source>
        <translation>Terk:</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Beraberlik:</translation>
    </message>
    <message>
        <source>Maximum moves:</source>
        <translation>En fazla hamle:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dosyalar</translation>
    </message>
    <message>
        <source>next to the games, ending in .tournament</source>
        <translation>oyunların yanında, .tournament uzantılı</translation>
    </message>
    <message>
        <source>Games (PGN):</source>
        <translation>Oyunlar (PGN):</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Tournament file:</source>
        <translation>Turnuva dosyası:</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament)</source>
        <translation>Turnuvalar (*.tournament)</translation>
    </message>
    <message>
        <source>Every game is added to the PGN the moment it ends; the tournament file keeps where the tournament stands, so that it can be paused, closed and resumed.</source>
        <translation>Her oyun bittiği anda PGN&apos;ye eklenir; turnuva dosyası turnuvanın durumunu saklar, böylece duraklatılabilir, kapatılabilir ve sürdürülebilir.</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Time controls: 60+0.6 (seconds, plus an increment per move), 40/90+30, st=1 (seconds per move), depth=8, nodes=50000. Options: Hash=64; Threads=1.</source>
        <translation>Düzenlemek için bir hücreye çift tıklayın. Süre kontrolleri: 60+0.6 (saniye, artı hamle başına ek süre), 40/90+30, st=1 (hamle başına saniye), depth=8, nodes=50000. Seçenekler: Hash=64; Threads=1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentWindow</name>
    <message>
        <source>Engine Tournament — Kibitz</source>
        <translation>Motor turnuvası — Kibitz</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Kurulum</translation>
    </message>
    <message>
        <source>Live Games</source>
        <translation>Canlı oyunlar</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Puan durumu</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Yeni</translation>
    </message>
    <message>
        <source>Set up a new tournament</source>
        <translation>Yeni bir turnuva kur</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Aç…</translation>
    </message>
    <message>
        <source>Reopen a tournament from its tournament file, to see it or to go on with it</source>
        <translation>Bir turnuvayı dosyasından yeniden aç, görmek ya da sürdürmek için</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Başlat</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Duraklat</translation>
    </message>
    <message>
        <source>Let the running games finish, then stop; Start goes on</source>
        <translation>Süren oyunlar bitsin, sonra dur; Başlat devam eder</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>PGN&apos;yi aç</translation>
    </message>
    <message>
        <source>Open the tournament&apos;s games as a database tab of the main window</source>
        <translation>Turnuvanın oyunlarını ana pencerede bir veritabanı sekmesi olarak aç</translation>
    </message>
    <message>
        <source>Open Tournament</source>
        <translation>Turnuvayı aç</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament);;All files (*)</source>
        <translation>Turnuvalar (*.tournament);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>%1 holds no games yet.</source>
        <translation>%1 henüz oyun içermiyor.</translation>
    </message>
    <message>
        <source>A tournament is running: pause it first.</source>
        <translation>Bir turnuva sürüyor: önce duraklatın.</translation>
    </message>
    <message>
        <source>Tournament Running</source>
        <translation>Turnuva sürüyor</translation>
    </message>
    <message>
        <source>Games are being played. Stop them now (they are played again when the tournament is resumed), or let them finish first?</source>
        <translation>Oyunlar oynanıyor. Şimdi durdurulsun mu (turnuva sürdürüldüğünde yeniden oynanırlar), yoksa önce bitsinler mi?</translation>
    </message>
    <message>
        <source>Stop Now</source>
        <translation>Şimdi durdur</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Sürdür</translation>
    </message>
    <message>
        <source>Set the tournament up, then Start.</source>
        <translation>Turnuvayı kurun, sonra Başlat.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n oyun oynandı</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished (%1): %2</source>
        <translation>Bitti (%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>Pausing: %1; %n game(s) finishing</source>
        <translation>
            <numerusform>Duraklatılıyor: %1; %n oyun bitiriliyor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n game(s) running</source>
        <translation>
            <numerusform>%1; %n oyun sürüyor</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: %1. Resume goes on.</source>
        <translation>Duraklatıldı: %1. Sürdür devam ettirir.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingJob</name>
    <message>
        <source>The database cannot be searched: %1</source>
        <translation>Veritabanında arama yapılamıyor: %1</translation>
    </message>
    <message>
        <source>Loading the search index… %1%</source>
        <translation>Arama dizini yükleniyor… %%1</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Oyunlar okunuyor…</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Önce bir oyun veritabanı açın: oyunları referans olur.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingStatsView</name>
    <message>
        <source>Cards</source>
        <translation>Kartlar</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Yeni</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Öğreniliyor</translation>
    </message>
    <message>
        <source>Due today</source>
        <translation>Bugün sırası gelen</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>Tekrarda</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>Oturmuş</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>Unutmalar</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>Şimdi sırası gelen</translation>
    </message>
    <message>
        <source>Cards falling due on each of the next 30 days</source>
        <translation>Önümüzdeki 30 günün her birinde sırası gelecek kartlar</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingWindows</name>
    <message>
        <source>Clipboard</source>
        <translation>Pano</translation>
    </message>
    <message>
        <source>Add %1 from the opening tree</source>
        <translation>Açılış ağacından %1 ekle</translation>
    </message>
    <message>
        <source>&amp;Repertoire Training…</source>
        <translation>&amp;Repertuvar Çalışması…</translation>
    </message>
    <message>
        <source>Build an opening repertoire, drill it, and check it against databases and your games</source>
        <translation>Bir açılış repertuvarı kurun, çalışın ve veritabanları ile kendi oyunlarınızla karşılaştırın</translation>
    </message>
    <message>
        <source>Add Move to Repertoire</source>
        <translation>Hamleyi repertuvara ekle</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TreeDock</name>
    <message>
        <source>Open a file with several games to see its opening tree.</source>
        <translation>Açılış ağacını görmek için birden çok oyunlu bir dosya açın.</translation>
    </message>
    <message>
        <source>The positions could not be indexed: %1</source>
        <translation>Konumlar dizinlenemedi: %1</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 oyun</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Açılış ağacı</translation>
    </message>
    <message>
        <source>Whole database</source>
        <translation>Tüm veritabanı</translation>
    </message>
    <message>
        <source>Current filter</source>
        <translation>Geçerli süzgeç</translation>
    </message>
    <message>
        <source>The games the tree counts: all of the database, or those the game list shows</source>
        <translation>Ağacın saydığı oyunlar: tüm veritabanı veya listede gösterilenler</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Sayılan oyunlar</translation>
    </message>
    <message>
        <source>Indexing positions… %p%</source>
        <translation>Konumlar dizinleniyor… %p%</translation>
    </message>
    <message>
        <source>Position indexing progress</source>
        <translation>Konum dizinleme ilerlemesi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Opening tree</source>
        <translation>Açılış ağacı</translation>
    </message>
    <message>
        <source>A click or Enter plays the move on the board</source>
        <translation>Tıklama veya Enter hamleyi tahtada oynar</translation>
    </message>
    <message>
        <source>&amp;Games of This Position</source>
        <translation>Bu konumun &amp;oyunları</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position in the game list</source>
        <translation>Tahtadaki konuma ulaşan oyunları oyun listesinde gösterir</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardArea</name>
    <message>
        <source>3D variant board</source>
        <translation>3B varyant tahtası</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>&amp;3B tahta</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Tahtayı üç boyutlu gösterir (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>3B tahta kullanılamıyor: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardWidget</name>
    <message>
        <source>Variant board</source>
        <translation>Varyant tahtası</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>Bu taşın kurallara uygun hamlesi yok.</translation>
    </message>
    <message>
        <source>Not a legal move under the rules of %1.</source>
        <translation>%1 kurallarına göre geçerli bir hamle değil.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantDesignerDialog</name>
    <message>
        <source>The pawn&apos;s moves are fixed (fmWfcF); its double step and promotion are rules of the variant below. Add a piece for other moves.</source>
        <translation>Piyonun hamleleri sabittir (fmWfcF); çift adımı ve terfisi aşağıdaki varyant kurallarıdır. Başka hamleler için bir taş ekleyin.</translation>
    </message>
    <message>
        <source>Variant Designer</source>
        <translation>Varyant Tasarımcısı</translation>
    </message>
    <message>
        <source>Start fro&amp;m:</source>
        <translation>Başlan&amp;gıç:</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <source>Loads a built-in variant or a section of the loaded variants.ini into the designer</source>
        <translation>Yerleşik bir varyantı veya yüklenen variants.ini dosyasının bir bölümünü tasarımcıya yükler</translation>
    </message>
    <message>
        <source>&amp;Load variants.ini…</source>
        <translation>variants.ini Y&amp;ükle…</translation>
    </message>
    <message>
        <source>Reads the variant definitions of a variants.ini file (Fairy-Stockfish&apos;s format)</source>
        <translation>Bir variants.ini dosyasının varyant tanımlarını okur (Fairy-Stockfish biçimi)</translation>
    </message>
    <message>
        <source>S&amp;ave variants.ini…</source>
        <translation>var&amp;iants.ini Kaydet…</translation>
    </message>
    <message>
        <source>Writes this variant as a section of a variants.ini file; the file&apos;s other sections are kept</source>
        <translation>Bu varyantı bir variants.ini dosyasının bölümü olarak yazar; dosyanın diğer bölümleri korunur</translation>
    </message>
    <message>
        <source>&amp;Variant name:</source>
        <translation>&amp;Varyant adı:</translation>
    </message>
    <message>
        <source>Variant name</source>
        <translation>Varyant adı</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Taşlar:</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Taşlar</translation>
    </message>
    <message>
        <source>Add Pi&amp;ece</source>
        <translation>Ta&amp;ş Ekle</translation>
    </message>
    <message>
        <source>Adds a custom piece (at most %1 besides the six orthodox ones)</source>
        <translation>Özel bir taş ekler (altı ortodoks taşın yanında en çok %1)</translation>
    </message>
    <message>
        <source>&amp;Remove Piece</source>
        <translation>Taş&amp;ı Kaldır</translation>
    </message>
    <message>
        <source>Le&amp;tter:</source>
        <translation>&amp;Harf:</translation>
    </message>
    <message>
        <source>Piece letter</source>
        <translation>Taşın harfi</translation>
    </message>
    <message>
        <source>The piece&apos;s letter in FEN and in moves (a-z; White&apos;s pieces are written in capitals)</source>
        <translation>Taşın FEN&apos;de ve hamlelerdeki harfi (a-z; beyazın taşları büyük harfle yazılır)</translation>
    </message>
    <message>
        <source>Piece &amp;name:</source>
        <translation>Taşı&amp;n adı:</translation>
    </message>
    <message>
        <source>Piece name</source>
        <translation>Taşın adı</translation>
    </message>
    <message>
        <source>Pict&amp;ure:</source>
        <translation>R&amp;esim:</translation>
    </message>
    <message>
        <source>Piece picture</source>
        <translation>Taşın resmi</translation>
    </message>
    <message>
        <source>R&amp;oyal</source>
        <translation>K&amp;raliyet</translation>
    </message>
    <message>
        <source>The piece that must not be left in check and is checkmated (exactly one type)</source>
        <translation>Şahta bırakılamayan ve mat edilen taş (tam olarak bir tür)</translation>
    </message>
    <message>
        <source>Start &amp;FEN:</source>
        <translation>B&amp;aşlangıç FEN:</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Başlangıç konumu (FEN)</translation>
    </message>
    <message>
        <source>&amp;Castling</source>
        <translation>R&amp;ok</translation>
    </message>
    <message>
        <source>Promotion t&amp;ypes:</source>
        <translation>&amp;Terfi türleri:</translation>
    </message>
    <message>
        <source>Promotion types</source>
        <translation>Terfi türleri</translation>
    </message>
    <message>
        <source>The letters of the pieces a pawn may promote to, in the order offered</source>
        <translation>Piyonun terfi edebileceği taşların harfleri, sunulma sırasıyla</translation>
    </message>
    <message>
        <source>Promotion ran&amp;k:</source>
        <translation>Ter&amp;fi yatayı:</translation>
    </message>
    <message>
        <source>Promotion rank</source>
        <translation>Terfi yatayı</translation>
    </message>
    <message>
        <source>&amp;Double step from rank</source>
        <translation>Çift adı&amp;m yatayı</translation>
    </message>
    <message>
        <source>Double step rank</source>
        <translation>Çift adım yatayı</translation>
    </message>
    <message>
        <source>Definition check</source>
        <translation>Tanım denetimi</translation>
    </message>
    <message>
        <source>Load report</source>
        <translation>Yükleme raporu</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of a built-in variant; choose a name of your own.</source>
        <translation>&apos;%1&apos; yerleşik bir varyantın adıdır; kendinize ait bir ad seçin.</translation>
    </message>
    <message>
        <source>The definition is valid. From the start position White has %1 moves (perft 1); after two plies there are %2 positions (perft 2).</source>
        <translation>Tanım geçerli. Başlangıç konumunda Beyazın %1 hamlesi var (perft 1); iki yarım hamleden sonra %2 konum var (perft 2).</translation>
    </message>
    <message>
        <source>Not playable yet: %1</source>
        <translation>Henüz oynanamaz: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 okunamıyor: %2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (%2 dosyasından)</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) loaded from %1.</source>
        <translation>
            <numerusform>%1 dosyasından %n varyant yüklendi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>Yüklenmedi:</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Kaydedilmedi: %1</translation>
    </message>
    <message>
        <source>Not saved: cannot read %1: %2</source>
        <translation>Kaydedilmedi: %1 okunamıyor: %2</translation>
    </message>
    <message>
        <source>Saved [%1] to %2.</source>
        <translation>[%1] %2 dosyasına kaydedildi.</translation>
    </message>
    <message>
        <source>Load variants.ini</source>
        <translation>variants.ini Yükle</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Varyant tanımları (*.ini);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Save variants.ini</source>
        <translation>variants.ini Kaydet</translation>
    </message>
    <message>
        <source>Opens a game of this variant in the variant window</source>
        <translation>Bu varyantta bir oyunu varyant penceresinde açar</translation>
    </message>
    <message>
        <source>Play t&amp;his Variant</source>
        <translation>Bu Varyantı Oyna (&amp;P)</translation>
    </message>
    <message>
        <source>Set Up…</source>
        <translation>Kur…</translation>
    </message>
    <message>
        <source>Sets up the start position on a board with this variant&apos;s pieces</source>
        <translation>Başlangıç konumunu bu varyantın taşlarıyla bir tahtada kurar</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Değer:</translation>
    </message>
    <message>
        <source>Piece value</source>
        <translation>Taş değeri</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>Tahmini</translation>
    </message>
    <message>
        <source>What the piece is worth to Kibitz&apos;s engine, in centipawns (a pawn is 100). Estimated: from how many squares it reaches on an empty board</source>
        <translation>Taşın Kibitz motoru için değeri, santipiyon olarak (bir piyon 100). Tahmini: boş tahtada kaç kareye ulaştığından</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantEngine</name>
    <message>
        <source>mate in %1</source>
        <translation>%1 hamlede mat</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>derinlik %1</translation>
    </message>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>Varyant oynanamıyor: %1</translation>
    </message>
    <message>
        <source>%1 played “%2”, which is not a legal move here.</source>
        <translation>%1 “%2” oynadı; bu burada kurala uygun bir hamle değil.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 terk ediyor.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantGameModel</name>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>Varyant oynanamıyor: %1</translation>
    </message>
    <message>
        <source>Not a position of this variant: %1</source>
        <translation>Bu varyantın bir konumu değil: %1</translation>
    </message>
    <message>
        <source>The game holds a move that is not legal under these rules.</source>
        <translation>Oyunda bu kurallara göre geçersiz bir hamle var.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantPlayWindow</name>
    <message>
        <source>Play a Variant — Kibitz</source>
        <translation>Varyant Oyna — Kibitz</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>Motor hamle bulamadı.</translation>
    </message>
    <message>
        <source>Type a move, e.g. Cg4</source>
        <translation>Bir hamle yazın, ör. Cg4</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Hamle girişi</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Varyant</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Varyant:</translation>
    </message>
    <message>
        <source>Start position: FEN with the variant&apos;s letters (empty: its own)</source>
        <translation>Başlangıç konumu: varyantın harfleriyle FEN (boş: kendi konumu)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Başlangıç konumu</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Hamleler</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Hamle başına motor süresi</translation>
    </message>
    <message>
        <source>Auto Move</source>
        <translation>Otomatik Hamle</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Geri Al</translation>
    </message>
    <message>
        <source>Variant Game</source>
        <translation>Varyant Oyunu</translation>
    </message>
    <message>
        <source>Load variants.ini…</source>
        <translation>variants.ini Yükle…</translation>
    </message>
    <message>
        <source>Load Variant Definitions</source>
        <translation>Varyant Tanımlarını Yükle</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Varyant tanımları (*.ini);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Variant Definitions</source>
        <translation>Varyant Tanımları</translation>
    </message>
    <message>
        <source>Open PGN…</source>
        <translation>PGN Aç…</translation>
    </message>
    <message>
        <source>Open Variant Game</source>
        <translation>Varyant Oyunu Aç</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN dosyaları (*.pgn);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Save PGN…</source>
        <translation>PGN Kaydet…</translation>
    </message>
    <message>
        <source>Save Variant Game</source>
        <translation>Varyant Oyununu Kaydet</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN dosyaları (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>%1 dosyasına kaydedildi.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Tahtayı Çevir</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 okunamıyor: %2</translation>
    </message>
    <message>
        <source>No variant is called %1.</source>
        <translation>%1 adında bir varyant yok.</translation>
    </message>
    <message>
        <source>No game in %1.</source>
        <translation>%1 içinde oyun yok.</translation>
    </message>
    <message>
        <source>Read up to an error: %1</source>
        <translation>Bir hataya kadar okundu: %1</translation>
    </message>
    <message>
        <source>Cannot write the game: %1</source>
        <translation>Oyun yazılamıyor: %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kaydedilemiyor: %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Hamle sırası Beyazda</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Hamle sırası Siyahta</translation>
    </message>
    <message>
        <source>Checkmate: White wins</source>
        <translation>Şah mat: Beyaz kazanır</translation>
    </message>
    <message>
        <source>Checkmate: Black wins</source>
        <translation>Şah mat: Siyah kazanır</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>Pat: berabere</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, şahta</translation>
    </message>
    <message>
        <source> — a draw can be claimed</source>
        <translation> — beraberlik talep edilebilir</translation>
    </message>
    <message>
        <source> — the engine is thinking</source>
        <translation> — motor düşünüyor</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>Bilgisayar oynamıyor</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>Bilgisayar Beyazı oynar</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>Bilgisayar Siyahı oynar</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>Bilgisayar iki tarafı da oynar</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Bilgisayarın oynadığı taraf</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analiz et</translation>
    </message>
    <message>
        <source>Engine analysis</source>
        <translation>Motor analizi</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Yerleşik motor</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>The engine that plays and analyses: Kibitz&apos;s own, or an external engine from the settings (Fairy-Stockfish plays many variants)</source>
        <translation>Oynayan ve analiz eden motor: Kibitz&apos;in kendi motoru ya da ayarlardaki bir dış motor (Fairy-Stockfish birçok varyant oynar)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>Set Up Position…</source>
        <translation>Pozisyon Kur…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>Insufficient material: draw</source>
        <translation>Yetersiz materyal: berabere</translation>
    </message>
    <message>
        <source>Both kings reached the eighth rank: draw</source>
        <translation>İki şah da sekizinci yatayda: berabere</translation>
    </message>
    <message>
        <source>Third check: White wins</source>
        <translation>Üçüncü şah: Beyaz kazanır</translation>
    </message>
    <message>
        <source>Third check: Black wins</source>
        <translation>Üçüncü şah: Siyah kazanır</translation>
    </message>
    <message>
        <source>King on the hill: White wins</source>
        <translation>Şah tepede: Beyaz kazanır</translation>
    </message>
    <message>
        <source>King on the hill: Black wins</source>
        <translation>Şah tepede: Siyah kazanır</translation>
    </message>
    <message>
        <source>King exploded: White wins</source>
        <translation>Şah patladı: Beyaz kazanır</translation>
    </message>
    <message>
        <source>King exploded: Black wins</source>
        <translation>Şah patladı: Siyah kazanır</translation>
    </message>
    <message>
        <source>King reached the eighth rank: White wins</source>
        <translation>Şah sekizinci yatayda: Beyaz kazanır</translation>
    </message>
    <message>
        <source>King reached the eighth rank: Black wins</source>
        <translation>Şah sekizinci yatayda: Siyah kazanır</translation>
    </message>
    <message>
        <source>The horde is destroyed: Black wins</source>
        <translation>Sürü yok edildi: Siyah kazanır</translation>
    </message>
    <message>
        <source>No pieces left: White wins</source>
        <translation>Taş kalmadı: Beyaz kazanır</translation>
    </message>
    <message>
        <source>No pieces left: Black wins</source>
        <translation>Taş kalmadı: Siyah kazanır</translation>
    </message>
    <message>
        <source>No legal moves left: White wins</source>
        <translation>Geçerli hamle kalmadı: Beyaz kazanır</translation>
    </message>
    <message>
        <source>No legal moves left: Black wins</source>
        <translation>Geçerli hamle kalmadı: Siyah kazanır</translation>
    </message>
    <message>
        <source> — checks given: White %1, Black %2 of %3</source>
        <translation> — verilen şahlar: Beyaz %1, Siyah %2 / %3</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Varyant: </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Varyant sayısı</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Kurulum tahtası</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: boş</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Beyaz</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Siyah</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Rok hakları</translation>
    </message>
    <message>
        <source>Set Up Variant Position</source>
        <translation>Varyant Pozisyonu Kur</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Taşlar</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Hamle sırası</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Beyaz O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Beyaz O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Siyah O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Siyah O-O-O</translation>
    </message>
    <message>
        <source>A right needs the royal piece on its e-file square and the castling piece in the corner</source>
        <translation>Bir hak, kraliyet taşının e hattındaki karesinde ve rok taşının köşede olmasını gerektirir</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move</source>
        <translation>Son alma veya piyon hamlesinden bu yana yarım hamleler</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Geçerken alma:</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Yarım hamle sayacı:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Hamle numarası:</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Baş&amp;langıç Konumu</translation>
    </message>
    <message>
        <source>The variant&apos;s start position</source>
        <translation>Varyantın başlangıç konumu</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>Tahtayı &amp;Temizle</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Tahtayı &amp;Çevir</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>F&amp;EN:</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>FEN olarak pozisyon</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Pozisyon denetimi</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Yok</translation>
    </message>
    <message>
        <source>Not a FEN, column %1: %2</source>
        <translation>FEN değil, sütun %1: %2</translation>
    </message>
    <message>
        <source>Not a FEN: %1</source>
        <translation>FEN değil: %1</translation>
    </message>
    <message>
        <source>%1 does not allow this position: %2</source>
        <translation>%1 bu pozisyona izin vermiyor: %2</translation>
    </message>
    <message>
        <source>The variant cannot be set up: %1</source>
        <translation>Varyant kurulamıyor: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupModel</name>
    <message>
        <source>No variant is set.</source>
        <translation>Varyant seçilmedi.</translation>
    </message>
    <message>
        <source>a FEN has 4 to 6 fields: placement, side, castling, en passant</source>
        <translation>bir FEN 4 ile 6 alan içerir: dizilim, sıra, rok, geçerken alma</translation>
    </message>
    <message>
        <source>a FEN has at most 6 fields</source>
        <translation>bir FEN en çok 6 alan içerir</translation>
    </message>
    <message>
        <source>the side to move is &apos;w&apos; or &apos;b&apos;</source>
        <translation>hamle sırası &apos;w&apos; veya &apos;b&apos; olur</translation>
    </message>
    <message>
        <source>castling rights are &apos;-&apos; or each of K, Q, k, q at most once</source>
        <translation>rok hakları &apos;-&apos; ya da K, Q, k, q harflerinin her biri en çok bir kez</translation>
    </message>
    <message>
        <source>the en-passant field is &apos;-&apos; or a square</source>
        <translation>geçerken alma alanı &apos;-&apos; veya bir karedir</translation>
    </message>
    <message>
        <source>the halfmove clock is a whole number</source>
        <translation>yarım hamle sayacı bir tam sayıdır</translation>
    </message>
    <message>
        <source>the move number is a number from 1 up</source>
        <translation>hamle numarası 1&apos;den başlayan bir sayıdır</translation>
    </message>
    <message>
        <source>The royal piece cannot stand anywhere without giving check.</source>
        <translation>Kraliyet taşı şah çekmeden hiçbir yerde duramaz.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupPalette</name>
    <message>
        <source>piece</source>
        <translation>taş</translation>
    </message>
    <message>
        <source>White %1 (%2)</source>
        <translation>Beyaz %1 (%2)</translation>
    </message>
    <message>
        <source>Black %1 (%2)</source>
        <translation>Siyah %1 (%2)</translation>
    </message>
    <message>
        <source>Eraser: a click on the board removes the piece there</source>
        <translation>Silgi: tahtaya tıklamak oradaki taşı kaldırır</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Silgi</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Yeni Oyun</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Kaydet…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>&amp;Farklı Kaydet…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Çıkış</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri Al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>&amp;FEN Kopyala</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/PGN</source>
        <translation>FEN/PGN Yapıştı&amp;r</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ayarlar…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>İlk Hamle</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Önceki Hamle</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Sonraki Hamle</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Son Hamle</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Önceki Varyant</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Sonraki Varyant</translation>
    </message>
    <message>
        <source>&amp;Auto Move</source>
        <translation>&amp;Otomatik Hamle</translation>
    </message>
    <message>
        <source>The engine plays a move for the side to move (Ctrl+M)</source>
        <translation>Motor, hamle sırası olan taraf için bir hamle oynar (Ctrl+M)</translation>
    </message>
    <message>
        <source>S&amp;top Engine</source>
        <translation>Motoru &amp;Durdur</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Tahtayı &amp;Çevir</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>&amp;Koyu Renkler</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>Kibitz &amp;Hakkında</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Ana</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Yeni</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Yeni oyun (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aç</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O)</source>
        <translation>Bir PGN dosyası aç (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Oyunu kaydet (Ctrl+S)</translation>
    </message>
    <message>
        <source>Engine strength</source>
        <translation>Motor gücü</translation>
    </message>
    <message>
        <source>%1 (~%2)</source>
        <translation>%1 (~%2)</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Bilgisayarın oynadığı taraf</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>Bilgisayar oynamıyor</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>Bilgisayar Beyazı oynar</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>Bilgisayar Siyahı oynar</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>Bilgisayar iki tarafı da oynar</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Yeni başlayan</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Acemi</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Orta düzey</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Kulüp oyuncusu</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Tam güç</translation>
    </message>
    <message>
        <source>Which side the engine plays by itself</source>
        <translation>Motorun kendi başına oynadığı taraf</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Geri Al: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Yinele: %1</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>&amp;PGN Kopyala</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>Pozisyon &amp;Kur…</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>&amp;3B tahta</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Tahtayı üç boyutlu gösterir (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>3B tahta kullanılamıyor: %1</translation>
    </message>
    <message>
        <source>A game of a chess variant with its own pieces, in a window of its own</source>
        <translation>Kendi taşlarıyla bir satranç varyantı oyunu, ayrı bir pencerede</translation>
    </message>
    <message>
        <source>&amp;Variant Designer…</source>
        <translation>&amp;Varyant Tasarımcısı…</translation>
    </message>
    <message>
        <source>Defines variants with pieces of your own and saves them as variants.ini sections</source>
        <translation>Kendi taşlarınızla varyantlar tanımlar ve bunları variants.ini bölümleri olarak kaydeder</translation>
    </message>
    <message>
        <source>&amp;Play a Variant…</source>
        <translation>Varyant Oy&amp;na…</translation>
    </message>
    <message>
        <source>Engine T&amp;ournament…</source>
        <translation>Motor t&amp;urnuvası…</translation>
    </message>
    <message>
        <source>Engines play a round robin, gauntlet, knockout or Swiss tournament, in a window of its own</source>
        <translation>Motorlar ayrı bir pencerede herkes herkesle, gauntlet, eleme ya da İsviçre sistemi turnuva oynar</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple Games</source>
        <translation>Ö&amp;rnek Oyunları Aç</translation>
    </message>
</context>
<context>
    <name>kibitz::tournament::TournamentRunner</name>
    <message>
        <source>The game could not be written to the PGN: %1. The tournament stops; it can be resumed.</source>
        <translation>Oyun PGN&apos;ye yazılamadı: %1. Turnuva durur; sürdürülebilir.</translation>
    </message>
    <message>
        <source>The tournament state could not be written: %1. The tournament stops.</source>
        <translation>Turnuva durumu yazılamadı: %1. Turnuva durur.</translation>
    </message>
    <message>
        <source>Cannot read the openings file %1.</source>
        <translation>%1 açılış dosyası okunamıyor.</translation>
    </message>
    <message>
        <source>The openings file %1 changed since the tournament began; the tournament needs the same openings to continue with the same games.</source>
        <translation>%1 açılış dosyası turnuva başladığından beri değişti; turnuvanın aynı oyunlarla sürmesi için aynı açılışlar gerekir.</translation>
    </message>
    <message>
        <source>The book of %1: %2</source>
        <translation>%1 kitabı: %2</translation>
    </message>
    <message>
        <source>The tablebases at %1: %2</source>
        <translation>%1 konumundaki oyun sonu tabloları: %2</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another state file.</source>
        <translation>%1 zaten bir turnuva içeriyor: onu sürdürün ya da başka bir durum dosyası seçin.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found in the PGN and counted</source>
        <translation>
            <numerusform>PGN&apos;de %n oyun bulundu ve sayıldı</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes of an unfinished write cut from the PGN</source>
        <translation>yarım kalmış bir yazmanın %1 baytı PGN&apos;den kesildi</translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted game(s) to be played again</source>
        <translation>
            <numerusform>yarıda kalan %n oyun yeniden oynanacak</numerusform>
        </translation>
    </message>
</context>
</TS>
