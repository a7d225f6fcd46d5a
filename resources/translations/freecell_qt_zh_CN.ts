<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>放弃游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>放弃正在进行的游戏吗？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>这将在统计中记为一局失败。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>放弃(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>继续游戏(&amp;K)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>不再询问(&amp;D)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>放弃正在进行的游戏以开始 %1 吗？</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1，%2 至 %3 个空当</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>关于 FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;桌面上的空当接龙系列纸牌游戏：%4，或您自定义的游戏。支持 Microsoft 牌局编号、游戏代码、序列移动和无限撤销。&lt;/p&gt;&lt;p&gt;基于 MIT 许可证的自由软件。&lt;/p&gt;&lt;p&gt;Qt %2，PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>无法给出提示：求解器出错。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>此牌局无法获胜；这是一个猜测。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>此游戏已无法获胜；这是一个猜测。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>正在思考...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>没有可走的步。</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>正在寻找解法...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>无解：此牌局无法获胜。</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>从这里无解：此游戏已无法获胜。</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>在限定时间内未找到解法。</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>正在寻找最后一个可获胜的局面...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>此牌局从开局起也无法获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>在限定时间内未找到可获胜的局面：不知道此牌局能否获胜。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>在限定时间内未找到可获胜的局面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>已退回到第 {0} 步，这是游戏仍可获胜的最后一个局面。</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>此牌局可以获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>此牌局仍可获胜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>此牌局已无法获胜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>此牌局无法获胜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>尚不知道此牌局能否获胜：搜索仍在继续。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>不知道此牌局能否获胜。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>由计算机解决。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>您赢了！用 %2 步得了 %1 分。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>已无步可走。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt 已在为该玩家运行，但没有响应。请关闭它（或等待它响应），然后重新启动游戏。</translation>
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
        <translation>解决（演示）(&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>我哪里走错了？(&amp;W)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>提示：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>提示（猜测，未找到解法）：{0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>正在检查...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>可获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>已无法获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>开局即无法获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>能否获胜？仍在搜索...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>能否获胜？未知</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>“解决”已暂停：空格继续，Esc 或单击停止。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>正在慢速解决：+ 加快，- 减慢，空格暂停，Esc 或单击停止。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>正在解决：+ 加快，- 减慢，空格暂停，Esc 或单击停止。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>正在快速解决：+ 加快，- 减慢，空格暂停，Esc 或单击停止。</translation>
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
        <translation>无法将正在进行的游戏保存到 {0}；游戏可以继续，但下次启动时它将不在。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>无法读取已保存的游戏（{0}），也无法将其移开；将开始新游戏。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>无法读取已保存的游戏（{0}）。将开始新游戏；旧文件保留为 {1}。</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>首次挑战</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>完成一整天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>来之不易</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>无空当</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>达到标准步数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>十连胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>黄金月份</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>赢得一次每日挑战。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>赢得同一天的全部三个每日挑战。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>赢得一次困难的每日挑战。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>在没有空当的游戏中获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>以不超过牌局标准步数的步数获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>连续赢得十局游戏。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>完成一个月中的每一天：金奖杯。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>铜奖杯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>银奖杯</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>金奖杯</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>赢得当天的全部三个牌局即完成该天。铜奖杯：一个月内 {0} 天；银奖杯：{1} 天；金奖杯：每一天。</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>连续 %n 天</numerusform>
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
        <translation>第 %1 行：纸牌 %2 已在第 %3 行：%4 在一副牌中只有一张</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>第 %1 行：纸牌 %2 已在第 %4 行出现 %3 次：%5 在每副牌中只有一张</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>第 %1 行：纸牌 %2 已在第 %4 行出现 %3 次：%5 在每副牌中只有一张</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>牌面有 %1 张牌；缺少：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>第 %1 行：%2 收牌区给出了两次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>第 %1 行：%2 收牌区给出了 %3 次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>第 %1 行：空当中有一张牌，但此游戏没有空当</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>第 %1 行：空当中有 %n 张牌，但此游戏只有 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>第 %1 行：未知纸牌“%2”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>第 %1 行：%2 是王牌，而此游戏不使用王牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>第 %1 行：第二个 %2 行（第一个是第 %3 行）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>此游戏的牌面有 %1 个牌列行，这个有 %2 个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>牌面有 %1 张牌，而不是 %2 张</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>第 %1 行：收牌区“%2”的写法不像 H-A 或 S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>第 %1 行：%2 个收牌区，而不是 %3 个（或交替颜色时 %4 个）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>第 %1 行：%2 个收牌区，而不是 %3 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>第 %1 行：收牌区 %2 放不下这些牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>第 %1 行：交替颜色的收牌区以 A 开始，而不是 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>第 %1 行：在收牌区上 %2 不能接在 %3 之后：每张牌比下面的牌大一点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>第 %1 行：在收牌区上 %2 不能接在 %3 之后：颜色必须交替</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>第 %1 行：一个收牌区最多放 %2 张牌，这个有 %3 张</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>第 %1 行：基准“%2”不是像 5 或 Q 这样的点数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>第 %1 行：背面朝上的牌（如 [5H]）位于正面朝上的牌之下，且每列最上面的牌正面朝上</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>文本长 %1 个字符；牌面最多 %2 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>文本中没有牌面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>第 %1 行：规则 %2 不对应任何游戏（Rules: 行形如 C4K8R0BAFAMSDR）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>牌面有 %1 个空当；游戏最多有 %2 个</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>所有纸牌都已在收牌区：没有可玩的</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>该局面有 %1 个空当，但此游戏有 %2 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>该局面有 %1 列，但此游戏有 %2 列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>该局面有 %1 个收牌区，但此游戏有 %2 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>在 %1 中每个收牌区都从自己的一张牌开始；该局面没有给出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>该局面的收牌区放任意花色的牌，但在 %1 中每个收牌区只放一种花色</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>空当 %1 只能放 %2，不能放 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>该局面有背面朝上的牌，但在 %1 中所有牌都正面朝上发出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>收牌区从点数 %1 开始，但在 %2 中它们从 A 开始</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>其文件 {0} 超过 {1} MB。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>其文件 {0} 不是普通文件。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>无法读取其文件 {0}。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>其文件 {0} 已损坏。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>其文件 {0} 解压后超过 {1} MB。</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>缺少 {0}（其 SVG 中没有元素“{1}”）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>缺少牌背（其 SVG 中没有元素“back”）。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>其文件 {0} 不是 SVG 图片。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>自带的牌组是绘制出来的，无需加载。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>其文件 {0} 不存在。</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>出错了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt 遇到了意外错误。游戏可以继续，但某些功能可能无法正常工作。

详细信息在 {0} 中；报告问题时请附上该文件。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt 遇到了意外错误。游戏可以继续，但某些功能可能无法正常工作。无法将详细信息写入数据文件夹。</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>交替颜色</translation>
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
        <translation>无：不能叠放</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>任意纸牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>仅限国王牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>视空当和牌列而定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>任意序列一次移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>一次一张</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>按花色，从 A 开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>按花色，从第一张发出的牌开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>按花色，从第一张牌的点数开始，该点数全部收上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>按点数，从发出的四张牌开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>交替颜色，从两张 A 开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>按花色，从四张 A 开始循环两遍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>按点数，一个收牌区，先收全部 A</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>每张 K 开始一列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>每张 K 开始一列，A 直接收上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>逐行，A 直接收上</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>发牌(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>收牌区递增方式(&amp;P)：</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>牌列(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>发到空当的牌数(&amp;D)：</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>副数(&amp;C)：</translation>
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
        <translation>A 牌和 2 在最底层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>每种花色到各自的牌列</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>每种花色一个空当(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>如同四色：空当 a 只放梅花，b 放方块，c 放红桃，d 放黑桃。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>向下叠放方式(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>空牌列可放纸牌(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>序列移动(&amp;S)：</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>每日挑战</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>当天的牌局</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>奖杯</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>成就</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>获得方式</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>牌局 {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>已获胜</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>挑战只在所属月份内计数：这一天已不能再作为挑战来玩。</translation>
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
        <translation>已获得{0}。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>%n 天可获得{0}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>连续完成天数：%n</numerusform>
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
        <translation>已达到的里程碑：{0} 天。</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>每日挑战(&amp;H)...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>{0} 的每日挑战，{1}：第 {2} 局。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>获得：{0}。</translation>
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
        <translation>红色A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>黑色A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>红色J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>黑色J</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>红色Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>黑色Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>红色K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>黑色K</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>第一张王牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>第二张王牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%2%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>红色%1</translation>
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
        <translation>%1 不能收牌：收牌区接下来要 %2。</translation>
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
        <translation>从 %1 到 %2 的序列中没有牌能放在 %3 上：A 上不能放任何牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>从 %1 到 %2 的序列中没有牌能放在 %3 上，它只接 %4。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>此游戏没有空当；不存在空当 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>此游戏只有空当 a；不存在空当 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>此游戏有空当 a 至 %1；不存在空当 %2。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>第 %1 列的一张牌要放在 %2 上，而不是 %3 上。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>第 %1 列的 %n 张牌要放在 %2 上，而不是 %3 上。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>只有第 %1 列最下面的一张牌可以移到那里。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>只有第 %1 列最下面的 %n 张牌构成序列。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 永远不能放到牌列上，即使是空牌列也不行：王牌只能放到空当或收上去。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>王牌收牌区是空的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>王牌（%1）上不能放任何牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>只有在梅花、黑桃和红桃收牌区都完成后，%1 才能收上去。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>第 %1 列是空的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>空当 %1 是空的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>背面朝上的牌不能移动：压在它上面的牌都移走后，它就会翻成正面朝上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>储备牌堆 %1 是空的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>储备牌堆 %1 已满：它最多放 %2 张牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>储备牌堆一次只能放一张牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>储备牌堆 %1 中有牌：储备牌堆只有在空的时候才能放牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>不能把牌放到储备牌堆上：它只能出牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>纸牌不能从收牌区取回：首选项中的此选项已关闭。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>%1收牌区是空的。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>此游戏有第 1 至 %1 列；不存在第 %2 列。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>此游戏有 %1 个收牌区；不存在收牌区 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>在此游戏中，只有国王牌或以国王牌开头的序列才能填入空牌列。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>在此游戏中收牌区从 %1 开始：只有点数为 %2 的牌或以它开头的序列才能填入空牌列。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>在此游戏中空牌列保持为空。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>在此游戏中纸牌在牌列之间一次只能移动一张。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 不能收牌：%2收牌区从点数 %3 开始。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>空当 %2 中有牌时，第 %1 列最上面的牌背面朝上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>牌堆 %1 压在有牌的牌堆 %2 之下。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>牌堆 %1 压在牌堆 %2 之下：只有牌堆 %2 的全部 %3 张牌可以一起落到它上面。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>空当 %1 只能放 %2，不能放 %3。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>在此游戏中纸牌留在收牌区。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>在此游戏中不能把牌放到牌列上。</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 不能收牌：收牌区接下来要这些点数：%2。</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>收牌区 %1 已满。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>收牌区 %1 接下来要点数 %2，而不是 %3。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>有 %1 张牌发到空当，但只有 %2 个空当：请选择更多空当或更少的牌。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>只有当每列都不超过一张牌时才能完成游戏。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>游戏代码“%1”：“%2”不是任何游戏代码的开头。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>游戏代码“%1”：空当部分“%2”必须是 C0 至 C8。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>游戏代码“%1”：%2 个空当超出范围（%3 至 %4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>游戏代码“%1”：%2 使用 %3 个空当。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>游戏代码“%1”：无法读取其规则部分（%2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>游戏代码“%1”比任何代码都长。</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 不能收牌：%2收牌区从 A 开始。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 还不能收牌：要先收 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>纸牌不能从一个空当移到另一个空当。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>从收牌区取回的牌只能放到牌列上。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>空当 %1 已被占用。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 张牌，现在最多只能移动 %2 张。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>从这里无法完成游戏。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 不能收牌：收牌区接下来要点数 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>收牌区 %1 接下来要 %2，而不是 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>只有空当或收牌区最上面的牌可以移动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>纸牌一次只能收一张到收牌区。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>一个空当只能放一张牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>在此游戏中只有从 K 到 A 按交替颜色排列的完整序列才能收牌，13 张牌一次收上去。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>每个收牌区都已放有一个序列。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>只有当每列都由从 K 到 A 的完整序列组成时才能完成游戏。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>当每张 K 开始一列时，游戏需要与 K 的数量（%1）相同或多一个的列数，而不是 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>当空当中的牌会使其对应列最上面的牌背面朝上时，每个空当都需要有自己的列：现有 %1 个空当、%2 列。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>游戏已获胜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>只有当每列都是一个序列时才能完成游戏。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>只有当剩下的每张牌都能从原处依次收牌时才能完成游戏。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>没有可撤销的操作。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>没有可重做的操作。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>历史中没有第 %1 点。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>“%1”不是牌局编号。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>牌局编号 %1 超出范围（1 至 %2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>牌局编号必须是整数，而不是 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>游戏代码“%1”：“%2”不是字母 A 至 Z、数字或短横线。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>游戏代码“%1”必须由三部分组成，形如 FC1-C4-AAAAAKH。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>游戏代码“%1”：格式版本“%2”不是 1。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>游戏代码“%1”：牌局部分“%2”必须是 7 个字母 A 至 Z。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>游戏代码“%1”：牌局 %2 超出范围（1 至 %3）。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>此游戏中纸牌不能从收牌区取回：它开始时取回选项是关闭的。</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>挑战和简单牌局</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>用求解器所需的最少空当赢得空当接龙牌局。下面的每个牌局都列在它能获胜的最少空当数之下。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 个空当（%1 个牌局）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n 个空当（%1 个牌局）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>最少空当(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>开始挑战(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>新手：简单牌局(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>求解器评为容易的、有四个空当的随机空当接龙牌局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>A 先收上(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>开始前四张 A 已在收牌区的空当接龙：更简单的游戏</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>牌局 %1，1 个空当</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>牌局 %1，%n 个空当</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>挑战：最少空当(&amp;F)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>挑战和简单牌局(&amp;E)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>新手：简单牌局(&amp;B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>A 先收上：更简单的空当接龙(&amp;I)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>挑战：牌局 %1，1 个空当</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>挑战：牌局 %1，%n 个空当</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>最少空当挑战只适用于按编号发牌的空当接龙牌局。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>最少空当数随难度评级一起得出，而求解器结论隐藏时评级也会隐藏：请在首选项中开启。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>正在计算最少空当数...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>此牌局无法获胜，因此没有挑战。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>求解器未能在其限额内确定此牌局的最少空当数，因此不提供挑战。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>最少空当挑战</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>挑战：用 1 个空当赢得此牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>求解器用 1 个空当赢得牌局 %1，不能更少。同一牌局将以该空当数重新开始。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>挑战：用 %n 个空当赢得此牌局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>求解器用 %n 个空当赢得牌局 %1，不能更少。同一牌局将以该空当数重新开始。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>开始挑战(&amp;S)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>挑战成功：用 1 个空当赢得牌局 %1！</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>挑战成功：用 %n 个空当赢得牌局 %1！</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>A 先收上的空当接龙：四张 A 一开始就在收牌区。其成绩与空当接龙分开记录。</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>文件大于 %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>文件不是文本（UTF-8）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>文件不是有效的 JSON（第 %1 行，第 %2 列：%3）；它可能被截断了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>文件不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>无法读取文件（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>文件中没有保存的游戏（没有 JSON 对象）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>文件不是 FreeCell Qt 游戏（格式 %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>文件没有版本号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>文件由更新版本的 FreeCell Qt（版本 %1）写入；请更新应用以打开它</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>未知的文件版本 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>游戏时间必须是秒数，0 或以上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>提示次数必须是整数，0 或以上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>文件中没有游戏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>文件中的游戏无效：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>游戏有 %1 步，超过允许的 %2 步</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>第 %1 步超过了一步允许的 %2 次移动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>游戏超过了允许的 %1 次移动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>游戏时间超过 %1 年</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>提示次数超过 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>文件不是普通文件（而是文件夹、设备或管道）</translation>
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
        <translation>这张牌无处可去。</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>回放：按“从这里继续”来玩，或按 Esc 返回您的游戏。</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>选择一个点让游戏回到那里。已撤销的步骤显示为灰色，在您走新的一步之前可以重做。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>已走的步骤</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>已撤销：可以重做</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>游戏现在在这里</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>发牌</translation>
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
        <translation>&lt;p&gt;当每列都是单一序列时，游戏就相当于赢了：&lt;b&gt;完成&lt;/b&gt;按钮会把所有纸牌收上去。开启&lt;i&gt;自动完成&lt;/i&gt;后，这会自动发生。如果已无步可走，您可以撤销、重新开始本牌局或开始新游戏。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每张放到收牌区的牌得 10 分，每张从空当放到牌列的牌得 5 分；从收牌区取回一张牌扣 10 分。撤销也会撤回得分，得分不会低于零。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>牌局编号和游戏代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个牌局都有一个 1 到 2,147,483,647 之间的编号，与经典 Windows 游戏相同；同一编号在每个游戏中给出相同的洗牌结果，并按该游戏的布局发牌：空当接龙第 11982 局就是著名的无法获胜的牌局。像 &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; 这样的&lt;b&gt;游戏代码&lt;/b&gt;指明了游戏、空当数和牌局，因此朋友输入它就能玩完全相同的游戏。使用&lt;i&gt;按编号或代码玩牌局&lt;/i&gt;来输入其中之一。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>难度和可获胜的牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每个牌局都被评为&lt;b&gt;容易&lt;/b&gt;、&lt;b&gt;中等&lt;/b&gt;、&lt;b&gt;困难&lt;/b&gt;或&lt;b&gt;专家&lt;/b&gt;。评级先看该牌局仍能获胜所需的最少空当数（求解器先用游戏的空当数尝试，再少一个，依此类推），再看求解器搜索获胜所用的时长：牌局每多需要一个空当，相当于搜索时间长十倍。评级基于局面计数而不是时间，因此同一牌局在每台计算机上评级相同。&lt;/p&gt;&lt;p&gt;在&lt;i&gt;带选项的新游戏&lt;/i&gt;中，&lt;i&gt;仅限可获胜的牌局&lt;/i&gt;只在求解器为随机牌局找到获胜方法后才发牌，&lt;i&gt;难度&lt;/i&gt;则要求该评级的随机牌局。求解器搜索时您可以继续游戏；按 &lt;b&gt;Esc&lt;/b&gt; 停止搜索。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>使用屏幕阅读器游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;牌桌会告诉屏幕阅读器选框所在的牌堆，例如&lt;i&gt;红桃7，第 3 列，5 张牌，最上面的牌&lt;/i&gt;或&lt;i&gt;空当 b，空&lt;/i&gt;，并朗读每一步、自动收上去的牌、拒绝移动的原因、提示、牌局是否仍可获胜以及获胜。要听取牌桌：&lt;b&gt;R&lt;/b&gt; 朗读选框所在牌堆的每张牌，&lt;b&gt;L&lt;/b&gt; 朗读空当，&lt;b&gt;U&lt;/b&gt; 朗读收牌区，&lt;b&gt;Alt&lt;/b&gt; 加数字朗读该列（&lt;b&gt;Alt+3&lt;/b&gt; 朗读第 3 列）。朗读不会移动任何纸牌或选框。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;方向键在牌堆之间移动选框；&lt;b&gt;空格&lt;/b&gt;或&lt;b&gt;回车&lt;/b&gt;拿起那里的牌，并放到您选择的下一个牌堆上；&lt;b&gt;Esc&lt;/b&gt; 放下。您也可以键入一步：先键入列号，再键入去向（另一列、空当，或 &lt;b&gt;h&lt;/b&gt; 表示收牌区）。&lt;b&gt;3&lt;/b&gt; 然后 &lt;b&gt;h&lt;/b&gt; 会把第 3 列露出的牌送到收牌区。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;第 10 列及以后键入为 %1。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;牌堆 %1 及以后的牌堆没有自己的按键：用方向键到达它们，左右键在同一层内移动，上下键移到上一层或下一层。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;空当用字母 &lt;b&gt;a&lt;/b&gt; 至 &lt;b&gt;%1&lt;/b&gt; 表示（&lt;b&gt;h&lt;/b&gt; 表示收牌区）：&lt;b&gt;3&lt;/b&gt; 然后 &lt;b&gt;a&lt;/b&gt; 会把第 3 列露出的牌移到第一个空当。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>%1 玩法</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>教程</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>进入下一步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>退出教程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>返回您的游戏（Esc）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>玩一局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>退出教程，开始游戏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>再学一次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>从第 1 步起重新学习教程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>现在学习教程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>不用了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>教程一直在“帮助”菜单中</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>入门教程(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>退出教程</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>初次玩空当接龙？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>学习一个简短的教程：在一个小牌局上完成八个步骤，大约三分钟。在此期间，您的游戏会一直等着您。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>教程随时都在“帮助”菜单中：“入门教程”。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>做得好！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>您赢得了教程的牌局，现在您已经了解空当接龙的所有走法。玩一局，或再学一次教程。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>第 {0} 步，共 {1} 步</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>一张牌可以放到点数大一且颜色不同的牌上，例如把红色J放到黑色Q上。把{0}拖到{1}上。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>左上方的空当每个可放任意一张牌。把{0}放到空当中，露出它下面的牌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>右上方的收牌区按花色从 A 开始向上叠放。把{0}收上去：把它拖到那里或双击它。在您自己的游戏中，不再需要的牌会自动收上去（自动移动）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>颜色交替、依序排列的牌可以一起移动：最多 (空当数 + 1) × 2^(空牌列数) 张，这里是 {0} 张。把{1}拖到{2}上；它下面的牌会一起移动。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>游戏会拒绝规则不允许的走法，并在窗口底部说明原因。试一次吧。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>游戏会拒绝规则不允许的走法，并在窗口底部说明原因。试试看：把{0}拖到{1}上。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>随便走一步，然后用撤销（Ctrl+Z）撤回。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>任何一步都可以撤回：现在按 Ctrl+Z（撤销）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>游戏提示：“{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>不知道怎么走？按 H（提示）：游戏会标出一步好的走法。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>现在赢下这个牌局：把所有牌都移到收牌区。提示（H）可以随意使用；牌排好顺序后，完成（Ctrl+F）会把剩下的牌全部收上去。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>从这里无法完成这一步。用撤销（Ctrl+Z）撤回几步，或按“跳过”。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>更多按钮</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>带选项的新游戏(&amp;W)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>重新开始牌局(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>按编号或代码玩牌局(&amp;P)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>每日牌局(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>复制游戏代码(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>复制局面(&amp;Y)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>粘贴局面(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>设置局面(&amp;U)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>打开游戏(&amp;O)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>游戏另存为(&amp;S)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>撤销历史(&amp;T)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>回顾游戏(&amp;V)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>完成(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>工具栏(&amp;T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>玩法(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>关于 FreeCell Qt(&amp;A)</translation>
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
        <translation>入门教程</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>它已不再安装。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>无法使用牌组“{0}”：{1} 现使用 FreeCell Qt 自带的纸牌。</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>已将局面以文本形式复制到剪贴板。</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>移动(&amp;M)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>得分：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>步数：{0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>时间：{0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>这是今天的每日牌局；“重新开始牌局”会从头开始玩。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>{0} 的每日牌局：今天每个人的牌局都相同。</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>已将 {0} 复制到剪贴板。</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>消息(&amp;M)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>状态栏的最近消息</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>消息</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>最近的消息，最新的在最后</translation>
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
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>允许从收牌区取回纸牌(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>每个游戏都有的选项，与首选项中相同</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>空当(&amp;F)：</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>随机牌局(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>牌局编号或游戏代码(&amp;N)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>仅限可获胜的牌局(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>只在求解器证明随机牌局可获胜后才发牌</translation>
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
        <translation>难度(&amp;I)：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>牌局编号从 1 到 %1，在每个游戏中洗牌结果相同。&lt;br&gt;游戏代码形如 FC1-C4-AAAAAKH。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>挑战和简单牌局(&amp;H)...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1。这是 %2 的规则。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>游戏代码：暂无</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>游戏代码：随机牌局 — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>游戏代码：%1 — %2，第 %3 局</translation>
    </message>
</context>
<context>
    <name>ParLabel</name>
    <message>
        <location filename="../../freecell_qt/windows/par_label.py" line="+53"/>
        <source>Par: {0} / {1}</source>
        <translation>标准步数：{0} / {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your moves as the par counts them (every move, those to the foundations and the automatic ones included), and the deal&apos;s par: the fewest moves found to win it</source>
        <translation>按标准步数的方式计算的您的步数（每一步都算，包括移到收牌区的步和自动移动），以及该牌局的标准步数：找到的获胜所需最少步数</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>无法读取设置文件 {0}；将使用默认设置。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>无法读取设置文件；它已保留为 {0}，并将使用默认设置。</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>无法将设置保存到 {0}；更改只在 FreeCell Qt 关闭前有效。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>首选项</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>自动将安全的纸牌移到收牌区(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>每列都是序列时自动完成(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>单击将纸牌送到收牌区(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>单击移动：先单击纸牌，再单击目标位置(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>允许从收牌区取回纸牌(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>四色牌(&amp;U)（梅花绿色，方块蓝色）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>大索引牌(&amp;I)（角上显示大号点数和花色）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>音效(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>启动时继续上一局游戏(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>显示游戏是否仍可获胜(&amp;W)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>单击会拿起一张纸牌及压在它上面的序列；单击另一个牌堆会把它们放到那里，单击绒布或按 Esc 会把它们放回原处。此时单击会拿起纸牌，而不是把它送到收牌区；双击仍会送到收牌区。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>加倍(&amp;D)：(空当数 + 1) × 2^空牌列数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>线性(&amp;L)：(空当数 + 1) × (空牌列数 + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>序列移动可带的纸牌数：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>在空牌列只能放国王牌或不能放牌的游戏中，一次可移动空当数 + 1 张牌。规则更改立即生效，对正在进行的游戏也一样。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>关</translation>
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
        <translation>跟随系统</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>绿色绒布，深色模式下为深色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>绿色绒布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>蓝色绒布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>深色绒布</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>开：黑色绒布，纸牌和牌堆带轮廓</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>蓝色格子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>红色菱形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>绿色波浪</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>适应窗口</translation>
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
        <translation>“解决”速度(&amp;V)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>外观</translation>
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
        <translation>高对比度(&amp;H)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>纸牌大小(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>减少动画：纸牌直接到位，不播放庆祝动画(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>桌面要求减少动画时默认开启。“解决”仍按自己的速度一次走一步。</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>纸牌</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>FreeCell Qt 自带</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>牌组预览：一张 A、一张 K 和牌背</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>牌组(&amp;E)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>牌背(&amp;K)：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>此选项只改变 FreeCell Qt 自带的牌组；所选牌组自带牌面和牌背。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>无法使用牌组“{0}”：{1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>动画速度(&amp;N)：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>语言(&amp;G)：</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>确定(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-6"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>重置</translation>
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
        <translation>停止寻找牌局（Esc）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>难度：正在评级...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>正在计算此牌局的难度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>难度：未评级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>此牌局无法获胜，因此没有难度级别</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>求解器在其预算内没有得出结论</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>难度：%1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>已停止寻找牌局；当前游戏保持不变。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>正在寻找可获胜的牌局...（候选 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>正在寻找评级为%1的牌局...（候选 %2）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>牌局 %1，评级为%2（候选 %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>牌局 %1，已证明可获胜（候选 %2）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>在尝试的 %1 个牌局中没有合适的；当前游戏保持不变。</translation>
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
        <translation>困难</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>不用空当即可获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>用 1 个空当可获胜</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>用 %n 个空当可获胜</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1；搜索了 %2 个局面。</translation>
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
        <translation>后退</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>拖动到游戏的任意一点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>游戏中的位置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>从这里继续</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>从显示的位置起自己玩这局游戏；之后的步骤可以重做</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>回放：{0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>现在是您的游戏，从第 {0} 步开始。重做将沿用回放。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>第 {0} 步，共 {1} 步</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>历史成绩</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} 局，赢 {1} 局</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>还没有完成的游戏。</translation>
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
        <translation>最近 {0} 局，最早的在左边</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>赢</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>输</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>游戏回顾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>正在用求解器检查游戏的每一个局面...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>正在回顾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>游戏中的局面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>从这里继续玩(&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>显示解法(&amp;L)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>该牌局的标准步数为 {0} 步；按同样方式计算的您的游戏（含自动移动）：{1}。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>可获胜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>已输</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>此牌局从开局起就无法获胜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>在限定时间内没有找到从开局获胜的方法。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>您赢了：没有哪一步输掉游戏。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>从当前局面游戏仍可获胜：没有哪一步输掉游戏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>第 {0} 步输掉了游戏：在它之前可以获胜，之后则不能。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>游戏在第 {0} 步之前都可获胜；之后在限定时间内没有找到获胜方法。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>您走了 1 步；求解器从开局用 {0} 步获胜。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>您走了 %n 步；求解器从开局用 {0} 步获胜。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>回顾已关闭：正在玩另一局游戏。</translation>
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
        <translation>空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>ForeCell 接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>面包师接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>仅限国王牌的面包师接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>八空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>双副八空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>海港塔接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>宽松海港塔接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>双副海港塔接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>宽松空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>挑战空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>超级挑战空当接龙</translation>
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
        <translation>巴斯接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>双副空当接龙（传统）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>双副空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>三副空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>修补接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>11 空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>大空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>深渊接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>企鹅接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>奥普斯接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>燕尾服接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>花瓣接龙</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>钟乳石接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>叮当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>蜘蛛空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>琐碎接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>双副琐碎接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>国王接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>猫尾接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>蛇形接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>随从接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>司令部接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>林波波接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>针接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>干草堆接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>干草叉接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>弗利珀接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antares</source>
        <translation>心宿二接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opera</source>
        <translation>歌剧接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sarlacc</source>
        <translation>萨拉克接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstruction</source>
        <translation>阻碍接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>自定义游戏</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>空当接龙，A 先收上</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1，无空当</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1，1 个空当</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1，%n 个空当</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>无空当</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 个空当</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n 个空当</numerusform>
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
        <translation>牌列上不能叠放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>按同花色叠放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>不论花色叠放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>按交替颜色叠放</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>空牌列只能放国王牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>空牌列保持为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>空牌列可放任意纸牌</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>任意长度的序列均可移动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>一次一张</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>序列通过空当和空牌列移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>序列通过空当移动</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n 个牌堆</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>A 牌和 2 发在最底层</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>第一张牌的点数决定基准，该点数的牌全部作为收牌区的起始牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>第一张发出的牌决定基准</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>牌列中 K 可以放在 A 上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>每列以 K 开头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>每发出一张 K 就开始一列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>A 一发出就收上去</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>A 一开始就在收牌区</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>空当中的牌会使其对应列最上面的牌背面朝上</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>右半部分牌列按同花色叠放、其中任意牌均可移出、空时可放国王牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>每列除最后一张外都背面朝上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>牌堆分层交叠：压在有牌的牌堆之下的牌堆既不出牌也不接牌，但可以接下压在它上面的那一个牌堆的全部牌</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n 个储备牌堆，空时可放入一个序列</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>一个储备牌堆，发 %n 张牌，不能再放牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>一个储备牌堆，发 %n 张牌，最多放 %1 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n 个储备牌堆，每个最多放 %1 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>牌列右侧有 %n 个&lt;b&gt;储备牌堆&lt;/b&gt;，代替空当。空的储备牌堆可以一次接收来自牌列或另一个储备牌堆的整个序列；有牌的储备牌堆不接收任何牌。储备牌堆顶部的任何序列都可以整体或部分移出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>牌列右侧有 %n 个&lt;b&gt;储备牌堆&lt;/b&gt;，代替空当。每个储备牌堆可以放任何牌，一次一张，直到放满 %1 张；只有最上面的牌可以移出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>没有空当，最先的 %n 张牌发到牌列右侧的一个&lt;b&gt;储备牌堆&lt;/b&gt;。</numerusform>
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
            <numerusform>它可以放任何牌，一次一张，直到放满 %n 张；只有最上面的牌可以移出。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>此游戏使用 %1 个&lt;b&gt;牌堆&lt;/b&gt;，每堆发一张正面朝上的牌，从上到下排成 %2 行（层），每行 %3 个牌堆。每一层都比上一层略低，并向旁边错开半张牌，因此除最底层外，每个牌堆都压在下一层中与它交叠的一个或两个牌堆之下。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>只要压在它上面的牌堆中还有牌，该牌堆就被&lt;b&gt;阻挡&lt;/b&gt;：它的牌都不能移动，也不能往它上面放牌。最底层的牌堆永远不会被阻挡。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>被阻挡的牌堆只接受一种移动：当压在它上面的牌堆中只剩一个还有牌时，那个牌堆的全部牌可以一次落到它上面，前提是这些牌组成一个序列，且序列的第一张牌能接在它露出的牌上。这些牌离开的牌堆本身必须未被阻挡，且牌数不超过一次可移动的张数。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>A 一开始就在收牌区，其余纸牌逐行发出。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 张牌从左边起发到各列：%2。先逐行发出每列除最后一张外的所有牌，背面朝上；然后再发一行，正面朝上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>背面朝上的牌既不能移动，也不能往上面放牌，因此序列只能由正面朝上的牌组成。压在它上面的牌都移走后，它会立即翻成正面朝上。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>放到可以接收它的储备牌堆上（见“牌桌”）；</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>只有牌列露出的牌（没有被压住的那张）或储备牌堆最上面的牌可以移动。一张牌可以：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>每个空当属于一列：空当 a 对应第 1 列，b 对应第 2 列，依此类推。当某个空当中有牌时，其对应列最上面的牌&lt;b&gt;背面朝上&lt;/b&gt;：这张牌不能移动，也不能往上面放牌。空牌列仍然可以放入一张牌或一个序列，但其最上面的牌会立即翻成背面朝上。一旦该空当再次变空，这张牌就翻回正面朝上。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>牌列分为两种。第 1 至第 %1 列按上述方式叠放，并可接受首张牌合适的任意一组牌，无论是否成序列。第 %2 至第 %3 列按同花色向下叠放（红桃7放在红桃8上）；这些列中任意数量的牌都可以一次移动，无论是否成序列，以该组的第一张牌为首；这种列空出时只能放入国王牌，或以国王牌开头的一组牌。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>只有最顶层的 %1 个牌堆在空了以后可以接牌：当压在它们上面的牌堆中都没有牌时，可以放任意一张牌，或足够短的序列。其他层的空牌堆保持为空，移动序列时只有最顶层的空牌堆算作空牌列。</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>牌列末端露出的一串牌（%1），只要足够短，就可以一次移动。有 &lt;i&gt;F&lt;/i&gt; 个空的空当和 &lt;i&gt;E&lt;/i&gt; 个空牌列（计入序列要去的空牌列）时，可移动的最长序列为 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>例如，所有空当和一个牌列为空时，可以把 %1 张牌移到另一列上，或移入该空牌列本身。</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>收牌区按点数从发出的四张牌开始叠放</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>两个交替颜色的收牌区，从梅花A和红桃A开始</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>所有牌共用一个收牌区：先收全部 A，再收全部 2，依此类推直到 K</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>每个收牌区接一整个从 K 到 A 按交替颜色排列的序列</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此游戏使用一副牌加&lt;b&gt;两张王牌&lt;/b&gt;。把全部 54 张牌移到五个&lt;b&gt;收牌区&lt;/b&gt;：四个按花色，各自从 A 升到 K；第五个收两张王牌，但只有在梅花、黑桃和红桃收牌区都完成后才行（方块不必完成）。&lt;/p&gt;&lt;p&gt;王牌&lt;b&gt;永远不能放到牌列上&lt;/b&gt;，即使是空牌列也不行，王牌上也不能放任何牌：把它移到空当，或在它的收牌区能接它时收上去。发在序列中间的王牌随序列一起移动，算作一张自成一色的 A（第一张王牌）或 2（第二张）。移到空牌列的序列也把该列算入允许它移动的空牌列。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>放到它的收牌区上，如果它是该花色的下一个点数；王牌在梅花、黑桃和红桃完成后放到第五个收牌区上。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>两张王牌，永远不能放到牌列上，以及在梅花、黑桃和红桃完成后接收它们的第五个收牌区</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>四个收牌区，每个按同花色从第一副牌的一张 A 开始循环两遍</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>纸牌可以从收牌区取回</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 张牌发到空当</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n 张牌发到空当</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 %1 张牌移到唯一的&lt;b&gt;收牌区&lt;/b&gt;。它&lt;b&gt;先接所有 A&lt;/b&gt;，花色顺序不限，然后是所有 2，再是所有 3，依此类推直到 K，不论花色：一个点数的全部 %2 张牌收齐后才接下一个点数。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 52 张牌移到四个&lt;b&gt;收牌区&lt;/b&gt;，收牌区不限花色。收牌区只接&lt;b&gt;完整序列&lt;/b&gt;：位于牌列末端、从 K 向下到 A 按交替颜色排列的 13 张牌，一步一起收上去，与空当和空牌列的数量无关。单张牌永远不会单独收上去。拖动序列的 K，或单击它的 A。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本游戏使用 2 副牌混在一起洗。把全部 104 张牌移到四个&lt;b&gt;收牌区&lt;/b&gt;，每种花色一个。第一副牌的四张 A 作为它们的起始牌，最后发到那里；每个收牌区按同花色从 A 叠放到 K，然后&lt;b&gt;再循环一遍&lt;/b&gt;，从另一张 A 到另一张 K，直到放满 26 张牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 52 张牌移到两个&lt;b&gt;收牌区&lt;/b&gt;。梅花A和红桃A作为它们的起始牌，每个收牌区&lt;b&gt;不论花色按交替颜色&lt;/b&gt;逐级向上叠放，从 A 到 K 循环两遍，直到放满 26 张牌：梅花A上放一张红色2，然后是黑色3，在黑色K之后放红色A。当一张牌两个收牌区都能放时，放到您选择的那个上。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 52 张牌移到四个&lt;b&gt;收牌区&lt;/b&gt;。最后发出的四张牌作为它们的起始牌，每个一张，每个收牌区&lt;b&gt;不论花色按点数&lt;/b&gt;逐级向上叠放，从 K 循环到 A，直到放满 13 张牌：6 上放任意 7，然后任意 8，依此类推直到 5。当一张牌可以放到多个收牌区时，放到您选择的那个上。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 52 张牌移到四个&lt;b&gt;收牌区&lt;/b&gt;，每种花色一个，各自从 A 叠放到 K。&lt;/p&gt;</translation>
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
        <translation>德式空当接龙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>国王空当接龙</translation>
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
        <translation>每种花色发到各自的牌列</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>每种花色一个空当</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>移动纸牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>空牌列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>移动序列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>从收牌区取回纸牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>自动移动</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本游戏使用 %1 副牌混在一起洗。把全部 %2 张牌移到 %3 个&lt;b&gt;收牌区&lt;/b&gt;，每种花色 %1 个，各自从 A 叠放到 K；一张牌可以放到同花色中任何能接上的收牌区。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;把全部 52 张牌移到四个&lt;b&gt;收牌区&lt;/b&gt;，每种花色一个。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;本游戏使用 %1 副牌混在一起洗。把全部 %2 张牌移到 %3 个&lt;b&gt;收牌区&lt;/b&gt;，每种花色 %1 个；一张牌可以放到同花色中任何能接上的收牌区。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>洗好的牌中第一张牌的点数决定&lt;b&gt;基准&lt;/b&gt;：该点数的每张牌都在发牌前作为收牌区的起始牌，每个收牌区从该点数开始按同花色向上叠放，从 K 循环到 A。若基准为 5，收牌区的顺序为 5、6、...、Q、K、A、2、3、4。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>第一张发出的牌位于第一列的底部，它决定&lt;b&gt;基准&lt;/b&gt;：同点数的其他牌作为收牌区的起始牌，每个收牌区从该点数开始按同花色向上叠放，从 K 循环到 A。若基准为 5，收牌区的顺序为 5、6、...、Q、K、A、2、3、4。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 张牌逐张正面朝上发到第一列；该列已有牌时出现的每张 K 会开始下一列，因此各列的长度每局都不同。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>洗好的牌中最后一张 K 最先发出，因此每列都以 K 开头。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>当第一张牌是 K 时，最后一列保持为空。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>A 不会发到牌列中：每张 A 一出现就放到收牌区。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>本游戏使用 %n 列。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>每张牌按洗牌顺序正面朝上发到其花色对应的牌列：梅花发到第一列，方块发到第二列，红桃发到第三列，黑桃发到第四列。其他牌列开始时为空。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 张牌正面朝上发到各列，每列 %2 张。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 张牌正面朝上从左边起发到各列：%2。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>没有空当：每张牌都留在牌列上或移到收牌区。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>上方是收牌区和 1 个&lt;b&gt;空当&lt;/b&gt;，空当只能放一张牌。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>上方是收牌区和每种花色各一个&lt;b&gt;空当&lt;/b&gt;，每个只能放一张该花色的牌：从左起依次为梅花、方块、红桃和黑桃。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>上方是收牌区和 %n 个&lt;b&gt;空当&lt;/b&gt;，每个只能放一张牌。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>最后一张牌发到空当。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>最后 %n 张牌发到空当。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>先发 A 牌，再发 2，使它们位于各列的最底层。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>放到最上面的牌小一点的收牌区上，不论花色：K 放在 Q 上，A 放在 K 上。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>牌列上永远不能叠放：只有牌列露出的牌或空当中的牌可以移动，它可以：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>放到露出的牌大一点且同花色的牌列上：红桃7放在红桃8上；</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>放到露出的牌大一点的牌列上，不论花色：任意 7 放在任意 8 上；</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>放到露出的牌大一点且颜色不同的牌列上：红色7放在黑色8上；</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>放入其花色的空当，如果该空当是空的；</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>放入一个空的空当（不能从一个空当移到另一个空当）；</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>放到最上面的牌小一点且颜色不同的收牌区上，不论花色：红色2放在梅花A上。</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>放到收牌区上，如果它是收牌区接下来要的点数，不论花色。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>只能作为从 K 到 A 的完整序列的一部分放到空收牌区上，13 张牌一次放上。</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>放到它的收牌区上，如果它是该花色的下一个点数：K 之后是另一张 A。</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>放到它的收牌区上，如果它是该花色的下一个点数。</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>只有牌列露出的牌（没有被压住的那张）或空当中的牌可以移动。一张牌可以：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>牌列上的点数也循环：K 可以放在 A 上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>牌列上点数循环，收牌区上则不循环：K 可以放在 A 上。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>牌列上点数不循环：那里 A 上不能放任何牌，K 也不能放在任何牌上。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>只有比基准小一点的牌（基准为 5 时为 4），或以它开头的序列，才能填入空牌列。空牌列不能作为纸牌移往别处的中转。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>只有国王牌或以国王牌开头的序列才能填入空牌列。空牌列不能作为纸牌移往别处的中转。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>任何牌都不能放入空牌列：牌列一旦为空就一直为空。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>任何牌，或任何足够短的序列，都可以填入空牌列。拖动会移动您抓住的牌及其下面的所有牌；单击或使用键盘会移动规则允许的最长序列。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>同花色按点数递减</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>按点数递减</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>按点数递减且颜色交替</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>纸牌一次移动一张，且只能从牌列移出：没有可移动的序列。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>牌列末端露出的一串牌（%1）无论多长都可以一次移动，与空当和空牌列的数量无关。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>纸牌一次移动一张：序列必须通过空当和空牌列一张一张地拆开。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>牌列末端露出的一串牌（%1），如果可以通过空的空当一张一张地移动，就可以一次移动；空牌列不起作用。有 &lt;i&gt;F&lt;/i&gt; 个空的空当时，可移动的最长序列为 %2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>例如，所有空当都为空时，一次可以移动 %1 张牌。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>牌列末端露出的一串牌（%1），如果可以通过空的空当和空牌列一张一张地移动，就可以一次移动。有 &lt;i&gt;F&lt;/i&gt; 个空的空当和 &lt;i&gt;E&lt;/i&gt; 个空牌列（不计序列要去的那一列）时，可移动的最长序列为 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>例如，所有空当和一个牌列为空时，可以把 %1 张牌移到另一列上，把 %2 张牌移入该空牌列本身。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>收牌区上的纸牌留在那里，不论首选项如何设置。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>收牌区最上面的牌可以取回到能接上的牌列上，代价为 10 分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>收牌区上的纸牌留在那里。首选项可以允许把收牌区最上面的牌取回到牌列上，代价为 10 分。</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>开启&lt;i&gt;自动移动安全的纸牌&lt;/i&gt;后，每走一步，收牌区能接的每张牌都会自动收上去：只有当低一级点数的牌全部收上去后，收牌区才接某个点数，因此牌桌上剩下的牌都不可能再放到它上面。当剩下的每张牌都能从原处依次收上去时，&lt;i&gt;完成&lt;/i&gt;会把其余的牌收上去。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>撤销会把您的一步和它引起的自动移动一起撤回。单击或双击一张牌，如果能接上，也会把它送到收牌区。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>开启&lt;i&gt;自动移动安全的纸牌&lt;/i&gt;后，每走一步，位于牌列末端的从 K 到 A 的完整序列都会自动收上去：它的 A 上不能放任何牌，因此它在牌桌上已经没有用处。当每列都由完整序列组成时，&lt;i&gt;完成&lt;/i&gt;会把其余的牌收上去。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>撤销会把您的一步和它引起的自动移动一起撤回。单击或双击完整序列的 A，会把该序列收上去。</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>开启&lt;i&gt;自动移动安全的纸牌&lt;/i&gt;后，只有在收牌区循环第二遍时，一张牌才会在每走一步后自动收上去：此时另一副牌中与它相同的牌已经收上去，并且牌桌上剩下的两副牌中都没有牌还能叠放到它上面。第一遍时，两张相同的牌中哪张收上去由您选择。当剩下的每张牌都能从原处依次收上去时，&lt;i&gt;完成&lt;/i&gt;会把其余的牌收上去。</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>开启&lt;i&gt;自动移动安全的纸牌&lt;/i&gt;后，每走一步，当只有一个收牌区能接某张牌且牌桌上剩下的牌都不可能再放到它上面时，它就会自动收上去：A，以及比它小一点、颜色不同的两张牌都已收上去的牌。两个收牌区都能接的牌由您来放。当剩下的每张牌都能从原处收上去时，&lt;i&gt;完成&lt;/i&gt;会把其余的牌收上去。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>撤销会把您的一步和它引起的自动移动一起撤回。单击或双击一张牌会把它送到第一个能接它的收牌区。</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>在此游戏中没有牌会自动收上去，不论首选项如何设置：四个收牌区争夺每个点数的牌，因此哪张牌何时放到哪里由您选择。当每列都不超过一张牌时，&lt;i&gt;完成&lt;/i&gt;会把其余的牌收上去。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>单击或双击一张牌会把它送到第一个能接它的收牌区。</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>每走一步，在牌桌上不再有用的纸牌会自动收上去：即牌桌上剩下的牌都不可能再叠放到它上面的牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>每走一步，在牌桌上不再有用的纸牌会自动收上去：A、2，以及牌桌上剩下的任何一副牌中都没有牌还能叠放到它上面的牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>每走一步，所有能放到收牌区的纸牌都会自动收上去：由于序列按同花色叠放，收牌区上的牌在牌桌上永远不会再被需要。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>每走一步，在牌桌上不再有用的纸牌会自动收上去：A、2，以及点数减一的牌已在全部四个收牌区上的牌。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>每走一步，在牌桌上不再有用的纸牌会自动收上去：A、2，以及另一种颜色的两个收牌区都已比它小一点的牌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>首先发出的基准牌永远不会自动收上去，因为最大点数的牌仍可能放到它上面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>A 永远不会自动收上去，因为 K 仍可能放到它上面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>开启&lt;i&gt;自动移动安全的纸牌&lt;/i&gt;后，%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>撤销会把您的一步和它引起的自动移动一起撤回。单击或双击一张牌，如果能接上，也会把它送到它的收牌区。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>空当接龙游戏 (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>游戏另存为</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>无法保存游戏</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>无法将游戏写入 {0}。

请检查该文件夹是否存在、可写且有空间，然后重试。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} 不是普通文件（而是设备、管道或文件夹），因此游戏没有写入那里，它也保持不变。

正在进行的游戏仍在牌桌上；请用其他名称保存。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>替换文件吗？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} 已存在。

要用此游戏替换它吗？</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>打开游戏</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>无法打开游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>无法打开 {0}：{1}。

正在进行的游戏保持不变。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>无法粘贴局面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>剪贴板中没有可玩的局面：{0}。

正在进行的游戏保持不变。</translation>
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
        <translation>设置局面</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>正在设置的牌桌</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>清空牌桌(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>当前牌桌(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>发出其余的牌(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>空当(&amp;C)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>用键盘放置(&amp;B)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>先键入纸牌，再键入去向：牌列（1-9、t、j、q、k）、空当（a-g、i、l-n）、h 表示收牌区，- 表示放回待放置的牌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>最近一次拒绝</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>局面检查</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>求解器结论</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>正在解决</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>能否获胜？(&amp;W)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>开始玩(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>玩并演示获胜(&amp;S)</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>就绪：这是 %1 的一个局面。开始玩，或询问它能否获胜。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>还不是一个局面：%1</translation>
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
        <translation>求解器正在寻找获胜方法...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>可获胜：求解器用 1 步获胜。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>可获胜：求解器用 %n 步获胜。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>已输：任何玩法都无法在此局面获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>未知：求解器在其时间内没有找到答案。</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>所有纸牌都已放置。把纸牌拖到这里可将其从牌桌上移走。</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>收牌区 %1 接比 %2 大一点且颜色不同的牌，而不是 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>收牌区 %1 接比 %2 大一点的牌，而不是 %3。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>一个空当只能放一张牌，而不是 %n 张。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>空当 %1 中已有 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>空当 %1 只能放 %2，不能放 %3。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>纸牌一次只能往收牌区放一张，而不是 %n 张一起。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 在其收牌区上位于 %2 之下：请先把那张拿走。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>交替颜色的收牌区以 A 开始，而不是 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>在此游戏中收牌区只接一步收上的完整序列：请在牌列中排好序列，在游戏中把它收上去。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>收牌区 %1 已满。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>收牌区接下来要点数 %1，而不是 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>%1收牌区只接%1，而不是 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>这里的收牌区从%1开始，而不是 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>王牌收牌区只接王牌，王牌也不能放到其他收牌区：不能放 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>%1收牌区已满。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>%1收牌区接比 %2 大一点的牌，而不是 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>还有 1 张牌待放置。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>还有 %n 张牌待放置。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>收牌区 %1 是空的：在此游戏中每个收牌区都从自己的一张牌开始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>所有纸牌都已在收牌区：没有可玩的。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>键入一张或多张牌，然后是去向：7H 3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>“%1”不是纸牌（7H、TD、KS）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>有一张牌被指定了两次。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>指定了 %1 张牌，而此游戏有 %2 张。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>“%1”不是此游戏的牌堆：牌列为 1-9、t、j、q 或 k，空当为 a-g、i 或 l-n，收牌区为 h（h2 为第二个），- 表示把牌放回。</translation>
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
        <translation>解法开始时的局面（Home）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>退回一步（Left）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>下一步（Right）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>解法的结尾（End）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>从这里开始玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>从显示的步骤起自己继续玩；之前的步数计为“解决”的步数</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>解法：按“从这里开始玩”继续玩，或按 Esc 返回您的游戏。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>现在是您的游戏，从解法的第 {0} 步开始。</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>第 {0} 步，共 {1} 步</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>已解决：最后一步赢得游戏。</translation>
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
        <translation>显示解法(&amp;L)</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>无法播放音效：无法在 {0} 中写入音效文件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>未找到用于播放音效的播放器：请安装 pw-play、paplay 或 aplay 以听到音效。</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n 张牌</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>储备牌堆 %1</translation>
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
        <translation>空当 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>收牌区</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>王牌收牌区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>收牌区 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1收牌区 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1收牌区</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>一张背面朝上的牌</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>已满，到 %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>空，首先接任意 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>到 %1，接下来接 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>到 %1，接下来接任意 %2</translation>
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
        <translation>%1，用于%2，空</translation>
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
        <translation>%1，空当 %2</translation>
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
            <numerusform>%1，%n 张的序列</numerusform>
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
            <numerusform>%1：拿起了 %n 张牌，从 %2 到 %3</numerusform>
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
            <numerusform>%n 张背面朝上的牌</numerusform>
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
        <translation>此游戏没有空当。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>空当，%n 个空闲：%1</numerusform>
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
        <translation>收牌区：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>王牌</translation>
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
        <translation>%1。自动：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
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
        <translation>无法读取统计文件，因此已新建一个。旧文件保留为 {0}。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>统计由更新版本的 FreeCell Qt 保存；只显示，不更新。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>无法将统计保存到 {0}（{1}）；游戏将在没有统计的情况下继续。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>无法读取 {0} 中的统计（{1}）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>无法保存统计：磁盘已满。有空间后将会保存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>暂时无法保存统计：另一个程序正在使用该文件。文件空闲后将会保存。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>处理该文件耗时过长，文件可能已损坏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>另一个程序正在使用该文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>统计</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>游戏数：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>赢局：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>胜率：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>连续记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>本次记录：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>连赢记录：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>连输记录：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>最佳获胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>最短时间：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>最小移牌数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>最高得分：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>达到或低于标准步数的胜局：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>每日牌局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>玩过的日期：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>赢过的日期：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>本次记录：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>最佳记录：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>挑战</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>挑战成功：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>最少空当：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>已玩的游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>时间</translation>
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
        <translation>回顾(&amp;V)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>重置(&amp;R)...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>最近的游戏：</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>按难度</translation>
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
        <translation>未评级</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>赢 %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>输 %n 局</numerusform>
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
        <translation>自定义牌面</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>由“解决”完成：计为已玩，不计为获胜</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>已解决</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>赢</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}，自定义牌面</translation>
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
        <translation>输</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>游戏代码：无（手动摆放的牌面）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>游戏代码：{0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>要忘掉 {0} 的所有已完成游戏吗？此操作无法撤销。</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>统计(&amp;T)...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>游戏回顾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>无法回顾此游戏：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>无法回放此游戏：{0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>自定义牌面</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>统计已恢复保存。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>返回您的游戏（Esc）</translation>
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
        <translation>方块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>第一张王牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>第二张王牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 从收牌区取回</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 到空当 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 到空当</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 及其下面的 %n 张牌到收牌区</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 到收牌区</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 放到%2上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 及其下面的 1 张牌放到%2上</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 及其下面的 %n 张牌放到%2上</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 及其下面的 1 张牌到第 %2 列</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 及其下面的 %n 张牌到第 %2 列</numerusform>
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
        <translation>完成：1 张牌到收牌区</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>完成：%n 张牌到收牌区</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>发牌时：%n 张牌到收牌区</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1（+%n 自动）</numerusform>
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
        <translation>空当接龙纸牌游戏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>所有纸牌一目了然的接龙：Microsoft 牌局编号和游戏代码</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;空当接龙;空当;solitaire;接龙;patience;纸牌;cards;扑克;forecell;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>所有纸牌一目了然的接龙游戏</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>空当接龙是一种 52 张牌全部正面朝上发出的接龙游戏：借助最多四个空当，将四个收牌区从 A 到 K 依次叠好。几乎每个牌局都能获胜，而且每局都是一道独特的谜题。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>与 Microsoft 兼容的牌局编号，以及能让朋友玩到完全相同牌局的游戏代码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>24 种游戏：有 0 到 4 个空当的空当接龙、ForeCell 接龙、面包师接龙、八空当接龙、海港塔接龙、企鹅接龙、两副和三副牌的游戏，以及你自己的游戏</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>求解器：给出提示、替你完成游戏，并告诉你是否仍可获胜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>从容易到专家分级的牌局、每日牌局、统计，以及每局游戏的回顾</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>支持鼠标、键盘和触控操作，无限撤销，牌桌可由屏幕阅读器跟读</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>浅色和深色模式，支持 25 种语言</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>牌局 1，走了两步之后：梅花和黑桃 A 已放上收牌区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>深色模式下的同一局游戏，使用深色绒布</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>蓝色绒布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>在又高又窄的窗口中使用大索引牌</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>无步可走</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>已经无步可走</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>您可以撤销上一步，从头重新开始此牌局，或开始新游戏。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>回顾(&amp;V)</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>牌桌。方向键在牌堆之间移动，空格拿起和放下，R 朗读牌堆，L 朗读空当，U 朗读收牌区，Alt 加数字朗读一列。</translation>
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
        <translation>已解决</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>由计算机解决</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>这局游戏由“解决”完成，因此在统计中不计为获胜。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>您赢了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>恭喜，您赢了！</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>得分：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>连胜：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>未评级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>难度：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1（您的游戏：%2，含自动移动）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>标准步数：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>低于标准步数！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>达到标准步数！</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
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
        <translation>回顾(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>显示解法(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>这是您在这个牌局中的首次获胜。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>这是您 %n 次获胜中的最佳时间。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>您的时间在 %n 次获胜中排第 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>这是您 %n 次获胜中的最高得分。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>您的得分在 %n 次获胜中排第 %1。</numerusform>
        </translation>
    </message>
</context>
</TS>
