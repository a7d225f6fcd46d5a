<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Oyunu Bırak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Sürmekte olan oyun bırakılsın mı?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>İstatistiklerinizde kayıp olarak sayılacak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Bırak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Oynamaya Devam Et</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Tekrar sorma</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>%1 oynamak için sürmekte olan oyun bırakılsın mı?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1, %2 ile %3 arası boş hücre</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>FreeCell Qt Hakkında</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Masaüstü için FreeCell solitaire ailesi: %4 ya da kendi oyununuz. Microsoft dağıtım numaraları, oyun kodları, dizi hareketleri ve sınırsız geri alma.&lt;/p&gt;&lt;p&gt;MIT Lisansı altında özgür yazılım.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>İpucu bulunamadı: çözücü başarısız oldu.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Bu dağıtım kazanılamaz; işte bir tahmin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Bu oyun artık kazanılamaz; işte bir tahmin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Düşünüyor...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Hiçbir hamle mümkün değil.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Çözüm aranıyor...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Çözüm yok: bu dağıtım kazanılamaz.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Buradan çözüm yok: bu oyun artık kazanılamaz.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>İzin verilen sürede çözüm bulunamadı.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Kazanılabilir son konum aranıyor...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Bu dağıtım başlangıcından da kazanılamaz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>İzin verilen sürede kazanılabilir bir nokta bulunamadı: bu dağıtımın kazanılıp kazanılamayacağı bilinmiyor.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>İzin verilen sürede kazanılabilir bir nokta bulunamadı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Oyunun hâlâ kazanılabildiği son nokta olan {0}. hamleye dönüldü.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Bu dağıtım kazanılabilir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Bu dağıtım hâlâ kazanılabilir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Bu dağıtım artık kazanılamaz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Bu dağıtım kazanılamaz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Bu dağıtımın kazanılıp kazanılamayacağı henüz bilinmiyor: arama sürüyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Bu dağıtımın kazanılıp kazanılamayacağı bilinmiyor.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Bilgisayar tarafından çözüldü.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Kazandınız! %2 hamlede %1 puan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Hiç hamle kalmadı.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt bu oyuncu için zaten çalışıyor ama yanıt vermiyor. Onu kapatın (ya da yanıt verene kadar bekleyin), sonra oyunu yeniden başlatın.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FreeCell Qt</source>
        <translation>FreeCell Qt</translation>
    </message>
