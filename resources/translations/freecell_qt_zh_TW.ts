<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>放棄遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>放棄正在進行的遊戲嗎？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>這將在統計中記為一局失敗。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>放棄(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>繼續遊戲(&amp;K)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>不再詢問(&amp;D)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>放棄正在進行的遊戲以開始 %1 嗎？</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1，%2 至 %3 個暫存格</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>關於 FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;桌面上的新接龍系列紙牌遊戲：%4，或您自訂的遊戲。支援 Microsoft 遊戲編號、遊戲代碼、序列移動和無限復原。&lt;/p&gt;&lt;p&gt;基於 MIT 授權條款的自由軟體。&lt;/p&gt;&lt;p&gt;Qt %2，PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>無法給出提示：求解器出錯。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>此牌局無法獲勝；這是一個猜測。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>此遊戲已無法獲勝；這是一個猜測。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>正在思考...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>沒有可走的步。</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>正在尋找解法...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>無解：此牌局無法獲勝。</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>從這裡無解：此遊戲已無法獲勝。</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>在限定時間內未找到解法。</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>正在尋找最後一個可獲勝的局面...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>此牌局從開局起也無法獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>在限定時間內未找到可獲勝的局面：不知道此牌局能否獲勝。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>在限定時間內未找到可獲勝的局面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>已退回到第 {0} 步，這是遊戲仍可獲勝的最後一個局面。</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>此牌局可以獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>此牌局仍可獲勝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>此牌局已無法獲勝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>此牌局無法獲勝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>尚不知道此牌局能否獲勝：搜尋仍在繼續。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>不知道此牌局能否獲勝。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>由電腦解答。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>您贏了！用 %2 步得了 %1 分。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>已無步可走。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt 已在為該玩家執行，但沒有回應。請關閉它（或等待它回應），然後重新啟動遊戲。</translation>
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
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>解答（示範）(&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>我哪裡走錯了？(&amp;W)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>提示：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>提示（猜測，未找到解法）：{0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>正在檢查...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>可獲勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>已無法獲勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>開局即無法獲勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>能否獲勝？仍在搜尋...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>能否獲勝？未知</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>「解答」已暫停：空白鍵繼續，Esc 或按一下停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>正在慢速解答：+ 加快，- 減慢，空白鍵暫停，Esc 或按一下停止。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>正在解答：+ 加快，- 減慢，空白鍵暫停，Esc 或按一下停止。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>正在快速解答：+ 加快，- 減慢，空白鍵暫停，Esc 或按一下停止。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>無法將正在進行的遊戲儲存到 {0}；遊戲可以繼續，但下次啟動時它將不在。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>無法讀取已儲存的遊戲（{0}），也無法將其移開；將開始新遊戲。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>無法讀取已儲存的遊戲（{0}）。將開始新遊戲；舊檔案保留為 {1}。</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>首次挑戰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>完成一整天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>得來不易</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>無暫存格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>達到標準步數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>十連勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>黃金月份</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>贏得一次每日挑戰。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>贏得同一天的全部三個每日挑戰。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>贏得一次困難的每日挑戰。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>在沒有暫存格的遊戲中獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>以不超過牌局標準步數的步數獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>連續贏得十局遊戲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>完成一個月中的每一天：金獎盃。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>銅獎盃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>銀獎盃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>金獎盃</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>贏得當天的全部三個牌局即完成該天。銅獎盃：一個月內 {0} 天；銀獎盃：{1} 天；金獎盃：每一天。</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>連續 %n 天</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../../freecell_qt/words/board_words.py" line="+59"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>line %1: card %2 is already on line %3: %4 is in the deck once</source>
        <translation>第 %1 行：紙牌 %2 已在第 %3 行：%4 在一副牌中只有一張</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>第 %1 行：紙牌 %2 已在第 %4 行出現 %3 次：%5 在每副牌中只有一張</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>第 %1 行：紙牌 %2 已在第 %4 行出現 %3 次：%5 在每副牌中只有一張</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>牌面有 %1 張牌；缺少：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>第 %1 行：%2 收牌區給出了兩次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>第 %1 行：%2 收牌區給出了 %3 次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>第 %1 行：暫存格中有一張牌，但此遊戲沒有暫存格</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>第 %1 行：暫存格中有 %n 張牌，但此遊戲只有 %2 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>第 %1 行：未知紙牌「%2」</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>第 %1 行：%2 是鬼牌，而此遊戲不使用鬼牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>第 %1 行：第二個 %2 行（第一個是第 %3 行）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>此遊戲的牌面有 %1 個牌列行，這個有 %2 個</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>牌面有 %1 張牌，而不是 %2 張</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>第 %1 行：收牌區「%2」的寫法不像 H-A 或 S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>第 %1 行：%2 個收牌區，而不是 %3 個（或交替顏色時 %4 個）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>第 %1 行：%2 個收牌區，而不是 %3 個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>第 %1 行：收牌區 %2 放不下這些牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>第 %1 行：交替顏色的收牌區以 A 開始，而不是 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>第 %1 行：在收牌區上 %2 不能接在 %3 之後：每張牌比下面的牌大一點</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>第 %1 行：在收牌區上 %2 不能接在 %3 之後：顏色必須交替</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>第 %1 行：一個收牌區最多放 %2 張牌，這個有 %3 張</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>第 %1 行：基準「%2」不是像 5 或 Q 這樣的點數</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>第 %1 行：背面朝上的牌（如 [5H]）位於正面朝上的牌之下，且每列最上面的牌正面朝上</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>文字長 %1 個字元；牌面最多 %2 個</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>文字中沒有牌面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>第 %1 行：規則 %2 不對應任何遊戲（Rules: 行形如 C4K8R0BAFAMSDR）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>牌面有 %1 個暫存格；遊戲最多有 %2 個</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>所有紙牌都已在收牌區：沒有可玩的</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>該局面有 %1 個暫存格，但此遊戲有 %2 個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>該局面有 %1 列，但此遊戲有 %2 列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>該局面有 %1 個收牌區，但此遊戲有 %2 個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>在 %1 中每個收牌區都從自己的一張牌開始；該局面沒有給出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>該局面的收牌區放任意花色的牌，但在 %1 中每個收牌區只放一種花色</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>暫存格 %1 只能放 %2，不能放 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>該局面有背面朝上的牌，但在 %1 中所有牌都正面朝上發出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>收牌區從點數 %1 開始，但在 %2 中它們從 A 開始</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>其檔案 {0} 超過 {1} MB。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>其檔案 {0} 不是一般檔案。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>無法讀取其檔案 {0}。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>其檔案 {0} 已損毀。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>其檔案 {0} 解壓縮後超過 {1} MB。</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>缺少 {0}（其 SVG 中沒有元素「{1}」）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>缺少牌背（其 SVG 中沒有元素「back」）。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>其檔案 {0} 不是 SVG 圖片。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>內建的牌組是繪製出來的，無需載入。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>其檔案 {0} 不存在。</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>出錯了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt 遇到了意外錯誤。遊戲可以繼續，但某些功能可能無法正常工作。

詳細訊息在 {0} 中；報告問題時請附上該檔案。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt 遇到了意外錯誤。遊戲可以繼續，但某些功能可能無法正常工作。無法將詳細訊息寫入資料資料夾。</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>交替顏色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>同花色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>任意花色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>無：不能疊放</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>任意紙牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>僅限國王牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>視暫存格和牌列而定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>任意序列一次移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>一次一張</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>按花色，從 A 開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>按花色，從第一張發出的牌開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>按花色，從第一張牌的點數開始，該點數全部收上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>按點數，從發出的四張牌開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>交替顏色，從兩張 A 開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>按花色，從四張 A 開始循環兩遍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>按點數，一個收牌區，先收全部 A</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>每張 K 開始一列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>每張 K 開始一列，A 直接收上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>逐行，A 直接收上</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>發牌(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>收牌區遞增方式(&amp;P)：</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>牌列(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>發到暫存格的牌數(&amp;D)：</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>副數(&amp;C)：</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>逐行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>A 牌和 2 在最底層</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>每種花色到各自的牌列</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>每種花色一個暫存格(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>如同四色：暫存格 a 只放梅花，b 放方塊，c 放紅心，d 放黑桃。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>向下疊放方式(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>空牌列可放紙牌(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>序列移動(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>每日挑戰</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>當天的牌局</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>獎盃</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>成就</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>取得方式</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>牌局 {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>已獲勝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>挑戰只在所屬月份內計數：這一天已不能再作為挑戰來玩。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0}已完成 %n 天。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>已獲得{0}。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>%n 天可獲得{0}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>連續完成天數：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>（最佳 %n）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>已達到的里程碑：{0} 天。</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>每日挑戰(&amp;H)...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>{0} 的每日挑戰，{1}：第 {2} 局。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>獲得：{0}。</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>%1A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>%1J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>%1Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>%1K</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>紅色A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>黑色A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>紅色J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>黑色J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>紅色Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>黑色Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>紅色K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>黑色K</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>第一張鬼牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>第二張鬼牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%2%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>紅色%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>黑色%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>任意%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 不能收牌：收牌區接下來要 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>K</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1不能放在%2上：K 不能放在任何牌上，只能填入空牌列。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1不能放在%2上：%3要放在%4上。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>從 %1 到 %2 的序列中沒有牌能放在 %3 上：A 上不能放任何牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>從 %1 到 %2 的序列中沒有牌能放在 %3 上，它只接 %4。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>此遊戲沒有暫存格；不存在暫存格 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>此遊戲只有暫存格 a；不存在暫存格 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>此遊戲有暫存格 a 至 %1；不存在暫存格 %2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>第 %1 列的一張牌要放在 %2 上，而不是 %3 上。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>第 %1 列的 %n 張牌要放在 %2 上，而不是 %3 上。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>只有第 %1 列最下面的一張牌可以移到那裡。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>只有第 %1 列最下面的 %n 張牌構成序列。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 永遠不能放到牌列上，即使是空牌列也不行：鬼牌只能放到暫存格或收上去。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>鬼牌收牌區是空的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>鬼牌（%1）上不能放任何牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>只有在梅花、黑桃和紅心收牌區都完成後，%1 才能收上去。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>第 %1 列是空的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>暫存格 %1 是空的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>背面朝上的牌不能移動：壓在它上面的牌都移走後，它就會翻成正面朝上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>儲備牌堆 %1 是空的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>儲備牌堆 %1 已滿：它最多放 %2 張牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>儲備牌堆一次只能放一張牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>儲備牌堆 %1 中有牌：儲備牌堆只有在空的時候才能放牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>不能把牌放到儲備牌堆上：它只能出牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>紙牌不能從收牌區取回：偏好設定中的此選項已關閉。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>%1收牌區是空的。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>此遊戲有第 1 至 %1 列；不存在第 %2 列。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>此遊戲有 %1 個收牌區；不存在收牌區 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>在此遊戲中，只有國王牌或以國王牌開頭的序列才能填入空牌列。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>在此遊戲中收牌區從 %1 開始：只有點數為 %2 的牌或以它開頭的序列才能填入空牌列。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>在此遊戲中空牌列保持為空。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>在此遊戲中紙牌在牌列之間一次只能移動一張。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 不能收牌：%2收牌區從點數 %3 開始。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>暫存格 %2 中有牌時，第 %1 列最上面的牌背面朝上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>牌堆 %1 壓在有牌的牌堆 %2 之下。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>牌堆 %1 壓在牌堆 %2 之下：只有牌堆 %2 的全部 %3 張牌可以一起落到它上面。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>暫存格 %1 只能放 %2，不能放 %3。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>在此遊戲中紙牌留在收牌區。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>在此遊戲中不能把牌放到牌列上。</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 不能收牌：收牌區接下來要這些點數：%2。</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>收牌區 %1 已滿。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>收牌區 %1 接下來要點數 %2，而不是 %3。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>有 %1 張牌發到暫存格，但只有 %2 個暫存格：請選擇更多暫存格或更少的牌。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>只有當每列都不超過一張牌時才能完成遊戲。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>遊戲代碼「%1」：「%2」不是任何遊戲代碼的開頭。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>遊戲代碼「%1」：暫存格部分「%2」必須是 C0 至 C8。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>遊戲代碼「%1」：%2 個暫存格超出範圍（%3 至 %4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>遊戲代碼「%1」：%2 使用 %3 個暫存格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>遊戲代碼「%1」：無法讀取其規則部分（%2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>遊戲代碼「%1」比任何代碼都長。</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 不能收牌：%2收牌區從 A 開始。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 還不能收牌：要先收 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>紙牌不能從一個暫存格移到另一個暫存格。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>從收牌區取回的牌只能放到牌列上。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>暫存格 %1 已被佔用。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 張牌，現在最多只能移動 %2 張。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>從這裡無法完成遊戲。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 不能收牌：收牌區接下來要點數 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>收牌區 %1 接下來要 %2，而不是 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>只有暫存格或收牌區最上面的牌可以移動。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>紙牌一次只能收一張到收牌區。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>一個暫存格只能放一張牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>在此遊戲中只有從 K 到 A 按交替顏色排列的完整序列才能收牌，13 張牌一次收上去。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>每個收牌區都已放有一個序列。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>只有當每列都由從 K 到 A 的完整序列組成時才能完成遊戲。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>當每張 K 開始一列時，遊戲需要與 K 的數量（%1）相同或多一個的列數，而不是 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>當暫存格中的牌會使其對應列最上面的牌背面朝上時，每個暫存格都需要有自己的列：現有 %1 個暫存格、%2 列。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>遊戲已獲勝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>只有當每列都是一個序列時才能完成遊戲。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>只有當剩下的每張牌都能從原處依次收牌時才能完成遊戲。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>沒有可復原的操作。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>沒有可重做的操作。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>歷史中沒有第 %1 點。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>「%1」不是遊戲編號。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>遊戲編號 %1 超出範圍（1 至 %2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>遊戲編號必須是整數，而不是 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>遊戲代碼「%1」：「%2」不是字母 A 至 Z、數字或短橫線。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>遊戲代碼「%1」必須由三部分組成，形如 FC1-C4-AAAAAKH。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>遊戲代碼「%1」：格式版本「%2」不是 1。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>遊戲代碼「%1」：牌局部分「%2」必須是 7 個字母 A 至 Z。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>遊戲代碼「%1」：牌局 %2 超出範圍（1 至 %3）。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>此遊戲中紙牌不能從收牌區取回：它開始時取回選項是關閉的。</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>挑戰和簡單牌局</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>用求解器所需的最少暫存格贏得新接龍牌局。下面的每個牌局都列在它能獲勝的最少暫存格數之下。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 個暫存格（%1 個牌局）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n 個暫存格（%1 個牌局）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>最少暫存格(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>開始挑戰(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>新手：簡單牌局(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>求解器評為容易的、有四個暫存格的隨機新接龍牌局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>A 先收上(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>開始前四張 A 已在收牌區的新接龍：更簡單的遊戲</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>牌局 %1，1 個暫存格</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>牌局 %1，%n 個暫存格</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>挑戰：最少暫存格(&amp;F)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>挑戰和簡單牌局(&amp;E)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>新手：簡單牌局(&amp;B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>A 先收上：更簡單的新接龍(&amp;I)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>挑戰：牌局 %1，1 個暫存格</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>挑戰：牌局 %1，%n 個暫存格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>最少暫存格挑戰只適用於按編號發牌的新接龍牌局。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>最少暫存格數隨困難度評級一起得出，而求解器結論隱藏時評級也會隱藏：請在偏好設定中開啟。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>正在計算最少暫存格數...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>此牌局無法獲勝，因此沒有挑戰。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>求解器未能在其限額內確定此牌局的最少暫存格數，因此不提供挑戰。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>最少暫存格挑戰</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>挑戰：用 1 個暫存格贏得此牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>求解器用 1 個暫存格贏得牌局 %1，不能更少。同一牌局將以該暫存格數重新開始。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>挑戰：用 %n 個暫存格贏得此牌局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>求解器用 %n 個暫存格贏得牌局 %1，不能更少。同一牌局將以該暫存格數重新開始。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>開始挑戰(&amp;S)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>挑戰成功：用 1 個暫存格贏得牌局 %1！</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>挑戰成功：用 %n 個暫存格贏得牌局 %1！</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>A 先收上的新接龍：四張 A 一開始就在收牌區。其成績與新接龍分開記錄。</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>檔案大於 %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>檔案不是文字（UTF-8）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>檔案為空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>檔案不是有效的 JSON（第 %1 行，第 %2 列：%3）；它可能被截斷了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>檔案不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>無法讀取檔案（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>檔案中沒有儲存的遊戲（沒有 JSON 物件）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>檔案不是 FreeCell Qt 遊戲（格式 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>檔案沒有版本號</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>檔案由更新版本的 FreeCell Qt（版本 %1）寫入；請更新應用程式以開啟它</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>未知的檔案版本 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>遊戲時間必須是秒數，0 或以上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>提示次數必須是整數，0 或以上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>檔案中沒有遊戲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>檔案中的遊戲無效：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>遊戲有 %1 步，超過允許的 %2 步</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>第 %1 步超過了一步允許的 %2 次移動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>遊戲超過了允許的 %1 次移動</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>遊戲時間超過 %1 年</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>提示次數超過 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>檔案不是普通檔案（而是資料夾、裝置或管道）</translation>
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
        <translation>這張牌無處可去。</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>回放：按「從這裡繼續」來玩，或按 Esc 返回您的遊戲。</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>復原歷史</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>選擇一個點讓遊戲回到那裡。已復原的步驟顯示為灰色，在您走新的一步之前可以重做。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>已走的步驟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>編號</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>轉到(&amp;G)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>已復原：可以重做</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>遊戲現在在這裡</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>發牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="-123"/>
        <location line="+2"/>
        <source>How to Play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;當每列都是單一序列時，遊戲就相當於贏了：&lt;b&gt;完成&lt;/b&gt;按鈕會把所有紙牌收上去。開啟&lt;i&gt;自動完成&lt;/i&gt;後，這會自動發生。如果已無步可走，您可以復原、重新開始本牌局或開始新遊戲。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每張放到收牌區的牌得 10 分，每張從暫存格放到牌列的牌得 5 分；從收牌區取回一張牌扣 10 分。復原也會撤回得分，得分不會低於零。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>遊戲編號和遊戲代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每個牌局都有一個 1 到 2,147,483,647 之間的編號，與經典 Windows 遊戲相同；同一編號在每個遊戲中給出相同的洗牌結果，並按該遊戲的佈局發牌：新接龍第 11982 局就是著名的無法獲勝的牌局。像 &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; 這樣的&lt;b&gt;遊戲代碼&lt;/b&gt;指明了遊戲、暫存格數和牌局，因此朋友輸入它就能玩完全相同的遊戲。使用&lt;i&gt;按編號或代碼玩牌局&lt;/i&gt;來輸入其中之一。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>困難度和可獲勝的牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每個牌局都被評為&lt;b&gt;容易&lt;/b&gt;、&lt;b&gt;中等&lt;/b&gt;、&lt;b&gt;強&lt;/b&gt;或&lt;b&gt;專家&lt;/b&gt;。評級先看該牌局仍能獲勝所需的最少暫存格數（求解器先用遊戲的暫存格數嘗試，再少一個，依此類推），再看求解器搜尋獲勝所用的時長：牌局每多需要一個暫存格，相當於搜尋時間長十倍。評級基於局面計數而不是時間，因此同一牌局在每臺電腦上評級相同。&lt;/p&gt;&lt;p&gt;在&lt;i&gt;帶選項的新遊戲&lt;/i&gt;中，&lt;i&gt;僅限可獲勝的牌局&lt;/i&gt;只在求解器為隨機牌局找到獲勝方法後才發牌，&lt;i&gt;困難度&lt;/i&gt;則要求該評級的隨機牌局。求解器搜尋時您可以繼續遊戲；按 &lt;b&gt;Esc&lt;/b&gt; 停止搜尋。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>使用螢幕報讀程式遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;牌桌會告訴螢幕報讀程式選框所在的牌堆，例如&lt;i&gt;紅心7，第 3 列，5 張牌，最上面的牌&lt;/i&gt;或&lt;i&gt;暫存格 b，空&lt;/i&gt;，並朗讀每一步、自動收上去的牌、拒絕移動的原因、提示、牌局是否仍可獲勝以及獲勝。要聽取牌桌：&lt;b&gt;R&lt;/b&gt; 朗讀選框所在牌堆的每張牌，&lt;b&gt;L&lt;/b&gt; 朗讀暫存格，&lt;b&gt;U&lt;/b&gt; 朗讀收牌區，&lt;b&gt;Alt&lt;/b&gt; 加數字朗讀該列（&lt;b&gt;Alt+3&lt;/b&gt; 朗讀第 3 列）。朗讀不會移動任何紙牌或選框。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;方向鍵在牌堆之間移動選框；&lt;b&gt;空白鍵&lt;/b&gt;或&lt;b&gt;Enter&lt;/b&gt;拿起那裡的牌，並放到您選擇的下一個牌堆上；&lt;b&gt;Esc&lt;/b&gt; 放下。您也可以輸入一步：先輸入列號，再輸入去向（另一列、暫存格，或 &lt;b&gt;h&lt;/b&gt; 表示收牌區）。&lt;b&gt;3&lt;/b&gt; 然後 &lt;b&gt;h&lt;/b&gt; 會把第 3 列露出的牌送到收牌區。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;第 10 列及以後輸入為 %1。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;牌堆 %1 及以後的牌堆沒有自己的按鍵：用方向鍵到達它們，左右鍵在同一層內移動，上下鍵移到上一層或下一層。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;暫存格用字母 &lt;b&gt;a&lt;/b&gt; 至 &lt;b&gt;%1&lt;/b&gt; 表示（&lt;b&gt;h&lt;/b&gt; 表示收牌區）：&lt;b&gt;3&lt;/b&gt; 然後 &lt;b&gt;a&lt;/b&gt; 會把第 3 列露出的牌移到第一個暫存格。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>%1 玩法</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>鍵盤</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>教學</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>略過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>前往下一步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>離開教學</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>返回您的遊戲（Esc）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>玩一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>離開教學，開始遊戲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>再學一次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>從第 1 步起重新進行教學</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>現在進行教學</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>不用了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>教學一直都在「說明」選單中</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>入門教學(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>離開教學</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>第一次玩新接龍？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>進行一段簡短的教學：在一個小牌局上完成八個步驟，大約三分鐘。在此期間，您的遊戲會一直等著您。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>教學隨時都在「說明」選單中：「入門教學」。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>做得好！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>您贏得了教學的牌局，現在您已經了解新接龍的所有走法。玩一局，或再進行一次教學。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>第 {0} 步，共 {1} 步</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>一張牌可以放到點數大一且顏色不同的牌上，例如把紅色J放到黑色Q上。把{0}拖曳到{1}上。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>左上方的暫存格每格可放任意一張牌。把{0}放到暫存格中，露出它下面的牌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>右上方的收牌區按花色從 A 開始向上疊放。把{0}收上去：把它拖曳到那裡或按兩下它。在您自己的遊戲中，不再需要的牌會自動收上去（自動移動）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>顏色交替、依序排列的牌可以一起移動：最多 (暫存格數 + 1) × 2^(空牌列數) 張，這裡是 {0} 張。把{1}拖曳到{2}上；它下面的牌會一起移動。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>遊戲會拒絕規則不允許的走法，並在視窗底部說明原因。試一次吧。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>遊戲會拒絕規則不允許的走法，並在視窗底部說明原因。試試看：把{0}拖曳到{1}上。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>隨便走一步，然後用復原（Ctrl+Z）撤回。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>任何一步都可以撤回：現在按 Ctrl+Z（復原）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>遊戲提示：「{0}」</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>不知道怎麼走？按 H（提示）：遊戲會標出一步好的走法。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>現在贏下這個牌局：把所有牌都移到收牌區。提示（H）可以隨意使用；牌排好順序後，完成（Ctrl+F）會把剩下的牌全部收上去。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>從這裡無法完成這一步。用復原（Ctrl+Z）撤回幾步，或按「略過」。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>更多按鈕</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>帶選項的新遊戲(&amp;W)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>重新開始牌局(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>按編號或代碼玩牌局(&amp;P)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>每日牌局(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>複製遊戲代碼(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>複製局面(&amp;Y)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>貼上局面(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>設定局面(&amp;U)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>開啟遊戲(&amp;O)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>遊戲另存新檔(&amp;S)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>復原歷史(&amp;T)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>回顧遊戲(&amp;V)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>完成(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>全螢幕(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>工具列(&amp;T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>偏好設定(&amp;P)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>玩法(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>關於 FreeCell Qt(&amp;A)</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>每日牌局 {0}：{1} 第 {2} 局</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0} 第 {1} 局</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>入門教學</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>它已不再安裝。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>無法使用牌組「{0}」：{1} 現使用 FreeCell Qt 內建的紙牌。</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>已將局面以文字形式複製到剪貼簿。</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>移動(&amp;M)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>工具列</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>得分：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>步數：{0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>時間：{0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>這是今天的每日牌局；「重新開始牌局」會從頭開始玩。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>{0} 的每日牌局：今天每個人的牌局都相同。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>已將 {0} 複製到剪貼簿。</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>訊息(&amp;M)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>狀態列的最近訊息</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>訊息</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>最近的訊息，最新的在最後</translation>
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
        <translation>新遊戲</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>允許從收牌區取回紙牌(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>每個遊戲都有的選項，與偏好設定中相同</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>遊戲(&amp;G)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>暫存格(&amp;F)：</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>隨機牌局(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>遊戲編號或遊戲代碼(&amp;N)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>僅限可獲勝的牌局(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>只在求解器證明隨機牌局可獲勝後才發牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>例如 11982 或 FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>牌局</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>困難度(&amp;I)：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>遊戲編號從 1 到 %1，在每個遊戲中洗牌結果相同。&lt;br&gt;遊戲代碼形如 FC1-C4-AAAAAKH。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>挑戰和簡單牌局(&amp;H)...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1。這是 %2 的規則。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>遊戲代碼：暫無</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>遊戲代碼：隨機牌局 — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>遊戲代碼：%1 — %2，第 %3 局</translation>
    </message>
</context>
<context>
    <name>ParLabel</name>
    <message>
        <location filename="../../freecell_qt/windows/par_label.py" line="+53"/>
        <source>Par: {0} / {1}</source>
        <translation>標準步數：{0} / {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your moves as the par counts them (every move, those to the foundations and the automatic ones included), and the deal&apos;s par: the fewest moves found to win it</source>
        <translation>按標準步數的方式計算的您的步數（每一步都算，包括移到收牌區的步和自動移動），以及該牌局的標準步數：找到的獲勝所需最少步數</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>無法讀取設定檔案 {0}；將使用預設設定。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>無法讀取設定檔案；它已保留為 {0}，並將使用預設設定。</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>無法將設定儲存到 {0}；更改只在 FreeCell Qt 關閉前有效。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>偏好設定</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>自動將安全的紙牌移到收牌區(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>每列都是序列時自動完成(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>按一下將紙牌送到收牌區(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>按一下移動：先按一下紙牌，再按一下目標位置(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>允許從收牌區取回紙牌(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>四色牌(&amp;U)（梅花綠色，方塊藍色）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>大索引牌(&amp;I)（角上顯示大號點數和花色）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>音效(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>啟動時繼續上一局遊戲(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>顯示遊戲是否仍可獲勝(&amp;W)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>按一下會拿起一張紙牌及壓在它上面的序列；按一下另一個牌堆會把它們放到那裡，按一下絨布或按 Esc 會把它們放回原處。此時按一下會拿起紙牌，而不是把它送到收牌區；按兩下仍會送到收牌區。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>加倍(&amp;D)：(暫存格數 + 1) × 2^空牌列數</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>線性(&amp;L)：(暫存格數 + 1) × (空牌列數 + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>序列移動可帶的紙牌數：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>在空牌列只能放國王牌或不能放牌的遊戲中，一次可移動暫存格數 + 1 張牌。規則更改立即生效，對正在進行的遊戲也一樣。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>關</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>綠色絨布，深色模式下為深色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>綠色絨布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>藍色絨布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>深色絨布</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>開：黑色絨布，紙牌和牌堆帶外框</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>藍色格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>紅色菱形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>綠色波浪</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>符合視窗</translation>
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
        <translation>慢</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>「解答」速度(&amp;V)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>外觀</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>配色方案(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>牌桌(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>高對比(&amp;H)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>紙牌大小(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>減少動態效果：紙牌直接就位，不播放慶祝動畫(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>桌面要求減少動畫時預設開啟。「解答」仍依自己的速度一次走一步。</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>紙牌</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>FreeCell Qt 內建</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>牌組預覽：一張 A、一張 K 和牌背</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>牌組(&amp;E)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>牌背(&amp;K)：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>此選項只變更 FreeCell Qt 內建的牌組；所選牌組有自己的牌面和牌背。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>無法使用牌組「{0}」：{1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>動畫速度(&amp;N)：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>系統</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>語言(&amp;G)：</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>確定(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-6"/>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>停止尋找牌局（Esc）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>困難度：正在評級...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>正在計算此牌局的困難度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>困難度：未評級</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>此牌局無法獲勝，因此沒有困難度級別</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>求解器在其預算內沒有得出結論</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>困難度：%1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>已停止尋找牌局；目前遊戲保持不變。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>正在尋找可獲勝的牌局...（候選 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>正在尋找評級為%1的牌局...（候選 %2）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>牌局 %1，評級為%2（候選 %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>牌局 %1，已證明可獲勝（候選 %2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>在嘗試的 %1 個牌局中沒有合適的；目前遊戲保持不變。</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>容易</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>強</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>專家</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>不用暫存格即可獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>用 1 個暫存格可獲勝</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>用 %n 個暫存格可獲勝</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1；搜尋了 %2 個局面。</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>回放</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>後退</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>後退一步</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>前進</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>前進一步</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>拖曳到遊戲的任意一點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>遊戲中的位置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>從這裡繼續</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>從顯示的位置起自己玩這局遊戲；之後的步驟可以重做</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>回放：{0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>現在是您的遊戲，從第 {0} 步開始。重做將沿用回放。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>第 {0} 步，共 {1} 步</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>歷史成績</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} 局，贏 {1} 局</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>還沒有完成的遊戲。</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>第 {0} 局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>最近 {0} 局，最早的在左邊</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>贏</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>輸</translation>
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
        <translation>遊戲回顧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>正在用求解器檢查遊戲的每一個局面...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>正在回顧</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>遊戲中的局面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>編號</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>結論</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>從這裡繼續玩(&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>顯示解法(&amp;L)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>該牌局的標準步數為 {0} 步；按相同方式計算的您的遊戲（含自動移動）：{1}。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>發牌</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>可獲勝</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>已輸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>此牌局從開局起就無法獲勝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>在限定時間內沒有找到從開局獲勝的方法。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>您贏了：沒有哪一步輸掉遊戲。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>從目前局面遊戲仍可獲勝：沒有哪一步輸掉遊戲。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>第 {0} 步輸掉了遊戲：在它之前可以獲勝，之後則不能。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>遊戲在第 {0} 步之前都可獲勝；之後在限定時間內沒有找到獲勝方法。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>您走了 1 步；求解器從開局用 {0} 步獲勝。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>您走了 %n 步；求解器從開局用 {0} 步獲勝。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>回顧已關閉：正在玩另一局遊戲。</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>牌桌布局</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>新接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>ForeCell 接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>麵包師接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>僅限國王牌的麵包師接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>八暫存格接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>雙副八暫存格接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>海港塔接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>寬鬆海港塔接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>雙副海港塔接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>寬鬆新接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>挑戰新接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>超級挑戰新接龍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>七乘四</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>七乘五</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>巴斯接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>雙副新接龍（傳統）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>雙副新接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>三副新接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>修補接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>11 暫存格接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>大暫存格接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>深淵接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>企鵝接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>奧普斯接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>燕尾服接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>花瓣接龍</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>鐘乳石接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>叮噹接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>蜘蛛暫存格接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>瑣碎接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>雙副瑣碎接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>國王接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>貓尾接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>蛇形接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>隨從接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>司令部接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>林波波接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>針接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>乾草堆接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>乾草叉接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>弗利珀接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antares</source>
        <translation>心宿二接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opera</source>
        <translation>歌劇接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sarlacc</source>
        <translation>薩拉克接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstruction</source>
        <translation>阻礙接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>自訂遊戲</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>新接龍，A 先收上</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1，無暫存格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1，1 個暫存格</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1，%n 個暫存格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>無暫存格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 個暫存格</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n 個暫存格</numerusform>
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
        <translation>牌列上不能疊放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>按同花色疊放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>不論花色疊放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>按交替顏色疊放</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>空牌列只能放國王牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>空牌列保持為空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>空牌列可放任意紙牌</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>任意長度的序列均可移動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>一次一張</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>序列通過暫存格和空牌列移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>序列通過暫存格移動</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n 個牌堆</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>A 牌和 2 發在最底層</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>第一張牌的點數決定基準，該點數的牌全部作為收牌區的起始牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>第一張發出的牌決定基準</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>牌列中 K 可以放在 A 上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>每列以 K 開頭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>每發出一張 K 就開始一列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>A 一發出就收上去</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>A 一開始就在收牌區</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>暫存格中的牌會使其對應列最上面的牌背面朝上</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>右半部分牌列按同花色疊放、其中任意牌均可移出、空時可放國王牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>每列除最後一張外都背面朝上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>牌堆分層交疊：壓在有牌的牌堆之下的牌堆既不出牌也不接牌，但可以接下壓在它上面的那一個牌堆的全部牌</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n 個儲備牌堆，空時可放入一個序列</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>一個儲備牌堆，發 %n 張牌，不能再放牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>一個儲備牌堆，發 %n 張牌，最多放 %1 張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n 個儲備牌堆，每個最多放 %1 張牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>牌列右側有 %n 個&lt;b&gt;儲備牌堆&lt;/b&gt;，代替暫存格。空的儲備牌堆可以一次接收來自牌列或另一個儲備牌堆的整個序列；有牌的儲備牌堆不接收任何牌。儲備牌堆頂部的任何序列都可以整體或部分移出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>牌列右側有 %n 個&lt;b&gt;儲備牌堆&lt;/b&gt;，代替暫存格。每個儲備牌堆可以放任何牌，一次一張，直到放滿 %1 張；只有最上面的牌可以移出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>沒有暫存格，最先的 %n 張牌發到牌列右側的一個&lt;b&gt;儲備牌堆&lt;/b&gt;。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>它最上面的牌可以打出，但不能往上面放牌。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>它可以放任何牌，一次一張，直到放滿 %n 張；只有最上面的牌可以移出。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>此遊戲使用 %1 個&lt;b&gt;牌堆&lt;/b&gt;，每堆發一張正面朝上的牌，從上到下排成 %2 行（層），每行 %3 個牌堆。每一層都比上一層略低，並向旁邊錯開半張牌，因此除最底層外，每個牌堆都壓在下一層中與它交疊的一個或兩個牌堆之下。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>只要壓在它上面的牌堆中還有牌，該牌堆就被&lt;b&gt;阻擋&lt;/b&gt;：它的牌都不能移動，也不能往它上面放牌。最底層的牌堆永遠不會被阻擋。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>被阻擋的牌堆只接受一種移動：當壓在它上面的牌堆中只剩一個還有牌時，那個牌堆的全部牌可以一次落到它上面，前提是這些牌組成一個序列，且序列的第一張牌能接在它露出的牌上。這些牌離開的牌堆本身必須未被阻擋，且牌數不超過一次可移動的張數。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>A 一開始就在收牌區，其餘紙牌逐行發出。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 張牌從左邊起發到各列：%2。先逐行發出每列除最後一張外的所有牌，背面朝上；然後再發一行，正面朝上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>背面朝上的牌既不能移動，也不能往上面放牌，因此序列只能由正面朝上的牌組成。壓在它上面的牌都移走後，它會立即翻成正面朝上。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>放到可以接收它的儲備牌堆上（見「牌桌」）；</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>只有牌列露出的牌（沒有被壓住的那張）或儲備牌堆最上面的牌可以移動。一張牌可以：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>每個暫存格屬於一列：暫存格 a 對應第 1 列，b 對應第 2 列，依此類推。當某個暫存格中有牌時，其對應列最上面的牌&lt;b&gt;背面朝上&lt;/b&gt;：這張牌不能移動，也不能往上面放牌。空牌列仍然可以放入一張牌或一個序列，但其最上面的牌會立即翻成背面朝上。一旦該暫存格再次變空，這張牌就翻回正面朝上。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>牌列分為兩種。第 1 至第 %1 列按上述方式疊放，並可接受首張牌合適的任意一組牌，無論是否成序列。第 %2 至第 %3 列按同花色向下疊放（紅心7放在紅心8上）；這些列中任意數量的牌都可以一次移動，無論是否成序列，以該組的第一張牌為首；這種列空出時只能放入國王牌，或以國王牌開頭的一組牌。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>只有最頂層的 %1 個牌堆在空了以後可以接牌：當壓在它們上面的牌堆中都沒有牌時，可以放任意一張牌，或足夠短的序列。其他層的空牌堆保持為空，移動序列時只有最頂層的空牌堆算作空牌列。</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>牌列末端露出的一串牌（%1），只要足夠短，就可以一次移動。有 &lt;i&gt;F&lt;/i&gt; 個空的暫存格和 &lt;i&gt;E&lt;/i&gt; 個空牌列（計入序列要去的空牌列）時，可移動的最長序列為 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>例如，所有暫存格和一個牌列為空時，可以把 %1 張牌移到另一列上，或移入該空牌列本身。</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>收牌區按點數從發出的四張牌開始疊放</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>兩個交替顏色的收牌區，從梅花A和紅心A開始</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>所有牌共用一個收牌區：先收全部 A，再收全部 2，依此類推直到 K</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>每個收牌區接一整個從 K 到 A 按交替顏色排列的序列</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此遊戲使用一副牌加&lt;b&gt;兩張鬼牌&lt;/b&gt;。把全部 54 張牌移到五個&lt;b&gt;收牌區&lt;/b&gt;：四個按花色，各自從 A 升到 K；第五個收兩張鬼牌，但只有在梅花、黑桃和紅心收牌區都完成後才行（方塊不必完成）。&lt;/p&gt;&lt;p&gt;鬼牌&lt;b&gt;永遠不能放到牌列上&lt;/b&gt;，即使是空牌列也不行，鬼牌上也不能放任何牌：把它移到暫存格，或在它的收牌區能接它時收上去。發在序列中間的鬼牌隨序列一起移動，算作一張自成一色的 A（第一張鬼牌）或 2（第二張）。移到空牌列的序列也把該列算入允許它移動的空牌列。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>放到它的收牌區上，如果它是該花色的下一個點數；鬼牌在梅花、黑桃和紅心完成後放到第五個收牌區上。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>兩張鬼牌，永遠不能放到牌列上，以及在梅花、黑桃和紅心完成後接收它們的第五個收牌區</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>四個收牌區，每個按同花色從第一副牌的一張 A 開始循環兩遍</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>紙牌可以從收牌區取回</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 張牌發到暫存格</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n 張牌發到暫存格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>目標</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 %1 張牌移到唯一的&lt;b&gt;收牌區&lt;/b&gt;。它&lt;b&gt;先接所有 A&lt;/b&gt;，花色順序不限，然後是所有 2，再是所有 3，依此類推直到 K，不論花色：一個點數的全部 %2 張牌收齊後才接下一個點數。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 52 張牌移到四個&lt;b&gt;收牌區&lt;/b&gt;，收牌區不限花色。收牌區只接&lt;b&gt;完整序列&lt;/b&gt;：位於牌列末端、從 K 向下到 A 按交替顏色排列的 13 張牌，一步一起收上去，與暫存格和空牌列的數量無關。單張牌永遠不會單獨收上去。拖曳序列的 K，或按一下它的 A。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本遊戲使用 2 副牌混在一起洗。把全部 104 張牌移到四個&lt;b&gt;收牌區&lt;/b&gt;，每種花色一個。第一副牌的四張 A 作為它們的起始牌，最後發到那裡；每個收牌區按同花色從 A 疊放到 K，然後&lt;b&gt;再循環一遍&lt;/b&gt;，從另一張 A 到另一張 K，直到放滿 26 張牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 52 張牌移到兩個&lt;b&gt;收牌區&lt;/b&gt;。梅花A和紅心A作為它們的起始牌，每個收牌區&lt;b&gt;不論花色按交替顏色&lt;/b&gt;逐級向上疊放，從 A 到 K 循環兩遍，直到放滿 26 張牌：梅花A上放一張紅色2，然後是黑色3，在黑色K之後放紅色A。當一張牌兩個收牌區都能放時，放到您選擇的那個上。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 52 張牌移到四個&lt;b&gt;收牌區&lt;/b&gt;。最後發出的四張牌作為它們的起始牌，每個一張，每個收牌區&lt;b&gt;不論花色按點數&lt;/b&gt;逐級向上疊放，從 K 循環到 A，直到放滿 13 張牌：6 上放任意 7，然後任意 8，依此類推直到 5。當一張牌可以放到多個收牌區時，放到您選擇的那個上。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 52 張牌移到四個&lt;b&gt;收牌區&lt;/b&gt;，每種花色一個，各自從 A 疊放到 K。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>四色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>德式新接龍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>國王新接龍</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n 副牌</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>每種花色發到各自的牌列</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>每種花色一個暫存格</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>移動紙牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>空牌列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>移動序列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>從收牌區取回紙牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>自動移動</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本遊戲使用 %1 副牌混在一起洗。把全部 %2 張牌移到 %3 個&lt;b&gt;收牌區&lt;/b&gt;，每種花色 %1 個，各自從 A 疊放到 K；一張牌可以放到同花色中任何能接上的收牌區。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 52 張牌移到四個&lt;b&gt;收牌區&lt;/b&gt;，每種花色一個。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本遊戲使用 %1 副牌混在一起洗。把全部 %2 張牌移到 %3 個&lt;b&gt;收牌區&lt;/b&gt;，每種花色 %1 個；一張牌可以放到同花色中任何能接上的收牌區。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>洗好的牌中第一張牌的點數決定&lt;b&gt;基準&lt;/b&gt;：該點數的每張牌都在發牌前作為收牌區的起始牌，每個收牌區從該點數開始按同花色向上疊放，從 K 循環到 A。若基準為 5，收牌區的順序為 5、6、...、Q、K、A、2、3、4。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>第一張發出的牌位於第一列的底部，它決定&lt;b&gt;基準&lt;/b&gt;：同點數的其他牌作為收牌區的起始牌，每個收牌區從該點數開始按同花色向上疊放，從 K 循環到 A。若基準為 5，收牌區的順序為 5、6、...、Q、K、A、2、3、4。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 張牌逐張正面朝上發到第一列；該列已有牌時出現的每張 K 會開始下一列，因此各列的長度每局都不同。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>洗好的牌中最後一張 K 最先發出，因此每列都以 K 開頭。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>當第一張牌是 K 時，最後一列保持為空。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>A 不會發到牌列中：每張 A 一出現就放到收牌區。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>本遊戲使用 %n 列。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>每張牌按洗牌順序正面朝上發到其花色對應的牌列：梅花發到第一列，方塊發到第二列，紅心發到第三列，黑桃發到第四列。其他牌列開始時為空。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 張牌正面朝上發到各列，每列 %2 張。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 張牌正面朝上從左邊起發到各列：%2。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>沒有暫存格：每張牌都留在牌列上或移到收牌區。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>上方是收牌區和 1 個&lt;b&gt;暫存格&lt;/b&gt;，暫存格只能放一張牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>上方是收牌區和每種花色各一個&lt;b&gt;暫存格&lt;/b&gt;，每個只能放一張該花色的牌：從左起依次為梅花、方塊、紅心和黑桃。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>上方是收牌區和 %n 個&lt;b&gt;暫存格&lt;/b&gt;，每個只能放一張牌。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>最後一張牌發到暫存格。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>最後 %n 張牌發到暫存格。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>先發 A 牌，再發 2，使它們位於各列的最底層。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>放到最上面的牌小一點的收牌區上，不論花色：K 放在 Q 上，A 放在 K 上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>牌列上永遠不能疊放：只有牌列露出的牌或暫存格中的牌可以移動，它可以：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>放到露出的牌大一點且同花色的牌列上：紅心7放在紅心8上；</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>放到露出的牌大一點的牌列上，不論花色：任意 7 放在任意 8 上；</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>放到露出的牌大一點且顏色不同的牌列上：紅色7放在黑色8上；</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>放入其花色的暫存格，如果該暫存格是空的；</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>放入一個空的暫存格（不能從一個暫存格移到另一個暫存格）；</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>放到最上面的牌小一點且顏色不同的收牌區上，不論花色：紅色2放在梅花A上。</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>放到收牌區上，如果它是收牌區接下來要的點數，不論花色。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>只能作為從 K 到 A 的完整序列的一部分放到空收牌區上，13 張牌一次放上。</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>放到它的收牌區上，如果它是該花色的下一個點數：K 之後是另一張 A。</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>放到它的收牌區上，如果它是該花色的下一個點數。</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>只有牌列露出的牌（沒有被壓住的那張）或暫存格中的牌可以移動。一張牌可以：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>牌列上的點數也循環：K 可以放在 A 上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>牌列上點數循環，收牌區上則不循環：K 可以放在 A 上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>牌列上點數不循環：那裡 A 上不能放任何牌，K 也不能放在任何牌上。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>只有比基準小一點的牌（基準為 5 時為 4），或以它開頭的序列，才能填入空牌列。空牌列不能作為紙牌移往別處的中轉。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>只有國王牌或以國王牌開頭的序列才能填入空牌列。空牌列不能作為紙牌移往別處的中轉。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>任何牌都不能放入空牌列：牌列一旦為空就一直為空。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>任何牌，或任何足夠短的序列，都可以填入空牌列。拖曳會移動您抓住的牌及其下面的所有牌；按一下或使用鍵盤會移動規則允許的最長序列。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>同花色按點數遞減</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>按點數遞減</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>按點數遞減且顏色交替</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>紙牌一次移動一張，且只能從牌列移出：沒有可移動的序列。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>牌列末端露出的一串牌（%1）無論多長都可以一次移動，與暫存格和空牌列的數量無關。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>紙牌一次移動一張：序列必須通過暫存格和空牌列一張一張地拆開。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>牌列末端露出的一串牌（%1），如果可以通過空的暫存格一張一張地移動，就可以一次移動；空牌列不起作用。有 &lt;i&gt;F&lt;/i&gt; 個空的暫存格時，可移動的最長序列為 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>例如，所有暫存格都為空時，一次可以移動 %1 張牌。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>牌列末端露出的一串牌（%1），如果可以通過空的暫存格和空牌列一張一張地移動，就可以一次移動。有 &lt;i&gt;F&lt;/i&gt; 個空的暫存格和 &lt;i&gt;E&lt;/i&gt; 個空牌列（不計序列要去的那一列）時，可移動的最長序列為 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>例如，所有暫存格和一個牌列為空時，可以把 %1 張牌移到另一列上，把 %2 張牌移入該空牌列本身。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>收牌區上的紙牌留在那裡，不論偏好設定為何。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>收牌區最上面的牌可以取回到能接上的牌列上，代價為 10 分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>收牌區上的紙牌留在那裡。偏好設定可以允許把收牌區最上面的牌取回到牌列上，代價為 10 分。</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>開啟&lt;i&gt;自動移動安全的紙牌&lt;/i&gt;後，每走一步，收牌區能接的每張牌都會自動收上去：只有當低一級點數的牌全部收上去後，收牌區才接某個點數，因此牌桌上剩下的牌都不可能再放到它上面。當剩下的每張牌都能從原處依次收上去時，&lt;i&gt;完成&lt;/i&gt;會把其餘的牌收上去。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>復原會把您的一步和它引起的自動移動一起撤回。按一下或按兩下一張牌，如果能接上，也會把它送到收牌區。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>開啟&lt;i&gt;自動移動安全的紙牌&lt;/i&gt;後，每走一步，位於牌列末端的從 K 到 A 的完整序列都會自動收上去：它的 A 上不能放任何牌，因此它在牌桌上已經沒有用處。當每列都由完整序列組成時，&lt;i&gt;完成&lt;/i&gt;會把其餘的牌收上去。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>復原會把您的一步和它引起的自動移動一起撤回。按一下或按兩下完整序列的 A，會把該序列收上去。</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>開啟&lt;i&gt;自動移動安全的紙牌&lt;/i&gt;後，只有在收牌區循環第二遍時，一張牌才會在每走一步後自動收上去：此時另一副牌中與它相同的牌已經收上去，並且牌桌上剩下的兩副牌中都沒有牌還能疊放到它上面。第一遍時，兩張相同的牌中哪張收上去由您選擇。當剩下的每張牌都能從原處依次收上去時，&lt;i&gt;完成&lt;/i&gt;會把其餘的牌收上去。</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>開啟&lt;i&gt;自動移動安全的紙牌&lt;/i&gt;後，每走一步，當只有一個收牌區能接某張牌且牌桌上剩下的牌都不可能再放到它上面時，它就會自動收上去：A，以及比它小一點、顏色不同的兩張牌都已收上去的牌。兩個收牌區都能接的牌由您來放。當剩下的每張牌都能從原處收上去時，&lt;i&gt;完成&lt;/i&gt;會把其餘的牌收上去。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>復原會把您的一步和它引起的自動移動一起撤回。按一下或按兩下一張牌會把它送到第一個能接它的收牌區。</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>在此遊戲中沒有牌會自動收上去，不論偏好設定為何：四個收牌區爭奪每個點數的牌，因此哪張牌何時放到哪裡由您選擇。當每列都不超過一張牌時，&lt;i&gt;完成&lt;/i&gt;會把其餘的牌收上去。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>按一下或按兩下一張牌會把它送到第一個能接它的收牌區。</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>每走一步，在牌桌上不再有用的紙牌會自動收上去：即牌桌上剩下的牌都不可能再疊放到它上面的牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>每走一步，在牌桌上不再有用的紙牌會自動收上去：A、2，以及牌桌上剩下的任何一副牌中都沒有牌還能疊放到它上面的牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>每走一步，所有能放到收牌區的紙牌都會自動收上去：由於序列按同花色疊放，收牌區上的牌在牌桌上永遠不會再被需要。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>每走一步，在牌桌上不再有用的紙牌會自動收上去：A、2，以及點數減一的牌已在全部四個收牌區上的牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>每走一步，在牌桌上不再有用的紙牌會自動收上去：A、2，以及另一種顏色的兩個收牌區都已比它小一點的牌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>首先發出的基準牌永遠不會自動收上去，因為最大點數的牌仍可能放到它上面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>A 永遠不會自動收上去，因為 K 仍可能放到它上面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>開啟&lt;i&gt;自動移動安全的紙牌&lt;/i&gt;後，%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>復原會把您的一步和它引起的自動移動一起撤回。按一下或按兩下一張牌，如果能接上，也會把它送到它的收牌區。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>新接龍遊戲 (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>遊戲另存新檔</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>無法儲存遊戲</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>無法將遊戲寫入 {0}。

請檢查該資料夾是否存在、可寫且有空間，然後重試。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} 不是普通檔案（而是裝置、管道或資料夾），因此遊戲沒有寫入那裡，它也保持不變。

正在進行的遊戲仍在牌桌上；請用其他名稱儲存。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>替換檔案嗎？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} 已存在。

要用此遊戲替換它嗎？</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>開啟遊戲</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>無法開啟遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>無法開啟 {0}：{1}。

正在進行的遊戲保持不變。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>無法貼上局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>剪貼簿裡沒有可玩的局面：{0}。

正在進行的遊戲保持不變。</translation>
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
        <translation>設定局面</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>正在設定的牌桌</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>清空牌桌(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>目前牌桌(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>發出其餘的牌(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>遊戲(&amp;G)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>暫存格(&amp;C)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>用鍵盤放置(&amp;B)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>先輸入紙牌，再輸入去向：牌列（1-9、t、j、q、k）、暫存格（a-g、i、l-n）、h 表示收牌區，- 表示放回待放置的牌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>最近一次拒絕</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>局面檢查</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>求解器結論</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>正在解答</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>能否獲勝？(&amp;W)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>開始玩(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>玩並示範獲勝(&amp;S)</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>就緒：這是 %1 的一個局面。開始玩，或詢問它能否獲勝。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>還不是一個局面：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>其他牌堆都是空的。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>求解器正在尋找獲勝方法...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>可獲勝：求解器用 1 步獲勝。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>可獲勝：求解器用 %n 步獲勝。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>已輸：任何玩法都無法在此局面獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>未知：求解器在其時間內沒有找到答案。</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>所有紙牌都已放置。把紙牌拖到這裡可將其從牌桌上移走。</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>收牌區 %1 接比 %2 大一點且顏色不同的牌，而不是 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>收牌區 %1 接比 %2 大一點的牌，而不是 %3。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>一個暫存格只能放一張牌，而不是 %n 張。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>暫存格 %1 中已有 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>暫存格 %1 只能放 %2，不能放 %3。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>紙牌一次只能往收牌區放一張，而不是 %n 張一起。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 在其收牌區上位於 %2 之下：請先把那張拿走。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>交替顏色的收牌區以 A 開始，而不是 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>在此遊戲中收牌區只接一步收上的完整序列：請在牌列中排好序列，在遊戲中把它收上去。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>收牌區 %1 已滿。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>收牌區接下來要點數 %1，而不是 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>%1收牌區只接%1，而不是 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>這裡的收牌區從%1開始，而不是 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>鬼牌收牌區只接鬼牌，鬼牌也不能放到其他收牌區：不能放 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>%1收牌區已滿。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>%1收牌區接比 %2 大一點的牌，而不是 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>還有 1 張牌待放置。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>還有 %n 張牌待放置。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>收牌區 %1 是空的：在此遊戲中每個收牌區都從自己的一張牌開始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>所有紙牌都已在收牌區：沒有可玩的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>輸入一張或多張牌，然後是去向：7H 3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>「%1」不是紙牌（7H、TD、KS）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>有一張牌被指定了兩次。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>指定了 %1 張牌，而此遊戲有 %2 張。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>「%1」不是此遊戲的牌堆：牌列為 1-9、t、j、q 或 k，暫存格為 a-g、i 或 l-n，收牌區為 h（h2 為第二個），- 表示把牌放回。</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>解法</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>第一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>解法開始時的局面（Home）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>後退一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>退回一步（Left）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>前進一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>下一步（Right）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>最後一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>解法的結尾（End）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>從這裡開始玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>從顯示的步驟起自己繼續玩；之前的步數計為「解答」的步數</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>解法：按「從這裡開始玩」繼續玩，或按 Esc 返回您的遊戲。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>現在是您的遊戲，從解法的第 {0} 步開始。</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>第 {0} 步，共 {1} 步</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>已解答：最後一步贏得遊戲。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>下一步：{0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>顯示解法(&amp;L)</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>無法播放音效：無法在 {0} 中寫入音效檔案。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>未找到用於播放音效的播放器：請安裝 pw-play、paplay 或 aplay 以聽到音效。</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n 張牌</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>儲備牌堆 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>牌堆 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>暫存格 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>收牌區</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>鬼牌收牌區</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>收牌區 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1收牌區 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1收牌區</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>一張背面朝上的牌</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>已滿，到 %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>空，首先接任意 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>到 %1，接下來接 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>到 %1，接下來接任意 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>空，首先接 %1</translation>
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
        <translation>到 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+113"/>
        <location line="+13"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>%1, for %2, empty</source>
        <translation>%1，用於%2，空</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1，空</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1，暫存格 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1，牌堆 %2，%3，最上面的牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1，第 %2 列，%3，最上面的牌</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1，%n 張的序列</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1，在牌堆 %2 之下</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1，已拿起</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1：拿起了 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1：拿起了 %n 張牌，從 %2 到 %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>已放回</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+42"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="-30"/>
        <source>%n face-down cards</source>
        <translation>
            <numerusform>%n 張背面朝上的牌</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This game has no free cells.</source>
        <translation>此遊戲沒有暫存格。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>暫存格，%n 個空閒：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <location line="+44"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Foundations: %1</source>
        <translation>收牌區：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>鬼牌</translation>
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
        <translation>%1，在第 %2 列</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1。自動：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>已復原：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>已重做：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>在第 %1 步，共 %2 步。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>無法讀取統計檔案，因此已新建一個。舊檔案保留為 {0}。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>統計由更新版本的 FreeCell Qt 儲存；只顯示，不更新。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>無法將統計儲存到 {0}（{1}）；遊戲將在沒有統計的情況下繼續。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>無法讀取 {0} 中的統計（{1}）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>無法儲存統計：磁碟已滿。有空間後將會儲存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>暫時無法儲存統計：另一個程式正在使用該檔案。檔案空閒後將會儲存。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>處理該檔案耗時過長，檔案可能已損壞</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>另一個程式正在使用該檔案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>磁碟已滿</translation>
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
        <translation>遊戲(&amp;G)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>遊戲局數：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>勝利次數：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>勝率：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>連勝紀錄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>目前連勝紀錄：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>最長連勝紀錄：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>最長連敗紀錄：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>最佳獲勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>最短時間：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>最小移動數：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>最高得分：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>達到或低於標準步數的勝局：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>每日牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>玩過的日期：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>贏過的日期：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>目前連勝紀錄：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>最佳連勝紀錄：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>挑戰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>挑戰成功：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>最少暫存格：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>已玩的遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>步數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>再玩一次此牌局(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>回放(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>回顧(&amp;V)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>重設(&amp;R)...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>最近的遊戲：</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>按困難度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>未評級</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>贏 %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>輸 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1（牌局 %2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 天</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>自訂牌面</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>由「解答」完成：計為已玩，不計為獲勝</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>已解答</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>贏</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}，自訂牌面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0}（每日牌局 {1}）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>輸</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>遊戲代碼：無（手動擺放的牌面）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>遊戲代碼：{0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>重設統計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>要忘掉 {0} 的所有已完成遊戲嗎？此操作無法復原。</translation>
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
        <translation>遊戲回顧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>無法回顧此遊戲：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>無法回放此遊戲：{0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>自訂牌面</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>統計已恢復儲存。</translation>
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
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>返回您的遊戲（Esc）</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>K</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>方塊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>紅心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>第一張鬼牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>第二張鬼牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 從收牌區取回</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 到暫存格 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 到暫存格</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 及其下面的 %n 張牌到收牌區</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 到收牌區</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 放到%2上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 及其下面的 1 張牌放到%2上</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 及其下面的 %n 張牌放到%2上</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 及其下面的 1 張牌到第 %2 列</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 及其下面的 %n 張牌到第 %2 列</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 到第 %2 列</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>完成：1 張牌到收牌區</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>完成：%n 張牌到收牌區</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>發牌時：%n 張牌到收牌區</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1（+%n 自動）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>StoreWords</name>
    <message>
        <location filename="../../freecell_qt/words/store_words.py" line="+18"/>
        <source>FreeCell Solitaire</source>
        <extracomment>The menu entry&apos;s second line in desktops that show a generic name.</extracomment>
        <translation>新接龍紙牌遊戲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>每張牌一目了然的接龍：Microsoft 遊戲編號和遊戲代碼</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;新接龍;solitaire;接龍;patience;紙牌;撲克牌;cards;forecell;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>每張牌一目了然的接龍遊戲</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>新接龍是一種 52 張牌全部正面朝上發出的接龍遊戲：藉助最多四個暫存格，將四個收牌區從 A 到 K 依序疊好。幾乎每個牌局都能獲勝，而且每局都是一道獨特的謎題。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>與 Microsoft 相容的遊戲編號，以及能讓朋友玩到完全相同牌局的遊戲代碼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>24 種遊戲：有 0 到 4 個暫存格的新接龍、ForeCell 接龍、麵包師接龍、八暫存格接龍、海港塔接龍、企鵝接龍、兩副和三副牌的遊戲，以及你自己的遊戲</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>求解器：提供提示、替你完成遊戲，並告訴你是否仍可獲勝</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>從容易到專家分級的牌局、每日牌局、統計，以及每局遊戲的回顧</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>支援滑鼠、鍵盤和觸控操作，無限次復原，牌桌可由螢幕報讀程式讀出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>淺色和深色模式，支援 25 種語言</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>牌局 1，走了兩步之後：梅花和黑桃 A 已放上收牌區</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>深色模式下的同一局遊戲，使用深色絨布</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>藍色絨布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>在又高又窄的視窗中使用大索引牌</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>無步可走</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>已經無步可走</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>您可以復原上一步，從頭重新開始此牌局，或開始新遊戲。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>重新開始(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>回顧(&amp;V)</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>牌桌。方向鍵在牌堆之間移動，空白鍵拿起和放下，R 朗讀牌堆，L 朗讀暫存格，U 朗讀收牌區，Alt 加數字朗讀一列。</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>已解答</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>由電腦解答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>這局遊戲由「解答」完成，因此在統計中不計為獲勝。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>您贏了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>恭喜，您贏了！</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>得分：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>步數：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>時間：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>連勝：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>未評級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>困難度：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1（您的遊戲：%2，含自動移動）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>標準步數：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>低於標準步數！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>達到標準步數！</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>再玩一次(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>回放(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>回顧(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>顯示解法(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>這是您在這個牌局中的首次獲勝。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>這是您 %n 次獲勝中的最佳時間。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>您的時間在 %n 次獲勝中排第 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>這是您 %n 次獲勝中的最高得分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>您的得分在 %n 次獲勝中排第 %1。</numerusform>
        </translation>
    </message>
</context>
</TS>
