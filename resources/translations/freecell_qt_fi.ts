<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Hylkää peli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Hylätäänkö käynnissä oleva peli?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Se lasketaan tilastoissasi häviöksi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Hylkää</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Jatka pelaamista</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>Ä&amp;lä kysy uudelleen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Hylätäänkö käynnissä oleva peli, jotta voit pelata peliä %1?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1, %2–%3 vapaata kenttää</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>Tietoa FreeCell Qt:stä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Vapaakenttä-pasianssien perhe työpöydälle: %4 tai oma pelisi. Microsoftin jakonumerot, pelikoodit, sarjasiirrot ja rajaton kumoaminen.&lt;/p&gt;&lt;p&gt;Vapaa ohjelmisto MIT-lisenssillä.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Vihjettä ei saatu selvitettyä: ratkaisija epäonnistui.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Tätä jakoa ei voi voittaa; tässä arvaus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Tätä peliä ei voi enää voittaa; tässä arvaus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Mietitään...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Yhtään siirtoa ei voi tehdä.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Etsitään ratkaisua...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Ei ratkaisua: tätä jakoa ei voi voittaa.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Ei ratkaisua tästä: tätä peliä ei voi enää voittaa.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>Ratkaisua ei löytynyt sallitussa ajassa.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Etsitään viimeistä voitettavaa asemaa...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Tätä jakoa ei voi voittaa alustakaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>Voitettavaa kohtaa ei löytynyt sallitussa ajassa: ei tiedetä, voiko tämän jaon voittaa.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>Voitettavaa kohtaa ei löytynyt sallitussa ajassa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Palattiin siirtoon {0}, viimeiseen kohtaan, josta pelin saattoi vielä voittaa.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Tämän jaon voi voittaa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Tämän jaon voi vielä voittaa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Tätä jakoa ei voi enää voittaa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Tätä jakoa ei voi voittaa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Vielä ei tiedetä, voiko tämän jaon voittaa: haku jatkuu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Ei tiedetä, voiko tämän jaon voittaa.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Tietokone ratkaisi pelin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Voitit! Pisteet %1, siirtoja %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Siirtoja ei ole jäljellä.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt on jo käynnissä tälle pelaajalle, mutta se ei vastaa. Sulje se (tai odota, kunnes se vastaa) ja käynnistä peli sitten uudelleen.</translation>
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
        <translation>Vihj&amp;e</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Ratkaise (esittely)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Missä menin vikaan?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Vihje: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Vihje (arvaus, ratkaisua ei löytynyt): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Tarkistetaan...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Voitettavissa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Ei enää voitettavissa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Ei voitettavissa jaosta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Voitettavissa? Haetaan yhä...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Voitettavissa? Ei tiedossa</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Ratkaisu tauolla: välilyönti jatkaa, Esc tai napsautus lopettaa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Ratkaistaan hitaasti: + nopeammin, - hitaammin, välilyönti pitää tauon, Esc tai napsautus lopettaa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Ratkaistaan: + nopeammin, - hitaammin, välilyönti pitää tauon, Esc tai napsautus lopettaa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Ratkaistaan nopeasti: + nopeammin, - hitaammin, välilyönti pitää tauon, Esc tai napsautus lopettaa.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Pysäytetty.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Käynnissä olevaa peliä ei voi tallentaa kohteeseen {0}; peli jatkuu, mutta se ei ole tallessa ensi kerralla.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Tallennettua peliä ei voitu lukea ({0}) eikä siirtää sivuun; uusi peli alkaa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Tallennettua peliä ei voitu lukea ({0}). Uusi peli alkaa; vanha tiedosto säilytetään nimellä {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Ensimmäinen haaste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Täysi päivä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Kovalla työllä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Ei vapaita kenttiä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>Par-tulos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Kymmenen putkeen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Kultainen kuukausi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Voita päivän haaste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Voita yhden päivän kaikki kolme haastetta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Voita vaikea päivän haaste.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Voita peli ilman vapaita kenttiä.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Voita jako siirtomäärällä, joka ei ylitä sen par-tulosta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Voita kymmenen peliä putkeen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Suorita kuukauden jokainen päivä: kultapokaali.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Pronssipokaali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Hopeapokaali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Kultapokaali</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>Päivä on suoritettu, kun sen kolme jakoa on voitettu. Pronssi: {0} päivää kuukaudessa; hopea: {1} päivää; kulta: joka päivä.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n päivä putkeen</numerusform>
            <numerusform>%n päivää putkeen</numerusform>
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
        <translation>rivi %1: kortti %2 on jo rivillä %3: %4 on pakassa vain kerran</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>rivi %1: kortti %2 on jo %3 kertaa rivillä %4: %5 on kussakin pakassa vain kerran</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>rivi %1: kortti %2 on jo %3 kertaa riveillä %4: %5 on kussakin pakassa vain kerran</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>pöydällä on %1 korttia; puuttuu: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>rivi %1: perusta %2 on annettu kahdesti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>rivi %1: perusta %2 on annettu %3 kertaa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>rivi %1: yksi kortti vapaissa kentissä, mutta pelissä ei ole niitä</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>rivi %1: %n kortti vapaissa kentissä, mutta pelissä on %2</numerusform>
            <numerusform>rivi %1: %n korttia vapaissa kentissä, mutta pelissä on %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>rivi %1: tuntematon kortti &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>rivi %1: %2 on jokeri, ja tätä peliä pelataan ilman jokereita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>rivi %1: toinen %2-rivi (ensimmäinen on rivi %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>tämän pelin pöydässä on %1 pinoriviä, tässä on %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>pöydällä on %1 korttia, ei %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>rivi %1: perustaa &apos;%2&apos; ei ole kirjoitettu muodossa H-A tai S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>rivi %1: %2 perustaa, ei %3 (tai %4 vuorottelevin värein)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>rivi %1: %2 perustaa, ei %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>rivi %1: perustalla %2 ei voi olla näitä kortteja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>rivi %1: vuorottelevien värien perusta alkaa ässällä, ei kortilla %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>rivi %1: perustalla %2 ei voi seurata korttia %3: kukin kortti on arvoltaan yhden suurempi kuin alla oleva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>rivi %1: perustalla %2 ei voi seurata korttia %3: värien on vuoroteltava</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>rivi %1: perustalla on enintään %2 korttia, tällä %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>rivi %1: pohja &apos;%2&apos; ei ole arvo, kuten 5 tai Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>rivi %1: kuvapuoli alaspäin olevat kortit, kuten [5H], ovat kuvapuoli ylöspäin olevien alla, ja pinon päällimmäinen kortti on kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>teksti on %1 merkkiä pitkä; pöytä on enintään %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>tekstissä ei ole pöytää</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>rivi %1: säännöt %2 eivät nimeä peliä (Rules:-rivi on muotoa C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>pöydällä on %1 vapaata kenttää; pelissä on enintään %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>kaikki kortit ovat perustoilla: pelattavaa ei ole</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>asemassa on %1 vapaata kenttää, mutta pelissä on %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>asemassa on %1 pinoa, mutta pelissä on %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>asemassa on %1 perustaa, mutta pelissä on %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>pelissä %1 jokainen perusta alkaa omalla kortillaan; asema ei anna yhtään</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>aseman perustoilla on minkä tahansa maan kortteja, mutta pelissä %1 kukin ottaa vain yhden maan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>vapaaseen kenttään %1 sopii vain %2, ei %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>asemassa on kuvapuoli alaspäin olevia kortteja, mutta pelissä %1 jokainen kortti jaetaan kuvapuoli ylöspäin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>perustat alkavat arvosta %1, mutta pelissä %2 ne alkavat ässästä</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Tiedosto {0} on yli {1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>Tiedosto {0} ei ole tavallinen tiedosto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Tiedostoa {0} ei voi lukea.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Tiedosto {0} on vioittunut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Tiedosto {0} on purettuna yli {1} MB.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>Siitä puuttuu {0} (SVG:ssä ei ole elementtiä ”{1}”).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Siitä puuttuu selkä (SVG:ssä ei ole elementtiä ”back”).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Tiedosto {0} ei ole SVG-kuva.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Oma pakkamme piirretään, sitä ei ladata.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Tiedosto {0} puuttuu.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Jokin meni pieleen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt kohtasi odottamattoman virheen. Peli jatkuu, mutta jokin ei ehkä toimi kuten pitäisi.

Tiedot ovat tiedostossa {0}; liitä se mukaan, kun ilmoitat ongelmasta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt kohtasi odottamattoman virheen. Peli jatkuu, mutta jokin ei ehkä toimi kuten pitäisi. Tietoja ei voitu kirjoittaa datakansioon.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Vuorottelevat värit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Sama maa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Mikä tahansa maa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Ei mitään: ei rakentamista</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Mikä tahansa kortti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Vain kuninkaat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Ei mitään</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Sen mukaan kuin vapaat kentät ja pinot sallivat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Mikä tahansa sarja kerralla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Yksi kortti kerrallaan</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Maa, ässästä alkaen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Maa, ensimmäisestä jaetusta kortista alkaen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Maa, ensimmäisen kortin arvosta, kaikki nousseina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Arvo, neljästä jaetusta kortista alkaen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Vuorottelevat värit, kahdesta ässästä alkaen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Maa, kahdesti kiertäen neljästä ässästä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Arvo, yksi perusta, ensin kaikki ässät</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Jokainen kuningas aloittaa pinon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Jokainen kuningas aloittaa pinon, ässät nousevat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Rivi riviltä, ässät nousevat</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;Jako:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>Perustat &amp;kasvavat:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>P&amp;inot:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>Kenttiin j&amp;aetut kortit:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>Pakkojen &amp;määrä:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Rivi riviltä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Ässät ja kakkoset syvimmälle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Kukin maa omaan pinoonsa</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Oma kenttä jokaiselle maa&amp;lle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Kuten Neljässä värissä: vapaaseen kenttään a sopivat vain ristit, b:hen ruudut, c:hen hertat ja d:hen padat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>&amp;Rakenna alaspäin:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>T&amp;yhjiin pinoihin käy:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>&amp;Useamman kortin siirrot:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Päivän haasteet</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Pelaa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Päivän jaot</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Pokaalit</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Saavutus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Miten sen ansaitsee</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Jako {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Voitettu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Haasteet lasketaan vain omassa kuukaudessaan: tätä päivää ei voi enää pelata haasteena.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0}: %n päivä suoritettu.</numerusform>
            <numerusform>{0}: %n päivää suoritettu.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} ansaittu.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0}: %n päivä.</numerusform>
            <numerusform>{0}: %n päivää.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Peräkkäin suoritetut päivät: %n</numerusform>
            <numerusform>Peräkkäin suoritetut päivät: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(paras %n).</numerusform>
            <numerusform>(paras %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Saavutetut virstanpylväät: {0} päivää.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>P&amp;äivän haasteet...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Päivän haaste {0}, {1}: jako {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Ansaittu: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>%1 ässä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>%1 jätkä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>%1 kuningatar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>%1 kuningas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>punainen ässä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>musta ässä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>punainen jätkä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>musta jätkä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>punainen kuningatar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>musta kuningatar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>punainen kuningas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>musta kuningas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>ensimmäinen jokeri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>toinen jokeri</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>punainen %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>musta %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>mikä tahansa %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 ei voi nousta: perustoille käy seuraavaksi %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>ässä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>jätkä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>kuningatar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>kuningas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 ei sovi kortin %2 päälle: kuningas ei sovi minkään kortin päälle, se vain täyttää tyhjän pinon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 ei sovi kortin %2 päälle: %3 sopii kortin %4 päälle.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Mikään sarjan %1–%2 kortti ei sovi kortin %3 päälle: ässän päälle ei sovi mitään.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Mikään sarjan %1–%2 kortti ei sovi kortin %3 päälle, jolle käy %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Tässä pelissä ei ole vapaita kenttiä; vapaata kenttää %1 ei ole.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Tässä pelissä on vain vapaa kenttä a; vapaata kenttää %1 ei ole.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Tässä pelissä on vapaat kentät a–%1; vapaata kenttää %2 ei ole.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Yksi pinon %1 kortti sopii kortin %2 päälle, ei kortin %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n pinon %1 kortti sopii kortin %2 päälle, ei kortin %3.</numerusform>
            <numerusform>%n pinon %1 korttia sopii kortin %2 päälle, ei kortin %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Vain pinon %1 alin kortti voi siirtyä sinne.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Vain pinon %1 alin %n kortti muodostaa sarjan.</numerusform>
            <numerusform>Vain pinon %1 alimmat %n korttia muodostavat sarjan.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 ei koskaan mene pinoon, ei edes tyhjään: jokeri menee vapaaseen kenttään tai perustalle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>Jokerien perusta on tyhjä.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Jokerin päälle ei mene mitään (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 nousee perustalle vasta, kun risti-, pata- ja herttaperustat ovat valmiit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>Pino %1 on tyhjä.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>Vapaa kenttä %1 on tyhjä.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Kuvapuoli alaspäin oleva kortti ei voi siirtyä: se käännetään kuvapuoli ylöspäin heti, kun sen päällä olleet kortit ovat lähteneet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>Reservipino %1 on tyhjä.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>Reservipino %1 on täynnä: siihen mahtuu %2 korttia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Reservipinoon voi lisätä vain yhden kortin kerrallaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>Reservipinossa %1 on kortteja: reservipino ottaa kortteja vastaan vain tyhjänä.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Reservipinoon ei saa laittaa kortteja: siitä voi vain ottaa kortteja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Kortteja ei voi palauttaa perustoilta: asetus on pois päältä Asetuksissa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>Perusta %1 on tyhjä.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Tässä pelissä on pinot 1–%1; pinoa %2 ei ole.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Tässä pelissä on %1 perustaa; perustaa %2 ei ole.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>Tässä pelissä vain kuningas tai kuninkaan aloittama sarja voi täyttää tyhjän pinon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>Tässä pelissä perustat alkavat kortista %1: vain arvon %2 kortti tai sellaisen aloittama sarja voi täyttää tyhjän pinon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>Tässä pelissä tyhjä pino pysyy tyhjänä.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>Tässä pelissä kortit siirtyvät pinosta toiseen yksi kerrallaan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 ei voi nousta: perusta %2 alkaa arvosta %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>Pinon %1 päällimmäinen kortti on kuvapuoli alaspäin niin kauan kuin vapaassa kentässä %2 on kortti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Pino %1 on kortin sisältävän pinon %2 alla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Pino %1 on pinon %2 alla: sen päälle saavat pudota vain kaikki pinon %2 %3 korttia.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Vapaaseen kenttään %1 sopii vain %2, ei %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>Tässä pelissä kortit pysyvät perustoilla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>Tässä pelissä mikään kortti ei sovi pinoon.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 ei voi nousta: perustoille käyvät seuraavaksi nämä arvot: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>Perusta %1 on täynnä.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>Perustalle %1 käy seuraavaksi arvo %2, ei %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>Vapaisiin kenttiin jaetaan %1 korttia, mutta vapaita kenttiä on vain %2: valitse enemmän kenttiä tai vähemmän kortteja.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Pelin voi viimeistellä vasta, kun missään pinossa ei ole enempää kuin yksi kortti.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Pelikoodi &apos;%1&apos;: &apos;%2&apos; ei aloita minkään pelin koodia.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Pelikoodi &apos;%1&apos;: kenttäosan &apos;%2&apos; on oltava C0–C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Pelikoodi &apos;%1&apos;: %2 vapaata kenttää on sallitun alueen ulkopuolella (%3–%4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Pelikoodi &apos;%1&apos;: peliä %2 pelataan %3 vapaalla kentällä.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Pelikoodi &apos;%1&apos;: sen sääntöosaa ei voi lukea (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Pelikoodi &apos;%1&apos; on pidempi kuin mikään koodi.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 ei voi nousta: perusta %2 alkaa ässästä.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 ei voi vielä nousta: %2 menee ensin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Kortti ei koskaan siirry vapaasta kentästä toiseen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Perustalta otettu kortti palaa vain pinoon.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>Vapaa kenttä %1 on varattu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 korttia, nyt voi siirtää enintään %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Peliä ei voi viimeistellä tästä.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 ei voi nousta: perustalle käy seuraavaksi arvo %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>Perustalle %1 käy seuraavaksi %2, ei %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Vain vapaan kentän tai perustan päällimmäinen kortti voi siirtyä.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Kortit nousevat perustalle yksi kerrallaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Vapaaseen kenttään mahtuu yksi kortti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>Tässä pelissä nousee vain kokonainen sarja kuninkaasta ässään vuorottelevin värein, kaikki 13 korttia kerralla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Jokaisella perustalla on jo sarja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Pelin voi viimeistellä vasta, kun jokainen pino koostuu kokonaisista sarjoista kuninkaasta ässään.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Kun jokainen kuningas aloittaa pinon, pelissä on oltava yhtä monta pinoa kuin kuninkaita (%1) tai yksi enemmän, ei %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Kun vapaan kentän kortti kääntää kentän pinon päällimmäisen kortin kuvapuoli alaspäin, jokainen vapaa kenttä tarvitsee oman pinon: vapaita kenttiä %1, pinoja %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Peli on voitettu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Pelin voi viimeistellä vasta, kun jokainen pino on yksi sarja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Pelin voi viimeistellä vasta, kun jokainen jäljellä oleva kortti voi nousta paikaltaan perustalle, yksi toisensa jälkeen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Ei kumottavaa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Ei uudelleen tehtävää.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>Historiassa ei ole kohtaa %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>&apos;%1&apos; ei ole jaon numero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Jaon numero %1 on sallitun alueen ulkopuolella (1–%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Jaon numeron on oltava kokonaisluku, ei %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Pelikoodi &apos;%1&apos;: &apos;%2&apos; ei ole kirjain A–Z, numero tai viiva.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Pelikoodissa &apos;%1&apos; on oltava kolme osaa, kuten FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Pelikoodi &apos;%1&apos;: muodon versio &apos;%2&apos; ei ole 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Pelikoodi &apos;%1&apos;: jako-osan &apos;%2&apos; on oltava 7 kirjainta A–Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Pelikoodi &apos;%1&apos;: jako %2 on sallitun alueen ulkopuolella (1–%3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>Tässä pelissä kortteja ei voi palauttaa perustoilta: se aloitettiin palautus pois päältä.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Haasteet ja helpot jaot</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Voita Vapaakenttä-jako niin vähillä vapailla kentillä kuin ratkaisija tarvitsee. Jokainen alla oleva jako on lueteltu pienimmän vapaiden kenttien määrän alla, jolla sen voi voittaa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 vapaa kenttä (%1 jakoa)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n vapaa kenttä (%1 jakoa)</numerusform>
            <numerusform>%n vapaata kenttää (%1 jakoa)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>Vähiten &amp;kenttiä:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Pelaa haaste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Aloittelija: &amp;helppo jako</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Satunnainen Vapaakenttä-jako neljällä vapaalla kentällä, jonka ratkaisija arvioi helpoksi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>Ässät &amp;ylhäällä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>Vapaakenttä, jossa neljä ässää on perustoilla ennen peliä: helpompi peli</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Jako %1 ja 1 vapaa kenttä</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Jako %1 ja %n vapaa kenttä</numerusform>
            <numerusform>Jako %1 ja %n vapaata kenttää</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Haaste: pienin &amp;määrä kenttiä...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Haasteet ja helpot &amp;jaot...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Aloittelija: &amp;helppo jako</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Ässät &amp;ylhäällä: helpompi Vapaakenttä</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Haaste: jako %1 ja 1 vapaa kenttä</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Haaste: jako %1 ja %n vapaa kenttä</numerusform>
            <numerusform>Haaste: jako %1 ja %n vapaata kenttää</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>Vähimpien kenttien haaste on numerolla jaetuille Vapaakenttä-jaoille.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Pienin kenttien määrä näytetään vaikeustason kanssa, joka on piilossa niin kauan kuin ratkaisijan tuomio on: ota se käyttöön Asetuksissa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Selvitetään pienintä kenttien määrää...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Tätä jakoa ei voi voittaa, joten sillä ei ole haastetta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Ratkaisija ei pystynyt resurssiensa puitteissa selvittämään tämän jaon pienintä vapaiden kenttien määrää, joten se ei tarjoa haastetta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Vähimpien kenttien haaste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Haaste: voita tämä jako 1 vapaalla kentällä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Ratkaisija voittaa jaon %1 1 vapaalla kentällä eikä vähemmällä. Sama jako alkaa alusta niin monella kentällä.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Haaste: voita tämä jako %n vapaalla kentällä</numerusform>
            <numerusform>Haaste: voita tämä jako %n vapaalla kentällä</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Ratkaisija voittaa jaon %1 %n vapaalla kentällä eikä vähemmällä. Sama jako alkaa alusta niin monella kentällä.</numerusform>
            <numerusform>Ratkaisija voittaa jaon %1 %n vapaalla kentällä eikä vähemmällä. Sama jako alkaa alusta niin monella kentällä.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>&amp;Aloita haaste</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Haaste voitettu: jako %1 ja 1 vapaa kenttä!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Haaste voitettu: jako %1 ja %n vapaa kenttä!</numerusform>
            <numerusform>Haaste voitettu: jako %1 ja %n vapaata kenttää!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>Vapaakenttä ässät ylhäällä: neljä ässää aloittaa perustoilta. Sen tulokset pidetään erillään Vapaakentän tuloksista.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>tiedosto on suurempi kuin %1 Mt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>tiedosto ei ole tekstiä (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>tiedosto on tyhjä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>tiedosto ei ole kelvollista JSONia (rivi %1, sarake %2: %3); se on ehkä katkennut</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>tiedosto ei ole kelvollista JSONia (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>tiedostoa ei voi lukea (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>tiedostossa ei ole tallennettua peliä (ei JSON-objektia)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>tiedosto ei ole FreeCell Qt -peli (muoto %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>tiedostossa ei ole versionumeroa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>tiedoston on kirjoittanut uudempi FreeCell Qt (versio %1); päivitä sovellus avataksesi sen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>tuntematon tiedostoversio %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>peliaika on annettava sekunteina, 0 tai enemmän</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>vihjeiden määrän on oltava kokonaisluku, 0 tai enemmän</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>tiedostossa ei ole peliä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>tiedoston peli ei ole kelvollinen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>pelissä on %1 vaihetta, enemmän kuin sallitut %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>vaiheessa %1 on enemmän kuin %2 siirtoa, jotka vaiheessa saa olla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>pelissä on enemmän kuin sallitut %1 siirtoa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>peliaika on yli %1 vuotta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>vihjeitä on yli %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>tiedosto ei ole tavallinen tiedosto (kansio, laite tai putki)</translation>
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
        <translation>Tällä kortilla ei ole minne mennä.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Uusinta: paina Jatka tästä pelataksesi tai Esc palataksesi peliisi.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Kumoamishistoria</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Valitse kohta, johon peli palautetaan. Kumotut vaiheet näkyvät harmaina, ja ne voi tehdä uudelleen, kunnes teet uuden siirron.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Pelatut vaiheet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>Nro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Vaihe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Siirry</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Kumottu: voidaan tehdä uudelleen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Peli on nyt tässä</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Jako</translation>
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
        <translation>Pelin ohjeet</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Viimeistely</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kun jokainen pino on yksi sarja, peli on käytännössä voitettu: &lt;b&gt;Viimeistele&lt;/b&gt;-painike nostaa kaikki kortit perustoille. Kun &lt;i&gt;Viimeistele automaattisesti&lt;/i&gt; on päällä, tämä tapahtuu itsestään. Jos siirtoja ei ole lainkaan jäljellä, voit kumota siirtoja, aloittaa jaon alusta tai aloittaa uuden pelin.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jokainen perustalle nostettu kortti tuo 10 pistettä ja jokainen vapaasta kentästä pinoon pelattu kortti 5 pistettä; perustalta takaisin otettu kortti maksaa 10. Kumoaminen perii myös pisteet takaisin, eivätkä pisteet koskaan laske alle nollan.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Jakonumerot ja pelikoodit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jokaisella jaolla on numero väliltä 1–2 147 483 647, sama kuin klassisessa Windows-pelissä, ja sama numero antaa saman sekoituksen jokaisessa pelissä, jaettuna kyseisen pelin asetelmaan: Vapaakentän jako 11982 on kuuluisa jako, jota ei voi voittaa. &lt;b&gt;Pelikoodi&lt;/b&gt;, kuten &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt;, nimeää pelin, sen vapaat kentät ja jaon, joten sen syöttävä ystävä pelaa täsmälleen saman pelin. Syötä kumpi tahansa toiminnolla &lt;i&gt;Pelaa jako numerolla tai koodilla&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Vaikeustaso ja voitettavat jaot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jokainen jako luokitellaan tasolle &lt;b&gt;Helppo&lt;/b&gt;, &lt;b&gt;Keskivaikea&lt;/b&gt;, &lt;b&gt;Vaikea&lt;/b&gt; tai &lt;b&gt;Asiantuntija&lt;/b&gt;. Luokitus laskee pienimmän määrän vapaita kenttiä, joilla jaon voi vielä voittaa (ratkaisija kokeilee pelin kenttämäärää, sitten yhtä vähemmän ja niin edelleen), ja sitten sen, kuinka kauan ratkaisijan piti etsiä voittoa: jokainen jaon tarvitsema kenttä painaa kuin kymmenkertainen haku. Se perustuu asemien määrään eikä aikaan, joten sama jako saa saman luokituksen jokaisella tietokoneella.&lt;/p&gt;&lt;p&gt;Ikkunassa &lt;i&gt;Uusi peli valinnoin&lt;/i&gt; asetus &lt;i&gt;Vain voitettavat jaot&lt;/i&gt; jakaa satunnaisen jaon vasta, kun ratkaisija on löytänyt sille voiton, ja &lt;i&gt;Vaikeustaso&lt;/i&gt; pyytää satunnaista jakoa, jolla on kyseinen luokitus. Voit jatkaa pelaamista ratkaisijan etsiessä; &lt;b&gt;Esc&lt;/b&gt; pysäyttää haun.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Pelaaminen ruudunlukijalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pöytä kertoo ruudunlukijalle, minkä pinon kohdalla kehys on, esimerkiksi &lt;i&gt;hertta 7, pino 3, 5 korttia, päällimmäinen kortti&lt;/i&gt; tai &lt;i&gt;Vapaa kenttä b, tyhjä&lt;/i&gt;, ja kertoo jokaisen siirron, itsestään nousevat kortit, syyn siirron hylkäämiseen, vihjeet, voiko jaon vielä voittaa, sekä voiton. Pöydän kuunteleminen: &lt;b&gt;R&lt;/b&gt; lukee kaikki sen pinon kortit, jonka kohdalla kehys on, &lt;b&gt;L&lt;/b&gt; lukee vapaat kentät, &lt;b&gt;U&lt;/b&gt; perustat, ja &lt;b&gt;Alt&lt;/b&gt; numeron kanssa lukee kyseisen pinon (&lt;b&gt;Alt+3&lt;/b&gt; pino 3). Lukeminen ei siirrä korttia eikä kehystä.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nuolinäppäimet siirtävät kehystä pinojen välillä; &lt;b&gt;Välilyönti&lt;/b&gt; tai &lt;b&gt;Enter&lt;/b&gt; nostaa siellä olevat kortit ja laskee ne seuraavaksi valitsemaasi pinoon; &lt;b&gt;Esc&lt;/b&gt; päästää irti. Voit myös kirjoittaa siirron: pinon numero ja sitten kohde (toinen pino, vapaa kenttä tai &lt;b&gt;h&lt;/b&gt; perustalle). &lt;b&gt;3&lt;/b&gt; ja sitten &lt;b&gt;h&lt;/b&gt; lähettää pinon 3 päällimmäisen kortin perustalleen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pinot 10 ja siitä ylöspäin kirjoitetaan %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pinoilla %1 ja siitä ylöspäin ei ole omaa näppäintä: pääset niihin nuolinäppäimillä, vasemmalle ja oikealle kerrosta pitkin, ylös ja alas ylempään tai alempaan kerrokseen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vapaat kentät on merkitty kirjaimin &lt;b&gt;a&lt;/b&gt;–&lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; on perusta): &lt;b&gt;3&lt;/b&gt; ja sitten &lt;b&gt;a&lt;/b&gt; siirtää pinon 3 päällimmäisen kortin ensimmäiseen vapaaseen kenttään.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Näin pelataan: %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Näppäimistö</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Oppitunti</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Ohita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Siirry seuraavaan vaiheeseen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Lopeta oppitunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Takaisin peliisi (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Pelaa jako</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Lopeta oppitunti ja pelaa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Uudelleen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>Oppitunti uudelleen vaiheesta 1 alkaen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Aloita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Aloita oppitunti nyt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Ei kiitos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>Oppitunti löytyy edelleen Ohje-valikosta</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>&amp;Ensimmäinen oppitunti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Lopeta oppitunti</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Onko FreeCell sinulle uusi?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Käy lyhyt oppitunti: kahdeksan vaihetta pienellä jaolla, noin kolme minuuttia. Pelisi odottaa sillä aikaa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>Oppitunti löytyy aina Ohje-valikosta: Ensimmäinen oppitunti.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Hienoa!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Voitit oppitunnin jaon, ja nyt osaat FreeCellin kaikki siirrot. Pelaa jako tai käy oppitunti uudelleen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Vaihe {0}/{1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Kortti siirretään kortin päälle, joka on arvoltaan yhtä suurempi ja toista väriä, esimerkiksi punainen jätkä mustan kuningattaren päälle. Vedä {0} kortin {1} päälle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Vasemmalla ylhäällä oleviin vapaisiin kenttiin mahtuu kuhunkin yksi mikä tahansa kortti. Siirrä {0} vapaaseen kenttään, niin sen alla oleva kortti paljastuu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Oikealla ylhäällä olevilla perustoilla kukin maa kootaan ässästä ylöspäin. Nosta {0} perustalle: vedä se sinne tai kaksoisnapsauta sitä. Omissa peleissäsi kortit, joita mikään ei enää tarvitse, nousevat itsestään (automaattinen siirto).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Järjestyksessä vuorottelevin värein olevat kortit siirtyvät yhdessä: enintään (vapaat kentät + 1) × 2^(tyhjät pinot), tässä {0}. Vedä {1} kortin {2} päälle; sen alla olevat kortit tulevat mukana.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Peli torjuu siirron, jota säännöt eivät salli, ja kertoo syyn ikkunan alareunassa. Kokeile jotakin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Peli torjuu siirron, jota säännöt eivät salli, ja kertoo syyn ikkunan alareunassa. Kokeile: vedä {0} kortin {1} päälle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Tee mikä tahansa siirto ja peru se sitten Kumoa-toiminnolla (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Minkä tahansa siirron voi perua: paina nyt Ctrl+Z (Kumoa).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Peli sanoi: ”{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Etkö tiedä, mitä tehdä? Paina H (Vihje): peli merkitsee hyvän siirron.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Voita nyt jako: jokainen kortti perustalleen. Käytä vihjeitä (H) mielesi mukaan; Viimeistele (Ctrl+F) nostaa loput, kun kortit ovat järjestyksessä.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Tätä ei voi tehdä tästä tilanteesta. Peru siirtoja Kumoa-toiminnolla (Ctrl+Z) tai paina Ohita.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Lisää painikkeita</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Uusi peli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Uusi peli &amp;valinnoin...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Aloita jako alusta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>Pelaa jako &amp;numerolla tai koodilla...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>&amp;Päivän jako</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Kopioi pelikoodi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Kopioi a&amp;setelma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>&amp;Liitä asetelma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>Laa&amp;di asetelma...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>Avaa p&amp;eli...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>&amp;Tallenna peli nimellä...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>L&amp;opeta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Kumoa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Tee uudelleen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>Kumoamis&amp;historia...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>Kä&amp;y peli läpi...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Viimeistele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Koko näyttö</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Työkalupalkki</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Asetukset...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Pelin ohjeet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;Tietoa FreeCell Qt:stä</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Päivän jako {0}: {1}, jako {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0}, jako {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Ensimmäinen oppitunti</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Se ei ole enää asennettuna.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Korttipakkaa ”{0}” ei voi käyttää: {1} Käytössä ovat FreeCell Qt:n omat kortit.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Asetelma kopioitiin leikepöydälle tekstinä.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Peli</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Siirto</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Näkymä</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Asetukset</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Työkalupalkki</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Pisteet: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Siirrot: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Aika: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Tämä on tämän päivän Päivän jako; Aloita jako alusta pelaa sen alusta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>Päivän jako {0}: sama jako kaikille tänään.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} kopioitiin leikepöydälle.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Viestit...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Tilarivin viimeisimmät viestit</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Viestit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Viimeisimmät viestit, uusin viimeisenä</translation>
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
        <translation>Uusi peli</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Mukautettu</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Salli korttien &amp;palautus perustoilta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Jokaisen pelin asetus, kuten Asetuksissa</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>P&amp;eli:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Vapaat kentät:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>&amp;Satunnainen jako</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>Jaon &amp;numero tai pelikoodi:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Vain voitettavat ja&amp;ot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Jaa satunnainen jako vasta, kun ratkaisija on todistanut sen voitettavaksi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Mikä tahansa</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>esim. 11982 tai FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Jako</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>Vaikeus&amp;taso:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Jakonumerot ovat väliltä 1–%1, sama sekoitus jokaisessa pelissä.&lt;br&gt;Pelikoodit ovat muotoa FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>&amp;Haasteet ja helpot jaot...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Nämä ovat pelin %2 säännöt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Pelikoodi: ei vielä</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Pelikoodi: satunnainen jako – %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Pelikoodi: %1 – %2, jako %3</translation>
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
        <translation>Siirtosi par-tuloksen tavalla laskettuina (jokainen siirto, myös perustoille menevät ja automaattiset) sekä jaon par-tulos: pienin löydetty siirtomäärä, jolla jaon voittaa</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Asetustiedostoa {0} ei voitu lukea; käytetään oletusarvoja.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Asetustiedostoa ei voitu lukea; se säilytettiin nimellä {0} ja käytetään oletusarvoja.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Asetuksia ei voi tallentaa kohteeseen {0}; muutokset ovat voimassa vain, kunnes FreeCell Qt suljetaan.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Asetukset</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>Siirrä turvalliset kortit &amp;automaattisesti perustoille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>&amp;Viimeistele automaattisesti, kun jokainen pino on sarja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>Yksi napsautus lä&amp;hettää kortin perustalleen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Siirto napsauttamalla: napsauta korttia, sitten sen koh&amp;detta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Salli korttien &amp;palautus perustoilta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Nelivärinen pakka (ristit vihreinä, ruudut sinisinä)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>&amp;Isot indeksit (iso arvo ja maa kulmissa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>&amp;Äänitehosteet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>&amp;Jatka edellistä peliä käynnistettäessä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Näytä, voiko pelin vielä v&amp;oittaa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Napsautus nostaa kortin ja sen päällä olevan sarjan; napsautus toiseen pinoon laskee ne sinne, napsautus veralle tai Esc palauttaa ne. Yksi napsautus silloin nostaa kortin eikä lähetä sitä perustalleen; kaksoisnapsautus lähettää yhä.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Pelaaminen</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>&amp;Tuplaava: (vapaat kentät + 1) × 2^tyhjät pinot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;Lineaarinen: (vapaat kentät + 1) × (tyhjät pinot + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Säännöt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Kortteja, jotka sarjasiirto voi kuljettaa:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>Peleissä, joiden tyhjiin pinoihin käyvät vain kuninkaat tai ei mitään, kerralla siirtyy vapaat kentät + 1 korttia. Sääntömuutokset tulevat voimaan heti, myös käynnissä olevaan peliin.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Pois</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Nopea</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Normaali</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>Kuten järjestelmässä</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Vaalea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Tumma</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Vihreä verka, tumma tummassa tilassa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Vihreä verka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Sininen verka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Tumma verka</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Päällä: musta verka, ääriviivatut kortit ja pinot</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Sininen ristikko</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Punaiset vinoneliöt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Vihreät aallot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Sovita ikkunaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Suuri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Keskikokoinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Pieni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Hidas</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Ratkaise-ty&amp;ökalun nopeus:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Ulkoasu</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>Väri&amp;malli:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>Pö&amp;ytä:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>Suu&amp;ri kontrasti:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Kortti&amp;en koko:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Vähennä liikettä: kortit menevät suoraan paikalleen, ei &amp;fanfaareja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Oletuksena päällä, kun työpöytä pyytää vähemmän animaatiota. Ratkaise pelaa silti yhden siirron kerrallaan, omalla nopeudellaan.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Kortit</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>FreeCell Qt:n oma</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Pakan esikatselu: ässä, kuningas ja selkä</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Kortti&amp;grafiikka:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>Kortin &amp;selkä:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Tämä asetus muuttaa vain FreeCell Qt:n omaa pakkaa; valitussa pakassa on omat etupuolet ja selkä.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Pakkaa ”{0}” ei voi käyttää: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>Animaation nope&amp;us:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Järjestelmä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Kieli:</translation>
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
        <translation>&amp;Peruuta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Sulje</translation>
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
        <translation>Peruuta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Sulje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Palauta</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Peruuta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Lopeta jaon etsiminen (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Vaikeustaso: luokitellaan...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Selvitetään, kuinka vaikea tämä jako on</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Vaikeustaso: ei luokiteltu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Tätä jakoa ei voi voittaa, joten sillä ei ole tasoa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Ratkaisija ei ratkaissut mitään resurssiensa puitteissa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Vaikeustaso: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Jaon etsiminen lopetettiin; käynnissä oleva peli ei muuttunut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Etsitään voitettavaa jakoa... (ehdokas %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Etsitään jakoa, jonka taso on %1... (ehdokas %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Jako %1, taso %2 (ehdokas %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Jako %1, todistettu voitettavaksi (ehdokas %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Sopivaa jakoa ei löytynyt %1 kokeillun joukosta; käynnissä oleva peli ei muuttunut.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Helppo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Keskivaikea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Vaikea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Asiantuntija</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Voitettavissa ilman vapaita kenttiä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Voitettavissa 1 vapaalla kentällä</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Voitettavissa %n vapaalla kentällä</numerusform>
            <numerusform>Voitettavissa %n vapaalla kentällä</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; %2 asemaa tutkittu.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Uusinta</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Takaisin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Askel taaksepäin</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Toista</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Eteenpäin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Askel eteenpäin</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Vedä mihin tahansa pelin kohtaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Kohta pelissä</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Jatka tästä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Pelaa tätä peliä itse näytetystä kohdasta; myöhemmät vaiheet voi tehdä uudelleen</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Uusinta: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Nyt sinun pelisi, vaiheesta {0}. Tee uudelleen seuraa uusintaa.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Vaihe {0}/{1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Tauko</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Tulokset ajan mittaan</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} peliä, {1} voitettu</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Ei vielä päättyneitä pelejä.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Peli {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Viimeiset {0} peliä, vanhin vasemmalla</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Voitettu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Hävitty</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Voittoprosentti</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Pelin läpikäynti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Tutkitaan pelin jokaista kohtaa ratkaisijalla...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Läpikäynti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Pelin kohdat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>Nro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Vaihe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Jatka pelaamista tästä</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Näytä ratk&amp;aisu</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Jaon par-tulos on {0} siirtoa; pelisi samalla tavalla laskettuna (automaattiset siirrot mukaan lukien): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>Jako</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>voitettavissa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>hävitty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>ei tiedossa</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Tätä jakoa ei voi voittaa alusta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>Jaosta ei löytynyt voittoa sallitussa ajassa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Voitit: mikään siirto ei hävinnyt peliä.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Pelin voi yhä voittaa nykyisestä tilanteesta: mikään siirto ei hävinnyt sitä.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Siirto {0} hävisi pelin: peli oli voitettavissa ennen sitä mutta ei sen jälkeen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Peli oli voitettavissa siirtoon {0} asti; sen jälkeen voittoa ei löytynyt sallitussa ajassa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Pelasit 1 siirron; ratkaisija voittaa jaosta {0} siirrolla.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Pelasit %n siirron; ratkaisija voittaa jaosta {0} siirrolla.</numerusform>
            <numerusform>Pelasit %n siirtoa; ratkaisija voittaa jaosta {0} siirrolla.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Läpikäynti suljettiin: toinen peli on käynnissä.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Pöydän asettelu</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>Vapaakenttä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>ForeCell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>Leipurin tusina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Leipurin tusina, vain kuninkaat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Kahdeksan ulos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Tupla-Kahdeksan ulos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Helpotettu Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Tupla-Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Helpotettu Vapaakenttä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Haaste-Vapaakenttä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Superhaaste-Vapaakenttä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Seitsemän kertaa neljä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Seitsemän kertaa viisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Bath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Tupla-Vapaakenttä (perinteinen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Tupla-Vapaakenttä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Tripla-Vapaakenttä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Repair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Kenttä 11</translation>
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
        <translation>Pingviini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opus</source>
        <translation>Opus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tuxedo</source>
        <translation>Smokki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>Terälehti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Tippukivet</translation>
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
        <translation>Tupla-Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Kuninkaat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Kissanhäntä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Käärme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Seurue</translation>
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
        <translation>Mukautettu peli</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Vapaakenttä, ässät ylhäällä</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, ei vapaita kenttiä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 vapaa kenttä</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n vapaa kenttä</numerusform>
            <numerusform>%1, %n vapaata kenttää</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>ei vapaita kenttiä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 vapaa kenttä</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n vapaa kenttä</numerusform>
            <numerusform>%n vapaata kenttää</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n pino</numerusform>
            <numerusform>%n pinoa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>ei rakentamista pinoihin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>rakennetaan maittain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>rakennetaan maasta riippumatta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>rakennetaan vuorottelevin värein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>tyhjiin pinoihin vain kuninkaat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>tyhjät pinot pysyvät tyhjinä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>tyhjiin pinoihin mikä tahansa kortti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>minkä pituiset sarjat tahansa siirtyvät</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>yksi kortti kerrallaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>sarjat siirtyvät vapaiden kenttien ja tyhjien pinojen kautta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>sarjat siirtyvät vapaiden kenttien kautta</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n pino</numerusform>
            <numerusform>%n pinoa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>ässät ja kakkoset jaetaan syvimmälle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>ensimmäisen kortin arvo määrää pohjan, kaikki sen arvon kortit aloittavat perustat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>ensimmäinen jaettu kortti määrää pohjan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>pinoissa kuningas sopii ässän päälle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>jokaisen pinon aloittaa kuningas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>jokainen jaettu kuningas aloittaa pinon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>ässät nousevat sitä mukaa kuin ne jaetaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>ässät aloittavat perustoilta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>vapaan kentän kortti kääntää kentän pinon päällimmäisen kortin kuvapuoli alaspäin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>oikean puoliskon pinot rakennetaan maittain, niistä saa siirtää minkä tahansa kortin ja tyhjinä niihin käy kuningas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>jokaisen pinon kortit viimeistä lukuun ottamatta kuvapuoli alaspäin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>pinot limittäisissä kerroksissa: pino, jonka päällä olevassa pinossa on kortteja, ei anna eikä ota, mutta voi ottaa koko ainoan päällään olevan pinon</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n reservipino, joka ottaa tyhjänä vastaan sarjan</numerusform>
            <numerusform>%n reservipinoa, joista kukin ottaa tyhjänä vastaan sarjan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>reservipino, johon jaetaan %n kortti ja joka ei ota kortteja takaisin</numerusform>
            <numerusform>reservipino, johon jaetaan %n korttia ja joka ei ota kortteja takaisin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>reservipino, johon jaetaan %n kortti ja johon mahtuu enintään %1</numerusform>
            <numerusform>reservipino, johon jaetaan %n korttia ja johon mahtuu enintään %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n reservipino, johon mahtuu enintään %1 korttia</numerusform>
            <numerusform>%n reservipinoa, joihin kuhunkin mahtuu enintään %1 korttia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>Vapaiden kenttien sijaan pinojen oikealla puolella on %n &lt;b&gt;reservipino&lt;/b&gt;. Tyhjä reservipino ottaa kerralla vastaan kokonaisen sarjan pinosta tai toisesta reservipinosta; reservipino, jossa on kortteja, ei ota vastaan mitään. Mikä tahansa reservipinon päällä oleva sarja voi siirtyä pois kokonaan tai osittain.</numerusform>
            <numerusform>Vapaiden kenttien sijaan pinojen oikealla puolella on %n &lt;b&gt;reservipinoa&lt;/b&gt;. Tyhjä reservipino ottaa kerralla vastaan kokonaisen sarjan pinosta tai toisesta reservipinosta; reservipino, jossa on kortteja, ei ota vastaan mitään. Mikä tahansa reservipinon päällä oleva sarja voi siirtyä pois kokonaan tai osittain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Vapaiden kenttien sijaan pinojen oikealla puolella on %n &lt;b&gt;reservipino&lt;/b&gt;. Siihen voi lisätä minkä tahansa kortin, yksi kerrallaan, kunnes siinä on %1 korttia; vain sen päällimmäinen kortti voi siirtyä pois.</numerusform>
            <numerusform>Vapaiden kenttien sijaan pinojen oikealla puolella on %n &lt;b&gt;reservipinoa&lt;/b&gt;. Kuhunkin voi lisätä minkä tahansa kortin, yksi kerrallaan, kunnes siinä on %1 korttia; vain sen päällimmäinen kortti voi siirtyä pois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>Vapaiden kenttien sijaan ensimmäinen %n kortti jaetaan pinojen oikealla puolella olevaan &lt;b&gt;reservipinoon&lt;/b&gt;.</numerusform>
            <numerusform>Vapaiden kenttien sijaan ensimmäiset %n korttia jaetaan pinojen oikealla puolella olevaan &lt;b&gt;reservipinoon&lt;/b&gt;.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>Sen päällimmäisen kortin voi pelata, mutta sen päälle ei saa laittaa kortteja.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Siihen voi lisätä minkä tahansa kortin, yksi kerrallaan, kunnes siinä on %n kortti; vain sen päällimmäinen kortti voi siirtyä pois.</numerusform>
            <numerusform>Siihen voi lisätä minkä tahansa kortin, yksi kerrallaan, kunnes siinä on %n korttia; vain sen päällimmäinen kortti voi siirtyä pois.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Peliä pelataan %1 &lt;b&gt;pinolla&lt;/b&gt;, joihin jaetaan kuhunkin yksi kortti kuvapuoli ylöspäin, %2 riviin (kerrokseen) ylhäältä alkaen, %3 pinoa kuhunkin. Kukin kerros on hieman edellistä alempana ja puoli korttia sivussa, joten jokainen pino alimman kerroksen pinoja lukuun ottamatta on niiden seuraavan kerroksen yhden tai kahden pinon alla, jotka peittävät sitä osittain.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Niin kauan kuin sen päällä olevassa pinossa on kortti, pino on &lt;b&gt;estetty&lt;/b&gt;: mikään sen korteista ei voi siirtyä eikä sen päälle mene korttia. Alimman kerroksen pinot eivät ole koskaan estettyjä.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Estettyyn pinoon käy yksi siirto: kun vain yhdessä sen päällä olevassa pinossa on vielä kortteja, kaikki sen pinon kortit saavat pudota sen päälle kerralla, jos ne muodostavat sarjan, jonka ensimmäinen kortti sopii sen päällimmäiseen korttiin. Pinon, josta ne lähtevät, on itse oltava vapaa, eikä siinä saa olla enempää kortteja kuin kerralla saa siirtää.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Ässät aloittavat perustoilta, ja muut kortit jaetaan rivi riviltä.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 korttia jaetaan pinoihin vasemmalta alkaen: %2. Jokaisen pinon kortit viimeistä lukuun ottamatta jaetaan ensin kuvapuoli alaspäin rivi kerrallaan; sitten jaetaan yksi rivi kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Kuvapuoli alaspäin oleva kortti ei voi siirtyä eikä ottaa vastaan korttia, joten sarjat muodostuvat vain kuvapuoli ylöspäin olevista korteista. Kun sen päällä olleet kortit ovat lähteneet, se käännetään heti kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>reservipinoon, joka ottaa sen vastaan (katso Pöytä);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Vain pinon päällimmäinen kortti (jota mikään ei peitä) tai reservipinon päällimmäinen kortti voi siirtyä. Kortti voi mennä:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Jokainen vapaa kenttä kuuluu yhteen pinoon: vapaa kenttä a pinoon 1, b pinoon 2 ja niin edelleen. Niin kauan kuin vapaassa kentässä on kortti, sen pinon päällimmäinen kortti on &lt;b&gt;kuvapuoli alaspäin&lt;/b&gt;: se ei voi siirtyä, eikä sen päälle voi laittaa korttia. Tyhjä pino ottaa edelleen vastaan kortin tai sarjan, jonka päällimmäinen kortti käännetään silloin heti kuvapuoli alaspäin. Heti kun vapaa kenttä on taas tyhjä, kortti käännetään kuvapuoli ylöspäin.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Pinoja on kahdenlaisia. Pinot 1–%1 rakennetaan kuten edellä, ja niihin käy mikä tahansa korttiryhmä, jonka ensimmäinen kortti sopii, oli se sarja tai ei. Pinot %2–%3 rakennetaan laskevasti maittain (hertta 7 hertta 8:n päälle); niistä voi siirtää kerralla minkä tahansa määrän kortteja, sarjana tai ei, ryhmän ensimmäinen kortti edellä; ja tyhjään pinoon käy vain kuningas tai ryhmä, jonka ensimmäinen kortti on kuningas.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Vain ylimmän kerroksen %1 pinoa ottavat kortin tyhjinä: minkä tahansa kortin tai tarpeeksi lyhyen sarjan, kun missään niiden päällä olevassa pinossa ei ole korttia. Muun kerroksen tyhjä pino pysyy tyhjänä, ja sarjoja siirrettäessä tyhjinä pinoina lasketaan vain ylimmän kerroksen tyhjät pinot.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Pinon lopussa oleva näkyvien korttien sarja, %1, voi siirtyä kerralla, kun se on tarpeeksi lyhyt. Kun tyhjiä vapaita kenttiä on &lt;i&gt;F&lt;/i&gt; ja tyhjiä pinoja &lt;i&gt;E&lt;/i&gt; (mukaan lukien tyhjä pino, johon sarja menee), pisin siirrettävä sarja on %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Esimerkiksi kun kaikki vapaat kentät ja yksi pino ovat tyhjiä, %1 korttia voi siirtää toiseen pinoon tai itse tyhjään pinoon.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>perustat rakennetaan arvon mukaan neljästä jaetusta kortista</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>kaksi vuorottelevien värien perustaa risti- ja herttaässästä</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>yksi perusta kaikille korteille: kaikki ässät, sitten kaikki kakkoset ja niin edelleen kuninkaisiin asti</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>kukin perusta ottaa kokonaisen sarjan kuninkaasta ässään vuorottelevin värein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Peliä pelataan yhdellä pakalla ja &lt;b&gt;kahdella jokerilla&lt;/b&gt;. Siirrä kaikki 54 korttia viidelle &lt;b&gt;perustalle&lt;/b&gt;: neljälle maittain, ja rakenna kukin ässästä kuninkaaseen, sekä viidennelle, joka ottaa molemmat jokerit, mutta vasta kun risti-, pata- ja herttaperustat ovat valmiit (ruutujen ei tarvitse olla).&lt;/p&gt;&lt;p&gt;Jokeri &lt;b&gt;ei koskaan mene pinoon&lt;/b&gt;, ei edes tyhjään, eikä jokerin päälle mene mitään: siirrä se vapaaseen kenttään tai perustalle, kun sen perusta ottaa sen. Sarjan sisään jaettu jokeri siirtyy sarjan mukana ja lasketaan ässäksi (ensimmäinen jokeri) tai 2:ksi (toinen), jolla on oma värinsä. Tyhjään pinoon siirrettävä sarja laskee myös tämän pinon niihin tyhjiin, jotka sallivat sen siirron.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>perustalleen, jos se on kyseisen maan seuraava arvo; jokeri viidennelle perustalle, kun ristit, padat ja hertat ovat valmiit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>kaksi jokeria, jotka eivät koskaan mene pinoon, ja viides perusta, joka ottaa ne, kun ristit, padat ja hertat ovat valmiit</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>neljä perustaa, kukin maittain kahdesti kiertäen ensimmäisen pakan ässästä</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>kortteja voi palauttaa perustoilta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 kortti jaetaan kenttiin</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n kortti jaetaan kenttiin</numerusform>
            <numerusform>%n korttia jaetaan kenttiin</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Tavoite</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Siirrä kaikki %1 korttia ainoalle &lt;b&gt;perustalle&lt;/b&gt;. Se ottaa &lt;b&gt;ensin kaikki ässät&lt;/b&gt;, maiden missä tahansa järjestyksessä, sitten kaikki 2:t, sitten kaikki 3:t ja niin edelleen kuninkaisiin asti, maasta riippumatta: kaikki %2 samanarvoista korttia ennen seuraavaa arvoa.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Siirrä kaikki 52 korttia neljälle &lt;b&gt;perustalle&lt;/b&gt;, jotka ottavat mitä tahansa maata. Perusta ottaa vain &lt;b&gt;kokonaisen sarjan&lt;/b&gt;: pinon päässä olevat 13 korttia kuninkaasta alas ässään vuorottelevin värein nousevat yhdessä yhdellä siirrolla, riippumatta siitä, montako vapaata kenttää ja pinoa on tyhjänä. Kortti ei koskaan nouse yksinään. Vedä sarjaa sen kuninkaasta tai napsauta sen ässää.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Peliä pelataan kahdella yhteen sekoitetulla pakalla. Siirrä kaikki 104 korttia neljälle &lt;b&gt;perustalle&lt;/b&gt;, yksi kullekin maalle. Ensimmäisen pakan neljä ässää aloittavat ne, ja ne jaetaan sinne viimeisinä. Kutakin rakennetaan maittain ylöspäin ässästä kuninkaaseen ja sitten &lt;b&gt;uudelleen kiertäen&lt;/b&gt; toisesta ässästä toiseen kuninkaaseen, kunnes siinä on 26 korttia.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Siirrä kaikki 52 korttia kahdelle &lt;b&gt;perustalle&lt;/b&gt;. Ristiässä ja herttaässä aloittavat ne, ja kumpaakin rakennetaan ylöspäin &lt;b&gt;vuorottelevin värein maasta riippumatta&lt;/b&gt;, arvo kerrallaan, kiertäen kahdesti ässästä kuninkaaseen, kunnes siinä on 26 korttia: ristiässän päälle tulee punainen 2, sitten musta 3, ja mustan kuninkaan jälkeen punainen ässä. Kun kortti sopii kummallekin perustalle, pudota se valitsemallesi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Siirrä kaikki 52 korttia neljälle &lt;b&gt;perustalle&lt;/b&gt;. Neljä viimeksi jaettua korttia aloittavat ne, yksi kutakin, ja kutakin rakennetaan ylöspäin &lt;b&gt;arvon mukaan maasta riippumatta&lt;/b&gt;, arvo kerrallaan ja kiertäen kuninkaasta ässään, kunnes siinä on 13 korttia: 6:n päälle tulee mikä tahansa 7, sitten mikä tahansa 8 ja niin edelleen 5:een asti. Kun kortti sopii useammalle perustalle, pudota se valitsemallesi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Siirrä kaikki 52 korttia neljälle &lt;b&gt;perustalle&lt;/b&gt;, yksi kullekin maalle, ja rakenna kukin ässästä kuninkaaseen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Pöytä</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Neljä väriä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Saksalainen Vapaakenttä</translation>
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
            <numerusform>%n pakka</numerusform>
            <numerusform>%n pakkaa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>kukin maa jaetaan omaan pinoonsa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>vapaa kenttä kullekin maalle</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Korttien siirtäminen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Tyhjät pinot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Sarjojen siirtäminen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Kortit takaisin perustoilta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Automaattiset siirrot</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Peliä pelataan %1 pakalla, jotka on sekoitettu yhteen. Siirrä kaikki %2 korttia %3 &lt;b&gt;perustalle&lt;/b&gt;, %1 kullekin maalle, ja rakenna kukin ässästä kuninkaaseen; kortti menee sille oman maansa perustalle, johon se sopii.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Siirrä kaikki 52 korttia neljälle &lt;b&gt;perustalle&lt;/b&gt;, yksi kullekin maalle.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Peliä pelataan %1 pakalla, jotka on sekoitettu yhteen. Siirrä kaikki %2 korttia %3 &lt;b&gt;perustalle&lt;/b&gt;, %1 kullekin maalle; kortti menee sille oman maansa perustalle, johon se sopii.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Sekoituksen ensimmäisen kortin arvo määrää &lt;b&gt;pohjan&lt;/b&gt;: jokainen tämän arvon kortti aloittaa perustan ennen jakoa, ja kutakin perustaa rakennetaan maittain ylöspäin tästä arvosta, kiertäen kuninkaasta ässään. Kun pohja on 5, perusta etenee 5, 6, ..., kuningatar, kuningas, ässä, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Ensimmäinen jaettu kortti, ensimmäisen pinon pohjalla, määrää &lt;b&gt;pohjan&lt;/b&gt;: muut samanarvoiset kortit aloittavat perustat, ja kutakin perustaa rakennetaan maittain ylöspäin tästä arvosta, kiertäen kuninkaasta ässään. Kun pohja on 5, perusta etenee 5, 6, ..., kuningatar, kuningas, ässä, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 korttia jaetaan kuvapuoli ylöspäin yksi kerrallaan ensimmäiseen pinoon; jokainen kuningas, joka tulee pinon jo sisältäessä kortteja, aloittaa seuraavan pinon, joten pinojen pituudet vaihtelevat jaosta toiseen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Sekoituksen viimeinen kuningas jaetaan ensimmäisenä, joten jokaisen pinon aloittaa kuningas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Kun ensimmäinen kortti on kuningas, viimeinen pino jää tyhjäksi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Ässiä ei jaeta pinoihin: kukin nousee perustalle heti tullessaan.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Peliä pelataan %n pinolla.</numerusform>
            <numerusform>Peliä pelataan %n pinolla.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Jokainen kortti jaetaan kuvapuoli ylöspäin oman maansa pinoon: ristit ensimmäiseen pinoon, ruudut toiseen, hertat kolmanteen ja padat neljänteen, sekoituksen järjestyksessä. Muut pinot ovat aluksi tyhjiä.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 korttia jaetaan kuvapuoli ylöspäin pinoihin, %2 kuhunkin.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 korttia jaetaan kuvapuoli ylöspäin pinoihin vasemmalta alkaen: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Vapaita kenttiä ei ole: jokainen kortti pysyy pinoissa tai menee perustoille.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Niiden yläpuolella ovat perustat ja 1 &lt;b&gt;vapaa kenttä&lt;/b&gt;, johon mahtuu yksi kortti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Niiden yläpuolella ovat perustat ja &lt;b&gt;vapaa kenttä&lt;/b&gt; kullekin maalle, ja kuhunkin mahtuu yksi sen maan kortti: ristit, ruudut, hertat ja padat vasemmalta alkaen.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Niiden yläpuolella ovat perustat ja %n &lt;b&gt;vapaa kenttä&lt;/b&gt;, johon mahtuu yksi kortti.</numerusform>
            <numerusform>Niiden yläpuolella ovat perustat ja %n &lt;b&gt;vapaata kenttää&lt;/b&gt;, joihin kuhunkin mahtuu yksi kortti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Viimeinen kortti jaetaan vapaaseen kenttään.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Viimeinen %n kortti jaetaan vapaaseen kenttään.</numerusform>
            <numerusform>Viimeiset %n korttia jaetaan vapaisiin kenttiin.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Ässät ja sitten kakkoset jaetaan ensin, jotta ne ovat pinojen pohjalla.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>perustalle, jonka päällimmäinen kortti on arvoltaan yhtä pienempi, maasta riippumatta: kuningas kuningattaren päälle, ässä kuninkaan päälle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Pinoihin ei koskaan rakenneta mitään: vain pinon päällimmäinen kortti tai vapaan kentän kortti voi siirtyä, ja se voi mennä:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>pinoon, jonka päällimmäinen kortti on arvoltaan yhtä suurempi ja samaa maata: hertta 7 hertta 8:n päälle;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>pinoon, jonka päällimmäinen kortti on arvoltaan yhtä suurempi, maasta riippumatta: mikä tahansa 7 minkä tahansa 8:n päälle;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>pinoon, jonka päällimmäinen kortti on arvoltaan yhtä suurempi ja eriväristä: punainen 7 mustan 8:n päälle;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>oman maansa vapaaseen kenttään, kun se on tyhjä;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>tyhjään vapaaseen kenttään (ei koskaan vapaasta kentästä toiseen);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>perustalle, jonka päällimmäinen kortti on arvoltaan yhtä pienempi ja eriväristä, maasta riippumatta: punainen 2 ristiässän päälle.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>perustalle, jos se on sitä arvoa, jonka perusta ottaa seuraavaksi, maasta riippumatta.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>tyhjälle perustalle vain osana kokonaista sarjaa kuninkaasta ässään, kaikki 13 korttia kerralla.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>perustalleen, jos se on kyseisen maan seuraava arvo: kuninkaan jälkeen tulee toinen ässä.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>perustalleen, jos se on kyseisen maan seuraava arvo.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Vain pinon päällimmäinen kortti (jota mikään ei peitä) tai vapaan kentän kortti voi siirtyä. Kortti voi mennä:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Arvot kiertävät myös pinoissa: kuningas sopii ässän päälle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Arvot kiertävät pinoissa mutta eivät perustoilla: kuningas sopii ässän päälle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Arvot eivät kierrä pinoissa: siellä ässän päälle ei sovi mitään, eikä kuningas sovi minkään kortin päälle.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Vain pohjaa yhtä pienempi kortti (4, kun pohja on 5) tai sellaisen aloittama sarja voi täyttää tyhjän pinon. Tyhjät pinot eivät voi pitää kortteja matkalla muualle.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Vain kuningas tai kuninkaan aloittama sarja voi täyttää tyhjän pinon. Tyhjät pinot eivät voi pitää kortteja matkalla muualle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Tyhjään pinoon ei voi pelata yhtään korttia: kun pino on tyhjä, se pysyy tyhjänä.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Mikä tahansa kortti voi täyttää tyhjän pinon, samoin mikä tahansa riittävän lyhyt sarja. Vetäminen siirtää tarttumasi kortin ja kaikki sen alla olevat kortit; napsautus tai näppäimistö siirtää pisimmän sääntöjen salliman sarjan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>laskevassa arvojärjestyksessä samaa maata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>laskevassa arvojärjestyksessä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>laskevassa arvojärjestyksessä ja vuorottelevin värein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Kortit siirtyvät yksi kerrallaan ja vain pois pinoista: siirrettäviä sarjoja ei ole.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Pinon lopussa oleva näkyvien korttien sarja, %1, siirtyy kerralla pituudestaan riippumatta, olivatpa vapaat kentät ja pinot tyhjiä tai eivät.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Kortit siirtyvät yksi kerrallaan: sarja on purettava kortti kortilta vapaiden kenttien ja tyhjien pinojen kautta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Pinon lopussa oleva näkyvien korttien sarja, %1, voi siirtyä kerralla, kun sen voisi siirtää kortti kortilta tyhjien vapaiden kenttien kautta; tyhjät pinot eivät auta. Kun tyhjiä vapaita kenttiä on &lt;i&gt;F&lt;/i&gt;, pisin siirrettävä sarja on %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Esimerkiksi kun kaikki vapaat kentät ovat tyhjiä, kerralla voi siirtää %1 korttia.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Pinon lopussa oleva näkyvien korttien sarja, %1, voi siirtyä kerralla, kun sen voisi siirtää kortti kortilta tyhjien vapaiden kenttien ja tyhjien pinojen kautta. Kun tyhjiä vapaita kenttiä on &lt;i&gt;F&lt;/i&gt; ja tyhjiä pinoja &lt;i&gt;E&lt;/i&gt; (lukuun ottamatta pinoa, johon sarja menee), pisin siirrettävä sarja on %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Esimerkiksi kun kaikki vapaat kentät ja yksi pino ovat tyhjiä, %1 korttia voi siirtää toiseen pinoon ja %2 itse tyhjään pinoon.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Perustoilla olevat kortit pysyvät siellä, sanoivatpa Asetukset mitä tahansa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Perustan päällimmäinen kortti voi palata pinoon, johon se sopii, 10 pisteen hinnalla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Perustoilla olevat kortit pysyvät siellä. Asetuksissa voi sallia perustan päällimmäisen kortin palata pinoon 10 pisteen hinnalla.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Kun &lt;i&gt;Siirrä turvalliset kortit automaattisesti&lt;/i&gt; on päällä, jokainen kortti, jonka perusta ottaa, nousee itsestään jokaisen siirron jälkeen: perusta ottaa arvon vasta, kun kaikki yhtä pienemmän arvon kortit ovat nousseet, joten mikään pöydälle jäänyt kortti ei voisi enää mennä sen päälle. &lt;i&gt;Viimeistele&lt;/i&gt; nostaa loput, kun jokainen jäljellä oleva kortti voi nousta paikaltaan, yksi toisensa jälkeen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Kumoaminen perii takaisin siirtosi ja sen automaattiset siirrot yhdessä. Yksi napsautus tai kaksoisnapsautus kortissa lähettää sen myös perustalle, kun se sopii.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Kun &lt;i&gt;Siirrä turvalliset kortit automaattisesti&lt;/i&gt; on päällä, pinon päässä oleva kokonainen sarja kuninkaasta ässään nousee itsestään jokaisen siirron jälkeen: sen ässän päälle ei sovi mitään, joten siitä ei ole enää apua pöydällä. &lt;i&gt;Viimeistele&lt;/i&gt; nostaa loput, kun jokainen pino koostuu kokonaisista sarjoista.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Kumoaminen perii takaisin siirtosi ja sen automaattiset siirrot yhdessä. Yksi napsautus tai kaksoisnapsautus kokonaisen sarjan ässässä nostaa sarjan.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Kun &lt;i&gt;Siirrä turvalliset kortit automaattisesti&lt;/i&gt; on päällä, kortti nousee itsestään jokaisen siirron jälkeen vain perustansa toisella kierroksella, kun sen kaksoiskappale on jo noussut eikä kummankaan pakan pöydälle jäänyttä korttia voisi enää rakentaa sen päälle. Ensimmäisellä kierroksella saat itse valita, kumpi kahdesta kortista nousee. &lt;i&gt;Viimeistele&lt;/i&gt; nostaa loput, kun jokainen jäljellä oleva kortti voi nousta paikaltaan, yksi toisensa jälkeen.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Kun &lt;i&gt;Siirrä turvalliset kortit automaattisesti&lt;/i&gt; on päällä, kortti nousee itsestään jokaisen siirron jälkeen, kun vain yksi perusta ottaa sen eikä mikään pöydälle jäänyt kortti voisi enää mennä sen päälle: ässät sekä kaikki kortit, joiden kaksi yhtä pienempää eriväristä korttia ovat jo nousseet. Kortin, jonka kumpikin perusta ottaa, saat sijoittaa itse. &lt;i&gt;Viimeistele&lt;/i&gt; nostaa loput, kun jokainen jäljellä oleva kortti voi nousta paikaltaan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Kumoaminen perii takaisin siirtosi ja sen automaattiset siirrot yhdessä. Yksi napsautus tai kaksoisnapsautus kortissa lähettää sen ensimmäiselle perustalle, joka sen ottaa.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>Tässä pelissä mikään kortti ei nouse itsestään, sanoivatpa Asetukset mitä tahansa: neljä perustaa kilpailevat kunkin arvon korteista, joten sinä valitset, mikä kortti menee minne ja milloin. Kun missään pinossa ei ole enempää kuin yksi kortti, &lt;i&gt;Viimeistele&lt;/i&gt; nostaa loput.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Yksi napsautus tai kaksoisnapsautus kortissa lähettää sen ensimmäiselle perustalle, joka sen ottaa.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>kortit, joista ei voi enää olla hyötyä pöydällä, nousevat itsestään jokaisen siirron jälkeen: mikä tahansa kortti, jonka päälle mikään pöydälle jäänyt kortti ei voisi enää tulla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>kortit, joista ei voi enää olla hyötyä pöydällä, nousevat itsestään jokaisen siirron jälkeen: ässät, kakkoset ja mikä tahansa kortti, jonka päälle mikään pöydälle jäänyt kortti, mistään pakasta, ei voisi enää tulla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>jokainen kortti, joka voi mennä perustalleen, nousee itsestään jokaisen siirron jälkeen: koska sarjat rakennetaan maittain, perustalla olevaa korttia ei voi koskaan tarvita pöydällä.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>kortit, joista ei voi enää olla hyötyä pöydällä, nousevat itsestään jokaisen siirron jälkeen: ässät, kakkoset ja mikä tahansa kortti, jota yhtä pienempi arvo on jo kaikilla neljällä perustalla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>kortit, joista ei voi enää olla hyötyä pöydällä, nousevat itsestään jokaisen siirron jälkeen: ässät, kakkoset ja mikä tahansa kortti, jonka kaksi eriväristä perustaa ovat jo yhtä arvoa sen alapuolella.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>Ensin jaettu pohjakortti ei koskaan nouse itsestään, sillä ylimmän arvon kortti voisi vielä tulla sen päälle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Ässä ei koskaan nouse itsestään, sillä kuningas voisi vielä tulla sen päälle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Kun &lt;i&gt;Siirrä turvalliset kortit automaattisesti&lt;/i&gt; on päällä, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Kumoaminen perii takaisin siirtosi ja sen automaattiset siirrot yhdessä. Yksi napsautus tai kaksoisnapsautus kortissa lähettää sen myös perustalleen, kun se sopii.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>FreeCell-pelit (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Tallenna peli nimellä</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Peliä ei voi tallentaa</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Peliä ei voitu kirjoittaa kohteeseen {0}.

Tarkista, että kansio on olemassa, siihen voi kirjoittaa ja siinä on tilaa, ja yritä sitten uudelleen.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} ei ole tavallinen tiedosto (se on laite, putki tai kansio), joten peliä ei kirjoitettu sinne eikä se muuttunut.

Käynnissä oleva peli on yhä pöydällä; tallenna se toisella nimellä.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Korvataanko tiedosto?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} on jo olemassa.

Korvataanko se tällä pelillä?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Avaa peli</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Peliä ei voi avata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>Kohdetta {0} ei voi avata: {1}.

Käynnissä oleva peli ei muuttunut.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Asetelmaa ei voi liittää</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Leikepöydällä ei ole pelattavaa asetelmaa: {0}.

Käynnissä oleva peli ei muuttunut.</translation>
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
        <translation>Laadi asetelma</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Laadittava pöytä</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>&amp;Tyhjä pöytä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Pelissä oleva pöytä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Jaa loput</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>P&amp;eli:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>&amp;Vapaat kentät:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Aseta &amp;näppäimistöllä:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Kortit ja sitten kohde: pino (1-9, t, j, q, k), vapaa kenttä (a-g, i, l-n), h perustalle, - takaisin sijoitettaviin kortteihin.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Viimeisin hylkäys</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Aseman tarkistus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Ratkaisijan tulos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Ratkaistaan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>V&amp;oiko voittaa?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>Pe&amp;laa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Pelaa ja &amp;katso voitto</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Valmis: tämä on pelin %1 asema. Pelaa sitä tai kysy, voiko sen voittaa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Ei vielä asema: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Kaikki muut pinot ovat tyhjiä.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Ratkaisija etsii voittoa...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Voitettavissa: ratkaisija voittaa 1 siirrolla.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Voitettavissa: ratkaisija voittaa %n siirrolla.</numerusform>
            <numerusform>Voitettavissa: ratkaisija voittaa %n siirrolla.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Hävitty: mikään pelitapa ei voita tätä asemaa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Ei tiedossa: ratkaisija ei löytänyt vastausta käytettävissä olevassa ajassa.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Kaikki kortit on sijoitettu. Vedä kortti tähän poistaaksesi sen pöydältä.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>Perustalle %1 käy kortti, joka on arvoltaan yhtä suurempi kuin %2 ja eriväristä, ei %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>Perustalle %1 käy kortti, joka on arvoltaan yhtä suurempi kuin %2, ei %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Vapaaseen kenttään mahtuu yksi kortti, ei %n.</numerusform>
            <numerusform>Vapaaseen kenttään mahtuu yksi kortti, ei %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>Vapaassa kentässä %1 on jo %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Vapaaseen kenttään %1 sopii vain %2, ei %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Kortit menevät perustalle yksi kerrallaan, ei %n yhdessä.</numerusform>
            <numerusform>Kortit menevät perustalle yksi kerrallaan, ei %n yhdessä.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 on perustallaan kortin %2 alla: ota se ensin pois.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>Vuorottelevien värien perusta alkaa ässällä, ei kortilla %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>Tässä pelissä perusta ottaa vain kokonaisen sarjan yhdellä siirrolla: kokoa sarja pinoon ja nosta se pelin aikana.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>Perusta %1 on täynnä.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Perustalle käy seuraavaksi arvo %1, ei %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>Perustalle %1 käy vain %1, ei %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Perustat alkavat tässä kortista %1, ei %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Jokerien perustalle menevät vain jokerit, eikä jokeri mene millekään muulle: ei %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>Perusta %1 on täynnä.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>Perustalle %1 käy kortti, joka on arvoltaan yhtä suurempi kuin %2, ei %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>1 kortti on vielä sijoittamatta.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>%n kortti on vielä sijoittamatta.</numerusform>
            <numerusform>%n korttia on vielä sijoittamatta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>Perusta %1 on tyhjä: tässä pelissä jokainen perusta alkaa omalla kortillaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Kaikki kortit ovat perustoilla: pelattavaa ei ole.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Kirjoita yksi tai useampi kortti ja sitten kohde: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>”%1” ei ole kortti (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Kortti on nimetty kahdesti.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>Kortteja on nimetty %1, ja pelissä on %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>”%1” ei nimeä mitään tämän pelin pinoa: pino on 1-9, t, j, q tai k, vapaa kenttä a-g, i tai l-n, perusta h (h2 toinen), ja - palauttaa kortit.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Ratkaisu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Ensimmäinen vaihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Asetelma, josta ratkaisu alkaa (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Vaihe taaksepäin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Yksi siirto taaksepäin (vasen nuoli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Vaihe eteenpäin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Seuraava siirto (oikea nuoli)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Viimeinen vaihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Ratkaisun loppu (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Pelaa tästä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Jatka itse pelaamista näytetystä vaiheesta; sitä edeltävät siirrot lasketaan Ratkaise-toiminnon siirroiksi</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Ratkaisu: paina Pelaa tästä jatkaaksesi pelaamista tai Esc palataksesi peliisi.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Nyt sinun pelisi, ratkaisun vaiheesta {0} alkaen.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Vaihe {0}/{1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Ratkaistu: viimeinen siirto voittaa pelin.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Seuraavaksi: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Näytä ratk&amp;aisu</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Äänitehosteita ei voi toistaa: niiden tiedostoja ei voi kirjoittaa kohteeseen {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Äänitehosteille ei löytynyt äänisoitinta: asenna pw-play, paplay tai aplay kuullaksesi ne.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n kortti</numerusform>
            <numerusform>%n korttia</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Reservipino %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Pino %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Pino %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Vapaa kenttä %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Perusta</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Jokerien perusta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Perusta %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1-perusta %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1-perusta</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>kuvapuoli alaspäin oleva kortti</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>täynnä, %1 asti</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>tyhjä, ensin käy mikä tahansa %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>%1 asti, seuraavaksi käy %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>%1 asti, seuraavaksi käy mikä tahansa %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>tyhjä, ensin käy %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>tyhjä</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>%1 asti</translation>
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
        <translation>%1, maalle %2, tyhjä</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, tyhjä</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, vapaa kenttä %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, pino %2, %3, päällimmäinen kortti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, pino %2, %3, päällimmäinen kortti</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, %n kortin sarja</numerusform>
            <numerusform>%1, %n kortin sarja</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, pinon %2 alla</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, nostettu</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: nostettu %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: nostettu %n kortti, %2–%3</numerusform>
            <numerusform>%1: nostettu %n korttia, %2–%3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Palautettu</translation>
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
            <numerusform>%n kuvapuoli alaspäin oleva kortti</numerusform>
            <numerusform>%n kuvapuoli alaspäin olevaa korttia</numerusform>
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
        <translation>Tässä pelissä ei ole vapaita kenttiä.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Vapaat kentät, %n vapaana: %1</numerusform>
            <numerusform>Vapaat kentät, %n vapaana: %1</numerusform>
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
        <translation>Perustat: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>jokerit</translation>
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
        <translation>%1, pinossa %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Automaattisesti: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Kumottu: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Tehty uudelleen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Siirrossa %1/%2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Tilastotiedostoa ei voitu lukea, joten aloitettiin uusi. Vanha tiedosto säilytetään nimellä {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Tilastot on tallentanut FreeCell Qt:n uudempi versio; ne näytetään, mutta niitä ei päivitetä.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Tilastoja ei voi tallentaa kohteeseen {0} ({1}); peli jatkuu ilman niitä.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Kohteen {0} tilastoja ei voi lukea ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Tilastoja ei voitu tallentaa: levy on täynnä. Ne tallennetaan, kun tilaa taas on.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Tilastoja ei voitu tallentaa juuri nyt: toinen ohjelma käyttää tiedostoa. Ne tallennetaan, kun se vapautuu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>tiedoston käsittely kestää liian kauan, ja se voi olla vioittunut</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>toinen ohjelma käyttää tiedostoa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>levy on täynnä</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Tilastot</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>P&amp;eli:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Pelit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Pelattu:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Voitettu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Voittoprosentti:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Putket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Nykyinen:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Pisin voittoputki:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Pisin tappioputki:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Parhaat voitot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Paras aika:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Siirtojen vähimmäismäärä:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Parhaat pisteet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Voitot tasan par tai alle:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Päivän jako</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Pelattuja päiviä:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Voitettuja päiviä:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Nykyinen sarja:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Paras sarja:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Haasteet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Voitetut haasteet:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Vähiten kenttiä:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Pelattuja pelejä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Päivämäärä</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Siirrot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Aika</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Pisteet</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Pelaa tämä jako uudelleen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;Toisto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Läpikäynti...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;Nollaa...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Viimeisimmät pelit:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Vaikeustason mukaan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Pelattu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Ei luokiteltu</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n voitettu</numerusform>
            <numerusform>%n voitettu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n hävitty</numerusform>
            <numerusform>%n hävitty</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (jako %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 päivä</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n päivä</numerusform>
            <numerusform>%n päivää</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Mukautettu pöytä</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Ratkaise viimeisteli: lasketaan pelatuksi, ei voitetuksi</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>Kesken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Ratkaistu</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Voitettu</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, mukautettu pöytä</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (Päivän jako {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Hävitty</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Pelikoodi: ei ole (käsin asetettu pöytä)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Pelikoodi: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Nollaa tilastot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Unohdetaanko kaikki pelin {0} päättyneet pelit? Tätä ei voi kumota.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>T&amp;ilastot...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Pelin läpikäynti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Tätä peliä ei voi käydä läpi: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Uusinta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Tätä peliä ei voi toistaa: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>mukautettu pöytä</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Tilastot tallennetaan taas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Tilastot</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Sulje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Takaisin peliisi (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>ässä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>jätkä</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>kuningatar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>kuningas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>risti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>ruutu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>hertta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>pata</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>ensimmäinen jokeri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>toinen jokeri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 takaisin perustalta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 vapaaseen kenttään %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 vapaaseen kenttään</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 ja %n sen alla oleva kortti perustalle</numerusform>
            <numerusform>%1 ja %n sen alla olevaa korttia perustalle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 perustalle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 kortin %2 päälle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 ja 1 sen alla oleva kortti kortin %2 päälle</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 ja %n sen alla oleva kortti kortin %2 päälle</numerusform>
            <numerusform>%1 ja %n sen alla olevaa korttia kortin %2 päälle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 ja 1 sen alla oleva kortti pinoon %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 ja %n sen alla oleva kortti pinoon %2</numerusform>
            <numerusform>%1 ja %n sen alla olevaa korttia pinoon %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 pinoon %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Viimeistely: 1 kortti perustalle</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Viimeistely: %n kortti perustoille</numerusform>
            <numerusform>Viimeistely: %n korttia perustoille</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Jaossa: %n kortti perustoille</numerusform>
            <numerusform>Jaossa: %n korttia perustoille</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n automaattinen)</numerusform>
            <numerusform>%1 (+%n automaattista)</numerusform>
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
        <translation>Pasianssi Vapaakenttä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Pasianssi, jossa kaikki kortit näkyvät: Microsoftin pelinumerot ja pelikoodit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;vapaakenttä;pasianssi;kortit;korttipeli;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Pasianssi, jossa kaikki kortit näkyvät</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>Vapaakenttä on pasianssi, jossa kaikki 52 korttia jaetaan kuvapuoli ylöspäin: rakenna neljä perustaa ässästä kuninkaaseen enintään neljän vapaan kentän avulla. Lähes jokaisen jaon voi voittaa, ja jokainen on oma pulmansa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Microsoft-yhteensopivat jakonumerot sekä pelikoodit, joilla ystävä saa täsmälleen saman pelin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Kaksikymmentäneljä peliä: Vapaakenttä 0–4 vapaalla kentällä, ForeCell, Leipurin tusina, Kahdeksan ulos, Seahaven Towers, Pingviini, kahden ja kolmen pakan pelejä sekä oma peli</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Ratkaisija, joka antaa vihjeitä, pelaa pelin puolestasi ja kertoo, voiko sen vielä voittaa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Jaot luokiteltuina helposta asiantuntijatasoon, Päivän jako, tilastot ja jokaisen pelin läpikäynti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Pelaaminen hiirellä, näppäimistöllä ja kosketuksella, rajaton kumoaminen ja pöytä, jota ruudunlukija pystyy seuraamaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Vaalea ja tumma tila, 25 kielellä</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Jako 1 kahden siirron jälkeen: ristit ja pataässä ovat perustoilla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Sama peli tummassa tilassa, tummalla veralla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Sininen verka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Pakka isoilla indekseillä korkeassa, kapeassa ikkunassa</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Ei enää siirtoja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Siirtoja ei ole enää mahdollista tehdä</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Voit kumota viimeisen siirron, aloittaa tämän jaon alusta tai aloittaa uuden pelin.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Kumoa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Aloita alusta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Uusi peli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Käy &amp;läpi</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Korttipöytä. Nuolinäppäimet siirtävät pinojen välillä, välilyönti nostaa ja laskee, R lukee pinon, L vapaat kentät, U perustat, Alt ja numero pinon.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Viimeistele</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Ratkaistu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Tietokone ratkaisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Ratkaise pelasi tämän pelin, joten sitä ei lasketa voitoksi tilastoissasi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Voitit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Onneksi olkoon, voitit!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Pisteet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Siirrot:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Aika:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Voittoputki:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Ei luokiteltu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Vaikeustaso:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (pelisi: %2, automaattiset siirrot mukaan lukien)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Alle parin!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Tasan par!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Uusi peli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Pelaa uudelleen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Toisto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Käy &amp;läpi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Näytä ratk&amp;aisu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Ensimmäinen voittosi tässä pelissä.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Paras aikasi %n voitosta.</numerusform>
            <numerusform>Paras aikasi %n voitosta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Aikasi on %1. sija %n voitosta.</numerusform>
            <numerusform>Aikasi on %1. sija %n voitosta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Parhaat pisteesi %n voitosta.</numerusform>
            <numerusform>Parhaat pisteesi %n voitosta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Pisteesi ovat %1. sija %n voitosta.</numerusform>
            <numerusform>Pisteesi ovat %1. sija %n voitosta.</numerusform>
        </translation>
    </message>
</context>
</TS>