</context>
<context>
    <name>AssistUi</name>
    <message>
        <location filename="../../freecell_qt/windows/assist.py" line="+50"/>
        <source>&amp;Hint</source>
        <extracomment>Keys that change Solve&apos;s speed or hold it while it plays; any other key, and any click, stops it. Up and Down too, for keyboards where + needs Shift. Pressed alone, these stop nothing: Shift may be on its way to a +.</extracomment>
        <translation>İp&amp;ucu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>Çö&amp;z (Gösterim)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Nerede Hata Yaptım?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>İpucu: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>İpucu (tahmin, çözüm bulunamadı): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Denetleniyor...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Kazanılabilir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Artık kazanılamaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Dağıtımdan kazanılamaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Kazanılabilir mi? Hâlâ aranıyor...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Kazanılabilir mi? Bilinmiyor</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Çöz duraklatıldı: Boşluk sürdürür, Esc ya da bir tıklama durdurur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Yavaş çözülüyor: + hızlandırır, - yavaşlatır, Boşluk duraklatır, Esc ya da bir tıklama durdurur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Çözülüyor: + hızlandırır, - yavaşlatır, Boşluk duraklatır, Esc ya da bir tıklama durdurur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Hızlı çözülüyor: + hızlandırır, - yavaşlatır, Boşluk duraklatır, Esc ya da bir tıklama durdurur.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Durduruldu.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Sürmekte olan oyun {0} içine kaydedilemiyor; oyun sürüyor ama bir dahaki sefere orada olmayacak.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Kayıtlı oyun okunamadı ({0}) ve kenara da taşınamadı; yeni bir oyun başlıyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Kayıtlı oyun okunamadı ({0}). Yeni bir oyun başlıyor; eski dosya {1} olarak saklandı.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>İlk Meydan Okuma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Tam Gün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Zor Kazanılan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Boş Hücre Yok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>Par Düzeyinde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Üst Üste On</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Altın Ay</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Bir günlük meydan okumayı kazanın.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Bir günün üç günlük meydan okumasının hepsini kazanın.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Zor bir günlük meydan okumayı kazanın.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Boş hücre kullanmadan bir oyun kazanın.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Bir dağıtımı parından fazla olmayan sayıda hamleyle kazanın.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Üst üste on oyun kazanın.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Bir ayın her gününü tamamlayın: altın kupa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Bronz kupa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Gümüş kupa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Altın kupa</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>Bir gün, üç dağıtımı kazanıldığında tamamlanır. Bronz: bir ayda {0} gün; gümüş: {1} gün; altın: her gün.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>Üst üste %n gün</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../../freecell_qt/words/board_words.py" line="+59"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>line %1: card %2 is already on line %3: %4 is in the deck once</source>
        <translation>satır %1: %2 kartı zaten %3. satırda: %4 destede bir kez bulunur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>satır %1: %2 kartı zaten %4. satırda %3 kez var: %5 her destede bir kez bulunur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>satır %1: %2 kartı zaten %4 satırlarında %3 kez var: %5 her destede bir kez bulunur</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>tabloda %1 kart var; eksik: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>satır %1: %2 temeli iki kez verilmiş</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>satır %1: %2 temeli %3 kez verilmiş</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>satır %1: boş hücrelerde bir kart var ama oyunda boş hücre yok</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>satır %1: boş hücrelerde %n kart var ama oyunda %2 boş hücre var</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>satır %1: bilinmeyen kart &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>satır %1: %2 bir joker ve bu oyun jokersiz oynanır</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>satır %1: ikinci bir %2 satırı (ilki %3. satır)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>bu oyunun tablosunda %1 yığın satırı olur, bunda %2 var</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>tabloda %2 değil, %1 kart var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>satır %1: &apos;%2&apos; temeli H-A ya da S-0 gibi yazılmamış</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>satır %1: %3 değil, %2 temel (ya da renk değiştiren %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>satır %1: %3 değil, %2 temel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>satır %1: %2 temeli bu kartları tutamaz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>satır %1: renk değiştiren bir temel %2 ile değil, asla başlar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>satır %1: bir temelde %2, %3 ardından gelemez: her kart altındakinden bir değer yüksektir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>satır %1: bir temelde %2, %3 ardından gelemez: renkler sırayla değişir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>satır %1: bir temel en çok %2 kart alır, bunda %3 var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>satır %1: &apos;%2&apos; tabanı 5 ya da Q gibi bir değer değil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>satır %1: [5H] gibi yüzü kapalı kartlar yüzü açık olanların altında durur ve bir yığının en üstteki kartı yüzü açıktır</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>metin %1 karakter uzunluğunda; bir tablo en çok %2 olabilir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>metinde tablo yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>satır %1: %2 kuralları hiçbir oyunu adlandırmıyor (bir Rules: satırı C4K8R0BAFAMSDR gibidir)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>tabloda %1 boş hücre var; bir oyunda en çok %2 olur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>her kart temellerde: oynanacak bir şey yok</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>konumda %1 boş hücre var ama oyunda %2 var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>konumda %1 yığın var ama oyunda %2 var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>konumda %1 temel var ama oyunda %2 var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>%1 oyununda her temel kendi kartıyla başlar; konum hiçbirini vermiyor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>konumun temelleri her takımdan kart tutuyor ama %1 oyununda her temel tek bir takım alır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>%1 boş hücresi yalnızca %2 tutar, %3 değil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>konumda yüzü kapalı kartlar var ama %1 oyununda her kart yüzü açık dağıtılır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>temeller %1 değerinden başlıyor ama %2 oyununda astan başlarlar</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>{0} dosyası {1} MB’tan büyük.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>{0} sıradan bir dosya değil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>{0} dosyası okunamıyor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>{0} dosyası bozuk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>{0} dosyası açıldığında {1} MB&apos;tan büyük oluyor.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>{0} kartı yok (SVG&apos;sinde “{1}” öğesi yok).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Arka yüzü yok (SVG&apos;sinde “back” öğesi yok).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>{0} dosyası bir SVG resmi değil.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Kendi destemiz çiziliyor, yüklenmiyor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>{0} dosyası eksik.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Bir şeyler ters gitti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt beklemediği bir hatayla karşılaştı. Oyun sürüyor ama bazı şeyler olması gerektiği gibi çalışmayabilir.

Ayrıntılar {0} içinde; sorunu bildirirken lütfen bu dosyayı ekleyin.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt beklemediği bir hatayla karşılaştı. Oyun sürüyor ama bazı şeyler olması gerektiği gibi çalışmayabilir. Ayrıntılar veri klasörüne yazılamadı.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Renk değiştirerek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Aynı takım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Herhangi bir takım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Hiçbiri: dizme yok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Herhangi bir kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Yalnızca papazlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Hiçbir şey</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Boş hücrelerin ve yığınların izin verdiği kadar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Herhangi bir dizi tek seferde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Her seferde bir kart</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Takıma göre, astan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Takıma göre, dağıtılan ilk karttan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Takıma göre, ilk kartın değerinden, hepsi yukarıda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Değere göre, dağıtılan dört karttan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Renk değiştirerek, iki astan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Takıma göre, dört astan iki tur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Değere göre, tek temel, önce tüm aslar</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Her papaz bir yığın başlatır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Her papaz bir yığın başlatır, aslar yukarıda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Sıra sıra, aslar temelde</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;Dağıtım:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>Temeller şuna göre &amp;artar:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>Yığın &amp;sayısı:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>Hü&amp;crelere dağıtılan kartlar:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>D&amp;esteler:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Sıra sıra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Aslar ve ikiler en dipte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Her takım kendi yığınına</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Her takım için bir &amp;hücre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Dört Renk oyunundaki gibi: a boş hücresi yalnızca sinek, b karo, c kupa ve d maça tutar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>Azalan dizili&amp;m:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>Boş &amp;yığına konabilen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>Dizi &amp;taşıma:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Günlük Meydan Okumalar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Oyna</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Günün dağıtımları</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Kupalar</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Başarım</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Nasıl kazanılır</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Dağıtım {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Meydan okumalar yalnızca kendi aylarında sayılır: bu gün artık meydan okuma olarak oynanamaz.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0} içinde %n gün tamamlandı.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} kazanıldı.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>%n günde {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Üst üste tamamlanan gün: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(en iyi %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Ulaşılan kilometre taşları: {0} gün.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Gü&amp;nlük Meydan Okumalar...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Günlük meydan okuma ({0}, {1}): dağıtım {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Kazanıldı: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>%1 ası</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>%1 valesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>%1 kızı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>%1 papazı</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>kırmızı bir as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>siyah bir as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>kırmızı bir vale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>siyah bir vale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>kırmızı bir kız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>siyah bir kız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>kırmızı bir papaz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>siyah bir papaz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>birinci joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>ikinci joker</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>kırmızı bir %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>siyah bir %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>herhangi bir %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 yukarı çıkamaz: temeller sıradaki olarak %2 alır.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>vale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>kız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>papaz</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1, %2 üzerine konamaz: papaz hiçbir kartın üzerine konmaz, yalnızca boş bir yığını doldurur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1, %2 üzerine konamaz: %3, %4 üzerine konur.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>%1 ile %2 arasındaki dizinin hiçbir kartı %3 üzerine konamaz: asın üzerine hiçbir şey konmaz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>%1 ile %2 arasındaki dizinin hiçbir kartı %3 üzerine konamaz; o, %4 alır.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Bu oyunda boş hücre yok; %1 boş hücresi yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Bu oyunda yalnızca a boş hücresi var; %1 boş hücresi yok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Bu oyunda a ile %1 arası boş hücreler var; %2 boş hücresi yok.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>%1. yığının bir kartı %3 değil, %2 üzerine konur.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%1. yığının %n kartı %3 değil, %2 üzerine konur.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Oraya yalnızca %1. yığının en alttaki kartı gidebilir.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>%1. yığının yalnızca en alttaki %n kartı bir dizi oluşturur.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 boş olsa bile asla bir yığına konmaz: joker bir boş hücreye ya da yukarı gider.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>Jokerlerin temeli boş.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Bir jokerin üzerine hiçbir şey konmaz (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 ancak sinek, maça ve kupa temelleri tamamlandığında yukarı çıkar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>%1. yığın boş.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>%1 boş hücresi boş.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Yüzü kapalı bir kart taşınamaz: üzerindeki kartlar gidince yüzü açık çevrilir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>%1. yedek yığın boş.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>%1. yedek yığın dolu: %2 kart tutar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Bir yedek yığın her seferde bir kart alır.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>%1. yedek yığında kart var: bir yedek yığın yalnızca boşken kart alır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Yedek yığına hiçbir kart konamaz: yalnızca kart verir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Kartlar temellerden geri gelemez: Tercihler&apos;de bu seçenek kapalı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>%1 temeli boş.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Bu oyunda 1 ile %1 arası yığınlar var; %2. yığın yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Bu oyunda %1 temel var; %2. temel yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>Bu oyunda boş bir yığını yalnızca bir papaz ya da papazla başlayan bir dizi doldurur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>Bu oyunda temeller %1 ile başlar: boş bir yığını yalnızca %2 değerinde bir kart ya da onunla başlayan bir dizi doldurur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>Bu oyunda boş bir yığın boş kalır.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>Bu oyunda kartlar yığından yığına birer birer taşınır.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 yukarı çıkamaz: %2 temeli %3 değerinden başlar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>%2 boş hücresinde kart durdukça %1. yığının en üstteki kartı yüzü kapalıdır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>%1. yığın, kart tutan %2. yığının altında duruyor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>%1. yığın, %2. yığının altında duruyor: üzerine yalnızca %2. yığının %3 kartının tümü birlikte inebilir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>%1 boş hücresi yalnızca %2 tutar, %3 değil.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>Bu oyunda kartlar temellerde kalır.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>Bu oyunda hiçbir kart bir yığının üzerine konmaz.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 yukarı çıkamaz: temeller sıradaki olarak şu değerleri alır: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>%1. temel dolu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>%1. temel sıradaki olarak %3 değil, %2 değerini alır.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>Boş hücrelere %1 kart dağıtılıyor ama yalnızca %2 boş hücre var: daha çok hücre ya da daha az kart seçin.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Oyun ancak hiçbir yığında birden fazla kart kalmadığında bitirilebilir.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Oyun kodu &apos;%1&apos;: &apos;%2&apos; hiçbir oyunun kodunu başlatmıyor.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Oyun kodu &apos;%1&apos;: hücre bölümü &apos;%2&apos;, C0 ile C8 arasında olmalı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Oyun kodu &apos;%1&apos;: %2 boş hücre aralık dışında (%3 ile %4 arası).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Oyun kodu &apos;%1&apos;: %2, %3 boş hücreyle oynanır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Oyun kodu &apos;%1&apos;: kurallar bölümü okunamıyor (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Oyun kodu &apos;%1&apos; her koddan daha uzun.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 yukarı çıkamaz: %2 temeli asla başlar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 henüz yukarı çıkamaz: önce %2 gider.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Bir kart asla bir boş hücreden diğerine taşınmaz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Temelden alınan bir kart yalnızca bir yığına geri döner.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>%1 boş hücresi dolu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 kart, şu anda en çok %2 taşınabilir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Oyun buradan bitirilemez.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 yukarı çıkamaz: temel sıradaki olarak %2 değerini alır.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>%1. temel sıradaki olarak %3 değil, %2 alır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Bir boş hücrenin ya da temelin yalnızca en üstteki kartı taşınabilir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Kartlar temele birer birer çıkar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Bir boş hücre tek kart tutar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>Bu oyunda yalnızca papazdan asa renk değiştiren tam bir dizi yukarı çıkar, 13 kartın tümü tek seferde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Her temel bir dizi tutuyor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Oyun ancak her yığın papazdan asa tam dizilerden oluştuğunda bitirilebilir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Her papaz bir yığın başlattığında oyunun papaz sayısı kadar (%1) ya da bir fazla yığını olmalıdır, %2 değil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Boş hücredeki kartın kendi yığınının en üstteki kartını yüzü kapalı çevirdiği oyunda her boş hücrenin kendine ait bir yığını olmalıdır: %1 boş hücre, %2 yığın.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Oyun kazanıldı.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Oyun ancak her yığın tek bir dizi olduğunda bitirilebilir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Oyun ancak kalan her kart bulunduğu yerden sırayla yukarı çıkabildiğinde bitirilebilir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Geri alınacak bir şey yok.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Yinelenecek bir şey yok.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>Geçmişte %1 noktası yok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>&apos;%1&apos; bir dağıtım numarası değil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>%1 dağıtım numarası aralık dışında (1 ile %2 arası).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Dağıtım numarası %1 değil, bir tam sayı olmalı.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Oyun kodu &apos;%1&apos;: &apos;%2&apos;, A-Z arası bir harf, bir rakam ya da tire değil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Oyun kodu &apos;%1&apos;, FC1-C4-AAAAAKH gibi üç bölümden oluşmalı.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Oyun kodu &apos;%1&apos;: biçim sürümü &apos;%2&apos;, 1 değil.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Oyun kodu &apos;%1&apos;: dağıtım bölümü &apos;%2&apos;, A-Z arası 7 harf olmalı.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Oyun kodu &apos;%1&apos;: %2 dağıtımı aralık dışında (1 ile %3 arası).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>Bu oyunda kartlar temellerden geri gelemez: oyun geri alma kapalıyken başlatıldı.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Meydan Okumalar ve Kolay Dağıtımlar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Bir Freecell dağıtımını, çözücünün ona gereken kadar az boş hücreyle kazanın. Aşağıdaki her dağıtım, kazanılabileceği en az boş hücre sayısının altında listelenir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 boş hücre (%1 dağıtım)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n boş hücre (%1 dağıtım)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>&amp;En az hücre:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>Meydan Okumayı &amp;Oyna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Yeni Ba&amp;şlayan: Kolay Bir Dağıtım</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Çözücünün kolay olarak derecelendirdiği, dört boş hücreli rastgele bir Freecell dağıtımı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;Aslar Temelde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>Dört as oyundan önce temellerde olan Freecell: daha kolay bir oyun</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Dağıtım %1, 1 boş hücreyle</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Dağıtım %1, %n boş hücreyle</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Meydan Okuma: En Az Hü&amp;cre...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Meydan Okumalar ve K&amp;olay Dağıtımlar...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Yeni Ba&amp;şlayan: Kolay Bir Dağıtım</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Aslar T&amp;emelde: Daha Kolay Bir Freecell</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Meydan okuma: dağıtım %1, 1 boş hücreyle</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Meydan okuma: dağıtım %1, %n boş hücreyle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>En az hücre meydan okuması, numarayla dağıtılan Freecell dağıtımları içindir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>En az hücre sayısı zorluk derecesiyle birlikte gelir; çözücünün kararı gizliyken o da gizlidir: Tercihler&apos;den açın.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>En az hücre sayısı hesaplanıyor...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Bu dağıtım kazanılamaz, bu yüzden meydan okuması yok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Çözücü bu dağıtım için en az boş hücre sayısını bütçesi içinde belirleyemedi, bu yüzden meydan okuma sunmuyor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>En Az Hücre Meydan Okuması</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Meydan okuma: bu dağıtımı 1 boş hücreyle kazanın</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Çözücü %1 dağıtımını 1 boş hücreyle kazanıyor, daha azıyla değil. Aynı dağıtım o kadar hücreyle yeniden başlar.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Meydan okuma: bu dağıtımı %n boş hücreyle kazanın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Çözücü %1 dağıtımını %n boş hücreyle kazanıyor, daha azıyla değil. Aynı dağıtım o kadar hücreyle yeniden başlar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>Meydan Okumayı &amp;Başlat</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Meydan okuma kazanıldı: dağıtım %1, 1 boş hücreyle!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Meydan okuma kazanıldı: dağıtım %1, %n boş hücreyle!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>Aslar temelde Freecell: dört as temellerde başlar. Sonuçları Freecell&apos;inkilerden ayrı tutulur.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>dosya %1 MB&apos;tan büyük</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>dosya metin değil (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>dosya boş</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>dosya geçerli JSON değil (satır %1, sütun %2: %3); kesilmiş olabilir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>dosya geçerli JSON değil (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>dosya okunamıyor (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>dosya kayıtlı bir oyun içermiyor (JSON nesnesi yok)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>dosya bir FreeCell Qt oyunu değil (biçim %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>dosyanın sürüm numarası yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>dosya daha yeni bir FreeCell Qt (sürüm %1) tarafından yazılmış; açmak için uygulamayı güncelleyin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>bilinmeyen dosya sürümü %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>oynanan süre 0 ya da daha büyük bir saniye sayısı olmalı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>ipucu sayısı 0 ya da daha büyük bir tam sayı olmalı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>dosyada oyun yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>dosyadaki oyun geçerli değil: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>oyunda %1 adım var, izin verilen %2 adımdan fazla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>%1. adımda bir adımın alabileceği %2 hamleden fazlası var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>oyunda izin verilen %1 hamleden fazlası var</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>oynanan süre %1 yıldan fazla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>ipucu sayısı %1 değerinden fazla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>dosya normal bir dosya değil (klasör, aygıt ya da boru)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../freecell_qt/controller.py" line="+514"/>
        <location filename="../../freecell_qt/table/touch.py" line="+184"/>
        <source>This card has nowhere to go.</source>
        <extracomment>The game about to be replaced by another (new deal, restart, load), or the game put aside for a replay when it is given up; emitted with the old Game so that statistics can close its record. The game in play is about to make way for a replay; it comes back when the replay is left (``leave_replay``), so its record stays open. A replay came onto the table (True) or left it (False). The replay on the table became the player&apos;s game (&quot;Continue from Here&quot;). A lesson came onto the table (True) or left it (False): see ``enter_lesson``. What a refused move says while the game shown is not the player&apos;s; empty for a replay&apos;s own sentence. The deal&apos;s par in moves while it is known (the window&apos;s ``DealPar``), kept with a win beside its moves counted the par&apos;s way. The game won, the point it was won at, and the win as counted then.
----------
How long a finger stays still for a long press (Android&apos;s and GNOME&apos;s figure). A finger trembles more than a mouse: it must travel this many times Qt&apos;s drag distance before a touch becomes a drag. A touch reached the table: the window turns its touch mode on. The pile and card count picked by a first tap, waiting for a second.</extracomment>
        <translation>Bu kartın gidebileceği bir yer yok.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Tekrar izleme: oynamak için Buradan Devam Et&apos;e, oyununuza dönmek için Esc&apos;ye basın.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Geri Alma Geçmişi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Oyunu geri döndürmek için bir nokta seçin. Geri alınan adımlar gri görünür ve yeni bir hamle yapana kadar yinelenebilir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Oynanan adımlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Git</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Geri alındı: yinelenebilir</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Oyun şu anda burada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="-123"/>
        <location line="+2"/>
        <source>How to Play</source>
        <translation>Nasıl Oynanır</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Bitirme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Her yığın tek bir dizi olduğunda oyun kazanılmış sayılır: &lt;b&gt;Bitir&lt;/b&gt; düğmesi tüm kartları yukarı gönderir. &lt;i&gt;Kendiliğinden bitir&lt;/i&gt; açıksa bu kendiliğinden olur. Hiç hamle kalmazsa geri alabilir, dağıtımı yeniden başlatabilir ya da yeni bir oyun başlatabilirsiniz.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Temele konan her kart 10 puan, boş hücreden yığına oynanan her kart 5 puan kazandırır; temelden geri alınan bir kart 10 puana mal olur. Geri alma puanları da geri alır ve puan hiçbir zaman sıfırın altına düşmez.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Dağıtım numaraları ve oyun kodları</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Her dağıtımın klasik Windows oyunundaki gibi 1 ile 2.147.483.647 arasında bir numarası vardır ve aynı numara her oyunda aynı karıştırmayı verir, o oyunun düzenine göre dağıtılır: FreeCell 11982 numaralı dağıtım, kazanılamayan ünlü dağıtımdır. &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; gibi bir &lt;b&gt;oyun kodu&lt;/b&gt; oyunu, boş hücrelerini ve dağıtımı belirtir; böylece onu giren bir arkadaşınız tam olarak aynı oyunu oynar. İkisinden birini girmek için &lt;i&gt;Numara veya Kodla Dağıtım Oyna&lt;/i&gt; komutunu kullanın.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Zorluk ve kazanılabilir dağıtımlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Her dağıtım &lt;b&gt;Kolay&lt;/b&gt;, &lt;b&gt;Orta&lt;/b&gt;, &lt;b&gt;Zor&lt;/b&gt; ya da &lt;b&gt;Uzman&lt;/b&gt; olarak derecelendirilir. Derecelendirme önce dağıtımın hâlâ kazanılabildiği en az boş hücre sayısını (çözücü oyunun hücre sayısını, sonra bir eksiğini dener ve böyle sürer), sonra çözücünün bir kazanç için ne kadar aramak zorunda kaldığını sayar: bir dağıtımın gerektirdiği her hücre on kat daha uzun bir arama kadar ağırlık taşır. Süreye değil konum sayısına dayanır, bu yüzden aynı dağıtım her bilgisayarda aynı dereceyi alır.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Seçeneklerle Yeni Oyun&lt;/i&gt; içinde &lt;i&gt;Yalnızca kazanılabilir dağıtımlar&lt;/i&gt;, rastgele bir dağıtımı ancak çözücü onun için bir kazanç bulduğunda dağıtır; &lt;i&gt;Zorluk&lt;/i&gt; ise o derecede rastgele bir dağıtım ister. Çözücü ararken oynamaya devam edebilirsiniz; &lt;b&gt;Esc&lt;/b&gt; aramayı durdurur.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Ekran okuyucuyla oynama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Masa, ekran okuyucuya çerçevenin hangi destede olduğunu söyler, örneğin &lt;i&gt;kupa 7, yığın 3, 5 kart, üstteki kart&lt;/i&gt; ya da &lt;i&gt;Boş hücre b, boş&lt;/i&gt;; ayrıca her hamleyi, kendiliğinden yukarı çıkan kartları, bir hamlenin neden reddedildiğini, ipuçlarını, dağıtımın hâlâ kazanılıp kazanılamayacağını ve kazancı söyler. Masayı dinlemek için: &lt;b&gt;R&lt;/b&gt; çerçevenin bulunduğu destenin her kartını okur, &lt;b&gt;L&lt;/b&gt; boş hücreleri, &lt;b&gt;U&lt;/b&gt; temelleri okur, &lt;b&gt;Alt&lt;/b&gt; ile bir rakam o yığını okur (&lt;b&gt;Alt+3&lt;/b&gt; yığın 3). Okuma hiçbir kartı ve çerçeveyi taşımaz.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ok tuşları bir çerçeveyi desteler arasında taşır; &lt;b&gt;Boşluk&lt;/b&gt; ya da &lt;b&gt;Enter&lt;/b&gt; oradaki kartları alır ve seçtiğiniz sonraki desteye bırakır; &lt;b&gt;Esc&lt;/b&gt; bırakır. Bir hamleyi yazarak da yapabilirsiniz: bir yığın numarası, sonra gideceği yer (başka bir yığın, bir boş hücre ya da temel için &lt;b&gt;h&lt;/b&gt;). &lt;b&gt;3&lt;/b&gt; sonra &lt;b&gt;h&lt;/b&gt;, 3. yığının açıktaki kartını temeline gönderir.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;10 ve sonraki yığınlar %1 olarak yazılır.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1. yığın ve sonrakilerin kendi tuşu yoktur: onlara ok tuşlarıyla ulaşın; Sol ve Sağ bir kat boyunca, Yukarı ve Aşağı bir üst ya da alt kata götürür.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Boş hücreler &lt;b&gt;a&lt;/b&gt; ile &lt;b&gt;%1&lt;/b&gt; arasında harflendirilmiştir (&lt;b&gt;h&lt;/b&gt; temeldir): &lt;b&gt;3&lt;/b&gt; sonra &lt;b&gt;a&lt;/b&gt;, 3. yığının açıktaki kartını ilk boş hücreye taşır.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>%1 nasıl oynanır</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Klavye</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Ders</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Atla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Sonraki adıma geç</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Dersten Çık</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Oyununuza dönün (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Dağıtım Oyna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Dersten çıkın ve oynayın</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Dersi Tekrarla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>Ders bir kez daha, 1. adımdan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Başla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Dersi şimdi alın</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Hayır, Teşekkürler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>Ders, Yardım menüsünde kalır</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>İlk &amp;Ders</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Dersten Çık</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>FreeCell&apos;de yeni misiniz?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Kısa bir ders alın: küçük bir dağıtımda sekiz adım, yaklaşık üç dakika. Oyununuz bu sırada bekler.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>Ders, istediğiniz zaman Yardım menüsündedir: İlk Ders.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Tebrikler!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Dersin dağıtımını kazandınız; artık FreeCell&apos;in tüm hamlelerini biliyorsunuz. Bir dağıtım oynayın ya da dersi yeniden alın.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Adım {0} / {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Bir kart, kendisinden bir değer yüksek ve öbür renkten bir kartın üzerine konur; örneğin kırmızı bir vale siyah bir kızın üzerine. {0} kartını {1} üzerine sürükleyin.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Sol üstteki boş hücrelerin her biri herhangi bir kartı tutar. Altındaki kartı açmak için {0} kartını bir boş hücreye koyun.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Sağ üstteki temeller her takımı astan başlayarak yukarı doğru kurar. {0} kartını yukarı gönderin: oraya sürükleyin ya da üzerine çift tıklayın. Kendi oyunlarınızda artık hiçbir işe yaramayan kartlar kendiliğinden yukarı çıkar (otomatik taşıma).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Sırayla dizilmiş, renkleri değişen kartlar birlikte taşınır: en fazla (boş hücreler + 1) × 2^(boş yığınlar), burada {0}. {1} kartını {2} üzerine sürükleyin; altındaki kartlar da onunla gelir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Oyun, kuralların izin vermediği bir hamleyi reddeder ve nedenini pencerenin altında söyler. Bir tane deneyin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Oyun, kuralların izin vermediği bir hamleyi reddeder ve nedenini pencerenin altında söyler. Deneyin: {0} kartını {1} üzerine sürükleyin.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Herhangi bir hamle yapın, sonra onu Geri Al (Ctrl+Z) ile geri alın.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Her hamle geri alınabilir: şimdi Ctrl+Z (Geri Al) tuşuna basın.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Oyun şunu söyledi: “{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Ne yapacağınızdan emin değil misiniz? H (İpucu) tuşuna basın: oyun iyi bir hamleyi işaretler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Şimdi dağıtımı kazanın: her kart kendi temeline. İpuçlarını (H) dilediğiniz gibi kullanın; kalan kartlar sıraya girince Bitir (Ctrl+F) onları yukarı gönderir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Bu, buradan yapılamaz. Hamleleri Geri Al (Ctrl+Z) ile geri alın ya da Atla düğmesine basın.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Diğer düğmeler</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Yeni Oyun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Seçenek&amp;lerle Yeni Oyun...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>Dağıtımı Yeniden &amp;Başlat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>Numara veya Kodla &amp;Dağıtım Oyna...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>&amp;Günün Dağıtımı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>Oyun &amp;Kodunu Kopyala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Konu&amp;mu Kopyala</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>Konumu Ya&amp;pıştır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>Konum &amp;Hazırla...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>Oyun &amp;Aç...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>Oyunu &amp;Farklı Kaydet...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Uygulamadan Çık</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Geri Al</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>Geri Alma Geç&amp;mişi...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>Oyunu &amp;Değerlendir...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Bitir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Tam Ekran</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Araç Çubuğu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Tercihler...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Nasıl Oynanır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>FreeCell Qt &amp;Hakkında</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Günün Dağıtımı {0}: {1} dağıtım {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0} dağıtım {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>İlk Ders</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Artık yüklü değil.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>“{0}” kart destesi kullanılamıyor: {1} Kartlar FreeCell Qt&apos;nin kendi kartları.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Konum panoya metin olarak kopyalandı.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Hamle</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ayarlar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Araç Çubuğu</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Puan: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Hamle: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Süre: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Bu, bugünün Günün Dağıtımı; Dağıtımı Yeniden Başlat onu baştan oynatır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>{0} tarihli Günün Dağıtımı: bugün herkes için aynı dağıtım.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} panoya kopyalandı.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Mesajlar...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Durum çubuğunun son mesajları</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Mesajlar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Son mesajlar, en yenisi en sonda</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0}  {1}</source>
        <translation>{0}  {1}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+78"/>
        <source>New Game</source>
        <translation>Yeni Oyun</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Özel</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Kartların temellerden &amp;geri alınmasına izin ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Tercihler&apos;deki gibi, her oyunun bir seçeneği</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Oyun:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Boş hücreler:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>&amp;Rastgele dağıtım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>Dağıtım &amp;numarası veya oyun kodu:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Yalnızca &amp;kazanılabilir dağıtımlar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Rastgele bir dağıtımı ancak çözücü kazanılabilir olduğunu kanıtladığında dağıt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Herhangi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>örn. 11982 ya da FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>&amp;Zorluk:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Dağıtım numaraları 1 ile %1 arasındadır, her oyunda aynı karıştırma.&lt;br&gt;Oyun kodları FC1-C4-AAAAAKH gibi görünür.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Meydan Okumalar ve Ko&amp;lay Dağıtımlar...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Bunlar %2 oyununun kurallarıdır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Oyun kodu: henüz yok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Oyun kodu: rastgele bir dağıtım — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Oyun kodu: %1 — %2, dağıtım %3</translation>
    </message>
</context>
<context>
    <name>ParLabel</name>
    <message>
        <location filename="../../freecell_qt/windows/par_label.py" line="+53"/>
        <source>Par: {0} / {1}</source>
        <translation>Par: {0} / {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your moves as the par counts them (every move, those to the foundations and the automatic ones included), and the deal&apos;s par: the fewest moves found to win it</source>
        <translation>Parın saydığı şekilde hamleleriniz (temellere gidenler ve otomatik olanlar dahil her hamle) ve dağıtımın parı: onu kazanmak için bulunan en az hamle sayısı</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Ayarlar dosyası {0} okunamadı; varsayılanlar kullanılıyor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Ayarlar dosyası okunamadı; {0} olarak saklandı ve varsayılanlar kullanılıyor.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Ayarlar {0} içine kaydedilemiyor; değişiklikler yalnızca FreeCell Qt kapanana kadar geçerli.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Tercihler</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>Güvenli kartları temellere &amp;otomatik taşı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>Her yığın bir dizi olunca &amp;kendiliğinden bitir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>Tek &amp;tıklama bir kartı temeline gönderir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Tıklayarak ta&amp;şı: bir karta, sonra gideceği yere tıkla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Kartların temellerden &amp;geri alınmasına izin ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>Dö&amp;rt renkli deste (sinek yeşil, karo mavi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>&amp;Büyük indisli deste (köşelerde büyük değer ve takım)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>&amp;Ses efektleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>Açılışta son oyuna de&amp;vam et</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Oyunun hâlâ ka&amp;zanılabilir olup olmadığını göster</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Bir tıklama bir kartı ve üzerindeki diziyi alır; başka bir desteye tıklama onları oraya koyar, çuhaya tıklama ya da Esc onları geri koyar. Bu durumda tek tıklama kartı temeline göndermek yerine alır; çift tıklama yine gönderir.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>İkiy&amp;e katlama: (boş hücre + 1) × 2^boş yığın</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;Doğrusal: (boş hücre + 1) × (boş yığın + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Kurallar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Bir dizi hareketinin taşıyabileceği kart:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>Boş yığınları yalnızca papaz alan ya da hiç kart almayan oyunlarda tek seferde boş hücre + 1 kart taşınır. Kural değişiklikleri hemen, sürmekte olan oyuna da uygulanır.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Kapalı</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Hızlı</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>Sistem gibi</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Açık</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Koyu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Yeşil çuha, koyu kipte koyu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Yeşil çuha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Mavi çuha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Koyu çuha</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Açık: siyah çuha, çerçeveli kartlar ve desteler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Mavi kafes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Kırmızı karolar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Yeşil dalgalar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Pencereye sığdır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Büyük</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Küçük</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>&amp;Çöz hızı:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Görünüm</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>Re&amp;nk şeması:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Masa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>Y&amp;üksek karşıtlık:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Kart bo&amp;yutu:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Hareketi azalt: kartlar doğrudan yerine gider, k&amp;utlama yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Masaüstü daha az animasyon istediğinde varsayılan olarak açıktır. Çöz yine de hamleleri kendi hızında tek tek oynar.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Kartlar</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>FreeCell Qt&apos;nin kendi destesi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Deste önizlemesi: bir as, bir papaz ve arka yüz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Kart destes&amp;i:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>Kart &amp;arkası:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Bu seçenek yalnızca FreeCell Qt&apos;nin kendi destesini değiştirir; seçilen deste kendi ön yüzlerini ve arka yüzünü getirir.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>“{0}” destesi kullanılamıyor: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>Animasyon &amp;hızı:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Sistem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>Di&amp;l:</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>&amp;Tamam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>İ&amp;ptal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Kapat</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-6"/>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Sıfırla</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>İptal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Dağıtım aramayı durdur (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Zorluk: derecelendiriliyor...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Bu dağıtımın ne kadar zor olduğu hesaplanıyor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Zorluk: derecelendirilmedi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Bu dağıtım kazanılamaz, bu yüzden düzeyi yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Çözücü bütçesi içinde hiçbir sonuca varamadı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Zorluk: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Dağıtım arama durduruldu; oynanan oyun değişmedi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Kazanılabilir bir dağıtım aranıyor... (aday %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>%1 derecesinde bir dağıtım aranıyor... (aday %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Dağıtım %1, derece %2 (aday %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Dağıtım %1, kazanılabilir olduğu kanıtlandı (aday %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Denenen %1 dağıtım arasında uygun olan yok; oynanan oyun değişmedi.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Boş hücresiz kazanılabilir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>1 boş hücreyle kazanılabilir</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>%n boş hücreyle kazanılabilir</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; %2 konum arandı.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Tekrar İzle</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Geri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Bir adım geri</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Oynat</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>İleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Bir adım ileri</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Oyunun herhangi bir noktasına sürükleyin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Oyundaki nokta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Buradan Devam Et</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Bu oyunu gösterilen noktadan kendiniz oynayın; sonraki adımlar yinelenebilir</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Tekrar izleme: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Artık sizin oyununuz, {0}. adımdan itibaren. Yinele, tekrar izlemeyi izler.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Adım {0} / {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Duraklat</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Zaman içindeki sonuçlar</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} oyun, {1} kazanıldı</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Henüz bitmiş oyun yok.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Oyun {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Son {0} oyun, en eskisi solda</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Kaybedildi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Kazanma oranı</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Oyunun Değerlendirmesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Oyunun her noktasına çözücüyle bakılıyor...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Değerlendiriliyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Oyunun noktaları</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Karar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>Buradan &amp;Devam Et</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Çözümü Gö&amp;ster</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Dağıtımın parı {0} hamle; aynı şekilde sayılan oyununuz (otomatik hamleler dahil): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>Dağıtım</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>kazanılabilir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>kaybedildi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Bu dağıtım başlangıcından kazanılamaz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>İzin verilen sürede dağıtımdan bir kazanç bulunamadı.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Kazandınız: hiçbir hamle oyunu kaybettirmedi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Oyun bulunduğu yerden hâlâ kazanılabilir: hiçbir hamle onu kaybettirmedi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>{0}. hamle oyunu kaybettirdi: ondan önce kazanılabilirdi, sonra değil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Oyun {0}. hamleye kadar kazanılabilirdi; ondan sonra izin verilen sürede kazanç bulunamadı.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>1 hamle oynadınız; çözücü dağıtımdan {0} hamlede kazanıyor.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>%n hamle oynadınız; çözücü dağıtımdan {0} hamlede kazanıyor.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Başka bir oyun oynandığı için değerlendirme kapatıldı.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Masa düzeni</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>Forecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>Fırıncının Oyunu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Yalnızca Papazlı Fırıncının Oyunu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Sekiz Kapalı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Çift Sekiz Kapalı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Deniz Sığınak Kuleleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Serbest Deniz Sığınak Kuleleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Çift Deniz Sığınak Kuleleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Serbest Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Zorlu Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Çok Zorlu Freecell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Yedi Çarpı Dört</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Yedi Çarpı Beş</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Bath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Çift Freecell (Geleneksel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Çift Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Üçlü Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Onarım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Hücre 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>Büyük Hücre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Derin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>Penguen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>Opus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>Smokin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>Taç Yaprağı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Sarkıtlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>Clink</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>Örümcek Hücreleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>Çift Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Papazlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Kedi Kuyruğu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Yılan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Maiyet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>Karargâh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>Limpopo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>İğne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>Saman Yığını</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>Dirgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>Flipper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antares</source>
        <translation>Antares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opera</source>
        <translation>Opera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sarlacc</source>
        <translation>Sarlacc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstruction</source>
        <translation>Engel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>Özel oyun</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Freecell, aslar temelde</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, boş hücresiz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 boş hücre</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n boş hücre</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>boş hücre yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 boş hücre</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n boş hücre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n yığın</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>yığınlarda dizme yok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>takıma göre dizilir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>takımdan bağımsız dizilir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>renk değiştirerek dizilir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>boş yığınlara yalnızca papaz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>boş yığınlar boş kalır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>boş yığınlara herhangi bir kart</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>her uzunlukta dizi taşınır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>her seferde bir kart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>diziler boş hücreler ve boş yığınlar üzerinden taşınır</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>diziler boş hücreler üzerinden taşınır</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n yığın</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>aslar ve ikiler en dibe dağıtılır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>ilk kartın değeri tabanı belirler, o değerdeki tüm kartlar temelleri başlatır</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>dağıtılan ilk kart tabanı belirler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>yığınlarda as üzerine papaz konur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>her yığının başında bir papaz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>dağıtılan her papaz bir yığın başlatır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>aslar dağıtıldıkça yukarı çıkar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>aslar temellerde başlar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>boş hücredeki bir kart, kendi yığınının en üstteki kartını yüzü kapalı çevirir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>yığınların sağ yarısı takıma göre dizilir, kartlarından herhangi birini verir ve boşken papaz alır</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>her yığının son kartı dışındaki tüm kartları yüzü kapalı</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>üst üste binen katlarda yığınlar: kart tutan bir yığının altındaki yığın kart vermez ve almaz, ancak üstündeki tek yığının tüm kartlarını alabilir</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>her biri boşken bir dizi alan %n yedek yığın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>%n kart dağıtılan ve geri kart almayan bir yedek yığın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>%n kart dağıtılan ve en fazla %1 kart tutan bir yedek yığın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>her biri en fazla %1 kartlık %n yedek yığın</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>Boş hücreler yerine yığınların sağında %n &lt;b&gt;yedek yığın&lt;/b&gt; bulunur. Boş bir yedek yığın, bir yığından ya da başka bir yedek yığından bütün bir diziyi tek seferde alır; kart tutan bir yedek yığın hiç kart almaz. Bir yedek yığının üstündeki herhangi bir dizi, tamamen ya da kısmen oradan ayrılabilir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Boş hücreler yerine yığınların sağında %n &lt;b&gt;yedek yığın&lt;/b&gt; bulunur. Her biri, %1 kart tutana kadar herhangi bir kartı birer birer alır; yalnızca en üstteki kartı oradan ayrılabilir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>Boş hücreler yerine ilk %n kart, yığınların sağındaki bir &lt;b&gt;yedek yığına&lt;/b&gt; dağıtılır.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>En üstteki kartı oynanabilir, ama üzerine hiçbir kart konamaz.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>%n kart tutana kadar herhangi bir kartı birer birer alır; yalnızca en üstteki kartı oradan ayrılabilir.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Oyun, her birine yüzü açık olarak birer kart dağıtılan %1 &lt;b&gt;yığınla&lt;/b&gt; oynanır; yığınlar yukarıdan aşağıya %3 yığından oluşan %2 sıra (kat) hâlinde dizilir. Her kat bir öncekinden biraz daha aşağıda ve yarım kart yana kaymış durur; böylece alt kattakiler dışındaki her yığın, sonraki katta onu örten bir ya da iki yığının altında kalır.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Üzerinde duran bir yığın kart tuttuğu sürece bir yığın &lt;b&gt;engellenmiştir&lt;/b&gt;: kartlarından hiçbiri taşınamaz ve üzerine kart konmaz. Alt kattaki yığınlar asla engellenmez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Engellenmiş bir yığına tek bir hamle yapılabilir: üzerindeki yığınlardan yalnızca biri hâlâ kart tutuyorsa, o yığının tüm kartları, ilk kartı onun açıktaki kartına uyan bir dizi oluşturuyorlarsa, tek seferde onun üzerine inebilir. Kartların bıraktığı yığın da serbest olmalı ve tek seferde taşınabilecek olandan fazla kart tutmamalıdır.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Aslar temellerde başlar, diğer kartlar sıra sıra dağıtılır.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 kart yığınlara, soldan başlayarak dağıtılır: %2. Önce her yığının son kartı dışındaki tüm kartlar sıra sıra yüzü kapalı dağıtılır; ardından bir sıra yüzü açık dağıtılır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Yüzü kapalı bir kart ne taşınabilir ne de üzerine kart alabilir, bu yüzden diziler yalnızca yüzü açık kartlardan oluşur. Üzerindeki kartlar gidince hemen yüzü açık çevrilir.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>onu alan bir yedek yığının üzerine (bkz. “Masa”);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Yalnızca bir yığının açıktaki kartı (hiçbir şeyin örtmediği kart) ya da bir yedek yığının en üstteki kartı taşınabilir. Bir kart şuraya gidebilir:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Her boş hücre bir yığına aittir: a boş hücresi 1. yığına, b 2. yığına ve bu böyle devam eder. Bir boş hücrede kart durduğu sürece, onun yığınının en üstteki kartı &lt;b&gt;yüzü kapalı&lt;/b&gt; durur: taşınamaz ve üzerine hiçbir kart konamaz. Boş bir yığın yine de bir kart ya da bir dizi alır; bunun en üstteki kartı hemen yüzü kapalı çevrilir. Boş hücre yeniden boşalır boşalmaz kart yüzü açık çevrilir.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Yığınlar iki türlüdür. 1. yığından %1. yığına kadar olan yığınlar yukarıdaki gibi dizilir ve ilk kartı uyan herhangi bir kart grubunu, sıralı olsun olmasın, alır. %2. yığından %3. yığına kadar olan yığınlar takıma göre aşağı doğru dizilir (kupa 8 üzerine kupa 7); bunların kartlarından istenen sayıda kart, sıralı olsun olmasın, grubun ilk kartı başta olmak üzere bir kerede taşınabilir; bu yığınlardan boş olan biri yalnızca bir papaz ya da papazla başlayan bir grup alır.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Boşken kart alan yalnızca üst kattaki %1 yığındır: üzerlerindeki hiçbir yığın kart tutmadığında herhangi bir kart ya da yeterince kısa bir dizi alırlar. Başka herhangi bir kattaki boş yığın boş kalır ve diziler taşınırken yalnızca üst katın boş yığınları boş yığın sayılır.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Bir yığının sonundaki açık kartlardan oluşan bir dizi (%1), yeterince kısaysa tek seferde taşınabilir. &lt;i&gt;F&lt;/i&gt; boş hücre ve &lt;i&gt;E&lt;/i&gt; boş yığınla (dizinin gittiği boş yığın da sayılır) taşınabilecek en uzun dizi %2 olur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Örneğin, tüm boş hücreler ve bir yığın boşken başka bir yığına ya da boş yığının kendisine %1 kart taşınabilir.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>temeller dağıtılan dört karttan değere göre dizilir</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>sinek ve kupa aslarından başlayan, renk değiştiren iki temel</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>tüm kartlar için tek temel: tüm aslar, sonra tüm ikiler ve böylece papazlara kadar</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>her temel papazdan asa renk değiştiren tam bir dizi alır</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Oyun bir deste ve &lt;b&gt;iki jokerle&lt;/b&gt; oynanır. 54 kartın tümünü beş &lt;b&gt;temele&lt;/b&gt; taşıyın: her takım için bir tane olmak üzere astan papaza dizilen dört temel ve iki jokeri alan beşinci bir temel; bu temel jokerleri ancak sinek, maça ve kupa temelleri tamamlandığında alır (karo temelinin tamamlanması gerekmez).&lt;/p&gt;&lt;p&gt;Bir joker, boş olsa bile &lt;b&gt;asla bir yığına konmaz&lt;/b&gt; ve bir jokerin üzerine hiçbir şey konmaz: onu bir boş hücreye ya da temeli onu aldığında yukarı taşıyın. Bir dizinin içine dağıtılmış bir joker diziyle birlikte taşınır ve kendine özgü bir renkten bir as (birinci joker) ya da bir 2 (ikinci joker) sayılır. Boş bir yığına taşınan bir dizi, taşınmasına olanak veren boş yığınlar arasında o yığını da sayar.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>o takımın sıradaki değeriyse kendi temelinin üzerine; bir joker ise sinek, maça ve kupa tamamlandığında beşinci temelin üzerine.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>asla bir yığına konmayan iki joker ve sinek, maça ve kupa tamamlandığında onları alan beşinci bir temel</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>dört temel, her biri ilk destenin bir asından takıma göre iki tur</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>kartlar temellerden geri gelebilir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>hücrelere 1 kart dağıtılır</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>hücrelere %n kart dağıtılır</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Amaç</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 kartın tümünü tek &lt;b&gt;temele&lt;/b&gt; taşıyın. Temel, takımların sırası ne olursa olsun &lt;b&gt;önce tüm asları&lt;/b&gt;, sonra tüm ikileri, sonra tüm üçleri alır ve böylece, takım ne olursa olsun, papazlara kadar sürer: bir değerin %2 kartının tümü bir sonraki değerden önce gelir.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52 kartın tümünü, her takımı alan dört &lt;b&gt;temele&lt;/b&gt; taşıyın. Bir temel yalnızca &lt;b&gt;tam bir dizi&lt;/b&gt; alır: bir yığının sonunda duran ve papazdan asa renk değiştirerek inen 13 kart, hangi boş hücreler ve yığınlar boş olursa olsun tek hamlede birlikte yukarı çıkar. Bir kart asla tek başına yukarı çıkmaz. Diziyi papazından sürükleyin ya da asına tıklayın.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Oyun birlikte karıştırılmış 2 desteyle oynanır. 104 kartın tümünü, her takım için bir tane olmak üzere, dört &lt;b&gt;temele&lt;/b&gt; taşıyın. Oraya en son dağıtılan ilk destenin dört ası onları başlatır ve her biri, 26 kart tutana kadar, takıma göre astan papaza, sonra diğer astan diğer papaza &lt;b&gt;bir tur daha&lt;/b&gt; dizilir.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52 kartın tümünü iki &lt;b&gt;temele&lt;/b&gt; taşıyın. Sinek ası ve kupa ası onları başlatır ve her biri &lt;b&gt;takım ne olursa olsun renk değiştirerek&lt;/b&gt;, birer değer artarak, 26 kart tutana kadar astan papaza iki tur dönerek dizilir: sinek asının üzerine kırmızı bir 2, sonra siyah bir 3 gelir ve siyah papazından sonra kırmızı bir as gelir. Bir kart iki temele de uyuyorsa istediğinize bırakın.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52 kartın tümünü dört &lt;b&gt;temele&lt;/b&gt; taşıyın. Dağıtılan son dört kart onları birer birer başlatır ve her biri &lt;b&gt;takım ne olursa olsun değere göre&lt;/b&gt;, birer değer artarak ve papazdan asa dönerek, 13 kart tutana kadar dizilir: bir 6 üzerine herhangi bir 7, sonra herhangi bir 8 gelir ve böylece 5&apos;e kadar sürer. Bir kart birden fazla temele uyuyorsa istediğinize bırakın.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52 kartın tümünü, her takım için bir tane olmak üzere, astan papaza dizilen dört &lt;b&gt;temele&lt;/b&gt; taşıyın.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Dört Renk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Alman Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>Papaz Hücresi</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n deste</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>her takım kendi yığınına dağıtılır</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>her takım için bir boş hücre</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Kartları taşıma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Boş yığınlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Dizileri taşıma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Temellerden geri gelen kartlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Otomatik hamleler</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Oyun birlikte karıştırılmış %1 desteyle oynanır. %2 kartın tümünü, her takım için %1 tane olmak üzere, astan papaza dizilen %3 &lt;b&gt;temele&lt;/b&gt; taşıyın; bir kart, takımının uyduğu herhangi bir temeline gider.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52 kartın tümünü, her takım için bir tane olmak üzere, dört &lt;b&gt;temele&lt;/b&gt; taşıyın.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Oyun birlikte karıştırılmış %1 desteyle oynanır. %2 kartın tümünü, her takım için %1 tane olmak üzere, %3 &lt;b&gt;temele&lt;/b&gt; taşıyın; bir kart, takımının uyduğu herhangi bir temeline gider.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Karıştırmanın ilk kartının değeri &lt;b&gt;tabanı&lt;/b&gt; belirler: o değerdeki her kart dağıtımdan önce bir temeli başlatır ve her temel o değerden takıma göre, papazdan asa dönerek dizilir. Taban 5 ise bir temel 5, 6, ..., kız, papaz, as, 2, 3, 4 diye gider.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>İlk yığının dibine dağıtılan ilk kart &lt;b&gt;tabanı&lt;/b&gt; belirler: aynı değerdeki diğer kartlar temelleri başlatır ve her temel o değerden takıma göre, papazdan asa dönerek dizilir. Taban 5 ise bir temel 5, 6, ..., kız, papaz, as, 2, 3, 4 diye gider.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 kart yüzü açık olarak birer birer ilk yığına dağıtılır; yığında zaten kart varken gelen her papaz bir sonraki yığını başlatır, bu yüzden yığınların uzunlukları dağıtımdan dağıtıma değişir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Karıştırmanın son papazı ilk olarak dağıtılır, böylece her yığının başında bir papaz olur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>İlk kart bir papaz olduğunda son yığın boş kalır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Aslar yığınlara dağıtılmaz: her biri geldiği anda bir temele gider.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Oyun %n yığınla oynanır.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Her kart yüzü açık olarak kendi takımının yığınına, karıştırma sırasıyla dağıtılır: sinekler ilk yığına, karolar ikinciye, kupalar üçüncüye ve maçalar dördüncüye. Diğer yığınlar boş başlar.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 kart yüzü açık olarak yığınlara, her birine %2 olmak üzere dağıtılır.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 kart yüzü açık olarak yığınlara, soldan başlayarak dağıtılır: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Boş hücre yok: her kart yığınlarda kalır ya da temellere gider.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Onların üstünde temeller ve tek bir kart tutan 1 &lt;b&gt;boş hücre&lt;/b&gt; bulunur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Onların üstünde temeller ve her takım için, o takımdan tek bir kart tutan bir &lt;b&gt;boş hücre&lt;/b&gt; bulunur: soldan sinek, karo, kupa ve maça.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Onların üstünde temeller ve her biri tek bir kart tutan %n &lt;b&gt;boş hücre&lt;/b&gt; bulunur.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Son kart bir boş hücreye dağıtılır.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Son %n kart boş hücrelere dağıtılır.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Önce aslar, sonra ikiler dağıtılır; böylece yığınların dibinde kalırlar.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>takımı ne olursa olsun en üstteki kartı bir değer düşük olan bir temelin üzerine: kızın üzerine papaz, papazın üzerine as.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Yığınlarda asla dizme yapılmaz: yalnızca bir yığının açıktaki kartı ya da boş hücredeki bir kart taşınabilir ve şuraya gidebilir:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>açıktaki kartı bir değer yüksek ve aynı takımdan olan bir yığının üzerine: kupa 8 üzerine kupa 7;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>takımı ne olursa olsun açıktaki kartı bir değer yüksek olan bir yığının üzerine: herhangi bir 8 üzerine herhangi bir 7;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>açıktaki kartı bir değer yüksek ve öteki renkten olan bir yığının üzerine: siyah bir 8 üzerine kırmızı bir 7;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>boşsa kendi takımının boş hücresine;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>boş bir boş hücreye (asla bir boş hücreden diğerine değil);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>takımı ne olursa olsun en üstteki kartı bir değer düşük ve öteki renkten olan bir temelin üzerine: sinek ası üzerine kırmızı bir 2.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>takımı ne olursa olsun, temelin sıradaki olarak aldığı değerdeyse temelin üzerine.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>boş bir temelin üzerine yalnızca papazdan asa tam bir dizinin parçası olarak, 13 kartın tümü tek seferde.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>o takımın sıradaki değeriyse kendi temelinin üzerine: papazdan sonra diğer as gelir.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>o takımın sıradaki değeriyse kendi temelinin üzerine.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Yalnızca bir yığının açıktaki kartı (hiçbir şeyin örtmediği kart) ya da boş hücredeki bir kart taşınabilir. Bir kart şuraya gidebilir:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Değerler yığınlarda da döner: bir as üzerine bir papaz konur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Değerler yığınlarda döner ama temellerde dönmez: bir as üzerine bir papaz konur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Değerler yığınlarda dönmez: orada as üzerine hiçbir şey konmaz ve papaz hiçbir kartın üzerine konmaz.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Boş bir yığını yalnızca tabanın hemen altındaki değerde bir kart (taban 5 ise bir 4) ya da onunla başlayan bir dizi doldurabilir. Boş yığınlar başka yere giden kartları tutamaz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Boş bir yığını yalnızca bir papaz ya da papazla başlayan bir dizi doldurabilir. Boş yığınlar başka yere giden kartları tutamaz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Boş bir yığına hiçbir kart oynanamaz: bir yığın boşaldığında boş kalır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Boş bir yığını herhangi bir kart ya da yeterince kısa herhangi bir dizi doldurabilir. Sürüklemek, tuttuğunuz kartı ve altındaki tüm kartları taşır; tıklama ya da klavye, kuralların izin verdiği en uzun diziyi taşır.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>tek takımda değeri azalarak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>değeri azalarak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>değeri azalarak ve renk değiştirerek</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Kartlar birer birer ve yalnızca yığınlardan taşınır: taşınacak dizi yoktur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Bir yığının sonundaki açık kartlardan oluşan bir dizi (%1), hangi boş hücreler ve yığınlar boş olursa olsun, uzunluğu ne olursa olsun tek seferde taşınır.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Kartlar birer birer taşınır: bir dizi, boş hücreler ve boş yığınlar üzerinden kart kart bozulmalıdır.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Bir yığının sonundaki açık kartlardan oluşan bir dizi (%1), boş hücreler üzerinden kart kart taşınabiliyorsa tek seferde taşınabilir; boş yığınlar yardımcı olamaz. &lt;i&gt;F&lt;/i&gt; boş hücreyle taşınabilecek en uzun dizi %2 olur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Örneğin, tüm boş hücreler boşken tek seferde %1 kart taşınabilir.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Bir yığının sonundaki açık kartlardan oluşan bir dizi (%1), boş hücreler ve boş yığınlar üzerinden kart kart taşınabiliyorsa tek seferde taşınabilir. &lt;i&gt;F&lt;/i&gt; boş hücre ve &lt;i&gt;E&lt;/i&gt; boş yığınla (dizinin gittiği yığın sayılmaz) taşınabilecek en uzun dizi %2 olur.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Örneğin, tüm boş hücreler ve bir yığın boşken başka bir yığına %1 kart, boş yığının kendisine %2 kart taşınabilir.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Tercihler ne derse desin, temellerdeki kartlar orada kalır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Bir temelin en üstteki kartı, 10 puan karşılığında uyduğu bir yığına geri dönebilir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Temellerdeki kartlar orada kalır. Tercihler, bir temelin en üstteki kartının 10 puan karşılığında bir yığına geri dönmesine izin verebilir.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>&lt;i&gt;Güvenli kartları otomatik taşı&lt;/i&gt; açıkken, temelin aldığı her kart her hamleden sonra kendiliğinden yukarı çıkar: temel bir değeri ancak bir alt değerin tüm kartları yukarı çıktığında alır, bu yüzden masada kalan hiçbir kart hâlâ onun üzerine konamaz. Kalan her kart bulunduğu yerden yukarı çıkabildiğinde &lt;i&gt;Bitir&lt;/i&gt; gerisini birbiri ardına yukarı gönderir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Geri alma, hamlenizi ve onun otomatik hamlelerini birlikte geri alır. Bir karta tek tıklama ya da çift tıklama, uyuyorsa onu temele de gönderir.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>&lt;i&gt;Güvenli kartları otomatik taşı&lt;/i&gt; açıkken, bir yığının sonundaki papazdan asa tam bir dizi her hamleden sonra kendiliğinden yukarı çıkar: asının üzerine hiçbir şey konamaz, bu yüzden artık masada işe yaramaz. Her yığın tam dizilerden oluştuğunda &lt;i&gt;Bitir&lt;/i&gt; gerisini yukarı gönderir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Geri alma, hamlenizi ve onun otomatik hamlelerini birlikte geri alır. Tam bir dizinin asına tek tıklama ya da çift tıklama diziyi yukarı gönderir.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>&lt;i&gt;Güvenli kartları otomatik taşı&lt;/i&gt; açıkken, bir kart her hamleden sonra kendiliğinden yalnızca temelinin ikinci turunda, ikizi yukarı çıktıktan sonra ve masada kalan, hangi desteden olursa olsun hiçbir kart hâlâ onun üzerine dizilemiyorsa yukarı çıkar. İlk turda iki karttan hangisinin yukarı çıkacağını siz seçersiniz. Kalan her kart bulunduğu yerden yukarı çıkabildiğinde &lt;i&gt;Bitir&lt;/i&gt; gerisini birbiri ardına yukarı gönderir.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>&lt;i&gt;Güvenli kartları otomatik taşı&lt;/i&gt; açıkken, bir kart onu yalnızca bir temel alıyorsa ve masada kalan hiçbir kart hâlâ onun üzerine konamıyorsa her hamleden sonra kendiliğinden yukarı çıkar: aslar ve bir alt değerdeki öteki renkten iki kartı zaten yukarıda olan her kart. İki temelin de aldığı bir kartı siz yerleştirirsiniz. Kalan her kart bulunduğu yerden yukarı çıkabildiğinde &lt;i&gt;Bitir&lt;/i&gt; gerisini yukarı gönderir.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Geri alma, hamlenizi ve onun otomatik hamlelerini birlikte geri alır. Bir karta tek tıklama ya da çift tıklama, onu alan ilk temele gönderir.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>Tercihler ne derse desin, bu oyunda hiçbir kart kendiliğinden yukarı çıkmaz: dört temel her değerin kartları için yarışır, bu yüzden hangi kartın nereye ve ne zaman gideceğini siz seçersiniz. Hiçbir yığında birden fazla kart kalmadığında &lt;i&gt;Bitir&lt;/i&gt; gerisini yukarı gönderir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Bir karta tek tıklama ya da çift tıklama, onu alan ilk temele gönderir.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>masada artık işe yaramayacak kartlar her hamleden sonra kendiliğinden yukarı çıkar: masada kalan hiçbir kartın üzerine konamayacağı her kart.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>masada artık işe yaramayacak kartlar her hamleden sonra kendiliğinden yukarı çıkar: aslar, ikiler ve hangi desteden olursa olsun masada kalan hiçbir kartın üzerine konamayacağı her kart.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>temeline gidebilen her kart her hamleden sonra kendiliğinden yukarı çıkar: diziler takıma göre kurulduğundan, temeldeki hiçbir karta masada asla gerek duyulmaz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>masada artık işe yaramayacak kartlar her hamleden sonra kendiliğinden yukarı çıkar: aslar, ikiler ve bir eksik değeri dört temelin hepsinde zaten bulunan her kart.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>masada artık işe yaramayacak kartlar her hamleden sonra kendiliğinden yukarı çıkar: aslar, ikiler ve öteki renkten iki temeli zaten kendisinden bir değer aşağıda olan her kart.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>İlk dağıtılan taban kartı asla kendiliğinden yukarı çıkmaz, çünkü en üst değerdeki bir kart hâlâ onun üzerine konabilir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Bir as asla kendiliğinden yukarı çıkmaz, çünkü bir papaz hâlâ onun üzerine konabilir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>&lt;i&gt;Güvenli kartları otomatik taşı&lt;/i&gt; açıkken, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Geri alma, hamlenizi ve onun otomatik hamlelerini birlikte geri alır. Bir karta tek tıklama ya da çift tıklama, uyuyorsa onu temeline de gönderir.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>FreeCell oyunları (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Oyunu Farklı Kaydet</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Oyun Kaydedilemiyor</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Oyun {0} içine yazılamadı.

Klasörün var olduğunu, yazılabilir olduğunu ve yer bulunduğunu denetleyip yeniden deneyin.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} normal bir dosya değil (bir aygıt, boru ya da klasör), bu yüzden oyun oraya yazılmadı ve o değişmedi.

Sürmekte olan oyun hâlâ masada; başka bir adla kaydedin.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Dosya Değiştirilsin mi?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} zaten var.

Bu oyunla değiştirilsin mi?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Oyun Aç</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Oyun Açılamıyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>{0} açılamıyor: {1}.

Sürmekte olan oyun değişmedi.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Konum Yapıştırılamıyor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Panoda oynanacak bir konum yok: {0}.

Sürmekte olan oyun değişmedi.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>FreeCell Qt</source>
        <translation>FreeCell Qt</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/setup_dialog.py" line="+65"/>
        <source>Set Up Position</source>
        <extracomment>The narrowest the list of games may become, in average characters. The window&apos;s gate: the check takes its turn with the window&apos;s searches.</extracomment>
        <translation>Konum Hazırla</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Hazırlanan masa</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>&amp;Boş Masa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>Oyundaki &amp;Masa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>Kalanı &amp;Dağıt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;Oyun:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>Boş &amp;hücreler:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>&amp;Klavyeyle yerleştir:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Kartlar, sonra gidecekleri yer: bir yığın (1-9, t, j, q, k), bir boş hücre (a-g, i, l-n), temel için h, yerleştirilecek kartlara geri için -.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Son ret</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Konum denetimi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Çözücü kararı</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Çözülüyor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Ka&amp;zanılabilir mi?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>O&amp;yna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Oyna ve Kazanışı &amp;Göster</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Hazır: bu bir %1 konumu. Oynayın ya da kazanılıp kazanılamayacağını sorun.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Henüz bir konum değil: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Diğer tüm desteler boş.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Çözücü bir kazanç arıyor...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Kazanılabilir: çözücü 1 hamlede kazanıyor.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Kazanılabilir: çözücü %n hamlede kazanıyor.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Kaybedildi: hiçbir oynayış bu konumu kazanmıyor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Bilinmiyor: çözücü sahip olduğu sürede yanıt bulamadı.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Her kart yerleştirildi. Bir kartı masadan kaldırmak için buraya sürükleyin.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>%1. temel, öteki renkten %2 kartından bir değer yüksek bir kart alır, %3 değil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>%1. temel, %2 kartından bir değer yüksek bir kart alır, %3 değil.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Bir boş hücre %n değil, tek kart tutar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>%1 boş hücresi zaten %2 tutuyor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>%1 boş hücresi yalnızca %2 tutar, %3 değil.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Kartlar bir temele %n kart birlikte değil, birer birer konur.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1, temelinde %2 altında duruyor: önce onu kaldırın.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>Renk değiştiren bir temel %1 ile değil, asla başlar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>Bu oyunda bir temel yalnızca tam bir diziyi tek hamlede alır: diziyi bir yığında oluşturun ve oyun sırasında yukarı gönderin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>%1. temel dolu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Temel sıradaki olarak %2 değil, %1 değerini alır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>%1 temeli yalnızca %1 alır, %2 değil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Temeller burada %2 değil, %1 ile başlar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Jokerlerin temeline yalnızca jokerler konur, bir joker de başka hiçbir temele konmaz: %1 değil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>%1 temeli dolu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>%1 temeli %3 değil, %2 kartından bir değer yüksek kartı alır.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>Yerleştirilecek 1 kart kaldı.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>Yerleştirilecek %n kart kaldı.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>%1. temel boş: bu oyunda her temel kendi kartıyla başlar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Her kart temellerde: oynanacak bir şey yok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Bir ya da daha fazla kart, sonra gidecekleri yeri yazın: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>“%1” bir kart değil (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Bir kart iki kez adlandırılmış.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>%1 kart adlandırılmış ama oyunda %2 var.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>“%1” bu oyunun hiçbir destesini adlandırmıyor: bir yığın 1-9, t, j, q ya da k, bir boş hücre a-g, i ya da l-n, bir temel h (ikincisi h2) olur ve - kartları geri gönderir.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Çözüm</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>İlk Adım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Çözümün başladığı konum (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Bir Adım Geri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Bir hamle geri (Sol)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Bir Adım İleri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Sonraki hamle (Sağ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Son Adım</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Çözümün sonu (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Buradan Oyna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Gösterilen adımdan itibaren kendiniz oynayın; ondan önceki hamleler Çöz&apos;ün sayılır</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Çözüm: oynamaya devam etmek için Buradan Oyna&apos;ya, oyununuza dönmek için Esc&apos;ye basın.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Artık sizin oyununuz, çözümün {0}. adımından itibaren.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Adım {0} / {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Çözüldü: son hamle oyunu kazanır.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Sonraki: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Çözümü Gö&amp;ster</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Ses efektleri çalınamıyor: dosyaları {0} içine yazılamıyor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Ses efektleri için ses oynatıcı bulunamadı: duymak için pw-play, paplay ya da aplay kurun.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Yedek yığın %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Yığın %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Yığın %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Boş hücre %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Temel</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Jokerlerin temeli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Temel %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1 temeli %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1 temeli</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>yüzü kapalı bir kart</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>dolu, %1 kartına kadar</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>boş, önce herhangi bir %1 alır</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>%1 kartına kadar, sıradaki olarak %2 alır</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>%1 kartına kadar, sıradaki olarak herhangi bir %2 alır</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>boş, önce %1 alır</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>boş</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>%1 kartına kadar</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+113"/>
        <location line="+13"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>%1, for %2, empty</source>
        <translation>%1, %2 için, boş</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, boş</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, boş hücre %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, yığın %2, %3, üstteki kart</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, yığın %2, %3, üstteki kart</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, %n kartlık bir dizi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, %2. yığının altında</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, alındı</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: %2 alındı</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: %n kart alındı, %2 ile %3 arası</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Geri konuldu</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+42"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-30"/>
        <source>%n face-down cards</source>
        <translation>
            <numerusform>%n yüzü kapalı kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game has no free cells.</source>
        <translation>Bu oyunda boş hücre yok.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Boş hücreler, %n boş: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <location line="+44"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Foundations: %1</source>
        <translation>Temeller: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>jokerler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <comment>a suit, then the number of its foundation</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1, in column %2</source>
        <translation>%1, %2. yığında</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Otomatik olarak: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Geri alındı: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Yinelendi: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Hamle %1 / %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>İstatistik dosyası okunamadı, bu yüzden yenisi başlatıldı. Eski dosya {0} olarak saklandı.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>İstatistikler FreeCell Qt&apos;nin daha yeni bir sürümüyle kaydedilmiş; gösteriliyor ama güncellenmiyor.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>İstatistikler {0} içine kaydedilemiyor ({1}); oyun onlarsız sürüyor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>{0} içindeki istatistikler okunamıyor ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>İstatistikler kaydedilemedi: disk dolu. Yeniden yer açıldığında kaydedilecek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>İstatistikler şu anda kaydedilemedi: dosyayı başka bir program kullanıyor. Dosya serbest kalınca kaydedilecek.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>dosyayla çalışmak çok uzun sürüyor ve dosya bozulmuş olabilir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>dosyayı başka bir program kullanıyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>disk dolu</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>&amp;Oyun:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Oyunlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Oynanan:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Kazanılan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Kazanma oranı:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Seriler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Mevcut:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>En uzun kazanma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>En uzun kaybetme:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>En İyi Kazançlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>En iyi süre:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>En az hamle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>En iyi puan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Par veya altında kazanılan:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Günün Dağıtımı</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Oynanan günler:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Kazanılan günler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Mevcut seri:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>En iyi seri:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Meydan Okumalar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Kazanılan meydan okumalar:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>En az hücre:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Oynanan oyunlar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Süre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Puan</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>Bu Dağıtımı &amp;Yeniden Oyna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;Tekrar İzle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Gözden Geçir...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;Sıfırla...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Son oyunlar:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Zorluğa Göre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Oynanan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Derecelendirilmedi</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n kazanıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n kaybedildi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (dağıtım %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 gün</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n gün</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Özel tablo</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Çöz ile bitirildi: oynanmış sayılır, kazanılmış değil</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>Sürüyor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Çözüldü</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Kazanıldı</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, özel tablo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (Günün Dağıtımı {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Kaybedildi</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Oyun kodu: yok (elle kurulmuş bir tablo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Oyun kodu: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>İstatistikleri Sıfırla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>{0} oyununun bitmiş tüm oyunları unutulsun mu? Bu geri alınamaz.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>İs&amp;tatistikler...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Oyunun Değerlendirmesi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Bu oyun değerlendirilemiyor: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Tekrar İzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Bu oyun tekrar izlenemiyor: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>özel tablo</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>İstatistikler yeniden kaydediliyor.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Kapat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Oyununuza dönün (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>vale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>kız</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>papaz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>sinek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>kupa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>maça</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>birinci joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>ikinci joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 temelden geri</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1, %2 boş hücresine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 bir boş hücreye</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 ve altındaki %n kart temele</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 temele</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1, %2 üzerine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 ve altındaki 1 kart, %2 üzerine</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 ve altındaki %n kart, %2 üzerine</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 ve altındaki 1 kart, %2. yığına</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 ve altındaki %n kart, %2. yığına</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1, %2. yığına</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Bitir: 1 kart temele</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Bitir: %n kart temellere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Dağıtımda: %n kart temellere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n otomatik)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../freecell_qt/words/store_words.py" line="+18"/>
        <source>FreeCell Solitaire</source>
        <extracomment>The menu entry&apos;s second line in desktops that show a generic name.</extracomment>
        <translation>Freecell İskambil Oyunu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Bütün kartların göründüğü kâğıt oyunu: Microsoft dağıtım numaraları ve oyun kodları</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;iskambil;kart;kart oyunu;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Bütün kartların göründüğü kâğıt oyunu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>Freecell, 52 kartın tümünün açık dağıtıldığı bir iskambil oyunudur: en fazla dört boş hücrenin yardımıyla dört temeli astan papaza doğru kurun. Neredeyse her dağıtım kazanılabilir ve her biri kendi başına bir bulmacadır.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Microsoft uyumlu dağıtım numaraları ve bir arkadaşınıza tam olarak aynı oyunu veren oyun kodları</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Yirmi dört oyun: sıfırdan dörde kadar boş hücreli Freecell, Forecell, Fırıncının Oyunu, Sekiz Kapalı, Deniz Sığınak Kuleleri, Penguen, iki ve üç desteli oyunlar ve kendi özel oyununuz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>İpucu veren, oyunu sizin yerinize oynayan ve hâlâ kazanılıp kazanılamayacağını söyleyen bir çözücü</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Kolaydan uzmana derecelendirilmiş dağıtımlar, Günün Dağıtımı, istatistikler ve her oyunun değerlendirmesi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Fare, klavye ve dokunmatik ekranla oynama, sınırsız geri alma ve ekran okuyucunun izleyebildiği bir masa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Açık ve koyu kip, yirmi beş dilde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Dağıtım 1, iki hamleden sonra: sinekler ve maça ası temellerde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Aynı oyun koyu kipte, koyu çuha üzerinde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Mavi çuha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Uzun, dar bir pencerede büyük indisli deste</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Başka Hamle Yok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Başka hamle mümkün değil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Son hamleyi geri alabilir, bu dağıtımı baştan başlatabilir ya da yeni bir oyun başlatabilirsiniz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>Geri &amp;Al</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>Yeniden &amp;Başlat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Yeni Oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Gözden Geçir</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Kart masası. Ok tuşları desteler arasında gezinir, Boşluk alır ve bırakır, R desteyi okur, L boş hücreleri, U temelleri, Alt ile bir rakam bir yığını okur.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Bitir</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Çözüldü</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Bilgisayar tarafından çözüldü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Bu oyunu Çöz oynadı, bu yüzden istatistiklerinizde kazanç sayılmaz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Kazandınız</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Tebrikler, kazandınız!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Puan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Hamle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Süre:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Kazanma serisi:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Derecelendirilmedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Zorluk:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (oyununuz: %2, otomatik hamleler dahil)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Par altında!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Par düzeyinde!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Yeni Oyun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Tekrar Oyna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>Tekrar İz&amp;le</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Gözden Geçir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Çözümü Gö&amp;ster</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Bu oyundaki ilk kazancınız.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>%n kazanç içinde en iyi süreniz.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Süreniz %n kazanç içinde %1. sırada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>%n kazanç içinde en iyi puanınız.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Puanınız %n kazanç içinde %1. sırada.</numerusform>
        </translation>
    </message>
</context>
</TS>
