<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>게임 포기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>진행 중인 게임을 포기하시겠습니까?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>통계에서 패배로 기록됩니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>포기(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>계속 플레이(&amp;K)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>다시 묻지 않음(&amp;D)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>진행 중인 게임을 포기하고 %1을(를) 플레이하시겠습니까?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1, %2~%3개의 빈 셀</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>FreeCell Qt 정보</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;데스크톱용 프리셀 계열 솔리테어: %4 또는 직접 만든 게임. Microsoft 판 번호, 게임 코드, 연속 이동, 무제한 실행 취소를 지원합니다.&lt;/p&gt;&lt;p&gt;MIT 라이선스로 배포되는 자유 소프트웨어입니다.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>힌트를 계산할 수 없습니다: 솔버가 실패했습니다.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>이 판은 이길 수 없습니다. 추측한 수입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>이 게임은 더 이상 이길 수 없습니다. 추측한 수입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>생각 중...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>가능한 이동이 없습니다.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>해법을 찾는 중...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>해법 없음: 이 판은 이길 수 없습니다.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>여기서부터는 해법 없음: 이 게임은 더 이상 이길 수 없습니다.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>제한 시간 안에 해법을 찾지 못했습니다.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>이길 수 있었던 마지막 위치를 찾는 중...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>이 판은 처음부터도 이길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>제한 시간 안에 이길 수 있는 지점을 찾지 못했습니다. 이 판을 이길 수 있는지는 알 수 없습니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>제한 시간 안에 이길 수 있는 지점을 찾지 못했습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>아직 이길 수 있었던 마지막 지점인 {0}번째 이동으로 돌아갔습니다.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>이 판은 이길 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>이 판은 아직 이길 수 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>이 판은 더 이상 이길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>이 판은 이길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>이 판을 이길 수 있는지 아직 알 수 없습니다. 탐색이 계속되고 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>이 판을 이길 수 있는지는 알 수 없습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>컴퓨터가 풀었습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>이겼습니다! %2번 이동으로 점수 %1점.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>남은 이동이 없습니다.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>이 플레이어의 FreeCell Qt가 이미 실행 중이지만 응답하지 않습니다. 창을 닫거나 응답할 때까지 기다린 다음 게임을 다시 시작하십시오.</translation>
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
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>풀기(데모)(&amp;S)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>어디서 잘못했나요?(&amp;W)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>힌트: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>힌트(추측, 해법을 찾지 못함): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>확인 중...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>이길 수 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>더 이상 이길 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>처음부터 이길 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>이길 수 있는지 아직 찾는 중...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>이길 수 있는지 알 수 없음</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>풀기 일시 정지: Space를 누르면 계속하고, Esc를 누르거나 클릭하면 멈춥니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>천천히 푸는 중: +는 빠르게, -는 느리게, Space는 일시 정지, Esc나 클릭은 멈춤.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>푸는 중: +는 빠르게, -는 느리게, Space는 일시 정지, Esc나 클릭은 멈춤.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>빠르게 푸는 중: +는 빠르게, -는 느리게, Space는 일시 정지, Esc나 클릭은 멈춤.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>멈췄습니다.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>진행 중인 게임을 {0}에 저장할 수 없습니다. 게임은 계속되지만 다음 실행 시에는 남아 있지 않습니다.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>저장된 게임을 읽을 수 없고({0}) 다른 곳으로 옮길 수도 없습니다. 새 게임을 시작합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>저장된 게임을 읽을 수 없습니다({0}). 새 게임을 시작하며 이전 파일은 {1}(으)로 보관됩니다.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>첫 도전</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>하루 완주</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>힘겨운 승리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>빈 셀 없이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>기준 달성</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>10연승</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>황금의 달</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>일일 도전 하나를 이기세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>하루의 일일 도전 세 개를 모두 이기세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>어려움 난이도의 일일 도전을 이기세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>빈 셀이 없는 게임을 이기세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>판을 기준 이동 수 이내로 이기세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>게임을 10번 연속으로 이기세요.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>한 달의 모든 날을 완료하세요: 금 트로피.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>동 트로피</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>은 트로피</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>금 트로피</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>그날의 세 판을 모두 이기면 그날이 완료됩니다. 동: 한 달에 {0}일, 은: {1}일, 금: 모든 날.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n일 연속</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../../freecell_qt/words/board_words.py" line="+59"/>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>line %1: card %2 is already on line %3: %4 is in the deck once</source>
        <translation>%1번째 줄: 카드 %2은(는) 이미 %3번째 줄에 있습니다. %4은(는) 덱에 한 장뿐입니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>%1번째 줄: 카드 %2이(가) 이미 %4번째 줄에 %3번 있습니다. %5은(는) 덱마다 한 장뿐입니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>%1번째 줄: 카드 %2이(가) 이미 %4번째 줄에 %3번 있습니다. %5은(는) 덱마다 한 장뿐입니다</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>배치에 카드가 %1장 있습니다. 빠진 카드: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>%1번째 줄: %2 파운데이션이 두 번 지정되었습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>%1번째 줄: %2 파운데이션이 %3번 지정되었습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>%1번째 줄: 빈 셀에 카드가 한 장 있지만 이 게임에는 빈 셀이 없습니다</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>%1번째 줄: 빈 셀에 카드가 %n장 있지만 이 게임의 빈 셀은 %2개입니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>%1번째 줄: 알 수 없는 카드 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>%1번째 줄: %2은(는) 조커인데, 이 게임은 조커 없이 진행됩니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>%1번째 줄: 두 번째 %2 줄입니다(첫 번째는 %3번째 줄)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>이 게임의 배치에는 스택 줄이 %1개 있어야 하는데, 이 배치에는 %2개 있습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>배치에 카드가 %2장이 아니라 %1장 있습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>%1번째 줄: 파운데이션 &apos;%2&apos;이(가) H-A나 S-0 형식이 아닙니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>%1번째 줄: 파운데이션이 %3개(색 교대 시 %4개)가 아니라 %2개입니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>%1번째 줄: 파운데이션이 %3개가 아니라 %2개입니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>%1번째 줄: %2 파운데이션에는 이 카드들이 들어갈 수 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>%1번째 줄: 색 교대 파운데이션은 %2이(가) 아니라 에이스로 시작합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>%1번째 줄: 파운데이션에서 %2은(는) %3 다음에 올 수 없습니다. 각 카드는 아래 카드보다 한 단계 높아야 합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>%1번째 줄: 파운데이션에서 %2은(는) %3 다음에 올 수 없습니다. 색이 번갈아야 합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>%1번째 줄: 파운데이션에는 최대 %2장이 들어가는데 이 파운데이션은 %3장입니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>%1번째 줄: 기준 &apos;%2&apos;은(는) 5나 Q 같은 숫자가 아닙니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>%1번째 줄: [5H]처럼 뒷면이 보이는 카드는 앞면이 보이는 카드 아래에 놓이며, 스택의 맨 위 카드는 앞면이 보입니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>텍스트 길이가 %1자입니다. 배치는 최대 %2자입니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>텍스트에 배치가 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>%1번째 줄: 규칙 %2은(는) 어떤 게임도 가리키지 않습니다(Rules: 줄은 C4K8R0BAFAMSDR과 같은 형식입니다)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>배치에 빈 셀이 %1개 있습니다. 게임의 빈 셀은 최대 %2개입니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>모든 카드가 파운데이션에 있습니다. 플레이할 것이 없습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>위치의 빈 셀은 %1개이지만 게임의 빈 셀은 %2개입니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>위치의 스택은 %1개이지만 게임의 스택은 %2개입니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>위치의 파운데이션은 %1개이지만 게임의 파운데이션은 %2개입니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>%1에서는 각 파운데이션이 자체 카드로 시작하지만 위치에 그 카드가 없습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>위치의 파운데이션에 여러 무늬의 카드가 있지만 %1에서는 파운데이션마다 한 무늬만 받습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>빈 셀 %1에는 %3이(가) 아니라 %2만 들어갑니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>위치에 뒷면이 보이는 카드가 있지만 %1에서는 모든 카드를 앞면이 보이게 돌립니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>파운데이션이 %1부터 시작하지만 %2에서는 에이스부터 시작합니다</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>파일 {0}이(가) {1}MB를 넘습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>파일 {0}은(는) 일반 파일이 아닙니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>파일 {0}을(를) 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>파일 {0}이(가) 손상되었습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>파일 {0}의 압축을 풀면 {1}MB를 넘습니다.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>{0}이(가) 없습니다(SVG에 “{1}” 요소가 없음).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>뒷면이 없습니다(SVG에 “back” 요소가 없음).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>파일 {0}은(는) SVG 그림이 아닙니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>게임 자체 덱은 불러오지 않고 직접 그립니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>파일 {0}이(가) 없습니다.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>문제가 발생했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt에서 예기치 않은 오류가 발생했습니다. 게임은 계속되지만 일부 기능이 제대로 작동하지 않을 수 있습니다.

자세한 내용은 {0}에 있습니다. 문제를 보고할 때 이 파일을 첨부해 주십시오.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt에서 예기치 않은 오류가 발생했습니다. 게임은 계속되지만 일부 기능이 제대로 작동하지 않을 수 있습니다. 자세한 내용을 데이터 폴더에 기록할 수 없었습니다.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>색 교대</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>일치하는 짝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>무늬 무관</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>없음: 쌓기 불가</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>아무 카드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>킹만</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>빈 셀과 스택이 허용하는 만큼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>모든 연속 카드를 한 번에</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>한 번에 한 장씩</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>무늬별, 에이스부터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>무늬별, 처음 돌린 카드부터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>무늬별, 첫 카드의 숫자부터, 그 숫자는 모두 올림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>숫자별, 돌린 카드 네 장부터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>색 교대, 에이스 두 장부터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>무늬별, 에이스 네 장부터 두 바퀴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>숫자별, 파운데이션 하나, 에이스 모두 먼저</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>킹마다 새 스택 시작</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>킹마다 새 스택 시작, 에이스는 올림</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>줄마다, 에이스는 올림</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>배분(&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>파운데이션 쌓기 방식(&amp;P):</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>스택(&amp;O):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>셀에 돌리는 카드(&amp;D):</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>덱(&amp;C):</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>줄마다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>에이스와 2를 가장 깊이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>무늬마다 자기 스택으로</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>무늬마다 셀 하나(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>포 컬러스처럼: 빈 셀 a에는 클로버만, b에는 다이아몬드, c에는 하트, d에는 스페이드만 들어갑니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>내려 쌓기 방식(&amp;B):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>빈 스택 채우기(&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>연속 이동(&amp;S):</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>일일 도전</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>플레이</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>그날의 판</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>트로피</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>업적</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>획득 방법</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>{0}번 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>이김</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>도전은 해당 월 안에서만 인정됩니다: 이 날은 더 이상 도전으로 플레이할 수 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0}에 %n일 완료.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} 획득.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>%n일에 {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>연속 완료한 날: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(최고 %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>달성한 이정표: {0}일.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>일일 도전(&amp;H)...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>{0}의 일일 도전, {1}: {2}번 판.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>획득: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>%1 에이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>%1 잭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>%1 퀸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>%1 킹</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>빨간색 에이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>검은색 에이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>빨간색 잭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>검은색 잭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>빨간색 퀸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>검은색 퀸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>빨간색 킹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>검은색 킹</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>첫 번째 조커</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>두 번째 조커</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>빨간색 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>검은색 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>아무 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1을(를) 올릴 수 없습니다. 파운데이션에는 다음으로 %2이(가) 필요합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>에이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>잭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>퀸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>킹</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1을(를) %2 위에 놓을 수 없습니다. 킹은 어떤 카드 위에도 놓을 수 없고 빈 스택만 채울 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1을(를) %2 위에 놓을 수 없습니다. %3은(는) %4 위에 놓습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>%1부터 %2까지의 연속 카드 중 어느 것도 %3 위에 놓을 수 없습니다. 에이스 위에는 아무것도 놓을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>%1부터 %2까지의 연속 카드 중 어느 것도 %3 위에 놓을 수 없습니다. 그 카드에는 %4이(가) 놓입니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>이 게임에는 빈 셀이 없습니다. 빈 셀 %1은(는) 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>이 게임에는 빈 셀 a만 있습니다. 빈 셀 %1은(는) 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>이 게임의 빈 셀은 a부터 %1까지입니다. 빈 셀 %2은(는) 없습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>%1번 스택의 카드 한 장은 %3이(가) 아니라 %2 위에 놓입니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%1번 스택의 카드 %n장은 %3이(가) 아니라 %2 위에 놓입니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>%1번 스택의 맨 아래 카드만 그곳으로 이동할 수 있습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>%1번 스택의 맨 아래 카드 %n장만 연속 카드를 이룹니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1은(는) 빈 스택을 포함해 어떤 스택에도 놓을 수 없습니다. 조커는 빈 셀로 가거나 파운데이션으로 올라갑니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>조커 파운데이션이 비어 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>조커(%1) 위에는 아무것도 놓을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1은(는) 클로버, 스페이드, 하트 파운데이션이 완성된 뒤에만 올라갈 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>%1번 스택이 비어 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>빈 셀 %1이(가) 비어 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>뒷면이 보이는 카드는 옮길 수 없습니다. 그 위의 카드가 모두 떠나면 앞면이 보이게 뒤집힙니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>%1번 예비 더미가 비어 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>%1번 예비 더미가 가득 찼습니다. 카드 %2장까지 들어갑니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>예비 더미에는 카드를 한 번에 한 장씩만 놓을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>%1번 예비 더미에 카드가 있습니다. 예비 더미는 비어 있을 때만 카드를 받습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>예비 더미에는 카드를 놓을 수 없습니다. 카드를 내주기만 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>파운데이션에서 카드를 되돌릴 수 없습니다. 환경설정에서 이 옵션이 꺼져 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>%1 파운데이션이 비어 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>이 게임의 스택은 1부터 %1까지입니다. %2번 스택은 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>이 게임의 파운데이션은 %1개입니다. %2번 파운데이션은 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>이 게임에서는 킹이나 킹으로 시작하는 연속 카드만 빈 스택을 채울 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>이 게임에서 파운데이션은 %1부터 시작합니다. %2 카드나 그 카드로 시작하는 연속 카드만 빈 스택을 채울 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>이 게임에서 빈 스택은 비어 있는 채로 남습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>이 게임에서는 스택 간에 카드를 한 번에 한 장씩만 옮깁니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1을(를) 올릴 수 없습니다. %2 파운데이션은 %3부터 시작합니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>빈 셀 %2에 카드가 있는 동안 %1번 스택의 맨 위 카드는 뒷면이 보이게 놓여 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>%1번 더미는 카드가 있는 %2번 더미 아래에 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>%1번 더미는 %2번 더미 아래에 있습니다. %2번 더미의 카드 %3장 전부만 한꺼번에 그 위로 떨어뜨릴 수 있습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>빈 셀 %1에는 %3이(가) 아니라 %2만 들어갑니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>이 게임에서 파운데이션의 카드는 그대로 남습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>이 게임에서는 스택 위에 카드를 놓을 수 없습니다.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1을(를) 올릴 수 없습니다. 파운데이션에는 다음으로 이 숫자가 필요합니다: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>%1번 파운데이션이 가득 찼습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>%1번 파운데이션에는 다음으로 %3이(가) 아니라 %2이(가) 필요합니다.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>빈 셀에 카드 %1장을 돌리지만 빈 셀은 %2개뿐입니다. 셀을 늘리거나 카드를 줄이십시오.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>어떤 스택에도 카드가 두 장 이상 없을 때만 게임을 마칠 수 있습니다.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>게임 코드 &apos;%1&apos;: &apos;%2&apos;(으)로 시작하는 게임 코드는 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>게임 코드 &apos;%1&apos;: 셀 부분 &apos;%2&apos;은(는) C0부터 C8까지여야 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>게임 코드 &apos;%1&apos;: 빈 셀 %2개는 범위(%3~%4)를 벗어납니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>게임 코드 &apos;%1&apos;: %2은(는) 빈 셀 %3개로 플레이합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>게임 코드 &apos;%1&apos;: 규칙 부분을 읽을 수 없습니다(%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>게임 코드 &apos;%1&apos;은(는) 어떤 코드보다도 깁니다.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1을(를) 올릴 수 없습니다. %2 파운데이션은 에이스부터 시작합니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1을(를) 아직 올릴 수 없습니다. %2이(가) 먼저입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>카드는 빈 셀에서 다른 빈 셀로 옮길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>파운데이션의 카드는 스택으로만 되돌릴 수 있습니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>빈 셀 %1이(가) 사용 중입니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>카드 %1장 중 지금은 최대 %2장만 옮길 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>여기서부터는 게임을 마칠 수 없습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1을(를) 올릴 수 없습니다. 파운데이션에는 다음으로 숫자 %2이(가) 필요합니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>%1번 파운데이션에는 다음으로 %3이(가) 아니라 %2이(가) 필요합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>빈 셀이나 파운데이션의 맨 위 카드만 옮길 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>파운데이션에는 카드를 한 번에 한 장씩 올립니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>빈 셀에는 카드 한 장만 들어갑니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>이 게임에서는 킹부터 에이스까지 색을 번갈아 이어진 완전한 연속 카드만 13장 한꺼번에 올라갈 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>모든 파운데이션에 연속 카드가 올라가 있습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>모든 스택이 킹부터 에이스까지의 완전한 연속 카드로만 이루어져 있을 때만 게임을 마칠 수 있습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>킹마다 스택을 시작하는 경우 스택 수는 킹의 수(%1)와 같거나 하나 더 많아야 하며, %2개일 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>빈 셀의 카드가 해당 스택의 맨 위 카드를 뒷면이 보이게 뒤집는 경우 빈 셀마다 스택이 하나씩 있어야 합니다. 빈 셀 %1개, 스택 %2개입니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>게임에서 이겼습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>모든 스택이 각각 연속 카드일 때만 게임을 마칠 수 있습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>남은 모든 카드를 놓인 자리에서 차례대로 올릴 수 있을 때만 게임을 마칠 수 있습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>실행 취소할 것이 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>다시 실행할 것이 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>기록에 %1 지점이 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>&apos;%1&apos;은(는) 판 번호가 아닙니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>판 번호 %1은(는) 범위(1~%2)를 벗어납니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>판 번호는 %1이(가) 아니라 정수여야 합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>게임 코드 &apos;%1&apos;: &apos;%2&apos;은(는) A~Z 문자, 숫자, 대시가 아닙니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>게임 코드 &apos;%1&apos;은(는) FC1-C4-AAAAAKH처럼 세 부분이어야 합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>게임 코드 &apos;%1&apos;: 형식 버전 &apos;%2&apos;이(가) 1이 아닙니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>게임 코드 &apos;%1&apos;: 판 부분 &apos;%2&apos;은(는) A~Z 문자 7개여야 합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>게임 코드 &apos;%1&apos;: 판 %2은(는) 범위(1~%3)를 벗어납니다.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>이 게임에서는 파운데이션에서 카드를 되돌릴 수 없습니다. 되돌리기를 끈 상태로 시작한 게임입니다.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>도전과 쉬운 판</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>솔버가 필요로 하는 만큼 적은 빈 셀로 프리셀 판을 이기세요. 아래의 각 판은 이길 수 있는 최소 빈 셀 수에 따라 나열됩니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>빈 셀 1개(%1판)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>빈 셀 %n개(%1판)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>최소 셀 수(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>도전 플레이(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>초보자용: 쉬운 판(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>솔버가 쉬움으로 평가한, 빈 셀 4개의 무작위 프리셀 판</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>에이스 올림(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>시작 전에 에이스 4장이 파운데이션에 있는 프리셀: 더 쉬운 게임</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>%1번 판, 빈 셀 1개</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>%1번 판, 빈 셀 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>도전: 최소 셀(&amp;F)...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>도전과 쉬운 판(&amp;E)...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>초보자용: 쉬운 판(&amp;B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>에이스 올림: 더 쉬운 프리셀(&amp;I)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>도전: %1번 판, 빈 셀 1개</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>도전: %1번 판, 빈 셀 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>최소 셀 도전은 번호로 돌린 프리셀 판에만 적용됩니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>최소 셀 수는 난이도 평가와 함께 구해지는데, 솔버 판정이 숨겨져 있는 동안에는 평가도 숨겨집니다: 환경설정에서 켜세요.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>최소 셀 수를 구하는 중...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>이 판은 이길 수 없으므로 도전이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>솔버가 제한 안에 이 판의 최소 빈 셀 수를 확정하지 못해 도전을 제공하지 않습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>최소 셀 도전</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>도전: 빈 셀 1개로 이 판 이기기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>솔버는 %1번 판을 빈 셀 1개로 이기며 그보다 적게는 이기지 못합니다. 같은 판을 그 셀 수로 다시 시작합니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>도전: 빈 셀 %n개로 이 판 이기기</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>솔버는 %1번 판을 빈 셀 %n개로 이기며 그보다 적게는 이기지 못합니다. 같은 판을 그 셀 수로 다시 시작합니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>도전 시작(&amp;S)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>도전 성공: %1번 판을 빈 셀 1개로 이겼습니다!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>도전 성공: %1번 판을 빈 셀 %n개로 이겼습니다!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>에이스를 올린 프리셀: 에이스 4장이 파운데이션에서 시작합니다. 기록은 프리셀과 따로 보관됩니다.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>파일이 %1MB보다 큽니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>파일이 텍스트(UTF-8)가 아닙니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>파일이 비어 있습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>파일이 올바른 JSON이 아닙니다(%1번째 줄, %2번째 열: %3). 파일이 잘렸을 수 있습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>파일이 올바른 JSON이 아닙니다(%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>파일을 읽을 수 없습니다(%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>파일에 저장된 게임이 없습니다(JSON 객체 없음)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>파일이 FreeCell Qt 게임이 아닙니다(형식 %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>파일에 버전 번호가 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>더 새로운 FreeCell Qt(버전 %1)에서 작성한 파일입니다. 열려면 앱을 업데이트하십시오</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>알 수 없는 파일 버전 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>플레이 시간은 0 이상의 초 단위 숫자여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>힌트 수는 0 이상의 정수여야 합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>파일에 게임이 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>파일의 게임이 올바르지 않습니다: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>게임의 단계가 %1개로, 허용된 %2개보다 많습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>%1단계의 이동이 한 단계에 허용된 %2개보다 많습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>게임의 이동이 허용된 %1개보다 많습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>플레이 시간이 %1년보다 깁니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>힌트 수가 %1보다 많습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>파일이 일반 파일이 아닙니다(폴더, 장치 또는 파이프)</translation>
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
        <translation>이 카드는 갈 곳이 없습니다.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>다시 보기: 플레이하려면 &apos;여기서부터 계속&apos;을 누르고, 원래 게임으로 돌아가려면 Esc를 누르십시오.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>실행 취소 기록</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>게임을 되돌릴 지점을 선택하십시오. 실행 취소한 단계는 회색으로 표시되며 새로 이동하기 전까지 다시 실행할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>진행한 단계</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>번호</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>이동(&amp;G)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>실행 취소됨: 다시 실행 가능</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>현재 게임 위치</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>배분</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="-123"/>
        <location line="+2"/>
        <source>How to Play</source>
        <translation>게임 방법</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>마무리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;모든 스택이 각각 하나의 연속 카드가 되면 사실상 이긴 것입니다. &lt;b&gt;마무리&lt;/b&gt; 단추를 누르면 모든 카드가 올라갑니다. &lt;i&gt;자동으로 마무리&lt;/i&gt;를 켜면 저절로 진행됩니다. 가능한 이동이 전혀 없으면 실행 취소하거나, 판을 다시 시작하거나, 새 게임을 시작할 수 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;파운데이션에 올린 카드는 한 장당 10점, 빈 셀에서 스택으로 옮긴 카드는 한 장당 5점을 얻습니다. 파운데이션에서 되돌린 카드는 10점이 깎입니다. 실행 취소하면 점수도 되돌아가며, 점수는 0 아래로 내려가지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>판 번호와 게임 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;모든 판에는 1부터 2,147,483,647까지의 번호가 있으며 Windows의 고전 게임과 같습니다. 같은 번호는 모든 게임에서 같은 섞기를 만들고, 그 게임의 배치로 돌려집니다. 프리셀 11982번 판은 이길 수 없는 것으로 유명합니다. &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; 같은 &lt;b&gt;게임 코드&lt;/b&gt;는 게임, 빈 셀 수, 판을 나타내므로 친구가 입력하면 똑같은 게임을 플레이합니다. 둘 중 하나를 입력하려면 &lt;i&gt;번호나 코드로 판 플레이&lt;/i&gt;를 사용하십시오.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>난이도와 이길 수 있는 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;각 판은 &lt;b&gt;쉬움&lt;/b&gt;, &lt;b&gt;중간&lt;/b&gt;, &lt;b&gt;어려움&lt;/b&gt;, &lt;b&gt;전문가&lt;/b&gt;로 평가됩니다. 평가는 먼저 그 판을 이길 수 있는 최소 빈 셀 수(솔버가 게임의 셀 수로 시도한 다음 하나씩 줄여 가며 시도)를 세고, 그다음 솔버가 승리를 찾기까지 얼마나 오래 탐색했는지를 봅니다. 판에 필요한 셀 하나는 열 배 긴 탐색과 같은 무게입니다. 시간이 아니라 위치 수를 기준으로 하므로 같은 판은 어느 컴퓨터에서나 같은 평가를 받습니다.&lt;/p&gt;&lt;p&gt;&lt;i&gt;옵션을 지정하여 새 게임&lt;/i&gt;에서 &lt;i&gt;이길 수 있는 판만&lt;/i&gt;을 켜면 솔버가 승리를 찾은 무작위 판만 돌리고, &lt;i&gt;난이도&lt;/i&gt;를 고르면 그 평가의 무작위 판을 요청합니다. 솔버가 찾는 동안에도 계속 플레이할 수 있으며 &lt;b&gt;Esc&lt;/b&gt;를 누르면 탐색을 멈춥니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>화면 낭독기로 플레이하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;테이블은 틀이 어느 더미에 있는지 화면 낭독기에 알려 줍니다. 예를 들면 &lt;i&gt;하트 7, 3번 스택, 카드 5장, 맨 위 카드&lt;/i&gt;나 &lt;i&gt;빈 셀 b, 비어 있음&lt;/i&gt;과 같습니다. 또한 각 이동, 저절로 올라가는 카드, 이동이 거부된 이유, 힌트, 판을 아직 이길 수 있는지, 승리를 알려 줍니다. 테이블을 들으려면: &lt;b&gt;R&lt;/b&gt;은 틀이 있는 더미의 모든 카드를 읽고, &lt;b&gt;L&lt;/b&gt;은 빈 셀을, &lt;b&gt;U&lt;/b&gt;는 파운데이션을 읽으며, &lt;b&gt;Alt&lt;/b&gt;와 숫자를 누르면 그 스택을 읽습니다(&lt;b&gt;Alt+3&lt;/b&gt;은 3번 스택). 읽기는 카드나 틀을 움직이지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;화살표 키로 더미 사이에서 틀을 옮깁니다. &lt;b&gt;Space&lt;/b&gt;나 &lt;b&gt;Enter&lt;/b&gt;를 누르면 그곳의 카드를 집어서 다음에 고른 더미에 내려놓습니다. &lt;b&gt;Esc&lt;/b&gt;를 누르면 놓습니다. 이동을 입력할 수도 있습니다. 스택 번호를 입력한 다음 갈 곳(다른 스택, 빈 셀, 또는 파운데이션은 &lt;b&gt;h&lt;/b&gt;)을 입력합니다. &lt;b&gt;3&lt;/b&gt; 다음 &lt;b&gt;h&lt;/b&gt;를 누르면 3번 스택의 드러난 카드를 파운데이션으로 보냅니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;10번 이상의 스택은 %1(으)로 입력합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1번 이후의 더미에는 전용 키가 없습니다. 화살표 키로 이동하세요. 왼쪽/오른쪽은 같은 층 안에서, 위/아래는 위층이나 아래층으로 이동합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;빈 셀은 &lt;b&gt;a&lt;/b&gt;부터 &lt;b&gt;%1&lt;/b&gt;까지 문자로 표시됩니다(&lt;b&gt;h&lt;/b&gt;는 파운데이션). &lt;b&gt;3&lt;/b&gt; 다음 &lt;b&gt;a&lt;/b&gt;를 누르면 3번 스택의 드러난 카드를 첫 번째 빈 셀로 옮깁니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>%1 게임 방법</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>키보드</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>레슨</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>건너뛰기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>다음 단계로 넘어가기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>레슨 끝내기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>원래 게임으로 돌아가기(Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>판 플레이하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>레슨을 끝내고 플레이하기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>다시 하기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>1단계부터 레슨을 한 번 더</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>지금 레슨 시작하기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>괜찮습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>레슨은 도움말 메뉴에 계속 있습니다</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>첫 레슨(&amp;L)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>레슨 끝내기</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>프리셀이 처음이신가요?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>짧은 레슨을 해 보세요. 작은 판으로 8단계, 약 3분이 걸립니다. 그동안 진행 중인 게임은 그대로 기다립니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>레슨은 언제든 도움말 메뉴에 있습니다: &apos;첫 레슨&apos;.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>잘했습니다!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>레슨 판을 이겼습니다. 이제 프리셀의 모든 이동을 알게 되었습니다. &apos;판 플레이하기&apos;를 누르거나 레슨을 다시 해 보세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>{1}단계 중 {0}단계</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>카드는 색이 다르고 숫자가 하나 높은 카드 위에 놓을 수 있습니다. 예를 들어 빨간색 잭은 검은색 퀸 위에 놓습니다. {0}을(를) {1} 위로 끌어 놓으세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>왼쪽 위의 빈 셀에는 각각 아무 카드나 한 장씩 놓을 수 있습니다. {0}을(를) 빈 셀에 놓아 그 아래 카드가 드러나게 하세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>오른쪽 위의 파운데이션에는 무늬별로 에이스부터 쌓아 올립니다. {0}을(를) 파운데이션으로 올리세요. 그곳으로 끌어 놓거나 더블 클릭하면 됩니다. 직접 하는 게임에서는 더 이상 필요 없는 카드가 저절로 올라갑니다(자동 이동).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>색이 번갈아 가며 순서대로 놓인 카드는 함께 이동합니다. 최대 (빈 셀 + 1) × 2^(빈 스택)장이며, 여기서는 {0}장입니다. {1}을(를) {2} 위로 끌어 놓으세요. 그 아래 카드도 함께 옮겨집니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>규칙이 허용하지 않는 이동은 게임이 거부하고, 그 이유를 창 아래쪽에 알려 줍니다. 한번 해 보세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>규칙이 허용하지 않는 이동은 게임이 거부하고, 그 이유를 창 아래쪽에 알려 줍니다. 직접 해 보세요. {0}을(를) {1} 위로 끌어 놓으세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>아무 이동이나 한 다음 실행 취소(Ctrl+Z)로 되돌리세요.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>모든 이동은 되돌릴 수 있습니다. 지금 Ctrl+Z(실행 취소)를 누르세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>게임 메시지: “{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>무엇을 해야 할지 모르겠나요? H(힌트)를 누르면 게임이 좋은 이동을 표시합니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>이제 이 판을 이기세요. 모든 카드를 파운데이션으로 옮기면 됩니다. 힌트(H)는 마음껏 쓰세요. 카드가 순서대로 놓이면 마무리(Ctrl+F)가 나머지를 올립니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>여기서는 할 수 없습니다. 실행 취소(Ctrl+Z)로 이동을 되돌리거나 &apos;건너뛰기&apos;를 누르세요.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>단추 더 보기</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>옵션을 지정하여 새 게임(&amp;W)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>판 다시 시작(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>번호나 코드로 판 플레이(&amp;P)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>오늘의 판(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>게임 코드 복사(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>위치 복사(&amp;Y)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>위치 붙여넣기(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>위치 설정(&amp;U)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>게임 열기(&amp;O)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>다른 이름으로 게임 저장(&amp;S)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>실행 취소 기록(&amp;T)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>게임 검토(&amp;V)...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>마무리(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>전체 화면(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>도구 모음(&amp;T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>환경설정(&amp;P)...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>게임 방법(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>FreeCell Qt 정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>오늘의 판 {0}: {1} {2}번 판</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0} {1}번 판</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>첫 레슨</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>더 이상 설치되어 있지 않습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>카드 덱 “{0}”을(를) 사용할 수 없습니다: {1} FreeCell Qt 자체 카드를 사용합니다.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>위치를 텍스트로 클립보드에 복사했습니다.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>이동(&amp;M)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>도구 모음</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>점수: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>이동: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>시간: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>오늘의 판입니다. &apos;판 다시 시작&apos;을 누르면 처음부터 플레이합니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>{0}의 오늘의 판: 오늘은 모두가 같은 판을 플레이합니다.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0}을(를) 클립보드에 복사했습니다.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>메시지(&amp;M)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>상태 표시줄의 최근 메시지</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>메시지</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>최근 메시지(최신 메시지가 마지막)</translation>
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
        <translation>새 게임</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>사용자 정의</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>파운데이션에서 카드 되돌리기 허용(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>환경설정과 같이 모든 게임에 적용되는 옵션</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>게임(&amp;G):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>빈 셀(&amp;F):</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>무작위 판(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>판 번호 또는 게임 코드(&amp;N):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>이길 수 있는 판만(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>솔버가 이길 수 있다고 증명한 경우에만 무작위 판을 돌립니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>전체</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>예: 11982 또는 FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>판</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>난이도(&amp;I):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>판 번호는 1부터 %1까지이며 모든 게임에서 같은 섞기를 만듭니다.&lt;br&gt;게임 코드는 FC1-C4-AAAAAKH와 같은 형식입니다.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>도전과 쉬운 판(&amp;H)...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. %2의 규칙입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>게임 코드: 아직 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>게임 코드: 무작위 판 — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>게임 코드: %1 — %2, %3번 판</translation>
    </message>
</context>
<context>
    <name>ParLabel</name>
    <message>
        <location filename="../../freecell_qt/windows/par_label.py" line="+53"/>
        <source>Par: {0} / {1}</source>
        <translation>기준 이동 수: {0} / {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your moves as the par counts them (every move, those to the foundations and the automatic ones included), and the deal&apos;s par: the fewest moves found to win it</source>
        <translation>기준 이동 수와 같은 방식으로 센 내 이동 수(파운데이션으로의 이동과 자동 이동을 포함한 모든 이동)와 이 판의 기준 이동 수: 이기는 데 필요한 것으로 찾은 가장 적은 이동 수</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>설정 파일 {0}을(를) 읽을 수 없어 기본값을 사용합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>설정 파일을 읽을 수 없습니다. 파일은 {0}(으)로 보관되고 기본값을 사용합니다.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>설정을 {0}에 저장할 수 없습니다. 변경 사항은 FreeCell Qt를 닫을 때까지만 유지됩니다.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>환경설정</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>안전한 카드를 파운데이션으로 자동 이동(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>모든 스택이 연속 카드이면 자동으로 마무리(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>한 번 클릭으로 카드를 파운데이션에 보내기(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>클릭으로 이동: 카드를 클릭한 다음 놓을 곳을 클릭(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>파운데이션에서 카드 되돌리기 허용(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>4색 카드(클로버는 녹색, 다이아몬드는 파란색)(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>큰 인덱스 카드(모서리에 큰 숫자와 무늬)(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>효과음(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>시작할 때 마지막 게임 이어서 하기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>게임을 아직 이길 수 있는지 표시(&amp;W)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>클릭하면 카드와 그 위에 놓인 연속 카드를 집습니다. 다른 더미를 클릭하면 그곳에 놓고, 펠트를 클릭하거나 Esc를 누르면 제자리로 되돌립니다. 이때 한 번 클릭은 카드를 파운데이션으로 보내지 않고 집으며, 더블 클릭은 여전히 파운데이션으로 보냅니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>플레이</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>배가: (빈 셀 + 1) × 2^빈 스택(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>선형: (빈 셀 + 1) × (빈 스택 + 1)(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>연속 이동으로 옮길 수 있는 카드 수:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>빈 스택에 킹만 놓을 수 있거나 아무것도 놓을 수 없는 게임에서는 빈 셀 + 1장을 한 번에 옮깁니다. 규칙 변경은 진행 중인 게임에도 즉시 적용됩니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>끄기</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>시스템 설정 따르기</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>녹색 펠트, 어두운 모드에서는 어둡게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>녹색 펠트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>파란색 펠트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>어두운 펠트</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>켜기: 검은 펠트, 윤곽선이 있는 카드와 더미</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>파란색 격자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>빨간색 마름모</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>녹색 물결</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>창에 맞추기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>크게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>중간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>작게</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>느리게</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>풀기 속도(&amp;V):</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>모양</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>색 구성표(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>테이블(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>고대비(&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>카드 크기(&amp;Z):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>동작 줄이기: 카드가 곧바로 제자리로 가고 축하 효과 없음(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>데스크톱이 애니메이션을 줄이도록 요청하면 기본으로 켜집니다. 풀기는 여전히 자체 속도로 한 번에 한 수씩 둡니다.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>카드</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>FreeCell Qt 기본</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>덱 미리 보기: 에이스, 킹, 뒷면</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>덱(&amp;E):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>카드 뒷면(&amp;K):</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>이 옵션은 FreeCell Qt 기본 덱에만 적용됩니다. 선택한 덱은 자체 앞면과 뒷면을 사용합니다.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>덱 “{0}”을(를) 사용할 수 없습니다: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>애니메이션 속도(&amp;N):</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>언어(&amp;G):</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>확인(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-6"/>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>초기화</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>판 찾기 중지(Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>난이도: 평가 중...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>이 판의 난이도를 계산하는 중</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>난이도: 평가 안 됨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>이 판은 이길 수 없으므로 난이도가 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>솔버가 할당된 범위 안에서 결론을 내지 못했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>난이도: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>판 찾기를 멈췄습니다. 진행 중인 게임은 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>이길 수 있는 판을 찾는 중... (후보 %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>%1(으)로 평가된 판을 찾는 중... (후보 %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>%1번 판, %2(으)로 평가됨(후보 %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>%1번 판, 이길 수 있음이 증명됨(후보 %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>시도한 %1개 판 중 알맞은 판이 없습니다. 진행 중인 게임은 바뀌지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>쉬움</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>중간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>어려움</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>전문가</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>빈 셀 없이 이길 수 있음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>빈 셀 1개로 이길 수 있음</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>빈 셀 %n개로 이길 수 있음</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1. 위치 %2개를 탐색했습니다.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>다시 보기</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>뒤로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>한 단계 뒤로</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>앞으로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>한 단계 앞으로</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>끌어서 게임의 원하는 지점으로 이동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>게임 지점</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>여기서부터 계속</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>표시된 지점부터 이 게임을 직접 플레이합니다. 이후 단계는 다시 실행할 수 있습니다</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>다시 보기: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>이제 {0}단계부터 플레이어의 게임입니다. 다시 실행하면 다시 보기를 따라갑니다.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>{1}단계 중 {0}단계</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>기간별 결과</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>게임 {0}회, {1}회 승리</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>아직 끝난 게임이 없습니다.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>게임 {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>최근 게임 {0}회, 가장 오래된 게임이 왼쪽</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>패배</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>승률</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>게임 검토</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>솔버로 게임의 모든 지점을 살펴보는 중...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>검토 중</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>게임 지점</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>번호</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>여기서부터 계속 플레이(&amp;P)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>해법 보기(&amp;L)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>이 판의 기준 이동 수는 {0}번입니다. 같은 방식으로 센 내 게임(자동 이동 포함): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>처음 배분</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>이길 수 있음</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>짐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>이 판은 처음부터 이길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>제한 시간 안에 처음 배분에서 이기는 방법을 찾지 못했습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>이겼습니다. 게임을 잃게 한 이동은 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>현재 위치에서 아직 이길 수 있습니다. 게임을 잃게 한 이동은 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>{0}번째 이동으로 게임을 잃었습니다. 그 전에는 이길 수 있었지만 이후에는 이길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>{0}번째 이동까지는 이길 수 있었습니다. 그 이후로는 제한 시간 안에 이기는 방법을 찾지 못했습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>1번 이동했습니다. 솔버는 처음 배분에서 {0}번 만에 이깁니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>%n번 이동했습니다. 솔버는 처음 배분에서 {0}번 만에 이깁니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>검토를 닫았습니다. 다른 게임이 진행 중입니다.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>테이블 배치</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>프리셀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>포어셀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>빵 장수의 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>킹만 빵 장수의 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>에이트 오프</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>더블 에이트 오프</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>시헤븐 타워</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>느슨한 시헤븐 타워</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>더블 시헤븐 타워</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>느슨한 프리셀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>챌린지 프리셀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>슈퍼 챌린지 프리셀</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>세븐 바이 포</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>세븐 바이 파이브</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>바스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>더블 프리셀 (전통)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>더블 프리셀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>트리플 프리셀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>리페어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>셀 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>빅 셀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>딥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>펭귄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>오퍼스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>턱시도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>꽃잎</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>종유석</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>클링크</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>스파이더셀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>풋링</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>더블 풋링</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>킹스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>고양이 꼬리</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>뱀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>수행원</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>본부</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>림포포</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>바늘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>건초 더미</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>쇠스랑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>플리퍼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antares</source>
        <translation>안타레스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opera</source>
        <translation>오페라</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sarlacc</source>
        <translation>살락</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstruction</source>
        <translation>오브스트럭션</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>사용자 정의 게임</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>프리셀, 에이스 올림</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, 빈 셀 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 빈 셀 1개</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, 빈 셀 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>빈 셀 없음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>빈 셀 1개</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>빈 셀 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>스택 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>스택에 쌓기 불가</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>같은 무늬로 쌓기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>무늬와 관계없이 쌓기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>색을 번갈아 쌓기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>빈 스택에는 킹만</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>빈 스택은 비어 있는 채로 유지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>빈 스택에 아무 카드</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>길이와 관계없이 연속 카드 이동</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>한 번에 한 장씩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>빈 셀과 빈 스택을 거쳐 연속 카드 이동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>빈 셀을 거쳐 연속 카드 이동</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>더미 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>에이스와 2를 가장 깊이 배분</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>첫 카드의 숫자가 기준, 그 숫자의 카드는 모두 파운데이션을 시작</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>처음 돌린 카드가 기준이 됨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>스택에서는 에이스 위에 킹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>모든 스택의 맨 앞은 킹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>돌린 킹마다 스택 시작</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>에이스는 돌리는 대로 올림</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>에이스는 파운데이션에서 시작</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>빈 셀에 카드가 있으면 해당 스택의 맨 위 카드가 뒷면이 보이게 뒤집힘</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>오른쪽 절반의 스택은 같은 무늬로 쌓고 아무 카드나 내줄 수 있으며 비면 킹을 받음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>각 스택의 마지막 카드를 뺀 나머지는 뒷면이 보이게</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>겹쳐진 층의 더미: 카드가 있는 더미 아래의 더미는 카드를 내주지도 받지도 않지만, 그 위에 놓인 더미 하나의 카드를 전부 받을 수 있음</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>예비 더미 %n개, 비어 있으면 연속 카드를 받음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>카드 %n장을 돌린 예비 더미 하나, 카드를 다시 받지 않음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>카드 %n장을 돌린 예비 더미 하나, 최대 %1장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>최대 %1장 들어가는 예비 더미 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>빈 셀 대신 스택 오른쪽에 &lt;b&gt;예비 더미&lt;/b&gt; %n개가 있습니다. 비어 있는 예비 더미는 스택이나 다른 예비 더미의 연속 카드 전체를 한 번에 받을 수 있고, 카드가 있는 예비 더미는 아무것도 받지 않습니다. 예비 더미 맨 위의 연속 카드는 전체든 일부든 옮길 수 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>빈 셀 대신 스택 오른쪽에 &lt;b&gt;예비 더미&lt;/b&gt; %n개가 있습니다. 각 예비 더미는 카드 %1장이 될 때까지 아무 카드나 한 번에 한 장씩 받으며, 맨 위 카드만 옮길 수 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>빈 셀 대신 처음 카드 %n장을 스택 오른쪽의 &lt;b&gt;예비 더미&lt;/b&gt;에 돌립니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>맨 위 카드는 옮길 수 있지만, 그 위에 카드를 놓을 수는 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>카드 %n장이 될 때까지 아무 카드나 한 번에 한 장씩 받으며, 맨 위 카드만 옮길 수 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>이 게임은 %1개의 &lt;b&gt;더미&lt;/b&gt;로 진행하며, 각 더미에 카드를 한 장씩 앞면이 보이게 나눠 줍니다. 더미는 위에서부터 %3개씩 %2줄(층)로 놓입니다. 각 층은 앞 층보다 조금 아래에, 카드 반 장만큼 옆으로 비켜 놓이므로, 맨 아래층을 제외한 모든 더미는 다음 층에서 자신과 겹치는 한두 개의 더미 아래에 놓입니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>위에 겹친 더미에 카드가 있는 동안 그 더미는 &lt;b&gt;막힌&lt;/b&gt; 상태입니다. 그 카드는 하나도 옮길 수 없고 그 위에 카드를 놓을 수도 없습니다. 맨 아래층의 더미는 절대 막히지 않습니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>막힌 더미에 할 수 있는 이동은 하나뿐입니다. 위에 겹친 더미 중 카드가 남은 것이 하나뿐이면, 그 더미의 카드 전부를 한꺼번에 그 위로 떨어뜨릴 수 있습니다. 단, 그 카드들이 연속 카드를 이루고 첫 카드가 막힌 더미의 드러난 카드에 맞아야 합니다. 카드가 떠나는 더미 자체도 막혀 있지 않아야 하며, 한 번에 옮길 수 있는 장수보다 많은 카드가 있으면 안 됩니다.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>에이스는 파운데이션에서 시작하고, 나머지 카드는 한 줄씩 돌립니다.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>카드 %1장을 왼쪽부터 스택에 돌립니다: %2. 먼저 각 스택의 마지막 카드를 뺀 모든 카드를 한 줄씩 뒷면이 보이게 돌리고, 그다음 한 줄을 앞면이 보이게 돌립니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>뒷면이 보이는 카드는 옮길 수도 없고 카드를 받을 수도 없으므로, 연속 카드는 앞면이 보이는 카드로만 이루어집니다. 그 위의 카드가 모두 떠나면 곧바로 앞면이 보이게 뒤집힙니다.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>카드를 받을 수 있는 예비 더미 위로(“테이블” 참고).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>스택의 드러난 카드(아무것도 덮고 있지 않은 카드)나 예비 더미의 맨 위 카드만 옮길 수 있습니다. 카드가 갈 수 있는 곳:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>빈 셀마다 짝이 되는 스택이 있습니다. 빈 셀 a는 1번 스택, b는 2번 스택과 같은 식입니다. 빈 셀에 카드가 있는 동안 해당 스택의 맨 위 카드는 &lt;b&gt;뒷면이 보이게&lt;/b&gt; 놓입니다. 이 카드는 옮길 수 없고, 그 위에 카드를 놓을 수도 없습니다. 빈 스택에는 여전히 카드나 연속 카드를 놓을 수 있지만, 그 맨 위 카드는 곧바로 뒷면이 보이게 뒤집힙니다. 빈 셀이 다시 비면 카드는 앞면이 보이게 뒤집힙니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>스택은 두 종류입니다. 1번부터 %1번 스택은 위와 같이 쌓으며, 첫 카드가 맞으면 순서와 관계없이 어떤 카드 묶음이든 받습니다. %2번부터 %3번 스택은 같은 무늬로 내림차순으로 쌓습니다(하트 8 위에 하트 7). 이 스택의 카드는 순서와 관계없이 묶음의 첫 카드를 앞세워 몇 장이든 한 번에 옮길 수 있으며, 이 스택이 비면 킹이나 킹으로 시작하는 묶음만 놓을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>비었을 때 카드를 받는 것은 맨 위층의 더미 %1개뿐입니다. 위에 겹친 더미에 카드가 없으면 아무 카드나, 충분히 짧은 연속 카드를 놓을 수 있습니다. 다른 층의 빈 더미는 빈 채로 남으며, 연속 카드를 옮길 때는 맨 위층의 빈 더미만 빈 스택으로 셉니다.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>스택 끝의 드러난 연속 카드(%1 카드)는 충분히 짧으면 한 번에 옮길 수 있습니다. 비어 있는 빈 셀이 &lt;i&gt;F&lt;/i&gt;개, 빈 스택이 &lt;i&gt;E&lt;/i&gt;개(연속 카드가 갈 빈 스택 포함)일 때 옮길 수 있는 가장 긴 연속 카드는 %2장입니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>예를 들어 모든 빈 셀과 스택 하나가 비어 있으면 다른 스택으로도, 빈 스택 자체로도 카드 %1장을 옮길 수 있습니다.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>돌린 카드 네 장부터 숫자별로 쌓는 파운데이션</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>클로버와 하트 에이스부터 색을 번갈아 쌓는 파운데이션 두 개</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>모든 카드에 파운데이션 하나: 에이스 전부, 그다음 2 전부, 이렇게 킹까지</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>각 파운데이션은 킹부터 에이스까지 색을 번갈아 이어진 완전한 연속 카드를 받음</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;이 게임은 카드 한 벌과 &lt;b&gt;조커 두 장&lt;/b&gt;으로 진행합니다. 카드 54장을 모두 다섯 개의 &lt;b&gt;파운데이션&lt;/b&gt;으로 옮기세요. 네 개는 무늬별로 에이스부터 킹까지 쌓아 올리고, 다섯 번째는 조커 두 장을 받지만 클로버, 스페이드, 하트 파운데이션이 완성된 뒤에만 받습니다(다이아몬드는 완성되지 않아도 됩니다).&lt;/p&gt;&lt;p&gt;조커는 빈 스택을 포함해 &lt;b&gt;어떤 스택에도 놓을 수 없고&lt;/b&gt;, 조커 위에도 아무것도 놓을 수 없습니다. 조커는 빈 셀로 옮기거나, 파운데이션이 받을 수 있을 때 올리세요. 연속 카드 안에 나눠진 조커는 그 연속 카드와 함께 움직이며, 자기만의 색을 가진 에이스(첫 번째 조커) 또는 2(두 번째 조커)로 취급됩니다. 빈 스택으로 옮기는 연속 카드는 그 스택도 이동을 돕는 빈 스택으로 셉니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>그 무늬의 다음 숫자이면 자기 파운데이션 위로. 조커는 클로버, 스페이드, 하트가 완성되면 다섯 번째 파운데이션 위로.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>스택에 절대 놓을 수 없는 조커 두 장과, 클로버, 스페이드, 하트가 완성되면 조커를 받는 다섯 번째 파운데이션</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>파운데이션 네 개, 각각 첫 번째 덱의 에이스부터 무늬별로 두 바퀴</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>파운데이션에서 카드를 되돌릴 수 있음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>셀에 카드 1장 배분</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>셀에 카드 %n장 배분</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>목표</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1장의 카드를 모두 하나뿐인 &lt;b&gt;파운데이션&lt;/b&gt;으로 옮기십시오. 파운데이션은 &lt;b&gt;모든 에이스를 먼저&lt;/b&gt; 무늬 순서와 관계없이 받고, 그다음 모든 2, 모든 3, 이렇게 무늬와 관계없이 킹까지 받습니다. 한 숫자의 카드 %2장이 모두 올라가야 다음 숫자로 넘어갑니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52장의 카드를 모두 네 개의 &lt;b&gt;파운데이션&lt;/b&gt;으로 옮기십시오. 파운데이션은 무늬를 가리지 않습니다. 파운데이션은 &lt;b&gt;완전한 연속 카드&lt;/b&gt;만 받습니다. 스택 끝에 있는, 킹부터 에이스까지 색을 번갈아 내려가는 13장이 빈 셀과 스택이 비어 있는지와 관계없이 한 번에 함께 올라갑니다. 카드 한 장이 혼자 올라가는 일은 없습니다. 연속 카드를 킹으로 끌거나 에이스를 클릭하십시오.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;덱 2개를 함께 섞어서 플레이합니다. 104장의 카드를 모두 네 개의 &lt;b&gt;파운데이션&lt;/b&gt;으로 옮기십시오. 무늬마다 하나씩입니다. 첫 번째 덱의 에이스 네 장이 파운데이션을 시작하며 마지막에 그곳으로 돌려집니다. 각 파운데이션은 같은 무늬로 에이스부터 킹까지 올려 쌓은 다음 &lt;b&gt;한 바퀴 더&lt;/b&gt;, 다른 에이스부터 다른 킹까지 26장이 될 때까지 쌓습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52장의 카드를 모두 두 개의 &lt;b&gt;파운데이션&lt;/b&gt;으로 옮기십시오. 클로버 에이스와 하트 에이스로 시작하며, 각각 &lt;b&gt;무늬와 관계없이 색을 번갈아&lt;/b&gt; 한 단계씩 올려 쌓습니다. 에이스부터 킹까지 두 바퀴를 돌아 26장이 될 때까지 쌓습니다. 클로버 에이스 위에는 빨간색 2, 그다음 검은색 3을 놓고, 검은색 킹 다음에는 빨간색 에이스를 놓습니다. 카드가 두 파운데이션에 모두 맞으면 원하는 쪽에 놓으십시오.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52장의 카드를 모두 네 개의 &lt;b&gt;파운데이션&lt;/b&gt;으로 옮기십시오. 마지막에 돌린 카드 네 장이 각각 하나씩 파운데이션을 시작하며, 각각 &lt;b&gt;무늬와 관계없이 숫자 순서대로&lt;/b&gt; 한 단계씩 올려 쌓고 킹 다음에는 에이스로 돌아가 13장이 될 때까지 쌓습니다. 6 위에는 아무 7, 그다음 아무 8을 놓는 식으로 5까지 쌓습니다. 카드가 여러 파운데이션에 맞으면 원하는 쪽에 놓으십시오.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52장의 카드를 모두 네 개의 &lt;b&gt;파운데이션&lt;/b&gt;으로 옮기십시오. 무늬마다 하나씩이며, 각각 에이스부터 킹까지 올려 쌓습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>포 컬러스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>저먼 프리셀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>킹셀</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>덱 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>무늬마다 자기 스택에 배분</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>무늬마다 빈 셀 하나</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>카드 옮기기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>빈 스택</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>연속 카드 옮기기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>파운데이션에서 카드 되돌리기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>자동 이동</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;덱 %1개를 함께 섞어서 플레이합니다. %2장의 카드를 모두 %3개의 &lt;b&gt;파운데이션&lt;/b&gt;으로 옮기십시오. 무늬마다 %1개씩이며, 각각 에이스부터 킹까지 올려 쌓습니다. 카드는 같은 무늬의 파운데이션 중 맞는 곳 어디로든 갈 수 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;52장의 카드를 모두 네 개의 &lt;b&gt;파운데이션&lt;/b&gt;으로 옮기십시오. 무늬마다 하나씩입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;덱 %1개를 함께 섞어서 플레이합니다. %2장의 카드를 모두 %3개의 &lt;b&gt;파운데이션&lt;/b&gt;으로 옮기십시오. 무늬마다 %1개씩입니다. 카드는 같은 무늬의 파운데이션 중 맞는 곳 어디로든 갈 수 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>섞은 카드의 첫 카드의 숫자가 &lt;b&gt;기준&lt;/b&gt;이 됩니다. 그 숫자의 카드는 모두 카드를 돌리기 전에 파운데이션을 시작하며, 각 파운데이션은 그 숫자부터 같은 무늬로 올려 쌓고 킹 다음에는 에이스로 돌아갑니다. 기준이 5이면 파운데이션은 5, 6, ..., 퀸, 킹, 에이스, 2, 3, 4 순서로 쌓입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>첫 번째 스택의 맨 아래에 처음 돌린 카드가 &lt;b&gt;기준&lt;/b&gt;이 됩니다. 같은 숫자의 다른 카드들이 파운데이션을 시작하며, 각 파운데이션은 그 숫자부터 같은 무늬로 올려 쌓고 킹 다음에는 에이스로 돌아갑니다. 기준이 5이면 파운데이션은 5, 6, ..., 퀸, 킹, 에이스, 2, 3, 4 순서로 쌓입니다.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1장의 카드를 앞면이 보이게 한 장씩 첫 번째 스택에 돌립니다. 스택에 이미 카드가 있을 때 나온 킹은 다음 스택을 시작하므로, 스택의 길이는 판마다 달라집니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>섞은 카드의 마지막 킹이 가장 먼저 돌려지므로 모든 스택의 맨 앞은 킹입니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>첫 카드가 킹이면 마지막 스택은 비어 있는 채로 남습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>에이스는 스택에 돌려지지 않습니다. 나오는 대로 파운데이션으로 갑니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>스택 %n개로 플레이합니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>각 카드는 섞인 순서대로 자기 무늬의 스택에 앞면이 보이게 돌려집니다. 클로버는 첫 번째 스택, 다이아몬드는 두 번째, 하트는 세 번째, 스페이드는 네 번째 스택입니다. 나머지 스택은 비어 있는 상태로 시작합니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>카드 %1장을 스택마다 %2장씩 앞면이 보이게 돌립니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>카드 %1장을 왼쪽부터 스택에 앞면이 보이게 돌립니다: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>빈 셀이 없습니다. 모든 카드는 스택에 있거나 파운데이션으로 갑니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>그 위에 파운데이션과 카드 한 장이 들어가는 &lt;b&gt;빈 셀&lt;/b&gt; 1개가 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>그 위에 파운데이션과 무늬마다 하나씩 그 무늬의 카드 한 장이 들어가는 &lt;b&gt;빈 셀&lt;/b&gt;이 있습니다. 왼쪽부터 클로버, 다이아몬드, 하트, 스페이드입니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>그 위에 파운데이션과 각각 카드 한 장이 들어가는 &lt;b&gt;빈 셀&lt;/b&gt; %n개가 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>마지막 카드는 빈 셀에 돌립니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>마지막 카드 %n장은 빈 셀에 돌립니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>에이스와 그다음 2를 먼저 돌려서 스택의 맨 아래에 놓이게 합니다.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>맨 위 카드가 한 단계 낮은 파운데이션 위로, 무늬와 관계없이: 퀸 위에 킹, 킹 위에 에이스.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>스택에는 아무것도 쌓을 수 없습니다. 스택의 드러난 카드나 빈 셀의 카드만 옮길 수 있으며, 갈 수 있는 곳은 다음과 같습니다:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>드러난 카드가 한 단계 높고 같은 무늬인 스택 위로: 하트 8 위에 하트 7.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>드러난 카드가 한 단계 높은 스택 위로, 무늬와 관계없이: 아무 8 위에 아무 7.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>드러난 카드가 한 단계 높고 색이 다른 스택 위로: 검은색 8 위에 빨간색 7.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>자기 무늬의 빈 셀이 비어 있으면 그 안으로.</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>비어 있는 빈 셀 안으로(빈 셀에서 다른 빈 셀로는 불가).</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>맨 위 카드가 한 단계 낮고 색이 다른 파운데이션 위로, 무늬와 관계없이: 클로버 에이스 위에 빨간색 2.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>파운데이션이 다음으로 받는 숫자의 카드라면 무늬와 관계없이 파운데이션 위로.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>빈 파운데이션 위로는 킹부터 에이스까지의 완전한 연속 카드의 일부로서만, 13장 한꺼번에.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>그 무늬의 다음 숫자라면 자기 파운데이션 위로. 킹 다음에는 다른 에이스가 옵니다.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>그 무늬의 다음 숫자이면 자기 파운데이션 위로.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>스택의 드러난 카드(아무것도 덮고 있지 않은 카드)나 빈 셀의 카드만 옮길 수 있습니다. 카드가 갈 수 있는 곳:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>스택에서도 숫자가 순환합니다: 에이스 위에 킹을 놓을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>스택에서는 숫자가 돌아가지만 파운데이션에서는 돌아가지 않습니다. 에이스 위에 킹을 놓을 수 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>스택에서는 숫자가 돌아가지 않습니다. 스택의 에이스 위에는 아무것도 놓을 수 없고, 킹은 어떤 카드 위에도 놓을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>기준 바로 아래 숫자의 카드(기준이 5이면 4)나 그 카드로 시작하는 연속 카드만 빈 스택을 채울 수 있습니다. 빈 스택에 다른 곳으로 가는 카드를 임시로 둘 수 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>킹이나 킹으로 시작하는 연속 카드만 빈 스택을 채울 수 있습니다. 빈 스택에 다른 곳으로 가는 카드를 임시로 둘 수 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>빈 스택에는 카드를 놓을 수 없습니다. 한번 비워진 스택은 계속 비어 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>아무 카드나 충분히 짧은 연속 카드로 빈 스택을 채울 수 있습니다. 끌기는 잡은 카드와 그 아래의 모든 카드를 옮기고, 클릭이나 키보드는 규칙이 허용하는 가장 긴 연속 카드를 옮깁니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>같은 무늬로 숫자가 내려가는</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>숫자가 내려가는</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>숫자가 내려가고 색이 번갈아 바뀌는</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>카드는 한 번에 한 장씩, 스택에서만 옮길 수 있습니다. 옮길 연속 카드가 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>스택 끝의 드러난 연속 카드(%1 카드)는 길이와 관계없이, 빈 셀과 스택이 비어 있는지와 관계없이 한 번에 옮길 수 있습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>카드는 한 번에 한 장씩 옮깁니다. 연속 카드는 빈 셀과 빈 스택을 거쳐 한 장씩 나누어 옮겨야 합니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>스택 끝의 드러난 연속 카드(%1 카드)는 비어 있는 빈 셀을 거쳐 한 장씩 옮길 수 있을 때 한 번에 옮길 수 있습니다. 빈 스택은 도움이 되지 않습니다. 비어 있는 빈 셀이 &lt;i&gt;F&lt;/i&gt;개일 때 옮길 수 있는 가장 긴 연속 카드는 %2장입니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>예를 들어 모든 빈 셀이 비어 있으면 카드 %1장을 한 번에 옮길 수 있습니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>스택 끝의 드러난 연속 카드(%1 카드)는 비어 있는 빈 셀과 빈 스택을 거쳐 한 장씩 옮길 수 있을 때 한 번에 옮길 수 있습니다. 비어 있는 빈 셀이 &lt;i&gt;F&lt;/i&gt;개, 빈 스택이 &lt;i&gt;E&lt;/i&gt;개(연속 카드가 갈 스택 제외)일 때 옮길 수 있는 가장 긴 연속 카드는 %2장입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>예를 들어 모든 빈 셀과 스택 하나가 비어 있으면 다른 스택으로는 카드 %1장을, 빈 스택 자체로는 %2장을 옮길 수 있습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>환경설정과 관계없이 파운데이션의 카드는 그대로 남습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>파운데이션의 맨 위 카드를 맞는 스택으로 되돌릴 수 있으며, 10점이 깎입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>파운데이션의 카드는 그대로 남습니다. 환경설정에서 파운데이션의 맨 위 카드를 스택으로 되돌리도록 허용할 수 있으며, 10점이 깎입니다.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>&lt;i&gt;안전한 카드 자동 이동&lt;/i&gt;을 켜면, 파운데이션이 받는 모든 카드는 매 이동 후 저절로 올라갑니다. 파운데이션은 한 단계 낮은 숫자의 카드가 모두 올라간 뒤에야 그 숫자를 받으므로, 테이블에 남은 어떤 카드도 그 위에 놓일 수 없습니다. 남은 모든 카드를 놓인 자리에서 차례대로 올릴 수 있게 되면 &lt;i&gt;마무리&lt;/i&gt;가 나머지를 올립니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>실행 취소하면 이동과 그에 따른 자동 이동이 함께 취소됩니다. 카드를 한 번 클릭하거나 두 번 클릭해도 맞는 경우 파운데이션으로 보냅니다.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>&lt;i&gt;안전한 카드 자동 이동&lt;/i&gt;을 켜면, 스택 끝에 있는 킹부터 에이스까지의 완전한 연속 카드는 매 이동 후 저절로 올라갑니다. 그 에이스 위에는 아무것도 놓을 수 없으므로 테이블에서 더 이상 도움이 되지 않습니다. 모든 스택이 완전한 연속 카드로만 이루어지면 &lt;i&gt;마무리&lt;/i&gt;가 나머지를 올립니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>실행 취소하면 이동과 그에 따른 자동 이동이 함께 취소됩니다. 완전한 연속 카드의 에이스를 한 번 클릭하거나 두 번 클릭하면 그 연속 카드를 올립니다.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>&lt;i&gt;안전한 카드 자동 이동&lt;/i&gt;을 켜면, 카드는 파운데이션의 두 번째 바퀴에서만 매 이동 후 저절로 올라갑니다. 짝이 되는 카드가 이미 올라가 있고, 테이블에 남은 어느 덱의 카드도 그 위에 쌓일 수 없을 때입니다. 첫 번째 바퀴에서는 두 장 중 어느 카드를 올릴지 플레이어가 정합니다. 남은 모든 카드를 놓인 자리에서 차례대로 올릴 수 있게 되면 &lt;i&gt;마무리&lt;/i&gt;가 나머지를 올립니다.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>&lt;i&gt;안전한 카드 자동 이동&lt;/i&gt;을 켜면, 받을 수 있는 파운데이션이 하나뿐이고 테이블에 남은 어떤 카드도 그 위에 놓일 수 없는 카드는 매 이동 후 저절로 올라갑니다. 에이스, 그리고 한 단계 낮은 숫자의 다른 색 카드 두 장이 이미 올라간 카드가 해당됩니다. 두 파운데이션이 모두 받을 수 있는 카드는 직접 놓으십시오. 남은 모든 카드를 놓인 자리에서 올릴 수 있게 되면 &lt;i&gt;마무리&lt;/i&gt;가 나머지를 올립니다.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>실행 취소하면 이동과 그에 따른 자동 이동이 함께 취소됩니다. 카드를 한 번 클릭하거나 두 번 클릭하면 그 카드를 받을 수 있는 첫 번째 파운데이션으로 보냅니다.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>이 게임에서는 환경설정과 관계없이 어떤 카드도 저절로 올라가지 않습니다. 네 파운데이션이 각 숫자의 카드를 두고 경쟁하므로, 어떤 카드를 언제 어디에 놓을지는 플레이어가 정합니다. 어떤 스택에도 카드가 두 장 이상 없으면 &lt;i&gt;마무리&lt;/i&gt;가 나머지를 올립니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>카드를 한 번 클릭하거나 두 번 클릭하면 그 카드를 받을 수 있는 첫 번째 파운데이션으로 보냅니다.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>테이블에서 더 이상 쓸모없는 카드는 매 이동 후 저절로 올라갑니다. 테이블에 남은 어떤 카드도 그 위에 쌓일 수 없는 카드가 해당됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>테이블에서 더 이상 쓸모없는 카드는 매 이동 후 저절로 올라갑니다. 에이스, 2, 그리고 어느 덱이든 테이블에 남은 어떤 카드도 그 위에 쌓일 수 없는 카드가 해당됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>파운데이션으로 갈 수 있는 모든 카드는 매 이동 후 저절로 올라갑니다. 연속 카드는 같은 무늬로 쌓으므로 파운데이션의 카드가 테이블에서 다시 필요할 일은 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>테이블에서 더 이상 쓸모없는 카드는 매 이동 후 저절로 올라갑니다. 에이스, 2, 그리고 한 단계 낮은 숫자가 이미 네 파운데이션 모두에 있는 카드가 해당됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>테이블에서 더 이상 쓸모없는 카드는 매 이동 후 저절로 올라갑니다. 에이스, 2, 그리고 다른 색의 두 파운데이션이 이미 한 단계 아래까지 올라간 카드가 해당됩니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>처음 돌린 기준 카드는 저절로 올라가지 않습니다. 가장 높은 숫자의 카드가 아직 그 위에 놓일 수 있기 때문입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>에이스는 저절로 올라가지 않습니다. 킹이 아직 그 위에 놓일 수 있기 때문입니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>&lt;i&gt;안전한 카드 자동 이동&lt;/i&gt;을 켜면 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>실행 취소하면 이동과 그에 따른 자동 이동이 함께 취소됩니다. 카드를 한 번 클릭하거나 두 번 클릭해도 맞는 경우 파운데이션으로 보냅니다.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>프리셀 게임 (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>다른 이름으로 게임 저장</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>게임을 저장할 수 없음</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>게임을 {0}에 기록할 수 없습니다.

폴더가 있는지, 쓰기 가능한지, 공간이 충분한지 확인한 다음 다시 시도하십시오.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0}은(는) 일반 파일이 아니므로(장치, 파이프 또는 폴더) 게임을 기록하지 않았으며 해당 항목은 바뀌지 않았습니다.

진행 중인 게임은 테이블에 그대로 있습니다. 다른 이름으로 저장하십시오.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>파일을 바꾸시겠습니까?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0}이(가) 이미 있습니다.

이 게임으로 바꾸시겠습니까?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>게임 열기</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>게임을 열 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>{0}을(를) 열 수 없습니다: {1}.

진행 중인 게임은 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>위치를 붙여넣을 수 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>클립보드에 플레이할 위치가 없습니다: {0}.

진행 중인 게임은 바뀌지 않았습니다.</translation>
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
        <translation>위치 설정</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>설정 중인 테이블</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>빈 테이블(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>진행 중인 테이블(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>나머지 배분(&amp;D)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>게임(&amp;G):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>빈 셀(&amp;C):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>키보드로 놓기(&amp;B):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>카드를 입력한 다음 갈 곳을 입력합니다: 스택(1-9, t, j, q, k), 빈 셀(a-g, i, l-n), 파운데이션은 h, 놓을 카드로 되돌리려면 -.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>마지막 거부</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>위치 확인</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>솔버 판정</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>푸는 중</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>이길 수 있을까요?(&amp;W)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>플레이(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>플레이하고 승리 보여 주기(&amp;S)</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>준비됨: %1의 위치입니다. 플레이하거나 이길 수 있는지 물어보십시오.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>아직 위치가 아닙니다: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>나머지 더미는 모두 비어 있습니다.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>솔버가 승리를 찾는 중...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>이길 수 있음: 솔버가 1번 만에 이깁니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>이길 수 있음: 솔버가 %n번 만에 이깁니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>짐: 어떻게 플레이해도 이 위치에서는 이길 수 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>알 수 없음: 솔버가 주어진 시간 안에 답을 찾지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>모든 카드를 놓았습니다. 카드를 테이블에서 빼려면 여기로 끌어 오십시오.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>%1번 파운데이션에는 %3이(가) 아니라 %2보다 한 단계 높은 다른 색 카드가 필요합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>%1번 파운데이션에는 %3이(가) 아니라 %2보다 한 단계 높은 카드가 필요합니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>빈 셀에는 %n장이 아니라 카드 한 장만 들어갑니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>빈 셀 %1에 이미 %2이(가) 있습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>빈 셀 %1에는 %3이(가) 아니라 %2만 들어갑니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>파운데이션에는 카드를 %n장 함께가 아니라 한 번에 한 장씩 놓습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>파운데이션에서 %1이(가) %2 아래에 있습니다. 그 카드를 먼저 빼십시오.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>색 교대 파운데이션은 %1이(가) 아니라 에이스로 시작합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>이 게임에서 파운데이션은 완전한 연속 카드만 한 번에 받습니다. 스택에 연속 카드를 만든 다음 플레이 중에 올리십시오.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>%1번 파운데이션이 가득 찼습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>파운데이션에는 다음으로 %2이(가) 아니라 숫자 %1이(가) 필요합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>%1 파운데이션에는 %2이(가) 아니라 %1만 들어갑니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>여기서 파운데이션은 %2이(가) 아니라 %1부터 시작합니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>조커 파운데이션에는 조커만 놓을 수 있고, 조커는 다른 파운데이션에 놓을 수 없습니다. %1은(는) 안 됩니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>%1 파운데이션이 가득 찼습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>%1 파운데이션에는 %3이(가) 아니라 %2보다 한 단계 높은 카드가 필요합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>아직 놓을 카드가 1장 있습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>아직 놓을 카드가 %n장 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>%1번 파운데이션이 비어 있습니다. 이 게임에서는 각 파운데이션이 자체 카드로 시작합니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>모든 카드가 파운데이션에 있습니다. 플레이할 것이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>카드를 하나 이상 입력한 다음 갈 곳을 입력하십시오: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>“%1”은(는) 카드가 아닙니다(7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>카드가 두 번 지정되었습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>카드가 %1장 지정되었지만 게임의 카드는 %2장입니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>“%1”은(는) 이 게임의 어떤 더미도 가리키지 않습니다. 스택은 1-9, t, j, q, k, 빈 셀은 a-g, i, l-n, 파운데이션은 h(두 번째는 h2)이며, -는 카드를 되돌립니다.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>해법</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>첫 단계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>해법이 시작되는 위치(Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>한 단계 뒤로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>한 번 이동 뒤로(Left)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>한 단계 앞으로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>다음 이동(Right)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>마지막 단계</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>해법의 끝(End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>여기서부터 플레이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>표시된 단계부터 직접 플레이합니다. 그 이전의 이동은 풀기의 이동으로 계산됩니다</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>해법: &apos;여기서부터 플레이&apos;를 눌러 계속하거나 Esc를 눌러 원래 게임으로 돌아갑니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>이제 해법의 {0}단계부터 플레이어의 게임입니다.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>{1}단계 중 {0}단계</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>풀림: 마지막 이동으로 게임을 이깁니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>다음: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>해법 보기(&amp;L)</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>효과음을 재생할 수 없습니다: {0}에 효과음 파일을 기록할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>효과음을 재생할 프로그램을 찾을 수 없습니다. 소리를 들으려면 pw-play, paplay 또는 aplay를 설치하십시오.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>카드 %n장</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>%1번 예비 더미</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>%1번 더미</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>%1번 스택</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>빈 셀 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>파운데이션</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>조커 파운데이션</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>%1번 파운데이션</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1 파운데이션 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1 파운데이션</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>뒷면이 보이는 카드</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>가득 참, %1까지</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>비어 있음, 처음은 아무 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>%1까지, 다음은 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>%1까지, 다음은 아무 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>비어 있음, 처음은 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>비어 있음</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>%1까지</translation>
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
        <translation>%1, %2용, 비어 있음</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, 비어 있음</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, 빈 셀 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, %2번 더미, %3, 맨 위 카드</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, %2번 스택, %3, 맨 위 카드</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, 연속 카드 %n장</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, %2번 더미 아래</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, 집음</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: %2 집음</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: 카드 %n장 집음, %2부터 %3까지</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>되돌려 놓음</translation>
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
            <numerusform>뒷면이 보이는 카드 %n장</numerusform>
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
        <translation>이 게임에는 빈 셀이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>빈 셀, %n개 비어 있음: %1</numerusform>
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
        <translation>파운데이션: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>조커</translation>
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
        <translation>%1, %2번 스택에 있음</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. 자동: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>실행 취소됨: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>다시 실행됨: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>%2번 중 %1번째 이동.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>통계 파일을 읽을 수 없어 새 파일을 시작했습니다. 이전 파일은 {0}(으)로 보관됩니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>더 새로운 버전의 FreeCell Qt에서 저장한 통계입니다. 표시는 되지만 업데이트되지 않습니다.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>통계를 {0}에 저장할 수 없습니다({1}). 통계 없이 게임이 계속됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>{0}의 통계를 읽을 수 없습니다({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>통계를 저장할 수 없습니다: 디스크가 가득 찼습니다. 공간이 생기면 저장됩니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>지금은 통계를 저장할 수 없습니다: 다른 프로그램이 파일을 사용 중입니다. 파일이 해제되면 저장됩니다.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>파일 처리 시간이 너무 오래 걸리며 손상되었을 수 있습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>다른 프로그램이 파일을 사용 중입니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>디스크가 가득 찼습니다</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>통계</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>게임(&amp;G):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>진행한 게임 수:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>이긴 게임 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>승률:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>연속 기록</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>현재:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>최장 연승:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>최장 연패:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>최고 승리 기록</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>최단 시간:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>최소 이동 수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>최고 점수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>기준 이내 승리:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>오늘의 판</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>플레이한 날짜:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>이긴 날짜:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>현재 연속 기록:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>최고 연속 기록:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>도전</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>성공한 도전:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>최소 셀 수:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>진행한 게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>이동</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>이 판 다시 플레이(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>다시 보기(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>검토(&amp;V)...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>초기화(&amp;R)...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>최근 게임:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>난이도별</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>진행함</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>평가 안 됨</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n승</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n패</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1(%2번 판)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1일</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n일</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>사용자 정의 배치</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>풀기로 마침: 진행한 게임으로는 세지만 승리로는 세지 않음</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>진행 중</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>풀림</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, 사용자 정의 배치</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0}(오늘의 판 {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>패배</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>게임 코드: 없음(직접 배치한 판)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>게임 코드: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>통계 초기화</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>{0}의 끝난 게임 기록을 모두 지우시겠습니까? 이 작업은 취소할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>통계(&amp;T)...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>게임 검토</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>이 게임은 검토할 수 없습니다: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>다시 보기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>이 게임은 다시 볼 수 없습니다: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>사용자 정의 배치</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>통계가 다시 저장됩니다.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>닫기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>원래 게임으로 돌아가기(Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>에이스</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>잭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>퀸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>킹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>클로버</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>다이아몬드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>하트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>스페이드</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>첫 번째 조커</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>두 번째 조커</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1을(를) 파운데이션에서 되돌림</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1을(를) 빈 셀 %2에</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1을(를) 빈 셀로</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1과(와) 그 아래 카드 %n장을 파운데이션으로</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1을(를) 파운데이션으로</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1을(를) %2 위로</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1과(와) 그 아래 카드 1장을 %2 위로</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1과(와) 그 아래 카드 %n장을 %2 위로</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1과(와) 그 아래 카드 1장을 %2번 스택으로</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1과(와) 그 아래 카드 %n장을 %2번 스택으로</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1을(를) %2번 스택으로</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>마무리: 카드 1장을 파운데이션으로</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>마무리: 카드 %n장을 파운데이션으로</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>판을 돌릴 때: 카드 %n장을 파운데이션으로</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1(+자동 %n)</numerusform>
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
        <translation>프리셀 솔리테어</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>모든 카드가 보이는 솔리테어: Microsoft 판 번호와 게임 코드</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;프리셀;solitaire;솔리테어;patience;카드놀이;cards;카드;forecell;포어셀;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>모든 카드가 보이는 솔리테어</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>프리셀은 52장의 카드를 모두 앞면이 보이게 나눠 주는 솔리테어 게임입니다. 최대 4개의 빈 셀을 활용해 4개의 파운데이션을 에이스부터 킹까지 쌓아 올립니다. 거의 모든 판을 이길 수 있으며, 판마다 저마다의 퍼즐입니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Microsoft 호환 판 번호, 그리고 친구에게 똑같은 게임을 전해 주는 게임 코드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>24가지 게임: 빈 셀이 0~4개인 프리셀, 포어셀, 빵 장수의 게임, 에이트 오프, 시헤븐 타워, 펭귄, 카드 두 벌과 세 벌로 하는 게임, 그리고 직접 만드는 게임</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>힌트를 주고, 대신 게임을 진행하며, 아직 이길 수 있는지 알려 주는 솔버</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>쉬움부터 전문가까지 난이도가 매겨진 판, 오늘의 판, 통계, 그리고 모든 게임의 검토</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>마우스, 키보드, 터치로 플레이, 무제한 실행 취소, 화면 낭독기가 따라갈 수 있는 테이블</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>밝은 모드와 어두운 모드, 25개 언어 지원</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>1번 판, 두 번 이동한 후: 클로버와 스페이드 에이스가 파운데이션에 올라가 있음</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>어두운 모드와 어두운 펠트에서 본 같은 게임</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>파란색 펠트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>길고 좁은 창에서 본 큰 인덱스 카드</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>이동 불가</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>더 이상 가능한 이동이 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>마지막 이동을 실행 취소하거나, 이 판을 처음부터 다시 시작하거나, 새 게임을 시작할 수 있습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>다시 시작(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>검토(&amp;V)</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>카드 테이블. 화살표 키로 더미 사이를 이동하고, Space로 카드를 집고 내려놓으며, R은 더미를, L은 빈 셀을, U는 파운데이션을, Alt와 숫자는 스택을 읽습니다.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>마무리</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>풀림</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>컴퓨터가 풀었습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>풀기가 이 게임을 플레이했으므로 통계에서 승리로 세지 않습니다.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>승리</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>축하합니다. 이겼습니다!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>점수:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>이동:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>시간:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>연승:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>평가 안 됨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>난이도:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1(내 게임: %2, 자동 이동 포함)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>기준 이동 수:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>기준 미만!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>기준 달성!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>다시 플레이(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>다시 보기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>검토(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>해법 보기(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>이 게임의 첫 승리입니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>%n번의 승리 중 가장 빠른 시간입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>%n번의 승리 중 %1번째 시간입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>%n번의 승리 중 가장 높은 점수입니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>%n번의 승리 중 %1번째 점수입니다.</numerusform>
        </translation>
    </message>
</context>
</TS>
