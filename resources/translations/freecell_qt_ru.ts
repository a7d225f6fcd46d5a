<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Бросить игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Бросить текущую игру?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Она будет засчитана как поражение в статистике.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Бросить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Продолжить игру</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Не спрашивать снова</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Бросить текущую игру, чтобы сыграть в %1?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 со свободными ячейками от %2 до %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>О FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Пасьянсы семейства «Свободная ячейка» для компьютера: %4 или ваша собственная игра. Номера раскладов Microsoft, коды игр, перенос цепочек и неограниченная отмена ходов.&lt;/p&gt;&lt;p&gt;Свободная программа под лицензией MIT.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Не удалось найти подсказку: ошибка решателя.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Этот расклад невозможно выиграть; вот предположение.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Эту игру уже невозможно выиграть; вот предположение.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Обдумывание...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Нет возможных ходов.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Поиск решения...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Решения нет: этот расклад невозможно выиграть.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Отсюда решения нет: эту игру уже невозможно выиграть.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>За отведённое время решение не найдено.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Поиск последней выигрышной позиции...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Этот расклад невозможно выиграть и с самого начала.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>За отведённое время выигрышная позиция не найдена: неизвестно, можно ли выиграть этот расклад.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>За отведённое время выигрышная позиция не найдена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Возврат к ходу {0} — последней позиции, из которой игру ещё можно было выиграть.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Этот расклад можно выиграть.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Этот расклад ещё можно выиграть.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Этот расклад уже невозможно выиграть.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Этот расклад невозможно выиграть.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Пока неизвестно, можно ли выиграть этот расклад: поиск продолжается.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Неизвестно, можно ли выиграть этот расклад.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Решено компьютером.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Победа! %1 очков за %2 ходов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Ходов не осталось.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt уже запущена для этого игрока, но не отвечает. Закройте её (или дождитесь ответа), затем снова запустите игру.</translation>
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
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>Ре&amp;шение (демонстрация)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Где я ошибся?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Подсказка: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Подсказка (предположение, решение не найдено): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Проверка...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Можно выиграть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Уже нельзя выиграть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Невыигрышный расклад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Можно ли выиграть? Поиск продолжается...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Можно ли выиграть? Неизвестно</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Решение на паузе: Пробел — продолжить, Esc или щелчок — остановить.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Медленное решение: + быстрее, - медленнее, Пробел — пауза, Esc или щелчок — остановить.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Решение: + быстрее, - медленнее, Пробел — пауза, Esc или щелчок — остановить.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Быстрое решение: + быстрее, - медленнее, Пробел — пауза, Esc или щелчок — остановить.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Остановлено.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Текущую игру невозможно сохранить в {0}; игра продолжается, но в следующий раз её не будет.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Сохранённую игру не удалось ни прочитать ({0}), ни переместить; начинается новая игра.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Сохранённую игру не удалось прочитать ({0}). Начинается новая игра; старый файл сохранён как {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Первое испытание</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Полный день</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Трудная победа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Без свободных ячеек</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>В пределах пара</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Десять подряд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Золотой месяц</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Выиграйте ежедневное испытание.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Выиграйте все три ежедневных испытания одного дня.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Выиграйте трудное ежедневное испытание.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Выиграйте игру без свободных ячеек.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Выиграйте расклад за число ходов, не превышающее его пар.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Выиграйте десять игр подряд.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Пройдите каждый день месяца: золотой трофей.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Бронзовый трофей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Серебряный трофей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Золотой трофей</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>День пройден, когда выиграны все три его расклада. Бронза: {0} дней в месяце; серебро: {1} дней; золото: каждый день.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n день подряд</numerusform>
            <numerusform>%n дня подряд</numerusform>
            <numerusform>%n дней подряд</numerusform>
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
        <translation>строка %1: карта %2 уже есть в строке %3: %4 встречается в наборе карт один раз</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>строка %1: карта %2 уже встречается %3 раз(а) в строке %4: %5 есть в каждом наборе карт один раз</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>строка %1: карта %2 уже встречается %3 раз(а) в строках %4: %5 есть в каждом наборе карт один раз</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>на доске %1 карт; не хватает: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>строка %1: база %2 указана дважды</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>строка %1: база %2 указана %3 раз(а)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>строка %1: одна карта в свободных ячейках, но в этой игре их нет</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>строка %1: %n карта в свободных ячейках, но в игре их %2</numerusform>
            <numerusform>строка %1: %n карты в свободных ячейках, но в игре их %2</numerusform>
            <numerusform>строка %1: %n карт в свободных ячейках, но в игре их %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>строка %1: неизвестная карта «%2»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>строка %1: %2 — джокер, а в этой игре джокеров нет</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>строка %1: вторая строка %2 (первая — строка %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>в позиции этой игры %1 строк колод, а здесь %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>на доске %1 карт, а не %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>строка %1: база «%2» записана не в виде H-A или S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>строка %1: %2 баз, а не %3 (или %4 при чередовании цветов)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>строка %1: %2 баз, а не %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>строка %1: база %2 не может содержать эти карты</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>строка %1: база с чередованием цветов начинается с туза, а не с %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>строка %1: на базе %2 не может идти после %3: каждая карта на одно значение старше предыдущей</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>строка %1: на базе %2 не может идти после %3: цвета чередуются</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>строка %1: база вмещает не более %2 карт, а здесь %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>строка %1: основа «%2» — не значение вроде 5 или Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>строка %1: карты лицом вниз, например [5H], лежат под картами лицом вверх, а верхняя карта колоды лежит лицом вверх</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>длина текста — %1 символов; позиция занимает не более %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>в тексте нет позиции</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>строка %1: правила %2 не называют ни одной игры (строка Rules: выглядит как C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>в позиции %1 свободных ячеек; в игре их не более %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>все карты на базах: играть нечего</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>в позиции %1 свободных ячеек, а в игре %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>в позиции %1 колод, а в игре %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>в позиции %1 баз, а в игре %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>в игре «%1» каждая база начинается со своей карты; в позиции они не указаны</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>на базах позиции лежат карты любой масти, но в игре «%1» каждая база принимает одну масть</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>свободная ячейка %1 принимает только %2, а не %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>в позиции есть карты лицом вниз, но в игре «%1» все карты раздаются лицом вверх</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>базы начинаются со значения %1, но в игре «%2» они начинаются с туза</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Файл {0} больше {1} МБ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>{0} — не обычный файл.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Файл {0} не удаётся прочитать.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Файл {0} повреждён.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Файл {0} при распаковке занимает более {1} МБ.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>В нём нет карты {0} (в его SVG нет элемента «{1}»).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>В нём нет рубашки (в его SVG нет элемента «back»).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Файл {0} не является изображением SVG.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Наш собственный набор карт рисуется, а не загружается.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Файл {0} отсутствует.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>В FreeCell Qt произошла непредвиденная ошибка. Игра продолжается, но что-то может работать неправильно.

Подробности в {0}; приложите этот файл, когда будете сообщать о проблеме.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>В FreeCell Qt произошла непредвиденная ошибка. Игра продолжается, но что-то может работать неправильно. Подробности не удалось записать в папку данных.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Чередование цветов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Соответствие масти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Любая масть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Ничего: строить нельзя</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Любая карта</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Только короли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Ничего</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Сколько позволяют ячейки и колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Любая цепочка сразу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>По одной карте</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>По масти, с туза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>По масти, с первой розданной карты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>По масти, со значения первой карты, все на базах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>По значению, с четырёх розданных карт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Чередование цветов, с двух тузов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>По масти, дважды по кругу с четырёх тузов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>По значению, одна база, сначала все тузы</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Каждый король начинает колоду</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Каждый король начинает колоду, тузы на базах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Ряд за рядом, тузы на базах</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;Раздача:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>Базы с&amp;троятся по:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>&amp;Колоды:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>Карт в &amp;ячейки при раздаче:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>Наб&amp;оров карт:</translation>
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
        <translation>Тузы и двойки глубже всех</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Каждая масть в свою колоду</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Ячейка для каждой &amp;масти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Как в «Четырёх цветах»: свободная ячейка a принимает только трефы, b — бубны, c — червы, d — пики.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>Строить вни&amp;з:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>&amp;Пустые колоды принимают:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>Перенос &amp;цепочек:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Ежедневные испытания</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Расклады дня</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Трофеи</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Достижение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Как получить</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Расклад {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Выигран</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Испытания засчитываются только в своём месяце: этот день больше нельзя сыграть как испытание.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>%n день пройден за {0}.</numerusform>
            <numerusform>%n дня пройдено за {0}.</numerusform>
            <numerusform>%n дней пройдено за {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>Получено: {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} — за %n день.</numerusform>
            <numerusform>{0} — за %n дня.</numerusform>
            <numerusform>{0} — за %n дней.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Дней пройдено подряд: %n</numerusform>
            <numerusform>Дней пройдено подряд: %n</numerusform>
            <numerusform>Дней пройдено подряд: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(лучший результат: %n).</numerusform>
            <numerusform>(лучший результат: %n).</numerusform>
            <numerusform>(лучший результат: %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Достигнутые рубежи (дней): {0}.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Еже&amp;дневные испытания...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Ежедневное испытание за {0}, {1}: расклад {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Получено: {0}.</translation>
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
        <translation>красный туз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>чёрный туз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>красный валет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>чёрный валет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>красная дама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>чёрная дама</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>красный король</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>чёрный король</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>первый джокер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>второй джокер</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>красная %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>чёрная %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>любая %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 нельзя отправить на базу: следующей база принимает %2.</translation>
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
        <translation>%1 нельзя положить на %2: король не кладётся ни на какую карту, он только заполняет пустую колоду.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 нельзя положить на %2: %3 кладётся на карту «%4».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Ни одна карта цепочки от %1 до %2 не ложится на %3: на туза ничего не кладут.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Ни одна карта цепочки от %1 до %2 не ложится на %3, на которую кладётся %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>В этой игре нет свободных ячеек; свободной ячейки %1 нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>В этой игре есть только свободная ячейка a; свободной ячейки %1 нет.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>В этой игре есть свободные ячейки от a до %1; свободной ячейки %2 нет.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Одна карта колоды %1 ложится на %2, а не %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n карта колоды %1 ложится на %2, а не %3.</numerusform>
            <numerusform>%n карты колоды %1 ложатся на %2, а не %3.</numerusform>
            <numerusform>%n карт колоды %1 ложатся на %2, а не %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Туда можно переместить только нижнюю карту колоды %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Цепочку образует только %n нижняя карта колоды %1.</numerusform>
            <numerusform>Цепочку образуют только %n нижние карты колоды %1.</numerusform>
            <numerusform>Цепочку образуют только %n нижних карт колоды %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 никогда не ложится на колоду, даже пустую: джокер идёт в свободную ячейку или на базу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>База джокеров пуста.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>На джокера ничего не кладут (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 уходит на базу, только когда базы треф, пик и червей заполнены.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>Колода %1 пуста.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>Свободная ячейка %1 пуста.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Карту, лежащую лицом вниз, нельзя переместить: она переворачивается лицом вверх, как только уйдут лежащие на ней карты.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>Резервная стопка %1 пуста.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>Резервная стопка %1 заполнена: её вместимость — %2 карт.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Резервная стопка принимает по одной карте.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>В резервной стопке %1 есть карты: резервная стопка принимает карты, только когда она пуста.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>На резервную стопку нельзя класть карты: из неё можно только брать.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Карты нельзя возвращать с баз: этот параметр выключен в настройках.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>База %1 пуста.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>В этой игре колоды с 1 по %1; колоды %2 нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>В этой игре %1 баз; базы %2 нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>В этой игре пустую колоду заполняет только король или цепочка, начинающаяся с короля.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>В этой игре базы начинаются с %1: пустую колоду заполняет только карта значения %2 или цепочка, начинающаяся с неё.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>В этой игре пустая колода остаётся пустой.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>В этой игре карты переносятся из колоды в колоду по одной.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 нельзя отправить на базу: база %2 начинается со значения %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>Верхняя карта колоды %1 лежит лицом вниз, пока в свободной ячейке %2 есть карта.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Стопка %1 лежит под стопкой %2, в которой есть карта.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Стопка %1 лежит под стопкой %2: на неё можно опустить только все карты стопки %2 сразу (%3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Свободная ячейка %1 принимает только %2, а не %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>В этой игре карты остаются на базах.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>В этой игре на колоды карты не кладутся.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 нельзя отправить на базу: следующими базы принимают такие значения: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>База %1 заполнена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>База %1 следующей принимает значение %2, а не %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>В свободные ячейки раздаётся %1 карт, но свободных ячеек только %2: выберите больше ячеек или меньше карт.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Игру можно завершить, только когда ни в одной колоде не больше одной карты.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Код игры «%1»: «%2» не является началом кода ни одной игры.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Код игры «%1»: часть ячеек «%2» должна быть от C0 до C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Код игры «%1»: %2 свободных ячеек — вне допустимого диапазона (от %3 до %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Код игры «%1»: в «%2» играют с %3 свободными ячейками.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Код игры «%1»: часть правил не читается (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Код игры «%1» длиннее любого кода.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 нельзя отправить на базу: база %2 начинается с туза.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 пока нельзя отправить на базу: сначала %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Карта никогда не переходит из одной свободной ячейки в другую.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Карта с базы возвращается только в колоду.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>Свободная ячейка %1 занята.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>Карт: %1, сейчас можно перенести не более %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Отсюда игру невозможно завершить.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 нельзя отправить на базу: следующим база принимает значение %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>База %1 следующей принимает %2, а не %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Переместить можно только верхнюю карту свободной ячейки или базы.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Карты отправляются на базу по одной.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>В свободной ячейке помещается одна карта.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>В этой игре на базу уходит только целая цепочка от короля до туза с чередованием цветов, все 13 карт сразу.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>На каждой базе лежит цепочка.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Игру можно завершить, только когда каждая колода состоит из целых цепочек от короля до туза.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Когда каждый король начинает колоду, в игре должно быть столько колод, сколько королей (%1), или на одну больше, а не %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Когда карта в свободной ячейке переворачивает верхнюю карту своей колоды лицом вниз, каждой свободной ячейке нужна своя колода: свободных ячеек — %1, колод — %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Игра выиграна.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Игру можно завершить, только когда каждая колода — одна цепочка.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Игру можно завершить, только когда каждую оставшуюся карту можно отправить на базу с её места, одну за другой.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Нечего возвращать.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>В истории нет позиции %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>«%1» — не номер расклада.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Номер расклада %1 вне допустимого диапазона (от 1 до %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Номер расклада должен быть целым числом, а не %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Код игры «%1»: «%2» — не буква от A до Z, не цифра и не дефис.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Код игры «%1» должен состоять из трёх частей, например FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Код игры «%1»: версия формата «%2» не равна 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Код игры «%1»: часть расклада «%2» должна состоять из 7 букв от A до Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Код игры «%1»: расклад %2 вне допустимого диапазона (от 1 до %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>В этой игре карты нельзя возвращать с баз: она начата с выключенным возвратом.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Испытания и лёгкие расклады</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Выиграйте расклад «Свободной ячейки» с таким малым числом свободных ячеек, какое нужно для него решателю. Каждый расклад ниже указан под наименьшим числом свободных ячеек, с которым его можно выиграть.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 свободная ячейка (раскладов: %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n свободная ячейка (раскладов: %1)</numerusform>
            <numerusform>%n свободные ячейки (раскладов: %1)</numerusform>
            <numerusform>%n свободных ячеек (раскладов: %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>&amp;Минимум ячеек:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Начать испытание</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Для на&amp;чинающих: лёгкий расклад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Случайный расклад «Свободной ячейки» с четырьмя свободными ячейками, который решатель оценивает как лёгкий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;Тузы на базах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>«Свободная ячейка» с четырьмя тузами на базах до начала игры: более лёгкая игра</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Расклад %1 с 1 свободной ячейкой</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Расклад %1 с %n свободной ячейкой</numerusform>
            <numerusform>Расклад %1 с %n свободными ячейками</numerusform>
            <numerusform>Расклад %1 с %n свободными ячейками</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Испытание: &amp;минимум ячеек...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Испытания и &amp;лёгкие расклады...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Для на&amp;чинающих: лёгкий расклад</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Тузы на базах: &amp;упрощённая «Свободная ячейка»</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Испытание: расклад %1 с 1 свободной ячейкой</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Испытание: расклад %1 с %n свободной ячейкой</numerusform>
            <numerusform>Испытание: расклад %1 с %n свободными ячейками</numerusform>
            <numerusform>Испытание: расклад %1 с %n свободными ячейками</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>Испытание на минимум ячеек доступно для раскладов «Свободной ячейки», выбранных по номеру.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Минимум ячеек показывается вместе с уровнем сложности, который скрыт, пока скрыт вердикт решателя: включите его в настройках.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Определение минимума ячеек...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Этот расклад нельзя выиграть, поэтому испытания для него нет.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Решателю не удалось установить минимум свободных ячеек для этого расклада в пределах своего лимита, поэтому испытания нет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Испытание на минимум ячеек</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Испытание: выиграйте этот расклад с 1 свободной ячейкой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Решатель выигрывает расклад %1 с 1 свободной ячейкой, но не меньше. Тот же расклад начинается заново с таким числом ячеек.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Испытание: выиграйте этот расклад с %n свободной ячейкой</numerusform>
            <numerusform>Испытание: выиграйте этот расклад с %n свободными ячейками</numerusform>
            <numerusform>Испытание: выиграйте этот расклад с %n свободными ячейками</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Решатель выигрывает расклад %1 с %n свободной ячейкой, но не меньше. Тот же расклад начинается заново с таким числом ячеек.</numerusform>
            <numerusform>Решатель выигрывает расклад %1 с %n свободными ячейками, но не меньше. Тот же расклад начинается заново с таким числом ячеек.</numerusform>
            <numerusform>Решатель выигрывает расклад %1 с %n свободными ячейками, но не меньше. Тот же расклад начинается заново с таким числом ячеек.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>&amp;Начать испытание</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Испытание пройдено: расклад %1 с 1 свободной ячейкой!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Испытание пройдено: расклад %1 с %n свободной ячейкой!</numerusform>
            <numerusform>Испытание пройдено: расклад %1 с %n свободными ячейками!</numerusform>
            <numerusform>Испытание пройдено: расклад %1 с %n свободными ячейками!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>«Свободная ячейка» с тузами на базах: четыре туза с самого начала лежат на базах. Её результаты хранятся отдельно от результатов «Свободной ячейки».</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>файл больше %1 МБ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>файл не текстовый (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>файл не является корректным JSON (строка %1, столбец %2: %3); возможно, он обрезан</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>файл не является корректным JSON (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>файл не удаётся прочитать (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>в файле нет сохранённой игры (нет объекта JSON)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>файл не является игрой FreeCell Qt (формат %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>в файле нет номера версии</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>файл записан более новой версией FreeCell Qt (версия %1); обновите приложение, чтобы открыть его</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>неизвестная версия файла %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>время игры должно быть числом секунд, 0 или больше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>число подсказок должно быть целым числом, 0 или больше</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>в файле нет игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>игра в файле некорректна: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>в игре %1 шагов — больше допустимых %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>в шаге %1 больше %2 ходов, допустимых для шага</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>в игре больше допустимых %1 ходов</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>время игры больше %1 лет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>число подсказок больше %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>файл не является обычным файлом (это папка, устройство или канал)</translation>
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
        <translation>Этой карте некуда идти.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Повтор: нажмите «Продолжить отсюда», чтобы играть, или Esc, чтобы вернуться к своей игре.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>История ходов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Выберите позицию, чтобы вернуть к ней игру. Отменённые шаги показаны серым, их можно вернуть, пока вы не сделаете новый ход.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Сыгранные шаги</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Перейти</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Отменено: можно вернуть</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Игра сейчас здесь</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Расклад</translation>
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
        <translation>Как играть</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Завершение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Когда каждая колода — одна цепочка, игра практически выиграна: кнопка &lt;b&gt;Завершить&lt;/b&gt; отправляет все карты на базы. Если включено &lt;i&gt;Автоматическое завершение&lt;/i&gt;, это происходит само. Если ходов совсем не осталось, можно отменить ход, начать расклад заново или начать новую игру.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Каждая карта, положенная на базу, приносит 10 очков, а каждая карта, перенесённая из свободной ячейки в колоду, — 5 очков; карта, возвращённая с базы, стоит 10 очков. Отмена хода отменяет и очки, а счёт никогда не опускается ниже нуля.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Номера раскладов и коды игр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;У каждого расклада есть номер от 1 до 2 147 483 647, как в классической игре Windows, и один и тот же номер даёт одинаковое перемешивание в любой игре, разложенное по схеме этой игры: расклад 11982 «Свободной ячейки» — тот самый знаменитый невыигрышный. &lt;b&gt;Код игры&lt;/b&gt;, например &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt;, задаёт игру, её свободные ячейки и расклад, так что друг, введя его, сыграет точно ту же игру. Чтобы ввести номер или код, используйте &lt;i&gt;Расклад по номеру или коду&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Уровень сложности и выигрышные расклады</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Каждому раскладу присваивается уровень: &lt;b&gt;Лёгкий&lt;/b&gt;, &lt;b&gt;Средний&lt;/b&gt;, &lt;b&gt;Трудный&lt;/b&gt; или &lt;b&gt;Эксперт&lt;/b&gt;. Оценка учитывает наименьшее число свободных ячеек, с которым расклад ещё можно выиграть (решатель пробует ячейки игры, затем на одну меньше и так далее), а затем — как долго решателю пришлось искать выигрыш: каждая нужная раскладу ячейка весит как вдесятеро более долгий поиск. Она основана на подсчёте позиций, а не на времени, поэтому один и тот же расклад получает одинаковую оценку на любом компьютере.&lt;/p&gt;&lt;p&gt;В окне &lt;i&gt;Новая игра с параметрами&lt;/i&gt; флажок &lt;i&gt;Только выигрышные расклады&lt;/i&gt; раздаёт случайный расклад, только когда решатель нашёл для него выигрыш, а &lt;i&gt;Уровень сложности&lt;/i&gt; запрашивает случайный расклад этого уровня. Пока решатель ищет, можно продолжать играть; &lt;b&gt;Esc&lt;/b&gt; останавливает поиск.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Игра с программой экранного доступа</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Стол сообщает программе экранного доступа, на какой стопке находится рамка, например &lt;i&gt;7 червей, колода 3, 5 карт, верхняя карта&lt;/i&gt; или &lt;i&gt;Свободная ячейка b, пусто&lt;/i&gt;, и озвучивает каждый ход, карты, уходящие на базы сами, причину отказа в ходе, подсказки, можно ли ещё выиграть расклад, и победу. Чтобы прослушать стол: &lt;b&gt;R&lt;/b&gt; читает все карты стопки, на которой рамка, &lt;b&gt;L&lt;/b&gt; — свободные ячейки, &lt;b&gt;U&lt;/b&gt; — базы, а &lt;b&gt;Alt&lt;/b&gt; с цифрой читает эту колоду (&lt;b&gt;Alt+3&lt;/b&gt; — колоду 3). Чтение не перемещает ни карт, ни рамку.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Клавиши со стрелками перемещают рамку между стопками; &lt;b&gt;Пробел&lt;/b&gt; или &lt;b&gt;Enter&lt;/b&gt; берёт там карты и кладёт их на следующую выбранную стопку; &lt;b&gt;Esc&lt;/b&gt; отпускает их. Можно также набрать ход: номер колоды, затем куда она идёт (другая колода, свободная ячейка или &lt;b&gt;h&lt;/b&gt; для базы). &lt;b&gt;3&lt;/b&gt;, затем &lt;b&gt;h&lt;/b&gt; отправляет открытую карту колоды 3 на её базу.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Колоды с 10 и далее набираются как %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;У стопок с %1-й и дальше нет своей клавиши: до них можно добраться клавишами со стрелками — влево и вправо вдоль яруса, вверх и вниз на ярус выше или ниже.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Свободные ячейки обозначены буквами от &lt;b&gt;a&lt;/b&gt; до &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; — база): &lt;b&gt;3&lt;/b&gt;, затем &lt;b&gt;a&lt;/b&gt; перемещает открытую карту колоды 3 в первую свободную ячейку.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Как играть в «%1»</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
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
        <translation>Пропустить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Перейти к следующему шагу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Выйти из урока</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Назад к своей игре (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Сыграть расклад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Выйти из урока и играть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Пройти ещё раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>Урок ещё раз, с шага 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Пройти урок сейчас</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Нет, спасибо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>Урок останется в меню «Справка»</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>Первый &amp;урок</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Выйти из урока</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Впервые в FreeCell?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Пройдите короткий урок: восемь шагов на небольшом раскладе, около трёх минут. Ваша игра тем временем подождёт.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>Урок всегда можно найти в меню «Справка»: «Первый урок».</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Отлично!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Вы выиграли расклад урока и теперь знаете все ходы FreeCell. Сыграйте расклад или пройдите урок ещё раз.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Шаг {0} из {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Карту кладут на карту на одно достоинство старше и другого цвета, например красного валета на чёрную даму. Перетащите карту {0} на карту {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Свободные ячейки слева вверху вмещают по одной любой карте. Положите карту {0} в свободную ячейку, чтобы открыть карту под ней.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Базы справа вверху собирают каждую масть по возрастанию, начиная с туза. Отправьте карту {0} на базу: перетащите её туда или дважды щёлкните по ней. В ваших собственных играх карты, которые больше не нужны, уходят на базы сами (автоматические ходы).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Карты по порядку с чередованием цветов перемещаются вместе: не больше (свободные ячейки + 1) × 2^(пустые колоды), здесь {0}. Перетащите карту {1} на карту {2}; карты под ней переместятся вместе с ней.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Игра отклоняет ход, который не разрешён правилами, и объясняет причину внизу окна. Попробуйте сами.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Игра отклоняет ход, который не разрешён правилами, и объясняет причину внизу окна. Попробуйте: перетащите карту {0} на карту {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Сделайте любой ход, а затем отмените его командой «Отменить» (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Любой ход можно отменить: нажмите Ctrl+Z («Отменить») сейчас.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Игра сообщила: «{0}»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Не знаете, что делать? Нажмите H («Подсказка»): игра отметит хороший ход.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Теперь выиграйте расклад: все карты на базы. Пользуйтесь подсказками (H) сколько угодно; «Завершить» (Ctrl+F) отправит остальные карты на базы, когда они будут по порядку.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Отсюда этого не сделать. Отмените ходы командой «Отменить» (Ctrl+Z) или нажмите «Пропустить».</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Другие кнопки</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Новая игра с &amp;параметрами...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>Начать &amp;заново</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>&amp;Расклад по номеру или коду...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>&amp;Ежедневный расклад</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Копировать код игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Копировать п&amp;озицию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>&amp;Вставить позицию</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>Расстав&amp;ить позицию...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>Откр&amp;ыть игру...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>Сохр&amp;анить игру как...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Вернуть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>&amp;История ходов...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>&amp;Разбор игры...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Завершить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>Полноэкранный р&amp;ежим</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>Панель &amp;инструментов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Параметры...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;О FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Ежедневный расклад {0}: {1}, расклад {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0}, расклад {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Первый урок</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Он больше не установлен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Набор карт «{0}» нельзя использовать: {1} Используются собственные карты FreeCell Qt.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Позиция скопирована в буфер обмена в виде текста.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Очки: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Ходы: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Время: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Это сегодняшний ежедневный расклад; «Начать заново» начинает его с начала.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>Ежедневный расклад за {0}: сегодня один и тот же расклад для всех.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} скопировано в буфер обмена.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Сообщения...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Последние сообщения строки состояния</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Сообщения</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Последние сообщения, новые внизу</translation>
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
        <translation>Новая игра</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Своя игра</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Разрешать возврат карт с &amp;баз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Параметр любой игры, как в настройках</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Свободные ячейки:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>Слу&amp;чайный расклад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>&amp;Номер расклада или код игры:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Только &amp;выигрышные расклады</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Раздавать случайный расклад, только когда решатель доказал, что его можно выиграть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Любой</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>например, 11982 или FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Расклад</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>&amp;Уровень сложности:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Номера раскладов — от 1 до %1, одно и то же перемешивание в любой игре.&lt;br&gt;Коды игр выглядят как FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Испытания и &amp;лёгкие расклады...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Это правила игры «%2».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Код игры: пока нет</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Код игры: случайный расклад — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Код игры: %1 — %2, расклад %3</translation>
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
        <translation>Ваши ходы в подсчёте пара (все ходы, включая ходы на базы и автоматические) и пар расклада: наименьшее найденное число ходов для его выигрыша</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Не удалось прочитать файл настроек {0}; используются значения по умолчанию.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Не удалось прочитать файл настроек; он сохранён как {0}, используются значения по умолчанию.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Настройки невозможно сохранить в {0}; изменения действуют только до закрытия FreeCell Qt.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Параметры</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>&amp;Автоматически отправлять безопасные карты на базы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>Автоматически &amp;завершать, когда каждая колода — цепочка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>Одиночный &amp;щелчок отправляет карту на её базу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Перенос щелчками: щёлкните карту, затем её &amp;место</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Разрешать &amp;возврат карт с баз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Четырёхцветные карты (трефы зелёные, бубны синие)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Карты с &amp;крупными индексами (большие значение и масть в углах)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>Зв&amp;уковые эффекты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>&amp;Продолжать последнюю игру при запуске</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Показывать, можно ли ещё в&amp;ыиграть игру</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Щелчок берёт карту и цепочку на ней; щелчок по другой стопке кладёт их туда, щелчок по сукну или Esc возвращает их обратно. Одиночный щелчок тогда берёт карту, а не отправляет её на базу; двойной щелчок по-прежнему отправляет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>У&amp;двоение: (свободные ячейки + 1) × 2^пустые колоды</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;Линейная: (свободные ячейки + 1) × (пустые колоды + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Сколько карт можно перенести цепочкой:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>В играх, где пустые колоды принимают только королей или ничего, сразу переносится (свободные ячейки + 1) карт. Изменения правил применяются сразу, в том числе к текущей игре.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Зелёное сукно, тёмное в тёмном режиме</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Зелёное сукно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Синее сукно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Тёмное сукно</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Вкл.: чёрное сукно, карты и стопки с контуром</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Синяя решётка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Красные ромбы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Зелёные волны</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>По размеру окна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Большой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Маленький</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Скорость ре&amp;шения:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Внешний вид</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>&amp;Цветовая схема:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Стол:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>Высокая к&amp;онтрастность:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Разм&amp;ер карт:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Меньше движения: карты сразу ложатся на свои мес&amp;та, без празднования</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Включено по умолчанию, если рабочий стол просит меньше анимации. «Решение» по-прежнему делает по одному ходу за раз, со своей скоростью.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>Собственный набор FreeCell Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Предпросмотр набора карт: туз, король и рубашка</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>На&amp;бор карт:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>&amp;Рубашка карт:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Этот параметр меняет только собственный набор карт FreeCell Qt; выбранный набор приносит свои лицевые стороны и рубашку.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Набор карт «{0}» нельзя использовать: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>Скорость а&amp;нимации:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Системный</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Язык:</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>&amp;ОК</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>О&amp;тмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-6"/>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Отмена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Прекратить поиск расклада (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Уровень сложности: оценка...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Определяется сложность этого расклада</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Уровень сложности: не оценён</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Этот расклад невозможно выиграть, поэтому у него нет уровня</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Решатель ничего не выяснил в пределах своего лимита</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Уровень сложности: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Поиск расклада прекращён; текущая игра не изменилась.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Поиск выигрышного расклада... (кандидат %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Поиск расклада уровня «%1»... (кандидат %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Расклад %1, уровень «%2» (кандидат %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Расклад %1, выигрышность доказана (кандидат %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Среди %1 проверенных нет подходящего расклада; текущая игра не изменилась.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Трудный</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Можно выиграть без свободных ячеек</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Можно выиграть с 1 свободной ячейкой</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Можно выиграть с %n свободной ячейкой</numerusform>
            <numerusform>Можно выиграть с %n свободными ячейками</numerusform>
            <numerusform>Можно выиграть с %n свободными ячейками</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; просмотрено позиций: %2.</translation>
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
        <translation>На шаг назад</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Воспроизвести</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>На шаг вперёд</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Перетащите в любую точку игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Точка игры</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Продолжить отсюда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Играть эту игру самому с показанной точки; последующие шаги можно вернуть</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Повтор: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Теперь это ваша игра, с шага {0}. «Вернуть» следует повтору.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Шаг {0} из {1}</translation>
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
        <translation>Результаты по времени</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>Игр: {0}, выиграно: {1}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Завершённых игр пока нет.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Игра {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Последние игры ({0}), старые слева</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Выиграна</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Проиграна</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Разбор игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Решатель проверяет каждую позицию игры...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Позиции игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Продолжить отсюда</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>По&amp;казать решение</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Пар расклада в ходах: {0}; ваша игра, подсчитанная так же (с автоматическими ходами): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>Расклад</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>можно выиграть</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>проиграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Этот расклад невозможно выиграть с самого начала.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>За отведённое время выигрыш с начала расклада не найден.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Вы выиграли: ни один ход не проиграл игру.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Игру ещё можно выиграть с текущей позиции: ни один ход её не проиграл.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Ход {0} проиграл игру: до него её можно было выиграть, а после — нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Игру можно было выиграть до хода {0}; после него за отведённое время выигрыш не найден.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Вы сделали 1 ход; решатель выигрывает с начала расклада за {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Вы сделали %n ход; решатель выигрывает с начала расклада за {0}.</numerusform>
            <numerusform>Вы сделали %n хода; решатель выигрывает с начала расклада за {0}.</numerusform>
            <numerusform>Вы сделали %n ходов; решатель выигрывает с начала расклада за {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Разбор закрыт: идёт другая игра.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Схема стола</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>Свободная ячейка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>Шведская свободная ячейка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>Игра Бейкера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Игра Бейкера (только короли)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Восемь свободных</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Двойные «Восемь свободных»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Башни Сихейвен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Облегчённые башни Сихейвен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Двойные башни Сихейвен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Облегчённая свободная ячейка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Свободная ячейка: испытание</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Свободная ячейка: супериспытание</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Семь на четыре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Семь на пять</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Бат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Двойная свободная ячейка (традиционная)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Двойная свободная ячейка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Тройная свободная ячейка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Ремонт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Ячейка 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>Большая ячейка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>Пингвин</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>Опус</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>Смокинг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>Лепесток</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Сталактиты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>Звон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>Паучьи ячейки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>Футлинг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>Двойной футлинг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Короли</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Кошачий хвост</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Змея</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Свита</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>Штаб</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>Лимпопо</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>Иголка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>Стог сена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>Камертон</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flipper</source>
        <translation>Флиппер</translation>
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
        <translation>Препятствие</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>Своя игра</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Свободная ячейка, тузы на базах</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, без свободных ячеек</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 свободная ячейка</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n свободная ячейка</numerusform>
            <numerusform>%1, %n свободные ячейки</numerusform>
            <numerusform>%1, %n свободных ячеек</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>без свободных ячеек</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 свободная ячейка</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n свободная ячейка</numerusform>
            <numerusform>%n свободные ячейки</numerusform>
            <numerusform>%n свободных ячеек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n колода</numerusform>
            <numerusform>%n колоды</numerusform>
            <numerusform>%n колод</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>на колодах не строят</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>строят по масти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>строят без учёта масти</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>строят с чередованием цветов</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>в пустые колоды — только короли</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>пустые колоды остаются пустыми</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>в пустые колоды — любая карта</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>цепочки любой длины переносятся</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>по одной карте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>цепочки переносятся через свободные ячейки и пустые колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>цепочки переносятся через свободные ячейки</translation>
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
        <translation>тузы и двойки раздаются глубже всех</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>значение первой карты задаёт основу, все карты этого значения начинают базы</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>первая розданная карта задаёт основу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>на колодах король кладётся на туза</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>каждую колоду начинает король</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>каждый розданный король начинает колоду</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>тузы уходят на базы по мере раздачи</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>тузы с самого начала лежат на базах</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>карта в свободной ячейке переворачивает верхнюю карту своей колоды лицом вниз</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>правая половина колод строит по масти, отдаёт любые свои карты и, опустев, принимает королей</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>в каждой колоде все карты, кроме последней, лицом вниз</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>стопки в перекрывающихся ярусах: стопка под стопкой с картами не отдаёт и не принимает карт, но может принять все карты единственной стопки над ней</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n резервная стопка, принимающая цепочку, когда пуста</numerusform>
            <numerusform>%n резервные стопки, каждая принимает цепочку, когда пуста</numerusform>
            <numerusform>%n резервных стопок, каждая принимает цепочку, когда пуста</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>резервная стопка с %n розданной картой, не принимающая карт обратно</numerusform>
            <numerusform>резервная стопка с %n розданными картами, не принимающая карт обратно</numerusform>
            <numerusform>резервная стопка с %n розданными картами, не принимающая карт обратно</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>резервная стопка с %n розданной картой, вмещающая до %1</numerusform>
            <numerusform>резервная стопка с %n розданными картами, вмещающая до %1</numerusform>
            <numerusform>резервная стопка с %n розданными картами, вмещающая до %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n резервная стопка до %1 карт</numerusform>
            <numerusform>%n резервные стопки до %1 карт</numerusform>
            <numerusform>%n резервных стопок до %1 карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>Вместо свободных ячеек справа от колод стоит %n &lt;b&gt;резервная стопка&lt;/b&gt;. Пустая резервная стопка принимает сразу целую цепочку из колоды или другой резервной стопки; стопка, в которой есть карты, не принимает ни одной. Любая цепочка наверху резервной стопки может уйти с неё целиком или частично.</numerusform>
            <numerusform>Вместо свободных ячеек справа от колод стоят %n &lt;b&gt;резервные стопки&lt;/b&gt;. Пустая резервная стопка принимает сразу целую цепочку из колоды или другой резервной стопки; стопка, в которой есть карты, не принимает ни одной. Любая цепочка наверху резервной стопки может уйти с неё целиком или частично.</numerusform>
            <numerusform>Вместо свободных ячеек справа от колод стоят %n &lt;b&gt;резервных стопок&lt;/b&gt;. Пустая резервная стопка принимает сразу целую цепочку из колоды или другой резервной стопки; стопка, в которой есть карты, не принимает ни одной. Любая цепочка наверху резервной стопки может уйти с неё целиком или частично.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Вместо свободных ячеек справа от колод стоит %n &lt;b&gt;резервная стопка&lt;/b&gt;. Она принимает любую карту, по одной, пока в ней не окажется %1 карт; уйти с неё может только верхняя карта.</numerusform>
            <numerusform>Вместо свободных ячеек справа от колод стоят %n &lt;b&gt;резервные стопки&lt;/b&gt;. Каждая принимает любую карту, по одной, пока в ней не окажется %1 карт; уйти с неё может только верхняя карта.</numerusform>
            <numerusform>Вместо свободных ячеек справа от колод стоят %n &lt;b&gt;резервных стопок&lt;/b&gt;. Каждая принимает любую карту, по одной, пока в ней не окажется %1 карт; уйти с неё может только верхняя карта.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>Вместо свободных ячеек первая %n карта раздаётся в &lt;b&gt;резервную стопку&lt;/b&gt; справа от колод.</numerusform>
            <numerusform>Вместо свободных ячеек первые %n карты раздаются в &lt;b&gt;резервную стопку&lt;/b&gt; справа от колод.</numerusform>
            <numerusform>Вместо свободных ячеек первые %n карт раздаются в &lt;b&gt;резервную стопку&lt;/b&gt; справа от колод.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>Её верхнюю карту можно сыграть, но класть на неё карты нельзя.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Она принимает любую карту, по одной, пока не будет содержать %n карту; уйти с неё может только верхняя карта.</numerusform>
            <numerusform>Она принимает любую карту, по одной, пока не будет содержать %n карты; уйти с неё может только верхняя карта.</numerusform>
            <numerusform>Она принимает любую карту, по одной, пока не будет содержать %n карт; уйти с неё может только верхняя карта.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Игра ведётся на %1 &lt;b&gt;стопках&lt;/b&gt;, по одной карте в каждой, лицом вверх, в %2 рядах (ярусах) по %3 стопок сверху вниз. Каждый ярус лежит чуть ниже предыдущего и сдвинут на полкарты вбок, так что каждая стопка, кроме стопок нижнего яруса, лежит под одной или двумя стопками следующего яруса, которые её перекрывают.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Пока в лежащей над ней стопке есть карта, стопка &lt;b&gt;заблокирована&lt;/b&gt;: ни одна её карта не может двигаться, и на неё не кладут карт. Стопки нижнего яруса никогда не блокируются.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>На заблокированную стопку возможен один ход: когда карты остались лишь в одной стопке над ней, все карты этой стопки могут опуститься на неё за один раз, если они образуют цепочку, первая карта которой подходит к её открытой карте. Стопка, которую они покидают, сама должна быть свободна и содержать не больше карт, чем можно перенести за один раз.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Тузы с самого начала лежат на базах, а остальные карты раздаются ряд за рядом.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 карт раздаются в колоды, слева направо: %2. Сначала ряд за рядом раздаются лицом вниз все карты каждой колоды, кроме последней; затем один ряд раздаётся лицом вверх.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Карту, лежащую лицом вниз, нельзя ни переместить, ни положить на неё карту, поэтому цепочки состоят только из карт лицом вверх. Когда лежащие на ней карты уйдут, она тут же переворачивается лицом вверх.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>на резервную стопку, которая её принимает (см. «Стол»);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Переместить можно только открытую карту колоды (ту, которую ничто не закрывает) или верхнюю карту резервной стопки. Карта может пойти:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Каждая свободная ячейка относится к своей колоде: свободная ячейка a — к колоде 1, b — к колоде 2 и так далее. Пока в свободной ячейке лежит карта, верхняя карта её колоды лежит &lt;b&gt;лицом вниз&lt;/b&gt;: её нельзя переместить, и на неё ничего не кладут. Пустая колода по-прежнему принимает карту или цепочку, и её верхняя карта тут же переворачивается лицом вниз. Как только свободная ячейка снова опустеет, карта переворачивается лицом вверх.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Колоды бывают двух видов. Колоды с 1 по %1 строят так, как описано выше, и принимают любую группу карт, первая карта которой подходит, по порядку или нет. Колоды с %2 по %3 строят вниз по масти (7 червей на 8 червей); любое число их карт можно перенести за раз, по порядку или нет, во главе с первой картой группы; а пустая такая колода принимает только короля или группу, начинающуюся с короля.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Только стопки верхнего яруса (%1) принимают карту, когда пусты: любую карту или достаточно короткую цепочку, если ни в одной стопке над ними нет карт. Пустая стопка любого другого яруса остаётся пустой, и при переносе цепочек пустыми колодами считаются только пустые стопки верхнего яруса.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Цепочка открытых карт в конце колоды, %1, переносится за один раз, если она достаточно короткая. При &lt;i&gt;F&lt;/i&gt; пустых свободных ячейках и &lt;i&gt;E&lt;/i&gt; пустых колодах (считая пустую колоду, куда идёт цепочка) самая длинная переносимая цепочка — %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Например, когда все свободные ячейки и одна колода пусты, за один раз можно перенести %1 карт на другую колоду или в саму пустую колоду.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>базы строятся по значению с четырёх розданных карт</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>две базы с чередованием цветов от тузов треф и червей</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>одна база для всех карт: все тузы, затем все двойки и так далее до королей</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>каждая база принимает целую цепочку от короля до туза с чередованием цветов</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Игра ведётся с одним набором карт и &lt;b&gt;двумя джокерами&lt;/b&gt;. Переложите все 54 карты на пять &lt;b&gt;баз&lt;/b&gt;: четыре по мастям, каждая строится вверх от туза до короля, и пятую, которая принимает двух джокеров, но только когда базы треф, пик и червей заполнены (база бубен может быть не заполнена).&lt;/p&gt;&lt;p&gt;Джокер &lt;b&gt;никогда не ложится на колоду&lt;/b&gt;, даже пустую, и на джокера ничего не кладут: переложите его в свободную ячейку или на базу, когда она его принимает. Джокер, оказавшийся при раздаче внутри цепочки, переносится вместе с ней и считается тузом (первый джокер) или двойкой (второй) своего собственного цвета. Цепочка, переносимая в пустую колоду, учитывает и эту колоду среди пустых, позволяющих её перенести.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>на свою базу, если это следующее значение этой масти; джокер — на пятую базу, когда базы треф, пик и червей заполнены.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>два джокера, которые никогда не ложатся на колоды, и пятая база, принимающая их, когда базы треф, пик и червей заполнены</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>четыре базы, каждая по масти дважды по кругу от туза первого набора карт</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>карты можно возвращать с баз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 карта раздаётся в ячейки</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n карта раздаётся в ячейки</numerusform>
            <numerusform>%n карты раздаются в ячейки</numerusform>
            <numerusform>%n карт раздаются в ячейки</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Переложите все %1 карт на единственную &lt;b&gt;базу&lt;/b&gt;. Она принимает &lt;b&gt;сначала все тузы&lt;/b&gt;, в любом порядке мастей, затем все двойки, затем все тройки и так далее до королей, независимо от масти: все %2 карт одного значения перед следующим значением.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Переложите все 52 карты на четыре &lt;b&gt;базы&lt;/b&gt;, принимающие любую масть. База принимает только &lt;b&gt;целую цепочку&lt;/b&gt;: 13 карт от короля вниз до туза с чередованием цветов, лежащие в конце колоды, уходят на базу вместе за один ход, какие бы свободные ячейки и колоды ни были пусты. Отдельная карта на базу никогда не уходит. Перетащите цепочку за короля или щёлкните по её тузу.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Игра ведётся с двумя перемешанными вместе наборами карт. Переложите все 104 карты на четыре &lt;b&gt;базы&lt;/b&gt;, по одной на масть. Их начинают четыре туза первого набора, которые раздаются туда последними, и каждая строится вверх по масти от туза до короля, а затем &lt;b&gt;ещё один круг&lt;/b&gt;, от другого туза до другого короля, пока в ней не окажется 26 карт.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Переложите все 52 карты на две &lt;b&gt;базы&lt;/b&gt;. Их начинают туз треф и туз червей, и каждая строится вверх &lt;b&gt;с чередованием цветов независимо от масти&lt;/b&gt;, по одному значению, дважды проходя от туза до короля, пока в ней не окажется 26 карт: на туза треф кладётся красная 2, затем чёрная 3, а после чёрного короля — красный туз. Если карта подходит к обеим базам, положите её на ту, которую выберете.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Переложите все 52 карты на четыре &lt;b&gt;базы&lt;/b&gt;. Их начинают четыре последние розданные карты, по одной, и каждая строится вверх &lt;b&gt;по значению независимо от масти&lt;/b&gt;, по одному значению, переходя от короля к тузу, пока в ней не окажется 13 карт: на 6 кладётся любая 7, затем любая 8 и так далее до 5. Если карта подходит к нескольким базам, положите её на ту, которую выберете.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Переложите все 52 карты на четыре &lt;b&gt;базы&lt;/b&gt;, по одной на масть, каждая строится вверх от туза до короля.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Четыре цвета</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Немецкая свободная ячейка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>Королевская ячейка</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n набор карт</numerusform>
            <numerusform>%n набора карт</numerusform>
            <numerusform>%n наборов карт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>каждая масть раздаётся в свою колоду</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>свободная ячейка для каждой масти</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Перемещение карт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Пустые колоды</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Перенос цепочек</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Возврат карт с баз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Автоматические ходы</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Игра ведётся с перемешанными вместе наборами карт (%1). Переложите все %2 карт на %3 &lt;b&gt;баз&lt;/b&gt;, по %1 на каждую масть, каждая строится вверх от туза до короля; карта идёт на любую подходящую базу своей масти.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Переложите все 52 карты на четыре &lt;b&gt;базы&lt;/b&gt;, по одной на масть.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Игра ведётся с перемешанными вместе наборами карт (%1). Переложите все %2 карт на %3 &lt;b&gt;баз&lt;/b&gt;, по %1 на каждую масть; карта идёт на любую подходящую базу своей масти.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Значение первой карты после перемешивания задаёт &lt;b&gt;основу&lt;/b&gt;: каждая карта этого значения начинает базу ещё до раздачи, и каждая база строится вверх по масти от этого значения, переходя от короля к тузу. Если основа — 5, база идёт так: 5, 6, ..., дама, король, туз, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Первая розданная карта, внизу первой колоды, задаёт &lt;b&gt;основу&lt;/b&gt;: остальные карты её значения начинают базы, и каждая база строится вверх по масти от этого значения, переходя от короля к тузу. Если основа — 5, база идёт так: 5, 6, ..., дама, король, туз, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 карт раздаются лицом вверх по одной в первую колоду; каждый король, который приходит, когда в колоде уже есть карты, начинает следующую колоду, поэтому длина колод меняется от расклада к раскладу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Последний после перемешивания король раздаётся первым, поэтому каждую колоду начинает король.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Если первая карта — король, последняя колода остаётся пустой.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Тузы не раздаются в колоды: каждый уходит на базу, как только появляется.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Игра ведётся на %n колоде.</numerusform>
            <numerusform>Игра ведётся на %n колодах.</numerusform>
            <numerusform>Игра ведётся на %n колодах.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Каждая карта раздаётся лицом вверх в колоду своей масти: трефы в первую колоду, бубны во вторую, червы в третью и пики в четвёртую, в порядке перемешивания. Остальные колоды в начале пусты.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 карт раздаются лицом вверх в колоды, по %2 в каждую.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 карт раздаются лицом вверх в колоды, слева направо: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Свободных ячеек нет: каждая карта остаётся на колодах или уходит на базы.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Над ними находятся базы и 1 &lt;b&gt;свободная ячейка&lt;/b&gt;, вмещающая одну карту.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Над ними находятся базы и &lt;b&gt;свободная ячейка&lt;/b&gt; для каждой масти, вмещающая одну карту этой масти: трефы, бубны, червы и пики, слева направо.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Над ними находятся базы и %n &lt;b&gt;свободная ячейка&lt;/b&gt;, вмещающая одну карту.</numerusform>
            <numerusform>Над ними находятся базы и %n &lt;b&gt;свободные ячейки&lt;/b&gt;, каждая вмещает одну карту.</numerusform>
            <numerusform>Над ними находятся базы и %n &lt;b&gt;свободных ячеек&lt;/b&gt;, каждая вмещает одну карту.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Последняя карта раздаётся в свободную ячейку.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Последняя %n карта раздаётся в свободные ячейки.</numerusform>
            <numerusform>Последние %n карты раздаются в свободные ячейки.</numerusform>
            <numerusform>Последние %n карт раздаются в свободные ячейки.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Сначала раздаются тузы, затем двойки, так что они оказываются в самом низу колод.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>на базу, верхняя карта которой на одно значение младше, независимо от масти: король на даму, туз на короля.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>На колодах никогда ничего не строят: переместить можно только открытую карту колоды или карту в свободной ячейке, и она может пойти:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>на колоду, открытая карта которой на одно значение старше и той же масти: 7 червей на 8 червей;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>на колоду, открытая карта которой на одно значение старше, независимо от масти: любая 7 на любую 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>на колоду, открытая карта которой на одно значение старше и другого цвета: красная 7 на чёрную 8;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>в свободную ячейку своей масти, если она пуста;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>в пустую свободную ячейку (но никогда из одной свободной ячейки в другую);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>на базу, верхняя карта которой на одно значение младше и другого цвета, независимо от масти: красная 2 на туза треф.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>на базу, если это значение, которое база принимает следующим, независимо от масти.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>на пустую базу только в составе целой цепочки от короля до туза, все 13 карт сразу.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>на свою базу, если это следующее значение этой масти: после короля идёт другой туз.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>на свою базу, если это следующее значение этой масти.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Переместить можно только открытую карту колоды (ту, которую ничто не закрывает) или карту в свободной ячейке. Карта может пойти:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>На колодах значения тоже идут по кругу: король кладётся на туза.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>На колодах значения идут по кругу, а на базах нет: король кладётся на туза.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>На колодах значения не идут по кругу: на туза там ничего не кладут, а короля нельзя положить ни на одну карту.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Пустую колоду может заполнить только карта значением на одно ниже основы (4, если основа — 5) или цепочка, начинающаяся с неё. Пустые колоды не могут служить промежуточным местом для карт.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Пустую колоду может заполнить только король или цепочка, начинающаяся с короля. Пустые колоды не могут служить промежуточным местом для карт.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>В пустую колоду нельзя класть карты: опустевшая колода остаётся пустой.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Пустую колоду может заполнить любая карта или любая достаточно короткая цепочка. Перетаскивание переносит взятую карту и все карты под ней; щелчок или клавиатура переносят самую длинную цепочку, разрешённую правилами.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>по убыванию значения в одной масти</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>по убыванию значения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>по убыванию значения с чередованием цветов</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Карты переносятся по одной и только с колод: цепочек для переноса нет.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Цепочка открытых карт в конце колоды, %1, переносится за один раз, какой бы длинной она ни была и какие бы свободные ячейки и колоды ни были пусты.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Карты переносятся по одной: цепочку приходится разбирать карта за картой через свободные ячейки и пустые колоды.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Цепочка открытых карт в конце колоды, %1, переносится за один раз, если её можно было бы перенести по одной карте через пустые свободные ячейки; пустые колоды не помогают. При &lt;i&gt;F&lt;/i&gt; пустых свободных ячейках самая длинная переносимая цепочка — %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Например, когда все свободные ячейки пусты, за один раз можно перенести %1 карт.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Цепочка открытых карт в конце колоды, %1, переносится за один раз, если её можно было бы перенести по одной карте через пустые свободные ячейки и пустые колоды. При &lt;i&gt;F&lt;/i&gt; пустых свободных ячейках и &lt;i&gt;E&lt;/i&gt; пустых колодах (не считая колоды, куда идёт цепочка) самая длинная переносимая цепочка — %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Например, когда все свободные ячейки и одна колода пусты, на другую колоду можно перенести %1 карт, а в саму пустую колоду — %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Карты на базах остаются там, что бы ни говорили настройки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Верхнюю карту базы можно вернуть на подходящую колоду ценой 10 очков.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Карты на базах остаются там. В настройках можно разрешить возврат верхней карты базы на колоду ценой 10 очков.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Если включено &lt;i&gt;Автоматически отправлять безопасные карты&lt;/i&gt;, каждая карта, которую принимает база, сама уходит на неё после каждого хода: база принимает значение, только когда все карты значением ниже уже на ней, поэтому ни одна оставшаяся на столе карта уже не могла бы лечь на эту карту. &lt;i&gt;Завершить&lt;/i&gt; отправляет остальные карты на базу одну за другой, как только каждую оставшуюся карту можно отправить туда с её места.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Отмена хода отменяет ваш ход вместе с его автоматическими ходами. Одиночный или двойной щелчок по карте также отправляет её на базу, если она подходит.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Если включено &lt;i&gt;Автоматически отправлять безопасные карты&lt;/i&gt;, целая цепочка от короля до туза в конце колоды сама уходит на базу после каждого хода: на её туза ничего нельзя положить, поэтому на столе она уже не поможет. &lt;i&gt;Завершить&lt;/i&gt; отправляет остальные на базы, как только каждая колода состоит из целых цепочек.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Отмена хода отменяет ваш ход вместе с его автоматическими ходами. Одиночный или двойной щелчок по тузу целой цепочки отправляет цепочку на базу.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Если включено &lt;i&gt;Автоматически отправлять безопасные карты&lt;/i&gt;, карта сама уходит на базу после каждого хода только на втором круге своей базы, когда её двойник уже там и ни одна оставшаяся на столе карта любого набора уже не могла бы лечь на неё. На первом круге вы сами выбираете, какая из двух карт уходит на базу. &lt;i&gt;Завершить&lt;/i&gt; отправляет остальные карты на базы одну за другой, как только каждую оставшуюся карту можно отправить туда с её места.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Если включено &lt;i&gt;Автоматически отправлять безопасные карты&lt;/i&gt;, карта сама уходит на базу после каждого хода, когда её принимает только одна база и ни одна оставшаяся на столе карта уже не могла бы лечь на неё: тузы и любая карта, обе карты значением ниже и другого цвета которой уже на базах. Карту, которую принимают обе базы, кладёте вы сами. &lt;i&gt;Завершить&lt;/i&gt; отправляет остальные карты на базы, как только каждую оставшуюся карту можно отправить туда с её места.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Отмена хода отменяет ваш ход вместе с его автоматическими ходами. Одиночный или двойной щелчок по карте отправляет её на первую принимающую её базу.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>В этой игре ни одна карта не уходит на базу сама, что бы ни говорили настройки: четыре базы соперничают за карты каждого значения, поэтому какую карту, куда и когда класть, решаете вы. Как только ни в одной колоде не останется больше одной карты, &lt;i&gt;Завершить&lt;/i&gt; отправит остальные на базы.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Одиночный или двойной щелчок по карте отправляет её на первую принимающую её базу.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>карты, которые больше не могут пригодиться на столе, сами уходят на базы после каждого хода: любая карта, на которую уже не может лечь ни одна оставшаяся на столе карта.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>карты, которые больше не могут пригодиться на столе, сами уходят на базы после каждого хода: тузы, двойки и любая карта, на которую уже не может лечь ни одна оставшаяся на столе карта любого набора.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>каждая карта, которая может пойти на свою базу, уходит туда сама после каждого хода: поскольку цепочки строятся по масти, карта с базы никогда не понадобится на столе.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>карты, которые больше не могут пригодиться на столе, сами уходят на базы после каждого хода: тузы, двойки и любая карта, значение которой минус один уже лежит на всех четырёх базах.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>карты, которые больше не могут пригодиться на столе, сами уходят на базы после каждого хода: тузы, двойки и любая карта, обе базы другого цвета для которой уже на одно значение ниже неё.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>Карта основы, розданная первой, никогда не уходит на базу сама, так как на неё ещё может лечь карта старшего значения.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Туз никогда не уходит на базу сам, так как на него ещё может лечь король.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Если включено &lt;i&gt;Автоматически отправлять безопасные карты&lt;/i&gt;, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Отмена хода отменяет ваш ход вместе с его автоматическими ходами. Одиночный или двойной щелчок по карте также отправляет её на базу, если она подходит.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Игры FreeCell (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Сохранить игру как</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Не удалось сохранить игру</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Не удалось записать игру в {0}.

Проверьте, что папка существует, доступна для записи и на диске есть место, затем повторите попытку.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} не является обычным файлом (это устройство, канал или папка), поэтому игра не была туда записана, и файл не изменился.

Текущая игра по-прежнему на столе; сохраните её под другим именем.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Заменить файл?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} уже существует.

Заменить его этой игрой?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Не удалось открыть игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>Не удалось открыть {0}: {1}.

Текущая игра не изменилась.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Не удалось вставить позицию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>В буфере обмена нет позиции для игры: {0}.

Текущая игра не изменилась.</translation>
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
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Расставляемый стол</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>&amp;Пустой стол</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>Стол &amp;в игре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Раздать остальное</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>Свободные &amp;ячейки:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Раскладывать с &amp;клавиатуры:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Карты, затем куда они идут: колода (1-9, t, j, q, k), свободная ячейка (a-g, i, l-n), h для базы, - обратно к картам для расстановки.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Последний отказ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Проверка позиции</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Вердикт решателя</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Решение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Можно ли в&amp;ыиграть?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>Игр&amp;ать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Играть и пока&amp;зать выигрыш</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Готово: это позиция игры «%1». Сыграйте её или спросите, можно ли её выиграть.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Это ещё не позиция: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Все остальные стопки пусты.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Решатель ищет выигрыш...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Можно выиграть: решатель выигрывает за 1 ход.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Можно выиграть: решатель выигрывает за %n ход.</numerusform>
            <numerusform>Можно выиграть: решатель выигрывает за %n хода.</numerusform>
            <numerusform>Можно выиграть: решатель выигрывает за %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Проиграно: эту позицию невозможно выиграть никаким способом.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Неизвестно: решатель не нашёл ответа за отведённое время.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Все карты расставлены. Перетащите карту сюда, чтобы убрать её со стола.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>База %1 принимает карту на одно значение старше %2 другого цвета, а не %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>База %1 принимает карту на одно значение старше %2, а не %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>В свободной ячейке помещается одна карта, а не %n.</numerusform>
            <numerusform>В свободной ячейке помещается одна карта, а не %n.</numerusform>
            <numerusform>В свободной ячейке помещается одна карта, а не %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>В свободной ячейке %1 уже лежит %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Свободная ячейка %1 принимает только %2, а не %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Карты кладутся на базу по одной, а не по %n сразу.</numerusform>
            <numerusform>Карты кладутся на базу по одной, а не по %n сразу.</numerusform>
            <numerusform>Карты кладутся на базу по одной, а не по %n сразу.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 лежит под %2 на своей базе: сначала уберите ту карту.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>База с чередованием цветов начинается с туза, а не с %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>В этой игре база принимает только целую цепочку, за один ход: выложите цепочку в колоде и отправьте её на базу по ходу игры.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>База %1 заполнена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Следующим база принимает значение %1, а не %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>База %1 принимает только %1, а не %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Здесь базы начинаются со значения %1, а не %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>На базу джокеров кладут только джокеров, а джокера — ни на какую другую базу: не %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>База %1 заполнена.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>База %1 принимает карту на одно значение старше %2, а не %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>Осталось расставить 1 карту.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>Осталось расставить %n карту.</numerusform>
            <numerusform>Осталось расставить %n карты.</numerusform>
            <numerusform>Осталось расставить %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>База %1 пуста: в этой игре каждая база начинается со своей карты.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Все карты на базах: играть нечего.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Введите одну или несколько карт, затем куда они идут: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>«%1» — не карта (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Карта названа дважды.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>Названо карт: %1, а в игре их %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>«%1» не называет ни одной стопки этой игры: колода — 1-9, t, j, q или k, свободная ячейка — a-g, i или l-n, база — h (h2 — вторая), а - возвращает карты.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Решение</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Первый шаг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Позиция, с которой начинается решение (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Шаг назад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>На ход назад (Влево)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Шаг вперёд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Следующий ход (Вправо)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Последний шаг</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Конец решения (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Играть дальше самому с показанного шага; ходы до него засчитываются как ходы «Решения»</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Решение: нажмите «Играть отсюда», чтобы продолжить, или Esc, чтобы вернуться к своей игре.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Теперь это ваша игра, с шага {0} решения.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Шаг {0} из {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Решено: последний ход выигрывает игру.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Далее: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>По&amp;казать решение</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Звуковые эффекты невозможно воспроизвести: их файлы не удаётся записать в {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Не найден проигрыватель для звуковых эффектов: установите pw-play, paplay или aplay, чтобы их слышать.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Резервная стопка %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Стопка %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Колода %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Свободная ячейка %1</translation>
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
        <translation>База джокеров</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>База %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>База %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>База %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>карта лицом вниз</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>заполнена, до %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>пуста, сначала принимает любую %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>до %1, следующей принимает %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>до %1, следующей принимает любую %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>пуста, сначала принимает %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>пусто</translation>
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
        <translation>%1, для %2, пусто</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, пусто</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, свободная ячейка %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, стопка %2, %3, верхняя карта</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, колода %2, %3, верхняя карта</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, цепочка из %n карты</numerusform>
            <numerusform>%1, цепочка из %n карт</numerusform>
            <numerusform>%1, цепочка из %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, под стопкой %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, взято</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: взята карта %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: взята %n карта, от %2 до %3</numerusform>
            <numerusform>%1: взяты %n карты, от %2 до %3</numerusform>
            <numerusform>%1: взято %n карт, от %2 до %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Возвращено на место</translation>
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
            <numerusform>%n карта лицом вниз</numerusform>
            <numerusform>%n карты лицом вниз</numerusform>
            <numerusform>%n карт лицом вниз</numerusform>
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
        <translation>В этой игре нет свободных ячеек.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Свободные ячейки, %n свободна: %1</numerusform>
            <numerusform>Свободные ячейки, %n свободны: %1</numerusform>
            <numerusform>Свободные ячейки, %n свободно: %1</numerusform>
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
        <translation>Базы: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>джокеров</translation>
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
        <translation>%1, в колоде %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Автоматически: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Отменено: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Возвращено: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Ход %1 из %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Не удалось прочитать файл статистики, поэтому начат новый. Старый файл сохранён как {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Статистика сохранена более новой версией FreeCell Qt; она показывается, но не обновляется.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Статистику невозможно сохранить в {0} ({1}); игра продолжается без неё.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Не удаётся прочитать статистику в {0} ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Не удалось сохранить статистику: диск заполнен. Она будет сохранена, когда снова появится место.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Не удалось сохранить статистику прямо сейчас: файл занят другой программой. Она будет сохранена, когда файл освободится.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>работа с файлом занимает слишком много времени, возможно, он повреждён</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>файл занят другой программой</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
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
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Игр сыграно:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Выиграно игр:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Доля побед:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Полосы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Текущая:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Самая долгая «полоса удачи»:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Самая долгая полоса поражений:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Лучшие победы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Лучшее время:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Минимальное количество перемещений:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Лучший счёт:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Победы в пределах пара:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Ежедневный расклад</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Дней сыграно:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Дней выиграно:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Текущая полоса:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Лучшая полоса:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Испытания</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Испытаний пройдено:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Минимум ячеек:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Игр сыграно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Сыграть этот расклад снова</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>Пов&amp;тор</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Разбор...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>С&amp;бросить...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Последние игры:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>По уровню сложности</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Без оценки</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n выиграна</numerusform>
            <numerusform>%n выиграны</numerusform>
            <numerusform>%n выиграно</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n проиграна</numerusform>
            <numerusform>%n проиграны</numerusform>
            <numerusform>%n проиграно</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (расклад %2)</translation>
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
            <numerusform>%n дня</numerusform>
            <numerusform>%n дней</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Своя позиция</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Завершено решателем: засчитано как сыгранная, но не выигранная</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Выиграна</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, своя позиция</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (ежедневный расклад {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Проиграна</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Код игры: нет (позиция расставлена вручную)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Код игры: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Сбросить статистику</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Забыть все завершённые партии игры «{0}»? Это действие нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>С&amp;татистика...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Разбор игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Эту игру невозможно разобрать: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Эту игру невозможно воспроизвести: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>своя позиция</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Статистика снова сохраняется.</translation>
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
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Назад к своей игре (Esc)</translation>
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
        <translation>бубён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>первый джокер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>второй джокер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 обратно с базы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 в свободную ячейку %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 в свободную ячейку</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 и %n карта под ней на базу</numerusform>
            <numerusform>%1 и %n карты под ней на базу</numerusform>
            <numerusform>%1 и %n карт под ней на базу</numerusform>
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
        <translation>%1 и 1 карта под ней на %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 и %n карта под ней на %2</numerusform>
            <numerusform>%1 и %n карты под ней на %2</numerusform>
            <numerusform>%1 и %n карт под ней на %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 и 1 карта под ней в колоду %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 и %n карта под ней в колоду %2</numerusform>
            <numerusform>%1 и %n карты под ней в колоду %2</numerusform>
            <numerusform>%1 и %n карт под ней в колоду %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 в колоду %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Завершение: 1 карта на базу</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Завершение: %n карта на базы</numerusform>
            <numerusform>Завершение: %n карты на базы</numerusform>
            <numerusform>Завершение: %n карт на базы</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>При раздаче: %n карта на базы</numerusform>
            <numerusform>При раздаче: %n карты на базы</numerusform>
            <numerusform>При раздаче: %n карт на базы</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n автоматически)</numerusform>
            <numerusform>%1 (+%n автоматически)</numerusform>
            <numerusform>%1 (+%n автоматически)</numerusform>
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
        <translation>Пасьянс «Свободная ячейка»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Пасьянс, где видны все карты: номера раскладов Microsoft и коды игр</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;пасьянс;свободная ячейка;карты;карточная игра;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Пасьянс, где видны все карты</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>«Свободная ячейка» — пасьянс, в котором все 52 карты сдаются открытыми: соберите четыре базы от туза до короля с помощью не более чем четырёх свободных ячеек. Выиграть можно почти любой расклад, и каждый из них — отдельная головоломка.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Номера раскладов, совместимые с Microsoft, и коды игр, по которым друг получит точно такую же игру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Двадцать четыре игры: «Свободная ячейка» с числом свободных ячеек от нуля до четырёх, «Шведская свободная ячейка», «Игра Бейкера», «Восемь свободных», «Башни Сихейвен», «Пингвин», игры с двумя и тремя наборами карт и своя игра</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Решатель, который даёт подсказки, играет за вас и сообщает, можно ли ещё выиграть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Расклады с уровнями сложности от лёгкого до экспертного, «Ежедневный расклад», статистика и разбор каждой игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Игра мышью, с клавиатуры и на сенсорном экране, неограниченная отмена ходов и стол, за которым может следить программа экранного доступа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Светлый и тёмный режимы, двадцать пять языков</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Расклад 1 после двух ходов: трефы и туз пик на базах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Та же игра в тёмном режиме, на тёмном сукне</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Синее сукно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Карты с крупными индексами в высоком узком окне</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Ходов больше нет</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Больше нет возможных ходов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Можно отменить последний ход, начать этот расклад заново или начать новую игру.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Разбор</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Карточный стол. Клавиши со стрелками перемещают между стопками, Пробел берёт и кладёт карты, R читает стопку, L — свободные ячейки, U — базы, Alt с цифрой — колоду.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Завершить</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Решено компьютером</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Эту игру сыграло «Решение», поэтому она не засчитывается как победа в статистике.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Вы выиграли</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Поздравляем, вы выиграли!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Ходы:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Время:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Полоса побед:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Без оценки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Уровень сложности:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (ваша игра: %2, с автоматическими ходами)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Пар:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Ниже пара!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Ровно пар!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Сыграть снова</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Повтор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Разбор</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>По&amp;казать решение</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Ваша первая победа в этой игре.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Ваше лучшее время из %n победы.</numerusform>
            <numerusform>Ваше лучшее время из %n побед.</numerusform>
            <numerusform>Ваше лучшее время из %n побед.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Ваше время — %1-е место из %n победы.</numerusform>
            <numerusform>Ваше время — %1-е место из %n побед.</numerusform>
            <numerusform>Ваше время — %1-е место из %n побед.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Ваш лучший счёт из %n победы.</numerusform>
            <numerusform>Ваш лучший счёт из %n побед.</numerusform>
            <numerusform>Ваш лучший счёт из %n побед.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Ваш счёт — %1-е место из %n победы.</numerusform>
            <numerusform>Ваш счёт — %1-е место из %n побед.</numerusform>
            <numerusform>Ваш счёт — %1-е место из %n побед.</numerusform>
        </translation>
    </message>
</context>
</TS>
