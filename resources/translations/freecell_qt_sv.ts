<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Ge upp spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Ge upp pågående spel?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Det räknas som en förlust i din statistik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Ge upp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Fortsätt spela</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>Fråga &amp;inte igen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Ge upp pågående spel för att spela %1?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 med %2 till %3 lediga celler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>Om FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Kungen-familjen av patienser för skrivbordet: %4, eller ett eget spel. Microsofts givnummer, spelkoder, flytt av följder och obegränsad ångring.&lt;/p&gt;&lt;p&gt;Fri programvara under MIT-licensen.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Inget tips kunde tas fram: lösaren misslyckades.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Den här given kan inte vinnas; här är en gissning.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Det här spelet kan inte längre vinnas; här är en gissning.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Tänker...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Inget drag är möjligt.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Letar efter en lösning...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Ingen lösning: den här given kan inte vinnas.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Ingen lösning härifrån: det här spelet kan inte längre vinnas.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>Ingen lösning hittades inom den tillåtna tiden.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Letar efter den sista vinnbara ställningen...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Den här given kan inte heller vinnas från början.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>Ingen vinnbar punkt hittades inom den tillåtna tiden: det är okänt om den här given kan vinnas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>Ingen vinnbar punkt hittades inom den tillåtna tiden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Tillbaka till drag {0}, den sista punkten från vilken spelet fortfarande kunde vinnas.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Den här given kan vinnas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Den här given kan fortfarande vinnas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Den här given kan inte längre vinnas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Den här given kan inte vinnas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Det är ännu okänt om den här given kan vinnas: sökningen fortsätter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Det är okänt om den här given kan vinnas.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Löst av datorn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Du vann! Poäng %1 på %2 drag.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Inga drag återstår.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt körs redan för den här spelaren men svarar inte. Stäng det (eller vänta tills det svarar) och starta sedan spelet igen.</translation>
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
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Lös (demo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Var gick det fel?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Tips: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Tips (en gissning, ingen lösning hittades): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Kontrollerar...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Vinnbart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Kan inte längre vinnas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Inte vinnbart från given</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Vinnbart? Söker fortfarande...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Vinnbart? Okänt</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Lös pausad: Blanksteg fortsätter, Esc eller ett klick stoppar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Löser långsamt: + snabbare, - långsammare, Blanksteg pausar, Esc eller ett klick stoppar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Löser: + snabbare, - långsammare, Blanksteg pausar, Esc eller ett klick stoppar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Löser snabbt: + snabbare, - långsammare, Blanksteg pausar, Esc eller ett klick stoppar.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Stoppad.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Pågående spel kan inte sparas i {0}; spelet fortsätter, men det finns inte kvar nästa gång.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Det sparade spelet kunde inte läsas ({0}) och inte heller flyttas undan; ett nytt spel startar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Det sparade spelet kunde inte läsas ({0}). Ett nytt spel startar; den gamla filen sparas som {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Första utmaningen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Full dag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Svårvunnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Inga lediga celler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>På par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Tio i rad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Gyllene månad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Vinn en daglig utmaning.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Vinn alla tre dagliga utmaningar en och samma dag.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Vinn en svår daglig utmaning.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Vinn ett spel utan lediga celler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Vinn en giv på högst lika många drag som dess par.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Vinn tio spel i rad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Slutför varje dag i en månad: en guldtrofé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Bronstrofé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Silvertrofé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Guldtrofé</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>En dag är slutförd när dess tre givar är vunna. Brons: {0} dagar i en månad; silver: {1} dagar; guld: varje dag.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n dag i rad</numerusform>
            <numerusform>%n dagar i rad</numerusform>
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
        <translation>rad %1: kortet %2 finns redan på rad %3: %4 finns en gång i leken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>rad %1: kortet %2 finns redan %3 gånger på rad %4: %5 finns en gång i varje lek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>rad %1: kortet %2 finns redan %3 gånger på raderna %4: %5 finns en gång i varje lek</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>ställningen har %1 kort; saknas: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>rad %1: grundhögen %2 anges två gånger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>rad %1: grundhögen %2 anges %3 gånger</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>rad %1: ett kort i de lediga cellerna, men spelet har inga</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>rad %1: %n kort i de lediga cellerna, men spelet har %2</numerusform>
            <numerusform>rad %1: %n kort i de lediga cellerna, men spelet har %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>rad %1: okänt kort ”%2”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>rad %1: %2 är en joker, och det här spelet spelas utan jokrar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>rad %1: en andra %2-rad (den första är rad %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>en ställning i det här spelet har %1 högrader, den här har %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>ställningen har %1 kort, inte %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>rad %1: grundhögen ”%2” är inte skriven som H-A eller S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>rad %1: %2 grundhögar, inte %3 (eller %4 i växlande färger)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>rad %1: %2 grundhögar, inte %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>rad %1: grundhög %2 kan inte rymma de här korten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>rad %1: en grundhög i växlande färger börjar med ett ess, inte med %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>rad %1: på en grundhög kan %2 inte följa %3: varje kort är en valör högre än det under</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>rad %1: på en grundhög kan %2 inte följa %3: färgerna växlar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>rad %1: en grundhög rymmer högst %2 kort, den här %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>rad %1: basen ”%2” är inte en valör som 5 eller Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>rad %1: kort med baksidan upp, som [5H], ligger under korten med framsidan upp, och det översta kortet i en hög ligger med framsidan upp</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>texten är %1 tecken lång; en ställning är högst %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>det finns ingen ställning i texten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>rad %1: reglerna %2 anger inget spel (en Rules:-rad ser ut som C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>ställningen har %1 lediga celler; ett spel har högst %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>alla kort ligger på grundhögarna: det finns inget att spela</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>ställningen har %1 lediga celler, men spelet har %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>ställningen har %1 högar, men spelet har %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>ställningen har %1 grundhögar, men spelet har %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>i %1 börjar varje grundhög med ett eget kort; ställningen anger inget</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>ställningens grundhögar innehåller kort i valfri färg, men i %1 tar varje grundhög en färg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>den lediga cellen %1 rymmer bara %2, inte %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>ställningen har kort med baksidan upp, men i %1 ges alla kort med framsidan upp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>grundhögarna börjar från valören %1, men i %2 börjar de från esset</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Filen {0} är större än {1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>Filen {0} är inte en vanlig fil.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Filen {0} kan inte läsas.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Filen {0} är skadad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Filen {0} packas upp till mer än {1} MB.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>Den saknar {0} (inget element ”{1}” i dess SVG).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Den saknar baksida (inget element ”back” i dess SVG).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Filen {0} är ingen SVG-bild.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Vår egen kortlek ritas, den läses inte in.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Filen {0} saknas.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Något gick fel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt stötte på ett oväntat fel. Spelet fortsätter, men något kanske inte fungerar som det ska.

Detaljerna finns i {0}; bifoga den filen när du rapporterar problemet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt stötte på ett oväntat fel. Spelet fortsätter, men något kanske inte fungerar som det ska. Detaljerna kunde inte skrivas till datamappen.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Växlande färger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Samma färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Valfri färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Inget: ingen uppbyggnad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Valfritt kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Bara kungar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Inget</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Så långt lediga celler och högar tillåter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Valfri följd på en gång</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Ett kort i taget</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Färg, från esset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Färg, från det första givna kortet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Färg, från det första kortets valör, alla uppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Valör, från fyra givna kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Växlande färger, från två ess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Färg, två varv från fyra ess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Valör, en grundhög, alla ess först</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Varje kung påbörjar en hög</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Varje kung påbörjar en hög, ess läggs upp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Rad för rad, ess läggs upp</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>Gi&amp;v:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>Grundhögar u&amp;ppåt efter:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>&amp;Högar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>Kort givna till &amp;cellerna:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>&amp;Antal lekar:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Rad för rad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Ess och tvåor längst ner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Varje färg till sin hög</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>En cell för varje &amp;färg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Som i Fyra färger: den lediga cellen a rymmer bara klöver, b ruter, c hjärter och d spader.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>&amp;Bygg nedåt i:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>T&amp;omma högar tar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>&amp;Drag av följder:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Dagliga utmaningar</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Dagens givar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Troféer</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Prestation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Så här får du den</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Giv {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vunnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Utmaningar räknas bara i sin egen månad: den här dagen kan inte längre spelas för sin utmaning.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0}: %n dag slutförd.</numerusform>
            <numerusform>{0}: %n dagar slutförda.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} har erhållits.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} vid %n dag.</numerusform>
            <numerusform>{0} vid %n dagar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Slutförda dagar i rad: %n</numerusform>
            <numerusform>Slutförda dagar i rad: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(bästa %n).</numerusform>
            <numerusform>(bästa %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Uppnådda milstolpar: {0} dagar.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Dagliga utmanin&amp;gar...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Daglig utmaning för {0}, {1}: giv {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Erhållet: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>%1 ess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>%1 knekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>%1 dam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>%1 kung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>ett rött ess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>ett svart ess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>en röd knekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>en svart knekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>en röd dam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>en svart dam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>en röd kung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>en svart kung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>den första jokern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>den andra jokern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>en röd %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>en svart %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>valfri %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 kan inte läggas upp: grundhögarna tar %2 härnäst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>kung</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 kan inte läggas på %2: en kung läggs inte på något kort, den fyller bara en tom hög.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 kan inte läggas på %2: %3 läggs på %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Inget kort i följden från %1 till %2 kan läggas på %3: inget läggs på ett ess.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Inget kort i följden från %1 till %2 kan läggas på %3, som tar %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Det här spelet har inga lediga celler; det finns ingen ledig cell %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Det här spelet har bara den lediga cellen a; det finns ingen ledig cell %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Det här spelet har lediga celler a till %1; det finns ingen ledig cell %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Ett kort från hög %1 läggs på %2, inte %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n kort från hög %1 läggs på %2, inte %3.</numerusform>
            <numerusform>%n kort från hög %1 läggs på %2, inte %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Bara det nedersta kortet i hög %1 kan flyttas dit.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Bara det nedersta %n kortet i hög %1 bildar en följd.</numerusform>
            <numerusform>Bara de nedersta %n korten i hög %1 bildar en följd.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 läggs aldrig i en hög, inte ens en tom: en joker går till en ledig cell eller upp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>Jokrarnas grundhög är tom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Inget läggs på en joker (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 läggs upp först när klöver-, spader- och hjärtergrundhögarna är kompletta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>Hög %1 är tom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>Den lediga cellen %1 är tom.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Ett kort med baksidan upp kan inte flyttas: det vänds med framsidan upp så snart korten på det har flyttats bort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>Reservhög %1 är tom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>Reservhög %1 är full: den rymmer %2 kort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>En reservhög tar emot ett kort i taget.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>Reservhög %1 har kort: en reservhög tar bara emot kort när den är tom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Inget kort får läggas på reservhögen: den ger bara ifrån sig kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Kort kan inte tas tillbaka från grundhögarna: alternativet är avstängt i Inställningar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>Grundhögen för %1 är tom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Det här spelet har högarna 1 till %1; det finns ingen hög %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Det här spelet har %1 grundhögar; det finns ingen grundhög %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>I det här spelet fylls en tom hög bara av en kung eller en följd som börjar med en kung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>I det här spelet börjar grundhögarna från %1: bara ett kort av valören %2, eller en följd som börjar med ett sådant, fyller en tom hög.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>I det här spelet förblir en tom hög tom.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>I det här spelet flyttas korten mellan högarna ett i taget.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 kan inte läggas upp: grundhögen för %2 börjar från valören %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>Det översta kortet i hög %1 ligger med baksidan upp så länge den lediga cellen %2 har ett kort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Hög %1 ligger under hög %2, som har ett kort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Hög %1 ligger under hög %2: bara alla %3 kort i hög %2 får falla ner på den.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Den lediga cellen %1 rymmer bara %2, inte %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>I det här spelet stannar korten på grundhögarna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>I det här spelet läggs inget kort på en hög.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 kan inte läggas upp: grundhögarna tar dessa valörer härnäst: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>Grundhög %1 är full.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>Grundhög %1 tar valören %2 härnäst, inte %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>%1 kort ges till de lediga cellerna men det finns bara %2 lediga celler: välj fler celler eller färre kort.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Spelet kan slutföras först när ingen hög har mer än ett kort.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Spelkod ”%1”: ”%2” inleder inget spels kod.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Spelkod ”%1”: celldelen ”%2” måste vara C0 till C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Spelkod ”%1”: %2 lediga celler ligger utanför intervallet (%3 till %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Spelkod ”%1”: %2 spelas med %3 lediga celler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Spelkod ”%1”: regeldelen kan inte läsas (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Spelkoden ”%1” är längre än någon kod.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 kan inte läggas upp: grundhögen för %2 börjar med esset.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 kan inte läggas upp än: %2 kommer först.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Ett kort flyttas aldrig från en ledig cell till en annan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Ett kort från en grundhög kan bara gå tillbaka till en hög.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>Den lediga cellen %1 är upptagen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 kort, högst %2 kan flyttas nu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Spelet kan inte slutföras härifrån.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 kan inte läggas upp: grundhögen tar valören %2 härnäst.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>Grundhög %1 tar %2 härnäst, inte %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Bara det översta kortet i en ledig cell eller en grundhög kan flyttas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Korten läggs upp på en grundhög ett i taget.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>En ledig cell rymmer ett kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>I det här spelet läggs bara en hel följd från kung till ess i växlande färger upp, alla 13 kort på en gång.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Varje grundhög har redan en följd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Spelet kan slutföras först när varje hög består av hela följder från kung till ess.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>När varje kung påbörjar en hög behöver spelet lika många högar som kungar (%1) eller en till, inte %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>När kortet i en ledig cell vänder det översta kortet i cellens hög med baksidan upp behöver varje ledig cell en egen hög: %1 lediga celler, %2 högar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Spelet är vunnet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Spelet kan slutföras först när varje hög är en enda följd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Spelet kan slutföras först när varje återstående kort kan läggas upp där det ligger, det ena efter det andra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Det finns inget att ångra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Det finns inget att göra om.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>Det finns ingen punkt %1 i historiken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>”%1” är inte ett givnummer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Givnumret %1 ligger utanför intervallet (1 till %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Ett givnummer måste vara ett heltal, inte %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Spelkod ”%1”: ”%2” är inte en bokstav A till Z, en siffra eller ett bindestreck.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Spelkoden ”%1” måste ha tre delar, som FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Spelkod ”%1”: formatversionen ”%2” är inte 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Spelkod ”%1”: givdelen ”%2” måste vara 7 bokstäver A till Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Spelkod ”%1”: given %2 ligger utanför intervallet (1 till %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>Kort kan inte tas tillbaka från grundhögarna i det här spelet: det startades med återtagning avstängd.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Utmaningar och enkla givar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Vinn en giv i Kungen med så få lediga celler som lösaren behöver för den. Varje giv nedan står under det minsta antal lediga celler den kan vinnas med.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 ledig cell (%1 givar)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n ledig cell (%1 givar)</numerusform>
            <numerusform>%n lediga celler (%1 givar)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>&amp;Färst celler:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Spela utmaning</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Ny&amp;börjare: en enkel giv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>En slumpvis giv i Kungen med fyra lediga celler som lösaren bedömer som lätt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;Ess upp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>Kungen med de fyra essen på grundhögarna innan spelet börjar: ett lättare spel</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Giv %1 med 1 ledig cell</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Giv %1 med %n ledig cell</numerusform>
            <numerusform>Giv %1 med %n lediga celler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Utmaning: &amp;färst celler...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Utmaningar och &amp;enkla givar...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Ny&amp;börjare: en enkel giv</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Ess upp: &amp;lättare Kungen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Utmaning: giv %1 med 1 ledig cell</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Utmaning: giv %1 med %n ledig cell</numerusform>
            <numerusform>Utmaning: giv %1 med %n lediga celler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>Utmaningen med färst celler gäller givar i Kungen som ges efter nummer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Det minsta antalet celler visas med svårighetsklassningen, som är dold så länge lösarens bedömning är det: slå på den i Inställningar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Räknar ut det minsta antalet celler...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Den här given kan inte vinnas, så den har ingen utmaning.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Lösaren kunde inte avgöra det minsta antalet lediga celler för den här given inom sin budget, så den erbjuder ingen utmaning.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Utmaning: färst celler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Utmaning: vinn den här given med 1 ledig cell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Lösaren vinner giv %1 med 1 ledig cell och inte färre. Samma giv börjar om med så många celler.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Utmaning: vinn den här given med %n ledig cell</numerusform>
            <numerusform>Utmaning: vinn den här given med %n lediga celler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Lösaren vinner giv %1 med %n ledig cell och inte färre. Samma giv börjar om med så många celler.</numerusform>
            <numerusform>Lösaren vinner giv %1 med %n lediga celler och inte färre. Samma giv börjar om med så många celler.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>&amp;Starta utmaning</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Utmaningen vunnen: giv %1 med 1 ledig cell!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Utmaningen vunnen: giv %1 med %n ledig cell!</numerusform>
            <numerusform>Utmaningen vunnen: giv %1 med %n lediga celler!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>Kungen med ess upp: de fyra essen börjar på grundhögarna. Dess resultat hålls åtskilda från Kungens.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>filen är större än %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>filen är inte text (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>filen är tom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>filen är inte giltig JSON (rad %1, kolumn %2: %3); den kan ha klippts av</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>filen är inte giltig JSON (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>filen kan inte läsas (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>filen innehåller inget sparat spel (inget JSON-objekt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>filen är inte ett FreeCell Qt-spel (format %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>filen har inget versionsnummer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>filen skrevs av en nyare FreeCell Qt (version %1); uppdatera programmet för att öppna den</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>okänd filversion %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>speltiden måste vara ett antal sekunder, 0 eller mer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>antalet tips måste vara ett heltal, 0 eller mer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>filen innehåller inget spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>spelet i filen är inte giltigt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>spelet har %1 steg, fler än de %2 som tillåts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>steg %1 har fler än de %2 drag ett steg får ha</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>spelet har fler än de %1 drag som tillåts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>speltiden är mer än %1 år</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>antalet tips är mer än %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>filen är inte en vanlig fil (en mapp, en enhet eller ett rör)</translation>
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
        <translation>Det här kortet har ingenstans att ta vägen.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Repris: tryck på Fortsätt härifrån för att spela, eller Esc för att gå tillbaka till ditt spel.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Ångrahistorik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Välj en punkt att återställa spelet till. Ångrade steg är gråa och kan göras om tills du gör ett nytt drag.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Spelade steg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Steg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Gå till</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Ångrat: kan göras om</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Spelet är här nu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Giv</translation>
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
        <translation>Hur man spelar</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Att slutföra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;När varje hög är en enda följd är spelet så gott som vunnet: knappen &lt;b&gt;Slutför&lt;/b&gt; lägger upp alla kort. Med &lt;i&gt;Slutför automatiskt&lt;/i&gt; påslaget sker det av sig självt. Om inga drag alls återstår kan du ångra, starta om given eller starta ett nytt spel.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Varje kort som läggs på en grundhög ger 10 poäng och varje kort som spelas från en ledig cell till en hög 5 poäng; ett kort som tas tillbaka från en grundhög kostar 10. Ångra tar också tillbaka poängen, och poängen går aldrig under noll.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Givnummer och spelkoder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Varje giv har ett nummer från 1 till 2 147 483 647, samma som i det klassiska Windows-spelet, och samma nummer ger samma blandning i varje spel, given i det spelets uppställning: Kungen-giv 11982 är den berömda som inte kan vinnas. En &lt;b&gt;spelkod&lt;/b&gt; som &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; anger spelet, dess lediga celler och given, så att en vän som anger den spelar exakt samma spel. Använd &lt;i&gt;Spela giv efter nummer eller kod&lt;/i&gt; för att ange någotdera.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Svårighet och vinnbara givar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Varje giv klassas som &lt;b&gt;Lätt&lt;/b&gt;, &lt;b&gt;Normal&lt;/b&gt;, &lt;b&gt;Svår&lt;/b&gt; eller &lt;b&gt;Expert&lt;/b&gt;. Klassningen räknar det minsta antal lediga celler som given fortfarande kan vinnas med (lösaren provar spelets celler, sedan en färre, och så vidare), sedan hur länge lösaren behövde söka efter en vinst: varje cell en giv behöver väger som en tio gånger längre sökning. Den bygger på ett antal ställningar, inte på tid, så samma giv får samma klassning på varje dator.&lt;/p&gt;&lt;p&gt;I &lt;i&gt;Nytt spel med alternativ&lt;/i&gt; ger &lt;i&gt;Endast vinnbara givar&lt;/i&gt; en slumpvis giv först när lösaren har hittat en vinst för den, och &lt;i&gt;Svårighet&lt;/i&gt; begär en slumpvis giv med den klassningen. Medan lösaren letar kan du fortsätta spela; &lt;b&gt;Esc&lt;/b&gt; stoppar sökningen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Spela med skärmläsare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bordet talar om för en skärmläsare vilken hög ramen står på, till exempel &lt;i&gt;hjärter 7, hög 3, 5 kort, översta kortet&lt;/i&gt; eller &lt;i&gt;Ledig cell b, tom&lt;/i&gt;, och läser upp varje drag, korten som läggs upp av sig själva, varför ett drag nekas, tips, om given fortfarande kan vinnas, och vinsten. För att höra bordet: &lt;b&gt;R&lt;/b&gt; läser varje kort i högen där ramen står, &lt;b&gt;L&lt;/b&gt; läser de lediga cellerna, &lt;b&gt;U&lt;/b&gt; grundhögarna, och &lt;b&gt;Alt&lt;/b&gt; med en siffra läser den högen (&lt;b&gt;Alt+3&lt;/b&gt; hög 3). Uppläsning flyttar inget kort och ingen ram.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Piltangenterna flyttar en ram mellan högarna; &lt;b&gt;Blanksteg&lt;/b&gt; eller &lt;b&gt;Enter&lt;/b&gt; plockar upp korten där och lägger ner dem på nästa hög du väljer; &lt;b&gt;Esc&lt;/b&gt; släpper. Du kan också skriva ett drag: ett högnummer, sedan vart det ska (en annan hög, en ledig cell, eller &lt;b&gt;h&lt;/b&gt; för grundhögen). &lt;b&gt;3&lt;/b&gt; och sedan &lt;b&gt;h&lt;/b&gt; skickar det fria kortet i hög 3 till dess grundhög.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Högarna 10 och uppåt skrivs %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Högarna från %1 och uppåt har ingen egen tangent: nå dem med piltangenterna, Vänster och Höger längs en nivå, Upp och Ner till nivån ovanför eller nedanför.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;De lediga cellerna har bokstäverna &lt;b&gt;a&lt;/b&gt; till &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; är grundhögen): &lt;b&gt;3&lt;/b&gt; och sedan &lt;b&gt;a&lt;/b&gt; flyttar det fria kortet i hög 3 till den första lediga cellen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Hur man spelar %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Tangentbord</translation>
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
        <translation>Hoppa över</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Gå vidare till nästa steg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Lämna lektionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Tillbaka till ditt spel (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Spela en giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Lämna lektionen och spela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Ta den igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>Lektionen en gång till, från steg 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Ta lektionen nu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Nej tack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>Lektionen finns kvar i menyn Hjälp</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>Första &amp;lektionen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Lämna lektionen</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Ny på FreeCell?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Ta en kort lektion: åtta steg på en liten giv, ungefär tre minuter. Ditt spel väntar under tiden.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>Lektionen finns i menyn Hjälp när du vill ha den: Första lektionen.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Bra gjort!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Du vann lektionens giv, och nu kan du alla drag i FreeCell. Spela en giv, eller ta lektionen igen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Steg {0} av {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Ett kort läggs på ett kort som är en valör högre och av den andra färgen, till exempel en röd knekt på en svart dam. Dra {0} till {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>De lediga cellerna uppe till vänster rymmer ett valfritt kort var. Lägg {0} i en ledig cell så att kortet under det blir fritt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Grundhögarna uppe till höger byggs upp i varje färg från esset. Lägg upp {0}: dra det dit eller dubbelklicka på det. I dina egna spel läggs kort som inget längre behöver upp av sig själva (automatisk flytt).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Kort i ordning i växlande färger flyttas tillsammans: högst (lediga celler + 1) × 2^(tomma högar), här {0}. Dra {1} till {2}; korten under det följer med.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Spelet vägrar ett drag som reglerna inte tillåter och säger varför längst ner i fönstret. Prova ett.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Spelet vägrar ett drag som reglerna inte tillåter och säger varför längst ner i fönstret. Prova: dra {0} till {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Gör ett valfritt drag och ta sedan tillbaka det med Ångra (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Alla drag kan tas tillbaka: tryck på Ctrl+Z (Ångra) nu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Spelet sa: ”{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Osäker på vad du ska göra? Tryck på H (Tips): spelet markerar ett bra drag.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Vinn nu given: varje kort till sin grundhög. Använd tips (H) så mycket du vill; Slutför (Ctrl+F) lägger upp resten när korten ligger i ordning.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Det här går inte att göra härifrån. Ta tillbaka drag med Ångra (Ctrl+Z), eller tryck på Hoppa över.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Fler knappar</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nytt spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Nytt spel med &amp;alternativ...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>Starta &amp;om given</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>&amp;Spela giv efter nummer eller kod...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>&amp;Dagens giv</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Kopiera spelkod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Kopiera &amp;position</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>Klistra &amp;in position</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>Ställ &amp;upp position...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>&amp;Öppna spel...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>Spa&amp;ra spel som...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>A&amp;vsluta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>Ångra&amp;historik...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>G&amp;ranska spelet...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Slutför</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Helskärm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Verktygsfält</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Inställningar...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Hur man spelar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;Om FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Dagens giv {0}: {1} giv {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0} giv {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Första lektionen</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Den är inte längre installerad.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Kortleken ”{0}” kan inte användas: {1} Korten är FreeCell Qts egna.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Ställningen kopierades till urklipp som text.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Drag</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Inställningar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Verktygsfält</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Poäng: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Drag: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Tid: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Det här är dagens giv; Starta om given spelar den från början.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>Dagens giv för {0}: samma giv för alla i dag.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>Kopierade {0} till urklipp.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Meddelanden...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Statusfältets senaste meddelanden</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Meddelanden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Senaste meddelanden, nyaste sist</translation>
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
        <translation>Nytt spel</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Anpassat</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Tillåt kort &amp;tillbaka från grundhögarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Ett alternativ för alla spel, som i Inställningar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Lediga celler:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>Sl&amp;umpvis giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>Giv&amp;nummer eller spelkod:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Endast vinnbara &amp;givar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Ge en slumpvis giv först när lösaren har bevisat att den är vinnbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Valfri</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>t.ex. 11982 eller FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>Svår&amp;ighet:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Givnumren går från 1 till %1, samma blandning i varje spel.&lt;br&gt;Spelkoder ser ut som FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Ut&amp;maningar och enkla givar...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Det här är reglerna för %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Spelkod: ingen än</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Spelkod: en slumpvis giv – %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Spelkod: %1 – %2, giv %3</translation>
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
        <translation>Dina drag räknade som par räknar dem (varje drag, även de till grundhögarna och de automatiska), och givens par: det minsta antal drag som hittats för att vinna den</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Inställningsfilen {0} kunde inte läsas; standardvärdena används.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Inställningsfilen kunde inte läsas; den sparades som {0} och standardvärdena används.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Inställningarna kan inte sparas i {0}; ändringar gäller bara tills FreeCell Qt stängs.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Inställningar</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>&amp;Flytta säkra kort automatiskt till grundhögarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>Slutför &amp;automatiskt när varje hög är en följd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>&amp;Enkelklick skickar ett kort till dess grundhög</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Kli&amp;cka för att flytta: klicka på ett kort, sedan på dess plats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Tillåt kort &amp;tillbaka från grundhögarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>F&amp;yrfärgslek (klöver gröna, ruter blå)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Lek med stora &amp;index (stor valör och färg i hörnen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>&amp;Ljudeffekter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>&amp;Återuppta det senaste spelet vid start</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Visa om spelet fortfarande kan &amp;vinnas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Ett klick plockar upp ett kort och följden på det; ett klick på en annan hög lägger dem där, ett klick på filten eller Esc lägger tillbaka dem. Ett enkelklick plockar då upp i stället för att skicka ett kort till dess grundhög; ett dubbelklick gör det fortfarande.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>&amp;Dubblering: (lediga celler + 1) × 2^tomma högar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>Li&amp;njär: (lediga celler + 1) × (tomma högar + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Kort som ett drag av följd får flytta:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>I spel där tomma högar bara tar kungar, eller inget, flyttas lediga celler + 1 kort på en gång. Regeländringar gäller direkt, även för pågående spel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Snabb</translation>
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
        <translation>Som systemet</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Ljust</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Mörkt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Grön filt, mörk i mörkt läge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Grön filt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Blå filt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Mörk filt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>På: svart filt, konturerade kort och högar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Blått galler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Röda ruter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Gröna vågor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Anpassa till fönstret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Stora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medelstora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Små</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Te&amp;mpo för Lös:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Utseende</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>Färg&amp;schema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Bord:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>Hö&amp;g kontrast:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>K&amp;ortstorlek:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Minska rörelse: korten går direkt till sin plats, &amp;utan firande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>På som standard när skrivbordet ber om mindre animation. Lös spelar fortfarande ett drag i taget, i sin egen takt.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>FreeCell Qts egen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Förhandsvisning av kortleken: ett ess, en kung och baksidan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Ko&amp;rtlek:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>&amp;Kortbaksida:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Det här alternativet ändrar bara FreeCell Qts egen kortlek; den valda kortleken har egna framsidor och baksida.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Kortleken ”{0}” kan inte användas: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>Animations&amp;hastighet:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>S&amp;pråk:</translation>
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
        <translation>&amp;Avbryt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Stäng</translation>
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
        <translation>Avbryt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Återställ</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Sluta leta efter en giv (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Svårighet: klassar...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Beräknar hur svår den här given är</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Svårighet: inte klassad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Den här given kan inte vinnas, så den har ingen nivå</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Lösaren avgjorde inget inom sin budget</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Svårighet: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Slutade leta efter en giv; pågående spel är oförändrat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Letar efter en vinnbar giv... (kandidat %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Letar efter en giv klassad %1... (kandidat %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Giv %1, klassad %2 (kandidat %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Giv %1, bevisat vinnbar (kandidat %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Ingen lämplig giv bland %1 provade; pågående spel är oförändrat.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Vinnbar utan lediga celler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Vinnbar med 1 ledig cell</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Vinnbar med %n ledig cell</numerusform>
            <numerusform>Vinnbar med %n lediga celler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; %2 ställningar genomsökta.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Repris</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Bakåt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Ett steg bakåt</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Framåt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Ett steg framåt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Dra till valfri punkt i spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Punkt i spelet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Fortsätt härifrån</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Spela det här spelet själv från den visade punkten; senare steg kan göras om</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Repris: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Ditt spel nu, från steg {0}. Gör om följer reprisen.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Steg {0} av {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Paus</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Resultat över tid</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} spel, {1} vunna</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Inga avslutade spel än.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Spel {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Senaste {0} spelen, äldst till vänster</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Förlorat</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Vinstandel</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Genomgång av spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Granskar varje punkt i spelet med lösaren...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Granskar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Punkter i spelet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Steg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Utlåtande</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Spela vidare härifrån</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>V&amp;isa lösningen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Givens par är {0} drag; ditt spel räknat på samma sätt (automatiska drag inräknade): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>Given</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>vinnbar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>förlorad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>okänt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Den här given kan inte vinnas från början.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>Ingen vinst från given hittades inom den tillåtna tiden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Du vann: inget drag förlorade spelet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Spelet kan fortfarande vinnas där det står: inget drag förlorade det.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Drag {0} förlorade spelet: det kunde vinnas före det, men inte efter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Spelet var vinnbart fram till drag {0}; efter det hittades ingen vinst inom den tillåtna tiden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Du spelade 1 drag; lösaren vinner från given på {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Du spelade %n drag; lösaren vinner från given på {0}.</numerusform>
            <numerusform>Du spelade %n drag; lösaren vinner från given på {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Genomgången stängdes: ett annat spel pågår.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Bordets uppställning</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>Kungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>Fulla kungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>Bakers spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Bakers spel med bara kungar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Åtta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Dubbel Åtta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Hamntorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Avslappnat Hamntorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Dubbelt Hamntorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Avslappnad Kungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Kungen-utmaning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Kungen-superutmaning</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Sju gånger fyra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Sju gånger fem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Bath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Dubbel Kungen (traditionell)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Dubbel Kungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Trippel Kungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Reparation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Cell 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>Big Cell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Djup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>Pingvin</translation>
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
        <translation>Kronblad</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Stalaktiter</translation>
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
        <translation>Dubbel Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Kungar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Kattsvans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Orm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Följe</translation>
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
        <translation>Anpassat spel</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Kungen, ess upp</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, inga lediga celler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 ledig cell</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n ledig cell</numerusform>
            <numerusform>%1, %n lediga celler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>inga lediga celler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 ledig cell</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n ledig cell</numerusform>
            <numerusform>%n lediga celler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n hög</numerusform>
            <numerusform>%n högar</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>ingen uppbyggnad på högarna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>bygger i samma färg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>bygger oavsett färg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>bygger i växlande färger</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>bara kungar i tomma högar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>tomma högar förblir tomma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>valfritt kort i tomma högar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>följder av valfri längd flyttas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>ett kort i taget</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>följder flyttas via lediga celler och tomma högar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>följder flyttas via lediga celler</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n hög</numerusform>
            <numerusform>%n högar</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>ess och tvåor ges längst ner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>det första kortets valör bestämmer basen, alla kort av den valören påbörjar grundhögarna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>det första givna kortet bestämmer basen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>en kung läggs på ett ess i högarna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>en kung leder varje hög</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>varje kung som ges påbörjar en hög</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>essen läggs upp när de ges</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>essen börjar på grundhögarna</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>ett kort i en ledig cell vänder det översta kortet i cellens hög med baksidan upp</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>högarna i högra halvan bygger i samma färg, ger ifrån sig vilka av sina kort som helst och tar emot kungar när de är tomma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>alla kort i varje hög utom det sista med baksidan upp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>högar i överlappande nivåer: en hög under en hög med kort varken ger eller tar, men kan ta hela den enda högen ovanpå den</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n reservhög, som tar emot en följd när den är tom</numerusform>
            <numerusform>%n reservhögar, som var och en tar emot en följd när den är tom</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>en reservhög med %n givet kort, som inte tar emot några kort</numerusform>
            <numerusform>en reservhög med %n givna kort, som inte tar emot några kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>en reservhög med %n givet kort, som rymmer upp till %1</numerusform>
            <numerusform>en reservhög med %n givna kort, som rymmer upp till %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n reservhög med plats för upp till %1 kort</numerusform>
            <numerusform>%n reservhögar med plats för upp till %1 kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>I stället för lediga celler står %n &lt;b&gt;reservhög&lt;/b&gt; till höger om högarna. En tom reservhög tar emot en hel följd från en hög eller en annan reservhög på en gång; en som har kort tar inte emot något. Varje följd överst i en reservhög får lämna den, helt eller delvis.</numerusform>
            <numerusform>I stället för lediga celler står %n &lt;b&gt;reservhögar&lt;/b&gt; till höger om högarna. En tom reservhög tar emot en hel följd från en hög eller en annan reservhög på en gång; en som har kort tar inte emot något. Varje följd överst i en reservhög får lämna den, helt eller delvis.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>I stället för lediga celler står %n &lt;b&gt;reservhög&lt;/b&gt; till höger om högarna. Den tar emot vilket kort som helst, ett i taget, tills den rymmer %1 kort; bara dess översta kort får lämna den.</numerusform>
            <numerusform>I stället för lediga celler står %n &lt;b&gt;reservhögar&lt;/b&gt; till höger om högarna. Var och en tar emot vilket kort som helst, ett i taget, tills den rymmer %1 kort; bara dess översta kort får lämna den.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>I stället för lediga celler ges det första %n kortet till en &lt;b&gt;reservhög&lt;/b&gt; till höger om högarna.</numerusform>
            <numerusform>I stället för lediga celler ges de första %n korten till en &lt;b&gt;reservhög&lt;/b&gt; till höger om högarna.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>Dess översta kort får spelas, men inget kort får läggas på den.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Den tar emot vilket kort som helst, ett i taget, tills den rymmer %n kort; bara dess översta kort får lämna den.</numerusform>
            <numerusform>Den tar emot vilket kort som helst, ett i taget, tills den rymmer %n kort; bara dess översta kort får lämna den.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Spelet spelas med %1 &lt;b&gt;högar&lt;/b&gt;, givna ett kort var, med framsidan upp, i %2 rader (nivåer) med %3 högar uppifrån. Varje nivå ligger lite lägre än den föregående och ett halvt kort åt sidan, så att varje hög utom de i den nedersta nivån ligger under den eller de två högar i nästa nivå som överlappar den.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Så länge en hög som ligger över den har ett kort är en hög &lt;b&gt;blockerad&lt;/b&gt;: inga av dess kort kan flyttas och inget kort läggs på den. Högarna i den nedersta nivån är aldrig blockerade.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Ett drag går till en blockerad hög: när bara en hög över den fortfarande har kort får alla kort i den högen falla ner på den på en gång, om de bildar en följd vars första kort passar på dess fria kort. Högen de lämnar måste själv vara fri och inte ha fler kort än som får flyttas på en gång.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Essen börjar på grundhögarna, och de övriga korten ges rad för rad.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 kort ges i högarna, från vänster: %2. Alla kort i varje hög utom det sista ges först med baksidan upp, rad för rad; sedan ges en rad med framsidan upp.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Ett kort med baksidan upp kan varken flyttas eller ta emot ett kort, så följder består bara av kort med framsidan upp. När korten på det har flyttats bort vänds det genast med framsidan upp.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>på en reservhög som tar emot det (se Bordet);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Bara det fria kortet i en hög (det som inget täcker) eller det översta kortet i en reservhög kan flyttas. Ett kort får läggas:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Varje ledig cell hör till en hög: den lediga cellen a till hög 1, b till hög 2 och så vidare. Så länge en ledig cell har ett kort ligger det översta kortet i dess hög &lt;b&gt;med baksidan upp&lt;/b&gt;: det kan inte flyttas, och inget kort läggs på det. En tom hög tar fortfarande emot ett kort eller en följd, vars översta kort då genast vänds med baksidan upp. Så snart den lediga cellen är tom igen vänds kortet med framsidan upp.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Det finns två slags högar. Högarna 1 till %1 byggs som ovan och tar emot vilken grupp av kort som helst vars första kort passar, i följd eller inte. Högarna %2 till %3 byggs nedåt i samma färg (hjärter 7 på hjärter 8); hur många av deras kort som helst får flyttas på en gång, i följd eller inte, med gruppens första kort först; och en tom hög tar bara emot en kung, eller en grupp som börjar med en kung.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Bara de %1 högarna i den översta nivån tar ett kort när de är tomma: valfritt kort, eller en tillräckligt kort följd, när ingen hög över dem har ett kort. En tom hög i någon annan nivå förblir tom, och bara den översta nivåns tomma högar räknas som tomma högar när följder flyttas.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>En följd av fria kort i slutet av en hög, %1, kan flyttas i ett svep när den är tillräckligt kort. Med &lt;i&gt;F&lt;/i&gt; tomma lediga celler och &lt;i&gt;E&lt;/i&gt; tomma högar (en tom hög som följden flyttas till medräknad) är den längsta följd som kan flyttas %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Till exempel, med alla lediga celler och en hög tomma kan %1 kort flyttas till en annan hög eller till själva den tomma högen.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>grundhögar byggda efter valör från fyra givna kort</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>två grundhögar i växlande färger från klöver ess och hjärter ess</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>en grundhög för alla kort: alla ess, sedan alla tvåor, och så vidare upp till kungarna</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>varje grundhög tar en hel följd från kung till ess i växlande färger</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Spelet spelas med en lek och &lt;b&gt;två jokrar&lt;/b&gt;. Flytta alla 54 kort till de fem &lt;b&gt;grundhögarna&lt;/b&gt;: fyra efter färg, var och en byggd uppåt från ess till kung, och en femte som tar de två jokrarna, men först när klöver-, spader- och hjärtergrundhögarna är kompletta (ruter behöver inte vara det).&lt;/p&gt;&lt;p&gt;En joker &lt;b&gt;läggs aldrig i en hög&lt;/b&gt;, inte ens en tom, och inget läggs på en joker: flytta den till en ledig cell, eller upp när dess grundhög tar den. En joker som ges inne i en följd flyttas med den och räknas som ett ess (den första jokern) eller en 2 (den andra) i en egen färg. En följd som flyttas till en tom hög räknar även den högen bland de tomma som låter den flyttas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>på sin grundhög, om det är nästa valör i den färgen; en joker på den femte grundhögen när klöver, spader och hjärter är kompletta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>två jokrar, som aldrig läggs i en hög, och en femte grundhög som tar dem när klöver, spader och hjärter är kompletta</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>fyra grundhögar, var och en i färg två varv från ett ess ur den första leken</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>kort får tas tillbaka från grundhögarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 kort givet till cellerna</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n kort givet till cellerna</numerusform>
            <numerusform>%n kort givna till cellerna</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Målet</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Flytta alla %1 kort till den enda &lt;b&gt;grundhögen&lt;/b&gt;. Den tar &lt;b&gt;alla ess först&lt;/b&gt;, i valfri ordning mellan färgerna, sedan alla 2:or, sedan alla 3:or, och så vidare upp till kungarna, oavsett färg: alla %2 kort av en valör före nästa valör.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Flytta alla 52 kort till de fyra &lt;b&gt;grundhögarna&lt;/b&gt;, som tar valfri färg. En grundhög tar bara en &lt;b&gt;hel följd&lt;/b&gt;: de 13 korten från en kung ner till ett ess i växlande färger, sist i en hög, läggs upp tillsammans i ett drag, oavsett hur många lediga celler och högar som är tomma. Ett kort läggs aldrig upp ensamt. Dra följden i dess kung, eller klicka på dess ess.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Spelet spelas med 2 lekar blandade tillsammans. Flytta alla 104 kort till de fyra &lt;b&gt;grundhögarna&lt;/b&gt;, en per färg. De fyra essen ur den första leken påbörjar dem, givna dit sist, och var och en byggs uppåt i färg från ess till kung och sedan &lt;b&gt;ett varv till&lt;/b&gt;, från det andra esset till den andra kungen, tills den har 26 kort.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Flytta alla 52 kort till de två &lt;b&gt;grundhögarna&lt;/b&gt;. Klöver ess och hjärter ess påbörjar dem, och var och en byggs uppåt &lt;b&gt;i växlande färger oavsett färg&lt;/b&gt;, en valör i taget, två varv från ess till kung tills den har 26 kort: på klöver ess läggs en röd 2, sedan en svart 3, och efter dess svarta kung ett rött ess. När ett kort passar på båda grundhögarna lägger du det på den du väljer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Flytta alla 52 kort till de fyra &lt;b&gt;grundhögarna&lt;/b&gt;. De fyra sista givna korten påbörjar dem, ett var, och var och en byggs uppåt &lt;b&gt;efter valör oavsett färg&lt;/b&gt;, en valör i taget och runt från kung till ess, tills den har 13 kort: på en 6 läggs valfri 7, sedan valfri 8, och så vidare upp till 5. När ett kort passar på mer än en grundhög lägger du det på den du väljer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Flytta alla 52 kort till de fyra &lt;b&gt;grundhögarna&lt;/b&gt;, en per färg, var och en byggd uppåt från ess till kung.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Fyra färger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Tysk Kungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>Kungscell</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n lek</numerusform>
            <numerusform>%n lekar</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>varje färg given till sin egen hög</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>en ledig cell för varje färg</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Att flytta kort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Tomma högar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Att flytta följder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Kort tillbaka från grundhögarna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Automatiska drag</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Spelet spelas med %1 lekar blandade tillsammans. Flytta alla %2 kort till de %3 &lt;b&gt;grundhögarna&lt;/b&gt;, %1 för varje färg, var och en byggd uppåt från ess till kung; ett kort läggs på den grundhög i sin färg där det passar.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Flytta alla 52 kort till de fyra &lt;b&gt;grundhögarna&lt;/b&gt;, en per färg.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Spelet spelas med %1 lekar blandade tillsammans. Flytta alla %2 kort till de %3 &lt;b&gt;grundhögarna&lt;/b&gt;, %1 för varje färg; ett kort läggs på den grundhög i sin färg där det passar.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Valören på det första kortet i blandningen bestämmer &lt;b&gt;basen&lt;/b&gt;: varje kort av den valören påbörjar en grundhög före given, och varje grundhög byggs uppåt i samma färg från den valören, runt från kung till ess. Med en 5 som bas går en grundhög 5, 6, ..., dam, kung, ess, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Det första givna kortet, längst ner i den första högen, bestämmer &lt;b&gt;basen&lt;/b&gt;: de andra korten av samma valör påbörjar grundhögarna, och varje grundhög byggs uppåt i samma färg från den valören, runt från kung till ess. Med en 5 som bas går en grundhög 5, 6, ..., dam, kung, ess, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 kort ges med framsidan upp ett i taget till den första högen; varje kung som kommer medan högen redan har kort påbörjar nästa hög, så högarnas längd varierar från giv till giv.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Den sista kungen i blandningen ges först, så en kung leder varje hög.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>När det första kortet är en kung förblir den sista högen tom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Essen ges inte till högarna: vart och ett läggs på en grundhög när det kommer.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Spelet spelas med %n hög.</numerusform>
            <numerusform>Spelet spelas med %n högar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Varje kort ges med framsidan upp till högen för sin färg: klöver till den första högen, ruter till den andra, hjärter till den tredje och spader till den fjärde, i blandningens ordning. De andra högarna börjar tomma.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 kort ges med framsidan upp i högarna, %2 till varje.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 kort ges med framsidan upp i högarna, från vänster: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Det finns inga lediga celler: varje kort stannar i högarna eller går till grundhögarna.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Ovanför dem finns grundhögarna och 1 &lt;b&gt;ledig cell&lt;/b&gt;, som rymmer ett enda kort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Ovanför dem finns grundhögarna och en &lt;b&gt;ledig cell&lt;/b&gt; för varje färg, som rymmer ett enda kort i den färgen: klöver, ruter, hjärter och spader, från vänster.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Ovanför dem finns grundhögarna och %n &lt;b&gt;ledig cell&lt;/b&gt;, som rymmer ett enda kort.</numerusform>
            <numerusform>Ovanför dem finns grundhögarna och %n &lt;b&gt;lediga celler&lt;/b&gt;, som var och en rymmer ett enda kort.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Det sista kortet ges till en ledig cell.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Det sista %n kortet ges till de lediga cellerna.</numerusform>
            <numerusform>De sista %n korten ges till de lediga cellerna.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Essen, sedan tvåorna, ges först, så att de hamnar längst ner i högarna.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>på en grundhög vars översta kort är en valör lägre, oavsett färg: en kung på en dam, ett ess på en kung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Inget byggs någonsin på högarna: bara det fria kortet i en hög eller ett kort i en ledig cell kan flyttas, och det får läggas:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>på en hög vars fria kort är en valör högre och i samma färg: hjärter 7 på hjärter 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>på en hög vars fria kort är en valör högre, oavsett färg: valfri 7 på valfri 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>på en hög vars fria kort är en valör högre och av motsatt färg: en röd 7 på en svart 8;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>i den lediga cellen för sin färg, när den är tom;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>i en tom ledig cell (aldrig från en ledig cell till en annan);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>på en grundhög vars översta kort är en valör lägre och av motsatt färg, oavsett färg i övrigt: en röd 2 på klöver ess.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>på grundhögen, om det är av den valör som grundhögen tar härnäst, oavsett färg.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>på en tom grundhög bara som en del av en hel följd från kung till ess, alla 13 kort på en gång.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>på sin grundhög, om det är nästa valör i den färgen: efter kungen kommer det andra esset.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>på sin grundhög, om det är nästa valör i den färgen.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Bara det fria kortet i en hög (det som inget täcker) eller ett kort i en ledig cell kan flyttas. Ett kort får läggas:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Valörerna går runt även på högarna: en kung läggs på ett ess.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Valörerna går runt på högarna, men inte på grundhögarna: en kung läggs på ett ess.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Valörerna går inte runt på högarna: inget läggs på ett ess där, och en kung läggs inte på något kort.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Bara ett kort av valören närmast under basen (en 4 när basen är en 5), eller en följd som börjar med ett sådant, får fylla en tom hög. Tomma högar kan inte hålla kort på väg någon annanstans.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Bara en kung, eller en följd som börjar med en kung, får fylla en tom hög. Tomma högar kan inte hålla kort på väg någon annanstans.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Inget kort får spelas till en tom hög: när en hög väl är tom förblir den tom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Valfritt kort får fylla en tom hög, eller valfri följd som är kort nog. Att dra flyttar kortet du tar tag i och alla kort under det; ett klick eller tangentbordet flyttar den längsta följd som reglerna tillåter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>nedåt i valör i samma färg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>nedåt i valör</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>nedåt i valör och i växlande färger</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Korten flyttas ett i taget, och bara från högarna: det finns inga följder att flytta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>En följd av fria kort i slutet av en hög, %1, flyttas i ett svep hur lång den än är, oavsett hur många lediga celler och högar som är tomma.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Korten flyttas ett i taget: en följd måste plockas isär kort för kort, via de lediga cellerna och tomma högarna.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>En följd av fria kort i slutet av en hög, %1, kan flyttas i ett svep när den skulle kunna flyttas kort för kort via de tomma lediga cellerna; tomma högar hjälper inte. Med &lt;i&gt;F&lt;/i&gt; tomma lediga celler är den längsta följd som kan flyttas %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Till exempel, med alla lediga celler tomma kan %1 kort flyttas på en gång.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>En följd av fria kort i slutet av en hög, %1, kan flyttas i ett svep när den skulle kunna flyttas kort för kort via de tomma lediga cellerna och tomma högarna. Med &lt;i&gt;F&lt;/i&gt; tomma lediga celler och &lt;i&gt;E&lt;/i&gt; tomma högar (högen som följden flyttas till oräknad) är den längsta följd som kan flyttas %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Till exempel, med alla lediga celler och en hög tomma kan %1 kort flyttas till en annan hög och %2 till själva den tomma högen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Kort på grundhögarna stannar där, vad Inställningar än säger.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Det översta kortet på en grundhög får tas tillbaka till en hög där det passar, till en kostnad av 10 poäng.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Kort på grundhögarna stannar där. Inställningar kan tillåta att det översta kortet på en grundhög tas tillbaka till en hög, till en kostnad av 10 poäng.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Med &lt;i&gt;Flytta säkra kort automatiskt&lt;/i&gt; påslaget läggs varje kort som grundhögen tar upp av sig självt efter varje drag: grundhögen tar en valör först när alla kort av valören under ligger uppe, så inget kort kvar på bordet kan längre läggas på det. &lt;i&gt;Slutför&lt;/i&gt; lägger upp resten när varje återstående kort kan läggas upp där det ligger, ett efter ett.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Ångra tar tillbaka ditt drag och dess automatiska drag tillsammans. Ett enkelklick på ett kort, eller ett dubbelklick, skickar det också till grundhögen när det passar.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Med &lt;i&gt;Flytta säkra kort automatiskt&lt;/i&gt; påslaget läggs en hel följd från kung till ess sist i en hög upp av sig själv efter varje drag: inget kan läggas på dess ess, så den kan inte längre hjälpa till på bordet. &lt;i&gt;Slutför&lt;/i&gt; lägger upp resten när varje hög består av hela följder.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Ångra tar tillbaka ditt drag och dess automatiska drag tillsammans. Ett enkelklick eller ett dubbelklick på esset i en hel följd lägger upp följden.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Med &lt;i&gt;Flytta säkra kort automatiskt&lt;/i&gt; påslaget läggs ett kort upp av sig självt efter varje drag bara på grundhögens andra varv, när dess tvilling redan ligger uppe och inget kort ur någon av lekarna kvar på bordet kan läggas på det. På det första varvet väljer du själv vilket av de två korten som läggs upp. &lt;i&gt;Slutför&lt;/i&gt; lägger upp resten när varje återstående kort kan läggas upp där det ligger, ett efter ett.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Med &lt;i&gt;Flytta säkra kort automatiskt&lt;/i&gt; påslaget läggs ett kort upp av sig självt efter varje drag när bara en grundhög tar det och inget kort kvar på bordet fortfarande kan läggas på det: ess, och varje kort vars två kort av valören under och av motsatt färg redan ligger uppe. Ett kort som båda grundhögarna tar placerar du själv. &lt;i&gt;Slutför&lt;/i&gt; lägger upp resten när varje återstående kort kan läggas upp där det ligger.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Ångra tar tillbaka ditt drag och dess automatiska drag tillsammans. Ett enkelklick på ett kort, eller ett dubbelklick, skickar det till den första grundhög som tar det.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>Inget kort läggs upp av sig självt i det här spelet, vad Inställningar än säger: de fyra grundhögarna tävlar om korten av varje valör, så vilket kort som går vart, och när, väljer du själv. När ingen hög har mer än ett kort lägger &lt;i&gt;Slutför&lt;/i&gt; upp resten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Ett enkelklick på ett kort, eller ett dubbelklick, skickar det till den första grundhög som tar det.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>kort som inte längre kan vara till nytta på bordet läggs upp av sig själva efter varje drag: varje kort som inget kort kvar på bordet fortfarande kan byggas på.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>kort som inte längre kan vara till nytta på bordet läggs upp av sig själva efter varje drag: ess, tvåor, och varje kort som inget kort kvar på bordet, från någon lek, fortfarande kan byggas på.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>varje kort som kan gå till sin grundhög läggs upp av sig självt efter varje drag: eftersom följder byggs i samma färg kan inget kort på en grundhög någonsin behövas på bordet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>kort som inte längre kan vara till nytta på bordet läggs upp av sig själva efter varje drag: ess, tvåor, och varje kort vars valör minus ett redan ligger på alla fyra grundhögarna.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>kort som inte längre kan vara till nytta på bordet läggs upp av sig själva efter varje drag: ess, tvåor, och varje kort vars två grundhögar av motsatt färg redan är en valör under det.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>Baskortet som ges först läggs aldrig upp av sig självt, eftersom ett kort av den högsta valören fortfarande kan läggas på det.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Ett ess läggs aldrig upp av sig självt, eftersom en kung fortfarande kan läggas på det.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Med &lt;i&gt;Flytta säkra kort automatiskt&lt;/i&gt; påslaget: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Ångra tar tillbaka ditt drag och dess automatiska drag tillsammans. Ett enkelklick på ett kort, eller ett dubbelklick, skickar det också till dess grundhög när det passar.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Kungen-spel (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Spara spel som</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Kan inte spara spelet</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Spelet kunde inte skrivas till {0}.

Kontrollera att mappen finns, är skrivbar och har utrymme, och försök sedan igen.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} är inte en vanlig fil (det är en enhet, ett rör eller en mapp), så spelet skrevs inte dit och den är oförändrad.

Pågående spel ligger kvar på bordet; spara det under ett annat namn.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Ersätta filen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} finns redan.

Ersätta den med det här spelet?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Öppna spel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Kan inte öppna spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>{0} kan inte öppnas: {1}.

Pågående spel är oförändrat.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Kan inte klistra in position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Urklipp innehåller ingen ställning att spela: {0}.

Pågående spel är oförändrat.</translation>
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
        <translation>Ställ upp position</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Bord som ställs upp</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>&amp;Tomt bord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Bord i spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Ge ut resten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>Lediga &amp;celler:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Placera med t&amp;angentbord:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Kort, sedan vart de ska: en hög (1-9, t, j, q, k), en ledig cell (a-g, i, l-n), h för en grundhög, - tillbaka till korten som ska placeras.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Senaste nekande</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Kontroll av ställningen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Lösarens utlåtande</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Löser</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Kan det &amp;vinnas?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>S&amp;pela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Spela och visa vi&amp;nsten</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Klar: det här är en ställning i %1. Spela den, eller fråga om den kan vinnas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Ännu ingen ställning: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Alla andra högar är tomma.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Lösaren letar efter en vinst...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Vinnbar: lösaren vinner på 1 drag.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Vinnbar: lösaren vinner på %n drag.</numerusform>
            <numerusform>Vinnbar: lösaren vinner på %n drag.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Förlorad: inget sätt att spela vinner den här ställningen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Okänt: lösaren hittade inget svar på den tid den har.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Alla kort är placerade. Dra ett kort hit för att ta bort det från bordet.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>Grundhög %1 tar ett kort en valör över %2 i motsatt färg, inte %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>Grundhög %1 tar ett kort en valör över %2, inte %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>En ledig cell rymmer ett kort, inte %n.</numerusform>
            <numerusform>En ledig cell rymmer ett kort, inte %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>Den lediga cellen %1 rymmer redan %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Den lediga cellen %1 rymmer bara %2, inte %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Korten läggs på en grundhög ett i taget, inte %n samtidigt.</numerusform>
            <numerusform>Korten läggs på en grundhög ett i taget, inte %n samtidigt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 ligger under %2 på sin grundhög: ta bort det först.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>En grundhög i växlande färger börjar med ett ess, inte %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>I det här spelet tar en grundhög bara en hel följd, i ett drag: lägg följden i en hög och lägg upp den under spelets gång.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>Grundhög %1 är full.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Grundhögen tar valören %1 härnäst, inte %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>Grundhögen för %1 tar bara %1, inte %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Grundhögarna börjar här från %1, inte %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Bara jokrarna läggs på jokrarnas grundhög, och en joker på ingen annan: inte %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>Grundhögen för %1 är full.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>Grundhögen för %1 tar kortet en valör över %2, inte %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>1 kort återstår att placera.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>%n kort återstår att placera.</numerusform>
            <numerusform>%n kort återstår att placera.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>Grundhög %1 är tom: i det här spelet börjar varje grundhög med ett eget kort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Alla kort ligger på grundhögarna: det finns inget att spela.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Skriv ett eller flera kort, sedan vart de ska: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>”%1” är inte ett kort (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Ett kort anges två gånger.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>%1 kort anges, och spelet har %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>”%1” anger ingen hög i det här spelet: en hög är 1-9, t, j, q eller k, en ledig cell a-g, i eller l-n, en grundhög h (h2 den andra), och - skickar tillbaka kort.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Lösning</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Första steget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Positionen som lösningen börjar från (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Steg bakåt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Ett drag bakåt (vänsterpil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Steg framåt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Nästa drag (högerpil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Sista steget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Slutet på lösningen (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Spela härifrån</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Spela vidare själv från det visade steget; dragen före det räknas som Lös</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Lösning: tryck på Spela härifrån för att spela vidare, eller Esc för att gå tillbaka till ditt spel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Ditt spel nu, från steg {0} i lösningen.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Steg {0} av {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Löst: det sista draget vinner spelet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Nästa: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>V&amp;isa lösningen</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Ljudeffekter kan inte spelas: deras filer kan inte skrivas i {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Ingen ljudspelare hittades för ljudeffekterna: installera pw-play, paplay eller aplay för att höra dem.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Reservhög %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Hög %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Hög %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Ledig cell %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Grundhög</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Jokrarnas grundhög</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Grundhög %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1 grundhög %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1 grundhög</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>ett kort med baksidan upp</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>full, upp till %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>tom, tar valfritt %1 först</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>upp till %1, tar %2 härnäst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>upp till %1, tar valfri %2 härnäst</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>tom, tar %1 först</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>tom</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>upp till %1</translation>
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
        <translation>%1, för %2, tom</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, tom</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, ledig cell %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, hög %2, %3, översta kortet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, hög %2, %3, översta kortet</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, en följd av %n</numerusform>
            <numerusform>%1, en följd av %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, under hög %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, upplockat</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: plockade upp %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: plockade upp %n kort, %2 till %3</numerusform>
            <numerusform>%1: plockade upp %n kort, %2 till %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Lade tillbaka</translation>
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
            <numerusform>%n kort med baksidan upp</numerusform>
            <numerusform>%n kort med baksidan upp</numerusform>
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
        <translation>Det här spelet har inga lediga celler.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Lediga celler, %n ledig: %1</numerusform>
            <numerusform>Lediga celler, %n lediga: %1</numerusform>
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
        <translation>Grundhögar: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>jokrar</translation>
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
        <translation>%1, i hög %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Automatiskt: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Ångrat: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Gjort om: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Vid drag %1 av %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Statistikfilen kunde inte läsas, så en ny påbörjades. Den gamla filen sparas som {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Statistiken sparades av en nyare version av FreeCell Qt; den visas men uppdateras inte.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Statistiken kan inte sparas i {0} ({1}); spelet fortsätter utan den.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Statistiken i {0} kan inte läsas ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Statistiken kunde inte sparas: disken är full. Den sparas när det finns utrymme igen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Statistiken kunde inte sparas just nu: ett annat program använder filen. Den sparas när filen är ledig.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>filen tar för lång tid att arbeta med och kan vara skadad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>ett annat program använder filen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>disken är full</translation>
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
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Spelade:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Vunna:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Vinstandel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Följder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Nuvarande:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Längsta följd av vinster:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Längsta följd av förluster:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Bästa vinster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Bästa tid:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Minimalt antal drag:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Bästa poäng:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Vinster på eller under par:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Dagens giv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Spelade datum:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Vunna datum:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Nuvarande följd:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Bästa följd:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Utmaningar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Vunna utmaningar:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Färst celler:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Antal spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>Spela den här given &amp;igen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;Repris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Granska...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;Nollställ...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Senaste spel:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Efter svårighet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Inte klassad</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n vunnet</numerusform>
            <numerusform>%n vunna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n förlorat</numerusform>
            <numerusform>%n förlorade</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (giv %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 dag</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n dag</numerusform>
            <numerusform>%n dagar</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Anpassad ställning</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Slutfört av Lös: räknas som spelat, inte som vunnet</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>Pågår</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Löst</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, anpassad ställning</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (Dagens giv {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Förlorat</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Spelkod: ingen (en ställning uppställd för hand)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Spelkod: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Nollställ statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Glömma alla avslutade spel av {0}? Detta kan inte ångras.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>S&amp;tatistik...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Genomgång av spelet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Det här spelet kan inte granskas: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Repris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Det här spelet kan inte spelas upp igen: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>anpassad ställning</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Statistiken sparas igen.</translation>
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
        <translation>Stäng</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Tillbaka till ditt spel (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>kung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>klöver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>första jokern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>andra jokern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 tillbaka från grundhögen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 till ledig cell %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 till en ledig cell</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 och %n kort under det till grundhögen</numerusform>
            <numerusform>%1 och %n kort under det till grundhögen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 till grundhögen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 på %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 och 1 kort under det på %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 och %n kort under det på %2</numerusform>
            <numerusform>%1 och %n kort under det på %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 och 1 kort under det till hög %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 och %n kort under det till hög %2</numerusform>
            <numerusform>%1 och %n kort under det till hög %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 till hög %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Slutför: 1 kort till grundhögen</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Slutför: %n kort till grundhögarna</numerusform>
            <numerusform>Slutför: %n kort till grundhögarna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Vid given: %n kort till grundhögarna</numerusform>
            <numerusform>Vid given: %n kort till grundhögarna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n automatiskt)</numerusform>
            <numerusform>%1 (+%n automatiska)</numerusform>
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
        <translation>Patiens Kungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Patiens med alla kort synliga: Microsofts givnummer och spelkoder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;kungen;patiens;kort;kortspel;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Patiens med alla kort synliga</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>Kungen är patiensen där alla 52 kort läggs ut med framsidan upp: bygg upp de fyra grundhögarna från ess till kung med hjälp av upp till fyra lediga celler. Nästan varje giv kan vinnas, och var och en är ett eget pussel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Microsoft-kompatibla givnummer och spelkoder som ger en vän exakt samma spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Tjugofyra spel: Kungen med noll till fyra lediga celler, Fulla kungen, Bakers spel, Åtta, Hamntorn, Pingvin, spel med två och tre lekar samt ett eget spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>En lösare som ger tips, spelar spelet åt dig och talar om ifall det fortfarande kan vinnas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Givar klassade från lätt till expert, Dagens giv, statistik och en genomgång av varje spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Spela med mus, tangentbord eller pekskärm, obegränsat ångrande och ett bord som en skärmläsare kan följa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Ljust och mörkt läge, på tjugofem språk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Giv 1 efter två drag: klöverkorten och spader ess ligger på grundhögarna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Samma spel i mörkt läge, på den mörka filten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Den blå filten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Leken med stora index i ett högt, smalt fönster</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Inga fler drag</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Inga fler drag möjliga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Du kan ångra det senaste draget, starta om den här given från början eller starta ett nytt spel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Starta om</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nytt spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Granska</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Kortbord. Piltangenterna flyttar mellan högarna, Blanksteg plockar upp och lägger ner, R läser högen, L de lediga cellerna, U grundhögarna, Alt med en siffra en hög.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Slutför</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Löst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Löst av datorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Lös spelade det här spelet, så det räknas inte som en vinst i din statistik.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Du vann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Grattis, du vann!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Poäng:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Drag:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Tid:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Följd av vinster:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Inte klassad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Svårighet:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (ditt spel: %2, automatiska drag inräknade)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Under par!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>På par!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nytt spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Spela igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Repris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Granska</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>V&amp;isa lösningen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Din första vinst i det här spelet.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Din bästa tid av %n vinst.</numerusform>
            <numerusform>Din bästa tid av %n vinster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Din tid är nummer %1 av %n vinst.</numerusform>
            <numerusform>Din tid är nummer %1 av %n vinster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Din bästa poäng av %n vinst.</numerusform>
            <numerusform>Din bästa poäng av %n vinster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Din poäng är nummer %1 av %n vinst.</numerusform>
            <numerusform>Din poäng är nummer %1 av %n vinster.</numerusform>
        </translation>
    </message>
</context>
</TS>
