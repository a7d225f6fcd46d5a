<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Покинути гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Покинути поточну гру?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Її буде зараховано як поразку у вашій статистиці.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Покинути</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>Продовжити &amp;гру</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Більше не питати</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Покинути поточну гру, щоб зіграти в %1?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 з %2–%3 вільними комірками</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>Про FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Родина пасьянсів FreeCell для робочого столу: %4 або власна гра. Номери роздач Microsoft, коди ігор, переміщення послідовностей і необмежене скасування ходів.&lt;/p&gt;&lt;p&gt;Вільне програмне забезпечення за ліцензією MIT.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Не вдалося знайти підказку: розв’язувач зазнав невдачі.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Цю роздачу неможливо виграти; ось припущення.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Цю гру вже неможливо виграти; ось припущення.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Обмірковування…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Жоден хід неможливий.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Пошук розв’язку…</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Розв’язку немає: цю роздачу неможливо виграти.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Звідси розв’язку немає: цю гру вже неможливо виграти.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>За відведений час розв’язку не знайдено.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Пошук останньої виграшної позиції…</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Цю роздачу неможливо виграти навіть від початку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>За відведений час виграшної позиції не знайдено: невідомо, чи можна виграти цю роздачу.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>За відведений час виграшної позиції не знайдено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Повернення до ходу {0}, останньої позиції, з якої гру ще можна було виграти.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Цю роздачу можна виграти.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Цю роздачу ще можна виграти.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Цю роздачу вже неможливо виграти.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Цю роздачу неможливо виграти.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Поки невідомо, чи можна виграти цю роздачу: пошук триває.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Невідомо, чи можна виграти цю роздачу.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Розв’язано комп’ютером.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Ви виграли! Рахунок %1 за %2 ходів.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Ходів не залишилося.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt уже запущено для цього гравця, але програма не відповідає. Закрийте її (або дочекайтеся відповіді), а потім запустіть гру знову.</translation>
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
        <translation>Підк&amp;азка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Розв’язати (демонстрація)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Де я помилився?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Підказка: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Підказка (припущення, розв’язку не знайдено): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Перевірка…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Можна виграти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Вже неможливо виграти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Неможливо виграти від роздачі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Чи можна виграти? Пошук триває…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Чи можна виграти? Невідомо</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Розв’язування призупинено: Пробіл — продовжити, Esc або клацання — зупинити.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Повільне розв’язування: + швидше, - повільніше, Пробіл — пауза, Esc або клацання — зупинити.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Розв’язування: + швидше, - повільніше, Пробіл — пауза, Esc або клацання — зупинити.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Швидке розв’язування: + швидше, - повільніше, Пробіл — пауза, Esc або клацання — зупинити.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Зупинено.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Поточну гру неможливо зберегти в {0}; гра триває, але наступного разу її не буде.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Збережену гру не вдалося прочитати ({0}) чи перемістити; починається нова гра.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Збережену гру не вдалося прочитати ({0}). Починається нова гра; старий файл збережено як {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Перше випробування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Повний день</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Важка перемога</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Без вільних комірок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>У межах пару</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Десять поспіль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Золотий місяць</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Виграйте щоденне випробування.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Виграйте всі три щоденні випробування одного дня.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Виграйте складне щоденне випробування.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Виграйте гру без вільних комірок.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Виграйте роздачу за кількість ходів, що не перевищує її пар.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Виграйте десять ігор поспіль.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Пройдіть кожен день місяця: золотий трофей.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Бронзовий трофей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Срібний трофей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Золотий трофей</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>День пройдено, коли виграно всі три його роздачі. Бронза: {0} днів за місяць; срібло: {1} днів; золото: кожен день.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n день поспіль</numerusform>
            <numerusform>%n дні поспіль</numerusform>
            <numerusform>%n днів поспіль</numerusform>
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
        <translation>рядок %1: карта %2 вже є в рядку %3: %4 є в колоді лише один раз</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>рядок %1: карта %2 вже %3 разів є в рядку %4: %5 є в кожній колоді лише один раз</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>рядок %1: карта %2 вже %3 разів є в рядках %4: %5 є в кожній колоді лише один раз</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>на столі %1 карт; бракує: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>рядок %1: базу %2 вказано двічі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>рядок %1: базу %2 вказано %3 разів</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>рядок %1: одна карта у вільних комірках, але в грі їх немає</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>рядок %1: %n карта у вільних комірках, але в грі їх %2</numerusform>
            <numerusform>рядок %1: %n карти у вільних комірках, але в грі їх %2</numerusform>
            <numerusform>рядок %1: %n карт у вільних комірках, але в грі їх %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>рядок %1: невідома карта «%2»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>рядок %1: %2 — джокер, а в цій грі немає джокерів</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>рядок %1: другий рядок %2 (перший — рядок %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>стіл цієї гри має %1 рядків стовпців, а цей — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>на столі %1 карт, а не %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>рядок %1: базу «%2» записано не як H-A чи S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>рядок %1: %2 баз, а не %3 (або %4 з чергуванням кольорів)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>рядок %1: %2 баз, а не %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>рядок %1: база %2 не може містити ці карти</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>рядок %1: база з чергуванням кольорів починається з туза, а не з %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>рядок %1: на базі %2 не може йти за %3: кожна карта на одне значення вища за попередню</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>рядок %1: на базі %2 не може йти за %3: кольори чергуються</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>рядок %1: база вміщує щонайбільше %2 карт, а ця — %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>рядок %1: основа «%2» не є значенням на зразок 5 чи Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>рядок %1: карти сорочкою догори, як-от [5H], лежать під відкритими, а верхня карта стовпця лежить лицем догори</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>текст має довжину %1 символів; стіл — щонайбільше %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>у тексті немає столу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>рядок %1: правила %2 не називають жодної гри (рядок Rules: має вигляд C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>на столі %1 вільних комірок; у грі їх щонайбільше %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>усі карти на базах: грати нічим</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>позиція має %1 вільних комірок, а гра — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>позиція має %1 стовпців, а гра — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>позиція має %1 баз, а гра — %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>у грі %1 кожна база починається з власної карти; позиція їх не вказує</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>бази позиції містять карти будь-якої масті, але в грі %1 кожна приймає одну масть</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>вільна комірка %1 приймає лише %2, а не %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>позиція має карти сорочкою догори, але в грі %1 усі карти роздаються відкритими</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>бази починаються зі значення %1, але в грі %2 вони починаються з туза</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Файл {0} більший за {1} МБ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>{0} — не звичайний файл.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Файл {0} не вдається прочитати.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Файл {0} пошкоджено.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Файл {0} після розпакування займає понад {1} МБ.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>У ній немає карти {0} (у її SVG немає елемента «{1}»).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>У ній немає сорочки (у її SVG немає елемента «back»).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Файл {0} не є зображенням SVG.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Власна колода гри малюється, а не завантажується.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Файл {0} відсутній.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Щось пішло не так</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt натрапила на неочікувану помилку. Гра триває, але щось може працювати не так, як слід.

Подробиці — у {0}; будь ласка, додайте цей файл, коли повідомлятимете про проблему.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt натрапила на неочікувану помилку. Гра триває, але щось може працювати не так, як слід. Подробиці не вдалося записати до теки даних.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Чергування кольорів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Та сама масть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Будь-яка масть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Нічого: без складання</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Будь-яка карта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Лише королі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Нічого</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Наскільки дозволяють вільні комірки й стовпці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Будь-яка послідовність за раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>По одній карті</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>За мастю, від туза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>За мастю, від першої розданої карти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>За мастю, від значення першої карти, усі на базах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>За значенням, від чотирьох розданих карт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Чергування кольорів, від двох тузів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>За мастю, двічі по колу від чотирьох тузів</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>За значенням, одна база, спершу всі тузи</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Кожен король починає стовпець</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Кожен король починає стовпець, тузи на базах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Ряд за рядом, тузи на базах</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>Розд&amp;ача:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>Бази нар&amp;ощуються за:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>Стовп&amp;ці:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>&amp;Карт роздається в комірки:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>Ко&amp;лоди:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Ряд за рядом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Тузи й двійки найглибше</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Кожна масть у свій стовпець</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Комірка для кожної &amp;масті</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Як у «Чотирьох кольорах»: вільна комірка a приймає лише трефи, b — бубни, c — чирви, d — піки.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>Будувати вни&amp;з:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>&amp;Порожні стовпці приймають:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>Переміщення посл&amp;ідовностей:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Щоденні випробування</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Грати</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Роздачі дня</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Трофеї</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Досягнення</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Як здобути</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Роздача {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Випробування зараховуються лише у своєму місяці: цей день уже не можна зіграти як випробування.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>%n день пройдено за {0}.</numerusform>
            <numerusform>%n дні пройдено за {0}.</numerusform>
            <numerusform>%n днів пройдено за {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>Здобуто: {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} — за %n день.</numerusform>
            <numerusform>{0} — за %n дні.</numerusform>
            <numerusform>{0} — за %n днів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Днів пройдено поспіль: %n</numerusform>
            <numerusform>Днів пройдено поспіль: %n</numerusform>
            <numerusform>Днів пройдено поспіль: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(найкраще: %n).</numerusform>
            <numerusform>(найкраще: %n).</numerusform>
            <numerusform>(найкраще: %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Досягнуті рубежі (днів): {0}.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Щоденні в&amp;ипробування…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Щоденне випробування за {0}, {1}: роздача {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Здобуто: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>туз %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>валет %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>дама %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>король %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>туз червоної масті</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>туз чорної масті</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>валет червоної масті</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>валет чорної масті</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>дама червоної масті</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>дама чорної масті</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>король червоної масті</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>король чорної масті</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>перший джокер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>другий джокер</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>%1 червоної масті</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>%1 чорної масті</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>%1 будь-якої масті</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 не можна перенести на базу: далі бази приймають %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 не можна покласти на %2: короля не кладуть на жодну карту, він лише заповнює порожній стовпець.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 не можна покласти на %2: %3 кладуть на %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Жодна карта послідовності від %1 до %2 не лягає на %3: на туза нічого не кладуть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Жодна карта послідовності від %1 до %2 не лягає на %3, яка приймає %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>У цій грі немає вільних комірок; вільної комірки %1 немає.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>У цій грі є лише вільна комірка a; вільної комірки %1 немає.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>У цій грі є вільні комірки від a до %1; вільної комірки %2 немає.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Одна карта стовпця %1 лягає на %2, а не на %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n карта стовпця %1 лягає на %2, а не на %3.</numerusform>
            <numerusform>%n карти стовпця %1 лягають на %2, а не на %3.</numerusform>
            <numerusform>%n карт стовпця %1 лягають на %2, а не на %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Туди можна перемістити лише нижню карту стовпця %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Лише %n нижня карта стовпця %1 утворює послідовність.</numerusform>
            <numerusform>Лише %n нижні карти стовпця %1 утворюють послідовність.</numerusform>
            <numerusform>Лише %n нижніх карт стовпця %1 утворюють послідовність.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 ніколи не лягає на стовпець, навіть порожній: джокер іде у вільну комірку або на базу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>База джокерів порожня.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>На джокера нічого не кладуть (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 переходить на базу, лише коли бази треф, пік і чирв заповнені.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>Стовпець %1 порожній.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>Вільна комірка %1 порожня.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Карта сорочкою догори не може переміщуватися: вона перевертається лицем догори, щойно карти на ній підуть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>Резервна стопка %1 порожня.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>Резервна стопка %1 заповнена: її місткість — %2 карт.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Резервна стопка приймає по одній карті.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>У резервній стопці %1 є карти: резервна стопка приймає карти, лише коли вона порожня.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>На резервну стопку не можна класти карти: з неї можна лише брати.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Карти не можна повертати з баз: цей параметр вимкнено в налаштуваннях.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>База %1 порожня.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>У цій грі є стовпці від 1 до %1; стовпця %2 немає.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>У цій грі %1 баз; бази %2 немає.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>У цій грі порожній стовпець заповнює лише король або послідовність, що починається з короля.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>У цій грі бази починаються з %1: порожній стовпець заповнює лише карта значення %2 або послідовність, що з неї починається.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>У цій грі порожній стовпець залишається порожнім.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>У цій грі карти переходять зі стовпця на стовпець по одній.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 не можна перенести на базу: база %2 починається зі значення %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>Верхня карта стовпця %1 лежить сорочкою догори, поки у вільній комірці %2 є карта.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Стопка %1 лежить під стопкою %2, у якій є карта.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Стопка %1 лежить під стопкою %2: на неї можна опустити лише всі карти стопки %2 разом (%3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Вільна комірка %1 приймає лише %2, а не %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>У цій грі карти залишаються на базах.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>У цій грі жодну карту не кладуть на стовпець.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 не можна перенести на базу: далі бази приймають такі значення: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>База %1 заповнена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>Далі база %1 приймає значення %2, а не %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>У вільні комірки роздається %1 карт, але вільних комірок лише %2: виберіть більше комірок або менше карт.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Гру можна завершити, лише коли жоден стовпець не містить більше однієї карти.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Код гри «%1»: «%2» не є початком коду жодної гри.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Код гри «%1»: частина комірок «%2» має бути від C0 до C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Код гри «%1»: %2 вільних комірок поза межами (від %3 до %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Код гри «%1»: у %2 грають із %3 вільними комірками.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Код гри «%1»: не вдалося прочитати частину правил (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Код гри «%1» довший за будь-який код.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 не можна перенести на базу: база %2 починається з туза.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 поки не можна перенести на базу: спершу має йти %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Карта ніколи не переходить з однієї вільної комірки до іншої.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Карта з бази повертається лише на стовпець.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>Вільна комірка %1 зайнята.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 карт, зараз можна перемістити щонайбільше %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Звідси гру неможливо завершити.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 не можна перенести на базу: далі база приймає значення %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>Далі база %1 приймає %2, а не %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Переміщувати можна лише верхню карту вільної комірки чи бази.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Карти переносяться на базу по одній.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Вільна комірка вміщує одну карту.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>У цій грі на базу переходить лише ціла послідовність від короля до туза з чергуванням кольорів, усі 13 карт разом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>На кожній базі лежить послідовність.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Гру можна завершити, лише коли кожен стовпець складається з цілих послідовностей від короля до туза.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Коли кожен король починає стовпець, у грі має бути стільки стовпців, скільки королів (%1), або на один більше, а не %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Коли карта у вільній комірці перевертає верхню карту відповідного стовпця сорочкою догори, кожній вільній комірці потрібен власний стовпець: вільних комірок — %1, стовпців — %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Гру виграно.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Гру можна завершити, лише коли кожен стовпець є однією послідовністю.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Гру можна завершити, лише коли кожну карту, що залишилася, можна одну за одною перенести на базу з того місця, де вона лежить.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Немає чого скасовувати.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Немає чого повторювати.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>В історії немає позиції %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>«%1» не є номером роздачі.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Номер роздачі %1 поза межами (від 1 до %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Номер роздачі має бути цілим числом, а не %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Код гри «%1»: «%2» не є літерою від A до Z, цифрою чи дефісом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Код гри «%1» має складатися з трьох частин, наприклад FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Код гри «%1»: версія формату «%2» не 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Код гри «%1»: частина роздачі «%2» має складатися із 7 літер від A до Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Код гри «%1»: роздача %2 поза межами (від 1 до %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>У цій грі карти не можна повертати з баз: її розпочато з вимкненим поверненням.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Випробування та легкі роздачі</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Виграйте роздачу «Вільної комірки» з такою малою кількістю вільних комірок, яка потрібна для неї розв’язувачу. Кожну роздачу нижче вказано під найменшою кількістю вільних комірок, з якою її можна виграти.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 вільна комірка (роздач: %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n вільна комірка (роздач: %1)</numerusform>
            <numerusform>%n вільні комірки (роздач: %1)</numerusform>
            <numerusform>%n вільних комірок (роздач: %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>&amp;Мінімум комірок:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Зіграти випробування</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Для по&amp;чатківців: легка роздача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Випадкова роздача «Вільної комірки» з чотирма вільними комірками, яку розв’язувач оцінює як легку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;Тузи на базах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>«Вільна комірка» з чотирма тузами на базах ще до початку гри: легша гра</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Роздача %1 з 1 вільною коміркою</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Роздача %1 з %n вільною коміркою</numerusform>
            <numerusform>Роздача %1 з %n вільними комірками</numerusform>
            <numerusform>Роздача %1 з %n вільними комірками</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Випробування: &amp;мінімум комірок…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Випробування та &amp;легкі роздачі…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Для по&amp;чатківців: легка роздача</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Тузи на базах: &amp;спрощена «Вільна комірка»</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Випробування: роздача %1 з 1 вільною коміркою</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Випробування: роздача %1 з %n вільною коміркою</numerusform>
            <numerusform>Випробування: роздача %1 з %n вільними комірками</numerusform>
            <numerusform>Випробування: роздача %1 з %n вільними комірками</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>Випробування на мінімум комірок доступне для роздач «Вільної комірки», вибраних за номером.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Мінімум комірок показується разом з оцінкою складності, яку приховано, поки приховано вердикт розв’язувача: увімкніть її в налаштуваннях.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Визначення мінімуму комірок…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Цю роздачу неможливо виграти, тому випробування для неї немає.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Розв’язувачу не вдалося встановити мінімум вільних комірок для цієї роздачі в межах свого ліміту, тому випробування немає.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Випробування на мінімум комірок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Випробування: виграйте цю роздачу з 1 вільною коміркою</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Розв’язувач виграє роздачу %1 з 1 вільною коміркою, але не з меншою кількістю. Та сама роздача починається знову з такою кількістю комірок.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Випробування: виграйте цю роздачу з %n вільною коміркою</numerusform>
            <numerusform>Випробування: виграйте цю роздачу з %n вільними комірками</numerusform>
            <numerusform>Випробування: виграйте цю роздачу з %n вільними комірками</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Розв’язувач виграє роздачу %1 з %n вільною коміркою, але не з меншою кількістю. Та сама роздача починається знову з такою кількістю комірок.</numerusform>
            <numerusform>Розв’язувач виграє роздачу %1 з %n вільними комірками, але не з меншою кількістю. Та сама роздача починається знову з такою кількістю комірок.</numerusform>
            <numerusform>Розв’язувач виграє роздачу %1 з %n вільними комірками, але не з меншою кількістю. Та сама роздача починається знову з такою кількістю комірок.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>&amp;Почати випробування</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Випробування пройдено: роздача %1 з 1 вільною коміркою!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Випробування пройдено: роздача %1 з %n вільною коміркою!</numerusform>
            <numerusform>Випробування пройдено: роздача %1 з %n вільними комірками!</numerusform>
            <numerusform>Випробування пройдено: роздача %1 з %n вільними комірками!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>«Вільна комірка» з тузами на базах: чотири тузи від початку лежать на базах. Її результати зберігаються окремо від результатів «Вільної комірки».</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>файл більший за %1 МБ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>файл не є текстом (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>файл порожній</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>файл не є коректним JSON (рядок %1, стовпець %2: %3); можливо, його обрізано</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>файл не є коректним JSON (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>файл неможливо прочитати (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>файл не містить збереженої гри (немає об’єкта JSON)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>файл не є грою FreeCell Qt (формат %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>файл не має номера версії</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>файл записано новішою версією FreeCell Qt (версія %1); оновіть програму, щоб відкрити його</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>невідома версія файлу %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>час гри має бути кількістю секунд, 0 або більше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>кількість підказок має бути цілим числом, 0 або більше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>файл не містить гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>гра у файлі некоректна: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>гра має %1 кроків, більше за дозволені %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>крок %1 має більше ніж %2 ходів, дозволених для кроку</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>гра має більше ніж %1 дозволених ходів</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>час гри перевищує %1 років</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>кількість підказок перевищує %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>файл не є звичайним файлом (це тека, пристрій або канал)</translation>
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
        <translation>Цій карті нікуди йти.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Повтор: натисніть «Продовжити звідси», щоб грати, або Esc, щоб повернутися до своєї гри.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Історія скасувань</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Виберіть позицію, до якої слід повернути гру. Скасовані кроки показано сірим, їх можна повторити, доки ви не зробите новий хід.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Зіграні кроки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Крок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Перейти</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Скасовано: можна повторити</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Гра зараз тут</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Роздача</translation>
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
        <translation>Як грати</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Завершення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Коли кожен стовпець є однією послідовністю, гру фактично виграно: кнопка &lt;b&gt;Завершити&lt;/b&gt; переносить усі карти на бази. Якщо увімкнено &lt;i&gt;Завершувати автоматично&lt;/i&gt;, це відбувається само собою. Якщо ходів не залишилося зовсім, можна скасувати хід, почати роздачу заново або розпочати нову гру.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Кожна карта, покладена на базу, приносить 10 очок, а кожна карта, зіграна з вільної комірки на стовпець, — 5 очок; карта, повернута з бази, коштує 10. Скасування ходу забирає й очки, а рахунок ніколи не падає нижче нуля.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Номери роздач і коди ігор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Кожна роздача має номер від 1 до 2 147 483 647, як у класичній грі Windows, і той самий номер дає те саме тасування в кожній грі, розкладене за схемою цієї гри: роздача 11982 у «Вільній комірці» — та знаменита, яку неможливо виграти. &lt;b&gt;Код гри&lt;/b&gt;, наприклад &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt;, визначає гру, її вільні комірки й роздачу, тож друг, який його введе, зіграє точнісінько ту саму гру. Щоб ввести номер чи код, скористайтеся пунктом &lt;i&gt;Зіграти роздачу за номером або кодом&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Складність і виграшні роздачі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Кожна роздача має оцінку &lt;b&gt;Проста&lt;/b&gt;, &lt;b&gt;Середня&lt;/b&gt;, &lt;b&gt;Складна&lt;/b&gt; або &lt;b&gt;Експертна&lt;/b&gt;. Оцінка враховує найменшу кількість вільних комірок, з якою роздачу ще можна виграти (розв’язувач пробує комірки гри, потім на одну менше і так далі), а потім — як довго розв’язувачу довелося шукати виграш: кожна потрібна роздачі комірка важить як удесятеро довший пошук. Оцінка спирається на кількість позицій, а не на час, тож та сама роздача отримує ту саму оцінку на будь-якому комп’ютері.&lt;/p&gt;&lt;p&gt;У діалозі &lt;i&gt;Нова гра з параметрами&lt;/i&gt; пункт &lt;i&gt;Лише виграшні роздачі&lt;/i&gt; роздає випадкову роздачу лише після того, як розв’язувач знайде для неї виграш, а &lt;i&gt;Складність&lt;/i&gt; запитує випадкову роздачу з цією оцінкою. Поки розв’язувач шукає, можна грати далі; &lt;b&gt;Esc&lt;/b&gt; зупиняє пошук.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Гра із засобом читання з екрана</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Стіл повідомляє засобу читання з екрана, на якій стопці перебуває рамка, наприклад &lt;i&gt;7 чирв, стовпець 3, 5 карт, верхня карта&lt;/i&gt; або &lt;i&gt;Вільна комірка b, порожня&lt;/i&gt;, і називає кожен хід, карти, що переносяться на бази самі, причину відмови в ході, підказки, чи можна ще виграти роздачу, і виграш. Щоб прослухати стіл: &lt;b&gt;R&lt;/b&gt; читає всі карти стопки, на якій рамка, &lt;b&gt;L&lt;/b&gt; читає вільні комірки, &lt;b&gt;U&lt;/b&gt; — бази, а &lt;b&gt;Alt&lt;/b&gt; із цифрою читає відповідний стовпець (&lt;b&gt;Alt+3&lt;/b&gt; — стовпець 3). Читання не переміщує ні карт, ні рамки.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Клавіші зі стрілками переміщують рамку між стопками; &lt;b&gt;Пробіл&lt;/b&gt; або &lt;b&gt;Enter&lt;/b&gt; бере там карти й кладе їх на наступну вибрану стопку; &lt;b&gt;Esc&lt;/b&gt; відпускає їх. Хід можна також набрати: номер стовпця, а потім куди він іде (інший стовпець, вільна комірка або &lt;b&gt;h&lt;/b&gt; для бази). &lt;b&gt;3&lt;/b&gt;, а потім &lt;b&gt;h&lt;/b&gt; переносить відкриту карту стовпця 3 на її базу.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Стовпці від 10 і далі набираються як %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Стопки від %1-ї і далі не мають власної клавіші: до них можна дістатися клавішами зі стрілками — вліво і вправо вздовж ярусу, вгору і вниз на ярус вище або нижче.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Вільні комірки позначено літерами від &lt;b&gt;a&lt;/b&gt; до &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; — це база): &lt;b&gt;3&lt;/b&gt;, а потім &lt;b&gt;a&lt;/b&gt; переміщує відкриту карту стовпця 3 до першої вільної комірки.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Як грати в %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Клавіатура</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Пропустити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Перейти до наступного кроку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Вийти з уроку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Назад до своєї гри (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Зіграти роздачу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Вийти з уроку й грати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Пройти ще раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>Урок ще раз, з кроку 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Почати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Пройти урок зараз</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Ні, дякую</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>Урок залишиться в меню «Довідка»</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>Перший &amp;урок</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Вийти з уроку</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Уперше у FreeCell?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Пройдіть короткий урок: вісім кроків на невеликій роздачі, близько трьох хвилин. Ваша гра тим часом зачекає.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>Урок завжди можна знайти в меню «Довідка»: «Перший урок».</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Чудово!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Ви виграли роздачу уроку й тепер знаєте всі ходи FreeCell. Зіграйте роздачу або пройдіть урок ще раз.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Крок {0} з {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Карту кладуть на карту на одне значення старшу й іншого кольору, наприклад червоного валета на чорну даму. Перетягніть карту {0} на карту {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Вільні комірки вгорі ліворуч вміщують по одній будь-якій карті. Покладіть карту {0} у вільну комірку, щоб відкрити карту під нею.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Бази вгорі праворуч збирають кожну масть за зростанням, починаючи з туза. Перенесіть карту {0} на базу: перетягніть її туди або двічі клацніть на ній. У ваших власних іграх карти, які більше не потрібні, переносяться на бази самі (автоматичні ходи).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Карти по порядку з чергуванням кольорів переносяться разом: щонайбільше (вільні комірки + 1) × 2^(порожні стовпці), тут {0}. Перетягніть карту {1} на карту {2}; карти під нею перемістяться разом із нею.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Гра відхиляє хід, який не дозволяють правила, і пояснює причину внизу вікна. Спробуйте самі.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Гра відхиляє хід, який не дозволяють правила, і пояснює причину внизу вікна. Спробуйте: перетягніть карту {0} на карту {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Зробіть будь-який хід, а потім скасуйте його командою «Скасувати» (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Будь-який хід можна скасувати: натисніть Ctrl+Z («Скасувати») зараз.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Гра повідомила: «{0}»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Не знаєте, що робити? Натисніть H («Підказка»): гра позначить добрий хід.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Тепер виграйте роздачу: усі карти на бази. Користуйтеся підказками (H) скільки завгодно; «Завершити» (Ctrl+F) перенесе решту на бази, коли карти будуть по порядку.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Звідси цього не зробити. Скасуйте ходи командою «Скасувати» (Ctrl+Z) або натисніть «Пропустити».</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Інші кнопки</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Нова гра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Нова гра з п&amp;араметрами…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>П&amp;очати роздачу заново</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>&amp;Зіграти роздачу за номером або кодом…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>&amp;Щоденна роздача</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Копіювати код гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Ко&amp;піювати позицію</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>&amp;Вставити позицію</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>&amp;Розставити позицію…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>В&amp;ідкрити гру…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>З&amp;берегти гру як…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>&amp;Історія скасувань…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>&amp;Огляд гри…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Завершити</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Повноекранний режим</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>Панель &amp;інструментів</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Як грати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;Про FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Щоденна роздача {0}: {1}, роздача {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0}, роздача {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Перший урок</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Її більше не встановлено.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Колоду карт «{0}» не можна використати: {1} Використовуються власні карти FreeCell Qt.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Позицію скопійовано до буфера обміну як текст.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Хід</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Параметри</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Панель інструментів</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Рахунок: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Ходи: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Час: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Це сьогоднішня щоденна роздача; «Почати роздачу заново» грає її спочатку.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>Щоденна роздача за {0}: сьогодні однакова для всіх.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} скопійовано до буфера обміну.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>По&amp;відомлення…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Останні повідомлення рядка стану</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Повідомлення</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Останні повідомлення, найновіші внизу</translation>
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
        <translation>Нова гра</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Власна</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Дозволити повернення карт із &amp;баз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Параметр кожної гри, як у налаштуваннях</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Вільні комірки:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>Випадкова &amp;роздача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>&amp;Номер роздачі або код гри:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Лише в&amp;играшні роздачі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Роздавати випадкову роздачу, лише коли розв’язувач довів, що її можна виграти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Будь-яка</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>напр. 11982 або FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>&amp;Складність:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Номери роздач — від 1 до %1, те саме тасування в кожній грі.&lt;br&gt;Коди ігор мають вигляд FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Випробування та легкі роз&amp;дачі…</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Це правила гри %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Код гри: поки немає</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Код гри: випадкова роздача — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Код гри: %1 — %2, роздача %3</translation>
    </message>
</context>
<context>
    <name>ParLabel</name>
    <message>
        <location filename="../../freecell_qt/windows/par_label.py" line="+53"/>
        <source>Par: {0} / {1}</source>
        <translation>Пар: {0} / {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your moves as the par counts them (every move, those to the foundations and the automatic ones included), and the deal&apos;s par: the fewest moves found to win it</source>
        <translation>Ваші ходи в підрахунку пару (усі ходи, зокрема на бази й автоматичні) і пар роздачі: найменша знайдена кількість ходів для її виграшу</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Не вдалося прочитати файл налаштувань {0}; використовуються типові значення.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Не вдалося прочитати файл налаштувань; його збережено як {0}, використовуються типові значення.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Налаштування неможливо зберегти в {0}; зміни діятимуть лише до закриття FreeCell Qt.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>&amp;Автоматично переносити безпечні карти на бази</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>&amp;Завершувати автоматично, коли кожен стовпець — послідовність</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>&amp;Одинарне клацання переносить карту на її базу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Пер&amp;еміщення клацанням: клацніть карту, потім її місце</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Дозволити повер&amp;тання карт із баз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Чотириколірна колода (трефи зелені, бубни сині)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>&amp;Великі індекси (велике значення й масть у кутах)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>Зв&amp;укові ефекти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>П&amp;родовжувати останню гру під час запуску</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Показувати, чи можна ще виграти &amp;гру</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Клацання бере карту й послідовність на ній; клацання на іншій стопці кладе їх туди, клацання на сукні або Esc повертає їх назад. Тоді одинарне клацання бере карту, а не переносить її на базу; подвійне клацання й далі це робить.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>&amp;Подвоєння: (вільні комірки + 1) × 2^порожні стовпці</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>Лі&amp;нійне: (вільні комірки + 1) × (порожні стовпці + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Скільки карт може перенести переміщення послідовності:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>В іграх, де порожні стовпці приймають лише королів або нічого, за раз переміщується вільні комірки + 1 карт. Зміни правил діють одразу, зокрема й для поточної гри.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Вимкнено</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Звичайно</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Світла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Темна</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Зелене сукно, темне в темному режимі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Зелене сукно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Синє сукно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Темне сукно</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Увімкнено: чорне сукно, карти й стопки з контуром</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Синя решітка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Червоні ромби</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Зелені хвилі</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>За розміром вікна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Великий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Середній</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Малий</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Повільно</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Швидкість розв’&amp;язування:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Вигляд</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>Колірна &amp;схема:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>Сті&amp;л:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>В&amp;исока контрастність:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Розм&amp;ір карт:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Менше руху: карти йдуть одразу на своє місце, &amp;без святкування</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Типово увімкнено, коли стільниця просить менше анімації. Розв’язування й далі робить по одному ходу за раз, зі своєю швидкістю.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>Власна колода FreeCell Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Попередній перегляд колоди: туз, король і сорочка</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Коло&amp;да:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>Сорочка &amp;карт:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Цей параметр змінює лише власну колоду FreeCell Qt; вибрана колода має власні лицьові боки й сорочку.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Колоду «{0}» не можна використати: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>&amp;Швидкість анімації:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Системна</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Мова:</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>&amp;Гаразд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрити</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-6"/>
        <source>OK</source>
        <translation>Гаразд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Скинути</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Припинити пошук роздачі (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Складність: оцінювання…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Визначення складності цієї роздачі</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Складність: без оцінки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Цю роздачу неможливо виграти, тому вона не має рівня</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Розв’язувач нічого не з’ясував у межах свого ліміту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Складність: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Пошук роздачі припинено; поточна гра не змінилася.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Пошук виграшної роздачі… (кандидат %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Пошук роздачі з оцінкою «%1»… (кандидат %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Роздача %1, оцінка «%2» (кандидат %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Роздача %1, доведено, що її можна виграти (кандидат %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Серед %1 перевірених не знайдено відповідної роздачі; поточна гра не змінилася.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Проста</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Середня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Складна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Експертна</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Можна виграти без вільних комірок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Можна виграти з 1 вільною коміркою</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Можна виграти з %n вільною коміркою</numerusform>
            <numerusform>Можна виграти з %n вільними комірками</numerusform>
            <numerusform>Можна виграти з %n вільними комірками</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; переглянуто позицій: %2.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Повтор</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>На крок назад</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Відтворити</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Уперед</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>На крок уперед</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Перетягніть до будь-якої позиції гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Позиція в грі</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Продовжити звідси</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Грати в цю гру самостійно з показаної позиції; пізніші кроки можна повторити</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Повтор: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Тепер це ваша гра, з кроку {0}. Повторення йде за повтором.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Крок {0} з {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Результати з часом</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>Ігор: {0}, виграно: {1}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Завершених ігор поки немає.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Гра {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Останні ігри ({0}), найстаріші ліворуч</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Програно</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Частка виграшів</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Огляд гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Перевірка розв’язувачем кожної позиції гри…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Огляд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Позиції гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Крок</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Грати звідси</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Показа&amp;ти розв’язок</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Пар роздачі в ходах: {0}; ваша гра, підрахована так само (з автоматичними ходами): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>можна виграти</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>програно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Цю роздачу неможливо виграти від початку.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>За відведений час виграшу від роздачі не знайдено.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Ви виграли: жоден хід не програв гру.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Гру ще можна виграти з поточної позиції: жоден хід її не програв.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Хід {0} програв гру: до нього її можна було виграти, а після — ні.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Гру можна було виграти до ходу {0}; після нього за відведений час виграшу не знайдено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Ви зробили 1 хід; розв’язувач виграє від роздачі за {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Ви зробили %n хід; розв’язувач виграє від роздачі за {0}.</numerusform>
            <numerusform>Ви зробили %n ходи; розв’язувач виграє від роздачі за {0}.</numerusform>
            <numerusform>Ви зробили %n ходів; розв’язувач виграє від роздачі за {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Огляд закрито: розпочато іншу гру.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Схема столу</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>Вільна комірка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>Форсел</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>Гра Бейкера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Гра Бейкера з королями</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Вісім вільних</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Подвійні Вісім вільних</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Башти Сіхейвен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Спрощені Башти Сіхейвен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Подвійні Башти Сіхейвен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Спрощена Вільна комірка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Вільна комірка: виклик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Вільна комірка: супервиклик</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Сім на чотири</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Сім на п’ять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Бат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Подвійна Вільна комірка (традиційна)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Подвійна Вільна комірка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Потрійна Вільна комірка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Ремонт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Комірка 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>Велика комірка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Глибина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>Пінгвін</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>Опус</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>Смокінг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>Пелюстка</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Сталактити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>Клінк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>Павучі комірки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>Футлінг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>Подвійний футлінг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Королі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Котячий хвіст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Змія</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Почет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>Штаб</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>Лімпопо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>Голка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>Копиця сіна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>Вила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>Фліппер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Antares</source>
        <translation>Антарес</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opera</source>
        <translation>Опера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sarlacc</source>
        <translation>Sarlacc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstruction</source>
        <translation>Перешкода</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>Власна гра</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Вільна комірка, тузи на базах</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, без вільних комірок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 вільна комірка</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n вільна комірка</numerusform>
            <numerusform>%1, %n вільні комірки</numerusform>
            <numerusform>%1, %n вільних комірок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>без вільних комірок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 вільна комірка</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n вільна комірка</numerusform>
            <numerusform>%n вільні комірки</numerusform>
            <numerusform>%n вільних комірок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n стовпець</numerusform>
            <numerusform>%n стовпці</numerusform>
            <numerusform>%n стовпців</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>без складання на стовпцях</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>складання за мастю</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>складання без огляду на масть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>складання з чергуванням кольорів</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>у порожні стовпці — лише королі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>порожні стовпці залишаються порожніми</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>у порожні стовпці — будь-яка карта</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>переміщуються послідовності будь-якої довжини</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>по одній карті</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>послідовності переміщуються через вільні комірки й порожні стовпці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>послідовності переміщуються через вільні комірки</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n стопка</numerusform>
            <numerusform>%n стопки</numerusform>
            <numerusform>%n стопок</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>тузи й двійки роздаються найглибше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>значення першої карти задає основу, усі карти цього значення починають бази</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>перша роздана карта задає основу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>на стовпцях короля кладуть на туза</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>кожен стовпець починається з короля</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>кожен розданий король починає стовпець</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>тузи переходять на бази під час роздачі</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>тузи від початку лежать на базах</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>карта у вільній комірці перевертає верхню карту відповідного стовпця сорочкою догори</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>права половина стовпців складається за мастю, віддає будь-які свої карти й, спорожнівши, приймає королів</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>усі карти кожного стовпця, крім останньої, сорочкою догори</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>стопки в ярусах, що перекриваються: стопка під стопкою з картами не віддає і не приймає карт, але може прийняти всі карти єдиної стопки над нею</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n резервна стопка, що приймає послідовність, коли порожня</numerusform>
            <numerusform>%n резервні стопки, кожна приймає послідовність, коли порожня</numerusform>
            <numerusform>%n резервних стопок, кожна приймає послідовність, коли порожня</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>резервна стопка з %n розданою картою, що не приймає карт назад</numerusform>
            <numerusform>резервна стопка з %n розданими картами, що не приймає карт назад</numerusform>
            <numerusform>резервна стопка з %n розданими картами, що не приймає карт назад</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>резервна стопка з %n розданою картою, що вміщує до %1</numerusform>
            <numerusform>резервна стопка з %n розданими картами, що вміщує до %1</numerusform>
            <numerusform>резервна стопка з %n розданими картами, що вміщує до %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n резервна стопка до %1 карт</numerusform>
            <numerusform>%n резервні стопки до %1 карт</numerusform>
            <numerusform>%n резервних стопок до %1 карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>Замість вільних комірок праворуч від стовпців стоїть %n &lt;b&gt;резервна стопка&lt;/b&gt;. Порожня резервна стопка приймає одразу цілу послідовність зі стовпця або іншої резервної стопки; стопка, у якій є карти, не приймає жодної. Будь-яка послідовність угорі резервної стопки може піти з неї цілком або частково.</numerusform>
            <numerusform>Замість вільних комірок праворуч від стовпців стоять %n &lt;b&gt;резервні стопки&lt;/b&gt;. Порожня резервна стопка приймає одразу цілу послідовність зі стовпця або іншої резервної стопки; стопка, у якій є карти, не приймає жодної. Будь-яка послідовність угорі резервної стопки може піти з неї цілком або частково.</numerusform>
            <numerusform>Замість вільних комірок праворуч від стовпців стоять %n &lt;b&gt;резервних стопок&lt;/b&gt;. Порожня резервна стопка приймає одразу цілу послідовність зі стовпця або іншої резервної стопки; стопка, у якій є карти, не приймає жодної. Будь-яка послідовність угорі резервної стопки може піти з неї цілком або частково.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Замість вільних комірок праворуч від стовпців стоїть %n &lt;b&gt;резервна стопка&lt;/b&gt;. Вона приймає будь-яку карту, по одній, доки в ній не буде %1 карт; піти з неї може лише верхня карта.</numerusform>
            <numerusform>Замість вільних комірок праворуч від стовпців стоять %n &lt;b&gt;резервні стопки&lt;/b&gt;. Кожна приймає будь-яку карту, по одній, доки в ній не буде %1 карт; піти з неї може лише верхня карта.</numerusform>
            <numerusform>Замість вільних комірок праворуч від стовпців стоять %n &lt;b&gt;резервних стопок&lt;/b&gt;. Кожна приймає будь-яку карту, по одній, доки в ній не буде %1 карт; піти з неї може лише верхня карта.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>Замість вільних комірок перша %n карта роздається в &lt;b&gt;резервну стопку&lt;/b&gt; праворуч від стовпців.</numerusform>
            <numerusform>Замість вільних комірок перші %n карти роздаються в &lt;b&gt;резервну стопку&lt;/b&gt; праворуч від стовпців.</numerusform>
            <numerusform>Замість вільних комірок перші %n карт роздаються в &lt;b&gt;резервну стопку&lt;/b&gt; праворуч від стовпців.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>Її верхню карту можна зіграти, але класти на неї карти не можна.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Вона приймає будь-яку карту, по одній, доки не міститиме %n карту; піти з неї може лише верхня карта.</numerusform>
            <numerusform>Вона приймає будь-яку карту, по одній, доки не міститиме %n карти; піти з неї може лише верхня карта.</numerusform>
            <numerusform>Вона приймає будь-яку карту, по одній, доки не міститиме %n карт; піти з неї може лише верхня карта.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Гра ведеться на %1 &lt;b&gt;стопках&lt;/b&gt;, по одній карті в кожній, відкритими, у %2 рядах (ярусах) по %3 стопок згори донизу. Кожен ярус лежить трохи нижче за попередній і зсунутий на пів карти вбік, тож кожна стопка, крім стопок нижнього ярусу, лежить під однією або двома стопками наступного ярусу, що її перекривають.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Поки в стопці, що лежить над нею, є карта, стопка &lt;b&gt;заблокована&lt;/b&gt;: жодна її карта не може переміщуватися, і на неї не кладуть карт. Стопки нижнього ярусу ніколи не блокуються.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>На заблоковану стопку можливий один хід: коли карти залишилися лише в одній стопці над нею, усі карти цієї стопки можуть опуститися на неї за один раз, якщо вони утворюють послідовність, перша карта якої підходить до її відкритої карти. Стопка, яку вони покидають, сама має бути вільною і містити не більше карт, ніж можна перемістити за один раз.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Тузи від початку лежать на базах, а решта карт роздається ряд за рядом.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 карт роздаються у стовпці, зліва: %2. Спершу ряд за рядом сорочкою догори роздаються всі карти кожного стовпця, крім останньої; потім один ряд роздається відкритим.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Карта сорочкою догори не може ні переміщуватися, ні приймати карту, тож послідовності складаються лише з відкритих карт. Коли карти на ній підуть, вона одразу перевертається лицем догори.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>на резервну стопку, яка її приймає (див. «Стіл»);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Переміщуватися може лише відкрита карта стовпця (та, яку ніщо не накриває) або верхня карта резервної стопки. Карта може піти:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Кожна вільна комірка належить стовпцю: вільна комірка a — стовпцю 1, b — стовпцю 2 і так далі. Поки у вільній комірці лежить карта, верхня карта її стовпця лежить &lt;b&gt;сорочкою догори&lt;/b&gt;: її не можна перемістити, і на неї не можна класти карти. Порожній стовпець, як і раніше, приймає карту або послідовність, і її верхня карта одразу перевертається сорочкою догори. Щойно вільна комірка знову спорожніє, карта перевертається лицем догори.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Стовпці бувають двох видів. Стовпці з 1 по %1 складаються, як описано вище, і приймають будь-яку групу карт, перша карта якої підходить, по порядку чи ні. Стовпці з %2 по %3 складаються вниз за мастю (7 чирв на 8 чирв); будь-яку кількість їхніх карт можна перемістити за раз, по порядку чи ні, на чолі з першою картою групи; а порожній такий стовпець приймає лише короля або групу, що починається з короля.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Лише стопки верхнього ярусу (%1) приймають карту, коли порожні: будь-яку карту або досить коротку послідовність, якщо в жодній стопці над ними немає карт. Порожня стопка будь-якого іншого ярусу залишається порожньою, і під час переміщення послідовностей порожніми стовпцями вважаються лише порожні стопки верхнього ярусу.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Послідовність відкритих карт у кінці стовпця, %1, може переміститися за один раз, якщо вона досить коротка. За &lt;i&gt;F&lt;/i&gt; порожніх вільних комірок і &lt;i&gt;E&lt;/i&gt; порожніх стовпців (рахуючи порожній стовпець, куди йде послідовність) найдовша послідовність, яку можна перемістити, — %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Наприклад, коли всі вільні комірки й один стовпець порожні, %1 карт можна перемістити на інший стовпець або в сам порожній стовпець.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>бази складаються за значенням від чотирьох розданих карт</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>дві бази з чергуванням кольорів від тузів треф і чирв</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>одна база для всіх карт: усі тузи, потім усі двійки і так далі до королів</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>кожна база приймає цілу послідовність від короля до туза з чергуванням кольорів</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Гра ведеться однією колодою і &lt;b&gt;двома джокерами&lt;/b&gt;. Перенесіть усі 54 карти на п’ять &lt;b&gt;баз&lt;/b&gt;: чотири за мастями, кожна складається від туза до короля, і п’яту, яка приймає двох джокерів, але лише коли бази треф, пік і чирв заповнені (база бубен може бути незаповненою).&lt;/p&gt;&lt;p&gt;Джокер &lt;b&gt;ніколи не лягає на стовпець&lt;/b&gt;, навіть порожній, і на джокера нічого не кладуть: перенесіть його у вільну комірку або на базу, коли вона його приймає. Джокер, що при роздачі опинився всередині послідовності, переміщується разом із нею і вважається тузом (перший джокер) або двійкою (другий) власного кольору. Послідовність, що переміщується в порожній стовпець, враховує і цей стовпець серед порожніх, які дозволяють її перемістити.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>на свою базу, якщо це наступне значення цієї масті; джокер — на п’яту базу, коли бази треф, пік і чирв заповнені.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>два джокери, які ніколи не лягають на стовпці, і п’ята база, що приймає їх, коли бази треф, пік і чирв заповнені</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>чотири бази, кожна за мастю двічі по колу від туза першої колоди</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>карти можна повертати з баз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 карта роздається в комірки</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n карта роздається в комірки</numerusform>
            <numerusform>%n карти роздаються в комірки</numerusform>
            <numerusform>%n карт роздаються в комірки</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Мета</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перенесіть усі %1 карт на єдину &lt;b&gt;базу&lt;/b&gt;. Вона приймає &lt;b&gt;спершу всі тузи&lt;/b&gt;, у будь-якому порядку мастей, потім усі двійки, потім усі трійки і так далі до королів, незалежно від масті: усі %2 карт одного значення перед наступним значенням.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перенесіть усі 52 карти на чотири &lt;b&gt;бази&lt;/b&gt;, які приймають будь-яку масть. База приймає лише &lt;b&gt;цілу послідовність&lt;/b&gt;: 13 карт від короля вниз до туза з чергуванням кольорів, що лежать у кінці стовпця, переходять на базу разом за один хід, незалежно від того, які вільні комірки й стовпці порожні. Окрема карта ніколи не переходить на базу. Перетягніть послідовність за короля або клацніть її туза.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Гра ведеться двома колодами, перетасованими разом. Перенесіть усі 104 карти на чотири &lt;b&gt;бази&lt;/b&gt;, по одній для кожної масті. Їх починають чотири тузи першої колоди, які роздаються туди останніми, і кожну складають за мастю від туза до короля, а потім &lt;b&gt;ще одне коло&lt;/b&gt;, від другого туза до другого короля, доки на ній не буде 26 карт.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перенесіть усі 52 карти на дві &lt;b&gt;бази&lt;/b&gt;. Їх починають туз треф і туз чирв, і кожну складають угору &lt;b&gt;з чергуванням кольорів незалежно від масті&lt;/b&gt;, по одному значенню, двічі проходячи від туза до короля, доки на ній не буде 26 карт: на туза треф кладуть червону 2, потім чорну 3, а після її чорного короля — червоного туза. Коли карта підходить до обох баз, покладіть її на ту, яку виберете.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перенесіть усі 52 карти на чотири &lt;b&gt;бази&lt;/b&gt;. Їх починають останні чотири роздані карти, по одній, і кожну складають угору &lt;b&gt;за значенням незалежно від масті&lt;/b&gt;, по одному значенню, переходячи від короля до туза, доки на ній не буде 13 карт: на 6 кладуть будь-яку 7, потім будь-яку 8 і так далі до 5. Коли карта підходить до кількох баз, покладіть її на ту, яку виберете.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перенесіть усі 52 карти на чотири &lt;b&gt;бази&lt;/b&gt;, по одній для кожної масті, складаючи кожну від туза до короля.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Чотири кольори</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Німецька Вільна комірка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>Королівська комірка</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n колода</numerusform>
            <numerusform>%n колоди</numerusform>
            <numerusform>%n колод</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>кожна масть роздається у свій стовпець</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>вільна комірка для кожної масті</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Переміщення карт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Порожні стовпці</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Переміщення послідовностей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Повернення карт із баз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Автоматичні ходи</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Гра ведеться %1 колодами, перетасованими разом. Перенесіть усі %2 карт на %3 &lt;b&gt;бази&lt;/b&gt;, по %1 для кожної масті, складаючи кожну від туза до короля; карта йде на ту базу своєї масті, до якої підходить.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Перенесіть усі 52 карти на чотири &lt;b&gt;бази&lt;/b&gt;, по одній для кожної масті.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Гра ведеться %1 колодами, перетасованими разом. Перенесіть усі %2 карт на %3 &lt;b&gt;бази&lt;/b&gt;, по %1 для кожної масті; карта йде на ту базу своєї масті, до якої підходить.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Значення першої карти після тасування задає &lt;b&gt;основу&lt;/b&gt;: кожна карта цього значення починає базу ще до роздачі, і кожну базу складають за мастю від цього значення, переходячи від короля до туза. Якщо основа — 5, база йде так: 5, 6, …, дама, король, туз, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Перша роздана карта, внизу першого стовпця, задає &lt;b&gt;основу&lt;/b&gt;: інші карти її значення починають бази, і кожну базу складають за мастю від цього значення, переходячи від короля до туза. Якщо основа — 5, база йде так: 5, 6, …, дама, король, туз, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 карт роздаються відкритими по одній у перший стовпець; кожен король, що з’являється, коли в стовпці вже є карти, починає наступний стовпець, тож довжина стовпців змінюється від роздачі до роздачі.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Останній після тасування король роздається першим, тож кожен стовпець починається з короля.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Коли перша карта — король, останній стовпець залишається порожнім.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Тузи не роздаються у стовпці: кожен переходить на базу, щойно з’являється.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Гра ведеться з %n стовпцем.</numerusform>
            <numerusform>Гра ведеться з %n стовпцями.</numerusform>
            <numerusform>Гра ведеться з %n стовпцями.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Кожну карту роздають відкритою у стовпець її масті: трефи — у перший стовпець, бубни — у другий, чирви — у третій, піки — у четвертий, у порядку тасування. Інші стовпці спочатку порожні.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 карт роздаються відкритими у стовпці, по %2 у кожен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 карт роздаються відкритими у стовпці, зліва: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Вільних комірок немає: кожна карта залишається на стовпцях або йде на бази.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Над ними — бази й 1 &lt;b&gt;вільна комірка&lt;/b&gt;, що вміщує одну карту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Над ними — бази й по &lt;b&gt;вільній комірці&lt;/b&gt; для кожної масті, кожна вміщує одну карту цієї масті: трефи, бубни, чирви й піки, зліва направо.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Над ними — бази й %n &lt;b&gt;вільна комірка&lt;/b&gt;, що вміщує одну карту.</numerusform>
            <numerusform>Над ними — бази й %n &lt;b&gt;вільні комірки&lt;/b&gt;, кожна вміщує одну карту.</numerusform>
            <numerusform>Над ними — бази й %n &lt;b&gt;вільних комірок&lt;/b&gt;, кожна вміщує одну карту.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Остання карта роздається у вільну комірку.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Остання %n карта роздається у вільні комірки.</numerusform>
            <numerusform>Останні %n карти роздаються у вільні комірки.</numerusform>
            <numerusform>Останні %n карт роздаються у вільні комірки.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Спершу роздаються тузи, потім двійки, щоб вони лежали внизу стовпців.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>на базу, верхня карта якої на одне значення нижча, незалежно від масті: короля на даму, туза на короля.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>На стовпцях ніколи нічого не складають: переміщуватися може лише відкрита карта стовпця або карта у вільній комірці, і вона може піти:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>на стовпець, відкрита карта якого на одне значення вища й тієї самої масті: 7 чирв на 8 чирв;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>на стовпець, відкрита карта якого на одне значення вища, незалежно від масті: будь-яку 7 на будь-яку 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>на стовпець, відкрита карта якого на одне значення вища й іншого кольору: червону 7 на чорну 8;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>у вільну комірку своєї масті, коли вона порожня;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>у порожню вільну комірку (ніколи з однієї вільної комірки до іншої);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>на базу, верхня карта якої на одне значення нижча й іншого кольору, незалежно від масті: червону 2 на туза треф.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>на базу, якщо це значення, яке база приймає наступним, незалежно від масті.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>на порожню базу лише у складі цілої послідовності від короля до туза, усі 13 карт разом.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>на свою базу, якщо це наступне значення цієї масті: після короля йде другий туз.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>на свою базу, якщо це наступне значення цієї масті.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Переміщуватися може лише відкрита карта стовпця (та, яку ніщо не накриває) або карта у вільній комірці. Карта може піти:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Значення йдуть по колу й на стовпцях: короля кладуть на туза.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Значення йдуть по колу на стовпцях, але не на базах: короля кладуть на туза.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Значення не йдуть по колу на стовпцях: на туза там нічого не кладуть, а короля не кладуть на жодну карту.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Порожній стовпець може заповнити лише карта значення, що на одне нижче за основу (4, коли основа — 5), або послідовність, що з неї починається. Порожні стовпці не можуть тимчасово тримати карти на шляху деінде.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Порожній стовпець може заповнити лише король або послідовність, що починається з короля. Порожні стовпці не можуть тимчасово тримати карти на шляху деінде.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>У порожній стовпець не можна класти жодної карти: щойно стовпець спорожніє, він залишається порожнім.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Порожній стовпець може заповнити будь-яка карта або будь-яка досить коротка послідовність. Перетягування переміщує карту, яку ви взяли, і всі карти під нею; клацання або клавіатура переміщує найдовшу послідовність, яку дозволяють правила.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>за спаданням значення в одній масті</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>за спаданням значення</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>за спаданням значення з чергуванням кольорів</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Карти переміщуються по одній і лише зі стовпців: послідовностей для переміщення немає.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Послідовність відкритих карт у кінці стовпця, %1, переміщується за один раз, хоч якої довжини, незалежно від того, які вільні комірки й стовпці порожні.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Карти переміщуються по одній: послідовність доводиться розбирати карта за картою через вільні комірки й порожні стовпці.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Послідовність відкритих карт у кінці стовпця, %1, може переміститися за один раз, якщо її можна було б перемістити карта за картою через порожні вільні комірки; порожні стовпці не допомагають. За &lt;i&gt;F&lt;/i&gt; порожніх вільних комірок найдовша послідовність, яку можна перемістити, — %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Наприклад, коли всі вільні комірки порожні, за раз можна перемістити %1 карт.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Послідовність відкритих карт у кінці стовпця, %1, може переміститися за один раз, якщо її можна було б перемістити карта за картою через порожні вільні комірки й порожні стовпці. За &lt;i&gt;F&lt;/i&gt; порожніх вільних комірок і &lt;i&gt;E&lt;/i&gt; порожніх стовпців (не рахуючи стовпця, куди йде послідовність) найдовша послідовність, яку можна перемістити, — %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Наприклад, коли всі вільні комірки й один стовпець порожні, %1 карт можна перемістити на інший стовпець і %2 — у сам порожній стовпець.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Карти на базах залишаються там, хоч би що казали налаштування.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Верхня карта бази може повернутися на стовпець, куди вона підходить, ціною 10 очок.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Карти на базах залишаються там. Налаштування можуть дозволити повертати верхню карту бази на стовпець ціною 10 очок.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Якщо увімкнено &lt;i&gt;Автоматично переносити безпечні карти&lt;/i&gt;, кожна карта, яку приймає база, сама переходить на неї після кожного ходу: база приймає значення лише тоді, коли всі карти нижчого значення вже на ній, тож жодна карта, що лишилася на столі, вже не могла б лягти на цю карту. &lt;i&gt;Завершити&lt;/i&gt; переносить решту на базу одну за одною, щойно кожну карту, що лишилася, можна перенести з того місця, де вона лежить.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Скасування забирає ваш хід разом з його автоматичними ходами. Одинарне або подвійне клацання на карті також переносить її на базу, якщо вона підходить.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Якщо увімкнено &lt;i&gt;Автоматично переносити безпечні карти&lt;/i&gt;, ціла послідовність від короля до туза в кінці стовпця сама переходить на базу після кожного ходу: на її туза нічого не можна покласти, тож на столі вона вже не допоможе. &lt;i&gt;Завершити&lt;/i&gt; переносить решту на бази, щойно кожен стовпець складається з цілих послідовностей.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Скасування забирає ваш хід разом з його автоматичними ходами. Одинарне або подвійне клацання на тузі цілої послідовності переносить послідовність на базу.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Якщо увімкнено &lt;i&gt;Автоматично переносити безпечні карти&lt;/i&gt;, карта сама переходить на базу після кожного ходу лише на другому колі своєї бази, коли її двійник уже там і жодна карта з будь-якої колоди, що лишилася на столі, ще не могла б лягти на неї. На першому колі ви самі вибираєте, яка з двох карт переходить на базу. &lt;i&gt;Завершити&lt;/i&gt; переносить решту на бази одну за одною, щойно кожну карту, що лишилася, можна перенести з того місця, де вона лежить.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Якщо увімкнено &lt;i&gt;Автоматично переносити безпечні карти&lt;/i&gt;, карта сама переходить на базу після кожного ходу, коли її приймає лише одна база й жодна карта, що лишилася на столі, ще не могла б лягти на неї: тузи та будь-яка карта, обидві карти нижчого значення й іншого кольору якої вже на базах. Карту, яку приймають обидві бази, кладете ви самі. &lt;i&gt;Завершити&lt;/i&gt; переносить решту на бази, щойно кожну карту, що лишилася, можна перенести з того місця, де вона лежить.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Скасування забирає ваш хід разом з його автоматичними ходами. Одинарне або подвійне клацання на карті переносить її на першу базу, яка її приймає.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>У цій грі жодна карта не переходить на базу сама, хоч би що казали налаштування: чотири бази змагаються за карти кожного значення, тож яку карту куди й коли класти — вирішуєте ви. Щойно жоден стовпець не містить більше однієї карти, &lt;i&gt;Завершити&lt;/i&gt; переносить решту на бази.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Одинарне або подвійне клацання на карті переносить її на першу базу, яка її приймає.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>карти, які вже не можуть знадобитися на столі, самі переходять на бази після кожного ходу: будь-яка карта, на яку вже не можна покласти жодної карти, що лишилася на столі.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>карти, які вже не можуть знадобитися на столі, самі переходять на бази після кожного ходу: тузи, двійки та будь-яка карта, на яку вже не можна покласти жодної карти з будь-якої колоди, що лишилася на столі.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>кожна карта, яка може піти на свою базу, сама переходить туди після кожного ходу: оскільки послідовності складаються за мастю, жодна карта з бази вже не може знадобитися на столі.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>карти, які вже не можуть знадобитися на столі, самі переходять на бази після кожного ходу: тузи, двійки та будь-яка карта, значення якої мінус один уже є на всіх чотирьох базах.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>карти, які вже не можуть знадобитися на столі, самі переходять на бази після кожного ходу: тузи, двійки та будь-яка карта, обидві бази іншого кольору якої вже на одне значення нижчі за неї.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>Основна карта, роздана першою, ніколи не переходить на базу сама, бо на неї ще могла б лягти карта найвищого значення.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Туз ніколи не переходить на базу сам, бо на нього ще міг би лягти король.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Якщо увімкнено &lt;i&gt;Автоматично переносити безпечні карти&lt;/i&gt;, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Скасування забирає ваш хід разом з його автоматичними ходами. Одинарне або подвійне клацання на карті також переносить її на базу, якщо вона підходить.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Ігри FreeCell (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Зберегти гру як</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Не вдалося зберегти гру</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Гру не вдалося записати до {0}.

Перевірте, чи тека існує, чи доступна для запису й чи є в ній місце, а потім повторіть спробу.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} не є звичайним файлом (це пристрій, канал або тека), тому гру туди не записано, і він не змінився.

Поточна гра досі на столі; збережіть її під іншою назвою.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Замінити файл?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} вже існує.

Замінити його цією грою?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Не вдалося відкрити гру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>{0} неможливо відкрити: {1}.

Поточна гра не змінилася.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Не вдалося вставити позицію</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Буфер обміну не містить позиції для гри: {0}.

Поточна гра не змінилася.</translation>
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
        <translation>Розставлення позиції</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Стіл, що розставляється</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>&amp;Порожній стіл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Стіл у грі</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Роздати решту</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>Вільні &amp;комірки:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Розставляти з кл&amp;авіатури:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Карти, а потім куди вони йдуть: стовпець (1-9, t, j, q, k), вільна комірка (a-g, i, l-n), h для бази, - назад до карт для розставлення.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Остання відмова</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Перевірка позиції</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Вердикт розв’язувача</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Розв’язування</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Чи можна &amp;виграти?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>&amp;Зіграти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Зіграти й показати в&amp;играш</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Готово: це позиція гри %1. Зіграйте її або запитайте, чи можна її виграти.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Ще не позиція: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Усі інші стопки порожні.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Розв’язувач шукає виграш…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Можна виграти: розв’язувач виграє за 1 хід.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Можна виграти: розв’язувач виграє за %n хід.</numerusform>
            <numerusform>Можна виграти: розв’язувач виграє за %n ходи.</numerusform>
            <numerusform>Можна виграти: розв’язувач виграє за %n ходів.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Програно: жоден спосіб гри не виграє цю позицію.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Невідомо: розв’язувач не знайшов відповіді за свій час.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Усі карти розставлено. Перетягніть карту сюди, щоб прибрати її зі столу.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>База %1 приймає карту на одне значення вищу за %2 іншого кольору, а не %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>База %1 приймає карту на одне значення вищу за %2, а не %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Вільна комірка вміщує одну карту, а не %n.</numerusform>
            <numerusform>Вільна комірка вміщує одну карту, а не %n.</numerusform>
            <numerusform>Вільна комірка вміщує одну карту, а не %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>Вільна комірка %1 вже містить %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Вільна комірка %1 приймає лише %2, а не %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Карти кладуть на базу по одній, а не по %n разом.</numerusform>
            <numerusform>Карти кладуть на базу по одній, а не по %n разом.</numerusform>
            <numerusform>Карти кладуть на базу по одній, а не по %n разом.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 лежить під %2 на своїй базі: спершу зніміть її.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>База з чергуванням кольорів починається з туза, а не з %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>У цій грі база приймає лише цілу послідовність, за один хід: викладіть послідовність у стовпці й перенесіть її на базу під час гри.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>База %1 заповнена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Далі база приймає значення %1, а не %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>База %1 приймає лише %1, а не %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Тут бази починаються з %1, а не з %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>На базу джокерів кладуть лише джокерів, а джокера — на жодну іншу базу: не %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>База %1 заповнена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>База %1 приймає карту на одне значення вищу за %2, а не %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>Ще потрібно розставити 1 карту.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>Ще потрібно розставити %n карту.</numerusform>
            <numerusform>Ще потрібно розставити %n карти.</numerusform>
            <numerusform>Ще потрібно розставити %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>База %1 порожня: у цій грі кожна база починається з власної карти.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Усі карти на базах: грати нічим.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Введіть одну чи кілька карт, а потім куди вони йдуть: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>«%1» не є картою (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Карту названо двічі.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>Названо %1 карт, а в грі їх %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>«%1» не називає жодної стопки цієї гри: стовпець — це 1-9, t, j, q або k, вільна комірка — a-g, i або l-n, база — h (h2 — друга), а - повертає карти назад.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Розв’язок</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Перший крок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Позиція, з якої починається розв’язок (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Крок назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>На хід назад (Ліворуч)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Крок уперед</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Наступний хід (Праворуч)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Останній крок</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Кінець розв’язку (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Грати звідси</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Грати далі самому з показаного кроку; ходи до нього зараховуються як ходи розв’язування</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Розв’язок: натисніть «Грати звідси», щоб грати далі, або Esc, щоб повернутися до своєї гри.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Тепер це ваша гра, з кроку {0} розв’язку.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Крок {0} з {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Розв’язано: останній хід виграє гру.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Далі: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Показа&amp;ти розв’язок</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Звукові ефекти неможливо відтворити: їхні файли неможливо записати в {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Не знайдено програвача для звукових ефектів: встановіть pw-play, paplay або aplay, щоб їх чути.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карти</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Резервна стопка %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Стопка %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Стовпець %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Вільна комірка %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>База</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>База джокерів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>База %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1, база %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>база %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>карта сорочкою догори</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>заповнена, до %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>порожня, спершу приймає будь-яку %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>до %1, далі приймає %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>до %1, далі приймає будь-яку %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>порожня, спершу приймає %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>порожня</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>до %1</translation>
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
        <translation>%1, для %2, порожня</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, порожня</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, вільна комірка %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, стопка %2, %3, верхня карта</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, стовпець %2, %3, верхня карта</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, послідовність з %n карти</numerusform>
            <numerusform>%1, послідовність з %n карт</numerusform>
            <numerusform>%1, послідовність з %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, під стопкою %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, взято</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: взято %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: взято %n карту, від %2 до %3</numerusform>
            <numerusform>%1: взято %n карти, від %2 до %3</numerusform>
            <numerusform>%1: взято %n карт, від %2 до %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Повернуто назад</translation>
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
            <numerusform>%n карта сорочкою догори</numerusform>
            <numerusform>%n карти сорочкою догори</numerusform>
            <numerusform>%n карт сорочкою догори</numerusform>
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
        <translation>У цій грі немає вільних комірок.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Вільні комірки, %n вільна: %1</numerusform>
            <numerusform>Вільні комірки, %n вільні: %1</numerusform>
            <numerusform>Вільні комірки, %n вільних: %1</numerusform>
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
        <translation>Бази: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>джокерів</translation>
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
        <translation>%1, у стовпці %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Автоматично: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Скасовано: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Повторено: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Хід %1 з %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Не вдалося прочитати файл статистики, тому розпочато новий. Старий файл збережено як {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Статистику збережено новішою версією FreeCell Qt; її показано, але не оновлюється.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Статистику неможливо зберегти в {0} ({1}); гра триває без неї.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Статистику в {0} неможливо прочитати ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Не вдалося зберегти статистику: диск заповнено. Її буде збережено, щойно знову з’явиться місце.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Зараз не вдалося зберегти статистику: файл використовує інша програма. Її буде збережено, щойно файл звільниться.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>робота з файлом триває надто довго, можливо, його пошкоджено</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>файл використовує інша програма</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>диск заповнено</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Статистика</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Ігри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Зіграно:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Виграно:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Частка виграшів:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Серії</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Поточна:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Найдовша виграшна:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Найдовша програшна:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Найкращі виграші</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Найкращий час:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Найменше ходів:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Найкращий рахунок:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Перемоги в межах пару:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Щоденна роздача</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Днів зіграно:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Днів виграно:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Поточна серія:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Найкраща серія:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Випробування</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Пройдено випробувань:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Мінімум комірок:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Зіграні ігри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Зіграти цю роздачу знову</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>Повто&amp;р</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Огляд…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;Скинути…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Останні ігри:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>За складністю</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Без оцінки</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n виграно</numerusform>
            <numerusform>%n виграно</numerusform>
            <numerusform>%n виграно</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n програно</numerusform>
            <numerusform>%n програно</numerusform>
            <numerusform>%n програно</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (роздача %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 день</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дні</numerusform>
            <numerusform>%n днів</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Власний стіл</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Завершено розв’язуванням: зараховано як зіграну, а не виграну</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>Триває</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Розв’язано</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, власний стіл</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (щоденна роздача {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Програно</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Код гри: немає (стіл складено вручну)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Код гри: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Скинути статистику</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Забути всі завершені ігри {0}? Цю дію неможливо скасувати.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Огляд гри</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Цю гру неможливо переглянути: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Цю гру неможливо відтворити: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>власний стіл</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Статистика знову зберігається.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Закрити</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Назад до своєї гри (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>бубон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>чирв</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>пік</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>перший джокер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>другий джокер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 назад із бази</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 у вільну комірку %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 у вільну комірку</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 і %n карта під нею на базу</numerusform>
            <numerusform>%1 і %n карти під нею на базу</numerusform>
            <numerusform>%1 і %n карт під нею на базу</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 на базу</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 і 1 карта під нею на %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 і %n карта під нею на %2</numerusform>
            <numerusform>%1 і %n карти під нею на %2</numerusform>
            <numerusform>%1 і %n карт під нею на %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 і 1 карта під нею у стовпець %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 і %n карта під нею у стовпець %2</numerusform>
            <numerusform>%1 і %n карти під нею у стовпець %2</numerusform>
            <numerusform>%1 і %n карт під нею у стовпець %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 у стовпець %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Завершення: 1 карта на базу</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Завершення: %n карта на бази</numerusform>
            <numerusform>Завершення: %n карти на бази</numerusform>
            <numerusform>Завершення: %n карт на бази</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Під час роздачі: %n карта на бази</numerusform>
            <numerusform>Під час роздачі: %n карти на бази</numerusform>
            <numerusform>Під час роздачі: %n карт на бази</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n автоматичний)</numerusform>
            <numerusform>%1 (+%n автоматичні)</numerusform>
            <numerusform>%1 (+%n автоматичних)</numerusform>
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
        <translation>Пасьянс «Вільна комірка»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Пасьянс, де видно всі карти: номери розкладів Microsoft і коди ігор</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;пасьянс;вільна комірка;карти;карткова гра;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Пасьянс, де видно всі карти</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>«Вільна комірка» — пасьянс, у якому всі 52 карти роздають відкритими: зберіть чотири бази від туза до короля за допомогою не більше ніж чотирьох вільних комірок. Виграти можна майже будь-яку роздачу, і кожна з них — окрема головоломка.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Номери роздач, сумісні з Microsoft, і коди ігор, за якими друг отримає точно таку саму гру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Двадцять чотири гри: «Вільна комірка» з кількістю вільних комірок від нуля до чотирьох, «Форсел», «Гра Бейкера», «Вісім вільних», «Башти Сіхейвен», «Пінгвін», ігри на дві й три колоди та власна гра</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Розв’язувач, який дає підказки, грає за вас і повідомляє, чи можна ще виграти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Роздачі з оцінкою складності від простої до експертної, «Щоденна роздача», статистика й огляд кожної гри</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Гра мишею, з клавіатури та на сенсорному екрані, необмежене скасування ходів і стіл, за яким може стежити засіб читання з екрана</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Світлий і темний режими, двадцять п’ять мов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Роздача 1 після двох ходів: трефи й туз пік на базах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Та сама гра в темному режимі, на темному сукні</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Синє сукно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Колода з великими індексами у високому вузькому вікні</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Ходів більше немає</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Більше немає можливих ходів</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Можна скасувати останній хід, почати цю роздачу заново або розпочати нову гру.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Почати знову</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Нова гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Огляд</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Картковий стіл. Клавіші зі стрілками переміщують між стопками, Пробіл бере й кладе, R читає стопку, L — вільні комірки, U — бази, Alt із цифрою — стовпець.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Завершити</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Розв’язано</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Розв’язано комп’ютером</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Цю гру зіграло розв’язування, тому її не зараховано як виграш у вашій статистиці.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Ви виграли</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Вітаємо, ви виграли!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Рахунок:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Ходи:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Час:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Серія виграшів:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Без оцінки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Складність:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (ваша гра: %2, з автоматичними ходами)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Пар:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Нижче пару!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Рівно пар!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Нова гра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Грати знову</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Повтор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Огляд</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Показа&amp;ти розв’язок</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Ваш перший виграш у цій грі.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Ваш найкращий час із %n виграшу.</numerusform>
            <numerusform>Ваш найкращий час із %n виграшів.</numerusform>
            <numerusform>Ваш найкращий час із %n виграшів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Ваш час — %1-й із %n виграшу.</numerusform>
            <numerusform>Ваш час — %1-й із %n виграшів.</numerusform>
            <numerusform>Ваш час — %1-й із %n виграшів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Ваш найкращий рахунок із %n виграшу.</numerusform>
            <numerusform>Ваш найкращий рахунок із %n виграшів.</numerusform>
            <numerusform>Ваш найкращий рахунок із %n виграшів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Ваш рахунок — %1-й із %n виграшу.</numerusform>
            <numerusform>Ваш рахунок — %1-й із %n виграшів.</numerusform>
            <numerusform>Ваш рахунок — %1-й із %n виграшів.</numerusform>
        </translation>
    </message>
</context>
</TS>
