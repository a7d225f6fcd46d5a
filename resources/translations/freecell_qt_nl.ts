<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Spel opgeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Het lopende spel opgeven?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Het telt als verloren in je statistieken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Opgeven</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Doorspelen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Niet meer vragen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Het lopende spel opgeven om %1 te spelen?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 met %2 tot %3 vrije cellen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>Over FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;De Freecell-familie van patiencespellen voor de desktop: %4, of een spel naar eigen ontwerp. Spelnummers van Microsoft, spelcodes, reeksen verplaatsen en onbeperkt ongedaan maken.&lt;/p&gt;&lt;p&gt;Vrije software onder de MIT-licentie.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Er kon geen hint worden bepaald: de oplosser is mislukt.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Dit spel is niet te winnen; dit is een gok.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Dit spel is niet meer te winnen; dit is een gok.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Bezig met nadenken...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Er is geen zet mogelijk.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Bezig met zoeken naar een oplossing...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Geen oplossing: dit spel is niet te winnen.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Geen oplossing vanaf hier: dit spel is niet meer te winnen.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>Binnen de beschikbare tijd is geen oplossing gevonden.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Bezig met zoeken naar de laatste winbare stand...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Ook vanaf het begin is dit spel niet te winnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>Binnen de beschikbare tijd is geen winbaar punt gevonden: het is niet bekend of dit spel te winnen is.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>Binnen de beschikbare tijd is geen winbaar punt gevonden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Terug naar zet {0}, het laatste punt vanaf waar het spel nog te winnen was.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Dit spel is te winnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Dit spel is nog te winnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Dit spel is niet meer te winnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Dit spel is niet te winnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Het is nog niet bekend of dit spel te winnen is: er wordt verder gezocht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Het is niet bekend of dit spel te winnen is.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Opgelost door de computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Gewonnen! Score %1 in %2 zetten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Er is geen zet meer over.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt draait al voor deze speler, maar reageert niet. Sluit het (of wacht tot het reageert) en start het spel dan opnieuw.</translation>
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
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>Op&amp;lossen (demo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Waar ging het mis?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Hint: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Hint (een gok, geen oplossing gevonden): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Bezig met controleren...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Winbaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Niet meer te winnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Niet te winnen vanaf het begin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Winbaar? Nog aan het zoeken...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Winbaar? Onbekend</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Oplossen gepauzeerd: spatie gaat verder, Esc of een klik stopt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Langzaam oplossen: + sneller, - langzamer, spatie pauzeert, Esc of een klik stopt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Oplossen: + sneller, - langzamer, spatie pauzeert, Esc of een klik stopt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Snel oplossen: + sneller, - langzamer, spatie pauzeert, Esc of een klik stopt.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Gestopt.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Het lopende spel kan niet worden opgeslagen in {0}; je kunt verder spelen, maar het is er de volgende keer niet.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Het opgeslagen spel kon niet worden gelezen ({0}) en ook niet opzij worden gezet; er begint een nieuw spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Het opgeslagen spel kon niet worden gelezen ({0}). Er begint een nieuw spel; het oude bestand is bewaard als {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Eerste uitdaging</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Volle dag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Zwaar bevochten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Geen vrije cellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>Op par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Tien op rij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Gouden maand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Win een dagelijkse uitdaging.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Win alle drie dagelijkse uitdagingen van één dag.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Win een moeilijke dagelijkse uitdaging.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Win een spel zonder vrije cellen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Win een deling in niet meer zetten dan de par ervan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Win tien spellen op rij.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Voltooi elke dag van een maand: een gouden trofee.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Bronzen trofee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Zilveren trofee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Gouden trofee</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>Een dag is voltooid als de drie spellen ervan gewonnen zijn. Brons: {0} dagen in een maand; zilver: {1} dagen; goud: elke dag.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n dag op rij</numerusform>
            <numerusform>%n dagen op rij</numerusform>
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
        <translation>regel %1: kaart %2 staat al op regel %3: %4 zit maar één keer in het kaartspel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>regel %1: kaart %2 staat al %3 keer op regel %4: %5 zit één keer in elk kaartspel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>regel %1: kaart %2 staat al %3 keer op regels %4: %5 zit één keer in elk kaartspel</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>de tafel heeft %1 kaarten; ontbrekend: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>regel %1: de basisstapel %2 is twee keer opgegeven</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>regel %1: de basisstapel %2 is %3 keer opgegeven</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>regel %1: één kaart in de vrije cellen, maar het spel heeft er geen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>regel %1: %n kaart in de vrije cellen, maar het spel heeft er %2</numerusform>
            <numerusform>regel %1: %n kaarten in de vrije cellen, maar het spel heeft er %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>regel %1: onbekende kaart &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>regel %1: %2 is een joker, en dit spel wordt zonder jokers gespeeld</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>regel %1: een tweede regel %2 (de eerste is regel %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>een tafel van dit spel heeft %1 stapelregels, deze heeft er %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>de tafel bevat %1 kaarten, niet %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>regel %1: de basisstapel &apos;%2&apos; is niet geschreven als H-A of S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>regel %1: %2 basisstapels, niet %3 (of %4 bij afwisselende kleuren)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>regel %1: %2 basisstapels, niet %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>regel %1: basisstapel %2 kan deze kaarten niet bevatten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>regel %1: een basisstapel in afwisselende kleuren begint met een aas, niet met %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>regel %1: op een basisstapel kan %2 niet volgen op %3: elke kaart is één waarde hoger dan de kaart eronder</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>regel %1: op een basisstapel kan %2 niet volgen op %3: de kleuren wisselen elkaar af</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>regel %1: een basisstapel bevat hoogstens %2 kaarten, deze %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>regel %1: de basis &apos;%2&apos; is geen waarde zoals 5 of Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>regel %1: gesloten kaarten zoals [5H] liggen onder de open kaarten, en de bovenste kaart van een stapel ligt open</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>de tekst is %1 tekens lang; een tafel is hoogstens %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>er staat geen tafel in de tekst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>regel %1: de regels %2 noemen geen spel (een regel Rules: ziet eruit als C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>de tafel heeft %1 vrije cellen; een spel heeft er hoogstens %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>elke kaart ligt op de basisstapels: er valt niets te spelen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>de stand heeft %1 vrije cellen, maar het spel heeft er %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>de stand heeft %1 stapels, maar het spel heeft er %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>de stand heeft %1 basisstapels, maar het spel heeft er %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>in %1 begint elke basisstapel met een eigen kaart; de stand geeft er geen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>de basisstapels van de stand bevatten kaarten van elke soort, maar in %1 neemt elke basisstapel één soort</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>vrije cel %1 bevat alleen %2, niet %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>de stand heeft gesloten kaarten, maar in %1 wordt elke kaart open gedeeld</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>de basisstapels beginnen bij waarde %1, maar in %2 beginnen ze bij de aas</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Het bestand {0} is groter dan {1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>Het bestand {0} is geen gewoon bestand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Het bestand {0} kan niet worden gelezen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Het bestand {0} is beschadigd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Het bestand {0} is uitgepakt groter dan {1} MB.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>De {0} ontbreekt (geen element “{1}” in de SVG).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>De rug ontbreekt (geen element “back” in de SVG).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Het bestand {0} is geen SVG-afbeelding.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Ons eigen kaartspel wordt getekend, niet geladen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Het bestand {0} ontbreekt.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Er is iets misgegaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt is op een onverwachte fout gestuit. Het spel gaat door, maar misschien werkt niet alles zoals het hoort.

De details staan in {0}; voeg dat bestand toe wanneer je het probleem meldt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt is op een onverwachte fout gestuit. Het spel gaat door, maar misschien werkt niet alles zoals het hoort. De details konden niet in de gegevensmap worden geschreven.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Afwisselende kleuren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Dezelfde soort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Elke soort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Niets: niet bouwen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Elke kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Alleen heren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Niets</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Zoveel als vrije cellen en stapels toelaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Elke reeks in één keer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Eén kaart tegelijk</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Soort, vanaf de aas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Soort, vanaf de eerst gedeelde kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Soort, vanaf de waarde van de eerste kaart, alle op de basisstapels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Waarde, vanaf vier gedeelde kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Afwisselende kleuren, vanaf twee azen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Soort, twee keer rond vanaf vier azen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Waarde, één basisstapel, eerst alle azen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Elke heer begint een stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Elke heer begint een stapel, azen naar de basisstapels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Rij voor rij, azen naar de basisstapels</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;Delen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>Basisstapels &amp;opbouwen per:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>S&amp;tapels:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>Kaarten in de c&amp;ellen gedeeld:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>&amp;Kaartspellen:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Rij voor rij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Azen en tweeën het diepst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Elke soort naar zijn eigen stapel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Een cel &amp;per soort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Zoals in Vier kleuren: vrije cel a bevat alleen klaveren, b ruiten, c harten en d schoppen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>&amp;Aflopend bouwen in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>Le&amp;ge stapels nemen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>&amp;Reeksen verplaatsen:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Dagelijkse uitdagingen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>De spellen van de dag</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Trofeeën</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Prestatie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Hoe je die verdient</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Spel {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Uitdagingen tellen alleen in hun eigen maand: deze dag kan niet meer voor zijn uitdaging gespeeld worden.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0}: %n dag voltooid.</numerusform>
            <numerusform>{0}: %n dagen voltooid.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} verdiend.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} bij %n dag.</numerusform>
            <numerusform>{0} bij %n dagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Dagen op rij voltooid: %n</numerusform>
            <numerusform>Dagen op rij voltooid: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(beste %n).</numerusform>
            <numerusform>(beste %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Mijlpalen bereikt: {0} dagen.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Dagelijkse &amp;uitdagingen...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Dagelijkse uitdaging van {0}, {1}: spel {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Verdiend: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>%1aas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>%1boer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>%1vrouw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>%1heer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>een rode aas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>een zwarte aas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>een rode boer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>een zwarte boer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>een rode vrouw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>een zwarte vrouw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>een rode heer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>een zwarte heer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>de eerste joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>de tweede joker</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>een rode %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>een zwarte %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>elke %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 kan niet naar de basisstapels: die nemen nu %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>heer</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 kan niet op %2: een heer gaat op geen enkele kaart, hij vult alleen een lege stapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 kan niet op %2: %3 gaat op %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Geen kaart van de reeks van %1 tot %2 kan op %3: er gaat niets op een aas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Geen kaart van de reeks van %1 tot %2 kan op %3, dat %4 neemt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Dit spel heeft geen vrije cellen; er is geen vrije cel %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Dit spel heeft alleen vrije cel a; er is geen vrije cel %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Dit spel heeft vrije cellen a tot %1; er is geen vrije cel %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Eén kaart van stapel %1 gaat op %2, niet %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n kaart van stapel %1 gaat op %2, niet %3.</numerusform>
            <numerusform>%n kaarten van stapel %1 gaan op %2, niet %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Alleen de onderste kaart van stapel %1 kan daarheen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Alleen de onderste %n kaart van stapel %1 vormt een reeks.</numerusform>
            <numerusform>Alleen de onderste %n kaarten van stapel %1 vormen een reeks.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 gaat nooit op een stapel, zelfs niet op een lege: een joker gaat naar een vrije cel of naar de basisstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>De basisstapel van de jokers is leeg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Er gaat niets op een joker (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 gaat pas naar de basisstapel als de basisstapels van klaveren, schoppen en harten compleet zijn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>Stapel %1 is leeg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>Vrije cel %1 is leeg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Een gesloten kaart kan niet worden verplaatst: die wordt opengelegd zodra de kaarten erop weg zijn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>Reservestapel %1 is leeg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>Reservestapel %1 is vol: hij bevat %2 kaarten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Een reservestapel neemt één kaart tegelijk aan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>Reservestapel %1 bevat kaarten: een reservestapel neemt alleen kaarten aan als hij leeg is.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Er mag geen kaart op de reservestapel worden gelegd: hij geeft alleen kaarten af.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Kaarten kunnen niet terug van de basisstapels: de optie staat uit in Voorkeuren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>De basisstapel %1 is leeg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Dit spel heeft stapels 1 tot %1; er is geen stapel %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Dit spel heeft %1 basisstapels; er is geen basisstapel %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>In dit spel vult alleen een heer, of een reeks met een heer bovenaan, een lege stapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>In dit spel beginnen de basisstapels bij %1: alleen een kaart met waarde %2, of een reeks die ermee begint, vult een lege stapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>In dit spel blijft een lege stapel leeg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>In dit spel gaan kaarten één voor één van stapel naar stapel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 kan niet naar de basisstapel: de basisstapel %2 begint bij waarde %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>De bovenste kaart van stapel %1 ligt gesloten zolang vrije cel %2 een kaart bevat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Stapel %1 ligt onder stapel %2, waar een kaart op ligt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Stapel %1 ligt onder stapel %2: alleen alle %3 kaarten van stapel %2 mogen erop vallen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Vrije cel %1 bevat alleen %2, niet %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>In dit spel blijven kaarten op de basisstapels.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>In dit spel gaat er geen kaart op een stapel.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 kan niet naar de basisstapels: die nemen nu deze waarden: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>Basisstapel %1 is vol.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>Basisstapel %1 neemt nu waarde %2, niet %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>Er worden %1 kaarten in de vrije cellen gedeeld, maar er zijn maar %2 vrije cellen: kies meer cellen of minder kaarten.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Het spel kan alleen worden afgemaakt als geen enkele stapel meer dan één kaart bevat.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Spelcode &apos;%1&apos;: &apos;%2&apos; is niet het begin van een spelcode.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Spelcode &apos;%1&apos;: het celdeel &apos;%2&apos; moet C0 tot C8 zijn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Spelcode &apos;%1&apos;: %2 vrije cellen valt buiten het bereik (%3 tot %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Spelcode &apos;%1&apos;: %2 wordt gespeeld met %3 vrije cellen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Spelcode &apos;%1&apos;: het regeldeel kan niet worden gelezen (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Spelcode &apos;%1&apos; is langer dan elke code.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 kan niet naar de basisstapel: de basisstapel %2 begint met de aas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 kan nog niet naar de basisstapel: eerst %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Een kaart gaat nooit van de ene vrije cel naar de andere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Een kaart van een basisstapel gaat alleen terug naar een stapel.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>Vrije cel %1 is bezet.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 kaarten, er kunnen er nu hoogstens %2 worden verplaatst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Het spel kan vanaf hier niet worden afgemaakt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 kan niet naar de basisstapel: die neemt nu waarde %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>Basisstapel %1 neemt nu %2, niet %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Alleen de bovenste kaart van een vrije cel of een basisstapel kan worden verplaatst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Kaarten gaan één voor één naar een basisstapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Een vrije cel bevat één kaart.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>In dit spel gaat alleen een hele reeks van heer tot aas in afwisselende kleuren naar de basisstapels, alle 13 kaarten tegelijk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Elke basisstapel bevat al een reeks.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Het spel kan pas worden afgemaakt als elke stapel uit hele reeksen van heer tot aas bestaat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Als elke heer een stapel begint, heeft het spel evenveel stapels nodig als heren (%1) of één meer, niet %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Als de kaart in een vrije cel de bovenste kaart van de bijbehorende stapel omdraait, heeft elke vrije cel een eigen stapel nodig: %1 vrije cellen, %2 stapels.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Het spel is gewonnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Het spel kan alleen worden afgemaakt als elke stapel één reeks is.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Het spel kan alleen worden afgemaakt als elke resterende kaart, de een na de ander, vanaf zijn plek naar de basisstapels kan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Er is niets om ongedaan te maken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Er is niets om opnieuw uit te voeren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>Er is geen punt %1 in de geschiedenis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>&apos;%1&apos; is geen spelnummer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Spelnummer %1 valt buiten het bereik (1 tot %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Een spelnummer moet een geheel getal zijn, niet %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Spelcode &apos;%1&apos;: &apos;%2&apos; is geen letter A tot Z, cijfer of streepje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Spelcode &apos;%1&apos; moet uit drie delen bestaan, zoals FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Spelcode &apos;%1&apos;: formaatversie &apos;%2&apos; is niet 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Spelcode &apos;%1&apos;: het speldeel &apos;%2&apos; moet uit 7 letters A tot Z bestaan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Spelcode &apos;%1&apos;: spel %2 valt buiten het bereik (1 tot %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>Kaarten kunnen in dit spel niet terug van de basisstapels: het is begonnen met terugnemen uitgeschakeld.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Uitdagingen en eenvoudige spellen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Win een Freecell-spel met zo weinig vrije cellen als de oplosser ervoor nodig heeft. Elk spel hieronder staat bij het kleinste aantal vrije cellen waarmee het te winnen is.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 vrije cel (%1 spellen)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n vrije cel (%1 spellen)</numerusform>
            <numerusform>%n vrije cellen (%1 spellen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>Minste &amp;cellen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Uitdaging spelen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>&amp;Beginner: een eenvoudig spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Een willekeurig Freecell-spel met vier vrije cellen dat de oplosser als gemakkelijk beoordeelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;Azen op</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>Freecell met de vier azen op de basisstapels voordat het spel begint: een gemakkelijker spel</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Spel %1 met 1 vrije cel</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Spel %1 met %n vrije cel</numerusform>
            <numerusform>Spel %1 met %n vrije cellen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Uitdaging: minste &amp;cellen...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Uitdagingen en &amp;eenvoudige spellen...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>&amp;Beginner: een eenvoudig spel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Azen op: een &amp;gemakkelijker Freecell</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Uitdaging: spel %1 met 1 vrije cel</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Uitdaging: spel %1 met %n vrije cel</numerusform>
            <numerusform>Uitdaging: spel %1 met %n vrije cellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>De minste-cellen-uitdaging is voor Freecell-spellen die op nummer gedeeld zijn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Het minste aantal cellen komt met de moeilijkheidsbeoordeling, die verborgen is zolang het oordeel van de oplosser dat is: zet het aan in Voorkeuren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Bezig met bepalen van het minste aantal cellen...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Dit spel is niet te winnen, dus het heeft geen uitdaging.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>De oplosser kon binnen zijn budget het minste aantal vrije cellen voor dit spel niet bepalen, dus biedt hij geen uitdaging.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Minste-cellen-uitdaging</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Uitdaging: win dit spel met 1 vrije cel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>De oplosser wint spel %1 met 1 vrije cel en niet minder. Hetzelfde spel begint opnieuw met zoveel cellen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Uitdaging: win dit spel met %n vrije cel</numerusform>
            <numerusform>Uitdaging: win dit spel met %n vrije cellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>De oplosser wint spel %1 met %n vrije cel en niet minder. Hetzelfde spel begint opnieuw met zoveel cellen.</numerusform>
            <numerusform>De oplosser wint spel %1 met %n vrije cellen en niet minder. Hetzelfde spel begint opnieuw met zoveel cellen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>Uitdaging &amp;starten</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Uitdaging gewonnen: spel %1 met 1 vrije cel!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Uitdaging gewonnen: spel %1 met %n vrije cel!</numerusform>
            <numerusform>Uitdaging gewonnen: spel %1 met %n vrije cellen!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>Freecell met de azen op: de vier azen beginnen op de basisstapels. De resultaten worden apart van die van Freecell bijgehouden.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>het bestand is groter dan %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>het bestand is geen tekst (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>het bestand is leeg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>het bestand is geen geldige JSON (regel %1, kolom %2: %3); misschien is het afgekapt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>het bestand is geen geldige JSON (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>het bestand kan niet worden gelezen (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>het bestand bevat geen opgeslagen spel (geen JSON-object)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>het bestand is geen spel van FreeCell Qt (formaat %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>het bestand heeft geen versienummer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>het bestand is geschreven door een nieuwere FreeCell Qt (versie %1); werk de app bij om het te openen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>onbekende bestandsversie %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>de gespeelde tijd moet een aantal seconden zijn, 0 of meer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>het aantal hints moet een geheel getal zijn, 0 of meer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>het bestand bevat geen spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>het spel in het bestand is ongeldig: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>het spel heeft %1 stappen, meer dan de toegestane %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>stap %1 heeft meer dan de %2 zetten die een stap mag hebben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>het spel heeft meer dan de toegestane %1 zetten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>de gespeelde tijd is meer dan %1 jaar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>het aantal hints is meer dan %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>het bestand is geen gewoon bestand (een map, een apparaat of een pipe)</translation>
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
        <translation>Deze kaart kan nergens heen.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Herhaling: druk op Vanaf hier verder om te spelen, of op Esc om terug te gaan naar je spel.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Kies een punt om het spel ernaar terug te zetten. Ongedaan gemaakte stappen zijn grijs en kunnen opnieuw worden uitgevoerd tot je een nieuwe zet doet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Gespeelde stappen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Ga naar</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Ongedaan gemaakt: kan opnieuw worden uitgevoerd</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Het spel is nu hier</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Delen</translation>
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
        <translation>Hoe speel je het</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Afmaken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Als elke stapel één reeks is, is het spel zo goed als gewonnen: de knop &lt;b&gt;Afmaken&lt;/b&gt; stuurt alle kaarten naar de basisstapels. Met &lt;i&gt;Automatisch afmaken&lt;/i&gt; aan gebeurt dat vanzelf. Is er helemaal geen zet meer over, dan kun je ongedaan maken, het spel herstarten of een nieuw spel beginnen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Elke kaart die op een basisstapel komt levert 10 punten op en elke kaart die van een vrije cel naar een stapel wordt gespeeld 5 punten; een kaart die van een basisstapel wordt teruggenomen kost 10. Ongedaan maken neemt ook de punten terug, en de score zakt nooit onder nul.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Spelnummers en spelcodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Elk spel heeft een nummer van 1 tot 2.147.483.647, hetzelfde als in het klassieke Windows-spel, en hetzelfde nummer geeft in elk spel dezelfde schudding, gedeeld in de opstelling van dat spel: Freecell-spel 11982 is het beroemde spel dat niet te winnen is. Een &lt;b&gt;spelcode&lt;/b&gt; zoals &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; noemt het spel, de vrije cellen en de deling, zodat een vriend die de code invoert precies hetzelfde spel speelt. Gebruik &lt;i&gt;Spel op nummer of code spelen&lt;/i&gt; om een van beide in te voeren.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Moeilijkheid en winbare spellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Elk spel krijgt de beoordeling &lt;b&gt;Gemakkelijk&lt;/b&gt;, &lt;b&gt;Gemiddeld&lt;/b&gt;, &lt;b&gt;Moeilijk&lt;/b&gt; of &lt;b&gt;Expert&lt;/b&gt;. De beoordeling telt het kleinste aantal vrije cellen waarmee het spel nog te winnen is (de oplosser probeert het aantal cellen van het spel, dan één minder, enzovoort), en daarna hoe lang de oplosser naar een winst moest zoeken: elke cel die een spel nodig heeft weegt als een tien keer langere zoektocht. Ze berust op een aantal standen, niet op tijd, zodat hetzelfde spel op elke computer dezelfde beoordeling krijgt.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;Nieuw spel met opties&lt;/i&gt; deelt &lt;i&gt;Alleen winbare spellen&lt;/i&gt; pas een willekeurig spel als de oplosser er een winst voor heeft gevonden, en &lt;i&gt;Moeilijkheid&lt;/i&gt; vraagt om een willekeurig spel met die beoordeling. Terwijl de oplosser zoekt, kun je doorspelen; &lt;b&gt;Esc&lt;/b&gt; stopt het zoeken.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Spelen met een schermlezer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;De tafel vertelt een schermlezer op welke stapel het kader staat, bijvoorbeeld &lt;i&gt;harten 7, stapel 3, 5 kaarten, bovenste kaart&lt;/i&gt; of &lt;i&gt;Vrije cel b, leeg&lt;/i&gt;, en meldt elke zet, de kaarten die vanzelf naar de basisstapels gaan, waarom een zet wordt geweigerd, hints, of het spel nog te winnen is, en de winst. Om de tafel te horen: &lt;b&gt;R&lt;/b&gt; leest elke kaart van de stapel waarop het kader staat, &lt;b&gt;L&lt;/b&gt; leest de vrije cellen, &lt;b&gt;U&lt;/b&gt; de basisstapels, en &lt;b&gt;Alt&lt;/b&gt; met een cijfer leest die stapel (&lt;b&gt;Alt+3&lt;/b&gt; stapel 3). Lezen verplaatst geen kaart en geen kader.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;De pijltoetsen verplaatsen een kader tussen de stapels; &lt;b&gt;Spatie&lt;/b&gt; of &lt;b&gt;Enter&lt;/b&gt; pakt de kaarten daar op en legt ze neer op de volgende stapel die je kiest; &lt;b&gt;Esc&lt;/b&gt; laat los. Je kunt ook een zet typen: een stapelnummer, dan waar hij heen gaat (een andere stapel, een vrije cel, of &lt;b&gt;h&lt;/b&gt; voor de basisstapel). &lt;b&gt;3&lt;/b&gt; en dan &lt;b&gt;h&lt;/b&gt; stuurt de bereikbare kaart van stapel 3 naar zijn basisstapel.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Stapels 10 en hoger worden getypt als %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Stapels %1 en hoger hebben geen eigen toets: bereik ze met de pijltoetsen, Links en Rechts langs een laag, Omhoog en Omlaag naar de laag erboven of eronder.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;De vrije cellen hebben de letters &lt;b&gt;a&lt;/b&gt; tot &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is de basisstapel): &lt;b&gt;3&lt;/b&gt; en dan &lt;b&gt;a&lt;/b&gt; verplaatst de bereikbare kaart van stapel 3 naar de eerste vrije cel.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Hoe speel je %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Toetsenbord</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Les</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Overslaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Ga door naar de volgende stap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Les verlaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Terug naar je spel (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Speel een spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Verlaat de les en speel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Nog een keer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>De les nog een keer, vanaf stap 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Volg de les nu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Nee, bedankt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>De les blijft in het menu Help staan</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>&amp;Eerste les</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Les verlaten</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Nieuw bij Freecell?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Volg een korte les: acht stappen met een klein spel, ongeveer drie minuten. Je eigen spel wacht zolang.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>De les staat altijd in het menu Help: Eerste les.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Goed gedaan!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Je hebt het spel van de les gewonnen en kent nu elke zet van Freecell. Speel een spel, of volg de les nog een keer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Stap {0} van {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Een kaart gaat op een kaart die één hoger is en van de andere kleur, zoals een rode boer op een zwarte vrouw. Sleep de {0} naar de {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>De vrije cellen linksboven bevatten elk één willekeurige kaart. Zet de {0} in een vrije cel om de kaart eronder vrij te maken.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Op de basisstapels rechtsboven wordt elke soort opgebouwd vanaf de aas. Stuur de {0} naar de basisstapel: sleep hem erheen of dubbelklik erop. In je eigen spellen gaan kaarten die nergens meer nodig zijn vanzelf naar de basisstapels (automatisch verplaatsen).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Kaarten op volgorde in afwisselende kleuren verplaatsen samen: hoogstens (vrije cellen + 1) × 2^(lege stapels), hier {0}. Sleep de {1} naar de {2}; de kaarten eronder gaan mee.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Het spel weigert een zet die de regels niet toestaan en zegt onder in het venster waarom. Probeer er een.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Het spel weigert een zet die de regels niet toestaan en zegt onder in het venster waarom. Probeer het: sleep de {0} naar de {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Doe een willekeurige zet en draai die daarna terug met Ongedaan maken (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Elke zet kan worden teruggedraaid: druk nu op Ctrl+Z (Ongedaan maken).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Het spel zei: “{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Weet je niet wat je moet doen? Druk op H (Hint): het spel markeert een goede zet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Win nu het spel: elke kaart naar zijn basisstapel. Gebruik hints (H) zoveel je wilt; Afmaken (Ctrl+F) stuurt de rest naar de basisstapels zodra de kaarten op volgorde liggen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Dit kan vanaf hier niet meer. Draai zetten terug met Ongedaan maken (Ctrl+Z), of druk op Overslaan.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Meer knoppen</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Nieuw spel &amp;met opties...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>Spel &amp;herstarten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>Spel op nummer of code s&amp;pelen...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>Spel van de &amp;dag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>Spelcode &amp;kopiëren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Positie kop&amp;iëren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>Positie p&amp;lakken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>Positie op&amp;zetten...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>Spel &amp;openen...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>Spel op&amp;slaan als...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;uitvoeren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>Zet&amp;geschiedenis...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>Spel &amp;analyseren...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>A&amp;fmaken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkbalk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Voorkeuren...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Hoe speel je het</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;Over FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Spel van de dag {0}: {1} spel {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0} spel {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Eerste les</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Het is niet meer geïnstalleerd.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Het kaartspel “{0}” kan niet worden gebruikt: {1} De kaarten zijn die van FreeCell Qt zelf.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>De positie is als tekst naar het klembord gekopieerd.</translation>
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
        <translation>&amp;Zet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Werkbalk</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Score: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Zetten: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Tijd: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Dit is het spel van de dag van vandaag; Spel herstarten speelt het vanaf het begin.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>Het spel van de dag van {0}: vandaag voor iedereen hetzelfde spel.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} naar het klembord gekopieerd.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Berichten...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>De laatste berichten van de statusbalk</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Berichten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Laatste berichten, nieuwste onderaan</translation>
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
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Aangepast</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Kaarten ter&amp;ug van de basisstapels toestaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Een optie van elk spel, zoals in Voorkeuren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Vrije cellen:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>&amp;Willekeurig spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>Spel&amp;nummer of spelcode:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Alleen winbare spe&amp;llen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Alleen een willekeurig spel delen als de oplosser heeft bewezen dat het te winnen is</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>bijv. 11982 of FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>&amp;Moeilijkheid:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Spelnummers lopen van 1 tot %1, met in elk spel dezelfde schudding.&lt;br&gt;Spelcodes zien eruit als FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>U&amp;itdagingen en eenvoudige spellen...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Dit zijn de regels van %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Spelcode: nog geen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Spelcode: een willekeurig spel — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Spelcode: %1 — %2, spel %3</translation>
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
        <translation>Je zetten zoals de par ze telt (elke zet, ook die naar de basisstapels en de automatische), en de par van het spel: het kleinste aantal zetten dat gevonden is om het te winnen</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Het instellingenbestand {0} kon niet worden gelezen; de standaardwaarden worden gebruikt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Het instellingenbestand kon niet worden gelezen; het is bewaard als {0} en de standaardwaarden worden gebruikt.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Instellingen kunnen niet worden opgeslagen in {0}; wijzigingen gelden alleen tot FreeCell Qt wordt gesloten.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>Veilige kaarten &amp;automatisch naar de basisstapels verplaatsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>Automatisch a&amp;fmaken wanneer elke stapel een reeks is</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>&amp;Enkele klik stuurt een kaart naar zijn basisstapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Klikken om te verplaatsen: klik op een kaart, dan op &amp;zijn plek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Kaarten &amp;terug van de basisstapels toestaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Vierkleurig kaartspel (klaveren groen, ruiten blauw)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Kaartspel met &amp;grote indexen (grote waarde en soort in de hoeken)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>Geluidseffe&amp;cten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>Laatste spel &amp;hervatten bij het starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Tonen of het spel nog te &amp;winnen is</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Een klik pakt een kaart op met de reeks erop; een klik op een andere stapel legt ze daar neer, een klik op het vilt of Esc legt ze terug. Een enkele klik pakt dan op in plaats van een kaart naar zijn basisstapel te sturen; een dubbelklik doet dat nog wel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>Ver&amp;dubbelend: (vrije cellen + 1) × 2^lege stapels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>L&amp;ineair: (vrije cellen + 1) × (lege stapels + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Kaarten die een reeksverplaatsing mag meenemen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>In spellen waarin lege stapels alleen heren of niets nemen, gaan vrije cellen + 1 kaarten tegelijk. Regelwijzigingen gelden meteen, ook voor het lopende spel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>Zoals het systeem</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Groen vilt, donker in donkere modus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Groen vilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Blauw vilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Donker vilt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Aan: zwart vilt, omlijnde kaarten en stapels</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Blauw rasterwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Rode ruiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Groene golven</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Passend in het venster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Groot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Middel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Snelheid &amp;bij Oplossen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Uiterlijk</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>&amp;Kleurenschema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Speeltafel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>H&amp;oog contrast:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Kaartfor&amp;maat:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Minder beweging: kaarten gaan direct naar h&amp;un plek, geen viering</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Standaard aan wanneer de desktop om minder animatie vraagt. Oplossen speelt nog steeds één zet tegelijk, in zijn eigen tempo.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>Van FreeCell Qt zelf</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Voorbeeld van het kaartspel: een aas, een heer en de rug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Kaarts&amp;pel:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>Kaart&amp;rug:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Deze optie wijzigt alleen het eigen kaartspel van FreeCell Qt; het gekozen kaartspel heeft zijn eigen voorkanten en rug.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Het kaartspel “{0}” kan niet worden gebruikt: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>A&amp;nimatiesnelheid:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Systeem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>Taa&amp;l:</translation>
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
        <translation>&amp;Annuleren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Sluiten</translation>
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
        <translation>Annuleren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Herstellen</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Stoppen met zoeken naar een spel (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Moeilijkheid: bezig met beoordelen...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Bezig met bepalen hoe moeilijk dit spel is</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Moeilijkheid: niet beoordeeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Dit spel is niet te winnen, dus het heeft geen niveau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>De oplosser heeft binnen zijn budget niets beslist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Moeilijkheid: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Gestopt met zoeken naar een spel; het lopende spel is ongewijzigd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Bezig met zoeken naar een winbaar spel... (kandidaat %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Bezig met zoeken naar een spel met beoordeling %1... (kandidaat %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Spel %1, beoordeeld als %2 (kandidaat %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Spel %1, bewezen winbaar (kandidaat %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Geen geschikt spel gevonden onder de %1 geprobeerde; het lopende spel is ongewijzigd.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Gemakkelijk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Winbaar zonder vrije cellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Winbaar met 1 vrije cel</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Winbaar met %n vrije cel</numerusform>
            <numerusform>Winbaar met %n vrije cellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; %2 standen doorzocht.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Herhaling</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Eén stap terug</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Vooruit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Eén stap vooruit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Sleep naar een willekeurig punt in het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Punt in het spel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Vanaf hier verder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Speel dit spel zelf vanaf het getoonde punt; latere stappen kunnen opnieuw worden uitgevoerd</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Herhaling: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Nu is het jouw spel, vanaf stap {0}. Opnieuw uitvoeren volgt de herhaling.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Stap {0} van {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Resultaten door de tijd</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} spellen, {1} gewonnen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Nog geen afgeronde spellen.</translation>
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
        <translation>Laatste {0} spellen, oudste links</translation>
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
        <translation>Winstpercentage</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Analyse van het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Bezig met het bekijken van elk punt van het spel met de oplosser...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Bezig met analyseren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Punten van het spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Oordeel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Vanaf hier verder spelen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Oplo&amp;ssing tonen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>De par van de deling is {0} zetten; jouw spel op dezelfde manier geteld (automatische zetten inbegrepen): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>De deling</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>winbaar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Dit spel is vanaf het begin niet te winnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>Binnen de beschikbare tijd is vanaf de deling geen winst gevonden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Je hebt gewonnen: geen enkele zet heeft het spel verloren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Het spel is vanaf de huidige stand nog te winnen: geen enkele zet heeft het verloren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Zet {0} heeft het spel verloren: ervoor was het te winnen, erna niet meer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Het spel was te winnen tot en met zet {0}; daarna is binnen de beschikbare tijd geen winst gevonden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Je hebt 1 zet gespeeld; de oplosser wint vanaf de deling in {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Je hebt %n zet gespeeld; de oplosser wint vanaf de deling in {0}.</numerusform>
            <numerusform>Je hebt %n zetten gespeeld; de oplosser wint vanaf de deling in {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>De analyse is gesloten: er wordt een ander spel gespeeld.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Tafelindeling</translation>
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
        <translation>Spel van Baker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Spel van Baker met alleen heren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Eight Off</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Dubbele Eight Off</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Soepele Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Dubbele Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Soepele Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Uitdagende Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Superuitdagende Freecell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Zeven bij vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Zeven bij vijf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Bath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Dubbele Freecell (traditioneel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Dubbele Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Driedubbele Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Repair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Cel 11</translation>
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
        <translation>Pinguïn</translation>
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
        <translation>Bloemblad</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Stalactieten</translation>
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
        <translation>Dubbele Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Heren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Kattenstaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Slang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Gevolg</translation>
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
        <translation>Aangepast spel</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Freecell, azen op</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, geen vrije cellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 vrije cel</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n vrije cel</numerusform>
            <numerusform>%1, %n vrije cellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>geen vrije cellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 vrije cel</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n vrije cel</numerusform>
            <numerusform>%n vrije cellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n stapel</numerusform>
            <numerusform>%n stapels</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>niet bouwen op de stapels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>bouwt per soort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>bouwt ongeacht de soort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>bouwt in afwisselende kleuren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>alleen heren in lege stapels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>lege stapels blijven leeg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>elke kaart in lege stapels</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>reeksen van elke lengte gaan in één keer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>één kaart tegelijk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>reeksen gaan via vrije cellen en lege stapels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>reeksen gaan via vrije cellen</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n stapel</numerusform>
            <numerusform>%n stapels</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>azen en tweeën het diepst gedeeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>de waarde van de eerste kaart bepaalt de basis, al die kaarten beginnen de basisstapels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>de eerst gedeelde kaart bepaalt de basis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>op de stapels gaat een heer op een aas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>elke stapel begint met een heer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>elke gedeelde heer begint een stapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>de azen gaan naar de basisstapels zodra ze gedeeld worden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>de azen beginnen op de basisstapels</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>een kaart in een vrije cel draait de bovenste kaart van de bijbehorende stapel om</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>de stapels van de rechterhelft bouwen per soort, geven elk van hun kaarten af en nemen heren aan als ze leeg zijn</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>alle kaarten van elke stapel gesloten, behalve de laatste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>stapels in overlappende lagen: een stapel onder een stapel met kaarten geeft noch neemt, maar kan de hele enige stapel erboven nemen</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n reservestapel, die een reeks aanneemt als hij leeg is</numerusform>
            <numerusform>%n reservestapels, die elk een reeks aannemen als ze leeg zijn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>een reservestapel met %n gedeelde kaart, die niets terugneemt</numerusform>
            <numerusform>een reservestapel met %n gedeelde kaarten, die niets terugneemt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>een reservestapel met %n gedeelde kaart, die tot %1 kaarten kan bevatten</numerusform>
            <numerusform>een reservestapel met %n gedeelde kaarten, die tot %1 kaarten kan bevatten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n reservestapel van maximaal %1 kaarten</numerusform>
            <numerusform>%n reservestapels van maximaal %1 kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>In plaats van vrije cellen staat er %n &lt;b&gt;reservestapel&lt;/b&gt; rechts van de stapels. Een lege reservestapel neemt in één keer een hele reeks aan van een stapel of een andere reservestapel; een reservestapel met kaarten neemt niets aan. Elke reeks bovenaan een reservestapel mag eraf, geheel of gedeeltelijk.</numerusform>
            <numerusform>In plaats van vrije cellen staan er %n &lt;b&gt;reservestapels&lt;/b&gt; rechts van de stapels. Een lege reservestapel neemt in één keer een hele reeks aan van een stapel of een andere reservestapel; een reservestapel met kaarten neemt niets aan. Elke reeks bovenaan een reservestapel mag eraf, geheel of gedeeltelijk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>In plaats van vrije cellen staat er %n &lt;b&gt;reservestapel&lt;/b&gt; rechts van de stapels. Hij neemt elke kaart aan, één tegelijk, tot hij %1 kaarten bevat; alleen de bovenste kaart mag eraf.</numerusform>
            <numerusform>In plaats van vrije cellen staan er %n &lt;b&gt;reservestapels&lt;/b&gt; rechts van de stapels. Elke reservestapel neemt elke kaart aan, één tegelijk, tot hij %1 kaarten bevat; alleen de bovenste kaart mag eraf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>In plaats van vrije cellen wordt de eerste %n kaart in een &lt;b&gt;reservestapel&lt;/b&gt; rechts van de stapels gedeeld.</numerusform>
            <numerusform>In plaats van vrije cellen worden de eerste %n kaarten in een &lt;b&gt;reservestapel&lt;/b&gt; rechts van de stapels gedeeld.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>De bovenste kaart mag worden gespeeld, maar er mag geen kaart op worden gelegd.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Hij neemt elke kaart aan, één tegelijk, tot hij %n kaart bevat; alleen de bovenste kaart mag eraf.</numerusform>
            <numerusform>Hij neemt elke kaart aan, één tegelijk, tot hij %n kaarten bevat; alleen de bovenste kaart mag eraf.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Het spel wordt gespeeld met %1 &lt;b&gt;stapels&lt;/b&gt;, elk met één open gedeelde kaart, in %2 rijen (lagen) van %3 stapels vanaf boven. Elke laag ligt iets lager dan de vorige en een halve kaart opzij, zodat elke stapel behalve die van de onderste laag onder de een of twee stapels van de volgende laag ligt die hem overlappen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Zolang een stapel die erover ligt een kaart bevat, is een stapel &lt;b&gt;geblokkeerd&lt;/b&gt;: geen van zijn kaarten kan worden verplaatst en er gaat geen kaart op. De stapels van de onderste laag zijn nooit geblokkeerd.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Eén zet gaat wel naar een geblokkeerde stapel: als nog maar één stapel erboven kaarten bevat, mogen alle kaarten van die stapel er in één keer op vallen, als ze een reeks vormen waarvan de eerste kaart op zijn bereikbare kaart past. De stapel die ze verlaten moet zelf vrij zijn en niet meer kaarten bevatten dan er tegelijk mogen worden verplaatst.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>De azen beginnen op de basisstapels en de andere kaarten worden rij voor rij gedeeld.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 kaarten worden in de stapels gedeeld, van links af: %2. Alle kaarten van elke stapel behalve de laatste worden eerst gesloten gedeeld, rij voor rij; daarna wordt één rij open gedeeld.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Een gesloten kaart kan niet worden verplaatst en neemt geen kaart aan, dus reeksen bestaan alleen uit open kaarten. Zodra de kaarten erop weg zijn, wordt die meteen opengelegd.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>op een reservestapel die hem aanneemt (zie De tafel);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Alleen de bereikbare kaart van een stapel (de kaart die door niets wordt bedekt) of de bovenste kaart van een reservestapel kan worden verplaatst. Een kaart mag:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Elke vrije cel hoort bij een stapel: vrije cel a bij stapel 1, b bij stapel 2, enzovoort. Zolang een vrije cel een kaart bevat, ligt de bovenste kaart van de bijbehorende stapel &lt;b&gt;gesloten&lt;/b&gt;: die kan niet worden verplaatst en er mag geen kaart op. Een lege stapel neemt nog steeds een kaart of een reeks aan, waarvan de bovenste kaart dan meteen gesloten wordt gelegd. Zodra de vrije cel weer leeg is, wordt de kaart weer opengelegd.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>De stapels zijn van twee typen. Stapels 1 tot en met %1 bouwen zoals hierboven en nemen elke groep kaarten aan waarvan de eerste kaart past, als reeks of niet. Stapels %2 tot en met %3 bouwen aflopend per soort (de harten 7 op de harten 8); elk aantal van hun kaarten mag in één keer worden verplaatst, als reeks of niet, met de eerste kaart van de groep voorop; en een lege stapel neemt alleen een heer aan, of een groep met een heer bovenaan.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Alleen de %1 stapels van de bovenste laag nemen een kaart als ze leeg zijn: elke kaart, of een reeks die kort genoeg is, als geen stapel erboven een kaart bevat. Een lege stapel van een andere laag blijft leeg, en alleen de lege stapels van de bovenste laag tellen als lege stapels wanneer reeksen worden verplaatst.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Een reeks bereikbare kaarten aan het eind van een stapel, %1, kan in één keer worden verplaatst als hij kort genoeg is. Met &lt;i&gt;F&lt;/i&gt; lege vrije cellen en &lt;i&gt;E&lt;/i&gt; lege stapels (een lege stapel waar de reeks heen gaat meegeteld) is de langste reeks die kan worden verplaatst %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Bijvoorbeeld: als elke vrije cel en één stapel leeg is, kunnen er %1 kaarten naar een andere stapel of naar de lege stapel zelf.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>basisstapels per waarde opgebouwd vanaf vier gedeelde kaarten</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>twee basisstapels in afwisselende kleuren vanaf de klaverenaas en de hartenaas</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>één basisstapel voor alle kaarten: alle azen, dan alle tweeën, enzovoort tot en met de heren</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>elke basisstapel neemt een hele reeks van heer tot aas in afwisselende kleuren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Het spel wordt gespeeld met één kaartspel en &lt;b&gt;twee jokers&lt;/b&gt;. Verplaats alle 54 kaarten naar de vijf &lt;b&gt;basisstapels&lt;/b&gt;: vier per soort, elk opgebouwd van de aas tot de heer, en een vijfde die de twee jokers neemt, maar pas als de basisstapels van klaveren, schoppen en harten compleet zijn (ruiten hoeft niet).&lt;/p&gt;&lt;p&gt;Een joker gaat &lt;b&gt;nooit op een stapel&lt;/b&gt;, zelfs niet op een lege, en er gaat niets op een joker: verplaats hem naar een vrije cel, of naar de basisstapel als die hem neemt. Een joker die binnen een reeks is gedeeld, gaat met die reeks mee en telt als een aas (de eerste joker) of een 2 (de tweede) van een eigen kleur. Een reeks die naar een lege stapel gaat, telt ook die stapel mee bij de lege stapels waardoor hij kan worden verplaatst.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>op zijn basisstapel, als hij de volgende waarde van die soort is; een joker op de vijfde basisstapel zodra klaveren, schoppen en harten compleet zijn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>twee jokers, die nooit op een stapel gaan, en een vijfde basisstapel die ze neemt zodra klaveren, schoppen en harten compleet zijn</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>vier basisstapels, elk per soort twee keer rond vanaf een aas van het eerste kaartspel</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>kaarten mogen terug van de basisstapels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 kaart in de cellen gedeeld</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n kaart in de cellen gedeeld</numerusform>
            <numerusform>%n kaarten in de cellen gedeeld</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Het doel</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verplaats alle %1 kaarten naar de ene &lt;b&gt;basisstapel&lt;/b&gt;. Die neemt &lt;b&gt;eerst elke aas&lt;/b&gt;, in elke volgorde van de soorten, dan elke 2, dan elke 3, enzovoort tot en met de heren, ongeacht de soort: alle %2 kaarten van een waarde vóór de volgende waarde.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verplaats alle 52 kaarten naar de vier &lt;b&gt;basisstapels&lt;/b&gt;, die elke soort nemen. Een basisstapel neemt alleen een &lt;b&gt;hele reeks&lt;/b&gt;: de 13 kaarten van een heer af tot een aas in afwisselende kleuren, die aan het eind van een stapel liggen, gaan samen in één zet naar de basisstapel, ongeacht hoeveel vrije cellen en stapels leeg zijn. Een kaart gaat nooit op zichzelf naar de basisstapel. Sleep de reeks aan zijn heer, of klik op zijn aas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Het spel wordt gespeeld met 2 kaartspellen die samen geschud zijn. Verplaats alle 104 kaarten naar de vier &lt;b&gt;basisstapels&lt;/b&gt;, één per soort. De vier azen van het eerste kaartspel beginnen ze, als laatste daar gedeeld, en elke stapel wordt per soort opgebouwd van de aas tot de heer en dan &lt;b&gt;nog een keer rond&lt;/b&gt;, van de andere aas tot de andere heer, tot hij 26 kaarten bevat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verplaats alle 52 kaarten naar de twee &lt;b&gt;basisstapels&lt;/b&gt;. De klaverenaas en de hartenaas beginnen ze, en elk wordt opgebouwd &lt;b&gt;in afwisselende kleuren ongeacht de soort&lt;/b&gt;, telkens één waarde hoger, twee keer rond van de aas tot de heer tot hij 26 kaarten bevat: op de klaverenaas komt een rode 2, dan een zwarte 3, en na zijn zwarte heer een rode aas. Past een kaart op beide basisstapels, leg hem dan op de stapel die je kiest.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verplaats alle 52 kaarten naar de vier &lt;b&gt;basisstapels&lt;/b&gt;. De laatste vier gedeelde kaarten beginnen ze, elk één, en elke stapel wordt opgebouwd &lt;b&gt;per waarde ongeacht de soort&lt;/b&gt;, telkens één waarde hoger en rond van de heer naar de aas, tot hij 13 kaarten bevat: op een 6 komt elke 7, dan elke 8, enzovoort tot en met de 5. Past een kaart op meer dan één basisstapel, leg hem dan op de stapel die je kiest.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verplaats alle 52 kaarten naar de vier &lt;b&gt;basisstapels&lt;/b&gt;, één per soort, elk opgebouwd van de aas tot de heer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>De tafel</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Vier kleuren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Duitse Freecell</translation>
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
            <numerusform>%n kaartspel</numerusform>
            <numerusform>%n kaartspellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>elke soort in zijn eigen stapel gedeeld</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>een vrije cel voor elke soort</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Kaarten verplaatsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Lege stapels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Reeksen verplaatsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Kaarten terug van de basisstapels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Automatische zetten</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Het spel wordt gespeeld met %1 door elkaar geschudde kaartspellen. Verplaats alle %2 kaarten naar de %3 &lt;b&gt;basisstapels&lt;/b&gt;, %1 voor elke soort, elk opgebouwd van de aas tot de heer; een kaart gaat naar welke basisstapel van zijn soort hij ook past.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Verplaats alle 52 kaarten naar de vier &lt;b&gt;basisstapels&lt;/b&gt;, één per soort.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Het spel wordt gespeeld met %1 door elkaar geschudde kaartspellen. Verplaats alle %2 kaarten naar de %3 &lt;b&gt;basisstapels&lt;/b&gt;, %1 voor elke soort; een kaart gaat naar welke basisstapel van zijn soort hij ook past.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>De waarde van de eerste kaart van de schudding bepaalt de &lt;b&gt;basis&lt;/b&gt;: elke kaart van die waarde begint vóór het delen een basisstapel, en elke basisstapel wordt per soort opgebouwd vanaf die waarde, rond van de heer naar de aas. Met een 5 als basis gaat een basisstapel 5, 6, ..., vrouw, heer, aas, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>De eerst gedeelde kaart, onderaan de eerste stapel, bepaalt de &lt;b&gt;basis&lt;/b&gt;: de andere kaarten van die waarde beginnen de basisstapels, en elke basisstapel wordt per soort opgebouwd vanaf die waarde, rond van de heer naar de aas. Met een 5 als basis gaat een basisstapel 5, 6, ..., vrouw, heer, aas, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 kaarten worden één voor één open in de eerste stapel gedeeld; elke heer die komt terwijl de stapel al kaarten bevat, begint de volgende stapel, zodat de lengte van de stapels per spel verschilt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>De laatste heer van de schudding wordt als eerste gedeeld, zodat elke stapel met een heer begint.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Als de eerste kaart een heer is, blijft de laatste stapel leeg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>De azen worden niet in de stapels gedeeld: elke aas gaat naar een basisstapel zodra hij komt.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Het spel wordt gespeeld met %n stapel.</numerusform>
            <numerusform>Het spel wordt gespeeld met %n stapels.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Elke kaart wordt open gedeeld in de stapel van zijn soort: de klaveren in de eerste stapel, de ruiten in de tweede, de harten in de derde en de schoppen in de vierde, in de volgorde van de schudding. De andere stapels beginnen leeg.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 kaarten worden open in de stapels gedeeld, %2 per stapel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 kaarten worden open in de stapels gedeeld, van links af: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Er zijn geen vrije cellen: elke kaart blijft op de stapels of gaat naar de basisstapels.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Daarboven liggen de basisstapels en 1 &lt;b&gt;vrije cel&lt;/b&gt;, die één kaart kan bevatten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Daarboven liggen de basisstapels en een &lt;b&gt;vrije cel&lt;/b&gt; voor elke soort, die één kaart van die soort kan bevatten: klaveren, ruiten, harten en schoppen, van links af.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Daarboven liggen de basisstapels en %n &lt;b&gt;vrije cel&lt;/b&gt;, die één kaart kan bevatten.</numerusform>
            <numerusform>Daarboven liggen de basisstapels en %n &lt;b&gt;vrije cellen&lt;/b&gt;, die elk één kaart kunnen bevatten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>De laatste kaart wordt in een vrije cel gedeeld.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>De laatste %n kaart wordt in de vrije cellen gedeeld.</numerusform>
            <numerusform>De laatste %n kaarten worden in de vrije cellen gedeeld.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Eerst worden de azen en dan de tweeën gedeeld, zodat ze onderaan de stapels liggen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>op een basisstapel waarvan de bovenste kaart één waarde lager is, ongeacht de soort: een heer op een vrouw, een aas op een heer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Op de stapels wordt nooit gebouwd: alleen de bereikbare kaart van een stapel of een kaart in een vrije cel kan worden verplaatst, en die mag:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>op een stapel waarvan de bereikbare kaart één waarde hoger is en van dezelfde soort: de harten 7 op de harten 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>op een stapel waarvan de bereikbare kaart één waarde hoger is, ongeacht de soort: elke 7 op elke 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>op een stapel waarvan de bereikbare kaart één waarde hoger is en van de andere kleur: een rode 7 op een zwarte 8;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>in de vrije cel van zijn soort, als die leeg is;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>in een lege vrije cel (nooit van de ene vrije cel naar de andere);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>op een basisstapel waarvan de bovenste kaart één waarde lager is en van de andere kleur, ongeacht de soort: een rode 2 op de klaverenaas.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>op de basisstapel, als hij de waarde heeft die de basisstapel nu neemt, ongeacht de soort.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>op een lege basisstapel alleen als deel van een hele reeks van heer tot aas, alle 13 kaarten tegelijk.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>op zijn basisstapel, als hij de volgende waarde van die soort is: na de heer komt de andere aas.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>op zijn basisstapel, als hij de volgende waarde van die soort is.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Alleen de bereikbare kaart van een stapel (de kaart die door niets wordt bedekt) of een kaart in een vrije cel kan worden verplaatst. Een kaart mag:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Ook op de stapels gaan de waarden rond: een heer gaat op een aas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Op de stapels gaan de waarden rond, op de basisstapels niet: een heer gaat op een aas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Op de stapels gaan de waarden niet rond: er gaat daar niets op een aas, en een heer gaat op geen enkele kaart.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Alleen een kaart met de waarde net onder de basis (een 4 als de basis een 5 is), of een reeks die ermee begint, mag een lege stapel vullen. Lege stapels kunnen geen kaarten bevatten die onderweg zijn naar elders.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Alleen een heer, of een reeks met een heer bovenaan, mag een lege stapel vullen. Lege stapels kunnen geen kaarten bevatten die onderweg zijn naar elders.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Er mag geen kaart in een lege stapel worden gespeeld: is een stapel eenmaal leeg, dan blijft hij leeg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Elke kaart mag een lege stapel vullen, of elke reeks die kort genoeg is. Slepen verplaatst de kaart die je pakt en alle kaarten eronder; een klik of het toetsenbord verplaatst de langste reeks die de regels toestaan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>aflopend in waarde in één soort</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>aflopend in waarde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>aflopend in waarde en afwisselend in kleur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Kaarten gaan één voor één, en alleen van de stapels af: er zijn geen reeksen om te verplaatsen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Een reeks bereikbare kaarten aan het eind van een stapel, %1, gaat in één keer, hoe lang hij ook is en ongeacht welke vrije cellen en stapels leeg zijn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Kaarten gaan één voor één: een reeks moet kaart voor kaart uit elkaar worden gehaald, via de vrije cellen en lege stapels.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Een reeks bereikbare kaarten aan het eind van een stapel, %1, kan in één keer worden verplaatst als dat ook kaart voor kaart via de lege vrije cellen zou kunnen; lege stapels helpen niet. Met &lt;i&gt;F&lt;/i&gt; lege vrije cellen is de langste reeks die kan worden verplaatst %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Bijvoorbeeld: als elke vrije cel leeg is, kunnen er %1 kaarten tegelijk worden verplaatst.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Een reeks bereikbare kaarten aan het eind van een stapel, %1, kan in één keer worden verplaatst als dat ook kaart voor kaart via de lege vrije cellen en lege stapels zou kunnen. Met &lt;i&gt;F&lt;/i&gt; lege vrije cellen en &lt;i&gt;E&lt;/i&gt; lege stapels (de stapel waar de reeks heen gaat niet meegeteld) is de langste reeks die kan worden verplaatst %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Bijvoorbeeld: als elke vrije cel en één stapel leeg is, kunnen er %1 kaarten naar een andere stapel en %2 naar de lege stapel zelf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Kaarten op de basisstapels blijven daar, wat de Voorkeuren ook zeggen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>De bovenste kaart van een basisstapel mag terug naar een stapel waar hij past, voor 10 punten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Kaarten op de basisstapels blijven daar. In de Voorkeuren kan worden toegestaan dat de bovenste kaart van een basisstapel terug naar een stapel gaat, voor 10 punten.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Met &lt;i&gt;Veilige kaarten automatisch verplaatsen&lt;/i&gt; aan gaat elke kaart die de basisstapel neemt na elke zet vanzelf naar de basisstapel: de basisstapel neemt een waarde pas als elke kaart van de waarde eronder erop ligt, dus kan geen kaart die nog op tafel ligt er nog op. &lt;i&gt;Afmaken&lt;/i&gt; stuurt de rest naar de basisstapel zodra elke resterende kaart vanaf zijn plek naar de basisstapel kan, de een na de ander.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Ongedaan maken neemt je zet en de bijbehorende automatische zetten samen terug. Een enkele klik op een kaart, of een dubbelklik, stuurt hem ook naar de basisstapel als hij past.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Met &lt;i&gt;Veilige kaarten automatisch verplaatsen&lt;/i&gt; aan gaat een hele reeks van heer tot aas aan het eind van een stapel na elke zet vanzelf naar de basisstapel: er kan niets op zijn aas, dus kan hij op tafel niet meer helpen. &lt;i&gt;Afmaken&lt;/i&gt; stuurt de rest naar de basisstapels zodra elke stapel uit hele reeksen bestaat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Ongedaan maken neemt je zet en de bijbehorende automatische zetten samen terug. Een enkele klik of een dubbelklik op de aas van een hele reeks stuurt de reeks naar de basisstapel.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Met &lt;i&gt;Veilige kaarten automatisch verplaatsen&lt;/i&gt; aan gaat een kaart na elke zet alleen vanzelf naar de basisstapel in de tweede ronde van zijn basisstapel, als zijn tweeling er al op ligt en geen kaart van een van beide kaartspellen die nog op tafel ligt er nog op zou kunnen. In de eerste ronde kies je zelf welke van de twee kaarten naar de basisstapel gaat. &lt;i&gt;Afmaken&lt;/i&gt; stuurt de rest naar de basisstapels zodra elke resterende kaart vanaf zijn plek naar de basisstapels kan, de een na de ander.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Met &lt;i&gt;Veilige kaarten automatisch verplaatsen&lt;/i&gt; aan gaat een kaart na elke zet vanzelf naar de basisstapel als maar één basisstapel hem neemt en geen kaart die nog op tafel ligt er nog op zou kunnen: azen, en elke kaart waarvan beide kaarten met de waarde eronder en de andere kleur al op de basisstapels liggen. Een kaart die beide basisstapels nemen, plaats je zelf. &lt;i&gt;Afmaken&lt;/i&gt; stuurt de rest naar de basisstapels zodra elke resterende kaart vanaf zijn plek naar de basisstapels kan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Ongedaan maken neemt je zet en de bijbehorende automatische zetten samen terug. Een enkele klik op een kaart, of een dubbelklik, stuurt hem naar de eerste basisstapel die hem neemt.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>In dit spel gaat geen kaart vanzelf naar de basisstapels, wat de Voorkeuren ook zeggen: de vier basisstapels dingen naar de kaarten van elke waarde, dus welke kaart waarheen gaat, en wanneer, kies je zelf. Zodra geen stapel meer dan één kaart bevat, stuurt &lt;i&gt;Afmaken&lt;/i&gt; de rest naar de basisstapels.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Een enkele klik op een kaart, of een dubbelklik, stuurt hem naar de eerste basisstapel die hem neemt.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>gaan kaarten die op tafel niet meer nuttig kunnen zijn na elke zet vanzelf naar de basisstapels: elke kaart waarop geen kaart die nog op tafel ligt nog kan worden gebouwd.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>gaan kaarten die op tafel niet meer nuttig kunnen zijn na elke zet vanzelf naar de basisstapels: azen, tweeën, en elke kaart waarop geen kaart die nog op tafel ligt, uit welk kaartspel ook, nog kan worden gebouwd.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>gaat elke kaart die naar zijn basisstapel kan na elke zet vanzelf daarheen: omdat reeksen per soort worden gebouwd, kan een kaart op een basisstapel nooit meer op tafel nodig zijn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>gaan kaarten die op tafel niet meer nuttig kunnen zijn na elke zet vanzelf naar de basisstapels: azen, tweeën, en elke kaart waarvan de waarde min één al op alle vier de basisstapels ligt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>gaan kaarten die op tafel niet meer nuttig kunnen zijn na elke zet vanzelf naar de basisstapels: azen, tweeën, en elke kaart waarvan beide basisstapels van de andere kleur al één waarde lager zijn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>De eerst gedeelde basiskaart gaat nooit vanzelf naar de basisstapel, omdat er nog een kaart van de hoogste waarde op zou kunnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Een aas gaat nooit vanzelf naar de basisstapel, omdat er nog een heer op zou kunnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Met &lt;i&gt;Veilige kaarten automatisch verplaatsen&lt;/i&gt; aan %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Ongedaan maken neemt je zet en de bijbehorende automatische zetten samen terug. Een enkele klik op een kaart, of een dubbelklik, stuurt hem ook naar zijn basisstapel als hij past.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Freecell-spellen (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Spel opslaan als</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Kan spel niet opslaan</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Het spel kon niet naar {0} worden geschreven.

Controleer of de map bestaat, beschrijfbaar is en ruimte heeft, en probeer het opnieuw.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} is geen gewoon bestand (het is een apparaat, een pipe of een map), dus het spel is daar niet geschreven en het is ongewijzigd.

Het lopende spel ligt nog op tafel; sla het op onder een andere naam.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Bestand vervangen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} bestaat al.

Vervangen door dit spel?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Spel openen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Kan spel niet openen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>{0} kan niet worden geopend: {1}.

Het lopende spel is ongewijzigd.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Kan positie niet plakken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Het klembord bevat geen positie om te spelen: {0}.

Het lopende spel is ongewijzigd.</translation>
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
        <translation>Positie opzetten</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Tafel die wordt opgezet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>&amp;Lege tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>Tafel &amp;in spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Rest delen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>Vrije &amp;cellen:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Plaatsen met &amp;toetsenbord:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Kaarten, dan waar ze heen gaan: een stapel (1-9, t, j, q, k), een vrije cel (a-g, i, l-n), h voor een basisstapel, - terug naar de te plaatsen kaarten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Laatste weigering</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Controle van de positie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Oordeel van de oplosser</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Bezig met oplossen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Is het te &amp;winnen?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>S&amp;pelen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Spelen en &amp;oplossing tonen</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Klaar: dit is een positie van %1. Speel hem, of vraag of hij te winnen is.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Nog geen positie: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Alle andere stapels zijn leeg.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>De oplosser zoekt naar een winst...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Winbaar: de oplosser wint in 1 zet.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Winbaar: de oplosser wint in %n zet.</numerusform>
            <numerusform>Winbaar: de oplosser wint in %n zetten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Verloren: op geen enkele manier is deze positie te winnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Onbekend: de oplosser vond geen antwoord in de beschikbare tijd.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Elke kaart is geplaatst. Sleep een kaart hierheen om hem van tafel te halen.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>Basisstapel %1 neemt een kaart die één waarde hoger is dan %2 en van de andere kleur, niet %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>Basisstapel %1 neemt een kaart die één waarde hoger is dan %2, niet %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Een vrije cel bevat één kaart, niet %n.</numerusform>
            <numerusform>Een vrije cel bevat één kaart, niet %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>Vrije cel %1 bevat al %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Vrije cel %1 bevat alleen %2, niet %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Kaarten gaan één voor één op een basisstapel, niet %n tegelijk.</numerusform>
            <numerusform>Kaarten gaan één voor één op een basisstapel, niet %n tegelijk.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 ligt onder %2 op zijn basisstapel: haal die er eerst af.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>Een basisstapel in afwisselende kleuren begint met een aas, niet met %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>In dit spel neemt een basisstapel alleen een hele reeks, in één zet: leg de reeks in een stapel en stuur hem tijdens het spel naar de basisstapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>Basisstapel %1 is vol.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>De basisstapel neemt nu waarde %1, niet %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>De basisstapel %1 neemt alleen %1, niet %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>De basisstapels beginnen hier bij %1, niet bij %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Alleen de jokers gaan op de basisstapel van de jokers, en een joker op geen andere: niet %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>De basisstapel %1 is vol.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>De basisstapel %1 neemt de kaart die één waarde hoger is dan %2, niet %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>Er moet nog 1 kaart worden geplaatst.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>Er moet nog %n kaart worden geplaatst.</numerusform>
            <numerusform>Er moeten nog %n kaarten worden geplaatst.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>Basisstapel %1 is leeg: in dit spel begint elke basisstapel met een eigen kaart.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Elke kaart ligt op de basisstapels: er valt niets te spelen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Typ een of meer kaarten en dan waar ze heen gaan: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>“%1” is geen kaart (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Een kaart wordt twee keer genoemd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>Er zijn %1 kaarten genoemd, en het spel heeft er %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>“%1” noemt geen stapel van dit spel: een stapel is 1-9, t, j, q of k, een vrije cel a-g, i of l-n, een basisstapel h (h2 de tweede), en - stuurt kaarten terug.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Oplossing</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Eerste stap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>De positie waar de oplossing begint (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Stap terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Eén zet terug (pijl links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Stap vooruit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>De volgende zet (pijl rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Laatste stap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Het einde van de oplossing (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Vanaf hier spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Zelf verder spelen vanaf de getoonde stap; de zetten ervoor tellen als die van Oplossen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Oplossing: druk op Vanaf hier spelen om verder te spelen, of op Esc om terug te gaan naar je spel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Nu jouw spel, vanaf stap {0} van de oplossing.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Stap {0} van {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Opgelost: de laatste zet wint het spel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Volgende: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Oplo&amp;ssing tonen</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Geluidseffecten kunnen niet worden afgespeeld: hun bestanden kunnen niet in {0} worden geschreven.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Er is geen geluidsspeler gevonden voor de geluidseffecten: installeer pw-play, paplay of aplay om ze te horen.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
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
        <translation>Vrije cel %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Basisstapel</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Basisstapel van de jokers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Basisstapel %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1 basisstapel %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1 basisstapel</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>een gesloten kaart</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>vol, tot en met %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>leeg, neemt eerst elke %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>tot en met %1, neemt nu %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>tot en met %1, neemt nu elke %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>leeg, neemt eerst %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>tot en met %1</translation>
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
        <translation>%1, voor %2, leeg</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, leeg</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, vrije cel %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, stapel %2, %3, bovenste kaart</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, stapel %2, %3, bovenste kaart</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, een reeks van %n</numerusform>
            <numerusform>%1, een reeks van %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, onder stapel %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, opgepakt</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: %2 opgepakt</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: %n kaart opgepakt, %2 tot %3</numerusform>
            <numerusform>%1: %n kaarten opgepakt, %2 tot %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Teruggelegd</translation>
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
            <numerusform>%n gesloten kaart</numerusform>
            <numerusform>%n gesloten kaarten</numerusform>
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
        <translation>Dit spel heeft geen vrije cellen.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Vrije cellen, %n vrij: %1</numerusform>
            <numerusform>Vrije cellen, %n vrij: %1</numerusform>
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
        <translation>Basisstapels: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>jokers</translation>
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
        <translation>%1, in stapel %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Automatisch: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Ongedaan gemaakt: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Opnieuw uitgevoerd: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Bij zet %1 van %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Het statistiekenbestand kon niet worden gelezen, dus er is een nieuw begonnen. Het oude bestand is bewaard als {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>De statistieken zijn opgeslagen door een nieuwere versie van FreeCell Qt; ze worden getoond maar niet bijgewerkt.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Statistieken kunnen niet worden opgeslagen in {0} ({1}); het spel gaat zonder door.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>De statistieken in {0} kunnen niet worden gelezen ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Statistieken konden niet worden opgeslagen: de schijf is vol. Ze worden opgeslagen zodra er weer ruimte is.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Statistieken konden nu niet worden opgeslagen: een ander programma gebruikt het bestand. Ze worden opgeslagen zodra het vrij is.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>het werken met het bestand duurt te lang en het is mogelijk beschadigd</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>een ander programma gebruikt het bestand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Statistieken</translation>
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
        <translation>Spellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Gespeeld:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Winstpercentage:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Reeksen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Huidig:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Langste winstreeks:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Langste verliesreeks:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Beste overwinningen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Beste tijd:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Minimum aantal zetten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Beste score:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Winsten op of onder par:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Spel van de dag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Dagen gespeeld:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Dagen gewonnen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Huidige reeks:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Beste reeks:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Uitdagingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Gewonnen uitdagingen:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Minste cellen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Spellen gespeeld</translation>
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
        <translation>Resultaat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Zetten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>Dit spel &amp;opnieuw spelen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;Terugkijken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Analyseren...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;Wissen...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Recente spellen:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Per moeilijkheid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Niet beoordeeld</translation>
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
        <translation>%1 (spel %2)</translation>
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
            <numerusform>%n dagen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Aangepaste tafel</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Afgemaakt door Oplossen: geteld als gespeeld, niet als gewonnen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Opgelost</translation>
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
        <translation>{0}, aangepaste tafel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (spel van de dag {1})</translation>
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
        <translation>Spelcode: geen (een met de hand opgezette tafel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Spelcode: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Elk afgerond spel van {0} vergeten? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>S&amp;tatistieken...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Analyse van het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Dit spel kan niet worden geanalyseerd: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Herhaling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Dit spel kan niet opnieuw worden afgespeeld: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>aangepaste tafel</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>De statistieken worden weer opgeslagen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Terug naar je spel (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>heer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>eerste joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>tweede joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 terug van de basisstapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 naar vrije cel %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 naar een vrije cel</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 en %n kaart eronder naar de basisstapel</numerusform>
            <numerusform>%1 en %n kaarten eronder naar de basisstapel</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 naar de basisstapel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 op de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 en 1 kaart eronder op de %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 en %n kaart eronder op de %2</numerusform>
            <numerusform>%1 en %n kaarten eronder op de %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 en 1 kaart eronder naar stapel %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 en %n kaart eronder naar stapel %2</numerusform>
            <numerusform>%1 en %n kaarten eronder naar stapel %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 naar stapel %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Afmaken: 1 kaart naar de basisstapel</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Afmaken: %n kaart naar de basisstapels</numerusform>
            <numerusform>Afmaken: %n kaarten naar de basisstapels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Bij het delen: %n kaart naar de basisstapels</numerusform>
            <numerusform>Bij het delen: %n kaarten naar de basisstapels</numerusform>
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
        <translation>Patience Freecell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Patience met alle kaarten in zicht: Microsoft-spelnummers en spelcodes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;patience;solitaire;kaarten;kaartspel;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Patience met alle kaarten in zicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>Freecell is het patiencespel waarin alle 52 kaarten open worden gedeeld: bouw de vier basisstapels op van aas tot heer, met hulp van maximaal vier vrije cellen. Bijna elk spel is te winnen, en elk spel is een puzzel op zich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Microsoft-compatibele spelnummers, en spelcodes waarmee een vriend precies hetzelfde spel krijgt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Vierentwintig spellen: Freecell met nul tot vier vrije cellen, Forecell, Spel van Baker, Eight Off, Seahaven Towers, Pinguïn, spellen met twee en drie kaartspellen, en een eigen spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Een oplosser die hints geeft, het spel voor je speelt en zegt of het nog te winnen is</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Spellen beoordeeld van gemakkelijk tot expert, een Spel van de dag, statistieken en een analyse van elk spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Spelen met muis, toetsenbord en aanraking, onbeperkt ongedaan maken, en een tafel die een schermlezer kan volgen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Lichte en donkere modus, in vijfentwintig talen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Spel 1, na twee zetten: de klaveren en de schoppenaas liggen op de basisstapels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Hetzelfde spel in donkere modus, op het donkere vilt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Het blauwe vilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Het kaartspel met grote indexen in een hoog, smal venster</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Geen zetten meer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Geen zetten meer mogelijk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Je kunt de laatste zet ongedaan maken, dit spel vanaf het begin herstarten, of een nieuw spel beginnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Herstarten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Analyseren</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Kaarttafel. De pijltoetsen gaan tussen de stapels, Spatie pakt op en legt neer, R leest de stapel, L de vrije cellen, U de basisstapels, Alt met een cijfer een stapel.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Afmaken</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Opgelost</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Opgelost door de computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Oplossen heeft dit spel gespeeld, dus het telt niet als winst in je statistieken.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Gefeliciteerd, je hebt gewonnen!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Score:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Zetten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Tijd:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Winstreeks:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Niet beoordeeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Moeilijkheid:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (jouw spel: %2, automatische zetten inbegrepen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Onder par!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Op par!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Opnieuw spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Terugkijken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Analyseren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Oplo&amp;ssing tonen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Je eerste overwinning in dit spel.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Je beste tijd van %n overwinning.</numerusform>
            <numerusform>Je beste tijd van %n overwinningen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Je tijd is nummer %1 van %n overwinning.</numerusform>
            <numerusform>Je tijd is nummer %1 van %n overwinningen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Je beste score van %n overwinning.</numerusform>
            <numerusform>Je beste score van %n overwinningen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Je score is nummer %1 van %n overwinning.</numerusform>
            <numerusform>Je score is nummer %1 van %n overwinningen.</numerusform>
        </translation>
    </message>
</context>
</TS>
