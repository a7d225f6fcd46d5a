<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Porzuć grę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Porzucić rozgrywaną grę?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Zostanie policzona w statystykach jako przegrana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Porzuć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Graj dalej</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Nie pytaj ponownie</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Porzucić rozgrywaną grę, aby zagrać w %1?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 z %2–%3 wolnymi komórkami</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>O programie FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Rodzina pasjansów FreeCell na komputer: %4 lub gra według własnych zasad. Numery rozdań Microsoftu, kody gier, przenoszenie sekwencji i nieograniczone cofanie.&lt;/p&gt;&lt;p&gt;Wolne oprogramowanie na licencji MIT.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Nie udało się wyznaczyć podpowiedzi: solver zawiódł.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Tego rozdania nie da się wygrać; oto propozycja na wyczucie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Tej gry nie da się już wygrać; oto propozycja na wyczucie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Myślę…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Żaden ruch nie jest możliwy.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Szukanie rozwiązania…</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Brak rozwiązania: tego rozdania nie da się wygrać.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Brak rozwiązania od tego miejsca: tej gry nie da się już wygrać.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>Nie znaleziono rozwiązania w dozwolonym czasie.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Szukanie ostatniej pozycji, z której można wygrać…</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Tego rozdania nie da się wygrać także od początku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>W dozwolonym czasie nie znaleziono pozycji, z której można wygrać: nie wiadomo, czy to rozdanie da się wygrać.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>W dozwolonym czasie nie znaleziono pozycji, z której można wygrać.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Powrót do ruchu {0}, ostatniego miejsca, z którego grę można było jeszcze wygrać.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>To rozdanie można wygrać.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>To rozdanie można jeszcze wygrać.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Tego rozdania nie da się już wygrać.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Tego rozdania nie da się wygrać.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Nie wiadomo jeszcze, czy to rozdanie można wygrać: szukanie trwa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Nie wiadomo, czy to rozdanie można wygrać.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Rozwiązane przez komputer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Wygrana! Wynik %1 w %2 ruchach.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Nie został żaden ruch.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt jest już uruchomiony dla tego gracza, ale nie odpowiada. Zamknij go (lub zaczekaj, aż odpowie), a potem uruchom grę ponownie.</translation>
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
        <translation>P&amp;odpowiedź</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Rozwiąż (demonstracja)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Gdzie był błąd?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Podpowiedź: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Podpowiedź (na wyczucie, nie znaleziono rozwiązania): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Sprawdzanie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Do wygrania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Nie da się już wygrać</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Nie do wygrania od rozdania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Do wygrania? Trwa szukanie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Do wygrania? Nie wiadomo</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Rozwiązywanie wstrzymane: Spacja wznawia, Esc lub kliknięcie zatrzymuje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Rozwiązywanie powoli: + szybciej, - wolniej, Spacja wstrzymuje, Esc lub kliknięcie zatrzymuje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Rozwiązywanie: + szybciej, - wolniej, Spacja wstrzymuje, Esc lub kliknięcie zatrzymuje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Rozwiązywanie szybko: + szybciej, - wolniej, Spacja wstrzymuje, Esc lub kliknięcie zatrzymuje.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Zatrzymano.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Nie można zapisać rozgrywanej gry w {0}; gra toczy się dalej, ale nie będzie jej przy następnym uruchomieniu.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Nie udało się odczytać zapisanej gry ({0}) ani jej przenieść; zaczyna się nowa gra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Nie udało się odczytać zapisanej gry ({0}). Zaczyna się nowa gra; stary plik zachowano jako {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Pierwsze wyzwanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Pełny dzień</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Ciężko wywalczone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Bez wolnych komórek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>Na par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Dziesięć z rzędu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Złoty miesiąc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Wygraj codzienne wyzwanie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Wygraj wszystkie trzy codzienne wyzwania jednego dnia.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Wygraj trudne codzienne wyzwanie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Wygraj grę bez wolnych komórek.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Wygraj rozdanie w nie większej liczbie ruchów niż jego par.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Wygraj dziesięć gier z rzędu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Ukończ każdy dzień miesiąca: złote trofeum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Brązowe trofeum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Srebrne trofeum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Złote trofeum</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>Dzień jest ukończony, gdy wygrane są jego trzy rozdania. Brąz: {0} dni w miesiącu; srebro: {1} dni; złoto: każdy dzień.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n dzień z rzędu</numerusform>
            <numerusform>%n dni z rzędu</numerusform>
            <numerusform>%n dni z rzędu</numerusform>
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
        <translation>wiersz %1: karta %2 jest już w wierszu %3: %4 występuje w talii raz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>wiersz %1: karta %2 występuje już %3 razy w wierszu %4: %5 występuje w każdej talii raz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>wiersz %1: karta %2 występuje już %3 razy w wierszach %4: %5 występuje w każdej talii raz</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>układ ma %1 kart; brakuje: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>wiersz %1: stos końcowy %2 podano dwa razy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>wiersz %1: stos końcowy %2 podano %3 razy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>wiersz %1: jedna karta w wolnych komórkach, ale gra nie ma żadnej</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>wiersz %1: %n karta w wolnych komórkach, ale gra ma ich %2</numerusform>
            <numerusform>wiersz %1: %n karty w wolnych komórkach, ale gra ma ich %2</numerusform>
            <numerusform>wiersz %1: %n kart w wolnych komórkach, ale gra ma ich %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>wiersz %1: nieznana karta „%2”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>wiersz %1: %2 to joker, a w tej grze nie gra się jokerami</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>wiersz %1: drugi wiersz %2 (pierwszy to wiersz %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>układ tej gry ma %1 wierszy kolumn, ten ma %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>układ zawiera %1 kart, a nie %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>wiersz %1: stos końcowy „%2” nie jest zapisany w postaci H-A lub S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>wiersz %1: %2 stosów końcowych, a nie %3 (lub %4 przy kolorach naprzemiennych)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>wiersz %1: %2 stosów końcowych, a nie %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>wiersz %1: stos końcowy %2 nie może zawierać tych kart</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>wiersz %1: stos końcowy w naprzemiennych kolorach zaczyna się od asa, a nie od %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>wiersz %1: na stosie końcowym %2 nie może leżeć po %3: każda karta jest o jedną wartość wyższa od poprzedniej</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>wiersz %1: na stosie końcowym %2 nie może leżeć po %3: kolory muszą się przeplatać</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>wiersz %1: stos końcowy mieści najwyżej %2 kart, ten ma %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>wiersz %1: podstawa „%2” nie jest wartością karty, jak 5 lub Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>wiersz %1: zakryte karty, takie jak [5H], leżą pod odkrytymi, a wierzchnia karta kolumny jest odkryta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>tekst ma %1 znaków; układ ma najwyżej %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>w tekście nie ma układu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>wiersz %1: zasady %2 nie określają żadnej gry (wiersz Rules: wygląda jak C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>układ ma %1 wolnych komórek; gra ma ich najwyżej %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>wszystkie karty są na stosach końcowych: nie ma czego grać</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>pozycja ma %1 wolnych komórek, ale gra ma ich %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>pozycja ma %1 kolumn, ale gra ma ich %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>pozycja ma %1 stosów końcowych, ale gra ma ich %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>w grze %1 każdy stos końcowy zaczyna się od własnej karty; pozycja nie podaje żadnej</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>stosy końcowe pozycji przyjmują karty dowolnego koloru, ale w grze %1 każdy przyjmuje jeden kolor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>wolna komórka %1 przyjmuje tylko %2, a nie %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>pozycja ma zakryte karty, ale w grze %1 każda karta jest rozdawana odkryta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>stosy końcowe zaczynają się od wartości %1, ale w grze %2 zaczynają się od asa</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Plik {0} ma ponad {1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>{0} nie jest zwykłym plikiem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Nie można odczytać pliku {0}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Plik {0} jest uszkodzony.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Plik {0} po rozpakowaniu ma ponad {1} MB.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>Brak karty {0} (brak elementu „{1}” w pliku SVG).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Brak rewersu (brak elementu „back” w pliku SVG).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Plik {0} nie jest obrazem SVG.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Własna talia gry jest rysowana, a nie wczytywana.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Brak pliku {0}.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Coś poszło nie tak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt napotkał nieoczekiwany błąd. Gra toczy się dalej, ale coś może nie działać tak, jak powinno.

Szczegóły są w {0}; dołącz ten plik, zgłaszając problem.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt napotkał nieoczekiwany błąd. Gra toczy się dalej, ale coś może nie działać tak, jak powinno. Nie udało się zapisać szczegółów w folderze danych.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Naprzemienne kolory</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Ten sam kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Dowolny kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Nic: bez dokładania</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Dowolna karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Tylko króle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Nic</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Na ile pozwalają wolne komórki i kolumny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Dowolna sekwencja naraz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Po jednej karcie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Kolor, od asa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Kolor, od pierwszej rozdanej karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Kolor, od wartości pierwszej karty, wszystkie na stosach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Wartość, od czterech rozdanych kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Naprzemienne kolory, od dwóch asów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Kolor, dwa okrążenia od czterech asów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Wartość, jeden stos końcowy, najpierw wszystkie asy</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Każdy król zaczyna kolumnę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Każdy król zaczyna kolumnę, asy na stosy końcowe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Rząd po rzędzie, asy na stosach końcowych</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;Rozdanie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>Stosy końcowe &amp;w górę według:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>&amp;Kolumny:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>Karty rozdane do ko&amp;mórek:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>&amp;Talie:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Rząd po rzędzie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Asy i dwójki najgłębiej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Każdy kolor do swojej kolumny</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Komórka dla każdego kolor&amp;u</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Jak w grze Cztery kolory: wolna komórka a przyjmuje tylko trefle, b – kara, c – kiery, d – piki.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>&amp;Dokładanie w dół:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>&amp;Puste kolumny przyjmują:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>&amp;Sekwencje:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Codzienne wyzwania</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Graj</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Rozdania dnia</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Trofea</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Osiągnięcie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Jak je zdobyć</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Rozdanie {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Wyzwania liczą się tylko w swoim miesiącu: tego dnia nie można już rozegrać jako wyzwania.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0}: ukończono %n dzień.</numerusform>
            <numerusform>{0}: ukończono %n dni.</numerusform>
            <numerusform>{0}: ukończono %n dni.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>Zdobyto: {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} za %n dzień.</numerusform>
            <numerusform>{0} za %n dni.</numerusform>
            <numerusform>{0} za %n dni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Dni ukończone z rzędu: %n</numerusform>
            <numerusform>Dni ukończone z rzędu: %n</numerusform>
            <numerusform>Dni ukończone z rzędu: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(rekord: %n).</numerusform>
            <numerusform>(rekord: %n).</numerusform>
            <numerusform>(rekord: %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Osiągnięte progi: {0} dni.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>&amp;Codzienne wyzwania…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Codzienne wyzwanie {0}, {1}: rozdanie {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Zdobyto: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>as %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>walet %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>dama %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>król %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>czerwony as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>czarny as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>czerwony walet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>czarny walet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>czerwona dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>czarna dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>czerwony król</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>czarny król</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>pierwszy joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>drugi joker</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>czerwona %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>czarna %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>%1 w dowolnym kolorze</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>Karta %1 nie może trafić na stos końcowy: stosy końcowe przyjmą teraz kartę: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>walet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>król</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>Karta %1 nie może leżeć na karcie %2: króla nie kładzie się na żadnej karcie, może on tylko zająć pustą kolumnę.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>Karta %1 nie może leżeć na karcie %2: %3 pasuje tylko na kartę taką jak %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Żadna karta sekwencji od %1 do %2 nie pasuje na kartę %3: na asa nie kładzie się niczego.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Żadna karta sekwencji od %1 do %2 nie pasuje na kartę %3, która przyjmuje kartę: %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Ta gra nie ma wolnych komórek; nie ma wolnej komórki %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Ta gra ma tylko wolną komórkę a; nie ma wolnej komórki %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Ta gra ma wolne komórki od a do %1; nie ma wolnej komórki %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Jedna karta z kolumny %1 pasuje na %2, a nie na %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n karta z kolumny %1 pasuje na %2, a nie na %3.</numerusform>
            <numerusform>%n karty z kolumny %1 pasują na %2, a nie na %3.</numerusform>
            <numerusform>%n kart z kolumny %1 pasuje na %2, a nie na %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Tylko dolna karta kolumny %1 może się tam przenieść.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Tylko %n dolna karta kolumny %1 tworzy sekwencję.</numerusform>
            <numerusform>Tylko %n dolne karty kolumny %1 tworzą sekwencję.</numerusform>
            <numerusform>Tylko %n dolnych kart kolumny %1 tworzy sekwencję.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 nigdy nie trafia do kolumny, nawet pustej: joker idzie do wolnej komórki lub na stos końcowy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>Stos końcowy jokerów jest pusty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Na jokerze nie można nic położyć (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 trafia na stos końcowy dopiero wtedy, gdy stosy końcowe trefl, pik i kier są kompletne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>Kolumna %1 jest pusta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>Wolna komórka %1 jest pusta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Zakryta karta nie może się ruszyć: zostaje odkryta, gdy tylko karty leżące na niej odejdą.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>Stos rezerwowy %1 jest pusty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>Stos rezerwowy %1 jest pełny: kart może w nim leżeć najwyżej %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Stos rezerwowy przyjmuje karty po jednej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>Na stosie rezerwowym %1 leżą karty: stos rezerwowy przyjmuje karty tylko wtedy, gdy jest pusty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Na stos rezerwowy nie można położyć żadnej karty: można z niego tylko brać karty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Karty nie mogą wracać ze stosów końcowych: ta opcja jest wyłączona w Preferencjach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>Stos końcowy %1 jest pusty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Ta gra ma kolumny od 1 do %1; nie ma kolumny %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Ta gra ma %1 stosów końcowych; nie ma stosu końcowego %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>W tej grze pustą kolumnę może zająć tylko król albo sekwencja zaczynająca się od króla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>W tej grze stosy końcowe zaczynają się od karty %1: pustą kolumnę może zająć tylko karta o wartości %2 albo sekwencja od niej zaczynająca się.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>W tej grze pusta kolumna pozostaje pusta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>W tej grze karty przenosi się między kolumnami po jednej.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>Karta %1 nie może trafić na stos końcowy: stos końcowy %2 zaczyna się od wartości %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>Wierzchnia karta kolumny %1 jest zakryta, dopóki w wolnej komórce %2 leży karta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Stos %1 leży pod stosem %2, na którym jest karta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Stos %1 leży pod stosem %2: można na niego zrzucić tylko wszystkie karty stosu %2 naraz (liczba kart: %3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Wolna komórka %1 przyjmuje tylko %2, a nie %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>W tej grze karty pozostają na stosach końcowych.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>W tej grze żadnej karty nie kładzie się na kolumnie.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>Karta %1 nie może trafić na stos końcowy: stosy końcowe przyjmą teraz te wartości: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>Stos końcowy %1 jest pełny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>Stos końcowy %1 przyjmie teraz wartość %2, a nie %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>Do wolnych komórek rozdaje się %1 kart, ale wolnych komórek jest tylko %2: wybierz więcej komórek lub mniej kart.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Grę można dokończyć dopiero wtedy, gdy żadna kolumna nie ma więcej niż jednej karty.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Kod gry „%1”: „%2” nie rozpoczyna kodu żadnej gry.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Kod gry „%1”: część komórek „%2” musi mieć postać od C0 do C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Kod gry „%1”: liczba wolnych komórek %2 jest poza zakresem (%3–%4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Kod gry „%1”: w %2 gra się z %3 wolnymi komórkami.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Kod gry „%1”: nie można odczytać części z zasadami (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Kod gry „%1” jest dłuższy niż jakikolwiek kod.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>Karta %1 nie może trafić na stos końcowy: stos końcowy %2 zaczyna się od asa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>Karta %1 nie może jeszcze trafić na stos końcowy: najpierw %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Karta nigdy nie przechodzi z jednej wolnej komórki do drugiej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Karta ze stosu końcowego może wrócić tylko na kolumnę.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>Wolna komórka %1 jest zajęta.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>Kart: %1, teraz można przenieść najwyżej %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Od tego miejsca gry nie da się dokończyć.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>Karta %1 nie może trafić na stos końcowy: stos końcowy przyjmie teraz wartość %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>Stos końcowy %1 przyjmie teraz kartę %2, a nie %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Przenieść można tylko wierzchnią kartę wolnej komórki lub stosu końcowego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Karty trafiają na stos końcowy po jednej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Wolna komórka mieści jedną kartę.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>W tej grze na stos końcowy trafia tylko cała sekwencja od króla do asa w naprzemiennych kolorach, wszystkie 13 kart naraz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Każdy stos końcowy zawiera już sekwencję.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Grę można dokończyć dopiero wtedy, gdy każda kolumna składa się z całych sekwencji od króla do asa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Gdy każdy król zaczyna kolumnę, gra potrzebuje tylu kolumn, ilu jest królów (%1), albo o jedną więcej, a nie %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Gdy karta w wolnej komórce odwraca wierzchnią kartę kolumny tej komórki koszulką do góry, każda wolna komórka potrzebuje własnej kolumny (wolne komórki: %1, kolumny: %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Gra jest wygrana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Grę można dokończyć dopiero wtedy, gdy każda kolumna jest jedną sekwencją.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Grę można dokończyć dopiero wtedy, gdy każda pozostała karta może kolejno trafić na stos końcowy z miejsca, w którym leży.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Nie ma nic do cofnięcia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Nie ma nic do ponowienia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>W historii nie ma punktu %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>„%1” nie jest numerem rozdania.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Numer rozdania %1 jest poza zakresem (od 1 do %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Numer rozdania musi być liczbą całkowitą, a nie %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Kod gry „%1”: „%2” nie jest literą od A do Z, cyfrą ani łącznikiem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Kod gry „%1” musi mieć trzy części, np. FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Kod gry „%1”: wersja formatu „%2” nie jest równa 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Kod gry „%1”: część rozdania „%2” musi mieć 7 liter od A do Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Kod gry „%1”: rozdanie %2 jest poza zakresem (od 1 do %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>W tej grze karty nie mogą wracać ze stosów końcowych: rozpoczęto ją z wyłączonym cofaniem kart.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Wyzwania i łatwe rozdania</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Wygraj rozdanie Freecell z tak małą liczbą wolnych komórek, jakiej potrzebuje solver. Każde rozdanie poniżej jest wymienione przy najmniejszej liczbie wolnych komórek, z jaką można je wygrać.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 wolna komórka (rozdania: %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n wolna komórka (rozdania: %1)</numerusform>
            <numerusform>%n wolne komórki (rozdania: %1)</numerusform>
            <numerusform>%n wolnych komórek (rozdania: %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>Naj&amp;mniej komórek:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Zagraj wyzwanie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Dla początkując&amp;ych: łatwe rozdanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Losowe rozdanie Freecell z czterema wolnymi komórkami, które solver ocenia jako łatwe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;Asy wyłożone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>Freecell z czterema asami na stosach końcowych przed rozpoczęciem gry: łatwiejsza gra</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Rozdanie %1 z 1 wolną komórką</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Rozdanie %1 z %n wolną komórką</numerusform>
            <numerusform>Rozdanie %1 z %n wolnymi komórkami</numerusform>
            <numerusform>Rozdanie %1 z %n wolnymi komórkami</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Wyzwanie: najmniej ko&amp;mórek…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Wyzwania i łatw&amp;e rozdania…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Dla początkując&amp;ych: łatwe rozdanie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Asy wyłożone: łatw&amp;iejszy Freecell</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Wyzwanie: rozdanie %1 z 1 wolną komórką</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Wyzwanie: rozdanie %1 z %n wolną komórką</numerusform>
            <numerusform>Wyzwanie: rozdanie %1 z %n wolnymi komórkami</numerusform>
            <numerusform>Wyzwanie: rozdanie %1 z %n wolnymi komórkami</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>Wyzwanie najmniejszej liczby komórek dotyczy rozdań Freecell wybieranych według numeru.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Najmniejsza liczba komórek jest podawana wraz z oceną trudności, która jest ukryta, dopóki ukryty jest werdykt solvera: włącz go w Preferencjach.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Ustalanie najmniejszej liczby komórek…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Tego rozdania nie da się wygrać, więc nie ma wyzwania.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Solver nie zdołał w swoim limicie ustalić najmniejszej liczby wolnych komórek dla tego rozdania, więc nie oferuje wyzwania.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Wyzwanie najmniejszej liczby komórek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Wyzwanie: wygraj to rozdanie z 1 wolną komórką</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Solver wygrywa rozdanie %1 z 1 wolną komórką i nie mniejszą liczbą. To samo rozdanie zaczyna się od nowa z taką liczbą komórek.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Wyzwanie: wygraj to rozdanie z %n wolną komórką</numerusform>
            <numerusform>Wyzwanie: wygraj to rozdanie z %n wolnymi komórkami</numerusform>
            <numerusform>Wyzwanie: wygraj to rozdanie z %n wolnymi komórkami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Solver wygrywa rozdanie %1 z %n wolną komórką i nie mniejszą liczbą. To samo rozdanie zaczyna się od nowa z taką liczbą komórek.</numerusform>
            <numerusform>Solver wygrywa rozdanie %1 z %n wolnymi komórkami i nie mniejszą liczbą. To samo rozdanie zaczyna się od nowa z taką liczbą komórek.</numerusform>
            <numerusform>Solver wygrywa rozdanie %1 z %n wolnymi komórkami i nie mniejszą liczbą. To samo rozdanie zaczyna się od nowa z taką liczbą komórek.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>&amp;Rozpocznij wyzwanie</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Wyzwanie wygrane: rozdanie %1 z 1 wolną komórką!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Wyzwanie wygrane: rozdanie %1 z %n wolną komórką!</numerusform>
            <numerusform>Wyzwanie wygrane: rozdanie %1 z %n wolnymi komórkami!</numerusform>
            <numerusform>Wyzwanie wygrane: rozdanie %1 z %n wolnymi komórkami!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>Freecell z wyłożonymi asami: cztery asy zaczynają na stosach końcowych. Jego wyniki są przechowywane osobno od wyników gry Freecell.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>plik jest większy niż %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>plik nie jest tekstowy (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>plik jest pusty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>plik nie jest poprawnym plikiem JSON (wiersz %1, kolumna %2: %3); mógł zostać ucięty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>plik nie jest poprawnym plikiem JSON (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>nie można odczytać pliku (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>plik nie zawiera zapisanej gry (brak obiektu JSON)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>plik nie jest grą FreeCell Qt (format %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>plik nie ma numeru wersji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>plik został zapisany przez nowszą wersję FreeCell Qt (wersja %1); zaktualizuj aplikację, aby go otworzyć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>nieznana wersja pliku %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>czas gry musi być liczbą sekund, 0 lub większą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>liczba podpowiedzi musi być liczbą całkowitą, 0 lub większą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>plik nie zawiera gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>gra w pliku jest niepoprawna: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>gra ma %1 kroków, więcej niż dozwolone %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>krok %1 ma więcej ruchów, niż może mieć jeden krok (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>gra ma więcej ruchów niż dozwolone %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>czas gry przekracza %1 lat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>liczba podpowiedzi przekracza %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>plik nie jest zwykłym plikiem (to folder, urządzenie lub potok)</translation>
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
        <translation>Ta karta nie ma dokąd pójść.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Powtórka: naciśnij Kontynuuj stąd, aby grać, lub Esc, aby wrócić do swojej gry.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Historia cofania</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Wybierz punkt, do którego gra ma wrócić. Cofnięte kroki są wyszarzone i można je ponowić, dopóki nie wykonasz nowego ruchu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Rozegrane kroki</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Przejdź</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Cofnięte: można ponowić</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Gra jest teraz tutaj</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
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
        <translation>Jak grać</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Kończenie gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gdy każda kolumna jest pojedynczą sekwencją, gra jest praktycznie wygrana: przycisk &lt;b&gt;Dokończ&lt;/b&gt; przenosi wszystkie karty na stosy końcowe. Przy włączonej opcji &lt;i&gt;Kończ automatycznie&lt;/i&gt; dzieje się to samo. Jeśli nie został żaden ruch, możesz cofnąć ruch, rozpocząć rozdanie od nowa lub zacząć nową grę.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Każda karta położona na stosie końcowym daje 10 punktów, a każda karta przeniesiona z wolnej komórki na kolumnę 5 punktów; karta zabrana ze stosu końcowego kosztuje 10. Cofnięcie odbiera także punkty, a wynik nigdy nie spada poniżej zera.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Numery rozdań i kody gier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Każde rozdanie ma numer od 1 do 2 147 483 647, taki sam jak w klasycznej grze z Windows, a ten sam numer daje to samo tasowanie w każdej grze, rozłożone według układu tej gry: rozdanie 11982 gry Freecell to słynne rozdanie, którego nie da się wygrać. &lt;b&gt;Kod gry&lt;/b&gt;, taki jak &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt;, określa grę, jej wolne komórki i rozdanie, więc znajomy, który go wpisze, zagra dokładnie w tę samą grę. Aby wpisać jedno lub drugie, użyj polecenia &lt;i&gt;Graj rozdanie według numeru lub kodu&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Poziom trudności i rozdania do wygrania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Każde rozdanie otrzymuje ocenę &lt;b&gt;Łatwy&lt;/b&gt;, &lt;b&gt;Średni&lt;/b&gt;, &lt;b&gt;Trudny&lt;/b&gt; lub &lt;b&gt;Ekspert&lt;/b&gt;. Ocena uwzględnia najmniejszą liczbę wolnych komórek, z którą rozdanie da się jeszcze wygrać (solver próbuje z komórkami gry, potem z jedną mniej itd.), a następnie to, jak długo solver musiał szukać wygranej: każda komórka potrzebna rozdaniu waży tyle, co dziesięciokrotnie dłuższe szukanie. Opiera się na liczbie pozycji, a nie na czasie, więc to samo rozdanie ma tę samą ocenę na każdym komputerze.&lt;/p&gt;&lt;p&gt;W oknie &lt;i&gt;Nowa gra z opcjami&lt;/i&gt; opcja &lt;i&gt;Tylko rozdania do wygrania&lt;/i&gt; rozdaje losowe rozdanie dopiero wtedy, gdy solver znajdzie dla niego wygraną, a &lt;i&gt;Poziom trudności&lt;/i&gt; żąda losowego rozdania o tej ocenie. Podczas szukania możesz grać dalej; &lt;b&gt;Esc&lt;/b&gt; przerywa szukanie.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Gra z czytnikiem ekranu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Stół przekazuje czytnikowi ekranu, na którym stosie jest ramka, na przykład &lt;i&gt;7 kier, kolumna 3, 5 kart, wierzchnia karta&lt;/i&gt; lub &lt;i&gt;Wolna komórka b, pusta&lt;/i&gt;, i ogłasza każdy ruch, karty, które same trafiają na stosy końcowe, powód odrzucenia ruchu, podpowiedzi, to, czy rozdanie można jeszcze wygrać, oraz wygraną. Aby odsłuchać stół: &lt;b&gt;R&lt;/b&gt; odczytuje każdą kartę stosu, na którym jest ramka, &lt;b&gt;L&lt;/b&gt; odczytuje wolne komórki, &lt;b&gt;U&lt;/b&gt; stosy końcowe, a &lt;b&gt;Alt&lt;/b&gt; z cyfrą odczytuje daną kolumnę (&lt;b&gt;Alt+3&lt;/b&gt; kolumnę 3). Odczytywanie nie przesuwa żadnej karty ani ramki.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Klawisze strzałek przesuwają ramkę między stosami; &lt;b&gt;Spacja&lt;/b&gt; lub &lt;b&gt;Enter&lt;/b&gt; podnosi znajdujące się tam karty i kładzie je na następnym wybranym stosie; &lt;b&gt;Esc&lt;/b&gt; je puszcza. Ruch można też wpisać: numer kolumny, a potem miejsce docelowe (inna kolumna, wolna komórka lub &lt;b&gt;h&lt;/b&gt; dla stosu końcowego). &lt;b&gt;3&lt;/b&gt;, a potem &lt;b&gt;h&lt;/b&gt; przenosi odkrytą kartę kolumny 3 na jej stos końcowy.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kolumny od 10 w górę wpisuje się jako %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Stosy od %1 w górę nie mają własnego klawisza: przejdź do nich klawiszami strzałek, w lewo i w prawo wzdłuż warstwy, w górę i w dół do warstwy powyżej lub poniżej.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wolne komórki oznaczone są literami od &lt;b&gt;a&lt;/b&gt; do &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; to stos końcowy): &lt;b&gt;3&lt;/b&gt;, a potem &lt;b&gt;a&lt;/b&gt; przenosi odkrytą kartę kolumny 3 do pierwszej wolnej komórki.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Jak grać w %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Klawiatura</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Lekcja</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Pomiń</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Przejdź do następnego kroku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Zakończ lekcję</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Powrót do twojej gry (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Zagraj rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Zakończ lekcję i graj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Jeszcze raz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>Lekcja jeszcze raz, od kroku 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Rozpocznij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Rozpocznij lekcję teraz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Nie, dziękuję</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>Lekcja pozostaje w menu Pomoc</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>Pierwsza &amp;lekcja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Zakończ lekcję</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Pierwszy raz grasz w Freecell?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Przejdź krótką lekcję: osiem kroków na małym rozdaniu, około trzech minut. Twoja gra w tym czasie poczeka.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>Lekcja jest zawsze dostępna w menu Pomoc: Pierwsza lekcja.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Brawo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Rozdanie lekcji wygrane: znasz już każdy ruch gry Freecell. Zagraj rozdanie albo przejdź lekcję jeszcze raz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Krok {0} z {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Kartę kładzie się na kartę o jedną wartość wyższą w przeciwnym kolorze, np. czerwonego waleta na czarną damę. Przeciągnij kartę {0} na kartę {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Wolne komórki, w lewym górnym rogu, mieszczą po jednej dowolnej karcie. Połóż kartę {0} w wolnej komórce, aby odkryć kartę pod nią.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Na stosach końcowych, w prawym górnym rogu, każdy kolor układa się od asa w górę. Przenieś kartę {0} na stos końcowy: przeciągnij ją tam lub kliknij ją dwukrotnie. We własnych grach karty, których nic już nie potrzebuje, trafiają tam same (automatyczne przenoszenie).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Karty ułożone po kolei w naprzemiennych kolorach przenoszą się razem: najwyżej (wolne komórki + 1) × 2^(puste kolumny), tutaj {0}. Przeciągnij kartę {1} na kartę {2}; karty pod nią przejdą razem z nią.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Gra odrzuca ruch, na który nie pozwalają zasady, i na dole okna podaje powód. Spróbuj wykonać taki ruch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Gra odrzuca ruch, na który nie pozwalają zasady, i na dole okna podaje powód. Spróbuj: przeciągnij kartę {0} na kartę {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Wykonaj dowolny ruch, a potem cofnij go poleceniem Cofnij (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Każdy ruch można cofnąć: naciśnij teraz Ctrl+Z (Cofnij).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Gra odpowiedziała: „{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Nie wiesz, co zrobić? Naciśnij H (Podpowiedź): gra zaznaczy dobry ruch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Teraz wygraj rozdanie: każda karta na swój stos końcowy. Korzystaj z podpowiedzi (H), ile chcesz; Dokończ (Ctrl+F) przenosi resztę na stosy końcowe, gdy karty są już ułożone po kolei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Stąd nie da się tego zrobić. Cofnij ruchy poleceniem Cofnij (Ctrl+Z) albo naciśnij Pomiń.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Więcej przycisków</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Nowa gra z &amp;opcjami…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Rozpocznij rozdanie od nowa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>&amp;Graj rozdanie według numeru lub kodu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>Rozdanie &amp;dnia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Kopiuj kod gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Kopiuj &amp;pozycję</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>&amp;Wklej pozycję</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>&amp;Ustaw pozycję…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>O&amp;twórz grę…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>Zapisz grę &amp;jako…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>&amp;Historia cofania…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>&amp;Analiza gry…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Dokończ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pełny ekran</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>Pasek &amp;narzędzi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Jak grać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;O programie FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Rozdanie dnia {0}: {1}, rozdanie {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0}, rozdanie {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Pierwsza lekcja</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Nie jest już zainstalowana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Nie można użyć talii kart „{0}”: {1} Używane są własne karty FreeCell Qt.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Skopiowano pozycję do schowka jako tekst.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Ruch</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Pasek narzędzi</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Wynik: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Ruchy: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Czas: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>To jest dzisiejsze Rozdanie dnia; Rozpocznij rozdanie od nowa zagra je od początku.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>Rozdanie dnia {0}: dziś to samo rozdanie dla wszystkich.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>Skopiowano {0} do schowka.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Komunikaty…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Ostatnie komunikaty paska stanu</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Komunikaty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Ostatnie komunikaty, najnowsze na końcu</translation>
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
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Własna</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Pozwól n&amp;a powrót kart ze stosów końcowych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Opcja każdej gry, jak w Preferencjach</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>Wolne k&amp;omórki:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>&amp;Losowe rozdanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>&amp;Numer rozdania lub kod gry:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>T&amp;ylko rozdania do wygrania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Rozdaj losowe rozdanie dopiero wtedy, gdy solver udowodni, że da się je wygrać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Dowolny</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>np. 11982 lub FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>Poz&amp;iom trudności:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Numery rozdań mają zakres od 1 do %1, to samo tasowanie w każdej grze.&lt;br&gt;Kody gier wyglądają jak FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Wy&amp;zwania i łatwe rozdania…</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. To są zasady gry %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Kod gry: jeszcze brak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Kod gry: losowe rozdanie — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Kod gry: %1 — %2, rozdanie %3</translation>
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
        <translation>Twoje ruchy liczone tak jak par (każdy ruch, także na stosy końcowe i automatyczne) oraz par rozdania: najmniejsza znaleziona liczba ruchów potrzebna do jego wygrania</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Nie udało się odczytać pliku ustawień {0}; używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Nie udało się odczytać pliku ustawień; zachowano go jako {0} i używane są ustawienia domyślne.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Nie można zapisać ustawień w {0}; zmiany obowiązują tylko do zamknięcia FreeCell Qt.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Preferencje</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>&amp;Automatycznie przenoś bezpieczne karty na stosy końcowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>&amp;Kończ automatycznie, gdy każda kolumna jest sekwencją</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>Pojedyncze kliknięc&amp;ie przenosi kartę na jej stos końcowy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Kliknij, a&amp;by przenieść: kliknij kartę, potem jej miejsce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Pozwól na powrót kart ze stosów końc&amp;owych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>Talia &amp;czterokolorowa (trefle zielone, kara niebieskie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Talia z duży&amp;mi indeksami (duża wartość i kolor w rogach)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>&amp;Efekty dźwiękowe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>&amp;Wznów ostatnią grę przy uruchomieniu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Pokazuj, czy grę można jeszcze wy&amp;grać</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Kliknięcie podnosi kartę wraz z sekwencją na niej; kliknięcie innego stosu kładzie je tam, a kliknięcie sukna lub Esc odkłada je z powrotem. Pojedyncze kliknięcie podnosi wtedy kartę, zamiast przenosić ją na stos końcowy; dwukrotne kliknięcie nadal to robi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>&amp;Podwajanie: (wolne komórki + 1) × 2^puste kolumny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;Liniowo: (wolne komórki + 1) × (puste kolumny + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Karty, które może przenieść ruch sekwencji:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>W grach, w których puste kolumny przyjmują tylko króle albo nic, naraz przenosi się wolne komórki + 1 kart. Zmiany zasad obowiązują od razu, także w rozgrywanej grze.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Normalna</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Zielone sukno, ciemne w trybie ciemnym</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Zielone sukno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Niebieskie sukno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Ciemne sukno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Włączone: czarne sukno, obrysowane karty i stosy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Niebieska kratka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Czerwone romby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Zielone fale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Dopasuj do okna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Duże</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Średnie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Małe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Wolna</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Sz&amp;ybkość rozwiązywania:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Wygląd</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>&amp;Schemat kolorów:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>S&amp;tół:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>&amp;Duży kontrast:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Ro&amp;zmiar kart:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Ogranicz ruc&amp;h: karty trafiają prosto na swoje miejsce, bez świętowania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Domyślnie włączone, gdy pulpit prosi o mniej animacji. Rozwiąż nadal wykonuje po jednym ruchu naraz, we własnym tempie.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>Własna talia FreeCell Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Podgląd talii: as, król i rewers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>&amp;Używana talia:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>&amp;Rewers karty:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Ta opcja zmienia tylko własną talię FreeCell Qt; wybrana talia ma własne awersy i rewers.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Nie można użyć talii „{0}”: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>Szybkość a&amp;nimacji:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Systemowy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Język:</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <location filename="../../freecell_qt/windows/qt_words.py" line="+21"/>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Zamknij</translation>
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
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Przywróć</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Przestań szukać rozdania (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Poziom trudności: ocenianie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Ustalanie, jak trudne jest to rozdanie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Poziom trudności: bez oceny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Tego rozdania nie da się wygrać, więc nie ma poziomu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Solver nie rozstrzygnął niczego w swoim limicie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Poziom trudności: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Przerwano szukanie rozdania; rozgrywana gra się nie zmieniła.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Szukanie rozdania do wygrania… (kandydat %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Szukanie rozdania z oceną %1… (kandydat %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Rozdanie %1, ocena: %2 (kandydat %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Rozdanie %1, udowodniono, że da się wygrać (kandydat %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Wśród %1 sprawdzonych nie ma odpowiedniego rozdania; rozgrywana gra się nie zmieniła.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Do wygrania bez wolnych komórek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Do wygrania z 1 wolną komórką</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Do wygrania z %n wolną komórką</numerusform>
            <numerusform>Do wygrania z %n wolnymi komórkami</numerusform>
            <numerusform>Do wygrania z %n wolnymi komórkami</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; przeszukano pozycji: %2.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Powtórka</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Wstecz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Krok wstecz</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Krok dalej</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Przeciągnij do dowolnego punktu gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Punkt w grze</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Kontynuuj stąd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Graj samodzielnie od pokazanego punktu; późniejsze kroki można ponowić</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Powtórka: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Teraz to twoja gra, od kroku {0}. Ponów odtwarza powtórkę.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Krok {0} z {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Wyniki w czasie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>Gry: {0}, wygrane: {1}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Brak jeszcze ukończonych gier.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Gra {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Ostatnie gry ({0}), najstarsze po lewej</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Odsetek wygranych</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Analiza gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Badanie solverem każdego punktu gry…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Punkty gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Werdykt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Graj dalej od tego miejsca</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Po&amp;każ rozwiązanie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Par rozdania wynosi {0} (w ruchach); Twoja gra liczona w ten sam sposób (z ruchami automatycznymi): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>do wygrania</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>przegrana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>nie wiadomo</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Tego rozdania nie da się wygrać od początku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>W dozwolonym czasie nie znaleziono wygranej od rozdania.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Wygrana: żaden ruch nie przegrał gry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Grę można jeszcze wygrać z obecnej pozycji: żaden ruch jej nie przegrał.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Ruch {0} przegrał grę: przed nim dało się ją wygrać, a po nim już nie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Grę dało się wygrać do ruchu {0}; po nim w dozwolonym czasie nie znaleziono wygranej.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Wykonano 1 ruch; solver wygrywa od rozdania w {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Wykonano %n ruch; solver wygrywa od rozdania w {0}.</numerusform>
            <numerusform>Wykonano %n ruchy; solver wygrywa od rozdania w {0}.</numerusform>
            <numerusform>Wykonano %n ruchów; solver wygrywa od rozdania w {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Analizę zamknięto: rozgrywana jest inna gra.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Układ stołu</translation>
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
        <translation>Gra Baker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Gra Baker tylko z królami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Osiem komórek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Podwójne Osiem komórek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Wieże Seahaven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Łagodne Wieże Seahaven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Podwójne Wieże Seahaven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Łagodny Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Freecell wyzwanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Freecell superwyzwanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Siedem na cztery</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Siedem na pięć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Łaźnia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Podwójny Freecell (tradycyjny)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Podwójny Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Potrójny Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Naprawa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Komórka 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>Duża komórka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Głębia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>Pingwin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>Opus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>Smoking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>Płatek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Stalaktyty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>Brzdęk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>Spidercells</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>Podwójny Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Króle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Koci ogon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Wąż</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Orszak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>Headquarters</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>Limpopo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>Needle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>Haystack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>Pitchfork</translation>
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
        <translation>Obstruction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>Gra własna</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Freecell, asy wyłożone</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, bez wolnych komórek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 wolna komórka</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n wolna komórka</numerusform>
            <numerusform>%1, %n wolne komórki</numerusform>
            <numerusform>%1, %n wolnych komórek</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>bez wolnych komórek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 wolna komórka</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n wolna komórka</numerusform>
            <numerusform>%n wolne komórki</numerusform>
            <numerusform>%n wolnych komórek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n kolumna</numerusform>
            <numerusform>%n kolumny</numerusform>
            <numerusform>%n kolumn</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>bez dokładania na kolumnach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>dokładanie w tym samym kolorze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>dokładanie bez względu na kolor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>dokładanie w naprzemiennych kolorach</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>tylko króle w pustych kolumnach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>puste kolumny pozostają puste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>dowolna karta w pustych kolumnach</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>przenoszenie sekwencji dowolnej długości</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>po jednej karcie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>sekwencje przenoszone przez wolne komórki i puste kolumny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>sekwencje przenoszone przez wolne komórki</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n stos</numerusform>
            <numerusform>%n stosy</numerusform>
            <numerusform>%n stosów</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>asy i dwójki rozdane najgłębiej</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>wartość pierwszej karty wyznacza podstawę, wszystkie karty tej wartości zaczynają stosy końcowe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>pierwsza rozdana karta wyznacza podstawę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>na kolumnach król idzie na asa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>każdą kolumnę zaczyna król</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>każdy rozdany król zaczyna kolumnę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>asy trafiają na stosy końcowe już przy rozdawaniu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>asy zaczynają na stosach końcowych</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>karta w wolnej komórce odwraca wierzchnią kartę kolumny tej komórki koszulką do góry</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>kolumny prawej połowy przyjmują karty w tym samym kolorze, oddają dowolne ze swoich kart, a puste przyjmują króle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>wszystkie karty każdej kolumny zakryte oprócz ostatniej</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>stosy w nachodzących na siebie warstwach: stos pod stosem z kartami niczego nie oddaje ani nie przyjmuje, ale może przyjąć wszystkie karty jedynego stosu nad nim</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n stos rezerwowy, przyjmujący sekwencję, gdy jest pusty</numerusform>
            <numerusform>%n stosy rezerwowe, każdy przyjmuje sekwencję, gdy jest pusty</numerusform>
            <numerusform>%n stosów rezerwowych, każdy przyjmuje sekwencję, gdy jest pusty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>stos rezerwowy z %n rozdaną kartą, który nie przyjmuje żadnej karty</numerusform>
            <numerusform>stos rezerwowy z %n rozdanymi kartami, który nie przyjmuje żadnej karty</numerusform>
            <numerusform>stos rezerwowy z %n rozdanymi kartami, który nie przyjmuje żadnej karty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>stos rezerwowy z %n rozdaną kartą, mieszczący do %1 kart</numerusform>
            <numerusform>stos rezerwowy z %n rozdanymi kartami, mieszczący do %1 kart</numerusform>
            <numerusform>stos rezerwowy z %n rozdanymi kartami, mieszczący do %1 kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n stos rezerwowy mieszczący do %1 kart</numerusform>
            <numerusform>%n stosy rezerwowe mieszczące do %1 kart</numerusform>
            <numerusform>%n stosów rezerwowych mieszczących do %1 kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>Zamiast wolnych komórek po prawej stronie kolumn stoi %n &lt;b&gt;stos rezerwowy&lt;/b&gt;. Pusty stos rezerwowy przyjmuje naraz całą sekwencję z kolumny lub z innego stosu rezerwowego; stos, na którym leżą karty, nie przyjmuje żadnej. Każda sekwencja na wierzchu stosu rezerwowego może go opuścić, w całości lub w części.</numerusform>
            <numerusform>Zamiast wolnych komórek po prawej stronie kolumn stoją %n &lt;b&gt;stosy rezerwowe&lt;/b&gt;. Pusty stos rezerwowy przyjmuje naraz całą sekwencję z kolumny lub z innego stosu rezerwowego; stos, na którym leżą karty, nie przyjmuje żadnej. Każda sekwencja na wierzchu stosu rezerwowego może go opuścić, w całości lub w części.</numerusform>
            <numerusform>Zamiast wolnych komórek po prawej stronie kolumn stoi %n &lt;b&gt;stosów rezerwowych&lt;/b&gt;. Pusty stos rezerwowy przyjmuje naraz całą sekwencję z kolumny lub z innego stosu rezerwowego; stos, na którym leżą karty, nie przyjmuje żadnej. Każda sekwencja na wierzchu stosu rezerwowego może go opuścić, w całości lub w części.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Zamiast wolnych komórek po prawej stronie kolumn stoi %n &lt;b&gt;stos rezerwowy&lt;/b&gt;. Przyjmuje on dowolną kartę, po jednej, aż zapełni się do %1 kart; opuścić go może tylko jego wierzchnia karta.</numerusform>
            <numerusform>Zamiast wolnych komórek po prawej stronie kolumn stoją %n &lt;b&gt;stosy rezerwowe&lt;/b&gt;. Każdy przyjmuje dowolną kartę, po jednej, aż zapełni się do %1 kart; opuścić go może tylko jego wierzchnia karta.</numerusform>
            <numerusform>Zamiast wolnych komórek po prawej stronie kolumn stoi %n &lt;b&gt;stosów rezerwowych&lt;/b&gt;. Każdy przyjmuje dowolną kartę, po jednej, aż zapełni się do %1 kart; opuścić go może tylko jego wierzchnia karta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>Zamiast wolnych komórek po prawej stronie kolumn jest &lt;b&gt;stos rezerwowy&lt;/b&gt;, do którego rozdaje się pierwszą %n kartę.</numerusform>
            <numerusform>Zamiast wolnych komórek po prawej stronie kolumn jest &lt;b&gt;stos rezerwowy&lt;/b&gt;, do którego rozdaje się pierwsze %n karty.</numerusform>
            <numerusform>Zamiast wolnych komórek po prawej stronie kolumn jest &lt;b&gt;stos rezerwowy&lt;/b&gt;, do którego rozdaje się pierwszych %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>Jego wierzchnią kartę można zagrać, ale nie można na niego położyć żadnej karty.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Przyjmuje dowolną kartę, po jednej, aż zapełni się do %n karty; opuścić go może tylko jego wierzchnia karta.</numerusform>
            <numerusform>Przyjmuje dowolną kartę, po jednej, aż zapełni się do %n kart; opuścić go może tylko jego wierzchnia karta.</numerusform>
            <numerusform>Przyjmuje dowolną kartę, po jednej, aż zapełni się do %n kart; opuścić go może tylko jego wierzchnia karta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>W grze jest %1 &lt;b&gt;stosów&lt;/b&gt;, po jednej karcie rozdanej odkrytą, w %2 rzędach (warstwach) po %3 stosów, licząc od góry. Każda warstwa leży nieco niżej niż poprzednia i o pół karty w bok, więc każdy stos poza stosami dolnej warstwy leży pod jednym lub dwoma nachodzącymi na niego stosami następnej warstwy.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Dopóki leżący nad nim stos zawiera kartę, stos jest &lt;b&gt;zablokowany&lt;/b&gt;: żadna z jego kart nie może się ruszyć i nie można na nim położyć żadnej karty. Stosy dolnej warstwy nigdy nie są zablokowane.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Na zablokowany stos można wykonać jeden ruch: gdy tylko jeden stos nad nim zawiera jeszcze karty, wszystkie karty tego stosu mogą spaść na niego naraz, jeśli tworzą sekwencję, której pierwsza karta pasuje do jego odkrytej karty. Stos, który opuszczają, musi sam być wolny i zawierać nie więcej kart, niż można przenieść naraz.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Asy zaczynają na stosach końcowych, a pozostałe karty są rozdawane rząd po rzędzie.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 kart rozdaje się do kolumn, od lewej: %2. Wszystkie karty każdej kolumny oprócz ostatniej rozdaje się najpierw zakryte, rząd po rzędzie; potem jeden rząd rozdaje się odkryty.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Zakryta karta nie może się ruszyć ani przyjąć karty, więc sekwencje składają się tylko z odkrytych kart. Gdy karty leżące na niej odejdą, od razu zostaje odkryta.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>na stos rezerwowy, który ją przyjmuje (zob. Stół);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Przenieść można tylko odkrytą kartę kolumny (tę, której nic nie przykrywa) lub wierzchnią kartę stosu rezerwowego. Karta może trafić:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Każda wolna komórka należy do jednej kolumny: wolna komórka a do kolumny 1, b do kolumny 2 i tak dalej. Dopóki w wolnej komórce leży karta, wierzchnia karta jej kolumny jest &lt;b&gt;zakryta&lt;/b&gt;: nie można jej przenieść ani położyć na niej żadnej karty. Pusta kolumna nadal przyjmuje kartę lub sekwencję, której wierzchnia karta zostaje wtedy od razu zakryta. Gdy tylko wolna komórka znów jest pusta, karta zostaje odkryta.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Kolumny są dwojakiego rodzaju. Na kolumny od 1 do %1 dokłada się jak wyżej i przyjmują one dowolną grupę kart, której pierwsza karta pasuje, w sekwencji lub nie. Na kolumny od %2 do %3 dokłada się malejąco w tym samym kolorze (7 kier na 8 kier); dowolną liczbę ich kart można przenieść naraz, w sekwencji lub nie, z pierwszą kartą grupy na czele; a pusta przyjmuje tylko króla albo grupę zaczynającą się od króla.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Tylko %1 stosów górnej warstwy przyjmuje kartę, gdy są puste: dowolną kartę lub dostatecznie krótką sekwencję, gdy żaden stos nad nimi nie zawiera karty. Pusty stos innej warstwy pozostaje pusty, a przy przenoszeniu sekwencji za puste kolumny liczą się tylko puste stosy górnej warstwy.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Sekwencja odkrytych kart na końcu kolumny, %1, może przenieść się za jednym razem, gdy jest dostatecznie krótka. Przy &lt;i&gt;F&lt;/i&gt; pustych wolnych komórkach i &lt;i&gt;E&lt;/i&gt; pustych kolumnach (licząc pustą kolumnę, do której trafia sekwencja) najdłuższa sekwencja, którą można przenieść, to %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Na przykład gdy wszystkie wolne komórki i jedna kolumna są puste, %1 kart można przenieść na inną kolumnę albo do samej pustej kolumny.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>stosy końcowe układane według wartości od czterech rozdanych kart</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>dwa stosy końcowe w naprzemiennych kolorach od asów trefl i kier</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>jeden stos końcowy na wszystkie karty: wszystkie asy, potem wszystkie dwójki i tak dalej aż do królów</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>każdy stos końcowy przyjmuje całą sekwencję od króla do asa w naprzemiennych kolorach</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;W grze używa się jednej talii i &lt;b&gt;dwóch jokerów&lt;/b&gt;. Przenieś wszystkie 54 karty na pięć &lt;b&gt;stosów końcowych&lt;/b&gt;: cztery według kolorów, każdy układany w górę od asa do króla, oraz piąty, który przyjmuje oba jokery, ale dopiero gdy stosy końcowe trefl, pik i kier są kompletne (karo nie musi być).&lt;/p&gt;&lt;p&gt;Joker &lt;b&gt;nigdy nie trafia do kolumny&lt;/b&gt;, nawet pustej, i na jokerze nie można nic położyć: przenieś go do wolnej komórki albo na stos końcowy, gdy ten go przyjmuje. Joker rozdany wewnątrz sekwencji przenosi się razem z nią i liczy się jako as (pierwszy joker) lub 2 (drugi) we własnym, osobnym kolorze. Sekwencja przenoszona do pustej kolumny liczy także tę kolumnę wśród pustych, które pozwalają ją przenieść.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>na swój stos końcowy, jeśli jest następną wartością tego koloru; joker na piąty stos końcowy, gdy trefle, piki i kiery są kompletne.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>dwa jokery, które nigdy nie trafiają do kolumn, i piąty stos końcowy, który je przyjmuje, gdy trefle, piki i kiery są kompletne</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>cztery stosy końcowe, każdy w kolorze, dwa okrążenia od asa pierwszej talii</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>karty mogą wracać ze stosów końcowych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 karta rozdana do komórek</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n karta rozdana do komórek</numerusform>
            <numerusform>%n karty rozdane do komórek</numerusform>
            <numerusform>%n kart rozdanych do komórek</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Cel gry</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przenieś wszystkie %1 karty na jedyny &lt;b&gt;stos końcowy&lt;/b&gt;. Przyjmuje on &lt;b&gt;najpierw wszystkie asy&lt;/b&gt;, w dowolnej kolejności kolorów, potem wszystkie 2, potem wszystkie 3 i tak dalej aż do królów, bez względu na kolor: wszystkie karty danej wartości (%2) przed następną wartością.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przenieś wszystkie 52 karty na cztery &lt;b&gt;stosy końcowe&lt;/b&gt;, które przyjmują dowolny kolor. Stos końcowy przyjmuje tylko &lt;b&gt;całą sekwencję&lt;/b&gt;: 13 kart od króla w dół do asa w naprzemiennych kolorach, leżących na końcu kolumny, trafia tam razem jednym ruchem, bez względu na to, ile wolnych komórek i kolumn jest pustych. Karta nigdy nie trafia tam sama. Przeciągnij sekwencję za króla albo kliknij jej asa.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;W grze używa się 2 talii potasowanych razem. Przenieś wszystkie 104 karty na cztery &lt;b&gt;stosy końcowe&lt;/b&gt;, po jednym na kolor. Zaczynają je cztery asy pierwszej talii, rozdane tam na końcu, a każdy układa się w górę w kolorze od asa do króla, a potem &lt;b&gt;kolejny raz&lt;/b&gt;, od drugiego asa do drugiego króla, aż będzie zawierał 26 kart.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przenieś wszystkie 52 karty na dwa &lt;b&gt;stosy końcowe&lt;/b&gt;. Zaczynają je as trefl i as kier, a każdy układa się w górę &lt;b&gt;w naprzemiennych kolorach, bez względu na kolor karciany&lt;/b&gt;, po jednej wartości, dwa razy okrążając od asa do króla, aż będzie zawierał 26 kart: na asa trefl idzie czerwona 2, potem czarna 3, a po czarnym królu czerwony as. Gdy karta pasuje na oba stosy końcowe, połóż ją na wybranym.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przenieś wszystkie 52 karty na cztery &lt;b&gt;stosy końcowe&lt;/b&gt;. Zaczynają je cztery ostatnie rozdane karty, po jednej, a każdy układa się w górę &lt;b&gt;według wartości, bez względu na kolor&lt;/b&gt;, po jednej wartości, przechodząc od króla do asa, aż będzie zawierał 13 kart: na 6 idzie dowolna 7, potem dowolna 8 i tak dalej aż do 5. Gdy karta pasuje na więcej niż jeden stos końcowy, połóż ją na wybranym.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przenieś wszystkie 52 karty na cztery &lt;b&gt;stosy końcowe&lt;/b&gt;, po jednym na kolor, każdy układany w górę od asa do króla.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Cztery kolory</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Freecell niemiecki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>Królewska komórka</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n talia</numerusform>
            <numerusform>%n talie</numerusform>
            <numerusform>%n talii</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>każdy kolor rozdany do własnej kolumny</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>wolna komórka dla każdego koloru</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Przenoszenie kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Puste kolumny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Przenoszenie sekwencji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Karty wracające ze stosów końcowych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Ruchy automatyczne</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gra się %1 taliami potasowanymi razem. Przenieś wszystkie %2 kart na %3 &lt;b&gt;stosów końcowych&lt;/b&gt;, po %1 na każdy kolor, każdy układany w górę od asa do króla; karta trafia na dowolny stos końcowy swojego koloru, na który pasuje.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Przenieś wszystkie 52 karty na cztery &lt;b&gt;stosy końcowe&lt;/b&gt;, po jednym na kolor.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gra się %1 taliami potasowanymi razem. Przenieś wszystkie %2 kart na %3 &lt;b&gt;stosów końcowych&lt;/b&gt;, po %1 na każdy kolor; karta trafia na dowolny stos końcowy swojego koloru, na który pasuje.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Wartość pierwszej karty tasowania wyznacza &lt;b&gt;podstawę&lt;/b&gt;: każda karta tej wartości zaczyna stos końcowy przed rozdaniem, a każdy stos końcowy układa się w górę w kolorze od tej wartości, przechodząc od króla do asa. Gdy podstawą jest 5, stos końcowy idzie: 5, 6, …, dama, król, as, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Pierwsza rozdana karta, na dole pierwszej kolumny, wyznacza &lt;b&gt;podstawę&lt;/b&gt;: pozostałe karty tej wartości zaczynają stosy końcowe, a każdy stos końcowy układa się w górę w kolorze od tej wartości, przechodząc od króla do asa. Gdy podstawą jest 5, stos końcowy idzie: 5, 6, …, dama, król, as, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>Karty (%1) są rozdawane odkryte po jednej do pierwszej kolumny; każdy król, który pojawi się, gdy kolumna zawiera już karty, zaczyna następną kolumnę, więc długości kolumn zmieniają się od rozdania do rozdania.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Ostatni król w tasowaniu jest rozdawany jako pierwszy, więc każdą kolumnę zaczyna król.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Gdy pierwsza karta jest królem, ostatnia kolumna pozostaje pusta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Asów nie rozdaje się do kolumn: każdy trafia na stos końcowy, gdy tylko się pojawi.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Gra się %n kolumną.</numerusform>
            <numerusform>Gra się %n kolumnami.</numerusform>
            <numerusform>Gra się %n kolumnami.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Każda karta jest rozdawana odkryta do kolumny swojego koloru: trefle do pierwszej kolumny, kara do drugiej, kiery do trzeciej, a piki do czwartej, w kolejności tasowania. Pozostałe kolumny są na początku puste.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 kart rozdaje się odkrytych do kolumn, po %2 do każdej.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 kart rozdaje się odkrytych do kolumn, od lewej: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Nie ma wolnych komórek: każda karta zostaje na kolumnach albo trafia na stosy końcowe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Nad nimi są stosy końcowe i 1 &lt;b&gt;wolna komórka&lt;/b&gt;, która mieści jedną kartę.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Nad nimi są stosy końcowe i &lt;b&gt;wolna komórka&lt;/b&gt; dla każdego koloru, mieszcząca jedną kartę tego koloru: od lewej trefl, karo, kier i pik.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Nad nimi są stosy końcowe i %n &lt;b&gt;wolna komórka&lt;/b&gt;, mieszcząca jedną kartę.</numerusform>
            <numerusform>Nad nimi są stosy końcowe i %n &lt;b&gt;wolne komórki&lt;/b&gt;, każda mieści jedną kartę.</numerusform>
            <numerusform>Nad nimi są stosy końcowe i %n &lt;b&gt;wolnych komórek&lt;/b&gt;, każda mieści jedną kartę.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Ostatnia karta jest rozdawana do wolnej komórki.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Ostatnia %n karta jest rozdawana do wolnych komórek.</numerusform>
            <numerusform>Ostatnie %n karty są rozdawane do wolnych komórek.</numerusform>
            <numerusform>Ostatnie %n kart jest rozdawanych do wolnych komórek.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Najpierw rozdaje się asy, potem dwójki, tak aby leżały na spodzie kolumn.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>na stos końcowy, którego wierzchnia karta jest o jedną wartość niższa, bez względu na kolor: król na damę, as na króla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Na kolumnach nigdy niczego się nie dokłada: przenieść można tylko odkrytą kartę kolumny lub kartę z wolnej komórki, a może ona trafić:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>na kolumnę, której odkryta karta jest o jedną wartość wyższa i w tym samym kolorze: 7 kier na 8 kier;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>na kolumnę, której odkryta karta jest o jedną wartość wyższa, bez względu na kolor: dowolna 7 na dowolną 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>na kolumnę, której odkryta karta jest o jedną wartość wyższa i w przeciwnym kolorze: czerwona 7 na czarną 8;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>do wolnej komórki swojego koloru, gdy jest pusta;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>do pustej wolnej komórki (nigdy z jednej wolnej komórki do drugiej);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>na stos końcowy, którego wierzchnia karta jest o jedną wartość niższa i w przeciwnym kolorze, bez względu na kolor karciany: czerwona 2 na asa trefl.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>na stos końcowy, jeśli ma wartość, którą stos końcowy przyjmuje jako następną, bez względu na kolor.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>na pusty stos końcowy tylko jako część całej sekwencji od króla do asa, wszystkie 13 kart naraz.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>na swój stos końcowy, jeśli jest następną wartością tego koloru: po królu przychodzi drugi as.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>na swój stos końcowy, jeśli jest następną wartością tego koloru.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Przenieść można tylko odkrytą kartę kolumny (tę, której nic nie przykrywa) lub kartę z wolnej komórki. Karta może trafić:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Wartości zapętlają się także na kolumnach: król idzie na asa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Wartości zapętlają się na kolumnach, choć nie na stosach końcowych: król idzie na asa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Wartości nie zapętlają się na kolumnach: nic nie idzie tam na asa, a król nie idzie na żadną kartę.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Pustą kolumnę może zająć tylko karta o wartości tuż poniżej podstawy (4, gdy podstawą jest 5) albo sekwencja od niej zaczynająca się. Puste kolumny nie mogą przechowywać kart przenoszonych gdzie indziej.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Pustą kolumnę może zająć tylko król albo sekwencja zaczynająca się od króla. Puste kolumny nie mogą przechowywać kart przenoszonych gdzie indziej.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Na pustą kolumnę nie można położyć żadnej karty: kolumna, która raz się opróżni, pozostaje pusta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Pustą kolumnę może zająć dowolna karta albo dowolna wystarczająco krótka sekwencja. Przeciąganie przenosi chwyconą kartę i wszystkie karty pod nią; kliknięcie lub klawiatura przenosi najdłuższą sekwencję, na jaką pozwalają zasady.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>malejąco w jednym kolorze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>malejąco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>malejąco i z naprzemiennymi kolorami</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Karty przenosi się po jednej i tylko z kolumn: nie ma sekwencji do przenoszenia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Sekwencja odkrytych kart na końcu kolumny, %1, przenosi się za jednym razem niezależnie od długości i od tego, ile wolnych komórek i kolumn jest pustych.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Karty przenosi się po jednej: sekwencję trzeba rozebrać karta po karcie, przez wolne komórki i puste kolumny.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Sekwencja odkrytych kart na końcu kolumny, %1, może przenieść się za jednym razem, gdy dałoby się ją przenieść karta po karcie przez puste wolne komórki; puste kolumny nie pomagają. Przy &lt;i&gt;F&lt;/i&gt; pustych wolnych komórkach najdłuższa sekwencja, którą można przenieść, to %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Na przykład gdy wszystkie wolne komórki są puste, naraz można przenieść %1 kart.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Sekwencja odkrytych kart na końcu kolumny, %1, może przenieść się za jednym razem, gdy dałoby się ją przenieść karta po karcie przez puste wolne komórki i puste kolumny. Przy &lt;i&gt;F&lt;/i&gt; pustych wolnych komórkach i &lt;i&gt;E&lt;/i&gt; pustych kolumnach (nie licząc kolumny docelowej) najdłuższa sekwencja, którą można przenieść, to %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Na przykład gdy wszystkie wolne komórki i jedna kolumna są puste, na inną kolumnę można przenieść %1 kart, a do samej pustej kolumny %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Karty na stosach końcowych tam pozostają, niezależnie od Preferencji.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Wierzchnia karta stosu końcowego może wrócić na kolumnę, na którą pasuje, kosztem 10 punktów.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Karty na stosach końcowych tam pozostają. Preferencje mogą pozwolić na powrót wierzchniej karty stosu końcowego na kolumnę kosztem 10 punktów.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Przy włączonej opcji &lt;i&gt;Automatycznie przenoś bezpieczne karty&lt;/i&gt; każda karta, którą przyjmuje stos końcowy, sama na niego trafia po każdym ruchu: stos końcowy przyjmuje wartość dopiero wtedy, gdy wszystkie karty niższej wartości już na nim są, więc żadna karta pozostała na stole nie mogłaby już na nią pójść. &lt;i&gt;Dokończ&lt;/i&gt; przenosi resztę, gdy każda pozostała karta może trafić na stos końcowy z miejsca, w którym leży, jedna po drugiej.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Cofnięcie odbiera twój ruch razem z jego ruchami automatycznymi. Pojedyncze lub podwójne kliknięcie karty przenosi ją także na stos końcowy, gdy pasuje.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Przy włączonej opcji &lt;i&gt;Automatycznie przenoś bezpieczne karty&lt;/i&gt; cała sekwencja od króla do asa na końcu kolumny sama trafia na stos końcowy po każdym ruchu: na jej asa nic już nie może pójść, więc nie przyda się już na stole. &lt;i&gt;Dokończ&lt;/i&gt; przenosi resztę, gdy każda kolumna składa się z całych sekwencji.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Cofnięcie odbiera twój ruch razem z jego ruchami automatycznymi. Pojedyncze lub podwójne kliknięcie asa całej sekwencji przenosi sekwencję na stos końcowy.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Przy włączonej opcji &lt;i&gt;Automatycznie przenoś bezpieczne karty&lt;/i&gt; karta sama trafia na stos końcowy po każdym ruchu tylko podczas drugiego okrążenia swojego stosu końcowego, gdy jej bliźniacza karta już na nim jest i żadna karta z żadnej talii pozostała na stole nie mogłaby już na nią pójść. Podczas pierwszego okrążenia to ty wybierasz, która z dwóch kart trafi na stos końcowy. &lt;i&gt;Dokończ&lt;/i&gt; przenosi resztę, gdy każda pozostała karta może trafić na stos końcowy z miejsca, w którym leży, jedna po drugiej.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Przy włączonej opcji &lt;i&gt;Automatycznie przenoś bezpieczne karty&lt;/i&gt; karta sama trafia na stos końcowy po każdym ruchu, gdy przyjmuje ją tylko jeden stos końcowy i żadna karta pozostała na stole nie mogłaby już na nią pójść: asy i każda karta, której obie karty o wartość niższe w przeciwnym kolorze są już na stosach końcowych. Kartę przyjmowaną przez oba stosy końcowe kładziesz sam. &lt;i&gt;Dokończ&lt;/i&gt; przenosi resztę, gdy każda pozostała karta może trafić na stos końcowy z miejsca, w którym leży.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Cofnięcie odbiera twój ruch razem z jego ruchami automatycznymi. Pojedyncze lub podwójne kliknięcie karty przenosi ją na pierwszy stos końcowy, który ją przyjmuje.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>W tej grze żadna karta nie trafia sama na stos końcowy, niezależnie od Preferencji: cztery stosy końcowe rywalizują o karty każdej wartości, więc to ty decydujesz, która karta gdzie i kiedy trafi. Gdy żadna kolumna nie ma więcej niż jednej karty, &lt;i&gt;Dokończ&lt;/i&gt; przenosi resztę.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Pojedyncze lub podwójne kliknięcie karty przenosi ją na pierwszy stos końcowy, który ją przyjmuje.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>karty, które nie mogą się już przydać na stole, same trafiają na stosy końcowe po każdym ruchu: każda karta, na której nie można już położyć żadnej karty pozostałej na stole.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>karty, które nie mogą się już przydać na stole, same trafiają na stosy końcowe po każdym ruchu: asy, dwójki i każda karta, na której nie można już położyć żadnej karty pozostałej na stole, z dowolnej talii.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>każda karta, która może trafić na swój stos końcowy, trafia tam sama po każdym ruchu: ponieważ sekwencje układa się w kolorze, żadna karta ze stosu końcowego nie będzie już potrzebna na stole.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>karty, które nie mogą się już przydać na stole, same trafiają na stosy końcowe po każdym ruchu: asy, dwójki i każda karta, której wartość pomniejszona o jeden jest już na wszystkich czterech stosach końcowych.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>karty, które nie mogą się już przydać na stole, same trafiają na stosy końcowe po każdym ruchu: asy, dwójki i każda karta, dla której oba stosy końcowe przeciwnego koloru są już o jedną wartość niżej.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>Karta podstawy, rozdana jako pierwsza, nigdy nie trafia sama na stos końcowy, bo mogłaby jeszcze na nią pójść karta najwyższej wartości.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>As nigdy nie trafia sam na stos końcowy, bo mógłby jeszcze na niego pójść król.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Przy włączonej opcji &lt;i&gt;Automatycznie przenoś bezpieczne karty&lt;/i&gt; %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Cofnięcie odbiera twój ruch razem z jego ruchami automatycznymi. Pojedyncze lub podwójne kliknięcie karty przenosi ją także na jej stos końcowy, gdy pasuje.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Gry FreeCell (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Zapisz grę jako</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Nie można zapisać gry</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Nie udało się zapisać gry w {0}.

Sprawdź, czy folder istnieje, jest zapisywalny i ma wolne miejsce, a potem spróbuj ponownie.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} nie jest zwykłym plikiem (to urządzenie, potok lub folder), więc gra nie została tam zapisana i pozostaje bez zmian.

Rozgrywana gra jest nadal na stole; zapisz ją pod inną nazwą.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Zastąpić plik?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} już istnieje.

Zastąpić go tą grą?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>Nie można otworzyć {0}: {1}.

Rozgrywana gra się nie zmieniła.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Nie można wkleić pozycji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Schowek nie zawiera pozycji do gry: {0}.

Rozgrywana gra się nie zmieniła.</translation>
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
        <translation>Ustaw pozycję</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Ustawiany stół</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>&amp;Pusty stół</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Stół w grze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Rozdaj resztę</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>Gr&amp;a:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>Wolne &amp;komórki:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>&amp;Układanie z klawiatury:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Karty, a potem miejsce docelowe: kolumna (1-9, t, j, q, k), wolna komórka (a-g, i, l-n), h dla stosu końcowego, - z powrotem do kart do ułożenia.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Ostatnie odrzucenie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Sprawdzenie pozycji</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Werdykt solvera</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Rozwiązywanie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Czy da się &amp;wygrać?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>&amp;Graj</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Graj i p&amp;okaż wygraną</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Gotowe: to pozycja gry %1. Zagraj ją lub zapytaj, czy da się ją wygrać.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>To jeszcze nie jest pozycja: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Wszystkie pozostałe stosy są puste.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Solver szuka wygranej…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Do wygrania: solver wygrywa w 1 ruchu.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Do wygrania: solver wygrywa w %n ruchu.</numerusform>
            <numerusform>Do wygrania: solver wygrywa w %n ruchach.</numerusform>
            <numerusform>Do wygrania: solver wygrywa w %n ruchach.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Przegrana: tej pozycji nie da się wygrać żadnym sposobem gry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Nie wiadomo: solver nie znalazł odpowiedzi w swoim czasie.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Wszystkie karty są ułożone. Przeciągnij tu kartę, aby zdjąć ją ze stołu.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>Stos końcowy %1 przyjmuje kartę o jedną wartość wyższą od %2 w przeciwnym kolorze, a nie %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>Stos końcowy %1 przyjmuje kartę o jedną wartość wyższą od %2, a nie %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Wolna komórka mieści jedną kartę, a nie %n.</numerusform>
            <numerusform>Wolna komórka mieści jedną kartę, a nie %n.</numerusform>
            <numerusform>Wolna komórka mieści jedną kartę, a nie %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>Wolna komórka %1 zawiera już %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Wolna komórka %1 przyjmuje tylko %2, a nie %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Karty kładzie się na stos końcowy po jednej, a nie %n naraz.</numerusform>
            <numerusform>Karty kładzie się na stos końcowy po jednej, a nie %n naraz.</numerusform>
            <numerusform>Karty kładzie się na stos końcowy po jednej, a nie %n naraz.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>Karta %1 leży pod kartą %2 na swoim stosie końcowym: najpierw zdejmij tamtą.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>Stos końcowy w naprzemiennych kolorach zaczyna się od asa, a nie od %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>W tej grze stos końcowy przyjmuje tylko całą sekwencję, jednym ruchem: ułóż sekwencję w kolumnie i przenieś ją na stos końcowy w trakcie gry.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>Stos końcowy %1 jest pełny.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Stos końcowy przyjmie teraz wartość %1, a nie %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>Stos końcowy %1 przyjmuje tylko karty %1, a nie %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Stosy końcowe zaczynają się tutaj od wartości %1, a nie %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Na stos końcowy jokerów trafiają tylko jokery, a joker na żaden inny: nie %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>Stos końcowy %1 jest pełny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>Stos końcowy %1 przyjmuje kartę o jedną wartość wyższą od %2, a nie %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>Została 1 karta do ułożenia.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>Została %n karta do ułożenia.</numerusform>
            <numerusform>Zostały %n karty do ułożenia.</numerusform>
            <numerusform>Zostało %n kart do ułożenia.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>Stos końcowy %1 jest pusty: w tej grze każdy stos końcowy zaczyna się od własnej karty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Wszystkie karty są na stosach końcowych: nie ma czego grać.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Wpisz jedną lub więcej kart, a potem miejsce docelowe: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>„%1” nie jest kartą (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Karta jest podana dwa razy.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>Podano %1 kart, a gra ma ich %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>„%1” nie oznacza żadnego stosu tej gry: kolumna to 1-9, t, j, q lub k, wolna komórka a-g, i lub l-n, stos końcowy h (h2 to drugi), a - odsyła karty z powrotem.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Rozwiązanie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Pierwszy krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Pozycja, od której zaczyna się rozwiązanie (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Krok wstecz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Jeden ruch wstecz (strzałka w lewo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Krok naprzód</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Następny ruch (strzałka w prawo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Ostatni krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Koniec rozwiązania (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Graj stąd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Graj dalej samodzielnie od pokazanego kroku; wcześniejsze ruchy liczą się jako ruchy funkcji Rozwiąż</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Rozwiązanie: naciśnij Graj stąd, aby grać dalej, lub Esc, aby wrócić do swojej gry.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Teraz twoja gra, od kroku {0} rozwiązania.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Krok {0} z {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Rozwiązane: ostatni ruch wygrywa grę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Dalej: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Po&amp;każ rozwiązanie</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Nie można odtworzyć efektów dźwiękowych: nie można zapisać ich plików w {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Nie znaleziono odtwarzacza dźwięku dla efektów dźwiękowych: zainstaluj pw-play, paplay lub aplay, aby je słyszeć.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Stos rezerwowy %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Stos %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Kolumna %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Wolna komórka %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Stos końcowy</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Stos końcowy jokerów</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Stos końcowy %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>Stos końcowy %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>Stos końcowy %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>zakryta karta</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>pełny, do: %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>pusty, najpierw przyjmuje: %1 w dowolnym kolorze</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>do: %1, następnie przyjmuje: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>do: %1, następnie przyjmuje: %2 w dowolnym kolorze</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>pusty, najpierw przyjmuje: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>pusta</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>do: %1</translation>
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
        <translation>%1, dla koloru %2, pusta</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, pusta</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, wolna komórka %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, stos %2, %3, wierzchnia karta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, kolumna %2, %3, wierzchnia karta</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, sekwencja %n karty</numerusform>
            <numerusform>%1, sekwencja %n kart</numerusform>
            <numerusform>%1, sekwencja %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, pod stosem %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, podniesiona</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: podniesiono %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: podniesiono %n kartę, od %2 do %3</numerusform>
            <numerusform>%1: podniesiono %n karty, od %2 do %3</numerusform>
            <numerusform>%1: podniesiono %n kart, od %2 do %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Odłożono z powrotem</translation>
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
            <numerusform>%n zakryta karta</numerusform>
            <numerusform>%n zakryte karty</numerusform>
            <numerusform>%n zakrytych kart</numerusform>
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
        <translation>Ta gra nie ma wolnych komórek.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Wolne komórki, %n wolna: %1</numerusform>
            <numerusform>Wolne komórki, %n wolne: %1</numerusform>
            <numerusform>Wolne komórki, %n wolnych: %1</numerusform>
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
        <translation>Stosy końcowe: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>jokery</translation>
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
        <translation>%1, w kolumnie %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Automatycznie: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Cofnięto: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Ponowiono: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Ruch %1 z %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Nie udało się odczytać pliku statystyk, więc założono nowy. Stary plik zachowano jako {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Statystyki zostały zapisane przez nowszą wersję FreeCell Qt; są wyświetlane, ale nie aktualizowane.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Nie można zapisać statystyk w {0} ({1}); gra toczy się bez nich.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Nie można odczytać statystyk w {0} ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Nie udało się zapisać statystyk: dysk jest pełny. Zostaną zapisane, gdy znów będzie miejsce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Nie udało się teraz zapisać statystyk: inny program używa pliku. Zostaną zapisane, gdy plik się zwolni.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>praca z plikiem trwa zbyt długo; plik może być uszkodzony</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>inny program używa pliku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Statystyka</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Rozegrane:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Wygrane:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Odsetek wygranych:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Aktualna:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Najdłuższa zwycięska:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Najdłuższa przegrana:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Najlepsze wygrane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Najlepszy czas:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Najmniejsza liczba ruchów:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Najlepszy wynik:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Wygrane na par lub poniżej par:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Rozdanie dnia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Rozegrane dni:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Wygrane dni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Aktualna seria:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Najlepsza seria:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Wyzwania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Wygrane wyzwania:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Najmniej komórek:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Rozegrane gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Zagraj to rozdanie ponownie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;Powtórka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Analiza…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;Wyzeruj…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Ostatnie gry:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Według poziomu trudności</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Rozegrane</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Bez oceny</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n wygrana</numerusform>
            <numerusform>%n wygrane</numerusform>
            <numerusform>%n wygranych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n przegrana</numerusform>
            <numerusform>%n przegrane</numerusform>
            <numerusform>%n przegranych</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (rozdanie %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 dzień</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n dzień</numerusform>
            <numerusform>%n dni</numerusform>
            <numerusform>%n dni</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Własny układ</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Dokończone przez Rozwiąż: liczone jako rozegrane, nie jako wygrane</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>W toku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Rozwiązane</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, własny układ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (Rozdanie dnia {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Przegrana</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Kod gry: brak (układ ułożony ręcznie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Kod gry: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Zeruj statystyki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Zapomnieć wszystkie ukończone gry {0}? Tej operacji nie można cofnąć.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>St&amp;atystyka…</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Analiza gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Tej gry nie można przeanalizować: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Powtórka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Tej gry nie można odtworzyć: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>własny układ</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Statystyki znów są zapisywane.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Statystyka</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Powrót do twojej gry (Esc)</translation>
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
        <translation>walet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>król</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>trefl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>kier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>pik</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>pierwszy joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>drugi joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 z powrotem ze stosu końcowego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 do wolnej komórki %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 do wolnej komórki</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 i %n karta pod nią na stos końcowy</numerusform>
            <numerusform>%1 i %n karty pod nią na stos końcowy</numerusform>
            <numerusform>%1 i %n kart pod nią na stos końcowy</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 na stos końcowy</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 na: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 i 1 karta pod nią na: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 i %n karta pod nią na: %2</numerusform>
            <numerusform>%1 i %n karty pod nią na: %2</numerusform>
            <numerusform>%1 i %n kart pod nią na: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 i 1 karta pod nią do kolumny %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 i %n karta pod nią do kolumny %2</numerusform>
            <numerusform>%1 i %n karty pod nią do kolumny %2</numerusform>
            <numerusform>%1 i %n kart pod nią do kolumny %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 do kolumny %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Dokończenie: 1 karta na stos końcowy</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Dokończenie: %n karta na stosy końcowe</numerusform>
            <numerusform>Dokończenie: %n karty na stosy końcowe</numerusform>
            <numerusform>Dokończenie: %n kart na stosy końcowe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Przy rozdaniu: %n karta na stosy końcowe</numerusform>
            <numerusform>Przy rozdaniu: %n karty na stosy końcowe</numerusform>
            <numerusform>Przy rozdaniu: %n kart na stosy końcowe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n automatyczny)</numerusform>
            <numerusform>%1 (+%n automatyczne)</numerusform>
            <numerusform>%1 (+%n automatycznych)</numerusform>
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
        <translation>Pasjans Freecell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Pasjans ze wszystkimi kartami na widoku: numery rozdań Microsoftu i kody gier</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;pasjans;karty;gra karciana;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Pasjans ze wszystkimi kartami na widoku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>Freecell to pasjans, w którym wszystkie 52 karty są rozdane odkryte: ułóż cztery stosy końcowe od asa do króla z pomocą najwyżej czterech wolnych komórek. Prawie każde rozdanie można wygrać, a każde jest osobną łamigłówką.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Numery rozdań zgodne z Microsoftem i kody gier, dzięki którym znajomy dostaje dokładnie tę samą grę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Dwadzieścia cztery gry: Freecell z 0–4 wolnymi komórkami, Forecell, Gra Baker, Osiem komórek, Wieże Seahaven, Pingwin, gry na dwie i trzy talie oraz gra własna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Solver, który podpowiada, gra za ciebie i mówi, czy rozdanie można jeszcze wygrać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Rozdania oceniane od łatwych po eksperckie, Rozdanie dnia, statystyka i analiza każdej gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Gra myszą, klawiaturą i dotykiem, nieograniczone cofanie oraz stół czytelny dla czytnika ekranu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Tryb jasny i ciemny, w 25 językach</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Rozdanie 1 po dwóch ruchach: trefle i as pik są już na stosach końcowych</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Ta sama gra w trybie ciemnym, na ciemnym suknie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Niebieskie sukno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Talia z dużymi indeksami w wysokim, wąskim oknie</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Brak ruchów</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Nie ma już możliwych ruchów</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Możesz cofnąć ostatni ruch, rozpocząć to rozdanie od początku lub zacząć nową grę.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Od nowa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Analiza</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Stół karciany. Klawisze strzałek przenoszą między stosami, Spacja podnosi i kładzie, R odczytuje stos, L wolne komórki, U stosy końcowe, Alt z cyfrą kolumnę.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Dokończ</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Rozwiązane</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Rozwiązane przez komputer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Tę grę rozegrało polecenie Rozwiąż, więc nie liczy się jako wygrana w twoich statystykach.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Gratulacje, wygrana!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Wynik:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Ruchy:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Czas:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Seria wygranych:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Bez oceny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Poziom trudności:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (Twoja gra: %2, z ruchami automatycznymi)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Poniżej par!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Na par!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Zagraj ponownie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Powtórka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Analiza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Po&amp;każ rozwiązanie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Twoja pierwsza wygrana w tej grze.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Twój najlepszy czas z %n wygranej.</numerusform>
            <numerusform>Twój najlepszy czas z %n wygranych.</numerusform>
            <numerusform>Twój najlepszy czas z %n wygranych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Twój czas to %1. miejsce z %n wygranej.</numerusform>
            <numerusform>Twój czas to %1. miejsce z %n wygranych.</numerusform>
            <numerusform>Twój czas to %1. miejsce z %n wygranych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Twój najlepszy wynik z %n wygranej.</numerusform>
            <numerusform>Twój najlepszy wynik z %n wygranych.</numerusform>
            <numerusform>Twój najlepszy wynik z %n wygranych.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Twój wynik to %1. miejsce z %n wygranej.</numerusform>
            <numerusform>Twój wynik to %1. miejsce z %n wygranych.</numerusform>
            <numerusform>Twój wynik to %1. miejsce z %n wygranych.</numerusform>
        </translation>
    </message>
</context>
</TS>
