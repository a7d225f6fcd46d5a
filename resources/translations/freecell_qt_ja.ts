<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>ゲームを放棄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>進行中のゲームを放棄しますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>統計では負けとして数えられます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>放棄(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>プレイを続ける(&amp;K)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>今後確認しない(&amp;D)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>進行中のゲームを放棄して %1 をプレイしますか？</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1、フリーセル %2～%3 個</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>FreeCell Qt について</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;デスクトップ向けのフリーセル系ソリティア集: %4、または自分で作ったゲーム。Microsoft のディール番号、ゲームコード、連続移動、無制限の元に戻す。&lt;/p&gt;&lt;p&gt;MIT ライセンスのフリーソフトウェアです。&lt;/p&gt;&lt;p&gt;Qt %2、PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>ヒントを求められませんでした: ソルバーが失敗しました。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>このディールは勝てません。推測を示します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>このゲームはもう勝てません。推測を示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>考えています...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>動かせる手がありません。</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>解を探しています...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>解なし: このディールは勝てません。</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>ここからの解なし: このゲームはもう勝てません。</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>制限時間内に解が見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>勝てる最後の局面を探しています...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>このディールは最初からでも勝てません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>制限時間内に勝てる局面が見つかりませんでした: このディールが勝てるかどうかは不明です。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>制限時間内に勝てる局面が見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>まだ勝つことができた最後の局面、{0} 手目に戻りました。</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>このディールは勝てます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>このディールはまだ勝てます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>このディールはもう勝てません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>このディールは勝てません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>このディールが勝てるかどうかはまだ不明です: 探索を続けています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>このディールが勝てるかどうかは不明です。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>コンピュータが解決しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>勝ちました！ スコア %1、%2 手。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>動かせる手が残っていません。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>このプレイヤーの FreeCell Qt はすでに起動していますが、応答がありません。それを閉じてから (または応答するまで待ってから)、ゲームをもう一度起動してください。</translation>
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
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>解決 (デモ)(&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>どこで間違えた？(&amp;W)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>ヒント: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>ヒント (推測、解は見つかりませんでした): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>確認しています...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>勝てる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>もう勝てない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>ディールから勝てない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>勝てる？ まだ探索中...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>勝てる？ 不明</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>解決を一時停止中: Space で再開、Esc またはクリックで停止します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>ゆっくり解決中: + で速く、- で遅く、Space で一時停止、Esc またはクリックで停止します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>解決中: + で速く、- で遅く、Space で一時停止、Esc またはクリックで停止します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>高速で解決中: + で速く、- で遅く、Space で一時停止、Esc またはクリックで停止します。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>進行中のゲームを {0} に保存できません。プレイは続けられますが、次回は復元されません。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>保存されたゲームを読み込めず ({0})、退避もできませんでした。新しいゲームを開始します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>保存されたゲームを読み込めませんでした ({0})。新しいゲームを開始します。古いファイルは {1} として保存されています。</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>初めてのチャレンジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>一日制覇</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>難関突破</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>フリーセルなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>パー達成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>10 連勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>黄金の月</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>デイリーチャレンジに 1 回勝つ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>1 日の 3 つのデイリーチャレンジすべてに勝つ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>難しいデイリーチャレンジに勝つ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>フリーセルなしのゲームに勝つ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>ディールをパー以内の手数で勝つ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>10 ゲーム連続で勝つ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>1 か月の毎日を達成する: 金トロフィー。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>銅トロフィー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>銀トロフィー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>金トロフィー</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>その日の 3 つのディールすべてに勝つと、その日は達成です。銅: 1 か月に {0} 日、銀: {1} 日、金: 毎日。</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n 日連続</numerusform>
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
        <translation>%1 行目: カード %2 はすでに %3 行目にあります: %4 はデッキに 1 枚だけです</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>%1 行目: カード %2 はすでに %4 行目に %3 回あります: %5 は各デッキに 1 枚だけです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>%1 行目: カード %2 はすでに %4 行目に %3 回あります: %5 は各デッキに 1 枚だけです</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>盤面のカードは %1 枚です。不足: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>%1 行目: %2 の組札が 2 回指定されています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>%1 行目: %2 の組札が %3 回指定されています</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>%1 行目: フリーセルにカードが 1 枚ありますが、このゲームにはフリーセルがありません</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>%1 行目: フリーセルにカードが %n 枚ありますが、このゲームのフリーセルは %2 個です</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>%1 行目: 不明なカード「%2」</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>%1 行目: %2 はジョーカーですが、このゲームはジョーカーなしで遊びます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>%1 行目: 2 つ目の %2 行 (1 つ目は %3 行目)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>このゲームの盤面には列の行が %1 行ありますが、これは %2 行です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>盤面のカードは %2 枚ではなく %1 枚です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>%1 行目: 組札「%2」が H-A や S-0 のような形式で書かれていません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>%1 行目: 組札が %3 個 (交互色では %4 個) ではなく %2 個です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>%1 行目: 組札が %3 個ではなく %2 個です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>%1 行目: 組札 %2 にはこれらのカードを置けません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>%1 行目: 交互色の組札は %2 ではなくエースから始まります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>%1 行目: 組札で %2 は %3 の次に置けません: 各カードは下のカードより 1 ランク上です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>%1 行目: 組札で %2 は %3 の次に置けません: 色は交互です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>%1 行目: 組札のカードは最大 %2 枚ですが、これは %3 枚です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>%1 行目: 基準「%2」は 5 や Q のようなランクではありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>%1 行目: [5H] のような裏向きのカードは表向きのカードの下にあり、列の一番上のカードは表向きです</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>テキストの長さは %1 文字です。盤面は最大 %2 文字です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>テキストに盤面がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>%1 行目: ルール %2 はどのゲームも指していません (Rules: 行は C4K8R0BAFAMSDR のような形式です)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>盤面のフリーセルは %1 個ですが、ゲームのフリーセルは最大 %2 個です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>すべてのカードが組札にあります: プレイするものがありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>局面のフリーセルは %1 個ですが、ゲームのフリーセルは %2 個です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>局面の列は %1 列ですが、ゲームの列は %2 列です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>局面の組札は %1 個ですが、ゲームの組札は %2 個です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>%1 では各組札が固有のカードから始まりますが、局面にはそれがありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>局面の組札には任意のスートのカードがありますが、%1 では各組札は 1 つのスートのみです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>フリーセル %1 には %3 ではなく %2 しか置けません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>局面に裏向きのカードがありますが、%1 ではすべてのカードが表向きで配られます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>組札はランク %1 から始まっていますが、%2 ではエースから始まります</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>ファイル {0} は {1} MB を超えています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>ファイル {0} は通常のファイルではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>ファイル {0} を読み込めません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>ファイル {0} が壊れています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>ファイル {0} は展開すると {1} MB を超えます。</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>{0} がありません (SVG に要素「{1}」がありません)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>裏面がありません (SVG に要素「back」がありません)。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>ファイル {0} は SVG 画像ではありません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>このゲーム独自のデッキは読み込まずに描画します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>ファイル {0} が見つかりません。</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>問題が発生しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt で予期しないエラーが発生しました。ゲームは続けられますが、一部が正しく動作しない可能性があります。

詳細は {0} にあります。問題を報告する際はこのファイルを添付してください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt で予期しないエラーが発生しました。ゲームは続けられますが、一部が正しく動作しない可能性があります。詳細をデータフォルダに書き込めませんでした。</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>交互色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>同じスート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>任意のスート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>なし: 積み重ね不可</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>任意のカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>キングのみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>フリーセルと列が許す限り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>任意の連続札を一度に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>一度に 1 枚</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>スート別、エースから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>スート別、最初に配られたカードから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>スート別、最初のカードのランクから、そのランクはすべて組札に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>ランク別、配られた 4 枚から</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>交互色、2 枚のエースから</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>スート別、4 枚のエースから 2 周</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>ランク別、組札 1 つ、まずエースをすべて</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>キングごとに列を始める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>キングごとに列を始める、エースは組札に</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>行ごと、エースは組札に</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>配り方(&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>組札の積み方(&amp;P):</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>列(&amp;O):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>セルに配るカード(&amp;D):</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>デッキ(&amp;C):</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>行ごと</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>エースと 2 を最も奥に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>各スートを専用の列に</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>スートごとのセル(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>フォーカラーと同様: フリーセル a にはクラブ、b にはダイヤ、c にはハート、d にはスペードのみ置けます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>列の積み方 (降順)(&amp;B):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>空いた列に置けるもの(&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>連続移動(&amp;S):</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>デイリーチャレンジ</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>その日のディール</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>トロフィー</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>実績</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>獲得条件</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>ディール {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>チャレンジはその月の中でのみ数えられます: この日はもうチャレンジとしてプレイできません。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0} に %n 日達成しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} を獲得しました。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>%n 日で {0}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>連続達成日数: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(最高 %n)。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>到達したマイルストーン: {0} 日。</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>デイリーチャレンジ(&amp;H)...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>{0} のデイリーチャレンジ、{1}: ディール {2}。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>獲得: {0}。</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>%1のエース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>%1のジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>%1のクイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>%1のキング</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>赤のエース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>黒のエース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>赤のジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>黒のジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>赤のクイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>黒のクイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>赤のキング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>黒のキング</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>1 枚目のジョーカー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>2 枚目のジョーカー</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%2の%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>赤の%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>黒の%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>任意の%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1は組札に置けません: 組札に次に置けるのは%2です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>キング</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1は%2の上に置けません: キングはどのカードの上にも置けず、空いた列を埋めるだけです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1は%2の上に置けません: %3は%4の上に置きます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>%1から%2までの連続札のどのカードも%3の上に置けません: エースの上には何も置けません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>%1から%2までの連続札は、どのカードも%3の上に置けません（そこに置けるのは%4です）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>このゲームにはフリーセルがありません。フリーセル %1 はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>このゲームのフリーセルは a だけです。フリーセル %1 はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>このゲームのフリーセルは a～%1 です。フリーセル %2 はありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>列 %1 のカード 1 枚は %3 ではなく %2 の上に置けます。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>列 %1 のカード %n 枚は %3 ではなく %2 の上に置けます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>そこへ移動できるのは列 %1 の一番下のカードだけです。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>列 %1 で連続札になっているのは下の %n 枚だけです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 は空いた列も含めて列には置けません: ジョーカーはフリーセルか組札に置きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>ジョーカーの組札は空です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>ジョーカー (%1) の上には何も置けません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 を組札に置けるのは、クラブ、スペード、ハートの組札が完成した後だけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>列 %1 は空です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>フリーセル %1 は空です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>裏向きのカードは動かせません。上に重なったカードがなくなると表向きになります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>リザーブ %1 は空です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>リザーブ %1 はいっぱいです: 置けるのは %2 枚までです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>リザーブにはカードを 1 枚ずつしか置けません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>リザーブ %1 にはカードがあります: リザーブにカードを置けるのは空のときだけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>リザーブにはどのカードも置けません: リザーブはカードを出すだけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>組札からカードを戻すことはできません: 設定でこのオプションがオフになっています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>%1 の組札は空です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>このゲームの列は 1～%1 です。列 %2 はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>このゲームの組札は %1 個です。組札 %2 はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>このゲームでは、キングまたはキングから始まる連続札だけが空いた列を埋められます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>このゲームでは組札が %1 から始まります: ランク %2 のカード、またはそれから始まる連続札だけが空いた列を埋められます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>このゲームでは空いた列は空のままです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>このゲームではカードは列から列へ 1 枚ずつ移動します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1は組札に置けません: %2の組札はランク %3 から始まります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>フリーセル %2 にカードがある間、列 %1 の一番上のカードは裏向きです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>山 %1 は、カードがある山 %2 の下にあります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>山 %1 は山 %2 の下にあります: その上に落とせるのは山 %2 の %3 枚のカードすべてだけです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>フリーセル %1 には %3 ではなく %2 しか置けません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>このゲームではカードは組札に置いたままです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>このゲームではどのカードも列の上に置けません。</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 は組札に置けません: 組札に次に置けるランクは %2 です。</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>組札 %1 はいっぱいです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>組札 %1 に次に置けるのは %3 ではなくランク %2 です。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>フリーセルに %1 枚配られますが、フリーセルは %2 個しかありません: セルを増やすか、カードを減らしてください。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>ゲームを終了できるのは、どの列にもカードが 1 枚以下のときだけです。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>ゲームコード「%1」: 「%2」で始まるゲームコードはありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>ゲームコード「%1」: セル部分「%2」は C0～C8 でなければなりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>ゲームコード「%1」: フリーセル %2 個は範囲外です (%3～%4)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>ゲームコード「%1」: %2 はフリーセル %3 個でプレイします。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>ゲームコード「%1」: ルール部分を読み取れません (%2)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>ゲームコード「%1」はどのコードよりも長すぎます。</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1は組札に置けません: %2の組札はエースから始まります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1はまだ組札に置けません: 先に%2を置きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>カードをフリーセルから別のフリーセルへ移動することはできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>組札のカードは列にのみ戻せます。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>フリーセル %1 は使用中です。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 枚ですが、今移動できるのは最大 %2 枚です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>ここからゲームを終了することはできません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1は組札に置けません: 組札に次に置けるのはランク %2 です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>組札 %1 に次に置けるのは %3 ではなく %2 です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>移動できるのはフリーセルまたは組札の一番上のカードだけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>カードは 1 枚ずつ組札に置きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>フリーセルに置けるカードは 1 枚です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>このゲームでは、キングからエースまで交互色でそろった連続札だけが、13 枚まとめて組札に置けます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>すべての組札に連続札が置かれています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>ゲームを終了できるのは、すべての列がキングからエースまでそろった連続札だけになったときです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>キングごとに列を始める場合、列の数はキングと同じ数 (%1) かそれより 1 つ多くなければなりません (%2 ではありません)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>フリーセルのカードが対応する列の一番上のカードを裏向きにする場合、フリーセルごとに専用の列が必要です。フリーセルは %1 個、列は %2 列です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>ゲームに勝ちました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>ゲームを終了できるのは、すべての列が 1 つの連続札のときだけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>ゲームを終了できるのは、残りのすべてのカードがその場所から順に組札に置けるときだけです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>元に戻す操作はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>やり直す操作はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>履歴に局面 %1 はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>「%1」はディール番号ではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>ディール番号 %1 は範囲外です (1～%2)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>ディール番号は整数でなければなりません (%1 ではありません)。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>ゲームコード「%1」: 「%2」は A～Z の文字、数字、ダッシュのいずれでもありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>ゲームコード「%1」は FC1-C4-AAAAAKH のように 3 つの部分からなる必要があります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>ゲームコード「%1」: 形式バージョン「%2」は 1 ではありません。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>ゲームコード「%1」: ディール部分「%2」は A～Z の 7 文字でなければなりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>ゲームコード「%1」: ディール %2 は範囲外です (1～%3)。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>このゲームでは組札からカードを戻せません: 戻すオプションがオフの状態で開始されました。</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>チャレンジと簡単なディール</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>ソルバーが必要とする最少のフリーセル数で、フリーセルのディールに勝ちましょう。以下の各ディールは、勝つことのできる最少のフリーセル数ごとに並んでいます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>フリーセル 1 個 (%1 ディール)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>フリーセル %n 個 (%1 ディール)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>最少セル数(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>チャレンジをプレイ(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>初心者向け: 簡単なディール(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>ソルバーが簡単と評価した、フリーセル 4 個のランダムなフリーセルのディール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>エースは組札に(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>開始前に 4 枚のエースが組札にあるフリーセル: より簡単なゲーム</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>ディール %1、フリーセル 1 個</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>ディール %1、フリーセル %n 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>チャレンジ: 最少セル(&amp;F)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>チャレンジと簡単なディール(&amp;E)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>初心者向け: 簡単なディール(&amp;B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>エースは組札に: より簡単なフリーセル(&amp;I)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>チャレンジ: ディール %1、フリーセル 1 個</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>チャレンジ: ディール %1、フリーセル %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>最少セルチャレンジは、番号で配ったフリーセルのディールが対象です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>最少セル数は難易度の評価とともに求められますが、ソルバーの判定が非表示の間は評価も非表示です: 設定でオンにしてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>最少セル数を求めています...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>このディールは勝てないため、チャレンジはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>ソルバーは制限内にこのディールの最少フリーセル数を確定できなかったため、チャレンジはありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>最少セルチャレンジ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>チャレンジ: このディールにフリーセル 1 個で勝つ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>ソルバーはディール %1 にフリーセル 1 個で勝ち、それより少ない数では勝てません。同じディールをそのセル数で最初から始めます。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>チャレンジ: このディールにフリーセル %n 個で勝つ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>ソルバーはディール %1 にフリーセル %n 個で勝ち、それより少ない数では勝てません。同じディールをそのセル数で最初から始めます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>チャレンジを開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>チャレンジ成功: ディール %1 にフリーセル 1 個で勝ちました！</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>チャレンジ成功: ディール %1 にフリーセル %n 個で勝ちました！</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>エースを組札に置いたフリーセル: 4 枚のエースは最初から組札にあります。成績は通常のフリーセルとは別に記録されます。</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>ファイルが %1 MB を超えています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>ファイルがテキスト (UTF-8) ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>ファイルが有効な JSON ではありません (%1 行 %2 列: %3)。途中で切れている可能性があります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>ファイルが有効な JSON ではありません (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>ファイルを読み込めません (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>ファイルに保存されたゲームがありません (JSON オブジェクトがありません)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>ファイルは FreeCell Qt のゲームではありません (形式 %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>ファイルにバージョン番号がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>ファイルは新しい FreeCell Qt (バージョン %1) で書かれています。開くにはアプリを更新してください</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>不明なファイルバージョン %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>プレイ時間は 0 以上の秒数でなければなりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>ヒント数は 0 以上の整数でなければなりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>ファイルにゲームがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>ファイル内のゲームが無効です: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>ゲームのステップ数は %1 で、上限の %2 を超えています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>ステップ %1 の手数が 1 ステップの上限 %2 を超えています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>ゲームの手数が上限の %1 を超えています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>プレイ時間が %1 年を超えています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>ヒント数が %1 を超えています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>ファイルは通常のファイルではありません (フォルダ、デバイス、またはパイプ)</translation>
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
        <translation>このカードを置ける場所がありません。</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>リプレイ: プレイするには「ここから続ける」を押し、自分のゲームに戻るには Esc を押してください。</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>元に戻す履歴</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>ゲームを戻す局面を選んでください。元に戻したステップは灰色で表示され、新しい手を指すまではやり直せます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>プレイしたステップ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>元に戻した: やり直し可能</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>現在のゲームの位置</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>ディール</translation>
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
        <translation>遊び方</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;すべての列が 1 つの連続札になれば、勝ったも同然です: &lt;b&gt;終了&lt;/b&gt;ボタンですべてのカードを組札に送ります。&lt;i&gt;自動的に終了&lt;/i&gt;がオンなら、これは自動で行われます。動かせる手がまったくなくなった場合は、元に戻す、ディールを再スタートする、または新しいゲームを開始できます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;組札に置いたカード 1 枚ごとに 10 点、フリーセルから列に移したカード 1 枚ごとに 5 点が得られます。組札から戻したカードは 10 点の減点です。元に戻すと点数も戻り、スコアが 0 未満になることはありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>ディール番号とゲームコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;各ディールには 1～2,147,483,647 の番号があり、Windows の定番ゲームと同じです。同じ番号はどのゲームでも同じシャッフルになり、そのゲームのレイアウトに配られます: フリーセルのディール 11982 は勝てないことで有名です。&lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; のような&lt;b&gt;ゲームコード&lt;/b&gt;はゲーム、フリーセル数、ディールを表すので、それを入力した友人はまったく同じゲームをプレイできます。どちらを入力するにも&lt;i&gt;番号またはコードでディールをプレイ&lt;/i&gt;を使います。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>難易度と勝てるディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;各ディールは&lt;b&gt;簡単&lt;/b&gt;、&lt;b&gt;普通&lt;/b&gt;、&lt;b&gt;難しい&lt;/b&gt;、&lt;b&gt;エキスパート&lt;/b&gt;のいずれかに評価されます。評価は、そのディールに勝つのに必要な最少のフリーセル数 (ソルバーはゲームのセル数で試し、次に 1 つ減らし、と続けます) と、ソルバーが勝ちを探すのにかかった時間で決まります: ディールに必要なセル 1 つは、10 倍長い探索と同じ重みです。評価は時間ではなく局面の数に基づくので、同じディールはどのコンピュータでも同じ評価になります。&lt;/p&gt;&lt;p&gt;&lt;i&gt;オプションを指定して新しいゲーム&lt;/i&gt;では、&lt;i&gt;勝てるディールのみ&lt;/i&gt;はソルバーが勝ちを見つけたランダムなディールだけを配り、&lt;i&gt;難易度&lt;/i&gt;はその評価のランダムなディールを求めます。ソルバーが探している間もプレイを続けられます。&lt;b&gt;Esc&lt;/b&gt; で探索を停止します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>スクリーンリーダーでのプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;テーブルは枠がどの山にあるかをスクリーンリーダーに伝えます。例えば&lt;i&gt;ハートの7、列 3、5 枚、一番上のカード&lt;/i&gt;や&lt;i&gt;フリーセル b、空&lt;/i&gt;などです。また、各手、自動で組札に置かれたカード、手が拒否された理由、ヒント、ディールがまだ勝てるかどうか、勝利を読み上げます。テーブルを聞くには: &lt;b&gt;R&lt;/b&gt; で枠のある山のすべてのカードを、&lt;b&gt;L&lt;/b&gt; でフリーセルを、&lt;b&gt;U&lt;/b&gt; で組札を読み上げ、&lt;b&gt;Alt&lt;/b&gt; と数字でその列を読み上げます (&lt;b&gt;Alt+3&lt;/b&gt; で列 3)。読み上げてもカードや枠は動きません。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;矢印キーで枠を山の間で移動します。&lt;b&gt;Space&lt;/b&gt; または &lt;b&gt;Enter&lt;/b&gt; でそこのカードを取り、次に選んだ山に置きます。&lt;b&gt;Esc&lt;/b&gt; で放します。手を入力することもできます: 列番号、次に移動先 (別の列、フリーセル、または組札を表す &lt;b&gt;h&lt;/b&gt;) を入力します。&lt;b&gt;3&lt;/b&gt; に続けて &lt;b&gt;h&lt;/b&gt; で、列 3 の表のカードを組札に送ります。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;列 10 以降は %1 と入力します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;山 %1 以降には専用のキーがありません: 矢印キーで移動します。左右で同じ段の中を、上下で上または下の段へ移動します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;フリーセルには &lt;b&gt;a&lt;/b&gt;～&lt;b&gt;%1&lt;/b&gt; の文字が付いています (&lt;b&gt;h&lt;/b&gt; は組札): &lt;b&gt;3&lt;/b&gt; に続けて &lt;b&gt;a&lt;/b&gt; で、列 3 の表のカードを最初のフリーセルに移動します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>%1 の遊び方</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>キーボード</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>次のステップに進む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>レッスンを終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>自分のゲームに戻る (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>ディールをプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>レッスンを終了してプレイする</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>もう一度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>レッスンをステップ 1 からもう一度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>今すぐレッスンを受ける</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>レッスンはいつでもヘルプメニューから受けられます</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>初めてのレッスン(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>レッスンを終了</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>フリーセルは初めてですか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>短いレッスンを受けてみましょう: 小さなディールで 8 ステップ、約 3 分です。その間、あなたのゲームはそのまま待っています。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>レッスンはいつでもヘルプメニューから受けられます: 「初めてのレッスン」。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>よくできました！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>レッスンのディールに勝ちました。これでフリーセルの手はすべて覚えました。「ディールをプレイ」するか、もう一度レッスンを受けてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>ステップ {0} / {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>カードは、色が異なり 1 ランク上のカードの上に置けます (黒のクイーンの上に赤のジャックなど)。{0}を{1}の上にドラッグしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>左上のフリーセルには、それぞれ任意のカードを 1 枚置けます。{0}をフリーセルに置いて、その下のカードを出してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>右上の組札には、スートごとにエースから順に積み上げます。{0}を組札に置いてください: そこへドラッグするか、ダブルクリックします。自分のゲームでは、もう必要のないカードは自動で組札に置かれます (自動移動)。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>色が交互に順に並んだカードはまとめて移動できます: 最大 (フリーセル + 1) × 2^(空いた列) 枚、ここでは {0} 枚です。{1}を{2}の上にドラッグしてください。その下のカードも一緒に移動します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>ゲームはルールで許されない手を受け付けず、その理由をウィンドウの下部に表示します。試してみてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>ゲームはルールで許されない手を受け付けず、その理由をウィンドウの下部に表示します。試してみましょう: {0}を{1}の上にドラッグしてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>何か 1 手動かしてから、元に戻す (Ctrl+Z) で戻してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>どの手も元に戻せます: 今すぐ Ctrl+Z (元に戻す) を押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>ゲームのメッセージ: 「{0}」</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>どうすればよいかわからないときは？ H (ヒント) を押すと、ゲームがよい手を示します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>では、ディールに勝ちましょう: すべてのカードを組札へ。ヒント (H) は自由に使えます。カードが順に並んだら、完了 (Ctrl+F) で残りを組札に置けます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>ここからはできません。元に戻す (Ctrl+Z) で手を戻すか、「スキップ」を押してください。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>その他のボタン</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>オプションを指定して新しいゲーム(&amp;W)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>ディールを再スタート(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>番号またはコードでディールをプレイ(&amp;P)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>今日のディール(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>ゲームコードをコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>局面をコピー(&amp;Y)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>局面を貼り付け(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>局面を設定(&amp;U)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>ゲームを開く(&amp;O)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>名前を付けてゲームを保存(&amp;S)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>元に戻す履歴(&amp;T)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>ゲームを振り返る(&amp;V)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>完了(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>フルスクリーン(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>ツールバー(&amp;T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>設定(&amp;P)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>FreeCell Qt について(&amp;A)</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>今日のディール {0}: {1} ディール {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0} ディール {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>初めてのレッスン</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>もうインストールされていません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>カードデッキ「{0}」は使用できません: {1} FreeCell Qt 独自のカードを使います。</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>局面をテキストとしてクリップボードにコピーしました。</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>移動(&amp;M)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>ツールバー</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>スコア: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>手数: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>時間: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>これは今日のディールです。「ディールを再スタート」で最初からプレイします。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>{0} の今日のディール: 今日は全員が同じディールです。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} をクリップボードにコピーしました。</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>メッセージ(&amp;M)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>ステータスバーの最近のメッセージ</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>メッセージ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>最近のメッセージ (新しいものが下)</translation>
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
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>組札からカードを戻すことを許可(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>設定と同様、すべてのゲームに共通のオプション</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>フリーセル(&amp;F):</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>ランダムなディール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>ディール番号またはゲームコード(&amp;N):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>勝てるディールのみ(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>ソルバーが勝てることを証明したランダムなディールのみを配ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>すべて</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>例: 11982 または FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>難易度(&amp;I):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>ディール番号は 1～%1 で、どのゲームでも同じシャッフルです。&lt;br&gt;ゲームコードは FC1-C4-AAAAAKH のような形式です。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>チャレンジと簡単なディール(&amp;H)...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1。これは %2 のルールです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>ゲームコード: まだありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>ゲームコード: ランダムなディール — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>ゲームコード: %1 — %2、ディール %3</translation>
    </message>
</context>
<context>
    <name>ParLabel</name>
    <message>
        <location filename="../../freecell_qt/windows/par_label.py" line="+53"/>
        <source>Par: {0} / {1}</source>
        <translation>パー: {0} / {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your moves as the par counts them (every move, those to the foundations and the automatic ones included), and the deal&apos;s par: the fewest moves found to win it</source>
        <translation>パーの数え方によるあなたの手数 (組札への手と自動移動を含むすべての手) と、ディールのパー: 勝つために見つかった最少の手数</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>設定ファイル {0} を読み込めませんでした。既定値を使用します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>設定ファイルを読み込めませんでした。{0} として保存し、既定値を使用します。</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>設定を {0} に保存できません。変更は FreeCell Qt を閉じるまでのみ有効です。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>設定</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>安全なカードを組札に自動移動(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>すべての列が連続札になったら自動的に終了(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>シングルクリックでカードを組札に送る(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>クリックで移動: カードをクリックしてから移動先をクリック(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>組札からカードを戻すことを許可(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>フォーカラーデッキ (クラブは緑、ダイヤは青)(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>大きなインデックスのデッキ (隅に大きなランクとスート)(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>効果音(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>起動時に前回のゲームを再開(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>ゲームがまだ勝てるかどうかを表示(&amp;W)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>クリックすると、カードとその上に重なった連続札を取り上げます。別の山をクリックするとそこに置き、フェルトをクリックするか Esc を押すと元に戻します。このとき、シングルクリックはカードを組札に送らずに取り上げます。ダブルクリックでは引き続き組札に送ります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>倍増: (フリーセル + 1) × 2^空いた列(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>線形: (フリーセル + 1) × (空いた列 + 1)(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>連続移動で運べるカード:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>空いた列にキングのみ置ける、または何も置けないゲームでは、フリーセル + 1 枚のカードを一度に移動します。ルールの変更は、進行中のゲームにも即座に適用されます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>緑のフェルト (ダークモードでは暗色)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>緑のフェルト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>青のフェルト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>暗いフェルト</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>オン: 黒いフェルト、輪郭線付きのカードと山</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>青の格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>赤のダイヤ柄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>緑の波</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>ウィンドウに合わせる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>解決の速度(&amp;V):</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>配色(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>テーブル(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>ハイコントラスト(&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>カードのサイズ(&amp;Z):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>動きを減らす: カードは移動先へ直接移動し、勝利の演出なし(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>デスクトップがアニメーションを減らすよう求めている場合は既定でオンになります。解決は引き続き独自の速度で 1 手ずつプレイします。</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>FreeCell Qt 独自</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>デッキのプレビュー: エース、キング、裏面</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>デッキ(&amp;E):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>カードの裏面(&amp;K):</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>このオプションは FreeCell Qt 独自のデッキだけを変更します。選んだデッキには独自の表面と裏面があります。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>デッキ「{0}」は使用できません: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>アニメーション速度(&amp;N):</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>言語(&amp;G):</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>OK(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-6"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>ディールの検索を停止 (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>難易度: 評価中...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>このディールの難しさを計算しています</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>難易度: 未評価</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>このディールは勝てないため、レベルがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>ソルバーは制限内に結論を出せませんでした</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>難易度: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>ディールの検索を停止しました。プレイ中のゲームは変更されていません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>勝てるディールを探しています... (候補 %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>%1 と評価されるディールを探しています... (候補 %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>ディール %1、評価 %2 (候補 %3)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>ディール %1、勝てることを証明済み (候補 %2)。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>試した %1 個の中に適したディールがありませんでした。プレイ中のゲームは変更されていません。</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>簡単</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>フリーセルなしで勝てる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>フリーセル 1 個で勝てる</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>フリーセル %n 個で勝てる</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1。%2 局面を探索しました。</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>1 ステップ戻る</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>1 ステップ進む</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>ドラッグしてゲームの任意の局面へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>ゲーム内の局面</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>ここから続ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>表示中の局面からこのゲームを自分でプレイします。以降のステップはやり直せます</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>リプレイ: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>ステップ {0} からあなたのゲームになりました。やり直すとリプレイに沿って進みます。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>ステップ {0} / {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>成績の推移</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} ゲーム、{1} 勝</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>終了したゲームはまだありません。</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>ゲーム {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>最近の {0} ゲーム (古いものが左)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>ゲームの振り返り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>ソルバーでゲームのすべての局面を調べています...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>振り返り中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>ゲームの局面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>ここからプレイを続ける(&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>解を表示(&amp;L)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>ディールのパーは {0} 手です。同じ数え方によるあなたのゲーム（自動移動を含む）: {1}。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>勝てる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>このディールは最初から勝てません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>制限時間内にディールからの勝ちが見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>勝ちました: 負けにつながった手はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>ゲームは現在の局面からまだ勝てます: 負けにつながった手はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>{0} 手目でゲームが負けになりました: その前は勝てましたが、その後は勝てません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>{0} 手目まではゲームに勝てました。その後は制限時間内に勝ちが見つかりませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>あなたは 1 手プレイしました。ソルバーはディールから {0} 手で勝ちます。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>あなたは %n 手プレイしました。ソルバーはディールから {0} 手で勝ちます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>振り返りを閉じました: 別のゲームがプレイ中です。</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>テーブルのレイアウト</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>フリーセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>フォアセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>ベーカーズゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>キングオンリー・ベーカーズゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>エイトオフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>ダブル・エイトオフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>シーヘブンタワーズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>リラックス・シーヘブンタワーズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>ダブル・シーヘブンタワーズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>リラックス・フリーセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>チャレンジ・フリーセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>スーパーチャレンジ・フリーセル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>セブン・バイ・フォー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>セブン・バイ・ファイブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>バス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>ダブル・フリーセル (伝統版)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>ダブル・フリーセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>トリプル・フリーセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>リペア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>セル 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>ビッグセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>ディープ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>ペンギン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>オーパス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>タキシード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>ペタル</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>鍾乳石</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>クリンク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>スパイダーセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>フットリング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>ダブル・フットリング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>キングズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>キャッツテイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>スネーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>リテニュー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>ヘッドクォーターズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>リンポポ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>ニードル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>ヘイスタック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>ピッチフォーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>フリッパー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antares</source>
        <translation>アンタレス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opera</source>
        <translation>オペラ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sarlacc</source>
        <translation>サルラック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstruction</source>
        <translation>オブストラクション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>カスタムゲーム</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>フリーセル、エースは組札に</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1、フリーセルなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1、フリーセル 1 個</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1、フリーセル %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>フリーセルなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>フリーセル 1 個</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>フリーセル %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n 列</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>列への積み重ねなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>同じスートで積む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>スートに関係なく積む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>交互色で積む</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>空いた列にはキングのみ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>空いた列は空のまま</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>空いた列には任意のカード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>任意の長さの連続札を移動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>一度に 1 枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>連続札はフリーセルと空いた列を経由して移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>連続札はフリーセルを経由して移動</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>山 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>エースと 2 を最も奥に配る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>最初のカードのランクが基準、そのランクのカードはすべて組札を始める</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>最初に配られたカードが基準になる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>列ではエースの上にキングを置ける</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>各列の先頭はキング</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>配られたキングごとに列を始める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>エースは配られると組札へ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>エースは最初から組札に</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>フリーセルのカードが、対応する列の一番上のカードを裏向きにする</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>列の右半分は同じスートで積み、どのカードも動かせ、空くとキングを置ける</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>各列の最後の 1 枚以外は裏向き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>重なり合う段に並んだ山: カードがある山の下の山はカードを出すことも受け取ることもできませんが、上に重なる 1 つの山のカードをすべて受け取れます</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>リザーブ %n 個、空のときに連続札を受け取る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>リザーブに %n 枚配る、カードは戻せない</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>リザーブに %n 枚配る、最大 %1 枚まで</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>最大 %1 枚のリザーブ %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>フリーセルの代わりに、列の右側に %n 個の&lt;b&gt;リザーブ&lt;/b&gt;があります。空いたリザーブは、列または別のリザーブから連続札を丸ごと一度に受け取れます。カードのあるリザーブは何も受け取れません。リザーブの一番上にある連続札は、全部でも一部でも移動できます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>フリーセルの代わりに、列の右側に %n 個の&lt;b&gt;リザーブ&lt;/b&gt;があります。各リザーブには任意のカードを 1 枚ずつ、%1 枚になるまで置けます。移動できるのは一番上のカードだけです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>フリーセルの代わりに、最初の %n 枚のカードが列の右側の&lt;b&gt;リザーブ&lt;/b&gt;に配られます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>一番上のカードは使えますが、その上にはどのカードも置けません。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>任意のカードを 1 枚ずつ、%n 枚になるまで置けます。移動できるのは一番上のカードだけです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>このゲームでは %1 個の&lt;b&gt;山&lt;/b&gt;を使い、それぞれに 1 枚ずつ表向きでカードを配ります。山は上から %3 個ずつ %2 行 (段) に並びます。各段は前の段より少し下に、カード半分だけ横にずれて置かれるので、最下段以外のすべての山は、次の段でそれに重なる 1 つまたは 2 つの山の下にあります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>上に重なる山にカードがある間、その山は&lt;b&gt;ブロック&lt;/b&gt;されます: そのカードはどれも動かせず、その上にカードを置くこともできません。最下段の山はブロックされません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>ブロックされた山に置ける手が 1 つだけあります: 上に重なる山のうちまだカードがあるのが 1 つだけのとき、その山のカードすべてを一度にその上に落とせます。ただし、それらが連続札になっていて、その先頭のカードがブロックされた山の表のカードに合う場合に限ります。カードが離れる山自体もブロックされておらず、一度に移動できる枚数を超えるカードがあってはいけません。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>エースは最初から組札にあり、残りのカードは 1 行ずつ配られます。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 枚のカードが列に配られます。左から: %2。まず各列の最後の 1 枚以外のカードが裏向きで 1 行ずつ配られ、次に 1 行が表向きで配られます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>裏向きのカードは動かせず、その上にカードを置くこともできないため、連続札は表向きのカードだけで作られます。上に重なったカードがなくなると、すぐに表向きになります。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>受け取れるリザーブの上 (「テーブル」を参照)。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>動かせるのは列の表のカード (何も重なっていないカード) か、リザーブの一番上のカードだけです。移動先は次のとおりです:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>各フリーセルは 1 つの列に対応します。フリーセル a は列 1、b は列 2、というように続きます。フリーセルにカードがある間、対応する列の一番上のカードは&lt;b&gt;裏向き&lt;/b&gt;になります。このカードは移動できず、その上にカードを置くこともできません。空いた列にもカードや連続札を置けますが、その一番上のカードはすぐに裏向きになります。フリーセルが再び空くと、そのカードは表向きに戻ります。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>列には 2 種類あります。列 1 から %1 は上記のとおりに積み、最初のカードが合えば、連続していてもいなくても、任意のカードのグループを受け入れます。列 %2 から %3 は同じスートで下向きに積みます (ハートの8の上にハートの7)。これらの列のカードは、連続していてもいなくても、グループの最初のカードを先頭にして何枚でも一度に移動できます。また、これらの列が空いたときに置けるのは、キングまたはキングを先頭とするグループだけです。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>空のときにカードを受け取れるのは最上段の %1 個の山だけです: 上に重なる山にカードがなければ、任意のカード、または十分に短い連続札を置けます。他の段の空いた山は空のままで、連続札の移動で空いた列として数えるのは最上段の空いた山だけです。</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>列の末尾にある表向きのカードの連続札 (%1) は、十分に短ければ一度に移動できます。空いているフリーセルが &lt;i&gt;F&lt;/i&gt; 個、空いた列が &lt;i&gt;E&lt;/i&gt; 列 (連続札の移動先の空いた列も数えます) のとき、移動できる最長の連続札は %2 です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>例えば、フリーセルがすべて空いていて空いた列が 1 列あれば、別の列へも空いた列そのものへも %1 枚のカードを移動できます。</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>組札は配られた 4 枚からランク順に積む</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>組札は 2 つ、クラブとハートのエースから交互色で積む</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>全カードで組札 1 つ: すべてのエース、次にすべての 2、と順にキングまで</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>各組札はキングからエースまで交互色でそろった連続札を丸ごと受け取る</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このゲームは 1 組のデッキと&lt;b&gt;2 枚のジョーカー&lt;/b&gt;で遊びます。54 枚のカードすべてを 5 つの&lt;b&gt;組札&lt;/b&gt;に移動します: 4 つはスート別で、それぞれエースからキングまで積み上げます。5 つ目は 2 枚のジョーカーを受け取りますが、それはクラブ、スペード、ハートの組札が完成した後だけです (ダイヤは完成していなくてもかまいません)。&lt;/p&gt;&lt;p&gt;ジョーカーは空いた列も含めて&lt;b&gt;列には置けず&lt;/b&gt;、ジョーカーの上にも何も置けません: フリーセルに移すか、組札が受け取れるようになったら組札に置きます。連続札の中に配られたジョーカーは連続札と一緒に動き、独自の色のエース (1 枚目のジョーカー) または 2 (2 枚目) として扱われます。空いた列に移動する連続札は、その列も移動を可能にする空いた列として数えます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>そのスートの次のランクであれば、その組札の上。ジョーカーは、クラブ、スペード、ハートが完成したら 5 つ目の組札の上。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>列には置けない 2 枚のジョーカーと、クラブ、スペード、ハートが完成したらそれらを受け取る 5 つ目の組札</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>組札は 4 つ、それぞれ 1 組目のデッキのエースからスート別に 2 周</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>組札からカードを戻せる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>セルにカードを 1 枚配る</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>セルにカードを %n 枚配る</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>目的</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 枚のカードすべてを 1 つの&lt;b&gt;組札&lt;/b&gt;に移動します。組札は&lt;b&gt;まずすべてのエース&lt;/b&gt;をスートの順序に関係なく受け取り、次にすべての 2、次にすべての 3 と、スートに関係なくキングまで続きます: あるランクの %2 枚がすべて置かれてから次のランクに進みます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52 枚のカードすべてを 4 つの&lt;b&gt;組札&lt;/b&gt;に移動します。組札のスートは問いません。組札が受け取るのは&lt;b&gt;そろった連続札&lt;/b&gt;だけです: 列の末尾にある、キングからエースまで交互色で並んだ 13 枚が、空いているフリーセルや列に関係なく、1 手でまとめて組札に置かれます。カードが 1 枚だけで組札に置かれることはありません。連続札はキングをつかんでドラッグするか、エースをクリックしてください。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このゲームは 2 組のデッキを混ぜてプレイします。104 枚のカードすべてを 4 つの&lt;b&gt;組札&lt;/b&gt; (スートごとに 1 つ) に移動します。組札は 1 組目のデッキの 4 枚のエースから始まり、これらは最後に組札へ配られます。各組札はスートごとにエースからキングまで積み上げ、さらに&lt;b&gt;もう一周&lt;/b&gt;、もう一方のエースからもう一方のキングまで、26 枚になるまで積み上げます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52 枚のカードすべてを 2 つの&lt;b&gt;組札&lt;/b&gt;に移動します。組札はクラブのエースとハートのエースから始まり、それぞれ&lt;b&gt;スートに関係なく交互色で&lt;/b&gt; 1 ランクずつ積み上げます。エースからキングまでを 2 周し、26 枚になるまで続けます: クラブのエースの上には赤の2、次に黒の3を置き、黒のキングの後には赤のエースを置きます。カードが両方の組札に置ける場合は、好きな方に置いてください。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52 枚のカードすべてを 4 つの&lt;b&gt;組札&lt;/b&gt;に移動します。組札は最後に配られた 4 枚から 1 枚ずつ始まり、それぞれ&lt;b&gt;スートに関係なくランク順に&lt;/b&gt; 1 ランクずつ、キングからエースへと一巡して 13 枚になるまで積み上げます: 6 の上には任意の 7、次に任意の 8 と続き、5 まで積みます。カードが複数の組札に置ける場合は、好きな方に置いてください。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52 枚のカードすべてをスートごとに 4 つの&lt;b&gt;組札&lt;/b&gt;に移動し、それぞれエースからキングまで積み上げます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>フォーカラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>ジャーマン・フリーセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>キングセル</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n デッキ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>各スートを専用の列に配る</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>スートごとのフリーセル</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>カードの移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>空いた列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>連続札の移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>組札からカードを戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>自動移動</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このゲームは %1 組のデッキを混ぜてプレイします。%2 枚のカードすべてを %3 個の&lt;b&gt;組札&lt;/b&gt; (各スート %1 個) に移動し、それぞれエースからキングまで積み上げます。カードはそのスートの組札のうち、置けるものに置きます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52 枚のカードすべてをスートごとに 4 つの&lt;b&gt;組札&lt;/b&gt;に移動します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このゲームは %1 組のデッキを混ぜてプレイします。%2 枚のカードすべてを %3 個の&lt;b&gt;組札&lt;/b&gt; (各スート %1 個) に移動します。カードはそのスートの組札のうち、置けるものに置きます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>シャッフルの最初のカードのランクが&lt;b&gt;基準&lt;/b&gt;になります: そのランクのカードはすべてディールの前に組札を始め、各組札はそのランクからスートごとに、キングからエースへと一巡して積み上げます。基準が 5 の場合、組札は 5、6、...、クイーン、キング、エース、2、3、4 と進みます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>最初に配られたカード (最初の列の一番下) が&lt;b&gt;基準&lt;/b&gt;になります: 同じランクの他のカードが組札を始め、各組札はそのランクからスートごとに、キングからエースへと一巡して積み上げます。基準が 5 の場合、組札は 5、6、...、クイーン、キング、エース、2、3、4 と進みます。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 枚のカードを表向きで 1 枚ずつ最初の列に配ります。列にすでにカードがあるときに出たキングは次の列を始めるので、列の長さはディールごとに変わります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>シャッフルの最後のキングが最初に配られるので、すべての列の先頭はキングになります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>最初のカードがキングの場合、最後の列は空のままです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>エースは列に配られません: 出るたびに組札に置かれます。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>このゲームは %n 列でプレイします。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>各カードは表向きでそのスートの列に配られます: クラブは 1 列目、ダイヤは 2 列目、ハートは 3 列目、スペードは 4 列目に、シャッフルの順に配られます。他の列は空で始まります。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 枚のカードが表向きで列に配られます。各列 %2 枚です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 枚のカードが表向きで列に配られます。左から: %2。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>フリーセルはありません: すべてのカードは列に残るか組札に移動します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>その上に組札と、カードを 1 枚だけ置ける&lt;b&gt;フリーセル&lt;/b&gt; 1 個があります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>その上に組札と、スートごとの&lt;b&gt;フリーセル&lt;/b&gt;があり、それぞれそのスートのカードを 1 枚だけ置けます: 左からクラブ、ダイヤ、ハート、スペードです。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>その上に組札と、それぞれカードを 1 枚だけ置ける&lt;b&gt;フリーセル&lt;/b&gt; %n 個があります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>最後のカードはフリーセルに配られます。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>最後の %n 枚はフリーセルに配られます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>エース、次に 2 が最初に配られ、列の一番奥に置かれます。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>一番上のカードが 1 ランク下の組札の上 (スートは問いません): クイーンの上にキング、キングの上にエース。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>列には何も積み重ねられません: 動かせるのは列の表のカードかフリーセルのカードだけで、移動先は次のとおりです:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>表のカードが 1 ランク上で同じスートの列の上: ハートの8の上にハートの7。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>表のカードが 1 ランク上の列の上 (スートは問いません): 任意の 8 の上に任意の 7。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>表のカードが 1 ランク上で色が異なる列の上: 黒の8の上に赤の7。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>そのスートのフリーセルが空いていれば、そこへ。</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>空いているフリーセルへ (フリーセルから別のフリーセルへは不可)。</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>一番上のカードが 1 ランク下で色が異なる組札の上 (スートは問いません): クラブのエースの上に赤の2。</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>組札が次に受け取るランクのカードなら、スートに関係なくその組札の上。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>空の組札の上には、キングからエースまでそろった連続札の一部としてのみ、13 枚まとめて。</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>そのスートの次のランクなら、その組札の上: キングの次はもう一方のエース。</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>そのスートの次のランクであれば、その組札の上。</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>動かせるのは列の表のカード (何も重なっていないカード) か、フリーセルのカードだけです。移動先は次のとおりです:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>列でもランクは一巡します: エースの上にキングを置けます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>列ではランクが一巡しますが、組札では一巡しません: エースの上にキングを置けます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>列ではランクは一巡しません: 列のエースの上には何も置けず、キングはどのカードの上にも置けません。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>空いた列を埋められるのは、基準のすぐ下のランクのカード (基準が 5 なら 4)、またはそれから始まる連続札だけです。空いた列に他の場所へ移す途中のカードを置くことはできません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>空いた列を埋められるのは、キングまたはキングから始まる連続札だけです。空いた列に他の場所へ移す途中のカードを置くことはできません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>空いた列にはどのカードも置けません: 一度空いた列は空のままです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>空いた列には任意のカード、または十分に短い任意の連続札を置けます。ドラッグすると、つかんだカードとその下のすべてのカードが移動します。クリックまたはキーボードでは、ルールで許される最長の連続札が移動します。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>同じスートでランクが下がる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>ランクが下がる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>ランクが下がり色が交互になる</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>カードは 1 枚ずつ、列からのみ移動します: 移動する連続札はありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>列の末尾にある表向きのカードの連続札 (%1) は、空いているフリーセルや列に関係なく、長さにかかわらず一度に移動します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>カードは 1 枚ずつ移動します: 連続札はフリーセルと空いた列を使って 1 枚ずつ崩す必要があります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>列の末尾にある表向きのカードの連続札 (%1) は、空いているフリーセルを使って 1 枚ずつ移動できる場合に一度に移動できます。空いた列は役に立ちません。空いているフリーセルが &lt;i&gt;F&lt;/i&gt; 個のとき、移動できる最長の連続札は %2 です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>例えば、フリーセルがすべて空いていれば、%1 枚のカードを一度に移動できます。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>列の末尾にある表向きのカードの連続札 (%1) は、空いているフリーセルと空いた列を使って 1 枚ずつ移動できる場合に一度に移動できます。空いているフリーセルが &lt;i&gt;F&lt;/i&gt; 個、空いた列が &lt;i&gt;E&lt;/i&gt; 列 (移動先の列は数えません) のとき、移動できる最長の連続札は %2 です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>例えば、フリーセルがすべて空いていて空いた列が 1 列あれば、別の列へは %1 枚、空いた列そのものへは %2 枚のカードを移動できます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>設定にかかわらず、組札のカードはそこに置いたままです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>組札の一番上のカードは、10 点と引き換えに、置ける列に戻すことができます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>組札のカードはそこに置いたままです。設定で、組札の一番上のカードを 10 点と引き換えに列に戻すことを許可できます。</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>&lt;i&gt;安全なカードを自動移動&lt;/i&gt;がオンのとき、組札が受け取るカードはすべて各手の後に自動で組札に置かれます: 組札があるランクを受け取るのは 1 つ下のランクのカードがすべて組札に置かれた後なので、テーブルに残ったどのカードもその上に置かれることはありません。&lt;i&gt;完了&lt;/i&gt;は、残りのすべてのカードがその場所から順に組札に置けるようになったら、残りを組札に送ります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>元に戻すと、自分の手とそれに伴う自動移動がまとめて戻ります。カードをシングルクリックまたはダブルクリックすると、置ける場合は組札にも送ります。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>&lt;i&gt;安全なカードを自動移動&lt;/i&gt;がオンのとき、列の末尾にあるキングからエースまでそろった連続札は各手の後に自動で組札に置かれます: そのエースの上には何も置けないので、テーブルではもう役に立たないためです。&lt;i&gt;完了&lt;/i&gt;は、すべての列がそろった連続札だけになったら、残りを組札に送ります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>元に戻すと、自分の手とそれに伴う自動移動がまとめて戻ります。そろった連続札のエースをシングルクリックまたはダブルクリックすると、その連続札を組札に送ります。</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>&lt;i&gt;安全なカードを自動移動&lt;/i&gt;がオンのとき、カードが各手の後に自動で組札に置かれるのは、その組札の 2 周目で、対になるもう 1 枚がすでに組札にあり、テーブルに残ったどちらのデッキのカードもその上に積まれる可能性がない場合だけです。1 周目では、2 枚のどちらを組札に置くかは自分で選びます。&lt;i&gt;完了&lt;/i&gt;は、残りのすべてのカードがその場所から順に組札に置けるようになったら、残りを組札に送ります。</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>&lt;i&gt;安全なカードを自動移動&lt;/i&gt;がオンのとき、置ける組札が 1 つだけで、テーブルに残ったどのカードもその上に置けない場合、各手の後にカードが自動で組札に置かれます: エース、および 1 ランク下で色が異なる 2 枚がすでに組札にあるカードです。両方の組札に置けるカードは自分で置いてください。&lt;i&gt;完了&lt;/i&gt;は、残りのすべてのカードがその場所から組札に置けるようになったら、残りを組札に送ります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>元に戻すと、自分の手とそれに伴う自動移動がまとめて戻ります。カードをシングルクリックまたはダブルクリックすると、置ける最初の組札に送ります。</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>このゲームでは設定にかかわらず、カードが自動で組札に置かれることはありません: 4 つの組札が各ランクのカードを取り合うため、どのカードをいつどこに置くかは自分で選びます。どの列のカードも 1 枚以下になったら、&lt;i&gt;完了&lt;/i&gt;で残りを組札に送ります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>カードをシングルクリックまたはダブルクリックすると、置ける最初の組札に送ります。</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>テーブルでもう役に立たないカードは各手の後に自動で組札に置かれます: テーブルに残ったどのカードもその上に積めないカードです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>テーブルでもう役に立たないカードは各手の後に自動で組札に置かれます: エース、2、およびテーブルに残ったどのデッキのどのカードもその上に積めないカードです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>組札に置けるすべてのカードは各手の後に自動で組札に置かれます: 連続札は同じスートで積むので、組札のカードがテーブルで必要になることはありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>テーブルでもう役に立たないカードは各手の後に自動で組札に置かれます: エース、2、およびランクが 1 つ下のカードがすでに 4 つの組札すべてにあるカードです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>テーブルでもう役に立たないカードは各手の後に自動で組札に置かれます: エース、2、および色が異なる 2 つの組札がすでに 1 ランク下まで来ているカードです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>最初に配られた基準のカードは自動で組札に置かれることはありません。最上位ランクのカードがまだその上に置かれる可能性があるためです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>エースは自動で組札に置かれることはありません。キングがまだその上に置かれる可能性があるためです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>&lt;i&gt;安全なカードを自動移動&lt;/i&gt;がオンのとき、%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>元に戻すと、自分の手とそれに伴う自動移動がまとめて戻ります。カードをシングルクリックまたはダブルクリックすると、置ける場合はその組札にも送ります。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>FreeCell ゲーム (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>名前を付けてゲームを保存</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>ゲームを {0} に書き込めませんでした。

フォルダが存在し、書き込み可能で、空き容量があることを確認してから、もう一度試してください。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} は通常のファイルではない (デバイス、パイプ、またはフォルダ) ため、ゲームは書き込まれず、変更もありません。

進行中のゲームはテーブルに残っています。別の名前で保存してください。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>ファイルを置き換えますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} はすでに存在します。

このゲームで置き換えますか？</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>{0} を開けません: {1}。

進行中のゲームは変更されていません。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>局面を貼り付けられません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>クリップボードにプレイできる局面がありません: {0}。

進行中のゲームは変更されていません。</translation>
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
        <translation>局面を設定</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>設定中のテーブル</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>空のテーブル(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>プレイ中のテーブル(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>残りを配る(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>フリーセル(&amp;C):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>キーボードで配置(&amp;B):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>カード、次に移動先: 列 (1-9、t、j、q、k)、フリーセル (a-g、i、l-n)、組札は h、- で配置するカードに戻します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>最後の拒否</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>局面のチェック</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>ソルバーの判定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>解決中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>勝てますか？(&amp;W)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>プレイして勝ち方を表示(&amp;S)</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>準備完了: これは %1 の局面です。プレイするか、勝てるかどうかを確認してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>まだ局面になっていません: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>他の山はすべて空です。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>ソルバーが勝ちを探しています...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>勝てる: ソルバーは 1 手で勝ちます。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>勝てる: ソルバーは %n 手で勝ちます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>負け: この局面に勝つプレイ方法はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>不明: ソルバーは持ち時間内に答えを見つけられませんでした。</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>すべてのカードが配置されました。カードをここにドラッグするとテーブルから取り除きます。</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>組札 %1 に置けるのは、%2 より 1 ランク上で色が異なるカードです (%3 ではありません)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>組札 %1 に置けるのは、%2 より 1 ランク上のカードです (%3 ではありません)。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>フリーセルに置けるカードは %n 枚ではなく 1 枚です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>フリーセル %1 にはすでに %2 があります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>フリーセル %1 には %3 ではなく %2 しか置けません。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>カードは %n 枚まとめてではなく、1 枚ずつ組札に置きます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 は組札で %2 の下にあります: 先にそれを取り除いてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>交互色の組札は %1 ではなくエースから始まります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>このゲームの組札は、そろった連続札を 1 手で受け取るだけです: 連続札を列に並べ、プレイ中に組札に送ってください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>組札 %1 はいっぱいです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>組札が次に受け取るのはランク %2 ではなく %1 です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>%1 の組札に置けるのは %1 だけです (%2 ではありません)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>ここでは組札は %2 ではなく %1 から始まります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>ジョーカーの組札に置けるのはジョーカーだけで、ジョーカーは他の組札には置けません: %1 は置けません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>%1 の組札はいっぱいです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>%1 の組札に置けるのは %2 より 1 ランク上のカードです (%3 ではありません)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>配置するカードが 1 枚残っています。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>配置するカードが %n 枚残っています。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>組札 %1 が空です: このゲームでは各組札が固有のカードから始まります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>すべてのカードが組札にあります: プレイするものがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>1 枚以上のカード、次に移動先を入力してください: 7H 3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>「%1」はカードではありません (7H、TD、KS)。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>同じカードが 2 回指定されています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>%1 枚のカードが指定されていますが、ゲームのカードは %2 枚です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>「%1」はこのゲームのどの山も指していません: 列は 1-9、t、j、q、k、フリーセルは a-g、i、l-n、組札は h (2 つ目は h2)、- はカードを戻します。</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>解</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>最初のステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>解の開始局面 (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>1 ステップ戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>1 手戻る (Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>1 ステップ進む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>次の手 (Right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>最後のステップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>解の終わり (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>ここからプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>表示中のステップから自分でプレイを続けます。それより前の手は「解決」の手として数えられます</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>解: 「ここからプレイ」で続きをプレイ、Esc で自分のゲームに戻ります。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>解のステップ {0} からあなたのゲームになりました。</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>ステップ {0} / {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>解決: 最後の手でゲームに勝ちます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>次: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>解を表示(&amp;L)</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>効果音を再生できません: {0} にファイルを書き込めません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>効果音を再生するプレーヤーが見つかりませんでした: 聞くには pw-play、paplay、aplay のいずれかをインストールしてください。</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n 枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>リザーブ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>山 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>フリーセル %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>組札</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>ジョーカーの組札</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>組札 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1 組札 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1 組札</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>いっぱい、%1 まで</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>空、最初は任意の %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>%1 まで、次は %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>%1 まで、次は任意の %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>空、最初は %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>%1 まで</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+113"/>
        <location line="+13"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>%1, for %2, empty</source>
        <translation>%1、%2 用、空</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1、空</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1、フリーセル %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1、山 %2、%3、一番上のカード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1、列 %2、%3、一番上のカード</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1、%n 枚の連続札</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1、山 %2 の下</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1、取り上げました</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: %2 を取り上げました</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: カード %n 枚を取り上げました、%2 から %3 まで</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>元に戻しました</translation>
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
            <numerusform>裏向きのカード %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2、%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game has no free cells.</source>
        <translation>このゲームにはフリーセルがありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>フリーセル、空き %n 個: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <location line="+44"/>
        <source>; </source>
        <translation>。</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Foundations: %1</source>
        <translation>組札: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>ジョーカー</translation>
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
        <translation>%1、列 %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1。自動: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>元に戻しました: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>やり直しました: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>%2 手中 %1 手目。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>統計ファイルを読み込めなかったため、新しいファイルを開始しました。古いファイルは {0} として保存されています。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>統計は新しいバージョンの FreeCell Qt で保存されています。表示はされますが更新されません。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>統計を {0} に保存できません ({1})。統計なしでプレイを続けます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>{0} の統計を読み込めません ({1})。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>統計を保存できませんでした: ディスクがいっぱいです。空き容量ができしだい保存されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>統計を今は保存できませんでした: 別のプログラムがファイルを使用しています。解放されしだい保存されます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>ファイルの処理に時間がかかりすぎます。破損している可能性があります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>別のプログラムがファイルを使用しています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>統計</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>プレイ回数:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>勝ち:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>勝率:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>連勝/連敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>現在:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>最長の連勝:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>最長の連敗:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>最高の勝利</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>最短時間:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>最少手数:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>最高スコア:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>パー以内の勝利:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>今日のディール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>プレイした日数:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>勝った日数:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>現在の連続記録:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>最高の連続記録:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>チャレンジ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>成功したチャレンジ:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>最少セル数:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>プレイしたゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>このディールをもう一度プレイ(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>リプレイ(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>振り返り(&amp;V)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>リセット(&amp;R)...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>最近のゲーム:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>難易度別</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>プレイ回数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>未評価</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n 勝</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n 敗</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (ディール %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 日</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n 日</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>カスタム盤面</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>解決で終了: プレイ回数には数えますが、勝ちには数えません</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>解決済み</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}、カスタム盤面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (今日のディール {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>ゲームコード: なし (手動で配置した盤面)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>ゲームコード: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>統計をリセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>{0} の終了したゲームをすべて消去しますか？ この操作は元に戻せません。</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>統計(&amp;T)...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>ゲームの振り返り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>このゲームは振り返りできません: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>このゲームはリプレイできません: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>カスタム盤面</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>統計は再び保存されるようになりました。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>自分のゲームに戻る (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>キング</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>1 枚目のジョーカー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>2 枚目のジョーカー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2の%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 を組札から戻す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 をフリーセル %2 へ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 をフリーセルへ</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 とその下のカード %n 枚を組札へ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 を組札へ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 を %2 の上へ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 とその下のカード 1 枚を %2 の上へ</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 とその下のカード %n 枚を %2 の上へ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 とその下のカード 1 枚を列 %2 へ</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 とその下のカード %n 枚を列 %2 へ</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 を列 %2 へ</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>完了: 1 枚を組札へ</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>完了: %n 枚を組札へ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>ディール時: %n 枚を組札へ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n 自動)</numerusform>
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
        <translation>フリーセル ソリティア</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>すべてのカードが見えるソリティア: Microsoft のディール番号とゲームコード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;フリーセル;solitaire;ソリティア;patience;ペイシェンス;cards;カード;トランプ;forecell;フォアセル;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>すべてのカードが見えるソリティア</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>フリーセルは、52 枚のカードをすべて表向きに配るソリティアです。最大 4 個のフリーセルを使いながら、4 つの組札をエースからキングまで積み上げます。ほぼすべてのディールに勝つことができ、一つひとつが独自のパズルです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Microsoft 互換のディール番号と、友だちにまったく同じゲームを渡せるゲームコード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>24 種類のゲーム: フリーセル (フリーセル 0～4 個)、フォアセル、ベーカーズゲーム、エイトオフ、シーヘブンタワーズ、ペンギン、2 デッキと 3 デッキのゲーム、そして自分で作るゲーム</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>ヒントを出し、代わりにゲームをプレイし、まだ勝てるかどうかを教えてくれるソルバー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>簡単からエキスパートまで評価されたディール、今日のディール、統計、すべてのゲームの振り返り</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>マウス、キーボード、タッチでのプレイ、無制限の元に戻す、スクリーンリーダーで追えるテーブル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>ライトモードとダークモード、25 言語に対応</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>ディール 1、2 手後: クラブとスペードのエースが組札に上がっています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>ダークモード、暗いフェルトでの同じゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>青のフェルト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>縦長の細いウィンドウでの大きなインデックスのデッキ</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>動かせる手がありません</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>これ以上動かせる手はありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>最後の手を元に戻すか、このディールを最初から再スタートするか、新しいゲームを開始できます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>再スタート(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>振り返り(&amp;V)</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>カードテーブル。矢印キーで山の間を移動し、Space で取る・置く、R で山を、L でフリーセルを、U で組札を、Alt と数字で列を読み上げます。</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>完了</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>解決済み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>コンピュータが解決しました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>このゲームは解決機能がプレイしたため、統計では勝ちに数えられません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>勝ちました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>おめでとうございます。勝ちました！</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>スコア:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>手数:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>時間:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>連勝:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>未評価</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>難易度:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (あなたのゲーム: %2、自動移動を含む)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>パー:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>アンダーパー！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>イーブンパー！</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>もう一度プレイ(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>リプレイ(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>振り返り(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>解を表示(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>このゲームでの初めての勝利です。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>%n 回の勝利の中で最短の時間です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>%n 回の勝利の中で %1 番目の時間です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>%n 回の勝利の中で最高のスコアです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>%n 回の勝利の中で %1 番目のスコアです。</numerusform>
        </translation>
    </message>
</context>
</TS>
