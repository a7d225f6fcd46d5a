<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Spiel aufgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Das laufende Spiel aufgeben?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Es zählt in Ihrer Statistik als verloren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Nicht mehr fragen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Das laufende Spiel aufgeben, um %1 zu spielen?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 mit %2 bis %3 freien Zellen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>Über FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Die Freecell-Familie der Patiencen für den Desktop: %4 oder ein eigenes Spiel. Microsoft-Spielnummern, Spielcodes, Folgenzüge und unbegrenztes Rückgängigmachen.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Es konnte kein Tipp ermittelt werden: Der Löser ist gescheitert.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Dieses Spiel ist nicht zu gewinnen; hier ist eine Vermutung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Dieses Spiel kann nicht mehr gewonnen werden; hier ist eine Vermutung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Nachdenken …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Kein Zug ist möglich.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Lösung wird gesucht …</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Keine Lösung: Dieses Spiel ist nicht zu gewinnen.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Keine Lösung von hier aus: Dieses Spiel kann nicht mehr gewonnen werden.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>In der verfügbaren Zeit wurde keine Lösung gefunden.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Letzte gewinnbare Stellung wird gesucht …</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Auch von Beginn an ist dieses Spiel nicht zu gewinnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>In der verfügbaren Zeit wurde keine gewinnbare Stellung gefunden: Ob dieses Spiel zu gewinnen ist, ist unbekannt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>In der verfügbaren Zeit wurde keine gewinnbare Stellung gefunden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Zurück zu Zug {0}, der letzten Stellung, von der aus das Spiel noch gewonnen werden konnte.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Dieses Spiel ist gewinnbar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Dieses Spiel ist noch gewinnbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Dieses Spiel ist nicht mehr gewinnbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Dieses Spiel ist nicht gewinnbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Ob dieses Spiel gewinnbar ist, ist noch unbekannt: Die Suche läuft weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Ob dieses Spiel gewinnbar ist, ist unbekannt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Vom Computer gelöst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Gewonnen! Punktzahl %1 in %2 Zügen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Es ist kein Zug mehr möglich.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt läuft für diesen Spieler bereits, antwortet aber nicht. Schließen Sie es (oder warten Sie, bis es antwortet) und starten Sie das Spiel dann erneut.</translation>
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
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Lösen (Demo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>Wo habe ich den &amp;Fehler gemacht?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Tipp: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Tipp (eine Vermutung, keine Lösung gefunden): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Prüfen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Gewinnbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Nicht mehr gewinnbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Von Beginn an nicht gewinnbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Gewinnbar? Suche läuft noch …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Gewinnbar? Unbekannt</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Lösen angehalten: Leertaste setzt fort, Esc oder ein Klick beendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Langsames Lösen: + schneller, - langsamer, Leertaste pausiert, Esc oder ein Klick beendet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Lösen: + schneller, - langsamer, Leertaste pausiert, Esc oder ein Klick beendet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Schnelles Lösen: + schneller, - langsamer, Leertaste pausiert, Esc oder ein Klick beendet.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Das laufende Spiel kann nicht in {0} gespeichert werden; es geht weiter, wird aber beim nächsten Mal nicht da sein.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Das gespeicherte Spiel konnte weder gelesen ({0}) noch beiseitegelegt werden; ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Das gespeicherte Spiel konnte nicht gelesen werden ({0}). Ein neues Spiel beginnt; die alte Datei bleibt als {1} erhalten.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Erste Herausforderung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Voller Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Hart erkämpft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Keine freien Zellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>Auf Par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Zehn in Folge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Goldener Monat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Gewinnen Sie eine tägliche Herausforderung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Gewinnen Sie alle drei täglichen Herausforderungen eines Tages.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Gewinnen Sie eine schwierige tägliche Herausforderung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Gewinnen Sie ein Spiel ohne freie Zellen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Gewinnen Sie ein Spiel in nicht mehr Zügen als sein Par.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Gewinnen Sie zehn Spiele in Folge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Schließen Sie jeden Tag eines Monats ab: eine Goldtrophäe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Bronzetrophäe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Silbertrophäe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Goldtrophäe</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>Ein Tag ist abgeschlossen, wenn seine drei Spiele gewonnen sind. Bronze: {0} Tage in einem Monat; Silber: {1} Tage; Gold: jeder Tag.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n Tag in Folge</numerusform>
            <numerusform>%n Tage in Folge</numerusform>
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
        <translation>Zeile %1: Karte %2 steht bereits in Zeile %3: %4 ist einmal im Blatt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>Zeile %1: Karte %2 steht bereits %3-mal in Zeile %4: %5 ist in jedem Blatt einmal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>Zeile %1: Karte %2 steht bereits %3-mal in den Zeilen %4: %5 ist in jedem Blatt einmal</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>Die Stellung hat %1 Karten; es fehlen: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>Zeile %1: Die Ablage %2 ist doppelt angegeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>Zeile %1: Die Ablage %2 ist %3-mal angegeben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>Zeile %1: Eine Karte in den freien Zellen, aber das Spiel hat keine</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>Zeile %1: %n Karte in den freien Zellen, aber das Spiel hat %2</numerusform>
            <numerusform>Zeile %1: %n Karten in den freien Zellen, aber das Spiel hat %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>Zeile %1: Unbekannte Karte „%2“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>Zeile %1: %2 ist ein Joker, und dieses Spiel wird ohne Joker gespielt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>Zeile %1: Eine zweite Zeile %2 (die erste ist Zeile %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>Eine Stellung dieses Spiels hat %1 Stapelzeilen, diese hat %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>Die Stellung enthält %1 Karten, nicht %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>Zeile %1: Die Ablage „%2“ ist nicht wie H-A oder S-0 geschrieben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>Zeile %1: %2 Ablagen, nicht %3 (oder %4 in wechselnden Farben)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>Zeile %1: %2 Ablagen, nicht %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>Zeile %1: Ablage %2 kann diese Karten nicht enthalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>Zeile %1: Eine Ablage in wechselnden Farben beginnt mit einem Ass, nicht mit %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>Zeile %1: Auf einer Ablage kann %2 nicht auf %3 folgen: Jede Karte ist einen Rang höher als die darunter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>Zeile %1: Auf einer Ablage kann %2 nicht auf %3 folgen: Die Farben wechseln sich ab</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>Zeile %1: Eine Ablage enthält höchstens %2 Karten, diese %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>Zeile %1: Die Basis „%2“ ist kein Rang wie 5 oder Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>Zeile %1: Verdeckte Karten wie [5H] liegen unter den offenen, und die oberste Karte eines Stapels liegt offen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>Der Text ist %1 Zeichen lang; eine Stellung hat höchstens %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>Im Text ist keine Stellung enthalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>Zeile %1: Die Regeln %2 bezeichnen kein Spiel (eine Rules:-Zeile sieht aus wie C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>Die Stellung hat %1 freie Zellen; ein Spiel hat höchstens %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>Alle Karten liegen auf den Ablagen: Es gibt nichts zu spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>Die Stellung hat %1 freie Zellen, aber das Spiel hat %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>Die Stellung hat %1 Stapel, aber das Spiel hat %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>Die Stellung hat %1 Ablagen, aber das Spiel hat %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>In %1 beginnt jede Ablage mit einer eigenen Karte; die Stellung gibt keine an</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>Die Ablagen der Stellung enthalten Karten beliebiger Farbe, aber in %1 nimmt jede nur eine Farbe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>Freie Zelle %1 nimmt nur %2 auf, nicht %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>Die Stellung hat verdeckte Karten, aber in %1 wird jede Karte offen ausgeteilt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>Die Ablagen beginnen mit Rang %1, aber in %2 beginnen sie mit dem Ass</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Seine Datei {0} ist größer als {1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>Seine Datei {0} ist keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Seine Datei {0} kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Seine Datei {0} ist beschädigt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Seine Datei {0} ist entpackt größer als {1} MB.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>Ihm fehlt {0} (kein Element „{1}“ in seinem SVG).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Ihm fehlt der Rücken (kein Element „back“ in seinem SVG).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Seine Datei {0} ist kein SVG-Bild.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Unser eigenes Blatt wird gezeichnet, nicht geladen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Seine Datei {0} fehlt.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt ist auf einen unerwarteten Fehler gestoßen. Das Spiel geht weiter, aber möglicherweise funktioniert etwas nicht wie vorgesehen.

Die Einzelheiten stehen in {0}; bitte fügen Sie diese Datei bei, wenn Sie das Problem melden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt ist auf einen unerwarteten Fehler gestoßen. Das Spiel geht weiter, aber möglicherweise funktioniert etwas nicht wie vorgesehen. Die Einzelheiten konnten nicht in den Datenordner geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Wechselnde Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Passende Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Beliebige Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Nichts: kein Anlegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Jede Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Nur Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>So viele, wie freie Zellen und Stapel erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Jede Folge auf einmal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Eine Karte nach der anderen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Farbe, ab dem Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Farbe, ab der ersten ausgeteilten Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Farbe, ab dem Rang der ersten Karte, alle abgelegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Rang, ab vier ausgeteilten Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Wechselnde Farben, ab zwei Assen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Farbe, zweimal herum ab vier Assen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Rang, eine Ablage, zuerst alle Asse</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Jeder König beginnt einen Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Jeder König beginnt einen Stapel, Asse abgelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Reihe für Reihe, Asse abgelegt</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;Verteilung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>&amp;Ablagen aufwärts nach:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>Sta&amp;pel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>In die Zellen ausgeteil&amp;te Karten:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>&amp;Blätter:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Reihe für Reihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Asse und Zweien zuunterst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Jede Farbe in ihren Stapel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Eine Zelle für jede Farb&amp;e</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Wie in Vier Farben: Freie Zelle a nimmt nur Kreuz auf, b Karo, c Herz und d Pik.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>Ab&amp;wärts bauen nach:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>Leere Stapel ne&amp;hmen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>Folgenzü&amp;ge:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Tägliche Herausforderungen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Die Spiele des Tages</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Trophäen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>So erreichen Sie ihn</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Spiel {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Herausforderungen zählen nur in ihrem eigenen Monat: Dieser Tag kann nicht mehr für seine Herausforderung gespielt werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>%n Tag im {0} abgeschlossen.</numerusform>
            <numerusform>%n Tage im {0} abgeschlossen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} erhalten.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} bei %n Tag.</numerusform>
            <numerusform>{0} bei %n Tagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Abgeschlossene Tage in Folge: %n</numerusform>
            <numerusform>Abgeschlossene Tage in Folge: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(Bestwert %n).</numerusform>
            <numerusform>(Bestwert %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Erreichte Meilensteine: {0} Tage.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Tägliche &amp;Herausforderungen …</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Tägliche Herausforderung vom {0}, {1}: Spiel {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Erhalten: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>%1 Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>%1 Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>%1 Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>%1 König</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>ein rotes Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>ein schwarzes Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>ein roter Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>ein schwarzer Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>eine rote Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>eine schwarze Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>ein roter König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>ein schwarzer König</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>der erste Joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>der zweite Joker</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>eine rote %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>eine schwarze %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>%1 beliebiger Farbe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 kann nicht abgelegt werden: Die Ablagen nehmen als Nächstes %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 kann nicht auf %2: Ein König kommt auf keine Karte, er füllt nur einen leeren Stapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 kann nicht auf %2, denn %3 kommt auf %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Keine Karte der Folge von %1 bis %2 passt auf %3: Auf ein Ass kommt nichts.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Keine Karte der Folge von %1 bis %2 passt auf %3; dorthin passt %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Dieses Spiel hat keine freien Zellen; es gibt keine freie Zelle %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Dieses Spiel hat nur die freie Zelle a; es gibt keine freie Zelle %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Dieses Spiel hat die freien Zellen a bis %1; es gibt keine freie Zelle %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Eine Karte von Stapel %1 passt auf %2, nicht %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n Karte von Stapel %1 passt auf %2, nicht %3.</numerusform>
            <numerusform>%n Karten von Stapel %1 passen auf %2, nicht %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Nur die unterste Karte von Stapel %1 kann dorthin ziehen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Nur die unterste %n Karte von Stapel %1 bildet eine Folge.</numerusform>
            <numerusform>Nur die untersten %n Karten von Stapel %1 bilden eine Folge.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 kommt nie auf einen Stapel, auch nicht auf einen leeren: Ein Joker kommt in eine freie Zelle oder auf die Ablage.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>Die Joker-Ablage ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Auf einen Joker kommt nichts (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 wird erst abgelegt, wenn die Kreuz-, Pik- und Herz-Ablagen vollständig sind.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>Stapel %1 ist leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>Freie Zelle %1 ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Eine verdeckte Karte kann nicht ziehen: Sie wird aufgedeckt, sobald die Karten auf ihr weg sind.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>Reservestapel %1 ist leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>Reservestapel %1 ist voll: Er nimmt %2 Karten auf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Ein Reservestapel nimmt jeweils nur eine Karte auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>Reservestapel %1 enthält Karten: Ein Reservestapel nimmt nur Karten auf, wenn er leer ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Auf den Reservestapel darf keine Karte gelegt werden: Er gibt nur Karten ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Karten können nicht von den Ablagen zurückgenommen werden: Die Option ist in den Einstellungen ausgeschaltet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>Die %1-Ablage ist leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Dieses Spiel hat die Stapel 1 bis %1; es gibt keinen Stapel %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Dieses Spiel hat %1 Ablagen; es gibt keine Ablage %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>In diesem Spiel füllt nur ein König oder eine Folge mit einem König an der Spitze einen leeren Stapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>In diesem Spiel beginnen die Ablagen mit %1: Nur eine Karte vom Rang %2 oder eine Folge mit einer solchen an der Spitze füllt einen leeren Stapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>In diesem Spiel bleibt ein leerer Stapel leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>In diesem Spiel ziehen Karten einzeln von Stapel zu Stapel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 kann nicht abgelegt werden: Die %2-Ablage beginnt mit Rang %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>Die oberste Karte von Stapel %1 liegt verdeckt, solange die freie Zelle %2 eine Karte hält.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Stapel %1 liegt unter Stapel %2, auf dem eine Karte liegt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Stapel %1 liegt unter Stapel %2: Nur alle %3 Karten von Stapel %2 zusammen dürfen auf ihn ziehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Freie Zelle %1 nimmt nur %2 auf, nicht %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>In diesem Spiel bleiben Karten auf den Ablagen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>In diesem Spiel kommt keine Karte auf einen Stapel.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 kann nicht abgelegt werden: Die Ablagen nehmen als Nächstes diese Ränge: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>Ablage %1 ist voll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>Ablage %1 nimmt als Nächstes Rang %2, nicht %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>%1 Karten werden in die freien Zellen ausgeteilt, aber es gibt nur %2 freie Zellen: Wählen Sie mehr Zellen oder weniger Karten.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Das Spiel kann erst beendet werden, wenn kein Stapel mehr als eine Karte enthält.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Spielcode „%1“: Mit „%2“ beginnt kein Spielcode.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Spielcode „%1“: Der Zellenteil „%2“ muss C0 bis C8 sein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Spielcode „%1“: %2 freie Zellen liegen außerhalb des Bereichs (%3 bis %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Spielcode „%1“: %2 wird mit %3 freien Zellen gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Spielcode „%1“: Der Regelteil kann nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Spielcode „%1“ ist länger als jeder Code.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 kann nicht abgelegt werden: Die %2-Ablage beginnt mit dem Ass.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 kann noch nicht abgelegt werden: Zuerst kommt %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Eine Karte zieht nie von einer freien Zelle in eine andere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Eine Karte von einer Ablage kommt nur auf einen Stapel zurück.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>Freie Zelle %1 ist belegt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 Karten, höchstens %2 können jetzt ziehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Das Spiel kann von hier aus nicht beendet werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 kann nicht abgelegt werden: Die Ablage nimmt als Nächstes Rang %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>Ablage %1 nimmt als Nächstes %2, nicht %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Nur die oberste Karte einer freien Zelle oder einer Ablage kann ziehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Karten werden einzeln auf eine Ablage gelegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Eine freie Zelle nimmt eine Karte auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>In diesem Spiel wird nur eine vollständige Folge vom König bis zum Ass in wechselnden Farben abgelegt, alle 13 Karten auf einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Jede Ablage enthält eine Folge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Das Spiel kann erst abgeschlossen werden, wenn jeder Stapel nur aus vollständigen Folgen vom König bis zum Ass besteht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Wenn jeder König einen Stapel beginnt, braucht das Spiel so viele Stapel wie Könige (%1) oder einen mehr, nicht %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Wenn die Karte einer freien Zelle die oberste Karte ihres Stapels verdeckt umdreht, braucht jede freie Zelle einen eigenen Stapel: %1 freie Zellen, %2 Stapel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Das Spiel kann erst beendet werden, wenn jeder Stapel eine einzige Folge ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Das Spiel kann erst beendet werden, wenn jede verbleibende Karte von ihrem Platz aus nacheinander abgelegt werden kann.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>Im Verlauf gibt es keinen Punkt %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>„%1“ ist keine Spielnummer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Spielnummer %1 liegt außerhalb des Bereichs (1 bis %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Eine Spielnummer muss eine ganze Zahl sein, nicht %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Spielcode „%1“: „%2“ ist kein Buchstabe A bis Z, keine Ziffer und kein Bindestrich.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Spielcode „%1“ muss aus drei Teilen bestehen, etwa FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Spielcode „%1“: Formatversion „%2“ ist nicht 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Spielcode „%1“: Der Spielteil „%2“ muss aus 7 Buchstaben A bis Z bestehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Spielcode „%1“: Spiel %2 liegt außerhalb des Bereichs (1 bis %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>In diesem Spiel können Karten nicht von den Ablagen zurückgenommen werden: Es wurde mit ausgeschalteter Rücknahme gestartet.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Herausforderungen und leichte Spiele</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Gewinnen Sie ein Freecell-Spiel mit so wenigen freien Zellen, wie der Löser dafür braucht. Jedes Spiel unten steht unter der kleinsten Zahl freier Zellen, mit der es gewonnen werden kann.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 freie Zelle (%1 Spiele)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n freie Zelle (%1 Spiele)</numerusform>
            <numerusform>%n freie Zellen (%1 Spiele)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>&amp;Wenigste Zellen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Herausforderung spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Anfänge&amp;r: ein leichtes Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Ein zufälliges Freecell-Spiel mit vier freien Zellen, das der Löser als einfach einstuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;Asse abgelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>Freecell mit den vier Assen schon vor Spielbeginn auf den Ablagen: ein leichteres Spiel</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Spiel %1 mit 1 freien Zelle</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Spiel %1 mit %n freien Zelle</numerusform>
            <numerusform>Spiel %1 mit %n freien Zellen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Herausforderung: möglichst wenige &amp;Zellen …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Herausforderungen und &amp;leichte Spiele …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Anfänge&amp;r: ein leichtes Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Asse abgelegt: ein le&amp;ichteres Freecell</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Herausforderung: Spiel %1 mit 1 freien Zelle</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Herausforderung: Spiel %1 mit %n freien Zelle</numerusform>
            <numerusform>Herausforderung: Spiel %1 mit %n freien Zellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>Die Herausforderung mit möglichst wenigen Zellen gibt es für Freecell-Spiele, die nach Nummer ausgeteilt wurden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Die kleinste Zahl der Zellen kommt mit der Schwierigkeitseinstufung, die verborgen ist, solange das Urteil des Lösers verborgen ist: Schalten Sie es in den Einstellungen ein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Die kleinste Zahl der Zellen wird ermittelt …</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Dieses Spiel kann nicht gewonnen werden und hat daher keine Herausforderung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Der Löser konnte die kleinste Zahl freier Zellen für dieses Spiel nicht im Rahmen seines Budgets bestimmen und bietet daher keine Herausforderung an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Herausforderung: möglichst wenige Zellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Herausforderung: Gewinnen Sie dieses Spiel mit 1 freien Zelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Der Löser gewinnt Spiel %1 mit 1 freien Zelle und nicht weniger. Dasselbe Spiel beginnt neu mit so vielen Zellen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Herausforderung: Gewinnen Sie dieses Spiel mit %n freien Zelle</numerusform>
            <numerusform>Herausforderung: Gewinnen Sie dieses Spiel mit %n freien Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Der Löser gewinnt Spiel %1 mit %n freien Zelle und nicht weniger. Dasselbe Spiel beginnt neu mit so vielen Zellen.</numerusform>
            <numerusform>Der Löser gewinnt Spiel %1 mit %n freien Zellen und nicht weniger. Dasselbe Spiel beginnt neu mit so vielen Zellen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>Herausforderung &amp;starten</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Herausforderung gewonnen: Spiel %1 mit 1 freien Zelle!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Herausforderung gewonnen: Spiel %1 mit %n freien Zelle!</numerusform>
            <numerusform>Herausforderung gewonnen: Spiel %1 mit %n freien Zellen!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>Freecell mit abgelegten Assen: Die vier Asse beginnen auf den Ablagen. Seine Ergebnisse werden getrennt von denen von Freecell geführt.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>Die Datei ist größer als %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>Die Datei ist kein Text (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>Die Datei ist leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>Die Datei ist kein gültiges JSON (Zeile %1, Spalte %2: %3); möglicherweise wurde sie abgeschnitten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>Die Datei ist kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>Die Datei kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>Die Datei enthält kein gespeichertes Spiel (kein JSON-Objekt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>Die Datei ist kein FreeCell-Qt-Spiel (Format %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>Die Datei hat keine Versionsnummer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>Die Datei wurde von einem neueren FreeCell Qt geschrieben (Version %1); aktualisieren Sie die Anwendung, um sie zu öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>Unbekannte Dateiversion %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>Die Spielzeit muss eine Anzahl von Sekunden sein, 0 oder mehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>Die Anzahl der Tipps muss eine ganze Zahl sein, 0 oder mehr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>Die Datei enthält kein Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>Das Spiel in der Datei ist ungültig: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>Das Spiel hat %1 Schritte, mehr als die erlaubten %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>Schritt %1 hat mehr als die %2 Züge, die ein Schritt haben darf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>Das Spiel hat mehr als die erlaubten %1 Züge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>Die Spielzeit beträgt mehr als %1 Jahre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>Die Anzahl der Tipps ist größer als %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>Die Datei ist keine reguläre Datei (ein Ordner, ein Gerät oder eine Pipe)</translation>
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
        <translation>Diese Karte kann nirgendwohin.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Wiedergabe: Drücken Sie „Von hier fortsetzen“, um zu spielen, oder Esc, um zu Ihrem Spiel zurückzukehren.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Wählen Sie einen Punkt, um das Spiel dorthin zurückzusetzen. Rückgängig gemachte Schritte sind ausgegraut und können wiederhergestellt werden, bis Sie einen neuen Zug machen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Gespielte Schritte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Rückgängig gemacht: kann wiederhergestellt werden</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Das Spiel ist jetzt hier</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Spiel</translation>
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
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Abschließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wenn jeder Stapel eine einzige Folge ist, ist das Spiel so gut wie gewonnen: Die Schaltfläche &lt;b&gt;Abschließen&lt;/b&gt; legt alle Karten ab. Mit &lt;i&gt;Automatisch beenden&lt;/i&gt; geschieht das von selbst. Ist gar kein Zug mehr möglich, können Sie Züge rückgängig machen, das Spiel neu starten oder ein neues Spiel beginnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jede auf eine Ablage gelegte Karte bringt 10 Punkte und jede Karte, die aus einer freien Zelle auf einen Stapel gespielt wird, 5 Punkte; eine von einer Ablage zurückgenommene Karte kostet 10. Rückgängig nimmt auch die Punkte zurück, und die Punktzahl fällt nie unter null.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Spielnummern und Spielcodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jedes Spiel hat eine Nummer von 1 bis 2.147.483.647, dieselbe wie im klassischen Windows-Spiel, und dieselbe Nummer ergibt in jedem Spiel dieselbe Mischung, ausgeteilt in die Anordnung des jeweiligen Spiels: Freecell-Spiel 11982 ist das berühmte, das nicht zu gewinnen ist. Ein &lt;b&gt;Spielcode&lt;/b&gt; wie &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; bezeichnet das Spiel, seine freien Zellen und die Verteilung, sodass ein Freund, der ihn eingibt, genau dasselbe Spiel spielt. Geben Sie beides über &lt;i&gt;Spiel wählen (Nummer oder Code)&lt;/i&gt; ein.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Schwierigkeitsgrad und gewinnbare Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jedes Spiel wird als &lt;b&gt;Einfach&lt;/b&gt;, &lt;b&gt;Mittel&lt;/b&gt;, &lt;b&gt;Schwierig&lt;/b&gt; oder &lt;b&gt;Experte&lt;/b&gt; eingestuft. Die Einstufung zählt die wenigsten freien Zellen, mit denen das Spiel noch gewonnen werden kann (der Löser versucht es mit den Zellen des Spiels, dann mit einer weniger und so weiter), und dann, wie lange der Löser nach einem Sieg suchen musste: Jede Zelle, die ein Spiel braucht, wiegt so viel wie eine zehnmal längere Suche. Sie beruht auf einer Zählung von Stellungen, nicht auf Zeit, sodass dasselbe Spiel auf jedem Computer dieselbe Einstufung erhält.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;Neues Spiel mit Optionen&lt;/i&gt; teilt &lt;i&gt;Nur gewinnbare Spiele&lt;/i&gt; ein zufälliges Spiel erst aus, wenn der Löser dafür einen Sieg gefunden hat, und &lt;i&gt;Schwierigkeitsgrad&lt;/i&gt; verlangt ein zufälliges Spiel mit dieser Einstufung. Während der Löser sucht, können Sie weiterspielen; &lt;b&gt;Esc&lt;/b&gt; bricht die Suche ab.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Spielen mit einem Bildschirmleser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Spieltisch teilt einem Bildschirmleser mit, auf welchem Stapel der Rahmen steht, zum Beispiel &lt;i&gt;Herz 7, Stapel 3, 5 Karten, oberste Karte&lt;/i&gt; oder &lt;i&gt;Freie Zelle b, leer&lt;/i&gt;, und sagt jeden Zug an, die Karten, die von selbst abgelegt werden, warum ein Zug abgelehnt wird, Tipps, ob das Spiel noch gewinnbar ist, und den Sieg. Zum Anhören des Tisches: &lt;b&gt;R&lt;/b&gt; liest jede Karte des Stapels vor, auf dem der Rahmen steht, &lt;b&gt;L&lt;/b&gt; liest die freien Zellen, &lt;b&gt;U&lt;/b&gt; die Ablagen, und &lt;b&gt;Alt&lt;/b&gt; mit einer Ziffer liest diesen Stapel (&lt;b&gt;Alt+3&lt;/b&gt; Stapel 3). Das Vorlesen bewegt weder Karten noch den Rahmen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Pfeiltasten bewegen einen Rahmen zwischen den Stapeln; &lt;b&gt;Leertaste&lt;/b&gt; oder &lt;b&gt;Eingabetaste&lt;/b&gt; nimmt die Karten dort auf und legt sie auf dem nächsten gewählten Stapel ab; &lt;b&gt;Esc&lt;/b&gt; lässt los. Sie können einen Zug auch eintippen: eine Stapelnummer, dann das Ziel (ein anderer Stapel, eine freie Zelle oder &lt;b&gt;h&lt;/b&gt; für die Ablage). &lt;b&gt;3&lt;/b&gt; und dann &lt;b&gt;h&lt;/b&gt; legt die freiliegende Karte von Stapel 3 auf ihre Ablage.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Stapel ab 10 werden als %1 eingegeben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Stapel ab %1 haben keine eigene Taste: Sie erreichen sie mit den Pfeiltasten, Links und Rechts entlang einer Reihe, Hoch und Runter zur Reihe darüber oder darunter.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die freien Zellen sind mit &lt;b&gt;a&lt;/b&gt; bis &lt;b&gt;%1&lt;/b&gt; beschriftet (&lt;b&gt;h&lt;/b&gt; ist die Ablage): &lt;b&gt;3&lt;/b&gt; und dann &lt;b&gt;a&lt;/b&gt; legt die freiliegende Karte von Stapel 3 in die erste freie Zelle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Weiter zum nächsten Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Zurück zu Ihrem Spiel (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Ein Spiel spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Die Lektion verlassen und spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>Die Lektion noch einmal, ab Schritt 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Die Lektion jetzt machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Nein, danke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>Die Lektion bleibt im Hilfe-Menü</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>Erste &amp;Lektion</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Neu bei FreeCell?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Machen Sie eine kurze Lektion: acht Schritte an einem kleinen Spiel, etwa drei Minuten. Ihr Spiel wartet so lange.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>Die Lektion finden Sie jederzeit im Hilfe-Menü: Erste Lektion.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Gut gemacht!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Sie haben das Spiel der Lektion gewonnen und kennen jetzt jeden Zug von FreeCell. Spielen Sie ein Spiel oder machen Sie die Lektion noch einmal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Schritt {0} von {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Eine Karte kommt auf eine Karte, die einen Rang höher ist und die andere Farbe hat, etwa ein roter Bube auf eine schwarze Dame. Ziehen Sie {0} auf {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Die freien Zellen oben links nehmen je eine beliebige Karte auf. Legen Sie {0} in eine freie Zelle, um die Karte darunter freizulegen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Auf den Ablagen oben rechts wird jede Farbe vom Ass an aufwärts gelegt. Legen Sie {0} ab: Ziehen Sie die Karte dorthin oder doppelklicken Sie darauf. In Ihren eigenen Spielen werden Karten, die nicht mehr gebraucht werden, von selbst abgelegt (automatisches Ablegen).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Karten in Folge mit wechselnden Farben werden zusammen bewegt: höchstens (freie Zellen + 1) × 2^(leere Stapel), hier {0}. Ziehen Sie {1} auf {2}; die Karten darunter kommen mit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Das Spiel lehnt Züge ab, die die Regeln nicht erlauben, und sagt unten im Fenster, warum. Versuchen Sie einen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Das Spiel lehnt Züge ab, die die Regeln nicht erlauben, und sagt unten im Fenster, warum. Versuchen Sie es: Ziehen Sie {0} auf {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Machen Sie einen beliebigen Zug und nehmen Sie ihn dann mit Rückgängig (Ctrl+Z) zurück.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Jeder Zug lässt sich zurücknehmen: Drücken Sie jetzt Ctrl+Z (Rückgängig).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Das Spiel sagte: „{0}“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Sie wissen nicht weiter? Drücken Sie H (Tipp): Das Spiel markiert einen guten Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Gewinnen Sie jetzt das Spiel: jede Karte auf ihre Ablage. Nutzen Sie Tipps (H), so oft Sie möchten; Abschließen (Ctrl+F) legt den Rest ab, sobald er geordnet ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Von hier aus ist das nicht mehr zu schaffen. Nehmen Sie Züge mit Rückgängig (Ctrl+Z) zurück oder drücken Sie Überspringen.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Weitere Schaltflächen</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Neues Spiel &amp;mit Optionen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>Spiel neu &amp;starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>Spiel &amp;wählen (Nummer oder Code) …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>Ta&amp;gesspiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>Spielcode &amp;kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Stellung k&amp;opieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>Stellung &amp;aufbauen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>Spiel ö&amp;ffnen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>Spiel speichern &amp;unter …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>&amp;Verlauf …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>Spiel &amp;analysieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>Ab&amp;schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>Ü&amp;ber FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Tagesspiel {0}: {1}, Spiel {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0}, Spiel {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Erste Lektion</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Es ist nicht mehr installiert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Das Kartenblatt „{0}“ kann nicht verwendet werden: {1} Es werden die eigenen Karten von FreeCell Qt verwendet.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Die Stellung wurde als Text in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Punkte: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Züge: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Zeit: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Das ist das heutige Tagesspiel; „Spiel neu starten“ spielt es von vorn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>Das Tagesspiel vom {0}: heute dasselbe Spiel für alle.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} wurde in die Zwischenablage kopiert.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Meldungen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Die letzten Meldungen der Statusleiste</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Letzte Meldungen, neueste zuletzt</translation>
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
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Karten zu&amp;rück von den Ablagen erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Eine Option jedes Spiels, wie in den Einstellungen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Freie Zellen:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>&amp;Zufälliges Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>Spiel&amp;nummer oder Spielcode:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Nur gewinnbare Spie&amp;le</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Ein zufälliges Spiel erst austeilen, wenn der Löser es als gewinnbar nachgewiesen hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Beliebig</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>z. B. 11982 oder FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>Schw&amp;ierigkeitsgrad:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Spielnummern reichen von 1 bis %1, in jedem Spiel dieselbe Mischung.&lt;br&gt;Spielcodes sehen aus wie FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Herausf&amp;orderungen und leichte Spiele …</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Das sind die Regeln von %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Spielcode: noch keiner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Spielcode: ein zufälliges Spiel – %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Spielcode: %1 – %2, Spiel %3</translation>
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
        <translation>Ihre Züge so gezählt wie beim Par (jeder Zug, auch die auf die Ablagen und die automatischen), und das Par des Spiels: die wenigsten Züge, mit denen es gewonnen werden konnte</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Die Einstellungsdatei {0} konnte nicht gelesen werden; es werden die Standardwerte verwendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Die Einstellungsdatei konnte nicht gelesen werden; sie wurde als {0} aufbewahrt, und es werden die Standardwerte verwendet.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Einstellungen können nicht in {0} gespeichert werden; Änderungen gelten nur, bis FreeCell Qt geschlossen wird.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>Sichere Karten &amp;automatisch ablegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>Automatisch &amp;beenden, wenn jeder Stapel eine Folge ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>&amp;Einfacher Klick legt eine Karte auf ihre Ablage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>&amp;Per Klick ziehen: eine Karte anklicken, dann ihr Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Karten &amp;zurück von den Ablagen erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Vierfarbiges Blatt (Kreuz grün, Karo blau)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Blatt mit &amp;großen Indizes (großer Rang und Farbe in den Ecken)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>&amp;Klangeffekte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>Letztes Spiel beim Start fortse&amp;tzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>A&amp;nzeigen, ob das Spiel noch gewinnbar ist</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Ein Klick nimmt eine Karte und die Folge darauf auf; ein Klick auf einen anderen Platz legt sie dort ab, ein Klick auf den Filz oder Esc legt sie zurück. Ein einfacher Klick nimmt dann auf, statt eine Karte auf ihre Ablage zu legen; ein Doppelklick tut es weiterhin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>Ver&amp;dopplung: (freie Zellen + 1) × 2^leere Stapel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;Linear: (freie Zellen + 1) × (leere Stapel + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Karten, die ein Folgenzug bewegen darf:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>In Spielen, deren leere Stapel nur Könige oder gar nichts aufnehmen, ziehen freie Zellen + 1 Karten auf einmal. Regeländerungen gelten sofort, auch für das laufende Spiel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Schnell</translation>
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
        <translation>Wie das System</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Grüner Filz, dunkel im dunklen Modus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Blauer Filz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Dunkler Filz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Ein: schwarzer Filz, umrandete Karten und Plätze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Rote Rauten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Grüne Wellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>An das Fenster anpassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Lös&amp;ungsgeschwindigkeit:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Erscheinungsbild</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>Farbs&amp;chema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>Spiel&amp;fläche:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>&amp;Hoher Kontrast:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Kartenf&amp;ormat:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Weniger Bewegung: Karten gehen direkt an ihren Platz, ohne &amp;Jubel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Standardmäßig an, wenn die Arbeitsumgebung weniger Animation wünscht. Lösen spielt weiterhin einen Zug nach dem anderen, in seinem eigenen Tempo.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>Eigenes Blatt von FreeCell Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Vorschau des Blatts: ein Ass, ein König und der Rücken</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Ver&amp;wendetes Blatt:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>Karten&amp;rücken:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Diese Option ändert nur das eigene Blatt von FreeCell Qt; das gewählte Blatt bringt eigene Vorderseiten und Rücken mit.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Das Blatt „{0}“ kann nicht verwendet werden: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>Animationsgeschwind&amp;igkeit:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Sprache:</translation>
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
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
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
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Suche nach einem Spiel beenden (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Schwierigkeitsgrad: wird eingestuft …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Es wird ermittelt, wie schwer dieses Spiel ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Schwierigkeitsgrad: nicht eingestuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Dieses Spiel ist nicht zu gewinnen und hat daher keine Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Der Löser kam innerhalb seines Budgets zu keinem Ergebnis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Schwierigkeitsgrad: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Suche nach einem Spiel beendet; das laufende Spiel bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Gewinnbares Spiel wird gesucht … (Kandidat %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Spiel mit Einstufung %1 wird gesucht … (Kandidat %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Spiel %1, eingestuft als %2 (Kandidat %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Spiel %1, nachweislich gewinnbar (Kandidat %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Unter %1 versuchten Spielen war kein passendes; das laufende Spiel bleibt unverändert.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Einfach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Ohne freie Zellen gewinnbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Mit 1 freien Zelle gewinnbar</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Mit %n freien Zelle gewinnbar</numerusform>
            <numerusform>Mit %n freien Zellen gewinnbar</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; %2 Stellungen durchsucht.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Einen Schritt vorwärts</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Ziehen, um zu einem beliebigen Punkt des Spiels zu springen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Punkt im Spiel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Von hier fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Dieses Spiel ab dem gezeigten Punkt selbst spielen; spätere Schritte können wiederhergestellt werden</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Wiedergabe: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Jetzt Ihr Spiel, ab Schritt {0}. Wiederherstellen folgt der Wiedergabe.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Schritt {0} von {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Ergebnisse im Zeitverlauf</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} Spiele, {1} gewonnen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Spiel {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Letzte {0} Spiele, älteste links</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Spielanalyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Jeder Punkt des Spiels wird mit dem Löser untersucht …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Analyse läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Punkte des Spiels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>Von hier &amp;weiterspielen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Lösung &amp;zeigen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Das Par des Spiels beträgt {0} Züge; Ihr Spiel auf dieselbe Weise gezählt (automatische Züge inbegriffen): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>Die Verteilung</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>gewinnbar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Dieses Spiel ist von Beginn an nicht zu gewinnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>In der verfügbaren Zeit wurde vom Spielbeginn aus kein Sieg gefunden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Gewonnen: Kein Zug hat das Spiel verloren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Das Spiel ist von der aktuellen Stellung aus noch gewinnbar: Kein Zug hat es verloren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Zug {0} hat das Spiel verloren: Vorher war es gewinnbar, danach nicht mehr.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Das Spiel war bis Zug {0} gewinnbar; danach wurde in der verfügbaren Zeit kein Sieg gefunden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Sie haben 1 Zug gespielt; der Löser gewinnt vom Spielbeginn aus in {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Sie haben %n Zug gespielt; der Löser gewinnt vom Spielbeginn aus in {0}.</numerusform>
            <numerusform>Sie haben %n Züge gespielt; der Löser gewinnt vom Spielbeginn aus in {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Die Analyse wurde geschlossen: Ein anderes Spiel läuft.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Tischaufbau</translation>
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
        <translation>Bäckerspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Bäckerspiel nur mit Königen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Acht aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Doppel-Acht-aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Seahaven-Türme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Entspannte Seahaven-Türme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Doppel-Seahaven-Türme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Entspanntes Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Challenge-Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Super-Challenge-Freecell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Sieben mal Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Sieben mal Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Bath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Doppel-Freecell (traditionell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Doppel-Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Dreifach-Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Repair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Zelle 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>Big Cell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Deep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>Pinguin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>Opus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>Tuxedo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>Blütenblatt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Stalaktiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>Clink</translation>
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
        <translation>Doppel-Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Katzenschwanz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Schlange</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Gefolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>Hauptquartier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>Limpopo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>Nadel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>Heuhaufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>Heugabel</translation>
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
        <translation>Benutzerdefiniertes Spiel</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Freecell, Asse abgelegt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, keine freien Zellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 freie Zelle</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n freie Zelle</numerusform>
            <numerusform>%1, %n freie Zellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>keine freien Zellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 freie Zelle</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n freie Zelle</numerusform>
            <numerusform>%n freie Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n Stapel</numerusform>
            <numerusform>%n Stapel</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>kein Anlegen auf den Stapeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>Anlegen in passender Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>Anlegen unabhängig von der Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>Anlegen in wechselnden Farben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>nur Könige auf leere Stapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>leere Stapel bleiben leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>jede Karte auf leere Stapel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>Folgen beliebiger Länge ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>eine Karte nach der anderen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>Folgen ziehen über freie Zellen und leere Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>Folgen ziehen über freie Zellen</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n Stapel</numerusform>
            <numerusform>%n Stapel</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>Asse und Zweien zuunterst ausgeteilt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>der Rang der ersten Karte bestimmt die Basis, alle Karten dieses Rangs beginnen die Ablagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>die erste ausgeteilte Karte bestimmt die Basis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>auf den Stapeln kommt ein König auf ein Ass</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>jeder Stapel beginnt mit einem König</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>jeder ausgeteilte König beginnt einen Stapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>die Asse werden beim Austeilen abgelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>die Asse beginnen auf den Ablagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>eine Karte in einer freien Zelle dreht die oberste Karte ihres Stapels verdeckt um</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>die Stapel der rechten Hälfte werden in passender Farbe angelegt, geben jede ihrer Karten ab und nehmen leer Könige auf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>alle Karten jedes Stapels bis auf die letzte verdeckt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>Stapel in überlappenden Reihen: Ein Stapel unter einem, der Karten hält, gibt und nimmt nichts, kann aber den ganzen einzigen Stapel über ihm aufnehmen</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n Reservestapel, der leer eine Folge aufnimmt</numerusform>
            <numerusform>%n Reservestapel, die leer je eine Folge aufnehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>ein Reservestapel mit %n ausgeteilten Karte, der keine zurücknimmt</numerusform>
            <numerusform>ein Reservestapel mit %n ausgeteilten Karten, der keine zurücknimmt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>ein Reservestapel mit %n ausgeteilten Karte, der bis zu %1 fasst</numerusform>
            <numerusform>ein Reservestapel mit %n ausgeteilten Karten, der bis zu %1 fasst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n Reservestapel mit bis zu %1 Karten</numerusform>
            <numerusform>%n Reservestapel mit je bis zu %1 Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>Statt freier Zellen liegt %n &lt;b&gt;Reservestapel&lt;/b&gt; rechts neben den Stapeln. Ein leerer Reservestapel nimmt auf einmal eine ganze Folge von einem Stapel oder einem anderen Reservestapel auf; einer, der Karten enthält, nimmt keine auf. Jede oben liegende Folge eines Reservestapels darf ihn ganz oder teilweise verlassen.</numerusform>
            <numerusform>Statt freier Zellen liegen %n &lt;b&gt;Reservestapel&lt;/b&gt; rechts neben den Stapeln. Ein leerer Reservestapel nimmt auf einmal eine ganze Folge von einem Stapel oder einem anderen Reservestapel auf; einer, der Karten enthält, nimmt keine auf. Jede oben liegende Folge eines Reservestapels darf ihn ganz oder teilweise verlassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Statt freier Zellen liegt %n &lt;b&gt;Reservestapel&lt;/b&gt; rechts neben den Stapeln. Er nimmt jede Karte auf, eine nach der anderen, bis er %1 Karten enthält; nur seine oberste Karte darf ihn verlassen.</numerusform>
            <numerusform>Statt freier Zellen liegen %n &lt;b&gt;Reservestapel&lt;/b&gt; rechts neben den Stapeln. Jeder nimmt jede Karte auf, eine nach der anderen, bis er %1 Karten enthält; nur seine oberste Karte darf ihn verlassen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>Statt in freie Zellen wird die erste %n Karte auf einen &lt;b&gt;Reservestapel&lt;/b&gt; rechts neben den Stapeln ausgeteilt.</numerusform>
            <numerusform>Statt in freie Zellen werden die ersten %n Karten auf einen &lt;b&gt;Reservestapel&lt;/b&gt; rechts neben den Stapeln ausgeteilt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>Seine oberste Karte darf gespielt werden, aber keine Karte darf auf ihn gelegt werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Er nimmt jede Karte auf, eine nach der anderen, bis er %n Karte enthält; nur seine oberste Karte darf ihn verlassen.</numerusform>
            <numerusform>Er nimmt jede Karte auf, eine nach der anderen, bis er %n Karten enthält; nur seine oberste Karte darf ihn verlassen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Gespielt wird mit %1 &lt;b&gt;Stapeln&lt;/b&gt; zu je einer Karte, offen ausgeteilt in %2 Reihen (Ebenen) mit, von oben gezählt, %3 Stapeln. Jede Reihe liegt etwas tiefer als die vorige und um eine halbe Karte zur Seite versetzt, sodass jeder Stapel außer denen der untersten Reihe unter dem einen oder den zwei Stapeln der nächsten Reihe liegt, die ihn überlappen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Solange ein Stapel, der über ihm liegt, eine Karte hält, ist ein Stapel &lt;b&gt;blockiert&lt;/b&gt;: Keine seiner Karten kann ziehen, und keine Karte kommt auf ihn. Die Stapel der untersten Reihe sind nie blockiert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Ein Zug geht auf einen blockierten Stapel: Wenn nur noch einer der Stapel über ihm Karten hält, dürfen alle Karten dieses Stapels auf einmal auf ihn ziehen, sofern sie eine Folge bilden, deren erste Karte auf seine freiliegende Karte passt. Der Stapel, den sie verlassen, muss selbst frei sein und darf nicht mehr Karten halten, als auf einmal ziehen können.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Die Asse beginnen auf den Ablagen, und die übrigen Karten werden Reihe für Reihe ausgeteilt.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 Karten werden in die Stapel ausgeteilt, von links: %2. Alle Karten jedes Stapels bis auf die letzte werden zuerst verdeckt ausgeteilt, Reihe für Reihe; dann wird eine Reihe offen ausgeteilt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Eine verdeckte Karte kann weder ziehen noch eine Karte aufnehmen, daher bestehen Folgen nur aus offenen Karten. Sobald die Karten auf ihr weg sind, wird sie sofort aufgedeckt.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>auf einen Reservestapel, der sie aufnimmt (siehe „Der Tisch“);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Nur die freiliegende Karte eines Stapels (die von nichts bedeckt ist) oder die oberste Karte eines Reservestapels kann ziehen. Eine Karte darf ziehen:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Jede freie Zelle gehört zu einem Stapel: die freie Zelle a zu Stapel 1, b zu Stapel 2 und so weiter. Solange eine freie Zelle eine Karte hält, liegt die oberste Karte ihres Stapels &lt;b&gt;verdeckt&lt;/b&gt;: Sie kann nicht ziehen, und keine Karte kommt auf sie. Ein leerer Stapel nimmt weiterhin eine Karte oder eine Folge auf, deren oberste Karte dann sofort verdeckt umgedreht wird. Sobald die freie Zelle wieder leer ist, wird die Karte aufgedeckt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Es gibt zwei Arten von Stapeln. Auf die Stapel 1 bis %1 wird wie oben angelegt, und sie nehmen jede Gruppe von Karten auf, deren erste Karte passt, ob als Folge oder nicht. Auf die Stapel %2 bis %3 wird absteigend in passender Farbe angelegt (Herz 7 auf Herz 8); beliebig viele ihrer Karten dürfen auf einmal ziehen, ob als Folge oder nicht, angeführt von der ersten Karte der Gruppe; und ein leerer nimmt nur einen König auf oder eine Gruppe mit einem König an der Spitze.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Nur die %1 Stapel der obersten Reihe nehmen eine Karte, wenn sie leer sind: eine beliebige Karte oder eine ausreichend kurze Folge, wenn kein Stapel über ihnen eine Karte hält. Ein leerer Stapel jeder anderen Reihe bleibt leer, und nur die leeren Stapel der obersten Reihe zählen beim Ziehen von Folgen als leere Stapel.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Eine Folge freiliegender Karten am Ende eines Stapels, %1, kann auf einmal ziehen, wenn sie kurz genug ist. Mit &lt;i&gt;F&lt;/i&gt; leeren freien Zellen und &lt;i&gt;E&lt;/i&gt; leeren Stapeln (einschließlich eines leeren Zielstapels der Folge) ist die längste Folge, die ziehen kann, %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Zum Beispiel können bei leeren freien Zellen und einem leeren Stapel %1 Karten auf einen anderen Stapel oder auf den leeren Stapel selbst ziehen.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>Ablagen nach Rang ab vier ausgeteilten Karten</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>zwei Ablagen in wechselnden Farben ab Kreuz Ass und Herz Ass</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>eine Ablage für alle Karten: alle Asse, dann alle Zweien und so weiter bis zu den Königen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>jede Ablage nimmt eine vollständige Folge vom König bis zum Ass in wechselnden Farben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gespielt wird mit einem Blatt und &lt;b&gt;zwei Jokern&lt;/b&gt;. Legen Sie alle 54 Karten auf die fünf &lt;b&gt;Ablagen&lt;/b&gt;: vier nach Farbe, jede vom Ass bis zum König aufwärts gebaut, und eine fünfte, die die zwei Joker nimmt, aber erst, wenn die Kreuz-, Pik- und Herz-Ablagen vollständig sind (die Karo-Ablage muss es nicht sein).&lt;/p&gt;&lt;p&gt;Ein Joker kommt &lt;b&gt;nie auf einen Stapel&lt;/b&gt;, auch nicht auf einen leeren, und auf einen Joker kommt nichts: Legen Sie ihn in eine freie Zelle oder auf die Ablage, sobald diese ihn nimmt. Ein Joker, der innerhalb einer Folge ausgeteilt wurde, zieht mit ihr und zählt als Ass (der erste Joker) oder als 2 (der zweite) einer eigenen Farbe. Eine Folge, die auf einen leeren Stapel zieht, zählt auch diesen Stapel zu den leeren, die ihr das Ziehen erlauben.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>auf ihre Ablage, wenn sie der nächste Rang dieser Farbe ist; ein Joker auf die fünfte Ablage, sobald Kreuz, Pik und Herz vollständig sind.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>zwei Joker, die nie auf einen Stapel kommen, und eine fünfte Ablage, die sie nimmt, sobald Kreuz, Pik und Herz vollständig sind</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>vier Ablagen, jede in passender Farbe zweimal herum ab einem Ass des ersten Blatts</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>Karten dürfen von den Ablagen zurückkommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 Karte in die Zellen ausgeteilt</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n Karte in die Zellen ausgeteilt</numerusform>
            <numerusform>%n Karten in die Zellen ausgeteilt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Legen Sie alle %1 Karten auf die eine &lt;b&gt;Ablage&lt;/b&gt;. Sie nimmt &lt;b&gt;zuerst alle Asse&lt;/b&gt;, in beliebiger Reihenfolge der Farben, dann alle 2er, dann alle 3er und so weiter bis zu den Königen, egal welche Farbe: alle %2 Karten eines Rangs vor dem nächsten Rang.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Legen Sie alle 52 Karten auf die vier &lt;b&gt;Ablagen&lt;/b&gt;, die jede Farbe nehmen. Eine Ablage nimmt nur eine &lt;b&gt;vollständige Folge&lt;/b&gt;: Die 13 Karten von einem König bis zu einem Ass in wechselnden Farben, die am Ende eines Stapels liegen, werden gemeinsam in einem Zug abgelegt, egal wie viele freie Zellen und Stapel leer sind. Eine Karte wird nie einzeln abgelegt. Ziehen Sie die Folge an ihrem König oder klicken Sie auf ihr Ass.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gespielt wird mit 2 zusammengemischten Blättern. Legen Sie alle 104 Karten auf die vier &lt;b&gt;Ablagen&lt;/b&gt;, eine pro Farbe. Die vier Asse des ersten Blatts beginnen sie und werden zuletzt dorthin ausgeteilt; jede Ablage wird in passender Farbe vom Ass bis zum König aufgebaut und dann &lt;b&gt;ein zweites Mal herum&lt;/b&gt;, vom anderen Ass bis zum anderen König, bis sie 26 Karten enthält.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Legen Sie alle 52 Karten auf die zwei &lt;b&gt;Ablagen&lt;/b&gt;. Kreuz Ass und Herz Ass beginnen sie, und jede wird &lt;b&gt;in wechselnden Farben unabhängig von der Farbe&lt;/b&gt; aufgebaut, Rang für Rang, zweimal vom Ass bis zum König, bis sie 26 Karten enthält: Auf Kreuz Ass kommt eine rote 2, dann eine schwarze 3, und nach ihrem schwarzen König ein rotes Ass. Passt eine Karte auf beide Ablagen, legen Sie sie auf die Ablage Ihrer Wahl.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Legen Sie alle 52 Karten auf die vier &lt;b&gt;Ablagen&lt;/b&gt;. Die letzten vier ausgeteilten Karten beginnen sie, je eine, und jede wird &lt;b&gt;nach Rang unabhängig von der Farbe&lt;/b&gt; aufgebaut, Rang für Rang und vom König weiter zum Ass, bis sie 13 Karten enthält: Auf eine 6 kommt eine beliebige 7, dann eine beliebige 8 und so weiter bis zur 5. Passt eine Karte auf mehr als eine Ablage, legen Sie sie auf die Ablage Ihrer Wahl.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Legen Sie alle 52 Karten auf die vier &lt;b&gt;Ablagen&lt;/b&gt;, eine pro Farbe, jede vom Ass bis zum König aufgebaut.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Vier Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Deutsches Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>KingCell</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n Blatt</numerusform>
            <numerusform>%n Blätter</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>jede Farbe in ihren eigenen Stapel ausgeteilt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>eine freie Zelle für jede Farbe</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Karten ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Leere Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Folgen ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Karten von den Ablagen zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Automatische Züge</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gespielt wird mit %1 zusammengemischten Blättern. Legen Sie alle %2 Karten auf die %3 &lt;b&gt;Ablagen&lt;/b&gt;, %1 für jede Farbe, jede vom Ass bis zum König aufgebaut; eine Karte kommt auf die Ablage ihrer Farbe, auf die sie passt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Legen Sie alle 52 Karten auf die vier &lt;b&gt;Ablagen&lt;/b&gt;, eine pro Farbe.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gespielt wird mit %1 zusammengemischten Blättern. Legen Sie alle %2 Karten auf die %3 &lt;b&gt;Ablagen&lt;/b&gt;, %1 für jede Farbe; eine Karte kommt auf die Ablage ihrer Farbe, auf die sie passt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Der Rang der ersten Karte des gemischten Blatts bestimmt die &lt;b&gt;Basis&lt;/b&gt;: Jede Karte dieses Rangs beginnt vor dem Austeilen eine Ablage, und jede Ablage wird in passender Farbe ab diesem Rang aufgebaut, vom König weiter zum Ass. Mit einer 5 als Basis geht eine Ablage 5, 6, …, Dame, König, Ass, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Die erste ausgeteilte Karte, zuunterst im ersten Stapel, bestimmt die &lt;b&gt;Basis&lt;/b&gt;: Die anderen Karten ihres Rangs beginnen die Ablagen, und jede Ablage wird in passender Farbe ab diesem Rang aufgebaut, vom König weiter zum Ass. Mit einer 5 als Basis geht eine Ablage 5, 6, …, Dame, König, Ass, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 Karten werden offen einzeln in den ersten Stapel ausgeteilt; jeder König, der kommt, während der Stapel schon Karten enthält, beginnt den nächsten Stapel, sodass sich die Längen der Stapel von Spiel zu Spiel ändern.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Der letzte König des gemischten Blatts wird zuerst ausgeteilt, sodass jeder Stapel mit einem König beginnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Wenn die erste Karte ein König ist, bleibt der letzte Stapel leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Die Asse werden nicht auf die Stapel ausgeteilt: Jedes kommt auf eine Ablage, sobald es erscheint.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Gespielt wird mit %n Stapel.</numerusform>
            <numerusform>Gespielt wird mit %n Stapeln.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Jede Karte wird offen in den Stapel ihrer Farbe ausgeteilt: Kreuz in den ersten Stapel, Karo in den zweiten, Herz in den dritten und Pik in den vierten, in der Reihenfolge der Mischung. Die anderen Stapel beginnen leer.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 Karten werden offen in die Stapel ausgeteilt, %2 in jeden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 Karten werden offen in die Stapel ausgeteilt, von links: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Es gibt keine freien Zellen: Jede Karte bleibt auf den Stapeln oder kommt auf die Ablagen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Darüber liegen die Ablagen und 1 &lt;b&gt;freie Zelle&lt;/b&gt;, die eine einzelne Karte aufnimmt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Darüber liegen die Ablagen und eine &lt;b&gt;freie Zelle&lt;/b&gt; für jede Farbe, die eine einzelne Karte dieser Farbe aufnimmt: Kreuz, Karo, Herz und Pik, von links.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Darüber liegen die Ablagen und %n &lt;b&gt;freie Zelle&lt;/b&gt;, die eine einzelne Karte aufnimmt.</numerusform>
            <numerusform>Darüber liegen die Ablagen und %n &lt;b&gt;freie Zellen&lt;/b&gt;, die je eine einzelne Karte aufnehmen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Die letzte Karte wird in eine freie Zelle ausgeteilt.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Die letzte %n Karte wird in die freien Zellen ausgeteilt.</numerusform>
            <numerusform>Die letzten %n Karten werden in die freien Zellen ausgeteilt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Die Asse, dann die Zweien, werden zuerst ausgeteilt, sodass sie zuunterst in den Stapeln liegen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>auf eine Ablage, deren oberste Karte einen Rang niedriger ist, unabhängig von der Farbe: ein König auf eine Dame, ein Ass auf einen König.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Auf den Stapeln wird nie angelegt: Nur die freiliegende Karte eines Stapels oder eine Karte in einer freien Zelle kann ziehen, und zwar:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>auf einen Stapel, dessen freiliegende Karte einen Rang höher ist und dieselbe Farbe hat: Herz 7 auf Herz 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>auf einen Stapel, dessen freiliegende Karte einen Rang höher ist, unabhängig von der Farbe: jede 7 auf jede 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>auf einen Stapel, dessen freiliegende Karte einen Rang höher ist und die andere Farbe hat: eine rote 7 auf eine schwarze 8;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>in die freie Zelle ihrer Farbe, wenn diese leer ist;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>in eine leere freie Zelle (nie von einer freien Zelle in eine andere);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>auf eine Ablage, deren oberste Karte einen Rang niedriger ist und die andere Farbe hat, unabhängig vom Symbol: eine rote 2 auf Kreuz Ass.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>auf die Ablage, wenn sie den Rang hat, den die Ablage als Nächstes nimmt, egal welche Farbe.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>auf eine leere Ablage nur als Teil einer vollständigen Folge vom König bis zum Ass, alle 13 Karten auf einmal.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>auf ihre Ablage, wenn sie der nächste Rang dieser Farbe ist: Nach dem König kommt das andere Ass.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>auf ihre Ablage, wenn sie der nächste Rang dieser Farbe ist.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Nur die freiliegende Karte eines Stapels (die von nichts bedeckt ist) oder eine Karte in einer freien Zelle kann ziehen. Eine Karte darf ziehen:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Auch auf den Stapeln gehen die Ränge im Kreis: Ein König kommt auf ein Ass.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Auf den Stapeln gehen die Ränge im Kreis, auf den Ablagen nicht: Ein König kommt auf ein Ass.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Auf den Stapeln gehen die Ränge nicht im Kreis: Dort kommt nichts auf ein Ass, und ein König kommt auf keine Karte.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Nur eine Karte des Rangs direkt unter der Basis (eine 4, wenn die Basis eine 5 ist) oder eine Folge mit einer solchen an der Spitze darf einen leeren Stapel füllen. Leere Stapel können keine Karten zwischenlagern.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Nur ein König oder eine Folge mit einem König an der Spitze darf einen leeren Stapel füllen. Leere Stapel können keine Karten zwischenlagern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Keine Karte darf auf einen leeren Stapel gespielt werden: Ist ein Stapel einmal leer, bleibt er leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Jede Karte darf einen leeren Stapel füllen, ebenso jede Folge, die kurz genug ist. Ziehen mit der Maus bewegt die gegriffene Karte und alle Karten darunter; ein Klick oder die Tastatur bewegt die längste Folge, die die Regeln erlauben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>absteigend im Rang in einer Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>absteigend im Rang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>absteigend im Rang und in wechselnden Farben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Karten ziehen einzeln und nur von den Stapeln: Es gibt keine Folgen zu bewegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Eine Folge freiliegender Karten am Ende eines Stapels, %1, zieht auf einmal, egal wie lang sie ist und wie viele freie Zellen und Stapel leer sind.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Karten ziehen einzeln: Eine Folge muss Karte für Karte über die freien Zellen und leeren Stapel zerlegt werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Eine Folge freiliegender Karten am Ende eines Stapels, %1, kann auf einmal ziehen, wenn sie Karte für Karte über die leeren freien Zellen bewegt werden könnte; leere Stapel helfen nicht. Mit &lt;i&gt;F&lt;/i&gt; leeren freien Zellen ist die längste Folge, die ziehen kann, %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Zum Beispiel können bei leeren freien Zellen %1 Karten auf einmal ziehen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Eine Folge freiliegender Karten am Ende eines Stapels, %1, kann auf einmal ziehen, wenn sie Karte für Karte über die leeren freien Zellen und leeren Stapel bewegt werden könnte. Mit &lt;i&gt;F&lt;/i&gt; leeren freien Zellen und &lt;i&gt;E&lt;/i&gt; leeren Stapeln (ohne den Zielstapel der Folge) ist die längste Folge, die ziehen kann, %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Zum Beispiel können bei leeren freien Zellen und einem leeren Stapel %1 Karten auf einen anderen Stapel ziehen und %2 auf den leeren Stapel selbst.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Karten auf den Ablagen bleiben dort, unabhängig von den Einstellungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Die oberste Karte einer Ablage darf auf einen passenden Stapel zurückkommen, für 10 Punkte Abzug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Karten auf den Ablagen bleiben dort. In den Einstellungen kann erlaubt werden, dass die oberste Karte einer Ablage auf einen Stapel zurückkommt, für 10 Punkte Abzug.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Mit &lt;i&gt;Sichere Karten automatisch ablegen&lt;/i&gt; wird jede Karte, die die Ablage nimmt, nach jedem Zug von selbst abgelegt: Die Ablage nimmt einen Rang erst, wenn alle Karten des Rangs darunter abgelegt sind, sodass keine Karte auf dem Tisch mehr auf sie kommen könnte. &lt;i&gt;Abschließen&lt;/i&gt; legt den Rest ab, sobald jede verbleibende Karte von ihrem Platz aus abgelegt werden kann, eine nach der anderen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Rückgängig nimmt Ihren Zug und seine automatischen Züge gemeinsam zurück. Ein einfacher Klick oder ein Doppelklick auf eine Karte legt sie außerdem auf die Ablage, wenn sie passt.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Mit &lt;i&gt;Sichere Karten automatisch ablegen&lt;/i&gt; wird eine vollständige Folge vom König bis zum Ass am Ende eines Stapels nach jedem Zug von selbst abgelegt: Auf ihr Ass kann nichts kommen, daher hilft sie auf dem Tisch nicht mehr. &lt;i&gt;Abschließen&lt;/i&gt; legt den Rest ab, sobald jeder Stapel nur aus vollständigen Folgen besteht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Rückgängig nimmt Ihren Zug und seine automatischen Züge gemeinsam zurück. Ein einfacher Klick oder ein Doppelklick auf das Ass einer vollständigen Folge legt die Folge ab.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Mit &lt;i&gt;Sichere Karten automatisch ablegen&lt;/i&gt; wird eine Karte nach jedem Zug erst beim zweiten Durchgang ihrer Ablage von selbst abgelegt, sobald ihr Zwilling abgelegt ist und keine Karte eines der beiden Blätter auf dem Tisch mehr auf sie gelegt werden könnte. Beim ersten Durchgang entscheiden Sie, welche der beiden Karten abgelegt wird. &lt;i&gt;Abschließen&lt;/i&gt; legt den Rest ab, sobald jede verbleibende Karte von ihrem Platz aus abgelegt werden kann, eine nach der anderen.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Mit &lt;i&gt;Sichere Karten automatisch ablegen&lt;/i&gt; wird eine Karte nach jedem Zug von selbst abgelegt, wenn nur eine Ablage sie nimmt und keine Karte auf dem Tisch mehr auf sie gelegt werden könnte: Asse und jede Karte, deren zwei Karten des nächstniedrigeren Rangs in der anderen Farbe bereits abgelegt sind. Eine Karte, die beide Ablagen nehmen, legen Sie selbst. &lt;i&gt;Abschließen&lt;/i&gt; legt den Rest ab, sobald jede verbleibende Karte von ihrem Platz aus abgelegt werden kann.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Rückgängig nimmt Ihren Zug und seine automatischen Züge gemeinsam zurück. Ein einfacher Klick oder ein Doppelklick auf eine Karte legt sie auf die erste Ablage, die sie nimmt.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>In diesem Spiel wird keine Karte von selbst abgelegt, unabhängig von den Einstellungen: Die vier Ablagen konkurrieren um die Karten jedes Rangs, daher entscheiden Sie, welche Karte wann wohin kommt. Sobald kein Stapel mehr als eine Karte enthält, legt &lt;i&gt;Abschließen&lt;/i&gt; den Rest ab.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Ein einfacher Klick oder ein Doppelklick auf eine Karte legt sie auf die erste Ablage, die sie nimmt.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>Karten, die auf dem Tisch nicht mehr nützlich sein können, werden nach jedem Zug von selbst abgelegt: jede Karte, auf die keine Karte auf dem Tisch mehr gelegt werden könnte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>Karten, die auf dem Tisch nicht mehr nützlich sein können, werden nach jedem Zug von selbst abgelegt: Asse, Zweien und jede Karte, auf die keine Karte auf dem Tisch, aus keinem Blatt, mehr gelegt werden könnte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>Jede Karte, die auf ihre Ablage kann, wird nach jedem Zug von selbst abgelegt: Da Folgen in passender Farbe gebaut werden, kann keine Karte auf einer Ablage je auf dem Tisch gebraucht werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>Karten, die auf dem Tisch nicht mehr nützlich sein können, werden nach jedem Zug von selbst abgelegt: Asse, Zweien und jede Karte, deren Rang minus eins bereits auf allen vier Ablagen liegt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>Karten, die auf dem Tisch nicht mehr nützlich sein können, werden nach jedem Zug von selbst abgelegt: Asse, Zweien und jede Karte, deren zwei Ablagen der anderen Farbe bereits einen Rang darunter stehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>Die zuerst ausgeteilte Basiskarte wird nie von selbst abgelegt, da noch eine Karte des höchsten Rangs auf sie kommen könnte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Ein Ass wird nie von selbst abgelegt, da noch ein König auf es kommen könnte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Mit eingeschaltetem &lt;i&gt;Sichere Karten automatisch ablegen&lt;/i&gt; gilt: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Rückgängig nimmt Ihren Zug und seine automatischen Züge gemeinsam zurück. Ein einfacher Klick oder ein Doppelklick auf eine Karte legt sie außerdem auf ihre Ablage, wenn sie passt.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Freecell-Spiele (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Das Spiel konnte nicht in {0} geschrieben werden.

Prüfen Sie, ob der Ordner existiert, beschreibbar ist und genug Platz hat, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} ist keine reguläre Datei (es ist ein Gerät, eine Pipe oder ein Ordner), daher wurde das Spiel nicht dorthin geschrieben und die Datei ist unverändert.

Das laufende Spiel liegt noch auf dem Tisch; speichern Sie es unter einem anderen Namen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} existiert bereits.

Durch dieses Spiel ersetzen?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>{0} kann nicht geöffnet werden: {1}.

Das laufende Spiel bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Stellung kann nicht eingefügt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Die Zwischenablage enthält keine spielbare Stellung: {0}.

Das laufende Spiel bleibt unverändert.</translation>
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
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Tisch im Aufbau</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>&amp;Leerer Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Aktueller Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Rest austeilen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>&amp;Freie Zellen:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Per &amp;Tastatur platzieren:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Karten, dann ihr Ziel: ein Stapel (1-9, t, j, q, k), eine freie Zelle (a-g, i, l-n), h für eine Ablage, - zurück zu den zu platzierenden Karten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Letzte Ablehnung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Stellungsprüfung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Urteil des Lösers</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>&amp;Gewinnbar?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Spielen und Lösung &amp;zeigen</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Bereit: Das ist eine Stellung von %1. Spielen Sie sie oder fragen Sie, ob sie gewinnbar ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Noch keine Stellung: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Alle anderen Stapel sind leer.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Der Löser sucht einen Sieg …</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Gewinnbar: Der Löser gewinnt in 1 Zug.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Gewinnbar: Der Löser gewinnt in %n Zug.</numerusform>
            <numerusform>Gewinnbar: Der Löser gewinnt in %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Verloren: Keine Spielweise gewinnt diese Stellung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Unbekannt: Der Löser fand in seiner Zeit keine Antwort.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Alle Karten sind platziert. Ziehen Sie eine Karte hierher, um sie vom Tisch zu nehmen.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>Ablage %1 nimmt eine Karte einen Rang über %2 in der anderen Farbe, nicht %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>Ablage %1 nimmt eine Karte einen Rang über %2, nicht %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Eine freie Zelle nimmt eine Karte auf, nicht %n.</numerusform>
            <numerusform>Eine freie Zelle nimmt eine Karte auf, nicht %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>Freie Zelle %1 enthält bereits %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Freie Zelle %1 nimmt nur %2 auf, nicht %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Karten kommen einzeln auf eine Ablage, nicht %n zusammen.</numerusform>
            <numerusform>Karten kommen einzeln auf eine Ablage, nicht %n zusammen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 liegt auf seiner Ablage unter %2: Nehmen Sie diese Karte zuerst weg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>Eine Ablage in wechselnden Farben beginnt mit einem Ass, nicht mit %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>In diesem Spiel nimmt eine Ablage nur eine vollständige Folge in einem Zug: Legen Sie die Folge in einem Stapel aus und legen Sie sie im Spiel ab.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>Ablage %1 ist voll.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Die Ablage nimmt als Nächstes Rang %1, nicht %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>Die %1-Ablage nimmt nur %1, nicht %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Die Ablagen beginnen hier mit Rang %1, nicht mit %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Nur die Joker kommen auf die Joker-Ablage, und ein Joker auf keine andere: nicht %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>Die %1-Ablage ist voll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>Die %1-Ablage nimmt die Karte einen Rang über %2, nicht %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>1 Karte muss noch platziert werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>%n Karte muss noch platziert werden.</numerusform>
            <numerusform>%n Karten müssen noch platziert werden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>Ablage %1 ist leer: In diesem Spiel beginnt jede Ablage mit einer eigenen Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Alle Karten liegen auf den Ablagen: Es gibt nichts zu spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Geben Sie eine oder mehrere Karten ein, dann ihr Ziel: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>„%1“ ist keine Karte (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Eine Karte ist doppelt genannt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>%1 Karten sind genannt, und das Spiel hat %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>„%1“ bezeichnet keinen Stapel dieses Spiels: Ein Stapel ist 1-9, t, j, q oder k, eine freie Zelle a-g, i oder l-n, eine Ablage h (h2 die zweite), und - schickt Karten zurück.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Lösung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Die Stellung, von der die Lösung ausgeht (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Einen Zug zurück (Pfeil links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Der nächste Zug (Pfeil rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Das Ende der Lösung (Ende)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Ab dem gezeigten Schritt selbst weiterspielen; die Züge davor zählen als Züge von Lösen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Lösung: Drücken Sie „Von hier spielen“, um weiterzuspielen, oder Esc, um zu Ihrem Spiel zurückzukehren.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Jetzt Ihr Spiel, ab Schritt {0} der Lösung.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Schritt {0} von {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Gelöst: Der letzte Zug gewinnt das Spiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Als Nächstes: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Lösung &amp;zeigen</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Klangeffekte können nicht abgespielt werden: Ihre Dateien können nicht in {0} geschrieben werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Für die Klangeffekte wurde kein Abspielprogramm gefunden: Installieren Sie pw-play, paplay oder aplay, um sie zu hören.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Reservestapel %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Freie Zelle %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Joker-Ablage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Ablage %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1-Ablage %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1-Ablage</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>voll, bis %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>leer, nimmt zuerst ein beliebiges %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>bis %1, nimmt als Nächstes %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>bis %1, nimmt als Nächstes %2 beliebiger Farbe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>leer, nimmt zuerst %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>bis %1</translation>
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
        <translation>%1, für %2, leer</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, freie Zelle %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, Stapel %2, %3, oberste Karte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, Stapel %2, %3, oberste Karte</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, eine Folge von %n</numerusform>
            <numerusform>%1, eine Folge von %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, unter Stapel %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, aufgenommen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: %2 aufgenommen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: %n Karte aufgenommen, %2 bis %3</numerusform>
            <numerusform>%1: %n Karten aufgenommen, %2 bis %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Zurückgelegt</translation>
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
            <numerusform>%n verdeckte Karte</numerusform>
            <numerusform>%n verdeckte Karten</numerusform>
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
        <translation>Dieses Spiel hat keine freien Zellen.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Freie Zellen, %n frei: %1</numerusform>
            <numerusform>Freie Zellen, %n frei: %1</numerusform>
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
        <translation>Ablagen: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>Joker</translation>
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
        <translation>%1, in Stapel %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Automatisch: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Wiederhergestellt: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Bei Zug %1 von %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Die Statistikdatei konnte nicht gelesen werden, daher wurde eine neue angelegt. Die alte Datei bleibt als {0} erhalten.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Die Statistik wurde von einer neueren Version von FreeCell Qt gespeichert; sie wird angezeigt, aber nicht aktualisiert.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Die Statistik kann nicht in {0} gespeichert werden ({1}); es wird ohne sie weitergespielt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Die Statistik in {0} kann nicht gelesen werden ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Die Statistik konnte nicht gespeichert werden: Der Datenträger ist voll. Sie wird gespeichert, sobald wieder Platz ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Die Statistik konnte gerade nicht gespeichert werden: Ein anderes Programm verwendet die Datei. Sie wird gespeichert, sobald sie frei ist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>Die Bearbeitung der Datei dauert zu lange; sie ist möglicherweise beschädigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>Ein anderes Programm verwendet die Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>Der Datenträger ist voll</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Gespielt:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Gewinnquote:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Strähnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Aktuell:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Längste Glückssträhne:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Längste Pechsträhne:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Beste Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Beste Zeit:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Minimale Anzahl der Züge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Beste Punktzahl:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Siege auf oder unter Par:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Tagesspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Gespielte Tage:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Gewonnene Tage:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Aktuelle Strähne:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Beste Strähne:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Gewonnene Herausforderungen:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Wenigste Zellen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>Dieses Spiel &amp;erneut spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Analyse …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;Zurücksetzen …</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Letzte Spiele:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Nach Schwierigkeitsgrad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Nicht eingestuft</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n verloren</numerusform>
            <numerusform>%n verloren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (Spiel %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 Tag</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Benutzerdefinierte Stellung</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Durch Lösen beendet: zählt als gespielt, nicht als gewonnen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, benutzerdefinierte Stellung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (Tagesspiel {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Spielcode: keiner (eine von Hand aufgebaute Stellung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Spielcode: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Alle beendeten Spiele von {0} vergessen? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Spielanalyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Dieses Spiel kann nicht analysiert werden: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Dieses Spiel kann nicht wiedergegeben werden: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>benutzerdefinierte Stellung</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Die Statistik wird wieder gespeichert.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Zurück zu Ihrem Spiel (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>erster Joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>zweiter Joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 zurück von der Ablage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 in freie Zelle %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 in eine freie Zelle</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 und %n Karte darunter auf die Ablage</numerusform>
            <numerusform>%1 und %n Karten darunter auf die Ablage</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 auf die Ablage</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 und 1 Karte darunter auf %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 und %n Karte darunter auf %2</numerusform>
            <numerusform>%1 und %n Karten darunter auf %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 und 1 Karte darunter auf Stapel %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 und %n Karte darunter auf Stapel %2</numerusform>
            <numerusform>%1 und %n Karten darunter auf Stapel %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 auf Stapel %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Abschließen: 1 Karte auf die Ablage</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Abschließen: %n Karte auf die Ablagen</numerusform>
            <numerusform>Abschließen: %n Karten auf die Ablagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Beim Geben: %n Karte auf die Ablagen</numerusform>
            <numerusform>Beim Geben: %n Karten auf die Ablagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n automatisch)</numerusform>
            <numerusform>%1 (+%n automatisch)</numerusform>
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
        <translation>FreeCell-Patience</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Patience mit allen Karten im Blick: Microsoft-Spielnummern und Spielcodes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;patience;solitär;karten;kartenspiel;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Patience mit allen Karten im Blick</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>Freecell ist die Patience, bei der alle 52 Karten offen ausgeteilt werden: Bauen Sie die vier Ablagen vom Ass bis zum König auf, mit Hilfe von bis zu vier freien Zellen. Fast jedes Spiel ist gewinnbar, und jedes ist ein Rätsel für sich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Microsoft-kompatible Spielnummern und Spielcodes, mit denen ein Freund genau dasselbe Spiel bekommt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>24 Spiele: Freecell mit null bis vier freien Zellen, Forecell, Bäckerspiel, Acht aus, Seahaven-Türme, Pinguin, Spiele mit zwei und drei Blättern und ein benutzerdefiniertes Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Ein Löser, der Tipps gibt, das Spiel für Sie spielt und sagt, ob es noch gewinnbar ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Spiele mit Einstufung von einfach bis Experte, ein Tagesspiel, Statistik und eine Analyse jedes Spiels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Spielen mit Maus, Tastatur und Touch, unbegrenztes Rückgängigmachen und ein Tisch, dem ein Bildschirmleser folgen kann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Heller und dunkler Modus, in fünfundzwanzig Sprachen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Spiel 1 nach zwei Zügen: Die Kreuzkarten und das Pik-Ass liegen auf den Ablagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Dasselbe Spiel im dunklen Modus, auf dunklem Filz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Der blaue Filz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Das Blatt mit großen Indizes in einem hohen, schmalen Fenster</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Keine Züge mehr möglich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Sie können den letzten Zug rückgängig machen, dieses Spiel von vorn beginnen oder ein neues Spiel starten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>Neues &amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Analyse</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Kartentisch. Pfeiltasten wechseln zwischen den Stapeln, Leertaste nimmt auf und legt ab, R liest den Stapel, L die freien Zellen, U die Ablagen, Alt mit einer Ziffer einen Stapel.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Abschließen</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Vom Computer gelöst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Das Spiel wurde durch Lösen gespielt und zählt daher in Ihrer Statistik nicht als Sieg.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Herzlichen Glückwunsch, Sie haben gewonnen!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Züge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Siegessträhne:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Nicht eingestuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Schwierigkeitsgrad:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (Ihr Spiel: %2, automatische Züge inbegriffen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Unter Par!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Auf Par!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Erneut spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Lösung &amp;zeigen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Ihr erster Sieg in diesem Spiel.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Ihre beste Zeit aus %n Sieg.</numerusform>
            <numerusform>Ihre beste Zeit aus %n Siegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Ihre Zeit ist Platz %1 von %n Sieg.</numerusform>
            <numerusform>Ihre Zeit ist Platz %1 von %n Siegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Ihre beste Punktzahl aus %n Sieg.</numerusform>
            <numerusform>Ihre beste Punktzahl aus %n Siegen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Ihre Punktzahl ist Platz %1 von %n Sieg.</numerusform>
            <numerusform>Ihre Punktzahl ist Platz %1 von %n Siegen.</numerusform>
        </translation>
    </message>
</context>
</TS>
