<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Játék feladása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Feladja a folyamatban lévő játékot?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Vereségként számít a statisztikában.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Feladás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Játék folytatása</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Ne kérdezze újra</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Feladja a folyamatban lévő játékot, hogy ezt játssza: %1?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1, %2–%3 szabad cellával</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>A FreeCell Qt névjegye</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Az Admirális pasziánszcsalád asztali gépre: %4, vagy saját játék. Microsoft-leosztásszámok, játékkódok, sorozatlépések és korlátlan visszavonás.&lt;/p&gt;&lt;p&gt;Szabad szoftver, MIT licenc alatt.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Nem sikerült tippet találni: a megoldó hibát jelzett.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Ez a leosztás nem nyerhető meg; íme egy tipp.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Ez a játék már nem nyerhető meg; íme egy tipp.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Gondolkodás…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Nincs lehetséges lépés.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Megoldás keresése…</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Nincs megoldás: ez a leosztás nem nyerhető meg.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Innen nincs megoldás: ez a játék már nem nyerhető meg.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>A megadott időn belül nem található megoldás.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Az utolsó nyerhető állás keresése…</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Ez a leosztás a kezdetétől sem nyerhető meg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>A megadott időn belül nem található nyerhető pont: nem tudni, megnyerhető-e ez a leosztás.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>A megadott időn belül nem található nyerhető pont.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Vissza a(z) {0}. lépéshez, az utolsó ponthoz, ahonnan a játék még megnyerhető volt.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Ez a leosztás megnyerhető.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Ez a leosztás még megnyerhető.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Ez a leosztás már nem nyerhető meg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Ez a leosztás nem nyerhető meg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Még nem tudni, megnyerhető-e ez a leosztás: a keresés folytatódik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Nem tudni, megnyerhető-e ez a leosztás.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>A számítógép megoldotta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Nyert! Pontszám: %1, %2 lépésben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Nem maradt lépés.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>A FreeCell Qt már fut ennél a játékosnál, de nem válaszol. Zárja be (vagy várja meg, amíg válaszol), majd indítsa újra a játékot.</translation>
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
        <translation>&amp;Megoldás (demó)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Hol rontottam el?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Tipp: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Tipp (csak találgatás, nincs megoldás): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Ellenőrzés…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Megnyerhető</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Már nem nyerhető meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>A leosztásból nem nyerhető meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Megnyerhető? Keresés folyamatban…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Megnyerhető? Ismeretlen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>A megoldás szünetel: Szóköz: folytatás, Esc vagy kattintás: leállítás.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Lassú megoldás: + gyorsabb, - lassabb, Szóköz: szünet, Esc vagy kattintás: leállítás.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Megoldás: + gyorsabb, - lassabb, Szóköz: szünet, Esc vagy kattintás: leállítás.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Gyors megoldás: + gyorsabb, - lassabb, Szóköz: szünet, Esc vagy kattintás: leállítás.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Leállítva.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>A folyamatban lévő játék nem menthető ide: {0}; a játék folytatódik, de legközelebb nem lesz meg.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>A mentett játék nem olvasható ({0}), és nem is helyezhető át; új játék indul.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>A mentett játék nem olvasható ({0}). Új játék indul; a régi fájl megmarad ezen a néven: {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Első kihívás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Teljes nap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Nehéz győzelem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Szabad cellák nélkül</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>Paron belül</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Tíz egymás után</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Arany hónap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Nyerjen meg egy napi kihívást.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Nyerje meg egy nap mindhárom napi kihívását.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Nyerjen meg egy nehéz napi kihívást.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Nyerjen meg egy játékot szabad cellák nélkül.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Nyerjen meg egy leosztást legfeljebb annyi lépéssel, amennyi a parja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Nyerjen meg tíz játékot egymás után.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Teljesítse egy hónap minden napját: aranytrófea.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Bronztrófea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Ezüsttrófea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Aranytrófea</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>Egy nap akkor teljesül, ha mindhárom leosztását megnyerte. Bronz: {0} nap egy hónapban; ezüst: {1} nap; arany: minden nap.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n nap egymás után</numerusform>
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
        <translation>%1. sor: a(z) %2 lap már szerepel a(z) %3. sorban: a(z) %4 egyszer van a pakliban</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>%1. sor: a(z) %2 lap már %3 alkalommal szerepel a(z) %4. sorban: a(z) %5 minden pakliban egyszer van</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>%1. sor: a(z) %2 lap már %3 alkalommal szerepel ezekben a sorokban: %4: a(z) %5 minden pakliban egyszer van</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>a táblán %1 lap van; hiányzik: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>%1. sor: a(z) %2 alap kétszer szerepel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>%1. sor: a(z) %2 alap %3 alkalommal szerepel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>%1. sor: egy lap a szabad cellákban, de a játékban nincs szabad cella</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>%1. sor: %n lap a szabad cellákban, de a játékban %2 van</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>%1. sor: ismeretlen lap: „%2”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>%1. sor: %2 joker, de ebben a játékban nincs joker</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>%1. sor: egy második %2 sor (az első a(z) %3. sor)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>ennek a játéknak a tábláján %1 oszlopsor van, ezen %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>a táblán %1 lap van, nem %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>%1. sor: a(z) „%2” alap nem H-A vagy S-0 alakú</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>%1. sor: %2 alap, nem %3 (vagy váltakozó színekben %4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>%1. sor: %2 alap, nem %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>%1. sor: a(z) %2 alap nem tarthatja ezeket a lapokat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>%1. sor: a váltakozó színű alap ásszal kezdődik, nem ezzel: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>%1. sor: az alapon %2 nem követheti ezt: %3; minden lap eggyel magasabb az alatta lévőnél</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>%1. sor: az alapon %2 nem követheti ezt: %3; a színek váltakoznak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>%1. sor: egy alapon legfeljebb %2 lap lehet, ezen %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>%1. sor: a(z) „%2” alap nem olyan érték, mint az 5 vagy a Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>%1. sor: a képpel lefelé fekvő lapok, például a [5H], a képpel felfelé fekvők alatt vannak, és az oszlop felső lapja képpel felfelé fekszik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>a szöveg %1 karakter hosszú; egy tábla legfeljebb %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>a szövegben nincs tábla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>%1. sor: a(z) %2 szabály nem jelöl játékot (a Rules: sor ilyen: C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>a táblán %1 szabad cella van; egy játékban legfeljebb %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>minden lap az alapokon van: nincs mit játszani</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>az állásban %1 szabad cella van, de a játékban %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>az állásban %1 oszlop van, de a játékban %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>az állásban %1 alap van, de a játékban %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>a(z) %1 játékban minden alap saját lappal kezdődik; az állás egyet sem ad meg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>az állás alapjain bármilyen színű lap van, de a(z) %1 játékban mindegyik egy színt fogad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>a(z) %1. szabad cella csak ezt fogadja: %2, nem ezt: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>az állásban képpel lefelé fekvő lapok vannak, de a(z) %1 játékban minden lapot képpel felfelé osztanak</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>az alapok a(z) %1 értéktől indulnak, de a(z) %2 játékban ásztól</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>A(z) {0} fájl nagyobb, mint {1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>A(z) {0} nem szabályos fájl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>A(z) {0} fájl nem olvasható.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>A(z) {0} fájl sérült.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>A(z) {0} fájl kibontva több mint {1} MB.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>Nincs benne {0} (az SVG-jében nincs „{1}” elem).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Nincs benne hátlap (az SVG-jében nincs „back” elem).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>A(z) {0} fájl nem SVG-kép.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>A saját paklinkat a játék rajzolja, nem betölti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>A(z) {0} fájl hiányzik.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Valami hiba történt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>A FreeCell Qt váratlan hibába ütközött. A játék folytatódik, de lehet, hogy valami nem működik megfelelően.

A részletek itt találhatók: {0}; kérjük, csatolja ezt a fájlt a hiba bejelentésekor.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>A FreeCell Qt váratlan hibába ütközött. A játék folytatódik, de lehet, hogy valami nem működik megfelelően. A részleteket nem sikerült az adatmappába írni.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Váltakozó színek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Egyező szín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Bármely szín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Semmi: nincs építés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Bármely lap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Csak királyok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Semmi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Ahogy a szabad cellák és oszlopok engedik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Bármely sorozat egyszerre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Egyszerre egy lap</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Szín szerint, ásztól</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Szín szerint, az első kiosztott laptól</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Szín szerint, az első lap értékétől, mind fent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Érték szerint, négy kiosztott laptól</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Váltakozó színek, két ásztól</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Szín szerint, kétszer körbe négy ásztól</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Érték szerint, egy alap, előbb minden ász</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Minden király oszlopot kezd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Minden király oszlopot kezd, ászok fent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Soronként, ászok fent</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;Osztás:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>&amp;Alapok építése:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>Osz&amp;lopok:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>&amp;Cellákba osztott lapok:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>&amp;Paklik:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Soronként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Ászok és kettesek legalul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Minden szín a saját oszlopába</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Cella minden sz&amp;ínnek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Mint a Négy színben: az a szabad cella csak treffet fogad, a b kárót, a c kőrt, a d pikket.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>Építés le&amp;felé:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>Üres oszlopba &amp;kerülhet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>&amp;Sorozatlépések:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Napi kihívások</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>A nap leosztásai</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Trófeák</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Teljesítmény</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Hogyan szerezhető meg</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>{0}. leosztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Megnyerve</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>A kihívások csak a saját hónapjukban számítanak: ez a nap már nem játszható le kihívásként.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0}: %n nap teljesítve.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} megszerezve.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0}: %n nap.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Egymás után teljesített napok: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(legjobb: %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Elért mérföldkövek: {0} nap.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Napi ki&amp;hívások…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Napi kihívás, {0}, {1}: {2}. leosztás.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Megszerezve: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>a %1 ász</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>a %1 bubi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>a %1 dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>a %1 király</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>egy piros ász</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>egy fekete ász</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>egy piros bubi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>egy fekete bubi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>egy piros dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>egy fekete dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>egy piros király</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>egy fekete király</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>az első joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>a második joker</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>a %2 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>egy piros %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>egy fekete %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>bármely %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 nem mehet fel: az alapok következőként ezt fogadják: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>ász</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>bubi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>király</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 nem tehető erre: %2; király semmilyen lapra nem kerül, csak üres oszlopot tölt ki.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 nem tehető erre: %2; %3 erre kerül: %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>A(z) %1–%2 sorozat egyik lapja sem tehető erre: %3; ászra semmi sem kerül.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>A(z) %1–%2 sorozat egyik lapja sem tehető erre: %3, amely ezt fogadja: %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Ebben a játékban nincsenek szabad cellák; nincs %1 szabad cella.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Ebben a játékban csak az a szabad cella van; nincs %1 szabad cella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Ebben a játékban az a–%1 szabad cellák vannak; nincs %2 szabad cella.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>A(z) %1. oszlop egy lapja erre kerül: %2, nem erre: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>A(z) %1. oszlop %n lapja erre kerül: %2, nem erre: %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Csak a(z) %1. oszlop alsó lapja léphet oda.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Csak a(z) %1. oszlop alsó %n lapja alkot sorozatot.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 soha nem kerülhet oszlopra, még üresre sem: a joker szabad cellába vagy fel megy.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>A jokerek alapja üres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Jokerre semmi sem kerül (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 csak akkor mehet fel, ha a treff, a pikk és a kőr alap már teljes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>A(z) %1. oszlop üres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>A(z) %1 szabad cella üres.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Képpel lefelé fekvő lap nem léphet: amint a rajta lévő lapok elkerültek, képpel felfelé fordul.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>A(z) %1. tartalékkupac üres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>A(z) %1. tartalékkupac megtelt: %2 lap fér bele.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Egy tartalékkupac egyszerre egy lapot fogad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>A(z) %1. tartalékkupacban lapok vannak: egy tartalékkupac csak üresen fogad lapokat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>A tartalékkupacra nem tehető lap: az csak lapokat ad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Az alapokról nem vehetők vissza lapok: a beállítás ki van kapcsolva a Beállításokban.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>A(z) %1 alap üres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Ebben a játékban 1–%1. oszlopok vannak; nincs %2. oszlop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Ebben a játékban %1 alap van; nincs %2. alap.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>Ebben a játékban csak király, vagy királlyal kezdődő sorozat tölthet ki üres oszlopot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>Ebben a játékban az alapok ettől indulnak: %1; csak %2 értékű lap, vagy ilyennel kezdődő sorozat tölthet ki üres oszlopot.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>Ebben a játékban az üres oszlop üres marad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>Ebben a játékban a lapok egyenként mennek oszlopról oszlopra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 nem mehet fel: a(z) %2 alap a(z) %3 értéktől indul.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>A(z) %1. oszlop felső lapja képpel lefelé fekszik, amíg a(z) %2 szabad cellában lap van.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>A(z) %1. kupac a(z) %2. kupac alatt van, amelyben lap van.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>A(z) %1. kupac a(z) %2. kupac alatt van: csak a(z) %2. kupac mind a(z) %3 lapja ereszkedhet rá, egyszerre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>A(z) %1 szabad cella csak ezt fogadja: %2, nem ezt: %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>Ebben a játékban a lapok az alapokon maradnak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>Ebben a játékban semmilyen lap nem kerül oszlopra.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 nem mehet fel: az alapok következőként ezeket az értékeket fogadják: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>A(z) %1. alap megtelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>A(z) %1. alap következőként %2 értéket fogad, nem %3 értéket.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>%1 lapot osztanak a szabad cellákba, de csak %2 szabad cella van: válasszon több cellát vagy kevesebb lapot.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>A játék csak akkor fejezhető be, ha egyik oszlopban sincs egynél több lap.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>„%1” játékkód: a(z) „%2” egyetlen játék kódjának sem az eleje.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>„%1” játékkód: a(z) „%2” cellarésznek C0 és C8 között kell lennie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>„%1” játékkód: %2 szabad cella a tartományon kívül esik (%3–%4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>„%1” játékkód: a(z) %2 játékot %3 szabad cellával játsszák.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>„%1” játékkód: a szabályrésze nem olvasható (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>A(z) „%1” játékkód hosszabb bármely kódnál.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 nem mehet fel: a(z) %2 alap ásszal kezdődik.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 még nem mehet fel: előbb ez következik: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Lap soha nem lép egyik szabad cellából a másikba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Az alapról lap csak oszlopba kerülhet vissza.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>A(z) %1 szabad cella foglalt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 lap, most legfeljebb %2 léphet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>A játék innen nem fejezhető be.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 nem mehet fel: az alap következőként a(z) %2 értéket fogadja.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>A(z) %1. alap következőként ezt fogadja: %2, nem ezt: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Szabad cellából vagy alapról csak a felső lap léphet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>A lapok egyenként kerülnek fel az alapra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Egy szabad cellában egy lap fér el.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>Ebben a játékban csak egy teljes, királytól ászig tartó, váltakozó színű sorozat mehet fel, mind a 13 lap egyszerre.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Minden alapon egy sorozat van.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>A játék csak akkor fejezhető be, ha minden oszlop királytól ászig tartó teljes sorozatokból áll.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Ha minden király oszlopot kezd, a játékhoz annyi oszlop kell, ahány király van (%1), vagy eggyel több, nem %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Ha a szabad cellában lévő lap képpel lefelé fordítja az oszlopa felső lapját, minden szabad cellának saját oszlop kell: %1 szabad cella, %2 oszlop.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>A játékot megnyerte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>A játék csak akkor fejezhető be, ha minden oszlop egyetlen sorozat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>A játék csak akkor fejezhető be, ha minden megmaradt lap felmehet onnan, ahol van, egymás után.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Nincs mit visszavonni.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Nincs mit újra végrehajtani.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>Nincs %1. pont az előzményekben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>A(z) „%1” nem leosztásszám.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>A(z) %1 leosztásszám a tartományon kívül esik (1–%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>A leosztásszámnak egész számnak kell lennie, nem ennek: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>„%1” játékkód: a(z) „%2” nem A–Z betű, számjegy vagy kötőjel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>A(z) „%1” játékkódnak három részből kell állnia, például FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>„%1” játékkód: a(z) „%2” formátumverzió nem 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>„%1” játékkód: a(z) „%2” osztásrésznek 7 A–Z betűből kell állnia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>„%1” játékkód: a(z) %2 leosztás a tartományon kívül esik (1–%3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>Ebben a játékban nem vehetők vissza lapok az alapokról: visszavétel nélkül indult.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Kihívások és könnyű leosztások</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Nyerjen meg egy Admirális-leosztást annyi szabad cellával, amennyire a megoldónak szüksége van hozzá. Az alábbi leosztások a legkevesebb szabad cella szerint vannak csoportosítva, amellyel megnyerhetők.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 szabad cella (%1 leosztás)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n szabad cella (%1 leosztás)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>Legkevesebb &amp;cella:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>Kihívás &amp;indítása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Ke&amp;zdőknek: egy könnyű leosztás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Egy véletlen Admirális-leosztás négy szabad cellával, amelyet a megoldó könnyűnek értékel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>Ászok &amp;fent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>Admirális úgy, hogy a négy ász már a játék előtt az alapokon van: könnyebb játék</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>%1. leosztás 1 szabad cellával</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>%1. leosztás %n szabad cellával</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Kihívás: legkevesebb &amp;cella…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Kihívások és könnyű l&amp;eosztások…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Ke&amp;zdőknek: egy könnyű leosztás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Ászok &amp;fent: könnyebb Admirális</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Kihívás: %1. leosztás 1 szabad cellával</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Kihívás: %1. leosztás %n szabad cellával</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>A legkevesebb cella kihívás a szám alapján osztott Admirális-leosztásokhoz érhető el.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>A legkevesebb cella a nehézségi besorolással együtt jelenik meg, amely rejtve van, amíg a megoldó ítélete rejtett: kapcsolja be a Beállításokban.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>A legkevesebb cella kiszámítása…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Ez a leosztás nem nyerhető meg, ezért nincs hozzá kihívás.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>A megoldó a kereten belül nem tudta megállapítani, legkevesebb hány szabad cella kell ehhez a leosztáshoz, ezért nem kínál kihívást.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Legkevesebb cella kihívás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Kihívás: nyerje meg ezt a leosztást 1 szabad cellával</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>A megoldó 1 szabad cellával nyeri meg a(z) %1. leosztást, kevesebbel nem. Ugyanez a leosztás ennyi cellával indul újra.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Kihívás: nyerje meg ezt a leosztást %n szabad cellával</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>A megoldó %n szabad cellával nyeri meg a(z) %1. leosztást, kevesebbel nem. Ugyanez a leosztás ennyi cellával indul újra.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>Kihívás &amp;indítása</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Kihívás teljesítve: %1. leosztás 1 szabad cellával!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Kihívás teljesítve: %1. leosztás %n szabad cellával!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>Admirális ászokkal fent: a négy ász az alapokon kezd. Eredményei az Admirális eredményeitől külön tárolódnak.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>a fájl nagyobb, mint %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>a fájl nem szöveg (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>a fájl üres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>a fájl nem érvényes JSON (%1. sor, %2. oszlop: %3); lehet, hogy csonka</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>a fájl nem érvényes JSON (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>a fájl nem olvasható (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>a fájl nem tartalmaz mentett játékot (nincs JSON-objektum)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>a fájl nem FreeCell Qt-játék (formátum: %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>a fájlnak nincs verziószáma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>a fájlt a FreeCell Qt újabb verziója írta (%1); frissítse az alkalmazást a megnyitáshoz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>ismeretlen fájlverzió: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>a játékidőnek másodpercben megadott számnak kell lennie, legalább 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>a tippek számának egész számnak kell lennie, legalább 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>a fájl nem tartalmaz játékot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>a fájlban lévő játék érvénytelen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>a játék %1 lépésből áll, több mint a megengedett %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>a(z) %1. lépésben több mozgatás van, mint a megengedett %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>a játékban több mozgatás van, mint a megengedett %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>a játékidő több mint %1 év</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>a tippek száma több mint %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>a fájl nem szabályos fájl (mappa, eszköz vagy cső)</translation>
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
        <translation>Ennek a lapnak nincs hová mennie.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Visszajátszás: a játékhoz nyomja meg az Innen folytatás gombot, vagy az Esc billentyűt a saját játékához való visszatéréshez.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Visszavonási előzmények</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Válasszon egy pontot, ahová a játékot visszaállítja. A visszavont lépések szürkék, és újra végrehajthatók, amíg új lépést nem tesz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Megtett lépések</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>Sz.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Pontszám</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Ugrás</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Visszavonva: újra végrehajtható</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>A játék most itt tart</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Leosztás</translation>
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
        <translation>Játékszabályok</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Befejezés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ha minden oszlop egyetlen sorozat, a játék gyakorlatilag megnyert: a &lt;b&gt;Befejezés&lt;/b&gt; gomb minden lapot felküld. Az &lt;i&gt;Automatikus befejezés&lt;/i&gt; bekapcsolásakor ez magától történik. Ha egyáltalán nem maradt lépés, visszavonhat, újrakezdheti a leosztást vagy új játékot indíthat.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Pontszám</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Minden alapra tett lap 10 pontot ér, minden szabad cellából oszlopba játszott lap 5 pontot; az alapról visszavett lap 10 pontba kerül. A visszavonás a pontokat is visszaveszi, és a pontszám sosem csökken nulla alá.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Leosztásszámok és játékkódok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Minden leosztásnak van egy száma 1 és 2 147 483 647 között, ugyanaz, mint a klasszikus Windows-játékban, és ugyanaz a szám minden játékban ugyanazt a keverést adja, az adott játék elrendezésébe osztva: az Admirális 11982-es leosztása a híres, megnyerhetetlen leosztás. Egy &lt;b&gt;játékkód&lt;/b&gt;, például &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt;, megnevezi a játékot, a szabad cellákat és a leosztást, így egy barát, aki beírja, pontosan ugyanazt a játékot játssza. Bármelyik megadásához használja a &lt;i&gt;Leosztás szám vagy kód alapján&lt;/i&gt; menüpontot.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Nehézség és megnyerhető leosztások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Minden leosztás besorolása &lt;b&gt;Könnyű&lt;/b&gt;, &lt;b&gt;Közepes&lt;/b&gt;, &lt;b&gt;Nehéz&lt;/b&gt; vagy &lt;b&gt;Szakértő&lt;/b&gt;. A besorolás azt számolja, legkevesebb hány szabad cellával nyerhető még meg a leosztás (a megoldó a játék celláival próbálkozik, majd eggyel kevesebbel és így tovább), aztán azt, hogy a megoldónak mennyi ideig kellett nyerést keresnie: minden cella, amelyre a leosztásnak szüksége van, tízszer hosszabb keresésnek számít. Állások számlálásán alapul, nem időn, így ugyanaz a leosztás minden számítógépen ugyanazt a besorolást kapja.&lt;/p&gt;&lt;p&gt;Az &lt;i&gt;Új játék beállításokkal&lt;/i&gt; ablakban a &lt;i&gt;Csak megnyerhető leosztások&lt;/i&gt; csak akkor oszt ki véletlen leosztást, ha a megoldó nyerést talált hozzá, a &lt;i&gt;Nehézség&lt;/i&gt; pedig az adott besorolású véletlen leosztást kér. Amíg a megoldó keres, tovább játszhat; az &lt;b&gt;Esc&lt;/b&gt; leállítja a keresést.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Játék képernyőolvasóval</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Az asztal közli a képernyőolvasóval, melyik kupacon van a keret, például &lt;i&gt;kőr 7, 3. oszlop, 5 lap, felső lap&lt;/i&gt; vagy &lt;i&gt;b szabad cella, üres&lt;/i&gt;, és bemond minden lépést, a magától felmenő lapokat, azt, hogy miért utasít el egy lépést, a tippeket, azt, hogy megnyerhető-e még a leosztás, és a győzelmet. Az asztal meghallgatása: az &lt;b&gt;R&lt;/b&gt; felolvassa a kereten lévő kupac minden lapját, az &lt;b&gt;L&lt;/b&gt; a szabad cellákat, az &lt;b&gt;U&lt;/b&gt; az alapokat, az &lt;b&gt;Alt&lt;/b&gt; és egy számjegy pedig az adott oszlopot (&lt;b&gt;Alt+3&lt;/b&gt; a 3. oszlopot). A felolvasás nem mozgat sem lapot, sem keretet.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A nyílbillentyűk a kupacok között mozgatják a keretet; a &lt;b&gt;Szóköz&lt;/b&gt; vagy az &lt;b&gt;Enter&lt;/b&gt; felveszi az ott lévő lapokat, és leteszi őket a következő választott kupacra; az &lt;b&gt;Esc&lt;/b&gt; elengedi őket. Lépést be is gépelhet: egy oszlopszámot, majd azt, hová kerül (másik oszlop, szabad cella, vagy &lt;b&gt;h&lt;/b&gt; az alaphoz). A &lt;b&gt;3&lt;/b&gt;, majd a &lt;b&gt;h&lt;/b&gt; a 3. oszlop szabad lapját az alapjára küldi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A 10. és a további oszlopok jele: %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A(z) %1. és további kupacoknak nincs saját billentyűjük: a nyílbillentyűkkel érhetők el, a Balra és a Jobbra egy szinten belül, a Fel és a Le az eggyel feljebb vagy lejjebb lévő szintre visz.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A szabad cellák betűjele &lt;b&gt;a&lt;/b&gt;–&lt;b&gt;%1&lt;/b&gt; (a &lt;b&gt;h&lt;/b&gt; az alap): a &lt;b&gt;3&lt;/b&gt;, majd az &lt;b&gt;a&lt;/b&gt; a 3. oszlop szabad lapját az első szabad cellába teszi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>%1 játékszabályai</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Billentyűzet</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Lecke</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Kihagyás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Tovább a következő lépésre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Kilépés a leckéből</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Vissza a saját játékához (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Leosztás játszása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Kilépés a leckéből és játék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Lecke újra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>A lecke még egyszer, az 1. lépéstől</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>A lecke elvégzése most</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Köszönöm, nem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>A lecke a Súgó menüben marad</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>Első &amp;lecke</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Kilépés a leckéből</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Most ismerkedik a FreeCell-lel?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Végezzen el egy rövid leckét: nyolc lépés egy kis leosztáson, nagyjából három perc. A játéka addig vár.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>A lecke bármikor elérhető a Súgó menüben: Első lecke.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Szép munka!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Megnyerte a lecke leosztását, és most már ismeri a FreeCell összes lépését. Játsszon egy leosztást, vagy végezze el újra a leckét.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>{0}. lépés / {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Egy lap egy nála eggyel magasabb, másik színű lapra kerül, például egy piros bubi egy fekete dámára. Húzza a(z) {0} lapot erre: {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>A bal felső szabad cellák mindegyike egy tetszőleges lapot tarthat. Tegye a(z) {0} lapot egy szabad cellába, hogy felfedje az alatta lévő lapot.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>A jobb felső alapokon minden szín ásztól felfelé épül. Küldje fel a(z) {0} lapot: húzza oda, vagy kattintson rá duplán. A saját játékaiban a már semmihez sem szükséges lapok maguktól felmennek (automatikus lépés).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>A váltakozó színű, sorba rendezett lapok együtt mozognak: legfeljebb (szabad cellák + 1) × 2^(üres oszlopok), itt {0}. Húzza a(z) {1} lapot erre: {2}; az alatta lévő lapok vele mennek.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>A játék elutasítja a szabályok által nem engedett lépést, és az ablak alján megmondja, miért. Próbálja ki.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>A játék elutasítja a szabályok által nem engedett lépést, és az ablak alján megmondja, miért. Próbálja ki: húzza a(z) {0} lapot erre: {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Lépjen egy tetszőlegeset, majd vonja vissza a Visszavonással (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Minden lépés visszavonható: nyomja meg most a Ctrl+Z (Visszavonás) billentyűt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>A játék ezt mondta: „{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Nem tudja, mit tegyen? Nyomja meg a H (Tipp) billentyűt: a játék megjelöl egy jó lépést.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Most nyerje meg a leosztást: minden lap az alapjára. Használjon tippeket (H) tetszés szerint; a Befejezés (Ctrl+F) felküldi a többit, amint sorban vannak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Innen ez nem lehetséges. Vonjon vissza lépéseket a Visszavonással (Ctrl+Z), vagy nyomja meg a Kihagyás gombot.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>További gombok</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>Ú&amp;j játék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Új játék &amp;beállításokkal…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>Leosztás új&amp;rakezdése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>Leosztás &amp;szám vagy kód alapján…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>&amp;Napi leosztás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>Játékkó&amp;d másolása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Állás m&amp;ásolása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>Állás beil&amp;lesztése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>Állás &amp;összeállítása…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>Játék megn&amp;yitása…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>Játék &amp;mentése másként…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>Visszavonási &amp;előzmények…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>Játék &amp;áttekintése…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Befejezés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Teljes képernyő</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Eszköztár</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Játékszabályok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>A FreeCell Qt &amp;névjegye</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Napi leosztás, {0}: {1}, {2}. leosztás</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0}, {1}. leosztás</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Első lecke</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Már nincs telepítve.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>A(z) „{0}” kártyapakli nem használható: {1} A lapok a FreeCell Qt saját lapjai.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Az állás szövegként a vágólapra másolva.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Lépés</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Beállítások</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>Sú&amp;gó</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Eszköztár</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Pontszám: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Lépések: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Idő: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Ez a mai napi leosztás; a Leosztás újrakezdése az elejéről játssza.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>{0} napi leosztása: ma mindenkinek ugyanaz a leosztás.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} a vágólapra másolva.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Üzenetek…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Az állapotsor legutóbbi üzenetei</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Üzenetek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Legutóbbi üzenetek, a legújabb alul</translation>
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
        <translation>Új játék</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Egyéni</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Lapok &amp;visszavétele az alapokról</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Minden játék beállítása, mint a Beállításokban</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Játék:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>Szabad c&amp;ellák:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>Véletlen leos&amp;ztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>Leosztásszám vagy játékkó&amp;d:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Csak megn&amp;yerhető leosztások</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Csak akkor oszt véletlen leosztást, ha a megoldó bizonyította, hogy megnyerhető</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Bármely</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>pl. 11982 vagy FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Leosztás</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>Ne&amp;hézség:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>A leosztásszámok 1-től %1-ig terjednek, minden játékban ugyanaz a keverés.&lt;br&gt;A játékkódok így néznek ki: FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Kihívások és kö&amp;nnyű leosztások…</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Ezek a(z) %2 szabályai.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Játékkód: még nincs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Játékkód: véletlen leosztás — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Játékkód: %1 — %2, %3. leosztás</translation>
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
        <translation>Az Ön lépései a par számítása szerint (minden lépés, az alapokra tett és az automatikus lépésekkel együtt), és a leosztás parja: a megnyeréséhez talált legkevesebb lépés</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>A(z) {0} beállításfájl nem olvasható; az alapértékek vannak használatban.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>A beállításfájl nem olvasható; {0} néven megmaradt, és az alapértékek vannak használatban.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>A beállítások nem menthetők ide: {0}; a változások csak a FreeCell Qt bezárásáig élnek.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Beállítások</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>Biztos lapok &amp;automatikus áthelyezése az alapokra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>Automatikus &amp;befejezés, ha minden oszlop sorozat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>Egyetlen &amp;kattintás az alapra küldi a lapot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>&amp;Áthelyezés kattintással: kattintson egy lapra, majd a helyére</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Lapok &amp;visszavétele az alapokról</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>&amp;Négyszínű pakli (treff zöld, káró kék)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Nagy &amp;indexű pakli (nagy érték és szín a sarkokban)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>&amp;Hangeffektusok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>Az utolsó játék &amp;folytatása induláskor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>&amp;Mutassa, megnyerhető-e még a játék</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Egy kattintás felveszi a lapot és a rajta lévő sorozatot; egy kattintás egy másik helyre oda teszi őket, a posztóra kattintás vagy az Esc visszateszi őket. Ilyenkor az egyszeri kattintás felveszi a lapot, ahelyett hogy az alapjára küldené; a dupla kattintás továbbra is odaküldi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>&amp;Duplázó: (szabad cellák + 1) × 2^üres oszlopok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;Lineáris: (szabad cellák + 1) × (üres oszlopok + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Egy sorozatlépés ennyi lapot vihet:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>Azokban a játékokban, ahol az üres oszlopokba csak király kerülhet, vagy semmi, szabad cellák + 1 lap léphet egyszerre. A szabályváltozások azonnal érvényesek, a folyamatban lévő játékra is.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Ki</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>Mint a rendszer</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Világos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Sötét</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Zöld posztó, sötét módban sötét</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Zöld posztó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Kék posztó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Sötét posztó</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Be: fekete posztó, körvonalas lapok és helyek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Kék rács</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Piros rombuszok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Zöld hullámok</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Ablakhoz igazítva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Nagy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Kicsi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Me&amp;goldás sebessége:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Megjelenés</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>&amp;Színséma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>Asz&amp;tal:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>Nagy kontras&amp;zt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Lap&amp;ok mérete:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Kevesebb mozgás: a lapok egyenesen a hely&amp;ükre kerülnek, ünneplés nélkül</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Alapértelmezés szerint be van kapcsolva, ha az asztali környezet kevesebb animációt kér. A Megoldás továbbra is egyszerre egy lépést tesz, a saját sebességével.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Lapok</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>A FreeCell Qt saját paklija</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Pakli előnézete: egy ász, egy király és a hátlap</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Ká&amp;rtyapakli:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>Kártyahátla&amp;p:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Ez a beállítás csak a FreeCell Qt saját pakliját módosítja; a választott pakli saját előlapokat és hátlapot hoz.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>A(z) „{0}” pakli nem használható: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>Animáció s&amp;ebessége:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Rendszer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>N&amp;yelv:</translation>
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
        <translation>&amp;Mégse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Bezárás</translation>
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
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Visszaállítás</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Leosztás keresésének leállítása (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Nehézség: besorolás…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Annak kiszámítása, mennyire nehéz ez a leosztás</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Nehézség: nincs besorolva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Ez a leosztás nem nyerhető meg, ezért nincs szintje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>A megoldó nem jutott eredményre a kereten belül</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Nehézség: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>A leosztás keresése leállt; a folyamatban lévő játék változatlan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Megnyerhető leosztás keresése… (%1. jelölt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>%1 besorolású leosztás keresése… (%2. jelölt)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>%1. leosztás, besorolás: %2 (%3. jelölt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>%1. leosztás, bizonyítottan megnyerhető (%2. jelölt).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>A kipróbált %1 között nincs megfelelő leosztás; a folyamatban lévő játék változatlan.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Könnyű</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Szakértő</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Szabad cellák nélkül megnyerhető</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>1 szabad cellával megnyerhető</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>%n szabad cellával megnyerhető</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; %2 állás átvizsgálva.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Vissza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Egy lépéssel vissza</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Lejátszás</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Előre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Egy lépéssel előre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Húzza a játék bármely pontjára</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Pont a játékban</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Innen folytatás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Játssza tovább ezt a játékot a mutatott ponttól; a későbbi lépések újra végrehajthatók</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Visszajátszás: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Most az Ön játéka, a(z) {0}. lépéstől. Az Újra a visszajátszást követi.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>{0}. lépés / {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Szünet</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Eredmények időrendben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} játék, {1} megnyerve</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Még nincs befejezett játék.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>{0}. játék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Az utolsó {0} játék, a legrégebbi balra</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Megnyert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Elveszett</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Nyerési arány</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>A játék áttekintése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>A játék minden pontjának vizsgálata a megoldóval…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Áttekintés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>A játék pontjai</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>Sz.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Ítélet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Játék innen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Megoldás m&amp;utatása</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>A leosztás parja {0} lépés; az Ön játéka ugyanígy számolva (az automatikus lépésekkel együtt): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>A leosztás</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>megnyerhető</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>elveszett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>nem ismert</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Ez a leosztás a kezdetétől nem nyerhető meg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>A megadott időn belül nem található nyerés a leosztásból.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Nyert: egyetlen lépés sem vesztette el a játékot.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>A játék a jelenlegi állásból még megnyerhető: egyetlen lépés sem vesztette el.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>A(z) {0}. lépés elvesztette a játékot: előtte még megnyerhető volt, utána már nem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>A játék a(z) {0}. lépésig megnyerhető volt; utána a megadott időn belül nem található nyerés.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>1 lépést tett; a megoldó {0} lépésben nyer a leosztásból.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>%n lépést tett; a megoldó {0} lépésben nyer a leosztásból.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Az áttekintés bezárult: másik játék van folyamatban.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Asztalelrendezés</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>Admirális</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>Forecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>A pék játéka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Csak királyos pékjáték</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Nyolcat ki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Dupla Nyolcat ki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Laza Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Dupla Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Laza Admirális</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Kihívás Admirális</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Szuperkihívás Admirális</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Hétszer négy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Hétszer öt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Bath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Dupla Admirális (hagyományos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Dupla Admirális</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Tripla Admirális</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Javítás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Cella 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>Nagy cella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Mélység</translation>
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
        <translation>Szmoking</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Petal</source>
        <translation>Szirom</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Cseppkövek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clink</source>
        <translation>Koccintás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spidercells</source>
        <translation>Pókcellák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Footling</source>
        <translation>Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Footling</source>
        <translation>Dupla Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Királyok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Macskafarok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Kígyó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Kíséret</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>Főhadiszállás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>Limpopo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>Tű</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>Szénakazal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>Vasvilla</translation>
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
        <translation>Akadály</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom game</source>
        <translation>Egyéni játék</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Admirális, ászok fent</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, szabad cellák nélkül</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 szabad cella</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n szabad cella</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>nincs szabad cella</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 szabad cella</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n szabad cella</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n oszlop</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>nincs építés az oszlopokon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>szín szerint épít</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>színtől függetlenül épít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>váltakozó színekben épít</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>üres oszlopba csak király</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>az üres oszlopok üresek maradnak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>üres oszlopba bármely lap</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>bármilyen hosszú sorozat léphet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>egyszerre egy lap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>a sorozatok szabad cellákon és üres oszlopokon át lépnek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>a sorozatok szabad cellákon át lépnek</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n kupac</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>az ászok és kettesek legalulra osztva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>az első lap értéke adja az alapot, az ilyen értékű lapok mind az alapokat indítják</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>az első kiosztott lap adja az alapot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>az oszlopokon király kerülhet ászra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>minden oszlop élén király áll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>minden kiosztott király oszlopot kezd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>az ászok kiosztáskor felmennek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>az ászok az alapokon kezdenek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>a szabad cellában lévő lap képpel lefelé fordítja az oszlopa felső lapját</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>az oszlopok jobb fele szín szerint épít, bármely lapját odaadja, és üresen királyt fogad</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>minden oszlopban az utolsó lap kivételével mind képpel lefelé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>egymást átfedő szinteken álló kupacok: a lapot tartó kupac alatti kupac nem ad és nem fogad lapot, de átveheti a fölötte lévő egyetlen kupac összes lapját</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n tartalékkupac, mindegyik üresen egy sorozatot fogad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>egy tartalékkupac %n kiosztott lappal, amely nem fogad vissza lapot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>egy tartalékkupac %n kiosztott lappal, legfeljebb %1 lap befogadására</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n tartalékkupac, egyenként legfeljebb %1 lappal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>Szabad cellák helyett %n &lt;b&gt;tartalékkupac&lt;/b&gt; áll az oszlopoktól jobbra. Egy üres tartalékkupac egyszerre egy teljes sorozatot fogad egy oszlopból vagy egy másik tartalékkupacból; amelyikben lapok vannak, az semmit sem fogad. Egy tartalékkupac tetején lévő bármely sorozat elhagyhatja azt, egészben vagy részben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Szabad cellák helyett %n &lt;b&gt;tartalékkupac&lt;/b&gt; áll az oszlopoktól jobbra. Mindegyik bármilyen lapot fogad, egyszerre egyet, amíg %1 lap nem lesz benne; csak a felső lapja hagyhatja el.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>Szabad cellák helyett az első %n lapot egy, az oszlopoktól jobbra lévő &lt;b&gt;tartalékkupacba&lt;/b&gt; osztják.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>A felső lapja kijátszható, de rá nem tehető lap.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Bármilyen lapot fogad, egyszerre egyet, amíg %n lap nem lesz benne; csak a felső lapja hagyhatja el.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>A játékot %1 &lt;b&gt;kupaccal&lt;/b&gt; játsszák, mindegyikbe egy lapot osztanak képpel felfelé, %2 sorban (szinten), felülről lefelé %3 kupaccal. Minden szint kicsit lejjebb van az előzőnél és fél lappal oldalra tolva, így az alsó szint kupacain kívül minden kupac a következő szint azon egy vagy két kupaca alatt van, amely átfedi.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Amíg egy fölötte lévő kupacban lap van, a kupac &lt;b&gt;blokkolt&lt;/b&gt;: egyik lapja sem léphet, és semmilyen lap nem kerülhet rá. Az alsó szint kupacai soha nem blokkoltak.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Blokkolt kupacra egyetlen lépés vezet: amikor már csak egy fölötte lévő kupacban van lap, annak a kupacnak az összes lapja egyszerre ráereszkedhet, ha olyan sorozatot alkotnak, amelynek első lapja illik a kupac szabad lapjára. A kupacnak, amelyet elhagynak, magának is szabadnak kell lennie, és nem tarthat több lapot, mint amennyi egyszerre léphet.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Az ászok az alapokon kezdenek, a többi lapot soronként osztják ki.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 lapot osztanak az oszlopokba, balról: %2. Először minden oszlop lapjait az utolsó kivételével képpel lefelé osztják, soronként; utána egy sort képpel felfelé osztanak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Képpel lefelé fekvő lap nem léphet, és lapot sem fogadhat, így a sorozatok csak képpel felfelé fekvő lapokból állnak. Amint a rajta lévő lapok elkerültek, azonnal képpel felfelé fordul.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>egy tartalékkupacra, amely fogadja (lásd: „Az asztal”);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Csak egy oszlop szabad lapja (amelyet semmi sem takar) vagy egy tartalékkupac felső lapja léphet. Egy lap ide kerülhet:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Minden szabad cella egy oszlophoz tartozik: az a szabad cella az 1. oszlophoz, a b a 2. oszlophoz, és így tovább. Amíg egy szabad cellában lap van, az oszlopa felső lapja &lt;b&gt;képpel lefelé&lt;/b&gt; fekszik: nem léphet, és nem tehető rá lap. Üres oszlopba továbbra is tehető lap vagy sorozat, amelynek felső lapja ekkor azonnal képpel lefelé fordul. Amint a szabad cella újra üres, a lap képpel felfelé fordul.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Az oszlopok kétfélék. Az 1–%1. oszlop a fenti módon épít, és bármely lapcsoportot befogad, amelynek első lapja illeszkedik, akár sorrendben van, akár nem. A(z) %2–%3. oszlop szín szerint lefelé épít (a kőr 7 a kőr 8-ra); lapjaik közül bármennyi léphet egyszerre, akár sorrendben vannak, akár nem, a csoport első lapjával az élen; üresen pedig csak királyt fogadnak, vagy királlyal kezdődő csoportot.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Üresen csak a felső szint %1 kupaca fogad lapot: bármely lapot vagy elég rövid sorozatot, ha egyetlen fölöttük lévő kupacban sincs lap. Bármely más szint üres kupaca üres marad, és sorozatok mozgatásakor csak a felső szint üres kupacai számítanak üres oszlopnak.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Egy oszlop végén lévő szabad lapok sorozata, %1, egyben léphet, ha elég rövid. &lt;i&gt;F&lt;/i&gt; üres szabad cellával és &lt;i&gt;E&lt;/i&gt; üres oszloppal (beleszámítva azt az üres oszlopot, ahová a sorozat kerül) a leghosszabb mozgatható sorozat: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Például, ha minden szabad cella és egy oszlop üres, %1 lap léphet egy másik oszlopra vagy magába az üres oszlopba.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>az alapok érték szerint épülnek négy kiosztott laptól</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>két váltakozó színű alap a treff és a kőr ásztól</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>egy alap minden lapnak: minden ász, aztán minden kettes, és így tovább a királyokig</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>minden alap egy teljes, királytól ászig tartó, váltakozó színű sorozatot fogad</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A játékot egy pakli kártyával és &lt;b&gt;két jokerrel&lt;/b&gt; játsszák. Tegye mind az 54 lapot az öt &lt;b&gt;alapra&lt;/b&gt;: négyre színenként, mindegyiket az ásztól a királyig építve, és egy ötödikre, amely a két jokert fogadja, de csak akkor, ha a treff, a pikk és a kőr alap már teljes (a káró alapnak nem kell annak lennie).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;soha nem kerül oszlopra&lt;/b&gt;, még üresre sem, és jokerre semmi sem kerül: tegye szabad cellába, vagy fel, amikor az alapja fogadja. A sorozat belsejébe osztott joker a sorozattal együtt mozog, és egy csak rá jellemző színű ásznak (az első joker) vagy 2-esnek (a második) számít. Az üres oszlopba mozgatott sorozat azt az oszlopot is beszámítja a mozgatását lehetővé tevő üres oszlopok közé.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>az alapjára, ha az adott szín következő értéke; a joker az ötödik alapra, ha a treff, a pikk és a kőr alap már teljes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>két joker, amely soha nem kerül oszlopra, és egy ötödik alap, amely akkor fogadja őket, ha a treff, a pikk és a kőr alap már teljes</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>négy alap, mindegyik szín szerint kétszer körbe az első pakli egy ászától</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>a lapok visszavehetők az alapokról</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 lap a cellákba osztva</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n lap a cellákba osztva</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>A cél</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tegye mind a(z) %1 lapot az egyetlen &lt;b&gt;alapra&lt;/b&gt;. Ez &lt;b&gt;először minden ászt&lt;/b&gt; fogad, bármilyen színsorrendben, aztán minden 2-est, aztán minden 3-ast, és így tovább a királyokig, színtől függetlenül: egy érték mind a(z) %2 lapját a következő érték előtt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tegye mind az 52 lapot a négy &lt;b&gt;alapra&lt;/b&gt;, amelyek bármely színt fogadják. Egy alap csak &lt;b&gt;teljes sorozatot&lt;/b&gt; fogad: a királytól lefelé ászig, váltakozó színekben haladó 13 lap egy oszlop végén egyetlen lépésben együtt megy fel, akárhány szabad cella és oszlop üres. Egy lap soha nem megy fel egyedül. Húzza a sorozatot a királyánál fogva, vagy kattintson az ászára.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A játékot 2 összekevert paklival játsszák. Tegye mind a 104 lapot a négy &lt;b&gt;alapra&lt;/b&gt;, színenként egyre. Az első pakli négy ásza indítja őket, ezeket osztják oda utoljára, és mindegyik szín szerint épül felfelé az ásztól a királyig, majd &lt;b&gt;még egyszer körbe&lt;/b&gt;, a másik ásztól a másik királyig, amíg 26 lap nem lesz rajta.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tegye mind az 52 lapot a két &lt;b&gt;alapra&lt;/b&gt;. A treff ász és a kőr ász indítja őket, és mindkettő &lt;b&gt;váltakozó színekben, színtől függetlenül&lt;/b&gt; épül felfelé, egyszerre egy értékkel, kétszer körbe az ásztól a királyig, amíg 26 lap nem lesz rajta: a treff ászra piros 2 kerül, aztán fekete 3, és a fekete királya után piros ász. Ha egy lap mindkét alapra illik, arra tegye, amelyiket választja.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tegye mind az 52 lapot a négy &lt;b&gt;alapra&lt;/b&gt;. Az utolsó négy kiosztott lap indítja őket, egy-egy, és mindegyik &lt;b&gt;érték szerint, színtől függetlenül&lt;/b&gt; épül felfelé, egyszerre egy értékkel, a királytól körbe az ászig, amíg 13 lap nem lesz rajta: a 6-osra bármely 7-es kerül, aztán bármely 8-as, és így tovább az 5-ösig. Ha egy lap több alapra is illik, arra tegye, amelyiket választja.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tegye mind az 52 lapot a négy &lt;b&gt;alapra&lt;/b&gt;, színenként egyre, mindegyiket az ásztól a királyig építve.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Az asztal</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Négy szín</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Német Admirális</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>Királycella</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n pakli</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>minden szín a saját oszlopába osztva</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>minden színnek egy szabad cella</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Lapok mozgatása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Üres oszlopok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Sorozatok mozgatása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Lapok visszavétele az alapokról</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Automatikus lépések</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A játékot %1 összekevert paklival játsszák. Tegye mind a(z) %2 lapot a(z) %3 &lt;b&gt;alapra&lt;/b&gt;, színenként %1 alapra, mindegyiket az ásztól a királyig építve; egy lap a színének bármelyik alapjára kerülhet, amelyikre illik.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tegye mind az 52 lapot a négy &lt;b&gt;alapra&lt;/b&gt;, színenként egyre.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;A játékot %1 összekevert paklival játsszák. Tegye mind a(z) %2 lapot a(z) %3 &lt;b&gt;alapra&lt;/b&gt;, színenként %1 alapra; egy lap a színének bármelyik alapjára kerülhet, amelyikre illik.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>A keverés első lapjának értéke adja az &lt;b&gt;alapot&lt;/b&gt;: minden ilyen értékű lap egy-egy alapot indít az osztás előtt, és minden alap szín szerint épül felfelé ettől az értéktől, a királytól körbe az ászig. Ha az alap egy 5-ös, egy alap így halad: 5, 6, ..., dáma, király, ász, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Az első kiosztott lap, az első oszlop alján, adja az &lt;b&gt;alapot&lt;/b&gt;: az azonos értékű többi lap indítja az alapokat, és minden alap szín szerint épül felfelé ettől az értéktől, a királytól körbe az ászig. Ha az alap egy 5-ös, egy alap így halad: 5, 6, ..., dáma, király, ász, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 lapot osztanak képpel felfelé, egyenként az első oszlopba; minden király, amely akkor érkezik, amikor az oszlopban már vannak lapok, a következő oszlopot kezdi, így az oszlopok hossza osztásról osztásra változik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>A keverés utolsó királyát osztják elsőként, így minden oszlop élén király áll.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Ha az első lap király, az utolsó oszlop üres marad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Az ászokat nem osztják az oszlopokba: mindegyik egy alapra kerül, amint sorra kerül.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>A játékot %n oszloppal játsszák.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Minden lapot képpel felfelé a színének oszlopába osztanak: a treffeket az első oszlopba, a kárókat a másodikba, a kőröket a harmadikba és a pikkeket a negyedikbe, a keverés sorrendjében. A többi oszlop üresen indul.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 lapot osztanak képpel felfelé az oszlopokba, mindegyikbe %2 lapot.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 lapot osztanak képpel felfelé az oszlopokba, balról: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Nincsenek szabad cellák: minden lap az oszlopokon marad vagy az alapokra kerül.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Felettük vannak az alapok és 1 &lt;b&gt;szabad cella&lt;/b&gt;, amely egyetlen lapot tarthat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Felettük vannak az alapok és minden színnek egy &lt;b&gt;szabad cella&lt;/b&gt;, amely az adott színből egyetlen lapot tarthat: balról treff, káró, kőr és pikk.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Felettük vannak az alapok és %n &lt;b&gt;szabad cella&lt;/b&gt;, mindegyik egyetlen lapot tarthat.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Az utolsó lapot egy szabad cellába osztják.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Az utolsó %n lapot a szabad cellákba osztják.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Először az ászokat, aztán a ketteseket osztják, így azok az oszlopok alján vannak.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>egy olyan alapra, amelynek felső lapja eggyel kisebb értékű, színtől függetlenül: király a dámára, ász a királyra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Az oszlopokon soha nem épül semmi: csak egy oszlop szabad lapja vagy egy szabad cellában lévő lap léphet, és ide kerülhet:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>egy olyan oszlopra, amelynek szabad lapja eggyel nagyobb értékű és azonos színű: a kőr 7 a kőr 8-ra;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>egy olyan oszlopra, amelynek szabad lapja eggyel nagyobb értékű, színtől függetlenül: bármely 7-es bármely 8-asra;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>egy olyan oszlopra, amelynek szabad lapja eggyel nagyobb értékű és ellenkező színű: piros 7 fekete 8-ra;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>a színének szabad cellájába, ha az üres;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>egy üres szabad cellába (soha nem egyik szabad cellából a másikba);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>egy olyan alapra, amelynek felső lapja eggyel kisebb értékű és ellenkező színű, színtől függetlenül: piros 2 a treff ászra.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>az alapra, ha olyan értékű, amilyet az alap következőként fogad, színtől függetlenül.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>üres alapra csak egy királytól ászig tartó teljes sorozat részeként, mind a 13 lap egyszerre.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>az alapjára, ha az adott szín következő értéke: a király után a másik ász jön.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>az alapjára, ha az adott szín következő értéke.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Csak egy oszlop szabad lapja (amelyet semmi sem takar) vagy egy szabad cellában lévő lap léphet. Egy lap ide kerülhet:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Az oszlopokon is körbeérnek az értékek: király kerülhet ászra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Az oszlopokon körbeérnek az értékek, az alapokon nem: király kerülhet ászra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Az oszlopokon nem érnek körbe az értékek: ott ászra semmi sem kerül, királyt pedig semmilyen lapra nem lehet tenni.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Üres oszlopot csak az alap alatti értékű lap (4-es, ha az alap 5-ös), vagy ilyennel kezdődő sorozat tölthet ki. Az üres oszlopok nem tarthatnak lapokat átmenetileg.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Üres oszlopot csak király, vagy királlyal kezdődő sorozat tölthet ki. Az üres oszlopok nem tarthatnak lapokat átmenetileg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Üres oszlopba nem játszható lap: ha egy oszlop kiürül, üres is marad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Üres oszlopot bármely lap kitölthet, vagy bármely elég rövid sorozat. A húzás a megfogott lapot és az alatta lévő összes lapot mozgatja; kattintás vagy a billentyűzet a szabályok által megengedett leghosszabb sorozatot mozgatja.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>egy színben csökkenő értékben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>csökkenő értékben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>csökkenő értékben, váltakozó színekben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>A lapok egyenként lépnek, és csak az oszlopokról: nincsenek mozgatható sorozatok.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Egy oszlop végén lévő szabad lapok sorozata, %1, egyben lép, akármilyen hosszú, akárhány szabad cella és oszlop üres.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>A lapok egyenként lépnek: a sorozatot lapról lapra kell szétszedni, a szabad cellákon és üres oszlopokon át.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Egy oszlop végén lévő szabad lapok sorozata, %1, egyben léphet, ha lapról lapra áthelyezhető lenne az üres szabad cellákon át; az üres oszlopok nem segítenek. &lt;i&gt;F&lt;/i&gt; üres szabad cellával a leghosszabb mozgatható sorozat: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Például, ha minden szabad cella üres, egyszerre %1 lap léphet.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Egy oszlop végén lévő szabad lapok sorozata, %1, egyben léphet, ha lapról lapra áthelyezhető lenne az üres szabad cellákon és üres oszlopokon át. &lt;i&gt;F&lt;/i&gt; üres szabad cellával és &lt;i&gt;E&lt;/i&gt; üres oszloppal (nem számítva azt az oszlopot, ahová a sorozat kerül) a leghosszabb mozgatható sorozat: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Például, ha minden szabad cella és egy oszlop üres, %1 lap léphet egy másik oszlopra, és %2 magába az üres oszlopba.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Az alapokon lévő lapok ott maradnak, bármit mondanak a Beállítások.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Egy alap felső lapja visszakerülhet egy oszlopra, ahová illik, 10 pont árán.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Az alapokon lévő lapok ott maradnak. A Beállításokban engedélyezhető, hogy egy alap felső lapja visszakerüljön egy oszlopra, 10 pont árán.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>A &lt;i&gt;Biztos lapok automatikus áthelyezése&lt;/i&gt; bekapcsolásakor minden lap, amelyet az alap fogad, minden lépés után magától felmegy: az alap csak akkor fogad egy értéket, ha az alatta lévő érték minden lapja már fent van, így az asztalon maradt egyetlen lap sem kerülhetne már rá. A &lt;i&gt;Befejezés&lt;/i&gt; egymás után felküldi a maradékot, amint minden megmaradt lap felmehet onnan, ahol van.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>A visszavonás együtt veszi vissza a lépését és az automatikus lépéseit. Egy kattintás vagy dupla kattintás egy lapon az alapra is küldi, ha illik.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>A &lt;i&gt;Biztos lapok automatikus áthelyezése&lt;/i&gt; bekapcsolásakor egy oszlop végén lévő, királytól ászig tartó teljes sorozat minden lépés után magától felmegy: az ászára semmi sem kerülhet, így az asztalon már nem segíthet. A &lt;i&gt;Befejezés&lt;/i&gt; felküldi a maradékot, amint minden oszlop teljes sorozatokból áll.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>A visszavonás együtt veszi vissza a lépését és az automatikus lépéseit. Egy kattintás vagy dupla kattintás egy teljes sorozat ászán felküldi a sorozatot.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>A &lt;i&gt;Biztos lapok automatikus áthelyezése&lt;/i&gt; bekapcsolásakor egy lap minden lépés után csak az alapja második körében megy fel magától, amikor az ikerpárja már fent van, és az asztalon maradt egyetlen lap sem épülhetne már rá, egyik pakliból sem. Az első körben Ön választja ki, hogy a két lap közül melyik megy fel. A &lt;i&gt;Befejezés&lt;/i&gt; egymás után felküldi a maradékot, amint minden megmaradt lap felmehet onnan, ahol van.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>A &lt;i&gt;Biztos lapok automatikus áthelyezése&lt;/i&gt; bekapcsolásakor egy lap minden lépés után magától felmegy, ha csak egy alap fogadja, és az asztalon maradt egyetlen lap sem kerülhetne még rá: az ászok, és minden olyan lap, amelynek eggyel kisebb értékű, ellenkező színű két lapja már fent van. Azt a lapot, amelyet mindkét alap fogad, Ön helyezi el. A &lt;i&gt;Befejezés&lt;/i&gt; felküldi a maradékot, amint minden megmaradt lap felmehet onnan, ahol van.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>A visszavonás együtt veszi vissza a lépését és az automatikus lépéseit. Egy kattintás vagy dupla kattintás egy lapon az első olyan alapra küldi, amely fogadja.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>Ebben a játékban egyetlen lap sem megy fel magától, bármit mondanak a Beállítások: a négy alap versenyez az egyes értékek lapjaiért, így Ön dönti el, melyik lap hová és mikor kerül. Ha már egyik oszlopban sincs egynél több lap, a &lt;i&gt;Befejezés&lt;/i&gt; felküldi a maradékot.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Egy kattintás vagy dupla kattintás egy lapon az első olyan alapra küldi, amely fogadja.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>az asztalon már hasznavehetetlen lapok minden lépés után maguktól felmennek: minden olyan lap, amelyre az asztalon maradt egyetlen lap sem épülhetne már.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>az asztalon már hasznavehetetlen lapok minden lépés után maguktól felmennek: az ászok, a kettesek, és minden olyan lap, amelyre az asztalon maradt egyetlen lap sem épülhetne már, egyik pakliból sem.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>minden lap, amely az alapjára kerülhet, minden lépés után magától felmegy: mivel a sorozatok szín szerint épülnek, az alapon lévő lapra soha nem lehet szükség az asztalon.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>az asztalon már hasznavehetetlen lapok minden lépés után maguktól felmennek: az ászok, a kettesek, és minden olyan lap, amelynél eggyel kisebb érték már mind a négy alapon fent van.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>az asztalon már hasznavehetetlen lapok minden lépés után maguktól felmennek: az ászok, a kettesek, és minden olyan lap, amelynek két ellenkező színű alapja már eggyel alatta tart.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>Az elsőként kiosztott alaplap soha nem megy fel magától, mivel a legfelső értékű lap még rákerülhet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Az ász soha nem megy fel magától, mivel még király kerülhet rá.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>A &lt;i&gt;Biztos lapok automatikus áthelyezése&lt;/i&gt; bekapcsolásakor %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>A visszavonás együtt veszi vissza a lépését és az automatikus lépéseit. Egy kattintás vagy dupla kattintás egy lapon az alapjára is küldi, ha illik.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Admirális-játékok (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Játék mentése másként</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>A játék nem menthető</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>A játékot nem sikerült ide írni: {0}.

Ellenőrizze, hogy a mappa létezik, írható és van benne hely, majd próbálja újra.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>A(z) {0} nem szabályos fájl (eszköz, cső vagy mappa), ezért a játék nem lett odaírva, és a fájl változatlan.

A folyamatban lévő játék még az asztalon van; mentse más néven.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Lecseréli a fájlt?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>A(z) {0} már létezik.

Lecseréli erre a játékra?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Játék megnyitása</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>A játék nem nyitható meg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>A(z) {0} nem nyitható meg: {1}.

A folyamatban lévő játék változatlan.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Az állás nem illeszthető be</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>A vágólapon nincs játszható állás: {0}.

A folyamatban lévő játék változatlan.</translation>
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
        <translation>Állás összeállítása</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Összeállítás alatt álló asztal</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>Ü&amp;res asztal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Folyamatban lévő asztal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>A maradék &amp;kiosztása</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;Játék:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>Szabad &amp;cellák:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Elhelyezés &amp;billentyűzettel:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Lapok, majd hová kerülnek: oszlop (1-9, t, j, q, k), szabad cella (a-g, i, l-n), h az alaphoz, - vissza az elhelyezendő lapokhoz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Utolsó elutasítás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Állás ellenőrzése</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>A megoldó ítélete</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Megoldás</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>&amp;Megnyerhető?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>&amp;Lejátszás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Játék és a &amp;nyerés mutatása</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Kész: ez egy %1-állás. Játssza le, vagy kérdezze meg, megnyerhető-e.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Még nem állás: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Minden más kupac üres.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>A megoldó nyerést keres…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Megnyerhető: a megoldó 1 lépésben nyer.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Megnyerhető: a megoldó %n lépésben nyer.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Elveszett: ezt az állást semmilyen játékmód nem nyeri meg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Nem ismert: a megoldó a rendelkezésére álló időben nem talált választ.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Minden lap a helyén van. Húzzon ide egy lapot, hogy levegye az asztalról.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>A(z) %1. alap az ellenkező színben %2 felett eggyel nagyobb értékű lapot fogad, nem ezt: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>A(z) %1. alap %2 felett eggyel nagyobb értékű lapot fogad, nem ezt: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Egy szabad cellában egy lap fér el, nem %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>A(z) %1 szabad cellában már ez van: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>A(z) %1 szabad cella csak ezt fogadja: %2, nem ezt: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>A lapok egyenként kerülnek az alapra, nem %n egyszerre.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 az alapján ez alatt van: %2; előbb azt vegye le.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>A váltakozó színű alap ásszal kezdődik, nem ezzel: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>Ebben a játékban egy alap csak teljes sorozatot fogad, egyetlen lépésben: rakja ki a sorozatot egy oszlopban, és játék közben küldje fel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>A(z) %1. alap megtelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Az alap következőként a(z) %1 értéket fogadja, nem ezt: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>A(z) %1 alap csak ezt fogadja: %1, nem ezt: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Az alapok itt ettől indulnak: %1, nem ettől: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>A jokerek alapjára csak jokerek kerülhetnek, jokert pedig más alapra nem lehet tenni: ezt nem: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>A(z) %1 alap megtelt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>A(z) %1 alap a %2 felett eggyel nagyobb értékű lapot fogadja, nem ezt: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>Még 1 lapot kell elhelyezni.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>Még %n lapot kell elhelyezni.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>A(z) %1. alap üres: ebben a játékban minden alap saját lappal kezdődik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Minden lap az alapokon van: nincs mit játszani.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Írjon be egy vagy több lapot, majd azt, hová kerülnek: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>A(z) „%1” nem lap (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Egy lap kétszer szerepel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>%1 lap van megadva, a játékban pedig %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>A(z) „%1” nem jelöl kupacot ebben a játékban: oszlop 1-9, t, j, q vagy k, szabad cella a-g, i vagy l-n, alap h (h2 a második), a - pedig visszaküldi a lapokat.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Megoldás</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Első lépés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Az állás, amelyből a megoldás indul (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Lépés vissza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Egy lépéssel vissza (Balra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Lépés előre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>A következő lépés (Jobbra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Utolsó lépés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>A megoldás vége (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Játék innen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Játsszon tovább maga a látható lépéstől; az előtte lévő lépések a Megoldáséi közé számítanak</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Megoldás: a továbbjátszáshoz nyomja meg a Játék innen gombot, vagy az Esc billentyűt a saját játékához való visszatéréshez.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Mostantól az Ön játéka, a megoldás {0}. lépésétől.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>{0}. lépés / {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Megoldva: az utolsó lépés megnyeri a játékot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Következő: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Megoldás m&amp;utatása</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>A hangeffektusok nem játszhatók le: a fájljaik nem írhatók ide: {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Nem található lejátszó a hangeffektusokhoz: telepítse a pw-play, paplay vagy aplay programot a hallásukhoz.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n lap</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>%1. tartalékkupac</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>%1. kupac</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>%1. oszlop</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>%1 szabad cella</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Alap</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Jokerek alapja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>%1. alap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1 alap %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1 alap</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>egy képpel lefelé fordított lap</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>tele, %1 lapig</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>üres, először bármely %1 kerülhet rá</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>%1 lapig, következő: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>%1 lapig, következő: bármely %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>üres, először ezt fogadja: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>üres</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>%1 lapig</translation>
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
        <translation>%1, %2 számára, üres</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, üres</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, %2 szabad cella</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, %2. kupac, %3, felső lap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, %2. oszlop, %3, felső lap</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, %n lapos sorozat</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, a(z) %2. kupac alatt</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, felvéve</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: felvéve: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: %n lap felvéve, ettől: %2, eddig: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Visszatéve</translation>
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
            <numerusform>%n képpel lefelé fordított lap</numerusform>
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
        <translation>Ebben a játékban nincsenek szabad cellák.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Szabad cellák, %n szabad: %1</numerusform>
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
        <translation>Alapok: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>jokerek</translation>
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
        <translation>%1, a(z) %2. oszlopban</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Automatikusan: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Visszavonva: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Újra végrehajtva: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>%1. lépés / %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>A statisztikafájl nem olvasható, ezért új indult. A régi fájl megmaradt ezen a néven: {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>A statisztikát a FreeCell Qt újabb verziója mentette; megjelenik, de nem frissül.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>A statisztika nem menthető ide: {0} ({1}); a játék nélküle folytatódik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>A(z) {0} statisztikája nem olvasható ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>A statisztika nem menthető: a lemez megtelt. Mentésre kerül, amint újra lesz hely.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>A statisztika most nem menthető: egy másik program használja a fájlt. Mentésre kerül, amint felszabadul.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>a fájl kezelése túl sokáig tart, és lehet, hogy sérült</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>egy másik program használja a fájlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>a lemez megtelt</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Statisztika</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>&amp;Játék:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Játékok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Lejátszva:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Megnyerve:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Nyerési arány:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Sorozatok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Jelenlegi:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Leghosszabb nyerő:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Leghosszabb vesztes:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Legjobb győzelmek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Legjobb idő:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Legkevesebb lépés:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Legjobb pontszám:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Paron belül megnyerve:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Napi leosztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Játszott napok:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Megnyert napok:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Jelenlegi sorozat:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Legjobb sorozat:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Kihívások</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Megnyert kihívások:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Legkevesebb cella:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Eddigi játszmák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Dátum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Lépések</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Idő</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Pontszám</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Leosztás újrajátszása</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;Visszajátszás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>Á&amp;ttekintés…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;Nullázás…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Legutóbbi játékok:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Nehézség szerint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Lejátszva</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Nincs besorolva</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n megnyerve</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n elveszett</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (%2. leosztás)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 nap</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n nap</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Egyéni tábla</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>A Megoldás fejezte be: lejátszottnak számít, nem megnyertnek</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>Folyamatban</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Megoldva</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Megnyert</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, egyéni tábla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (napi leosztás: {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Elveszett</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Játékkód: nincs (kézzel felállított tábla)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Játékkód: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Statisztika nullázása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Elfelejti a(z) {0} minden befejezett játékát? Ez nem vonható vissza.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>S&amp;tatisztika…</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>A játék áttekintése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Ez a játék nem tekinthető át: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Visszajátszás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Ez a játék nem játszható vissza: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>egyéni tábla</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>A statisztika mentése újra működik.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Bezárás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Vissza a saját játékához (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>ász</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>bubi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>király</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>treff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>káró</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>kőr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>pikk</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>első joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>második joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 vissza az alapról</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 a(z) %2 szabad cellába</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 szabad cellába</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 és az alatta lévő %n lap az alapra</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 az alapra</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 erre: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 és az alatta lévő 1 lap erre: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 és az alatta lévő %n lap erre: %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 és az alatta lévő 1 lap a(z) %2. oszlopba</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 és az alatta lévő %n lap a(z) %2. oszlopba</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 a(z) %2. oszlopba</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Befejezés: 1 lap az alapra</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Befejezés: %n lap az alapokra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Osztáskor: %n lap az alapokra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n automatikus)</numerusform>
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
        <translation>Admirális pasziánsz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Pasziánsz, amelyben minden lap látható: Microsoft leosztásszámok és játékkódok</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;admirális;pasziánsz;kártya;kártyajáték;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Pasziánsz, amelyben minden lap látható</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>Az Admirális olyan pasziánsz, amelyben mind az 52 lapot képpel felfelé osztják le: építse fel a négy alapot ásztól királyig, legfeljebb négy szabad cella segítségével. Szinte minden leosztás megnyerhető, és mindegyik külön fejtörő.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Microsoft-kompatibilis leosztásszámok és játékkódok, amelyekkel egy barát pontosan ugyanazt a játékot kapja meg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Huszonnégy játék: Admirális nulla és négy közötti szabad cellával, Forecell, A pék játéka, Nyolcat ki, Seahaven Towers, Pingvin, két és három paklis játékok, valamint egyéni játék</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Megoldó, amely tippeket ad, lejátssza Ön helyett a játékot, és megmondja, hogy megnyerhető-e még</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Könnyűtől szakértőig besorolt leosztások, Napi leosztás, statisztika és minden játék áttekintése</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Játék egérrel, billentyűzettel és érintéssel, korlátlan visszavonás és képernyőolvasóval követhető asztal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Világos és sötét mód, huszonöt nyelven</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Az 1. leosztás két lépés után: a treffek és a pikk ász az alapokon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Ugyanez a játék sötét módban, sötét posztón</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>A kék posztó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>A nagy indexű pakli magas, keskeny ablakban</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Nincs több lépés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Nincs több lehetséges lépés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Visszavonhatja az utolsó lépést, újrakezdheti ezt a leosztást az elejéről, vagy új játékot indíthat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>Új&amp;rakezdés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>Ú&amp;j játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Á&amp;ttekintés</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Kártyaasztal. A nyílbillentyűk a kupacok között mozognak, a Szóköz felvesz és letesz, az R felolvassa a kupacot, az L a szabad cellákat, az U az alapokat, az Alt és egy számjegy egy oszlopot.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Befejezés</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Megoldva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>A számítógép megoldotta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>A Megoldás játszotta le ezt a játékot, ezért nem számít győzelemnek a statisztikában.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Ön nyert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Gratulálunk, nyert!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Pontszám:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Lépések:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Idő:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Győzelmi sorozat:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Nincs besorolva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Nehézség:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (az Ön játéka: %2, az automatikus lépésekkel együtt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Par alatt!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Pontosan par!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>Ú&amp;j játék</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Újra játszom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Visszajátszás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Á&amp;ttekintés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Megoldás m&amp;utatása</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Az első győzelme ebben a játékban.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>A legjobb ideje %n győzelem közül.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Az ideje a(z) %1. helyen áll %n győzelem közül.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>A legjobb pontszáma %n győzelem közül.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>A pontszáma a(z) %1. helyen áll %n győzelem közül.</numerusform>
        </translation>
    </message>
</context>
</TS>
