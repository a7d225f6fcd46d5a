<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Vzdát hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Vzdát rozehranou hru?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Bude se počítat jako prohra ve vašich statistikách.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Vzdát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Hrát dál</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Příště se neptat</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Vzdát rozehranou hru a hrát %1?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 s %2 až %3 volnými buňkami</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>O aplikaci FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Rodina pasiánsů FreeCell pro počítač: %4 nebo vlastní hra. Čísla her z Microsoftu, kódy her, přesuny postupek a neomezené vracení tahů.&lt;/p&gt;&lt;p&gt;Svobodný software pod licencí MIT.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Radu se nepodařilo zjistit: řešitel selhal.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Tuto hru nelze vyhrát; zde je odhad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Tuto hru už nelze vyhrát; zde je odhad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Přemýšlím…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Není možný žádný tah.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Hledám řešení…</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Žádné řešení: tuto hru nelze vyhrát.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Odsud žádné řešení: tuto hru už nelze vyhrát.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>V povoleném čase nebylo nalezeno žádné řešení.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Hledám poslední pozici, ze které lze vyhrát…</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Tuto hru nelze vyhrát ani od začátku.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>V povoleném čase nebyl nalezen žádný vyhratelný bod: není známo, zda lze tuto hru vyhrát.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>V povoleném čase nebyl nalezen žádný vyhratelný bod.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Zpět na tah {0}, poslední bod, ze kterého šlo hru ještě vyhrát.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Tuto hru lze vyhrát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Tuto hru lze ještě vyhrát.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Tuto hru už nelze vyhrát.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Tuto hru nelze vyhrát.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Zatím není známo, zda lze tuto hru vyhrát: hledání pokračuje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Není známo, zda lze tuto hru vyhrát.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Vyřešeno počítačem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Vyhráli jste! Skóre %1 za %2 tahů.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Nezbývá žádný tah.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt už pro tohoto hráče běží, ale neodpovídá. Zavřete ho (nebo počkejte, až odpoví) a pak hru spusťte znovu.</translation>
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
        <translation>&amp;Rada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>&amp;Vyřešit (demo)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Kde jsem udělal chybu?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Rada: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Rada (odhad, řešení nenalezeno): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Ověřuji…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Vyhratelná</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Už nelze vyhrát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Nevyhratelná od rozdání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Vyhratelná? Stále se hledá…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Vyhratelná? Neznámo</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Řešení pozastaveno: mezerník pokračuje, Esc nebo kliknutí zastaví.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Pomalé řešení: + rychleji, - pomaleji, mezerník pozastaví, Esc nebo kliknutí zastaví.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Řešení: + rychleji, - pomaleji, mezerník pozastaví, Esc nebo kliknutí zastaví.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Rychlé řešení: + rychleji, - pomaleji, mezerník pozastaví, Esc nebo kliknutí zastaví.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Zastaveno.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Rozehranou hru nelze uložit do {0}; hraje se dál, ale příště tu nebude.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Uloženou hru nelze přečíst ({0}) ani přesunout stranou; začíná nová hra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Uloženou hru nelze přečíst ({0}). Začíná nová hra; starý soubor je zachován jako {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>První výzva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Celý den</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Těžce vybojováno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Bez volných buněk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>Na par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Deset v řadě</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Zlatý měsíc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Vyhrajte denní výzvu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Vyhrajte všechny tři denní výzvy jednoho dne.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Vyhrajte těžkou denní výzvu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Vyhrajte hru bez volných buněk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Vyhrajte rozdání na nejvýše tolik tahů, kolik je jeho par.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Vyhrajte deset her v řadě.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Dokončete každý den měsíce: zlatá trofej.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Bronzová trofej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Stříbrná trofej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Zlatá trofej</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>Den je dokončen, když jsou vyhrány jeho tři hry. Bronz: {0} dní v měsíci; stříbro: {1} dní; zlato: každý den.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n den v řadě</numerusform>
            <numerusform>%n dny v řadě</numerusform>
            <numerusform>%n dní v řadě</numerusform>
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
        <translation>řádek %1: karta %2 už je na řádku %3: %4 je v balíčku jednou</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>řádek %1: karta %2 už je %3krát na řádku %4: %5 je v každém balíčku jednou</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>řádek %1: karta %2 už je %3krát na řádcích %4: %5 je v každém balíčku jednou</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>rozložení má %1 karet; chybí: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>řádek %1: základna %2 je uvedena dvakrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>řádek %1: základna %2 je uvedena %3krát</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>řádek %1: jedna karta ve volných buňkách, ale hra žádné nemá</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>řádek %1: %n karta ve volných buňkách, ale hra má %2</numerusform>
            <numerusform>řádek %1: %n karty ve volných buňkách, ale hra má %2</numerusform>
            <numerusform>řádek %1: %n karet ve volných buňkách, ale hra má %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>řádek %1: neznámá karta „%2“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>řádek %1: %2 je žolík a tato hra se hraje bez žolíků</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>řádek %1: druhý řádek %2 (první je řádek %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>rozložení této hry má %1 řádků sloupců, toto má %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>rozložení obsahuje %1 karet, ne %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>řádek %1: základna „%2“ není zapsána jako H-A nebo S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>řádek %1: %2 základen, ne %3 (nebo %4 ve střídavých barvách)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>řádek %1: %2 základen, ne %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>řádek %1: základna %2 nemůže obsahovat tyto karty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>řádek %1: základna ve střídavých barvách začíná esem, ne kartou %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>řádek %1: na základně nemůže %2 následovat po %3: každá karta je o jednu hodnotu vyšší než ta pod ní</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>řádek %1: na základně nemůže %2 následovat po %3: barvy se střídají</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>řádek %1: základna obsahuje nejvýše %2 karet, tato %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>řádek %1: základ „%2“ není hodnota jako 5 nebo Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>řádek %1: karty rubem nahoru, jako [5H], leží pod kartami lícem nahoru a horní karta sloupce leží lícem nahoru</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>text má %1 znaků; rozložení má nejvýše %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>v textu není žádné rozložení</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>řádek %1: pravidla %2 neoznačují žádnou hru (řádek Rules: vypadá jako C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>rozložení má %1 volných buněk; hra jich má nejvýše %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>všechny karty jsou na základnách: není co hrát</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>pozice má %1 volných buněk, ale hra má %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>pozice má %1 sloupců, ale hra má %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>pozice má %1 základen, ale hra má %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>ve hře %1 každá základna začíná vlastní kartou; pozice žádnou neuvádí</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>základny pozice obsahují karty libovolné barvy, ale ve hře %1 každá přijímá jednu barvu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>volná buňka %1 přijímá jen %2, ne %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>pozice má karty rubem nahoru, ale ve hře %1 se všechny karty rozdávají lícem nahoru</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>základny začínají od hodnoty %1, ale ve hře %2 začínají od esa</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Soubor {0} je větší než {1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>Soubor {0} není běžný soubor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Soubor {0} nelze přečíst.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Soubor {0} je poškozený.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Soubor {0} se rozbalí na více než {1} MB.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>Chybí karta {0} (v SVG není prvek „{1}“).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Chybí rub (v SVG není prvek „back“).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Soubor {0} není obrázek SVG.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Vlastní sada karet se kreslí, nenačítá se.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Soubor {0} chybí.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt narazil na neočekávanou chybu. Hra pokračuje, ale něco nemusí fungovat, jak má.

Podrobnosti jsou v {0}; při hlášení problému prosím přiložte tento soubor.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt narazil na neočekávanou chybu. Hra pokračuje, ale něco nemusí fungovat, jak má. Podrobnosti nebylo možné zapsat do datové složky.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Střídavé barvy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Stejná barva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Libovolná barva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Nic: žádné skládání</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Libovolná karta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Pouze králové</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Nic</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Podle volných buněk a sloupců</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Libovolná postupka najednou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Jedna karta najednou</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Barva, od esa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Barva, od první rozdané karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Barva, od hodnoty první karty, všechny na základnách</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Hodnota, ze čtyř rozdaných karet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Střídavé barvy, ze dvou es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Barva, dvakrát dokola od čtyř es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Hodnota, jedna základna, nejdřív všechna esa</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Každý král začíná sloupec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Každý král začíná sloupec, esa na základny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Řádek po řádku, esa na základny</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>Roz&amp;dání:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>Základny s&amp;toupají podle:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>S&amp;loupce:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>Karty rozdané do &amp;buněk:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>&amp;Počet balíčků:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Řádek po řádku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Esa a dvojky nejhlouběji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Každá barva do svého sloupce</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Buňka pro každou b&amp;arvu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Jako ve hře Čtyři barvy: volná buňka a přijímá jen kříže, b káry, c srdce a d piky.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>Sestupně &amp;ukládat podle:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>Prázdné sloupce př&amp;ijmou:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>Přesouvání postup&amp;ek:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Denní výzvy</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Hry dne</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Trofeje</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Úspěch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Jak jej získat</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Hra {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Výzvy platí jen ve svém vlastním měsíci: tento den už nelze hrát jako výzvu.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>{0}: dokončen %n den.</numerusform>
            <numerusform>{0}: dokončeny %n dny.</numerusform>
            <numerusform>{0}: dokončeno %n dní.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>Získáno: {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} za %n den.</numerusform>
            <numerusform>{0} za %n dny.</numerusform>
            <numerusform>{0} za %n dní.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Dny dokončené v řadě: %n</numerusform>
            <numerusform>Dny dokončené v řadě: %n</numerusform>
            <numerusform>Dny dokončené v řadě: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(nejlépe %n).</numerusform>
            <numerusform>(nejlépe %n).</numerusform>
            <numerusform>(nejlépe %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Dosažené milníky: {0} dní.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Denní vý&amp;zvy…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Denní výzva ze dne {0}, {1}: hra {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Získáno: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>eso %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>spodek %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>dáma %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>král %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>červené eso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>černé eso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>červený spodek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>černý spodek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>červená dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>černá dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>červený král</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>černý král</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>první žolík</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>druhý žolík</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>červená %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>černá %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>libovolná %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 nemůže na základnu: základny teď přijímají %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>eso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>spodek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>král</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 nelze položit na kartu %2: král se nepokládá na žádnou kartu, jen zaplňuje prázdný sloupec.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 nelze položit na kartu %2: %3 se pokládá na kartu %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Žádná karta postupky od %1 po %2 nejde položit na kartu %3: na eso nejde nic.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Žádná karta postupky od %1 po %2 nejde položit na kartu %3, která přijímá %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Tato hra nemá volné buňky; volná buňka %1 neexistuje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Tato hra má jen volnou buňku a; volná buňka %1 neexistuje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Tato hra má volné buňky a až %1; volná buňka %2 neexistuje.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Jedna karta ze sloupce %1 jde na %2, ne na %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n karta ze sloupce %1 jde na %2, ne na %3.</numerusform>
            <numerusform>%n karty ze sloupce %1 jdou na %2, ne na %3.</numerusform>
            <numerusform>%n karet ze sloupce %1 jde na %2, ne na %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Přesunout se tam může jen spodní karta sloupce %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Postupku tvoří jen spodní %n karta sloupce %1.</numerusform>
            <numerusform>Postupku tvoří jen spodní %n karty sloupce %1.</numerusform>
            <numerusform>Postupku tvoří jen spodních %n karet sloupce %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 nikdy nejde do sloupce, ani do prázdného: žolík jde do volné buňky nebo na základnu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>Základna žolíků je prázdná.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Na žolíka nejde nic (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 jde na základnu teprve tehdy, když jsou křížová, piková a srdcová základna kompletní.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>Sloupec %1 je prázdný.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>Volná buňka %1 je prázdná.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Karta rubem nahoru se nemůže pohnout: otočí se lícem nahoru, jakmile karty na ní odejdou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>Rezervní hromádka %1 je prázdná.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>Rezervní hromádka %1 je plná: její kapacita je %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Rezervní hromádka přijímá karty po jedné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>Na rezervní hromádce %1 leží karty: rezervní hromádka přijímá karty, jen když je prázdná.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Na rezervní hromádku nelze položit žádnou kartu: karty z ní lze jen brát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Karty se nemohou vracet ze základen: volba je v Předvolbách vypnutá.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>Základna %1 je prázdná.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Tato hra má sloupce 1 až %1; sloupec %2 neexistuje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Tato hra má %1 základen; základna %2 neexistuje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>V této hře zaplňuje prázdný sloupec jen král nebo postupka začínající králem.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>V této hře začínají základny od %1: prázdný sloupec zaplňuje jen karta hodnoty %2 nebo postupka, která jí začíná.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>V této hře zůstává prázdný sloupec prázdný.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>V této hře se karty přesouvají ze sloupce do sloupce po jedné.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 nemůže na základnu: základna %2 začíná od hodnoty %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>Horní karta sloupce %1 leží rubem nahoru, dokud je ve volné buňce %2 karta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Hromádka %1 leží pod hromádkou %2, na které je karta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Hromádka %1 leží pod hromádkou %2: spadnout na ni mohou jen všechny karty hromádky %2 najednou (počet karet: %3).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Volná buňka %1 přijímá jen %2, ne %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>V této hře zůstávají karty na základnách.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>V této hře se na sloupec nepokládá žádná karta.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 nemůže na základnu: základny teď přijímají tyto hodnoty: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>Základna %1 je plná.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>Základna %1 teď přijímá hodnotu %2, ne %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>Do volných buněk se rozdává %1 karet, ale volných buněk je jen %2: zvolte více buněk nebo méně karet.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Hru lze dokončit, jen když žádný sloupec nemá více než jednu kartu.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Kód hry „%1“: „%2“ nezačíná kód žádné hry.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Kód hry „%1“: část buněk „%2“ musí být C0 až C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Kód hry „%1“: %2 volných buněk je mimo rozsah (%3 až %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Kód hry „%1“: %2 se hraje s %3 volnými buňkami.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Kód hry „%1“: část s pravidly nelze přečíst (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Kód hry „%1“ je delší než jakýkoli kód.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 nemůže na základnu: základna %2 začíná esem.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 ještě nemůže na základnu: nejdřív musí %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Karta se nikdy nepřesouvá z jedné volné buňky do druhé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Karta ze základny se vrací jen do sloupce.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>Volná buňka %1 je obsazená.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 karet, teď lze přesunout nejvýše %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Odsud hru nelze dokončit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 nemůže na základnu: základna teď přijímá hodnotu %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>Základna %1 teď přijímá %2, ne %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Přesunout lze jen horní kartu volné buňky nebo základny.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Na základnu jdou karty po jedné.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Volná buňka pojme jednu kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>V této hře jde na základnu jen celá postupka od krále k esu ve střídavých barvách, všech 13 karet najednou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Každá základna už obsahuje postupku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Hru lze dokončit, až když každý sloupec tvoří celé postupky od krále k esu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Když každý král začíná sloupec, hra potřebuje tolik sloupců, kolik je králů (%1), nebo o jeden víc, ne %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Když karta ve volné buňce otočí horní kartu sloupce této buňky rubem nahoru, potřebuje každá volná buňka vlastní sloupec (volné buňky: %1, sloupce: %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Hra je vyhraná.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Hru lze dokončit, jen když je každý sloupec jednou postupkou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Hru lze dokončit, jen když každá zbývající karta může jít na základnu odtud, kde leží, jedna po druhé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Není co vrátit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Není co opakovat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>V historii není bod %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>„%1“ není číslo hry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Číslo hry %1 je mimo rozsah (1 až %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Číslo hry musí být celé číslo, ne %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Kód hry „%1“: „%2“ není písmeno A až Z, číslice ani pomlčka.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Kód hry „%1“ musí mít tři části, například FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Kód hry „%1“: verze formátu „%2“ není 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Kód hry „%1“: část rozdání „%2“ musí mít 7 písmen A až Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Kód hry „%1“: rozdání %2 je mimo rozsah (1 až %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>V této hře se karty nemohou vracet ze základen: byla zahájena s vypnutým vracením.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Výzvy a snadné hry</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Vyhrajte hru Freecell s tak malým počtem volných buněk, jaký k tomu potřebuje řešitel. Každá hra níže je uvedena u nejmenšího počtu volných buněk, se kterým ji lze vyhrát.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 volná buňka (her: %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n volná buňka (her: %1)</numerusform>
            <numerusform>%n volné buňky (her: %1)</numerusform>
            <numerusform>%n volných buněk (her: %1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>&amp;Nejméně buněk:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Hrát výzvu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Pro začát&amp;ečníky: snadná hra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Náhodná hra Freecell se čtyřmi volnými buňkami, kterou řešitel hodnotí jako snadnou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>Es&amp;a nahoře</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>Freecell se čtyřmi esy na základnách před začátkem hry: snazší hra</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Hra %1 s 1 volnou buňkou</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Hra %1 s %n volnou buňkou</numerusform>
            <numerusform>Hra %1 s %n volnými buňkami</numerusform>
            <numerusform>Hra %1 s %n volnými buňkami</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Výzva: nejméně &amp;buněk…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Výzvy a sn&amp;adné hry…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Pro začát&amp;ečníky: snadná hra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Esa nahoře: snaz&amp;ší Freecell</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Výzva: hra %1 s 1 volnou buňkou</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Výzva: hra %1 s %n volnou buňkou</numerusform>
            <numerusform>Výzva: hra %1 s %n volnými buňkami</numerusform>
            <numerusform>Výzva: hra %1 s %n volnými buňkami</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>Výzva nejmenšího počtu buněk je určena pro hry Freecell rozdané podle čísla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Nejmenší počet buněk se zobrazuje s hodnocením obtížnosti, které je skryté, dokud je skrytý verdikt řešitele: zapněte jej v Předvolbách.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Zjišťuji nejmenší počet buněk…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Tuto hru nelze vyhrát, takže nemá žádnou výzvu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Řešitel v rámci svého limitu nedokázal určit nejmenší počet volných buněk pro tuto hru, takže nenabízí žádnou výzvu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Výzva nejmenšího počtu buněk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Výzva: vyhrajte tuto hru s 1 volnou buňkou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Řešitel vyhraje hru %1 s 1 volnou buňkou a ne s méně. Stejná hra začne znovu s tímto počtem buněk.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Výzva: vyhrajte tuto hru s %n volnou buňkou</numerusform>
            <numerusform>Výzva: vyhrajte tuto hru s %n volnými buňkami</numerusform>
            <numerusform>Výzva: vyhrajte tuto hru s %n volnými buňkami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Řešitel vyhraje hru %1 s %n volnou buňkou a ne s méně. Stejná hra začne znovu s tímto počtem buněk.</numerusform>
            <numerusform>Řešitel vyhraje hru %1 s %n volnými buňkami a ne s méně. Stejná hra začne znovu s tímto počtem buněk.</numerusform>
            <numerusform>Řešitel vyhraje hru %1 s %n volnými buňkami a ne s méně. Stejná hra začne znovu s tímto počtem buněk.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>&amp;Spustit výzvu</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Výzva vyhrána: hra %1 s 1 volnou buňkou!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Výzva vyhrána: hra %1 s %n volnou buňkou!</numerusform>
            <numerusform>Výzva vyhrána: hra %1 s %n volnými buňkami!</numerusform>
            <numerusform>Výzva vyhrána: hra %1 s %n volnými buňkami!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>Freecell s esy nahoře: čtyři esa začínají na základnách. Její výsledky se vedou odděleně od výsledků hry Freecell.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>soubor je větší než %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>soubor není text (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>soubor je prázdný</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>soubor není platný JSON (řádek %1, sloupec %2: %3); možná byl zkrácen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>soubor není platný JSON (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>soubor nelze přečíst (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>soubor neobsahuje uloženou hru (žádný objekt JSON)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>soubor není hra FreeCell Qt (formát %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>soubor nemá číslo verze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>soubor zapsala novější verze FreeCell Qt (verze %1); pro jeho otevření aplikaci aktualizujte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>neznámá verze souboru %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>odehraný čas musí být počet sekund, 0 nebo více</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>počet rad musí být celé číslo, 0 nebo více</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>soubor neobsahuje žádnou hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>hra v souboru není platná: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>hra má %1 kroků, více než povolených %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>krok %1 má více než %2 tahů, které krok smí mít</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>hra má více než povolených %1 tahů</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>odehraný čas je delší než %1 let</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>počet rad je větší než %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>soubor není běžný soubor (složka, zařízení nebo roura)</translation>
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
        <translation>Tato karta nemá kam jít.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Přehrávání: stiskněte Pokračovat odsud pro hraní, nebo Esc pro návrat do vaší hry.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Historie tahů</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Zvolte bod, do kterého chcete hru vrátit. Vrácené kroky jsou šedé a lze je opakovat, dokud neuděláte nový tah.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Odehrané kroky</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>Č.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Přejít</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Vráceno: lze opakovat</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Hra je teď zde</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Rozdání</translation>
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
        <translation>Jak hrát</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Dokončení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Když je každý sloupec jedinou postupkou, je hra prakticky vyhraná: tlačítko &lt;b&gt;Dokončit&lt;/b&gt; pošle všechny karty na základny. Se zapnutým &lt;i&gt;Automaticky dokončit&lt;/i&gt; se to stane samo. Pokud nezbývá vůbec žádný tah, můžete vrátit tah, restartovat hru nebo začít novou hru.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Každá karta položená na základnu přináší 10 bodů a každá karta zahraná z volné buňky do sloupce 5 bodů; karta vrácená ze základny stojí 10 bodů. Vrácení tahu vrací i body a skóre nikdy neklesne pod nulu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Čísla her a kódy her</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Každé rozdání má číslo od 1 do 2 147 483 647, stejně jako v klasické hře pro Windows, a stejné číslo dává v každé hře stejné zamíchání, rozdané do rozložení té hry: FreeCell číslo 11982 je to slavné, které nelze vyhrát. &lt;b&gt;Kód hry&lt;/b&gt; jako &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; určuje hru, její volné buňky a rozdání, takže přítel, který ho zadá, hraje přesně stejnou hru. K zadání čísla i kódu použijte &lt;i&gt;Hrát hru podle čísla nebo kódu&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Obtížnost a vyhratelné hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Každé rozdání je hodnoceno jako &lt;b&gt;Jednoduchá&lt;/b&gt;, &lt;b&gt;Střední&lt;/b&gt;, &lt;b&gt;Těžká&lt;/b&gt; nebo &lt;b&gt;Expertní&lt;/b&gt;. Hodnocení počítá nejmenší počet volných buněk, se kterými lze rozdání ještě vyhrát (řešitel zkusí buňky hry, pak o jednu méně a tak dál), a pak jak dlouho musel řešitel výhru hledat: každá buňka, kterou rozdání potřebuje, váží jako desetkrát delší hledání. Zakládá se na počtu pozic, ne na čase, takže stejné rozdání dostane stejné hodnocení na každém počítači.&lt;/p&gt;&lt;p&gt;V &lt;i&gt;Nové hře s volbami&lt;/i&gt; rozdá &lt;i&gt;Pouze vyhratelné hry&lt;/i&gt; náhodnou hru, až když pro ni řešitel najde výhru, a &lt;i&gt;Obtížnost&lt;/i&gt; si vyžádá náhodnou hru s daným hodnocením. Zatímco řešitel hledá, můžete hrát dál; &lt;b&gt;Esc&lt;/b&gt; hledání zastaví.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Hraní se čtečkou obrazovky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Stůl sděluje čtečce obrazovky, na které hromádce je rámeček, například &lt;i&gt;7 srdcí, sloupec 3, 5 karet, horní karta&lt;/i&gt; nebo &lt;i&gt;Volná buňka b, prázdná&lt;/i&gt;, a oznamuje každý tah, karty, které jdou samy na základny, proč byl tah odmítnut, rady, zda lze hru ještě vyhrát, a výhru. Jak si stůl poslechnout: &lt;b&gt;R&lt;/b&gt; přečte každou kartu hromádky, na které je rámeček, &lt;b&gt;L&lt;/b&gt; přečte volné buňky, &lt;b&gt;U&lt;/b&gt; základny a &lt;b&gt;Alt&lt;/b&gt; s číslicí přečte daný sloupec (&lt;b&gt;Alt+3&lt;/b&gt; sloupec 3). Čtení nepřesouvá žádnou kartu ani rámeček.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Šipky přesouvají rámeček mezi hromádkami; &lt;b&gt;Mezerník&lt;/b&gt; nebo &lt;b&gt;Enter&lt;/b&gt; zvedne tamní karty a položí je na další hromádku, kterou zvolíte; &lt;b&gt;Esc&lt;/b&gt; je pustí. Tah můžete také napsat: číslo sloupce, pak kam má jít (jiný sloupec, volná buňka nebo &lt;b&gt;h&lt;/b&gt; pro základnu). &lt;b&gt;3&lt;/b&gt; a pak &lt;b&gt;h&lt;/b&gt; pošle odkrytou kartu sloupce 3 na její základnu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sloupce 10 a vyšší se píšou %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hromádky od %1 výš nemají vlastní klávesu: dostanete se k nim šipkami, vlevo a vpravo podél vrstvy, nahoru a dolů do vrstvy nad nebo pod.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Volné buňky jsou označeny písmeny &lt;b&gt;a&lt;/b&gt; až &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; je základna): &lt;b&gt;3&lt;/b&gt; a pak &lt;b&gt;a&lt;/b&gt; přesune odkrytou kartu sloupce 3 do první volné buňky.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Jak hrát %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Klávesnice</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Lekce</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Přeskočit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Pokračovat dalším krokem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Opustit lekci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Zpět do vaší hry (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Hrát hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Opustit lekci a hrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Znovu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>Lekce ještě jednou, od kroku 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Začít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Projít lekci teď</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Ne, děkuji</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>Lekce zůstává v nabídce Nápověda</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>&amp;První lekce</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Opustit lekci</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Hrajete Freecell poprvé?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Projděte krátkou lekci: osm kroků na malém rozdání, asi tři minuty. Vaše hra mezitím počká.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>Lekci najdete kdykoli v nabídce Nápověda: První lekce.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Výborně!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Vyhráli jste rozdání lekce a teď znáte všechny tahy hry Freecell. Zvolte Hrát hru, nebo si lekci projděte znovu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Krok {0} z {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Karta se pokládá na kartu o jednu hodnotu vyšší opačné barvy, například červený spodek na černou dámu. Přetáhněte kartu {0} na kartu {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Volné buňky vlevo nahoře pojmou každá jednu libovolnou kartu. Položte kartu {0} do volné buňky a odkryjte tak kartu pod ní.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Na základnách vpravo nahoře se staví každá barva od esa nahoru. Pošlete kartu {0} na základnu: přetáhněte ji tam nebo na ni dvakrát klikněte. Ve vašich vlastních hrách jdou karty, které už nic nepotřebuje, na základny samy (automatický přesun).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Karty seřazené ve střídavých barvách se přesouvají společně: nejvýše (volné buňky + 1) × 2^(prázdné sloupce), zde {0}. Přetáhněte kartu {1} na kartu {2}; karty pod ní půjdou s ní.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Hra odmítne tah, který pravidla nedovolují, a dole v okně řekne proč. Zkuste nějaký.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Hra odmítne tah, který pravidla nedovolují, a dole v okně řekne proč. Zkuste to: přetáhněte kartu {0} na kartu {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Udělejte libovolný tah a pak ho vraťte pomocí Zpět (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Každý tah lze vrátit: teď stiskněte Ctrl+Z (Zpět).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Hra řekla: „{0}“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Nevíte, co dál? Stiskněte H (Rada): hra označí dobrý tah.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Teď rozdání vyhrajte: každou kartu na její základnu. Rady (H) používejte podle libosti; Dokončit (Ctrl+F) pošle zbytek na základny, jakmile jsou karty seřazené.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Odtud to nejde. Vraťte tahy pomocí Zpět (Ctrl+Z), nebo stiskněte Přeskočit.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Další tlačítka</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Nová hra s &amp;volbami…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Restartovat hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>Hrát hru podle čís&amp;la nebo kódu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>&amp;Denní hra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>Kopírovat kód &amp;hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Kopírovat &amp;pozici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>Vlo&amp;žit pozici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>&amp;Sestavit pozici…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>&amp;Otevřít hru…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>&amp;Uložit hru jako…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>Z&amp;novu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>&amp;Historie tahů…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>Rozb&amp;or hry…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Dokončit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Panel nástrojů</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Předvolby…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Jak hrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;O aplikaci FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Denní hra {0}: {1}, hra {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0}, hra {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>První lekce</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Už není nainstalovaná.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Sadu karet „{0}“ nelze použít: {1} Použijí se vlastní karty FreeCell Qt.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Pozice byla zkopírována do schránky jako text.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Tah</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Nastavení</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Panel nástrojů</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Skóre: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Tahy: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Čas: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Toto je dnešní Denní hra; Restartovat hru ji spustí od začátku.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>Denní hra ze dne {0}: dnes stejná hra pro všechny.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} zkopírováno do schránky.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Zprávy…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Poslední zprávy stavového řádku</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Zprávy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Poslední zprávy, nejnovější na konci</translation>
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
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Vlastní</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Povolit vracení karet ze zá&amp;kladen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Volba každé hry, stejně jako v Předvolbách</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Volné buňky:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>&amp;Náhodná hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>Čí&amp;slo hry nebo kód hry:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Pouze vyh&amp;ratelné hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Rozdat náhodnou hru, až když řešitel prokáže, že je vyhratelná</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Libovolná</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>např. 11982 nebo FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>&amp;Obtížnost:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Čísla her jdou od 1 do %1, v každé hře stejné zamíchání.&lt;br&gt;Kódy her vypadají jako FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Vý&amp;zvy a snadné hry…</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Toto jsou pravidla hry %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Kód hry: zatím žádný</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Kód hry: náhodná hra – %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Kód hry: %1 – %2, hra %3</translation>
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
        <translation>Vaše tahy počítané tak, jak je počítá par (každý tah, včetně tahů na základny a automatických), a par rozdání: nejmenší nalezený počet tahů k jeho výhře</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Soubor nastavení {0} nelze přečíst; použijí se výchozí hodnoty.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Soubor nastavení nelze přečíst; byl zachován jako {0} a použijí se výchozí hodnoty.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Nastavení nelze uložit do {0}; změny platí jen do zavření FreeCell Qt.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Předvolby</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>&amp;Automaticky přesouvat bezpečné karty na základny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>Automaticky &amp;dokončit, když je každý sloupec postupkou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>Jedno &amp;kliknutí pošle kartu na její základnu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Přesun kliknutím: klikněte na kartu, pak na její &amp;cíl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Povolit vracení karet ze &amp;základen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>Č&amp;tyřbarevná sada (kříže zelené, káry modré)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Sada s velkými &amp;indexy (velká hodnota a barva v rozích)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>Zvukové &amp;efekty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>Při spuštění &amp;pokračovat v poslední hře</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Ukazovat, zda lze hru ještě &amp;vyhrát</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Kliknutí zvedne kartu i postupku na ní; kliknutí na jiné místo je tam položí, kliknutí na sukno nebo Esc je vrátí zpět. Jedno kliknutí pak kartu zvedne, místo aby ji poslalo na její základnu; dvojklik to stále udělá.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>Zdvoj&amp;ování: (volné buňky + 1) × 2^prázdné sloupce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;Lineární: (volné buňky + 1) × (prázdné sloupce + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Kolik karet smí přesun postupky přenést:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>Ve hrách, jejichž prázdné sloupce přijímají jen krále nebo nic, se najednou přesouvá volné buňky + 1 karet. Změny pravidel platí hned, i pro rozehranou hru.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Vypnuto</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Rychlá</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>Podle systému</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Světlé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Tmavé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Zelené sukno, v tmavém režimu tmavé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Zelené sukno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Modré sukno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Tmavé sukno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Zapnuto: černé sukno, karty a místa s obrysy</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Modrá mřížka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Červené kosočtverce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Zelené vlny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Přizpůsobit oknu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Velké</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Malé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Pomalá</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Ryc&amp;hlost řešení:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Vzhled</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>&amp;Barevné schéma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Stůl:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>V&amp;ysoký kontrast:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Roz&amp;měr karet:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Omezit pohyb: karty jdou rovnou na své místo, bez &amp;fanfár</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Ve výchozím stavu zapnuto, když pracovní prostředí žádá méně animací. Vyřešit stále hraje po jednom tahu, svou vlastní rychlostí.</translation>
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
        <translation>Vlastní sada FreeCell Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Náhled sady: eso, král a rub</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Po&amp;užitá sada:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>&amp;Rub karet:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Tato volba mění jen vlastní sadu FreeCell Qt; zvolená sada má vlastní líce i rub.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Sadu „{0}“ nelze použít: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>Rychlost a&amp;nimací:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Systémový</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>&amp;Jazyk:</translation>
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
        <translation>&amp;Zrušit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>Z&amp;avřít</translation>
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
        <translation>Zrušit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Obnovit</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Zrušit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Přestat hledat hru (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Obtížnost: hodnotím…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Zjišťuji, jak těžká je tato hra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Obtížnost: nehodnoceno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Tuto hru nelze vyhrát, takže nemá úroveň</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Řešitel v rámci svého limitu nic nerozhodl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Obtížnost: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Hledání hry zastaveno; rozehraná hra se nemění.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Hledám vyhratelnou hru… (kandidát %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Hledám hru s hodnocením %1… (kandidát %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Hra %1, hodnocení %2 (kandidát %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Hra %1, prokázaně vyhratelná (kandidát %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Mezi %1 vyzkoušenými není vhodná hra; rozehraná hra se nemění.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Jednoduchá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expertní</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Vyhratelná bez volných buněk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Vyhratelná s 1 volnou buňkou</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Vyhratelná s %n volnou buňkou</numerusform>
            <numerusform>Vyhratelná s %n volnými buňkami</numerusform>
            <numerusform>Vyhratelná s %n volnými buňkami</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; prohledáno %2 pozic.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>O krok zpět</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Přehrát</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Vpřed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>O krok vpřed</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Přetáhněte na libovolný bod hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Bod ve hře</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Pokračovat odsud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Hrát tuto hru sami od zobrazeného bodu; pozdější kroky lze opakovat</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Přehrávání: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Teď vaše hra, od kroku {0}. Opakování sleduje přehrávání.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Krok {0} z {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Pozastavit</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Výsledky v čase</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} her, {1} vyhraných</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Zatím žádné dokončené hry.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Hra {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Posledních {0} her, nejstarší vlevo</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Prohráno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Úspěšnost</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Rozbor hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Prověřuji řešitelem každý bod hry…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Rozbor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Body hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>Č.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Verdikt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Hrát odsud dál</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Zobrazit řeš&amp;ení</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Par rozdání je {0} tahů; vaše hra počítaná stejným způsobem (včetně automatických tahů): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>vyhratelná</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>prohraná</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>neznámo</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Tuto hru nelze vyhrát od začátku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>V povoleném čase nebyla od rozdání nalezena žádná výhra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Vyhráli jste: žádný tah hru neprohrál.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Hru lze z aktuálního stavu ještě vyhrát: žádný tah ji neprohrál.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Tah {0} prohrál hru: před ním šla vyhrát, po něm už ne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Hra byla vyhratelná až do tahu {0}; po něm nebyla v povoleném čase nalezena žádná výhra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Odehráli jste 1 tah; řešitel vyhraje od rozdání za {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Odehráli jste %n tah; řešitel vyhraje od rozdání za {0}.</numerusform>
            <numerusform>Odehráli jste %n tahy; řešitel vyhraje od rozdání za {0}.</numerusform>
            <numerusform>Odehráli jste %n tahů; řešitel vyhraje od rozdání za {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Rozbor byl zavřen: hraje se jiná hra.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Rozložení stolu</translation>
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
        <translation>ForeCell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>Pekařova hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Pekařova hra jen s králi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Osm stranou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Dvojité Osm stranou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Věže Seahaven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Uvolněné věže Seahaven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Dvojité věže Seahaven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Uvolněný Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Freecell výzva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Freecell super výzva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Sedm na čtyři</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Sedm na pět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Bath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Dvojitý Freecell (tradiční)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Dvojitý Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Trojitý Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Oprava</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Buňka 11</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big Cell</source>
        <translation>Velká buňka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep</source>
        <translation>Hlubina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>Tučňák</translation>
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
        <translation>Okvětní lístek</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Krápníky</translation>
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
        <translation>Dvojitý Footling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Králové</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Kočičí ocas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Had</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Družina</translation>
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
        <translation>Vlastní hra</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Freecell, esa nahoře</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, bez volných buněk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 volná buňka</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n volná buňka</numerusform>
            <numerusform>%1, %n volné buňky</numerusform>
            <numerusform>%1, %n volných buněk</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>bez volných buněk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 volná buňka</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n volná buňka</numerusform>
            <numerusform>%n volné buňky</numerusform>
            <numerusform>%n volných buněk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n sloupec</numerusform>
            <numerusform>%n sloupce</numerusform>
            <numerusform>%n sloupců</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>na sloupcích se nic neskládá</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>skládá se podle barvy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>skládá se bez ohledu na barvu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>skládá se ve střídavých barvách</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>do prázdných sloupců jen králové</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>prázdné sloupce zůstávají prázdné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>do prázdných sloupců libovolná karta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>přesouvají se postupky libovolné délky</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>po jedné kartě</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>postupky se přesouvají přes volné buňky a prázdné sloupce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>postupky se přesouvají přes volné buňky</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n hromádka</numerusform>
            <numerusform>%n hromádky</numerusform>
            <numerusform>%n hromádek</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>esa a dvojky rozdány nejhlouběji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>hodnota první karty určuje základ, všechny karty této hodnoty začínají základny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>první rozdaná karta určuje základ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>ve sloupcích jde král na eso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>každý sloupec začíná králem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>každý rozdaný král začíná sloupec</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>esa jdou na základny hned při rozdávání</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>esa začínají na základnách</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>karta ve volné buňce otočí horní kartu sloupce této buňky rubem nahoru</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>sloupce pravé poloviny se skládají podle barvy, vydají kteroukoli svou kartu a prázdné přijímají krále</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>všechny karty každého sloupce kromě poslední rubem nahoru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>hromádky v překrývajících se vrstvách: hromádka pod hromádkou s kartami nic nedává ani nebere, ale může vzít celou jedinou hromádku nad sebou</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n rezervní hromádka, která přijme postupku, když je prázdná</numerusform>
            <numerusform>%n rezervní hromádky, každá přijme postupku, když je prázdná</numerusform>
            <numerusform>%n rezervních hromádek, každá přijme postupku, když je prázdná</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>rezervní hromádka s %n rozdanou kartou, která nic nepřijímá zpět</numerusform>
            <numerusform>rezervní hromádka s %n rozdanými kartami, která nic nepřijímá zpět</numerusform>
            <numerusform>rezervní hromádka s %n rozdanými kartami, která nic nepřijímá zpět</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>rezervní hromádka s %n rozdanou kartou a kapacitou %1</numerusform>
            <numerusform>rezervní hromádka s %n rozdanými kartami a kapacitou %1</numerusform>
            <numerusform>rezervní hromádka s %n rozdanými kartami a kapacitou %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n rezervní hromádka s kapacitou až %1</numerusform>
            <numerusform>%n rezervní hromádky s kapacitou až %1</numerusform>
            <numerusform>%n rezervních hromádek s kapacitou až %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>Místo volných buněk je %n &lt;b&gt;rezervní hromádka&lt;/b&gt; vpravo od sloupců. Prázdná rezervní hromádka přijme najednou celou postupku ze sloupce nebo z jiné rezervní hromádky; hromádka, na které leží karty, nepřijme nic. Jakákoli postupka navrchu rezervní hromádky z ní smí odejít, celá nebo zčásti.</numerusform>
            <numerusform>Místo volných buněk jsou %n &lt;b&gt;rezervní hromádky&lt;/b&gt; vpravo od sloupců. Prázdná rezervní hromádka přijme najednou celou postupku ze sloupce nebo z jiné rezervní hromádky; hromádka, na které leží karty, nepřijme nic. Jakákoli postupka navrchu rezervní hromádky z ní smí odejít, celá nebo zčásti.</numerusform>
            <numerusform>Místo volných buněk je %n &lt;b&gt;rezervních hromádek&lt;/b&gt; vpravo od sloupců. Prázdná rezervní hromádka přijme najednou celou postupku ze sloupce nebo z jiné rezervní hromádky; hromádka, na které leží karty, nepřijme nic. Jakákoli postupka navrchu rezervní hromádky z ní smí odejít, celá nebo zčásti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Místo volných buněk je vpravo od sloupců %n &lt;b&gt;rezervní hromádka&lt;/b&gt;. Přijímá jakoukoli kartu, po jedné, dokud počet jejích karet nedosáhne %1; odejít z ní smí jen její horní karta.</numerusform>
            <numerusform>Místo volných buněk jsou vpravo od sloupců %n &lt;b&gt;rezervní hromádky&lt;/b&gt;. Každá přijímá jakoukoli kartu, po jedné, dokud počet jejích karet nedosáhne %1; odejít z ní smí jen její horní karta.</numerusform>
            <numerusform>Místo volných buněk je vpravo od sloupců %n &lt;b&gt;rezervních hromádek&lt;/b&gt;. Každá přijímá jakoukoli kartu, po jedné, dokud počet jejích karet nedosáhne %1; odejít z ní smí jen její horní karta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>Místo volných buněk se první %n karta rozdá na &lt;b&gt;rezervní hromádku&lt;/b&gt; vpravo od sloupců.</numerusform>
            <numerusform>Místo volných buněk se první %n karty rozdají na &lt;b&gt;rezervní hromádku&lt;/b&gt; vpravo od sloupců.</numerusform>
            <numerusform>Místo volných buněk se prvních %n karet rozdá na &lt;b&gt;rezervní hromádku&lt;/b&gt; vpravo od sloupců.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>Její horní kartu lze zahrát, ale nelze na ni položit žádnou kartu.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Přijímá jakoukoli kartu, po jedné, dokud nepojme %n kartu; odejít z ní smí jen její horní karta.</numerusform>
            <numerusform>Přijímá jakoukoli kartu, po jedné, dokud nepojme %n karty; odejít z ní smí jen její horní karta.</numerusform>
            <numerusform>Přijímá jakoukoli kartu, po jedné, dokud nepojme %n karet; odejít z ní smí jen její horní karta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Hra se hraje s %1 &lt;b&gt;hromádkami&lt;/b&gt;, na každou je rozdána jedna karta lícem nahoru, v %2 řadách (vrstvách) po %3 hromádkách odshora. Každá vrstva leží o něco níž než předchozí a o půl karty stranou, takže každá hromádka kromě hromádek spodní vrstvy leží pod jednou nebo dvěma hromádkami další vrstvy, které ji překrývají.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Dokud hromádka ležící nad ní obsahuje kartu, je hromádka &lt;b&gt;blokovaná&lt;/b&gt;: žádná z jejích karet se nemůže pohnout a žádná karta na ni nejde. Hromádky spodní vrstvy nejsou nikdy blokované.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Na blokovanou hromádku vede jeden tah: když už jen jedna hromádka nad ní obsahuje karty, mohou na ni všechny karty této hromádky spadnout najednou, pokud tvoří postupku, jejíž první karta pasuje na její odkrytou kartu. Hromádka, kterou opouštějí, musí být sama volná a nesmí mít víc karet, než se smí přesunout najednou.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Esa začínají na základnách a ostatní karty se rozdají řádek po řádku.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 karet se rozdá do sloupců, zleva: %2. Všechny karty každého sloupce kromě poslední se nejdřív rozdají rubem nahoru, řadu po řadě; pak se rozdá jedna řada lícem nahoru.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Karta rubem nahoru se nemůže pohnout ani přijmout kartu, takže postupky tvoří jen karty lícem nahoru. Jakmile karty na ní odejdou, hned se otočí lícem nahoru.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>na rezervní hromádku, která ji přijme (viz Stůl);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Pohnout se může jen odkrytá karta sloupce (ta, kterou nic nezakrývá) nebo horní karta rezervní hromádky. Karta smí jít:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Každá volná buňka patří k jednomu sloupci: volná buňka a ke sloupci 1, b ke sloupci 2 a tak dále. Dokud je ve volné buňce karta, leží horní karta jejího sloupce &lt;b&gt;rubem nahoru&lt;/b&gt;: nemůže se pohnout a nelze na ni položit žádnou kartu. Prázdný sloupec dál přijme kartu nebo postupku, jejíž horní karta se pak hned otočí rubem nahoru. Jakmile je volná buňka znovu prázdná, karta se otočí lícem nahoru.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Sloupce jsou dvojího druhu. Sloupce 1 až %1 se skládají jako výše a přijmou jakoukoli skupinu karet, jejíž první karta pasuje, ať tvoří postupku, nebo ne. Sloupce %2 až %3 se skládají sestupně podle barvy (7 srdcí na 8 srdcí); libovolný počet jejich karet se smí přesunout najednou, ať tvoří postupku, nebo ne, v čele s první kartou skupiny; a prázdný sloupec přijme jen krále nebo skupinu, kterou začíná král.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Jen %1 hromádek horní vrstvy přijímá kartu, když jsou prázdné: libovolnou kartu nebo dost krátkou postupku, když žádná hromádka nad nimi neobsahuje kartu. Prázdná hromádka jiné vrstvy zůstává prázdná a při přesouvání postupek se za prázdné sloupce počítají jen prázdné hromádky horní vrstvy.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Postupka odkrytých karet na konci sloupce, %1, se může přesunout najednou, když je dost krátká. S &lt;i&gt;F&lt;/i&gt; prázdnými volnými buňkami a &lt;i&gt;E&lt;/i&gt; prázdnými sloupci (včetně prázdného sloupce, kam postupka jde) je nejdelší přesunutelná postupka %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Například se všemi volnými buňkami a jedním sloupcem prázdným lze přesunout %1 karet na jiný sloupec nebo do samotného prázdného sloupce.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>základny se skládají podle hodnoty ze čtyř rozdaných karet</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>dvě základny ve střídavých barvách od křížového a srdcového esa</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>jedna základna pro všechny karty: všechna esa, pak všechny dvojky a tak dál až po krále</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>každá základna přijímá celou postupku od krále k esu ve střídavých barvách</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hraje se s jedním balíčkem a &lt;b&gt;dvěma žolíky&lt;/b&gt;. Přesuňte všech 54 karet na pět &lt;b&gt;základen&lt;/b&gt;: čtyři podle barev, každou skládanou vzestupně od esa ke králi, a pátou, která přijímá oba žolíky, ale až když jsou křížová, piková a srdcová základna kompletní (kárová být nemusí).&lt;/p&gt;&lt;p&gt;Žolík &lt;b&gt;nikdy nejde do sloupce&lt;/b&gt;, ani do prázdného, a na žolíka nejde nic: přesuňte ho do volné buňky nebo na základnu, když ho přijme. Žolík rozdaný uvnitř postupky se přesouvá s ní a počítá se jako eso (první žolík) nebo 2 (druhý) vlastní samostatné barvy. Postupka přesouvaná do prázdného sloupce započítá i tento sloupec mezi prázdné, které jí umožňují přesun.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>na svou základnu, pokud je další hodnotou této barvy; žolík na pátou základnu, jakmile jsou kříže, piky a srdce kompletní.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>dva žolíci, kteří nikdy nejdou do sloupce, a pátá základna, která je přijímá, jakmile jsou kříže, piky a srdce kompletní</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>čtyři základny, každá podle barvy dvakrát dokola od esa prvního balíčku</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>karty se mohou vracet ze základen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 karta rozdaná do buněk</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n karta rozdaná do buněk</numerusform>
            <numerusform>%n karty rozdané do buněk</numerusform>
            <numerusform>%n karet rozdaných do buněk</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Cíl hry</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Přesuňte všechny karty (%1) na jedinou &lt;b&gt;základnu&lt;/b&gt;. Ta přijímá &lt;b&gt;nejdřív všechna esa&lt;/b&gt;, v libovolném pořadí barev, pak všechny 2, pak všechny 3 a tak dál až po krále, bez ohledu na barvu: všechny karty jedné hodnoty (%2) před další hodnotou.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Přesuňte všech 52 karet na čtyři &lt;b&gt;základny&lt;/b&gt;, které přijímají libovolnou barvu. Základna přijímá jen &lt;b&gt;celou postupku&lt;/b&gt;: 13 karet od krále dolů k esu ve střídavých barvách, ležících na konci sloupce, jde na základnu společně jedním tahem, bez ohledu na to, kolik volných buněk a sloupců je prázdných. Karta nikdy nejde na základnu sama. Táhněte postupku za jejího krále nebo klikněte na její eso.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hra se hraje se 2 balíčky zamíchanými dohromady. Přesuňte všech 104 karet na čtyři &lt;b&gt;základny&lt;/b&gt;, jednu pro každou barvu. Začínají je čtyři esa prvního balíčku, rozdaná tam jako poslední, a každá se skládá vzestupně podle barvy od esa ke králi a pak &lt;b&gt;znovu dokola&lt;/b&gt;, od druhého esa k druhému králi, dokud nemá 26 karet.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Přesuňte všech 52 karet na dvě &lt;b&gt;základny&lt;/b&gt;. Začínají je křížové a srdcové eso a každá se skládá vzestupně &lt;b&gt;ve střídavých barvách bez ohledu na barvu karty&lt;/b&gt;, po jedné hodnotě, dvakrát dokola od esa ke králi, dokud nemá 26 karet: na křížové eso jde červená 2, pak černá 3 a po černém králi červené eso. Když karta pasuje na obě základny, položte ji na tu, kterou si zvolíte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Přesuňte všech 52 karet na čtyři &lt;b&gt;základny&lt;/b&gt;. Začínají je poslední čtyři rozdané karty, každá jednu, a každá se skládá vzestupně &lt;b&gt;podle hodnoty bez ohledu na barvu&lt;/b&gt;, po jedné hodnotě a dokola od krále k esu, dokud nemá 13 karet: na 6 jde libovolná 7, pak libovolná 8 a tak dál až po 5. Když karta pasuje na více základen, položte ji na tu, kterou si zvolíte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Přesuňte všech 52 karet na čtyři &lt;b&gt;základny&lt;/b&gt;, jednu pro každou barvu, každou skládanou vzestupně od esa ke králi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Čtyři barvy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Německý Freecell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KingCell</source>
        <translation>Královská buňka</translation>
    </message>
    <message numerus="yes">
        <location line="+181"/>
        <source>%n decks</source>
        <translation>
            <numerusform>%n balíček</numerusform>
            <numerusform>%n balíčky</numerusform>
            <numerusform>%n balíčků</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>každá barva rozdána do vlastního sloupce</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>volná buňka pro každou barvu</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Přesouvání karet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Prázdné sloupce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Přesouvání postupek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Vracení karet ze základen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Automatické tahy</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hraje se s %1 balíčky zamíchanými dohromady. Přesuňte všech %2 karet na %3 &lt;b&gt;základen&lt;/b&gt;, %1 pro každou barvu, každou skládanou vzestupně od esa ke králi; karta jde na kteroukoli základnu své barvy, na kterou pasuje.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Přesuňte všech 52 karet na čtyři &lt;b&gt;základny&lt;/b&gt;, jednu pro každou barvu.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hraje se s %1 balíčky zamíchanými dohromady. Přesuňte všech %2 karet na %3 &lt;b&gt;základen&lt;/b&gt;, %1 pro každou barvu; karta jde na kteroukoli základnu své barvy, na kterou pasuje.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Hodnota první karty zamíchání určuje &lt;b&gt;základ&lt;/b&gt;: každá karta této hodnoty začíná před rozdáním základnu a každá základna se skládá podle barvy od této hodnoty, dokola od krále k esu. Se základem 5 jde základna 5, 6, …, dáma, král, eso, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>První rozdaná karta, dole v prvním sloupci, určuje &lt;b&gt;základ&lt;/b&gt;: ostatní karty její hodnoty začínají základny a každá základna se skládá podle barvy od této hodnoty, dokola od krále k esu. Se základem 5 jde základna 5, 6, …, dáma, král, eso, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>Karty (%1) se rozdávají lícem nahoru po jedné do prvního sloupce; každý král, který přijde, když sloupec už obsahuje karty, začíná další sloupec, takže délky sloupců se mění od hry ke hře.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Poslední král zamíchání se rozdává první, takže každý sloupec začíná králem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Když je první karta král, poslední sloupec zůstane prázdný.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Esa se nerozdávají do sloupců: každé jde na základnu, jakmile přijde.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Hraje se s %n sloupcem.</numerusform>
            <numerusform>Hraje se s %n sloupci.</numerusform>
            <numerusform>Hraje se s %n sloupci.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Každá karta se rozdává lícem nahoru do sloupce své barvy: kříže do prvního sloupce, káry do druhého, srdce do třetího a piky do čtvrtého, v pořadí zamíchání. Ostatní sloupce začínají prázdné.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 karet se rozdá lícem nahoru do sloupců, do každého %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 karet se rozdá lícem nahoru do sloupců, zleva: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Nejsou žádné volné buňky: každá karta zůstává ve sloupcích nebo jde na základny.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Nad nimi jsou základny a 1 &lt;b&gt;volná buňka&lt;/b&gt;, která pojme jedinou kartu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Nad nimi jsou základny a &lt;b&gt;volná buňka&lt;/b&gt; pro každou barvu, která pojme jedinou kartu této barvy: kříže, káry, srdce a piky, zleva.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Nad nimi jsou základny a %n &lt;b&gt;volná buňka&lt;/b&gt;, která pojme jedinou kartu.</numerusform>
            <numerusform>Nad nimi jsou základny a %n &lt;b&gt;volné buňky&lt;/b&gt;, každá pojme jedinou kartu.</numerusform>
            <numerusform>Nad nimi jsou základny a %n &lt;b&gt;volných buněk&lt;/b&gt;, každá pojme jedinou kartu.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Poslední karta se rozdá do volné buňky.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Poslední %n karta se rozdá do volných buněk.</numerusform>
            <numerusform>Poslední %n karty se rozdají do volných buněk.</numerusform>
            <numerusform>Posledních %n karet se rozdá do volných buněk.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Nejdřív se rozdají esa a pak dvojky, takže leží na dně sloupců.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>na základnu, jejíž horní karta je o hodnotu nižší, bez ohledu na barvu: krále na dámu, eso na krále.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Na sloupcích se nikdy nic neskládá: pohnout se může jen odkrytá karta sloupce nebo karta ve volné buňce a smí jít:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>na sloupec, jehož odkrytá karta je o hodnotu vyšší a stejné barvy: 7 srdcí na 8 srdcí;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>na sloupec, jehož odkrytá karta je o hodnotu vyšší, bez ohledu na barvu: libovolnou 7 na libovolnou 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>na sloupec, jehož odkrytá karta je o hodnotu vyšší a opačné barvy: červenou 7 na černou 8;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>do volné buňky své barvy, když je prázdná;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>do prázdné volné buňky (nikdy z jedné volné buňky do druhé);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>na základnu, jejíž horní karta je o hodnotu nižší a opačné barvy, bez ohledu na barvu karty: červenou 2 na křížové eso.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>na základnu, pokud má hodnotu, kterou základna přijímá jako další, bez ohledu na barvu.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>na prázdnou základnu jen jako součást celé postupky od krále k esu, všech 13 karet najednou.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>na svou základnu, pokud je další hodnotou této barvy: po králi přichází druhé eso.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>na svou základnu, pokud je další hodnotou této barvy.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Pohnout se může jen odkrytá karta sloupce (ta, kterou nic nezakrývá) nebo karta ve volné buňce. Karta smí jít:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Hodnoty jdou dokola i na sloupcích: král jde na eso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Hodnoty jdou dokola ve sloupcích, ale ne na základnách: král jde na eso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Hodnoty ve sloupcích nejdou dokola: na eso tam nejde nic a král nejde na žádnou kartu.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Prázdný sloupec smí zaplnit jen karta hodnoty těsně pod základem (4, když je základ 5) nebo postupka, která jí začíná. Prázdné sloupce nemohou dočasně držet karty na cestě jinam.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Prázdný sloupec smí zaplnit jen král nebo postupka začínající králem. Prázdné sloupce nemohou dočasně držet karty na cestě jinam.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Do prázdného sloupce nelze zahrát žádnou kartu: jakmile je sloupec prázdný, zůstane prázdný.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Prázdný sloupec smí zaplnit libovolná karta nebo libovolná dost krátká postupka. Tažení přesune kartu, kterou uchopíte, a všechny karty pod ní; kliknutí nebo klávesnice přesune nejdelší postupku, kterou pravidla dovolí.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>sestupně v jedné barvě</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>sestupně</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>sestupně a se střídáním barev</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Karty se přesouvají po jedné a jen ze sloupců: nejsou žádné postupky k přesunu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Postupka odkrytých karet na konci sloupce, %1, se přesune najednou, ať je jakkoli dlouhá a ať jsou volné buňky a sloupce prázdné či ne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Karty se přesouvají po jedné: postupku je nutné rozebrat kartu po kartě přes volné buňky a prázdné sloupce.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Postupka odkrytých karet na konci sloupce, %1, se může přesunout najednou, pokud by šla přesunout kartu po kartě přes prázdné volné buňky; prázdné sloupce nepomáhají. S &lt;i&gt;F&lt;/i&gt; prázdnými volnými buňkami je nejdelší přesunutelná postupka %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Například se všemi volnými buňkami prázdnými lze najednou přesunout %1 karet.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Postupka odkrytých karet na konci sloupce, %1, se může přesunout najednou, pokud by šla přesunout kartu po kartě přes prázdné volné buňky a prázdné sloupce. S &lt;i&gt;F&lt;/i&gt; prázdnými volnými buňkami a &lt;i&gt;E&lt;/i&gt; prázdnými sloupci (nepočítaje sloupec, kam postupka jde) je nejdelší přesunutelná postupka %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Například se všemi volnými buňkami a jedním sloupcem prázdným lze přesunout %1 karet na jiný sloupec a %2 do samotného prázdného sloupce.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Karty na základnách tam zůstávají, ať Předvolby říkají cokoli.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Horní karta základny se smí vrátit na sloupec, kam pasuje, za cenu 10 bodů.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Karty na základnách tam zůstávají. Předvolby mohou povolit vrácení horní karty základny na sloupec za cenu 10 bodů.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Se zapnutým &lt;i&gt;Automaticky přesouvat bezpečné karty&lt;/i&gt; jde každá karta, kterou základna přijímá, po každém tahu na základnu sama: základna přijme hodnotu, až když jsou na ní všechny karty nižší hodnoty, takže na ni už žádná karta zbylá na stole nemůže jít. &lt;i&gt;Dokončit&lt;/i&gt; pošle zbytek na základnu, jakmile každá zbylá karta může jít na základnu odtud, kde leží, jedna po druhé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Vrácení tahu vrátí váš tah spolu s jeho automatickými tahy. Jedno kliknutí na kartu nebo dvojité kliknutí ji také pošle na základnu, když pasuje.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Se zapnutým &lt;i&gt;Automaticky přesouvat bezpečné karty&lt;/i&gt; jde celá postupka od krále k esu na konci sloupce po každém tahu na základnu sama: na její eso nemůže jít nic, takže už na stole nepomůže. &lt;i&gt;Dokončit&lt;/i&gt; pošle zbytek na základny, jakmile každý sloupec tvoří celé postupky.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Vrácení tahu vrátí váš tah spolu s jeho automatickými tahy. Jedno kliknutí nebo dvojité kliknutí na eso celé postupky pošle postupku na základnu.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Se zapnutým &lt;i&gt;Automaticky přesouvat bezpečné karty&lt;/i&gt; jde karta po každém tahu na základnu sama jen ve druhém kole své základny, když už je na ní její dvojče a když by na ni žádná karta z kteréhokoli balíčku zbylá na stole ještě nemohla jít. V prvním kole si sami volíte, která ze dvou karet půjde na základnu. &lt;i&gt;Dokončit&lt;/i&gt; pošle zbytek na základny, jakmile každá zbylá karta může jít na základnu odtud, kde leží, jedna po druhé.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Se zapnutým &lt;i&gt;Automaticky přesouvat bezpečné karty&lt;/i&gt; jde karta po každém tahu sama na základnu, když ji přijímá jen jedna základna a žádná karta zbylá na stole by na ni ještě nemohla jít: esa a každá karta, jejíž dvě karty o hodnotu nižší a opačné barvy už jsou na základnách. Kartu, kterou přijímají obě základny, umístíte sami. &lt;i&gt;Dokončit&lt;/i&gt; pošle zbytek na základny, jakmile každá zbylá karta může jít na základnu odtud, kde leží.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Vrácení tahu vrátí váš tah spolu s jeho automatickými tahy. Jedno kliknutí na kartu nebo dvojité kliknutí ji pošle na první základnu, která ji přijme.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>V této hře nejde žádná karta na základnu sama, ať Předvolby říkají cokoli: čtyři základny soupeří o karty každé hodnoty, takže kterou kartu kam a kdy položit, je na vás. Jakmile žádný sloupec nemá více než jednu kartu, &lt;i&gt;Dokončit&lt;/i&gt; pošle zbytek na základny.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Jedno kliknutí na kartu nebo dvojité kliknutí ji pošle na první základnu, která ji přijme.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>karty, které už na stole nemohou být užitečné, jdou po každém tahu samy na základny: každá karta, na kterou by už žádná karta zbylá na stole nemohla být položena.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>karty, které už na stole nemohou být užitečné, jdou po každém tahu samy na základny: esa, dvojky a každá karta, na kterou by už žádná karta zbylá na stole, z kteréhokoli balíčku, nemohla být položena.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>každá karta, která může jít na svou základnu, jde po každém tahu sama: protože se postupky skládají podle barvy, žádná karta na základně už nikdy nemůže být na stole potřeba.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>karty, které už na stole nemohou být užitečné, jdou po každém tahu samy na základny: esa, dvojky a každá karta, jejíž hodnota o jednu nižší už je na všech čtyřech základnách.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>karty, které už na stole nemohou být užitečné, jdou po každém tahu samy na základny: esa, dvojky a každá karta, pro kterou jsou obě základny opačné barvy už o hodnotu níž.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>Základní karta rozdaná jako první nikdy nejde na základnu sama, protože na ni ještě může jít karta nejvyšší hodnoty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Eso nikdy nejde na základnu samo, protože na něj ještě může jít král.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Se zapnutým &lt;i&gt;Automaticky přesouvat bezpečné karty&lt;/i&gt;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Vrácení tahu vrátí váš tah spolu s jeho automatickými tahy. Jedno kliknutí na kartu nebo dvojité kliknutí ji také pošle na její základnu, když pasuje.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Hry FreeCell (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Uložit hru jako</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Hru nelze uložit</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Hru nebylo možné zapsat do {0}.

Zkontrolujte, že složka existuje, lze do ní zapisovat a je v ní místo, a zkuste to znovu.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} není běžný soubor (je to zařízení, roura nebo složka), takže hra tam nebyla zapsána a soubor se nezměnil.

Rozehraná hra je stále na stole; uložte ji pod jiným názvem.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Nahradit soubor?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} už existuje.

Nahradit ho touto hrou?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Otevřít hru</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Hru nelze otevřít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>{0} nelze otevřít: {1}.

Rozehraná hra se nemění.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Pozici nelze vložit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Schránka neobsahuje pozici ke hraní: {0}.

Rozehraná hra se nemění.</translation>
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
        <translation>Sestavit pozici</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Sestavovaný stůl</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>&amp;Prázdný stůl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Stůl ze hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Rozdat zbytek</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>Volné &amp;buňky:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Umístit z &amp;klávesnice:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Karty, pak kam jdou: sloupec (1-9, t, j, q, k), volná buňka (a-g, i, l-n), h pro základnu, - zpět mezi karty k umístění.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Poslední odmítnutí</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Kontrola pozice</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Verdikt řešitele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Řešení</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Lze ji &amp;vyhrát?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>&amp;Zahrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Zahrát a &amp;ukázat výhru</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Připraveno: toto je pozice hry %1. Zahrajte ji, nebo se zeptejte, zda ji lze vyhrát.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Zatím to není pozice: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Všechny ostatní hromádky jsou prázdné.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Řešitel hledá výhru…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Vyhratelná: řešitel vyhraje za 1 tah.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Vyhratelná: řešitel vyhraje za %n tah.</numerusform>
            <numerusform>Vyhratelná: řešitel vyhraje za %n tahy.</numerusform>
            <numerusform>Vyhratelná: řešitel vyhraje za %n tahů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Prohraná: tuto pozici nevyhraje žádný způsob hry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Neznámo: řešitel v daném čase nenašel odpověď.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Všechny karty jsou umístěny. Kartu ze stolu odeberete přetažením sem.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>Základna %1 přijímá kartu o hodnotu vyšší než %2 v opačné barvě, ne %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>Základna %1 přijímá kartu o hodnotu vyšší než %2, ne %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Volná buňka pojme jednu kartu, ne %n.</numerusform>
            <numerusform>Volná buňka pojme jednu kartu, ne %n.</numerusform>
            <numerusform>Volná buňka pojme jednu kartu, ne %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>Volná buňka %1 už obsahuje %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Volná buňka %1 přijímá jen %2, ne %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Na základnu jdou karty po jedné, ne %n najednou.</numerusform>
            <numerusform>Na základnu jdou karty po jedné, ne %n najednou.</numerusform>
            <numerusform>Na základnu jdou karty po jedné, ne %n najednou.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 leží na své základně pod %2: nejdřív odeberte tu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>Základna ve střídavých barvách začíná esem, ne %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>V této hře přijímá základna jen celou postupku, jedním tahem: složte postupku ve sloupci a pošlete ji na základnu během hry.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>Základna %1 je plná.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Základna teď přijímá hodnotu %1, ne %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>Základna %1 přijímá jen %1, ne %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Základny zde začínají od %1, ne %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Na základnu žolíků jdou jen žolíci a žolík na žádnou jinou: ne %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>Základna %1 je plná.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>Základna %1 přijímá kartu o hodnotu vyšší než %2, ne %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>Zbývá umístit 1 kartu.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>Zbývá umístit %n kartu.</numerusform>
            <numerusform>Zbývá umístit %n karty.</numerusform>
            <numerusform>Zbývá umístit %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>Základna %1 je prázdná: v této hře každá základna začíná vlastní kartou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Všechny karty jsou na základnách: není co hrát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Napište jednu nebo více karet, pak kam jdou: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>„%1“ není karta (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Karta je uvedena dvakrát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>Je uvedeno %1 karet a hra jich má %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>„%1“ neoznačuje žádnou hromádku této hry: sloupec je 1-9, t, j, q nebo k, volná buňka a-g, i nebo l-n, základna h (h2 druhá) a - vrací karty zpět.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Řešení</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>První krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Pozice, ze které řešení začíná (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Krok zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>O jeden tah zpět (šipka vlevo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Krok vpřed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Další tah (šipka vpravo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Poslední krok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Konec řešení (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Hrát odsud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Hrajte sami dál od zobrazeného kroku; tahy před ním se počítají jako tahy funkce Vyřešit</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Řešení: stiskněte Hrát odsud pro pokračování ve hře, nebo Esc pro návrat do vaší hry.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Nyní vaše hra, od kroku {0} řešení.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Krok {0} z {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Vyřešeno: poslední tah vyhrává hru.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Další: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Zobrazit řeš&amp;ení</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Zvukové efekty nelze přehrát: jejich soubory nelze zapsat do {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Pro zvukové efekty nebyl nalezen žádný přehrávač: pro jejich poslech nainstalujte pw-play, paplay nebo aplay.</translation>
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
            <numerusform>%n karet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Rezervní hromádka %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Hromádka %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Sloupec %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Volná buňka %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Základna</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Základna žolíků</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Základna %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>%1 základna %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>%1 základna</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>karta rubem nahoru</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>plná, až po %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>prázdná, nejdřív přijímá libovolné %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>až po %1, dále přijímá %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>až po %1, dále přijímá libovolnou %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>prázdná, nejdřív přijímá %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>prázdná</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>až po %1</translation>
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
        <translation>%1, pro %2, prázdná</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, prázdná</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, volná buňka %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, hromádka %2, %3, horní karta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, sloupec %2, %3, horní karta</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, postupka %n karty</numerusform>
            <numerusform>%1, postupka %n karet</numerusform>
            <numerusform>%1, postupka %n karet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, pod hromádkou %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, zvednuto</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: zvednuto %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: zvednuta %n karta, %2 až %3</numerusform>
            <numerusform>%1: zvednuty %n karty, %2 až %3</numerusform>
            <numerusform>%1: zvednuto %n karet, %2 až %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Vráceno zpět</translation>
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
            <numerusform>%n karta rubem nahoru</numerusform>
            <numerusform>%n karty rubem nahoru</numerusform>
            <numerusform>%n karet rubem nahoru</numerusform>
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
        <translation>Tato hra nemá volné buňky.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Volné buňky, %n volná: %1</numerusform>
            <numerusform>Volné buňky, %n volné: %1</numerusform>
            <numerusform>Volné buňky, %n volných: %1</numerusform>
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
        <translation>Základny: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>žolíci</translation>
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
        <translation>%1, ve sloupci %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Automaticky: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Vráceno: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Opakováno: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Tah %1 z %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Soubor statistik nelze přečíst, proto byl založen nový. Starý soubor je zachován jako {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Statistiky uložila novější verze FreeCell Qt; zobrazují se, ale neaktualizují.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Statistiky nelze uložit do {0} ({1}); hraje se dál bez nich.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Statistiky v {0} nelze přečíst ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Statistiky nebylo možné uložit: disk je plný. Uloží se, jakmile bude opět místo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Statistiky teď nebylo možné uložit: soubor používá jiný program. Uloží se, jakmile bude volný.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>práce se souborem trvá příliš dlouho a může být poškozený</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>soubor používá jiný program</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Statistiky</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>&amp;Hra:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Odehráno:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Vyhráno:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Úspěšnost:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Série</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Aktuální:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Nejdelší vítězná:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Nejdelší prohraná:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Nejlepší výhry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Nejlepší čas:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Minimální počet tahů:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Nejlepší skóre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Výhry na par nebo pod par:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Denní hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Odehrané dny:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Vyhrané dny:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Aktuální řada:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Nejlepší řada:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Výzvy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Vyhrané výzvy:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Nejméně buněk:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Odehrané hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Tahy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Znovu hrát tuto hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;Přehrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Rozbor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;Vynulovat…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Nedávné hry:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Podle obtížnosti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Odehráno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Nehodnoceno</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n vyhraná</numerusform>
            <numerusform>%n vyhrané</numerusform>
            <numerusform>%n vyhraných</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n prohraná</numerusform>
            <numerusform>%n prohrané</numerusform>
            <numerusform>%n prohraných</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (hra %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 den</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n den</numerusform>
            <numerusform>%n dny</numerusform>
            <numerusform>%n dní</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Vlastní rozložení</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Dokončeno řešitelem: počítá se jako odehraná, ne jako vyhraná</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>Rozehraná</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Vyřešeno</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Vyhráno</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, vlastní rozložení</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (Denní hra {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Prohráno</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Kód hry: žádný (rozložení sestavené ručně)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Kód hry: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Vynulovat statistiky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Zapomenout všechny dokončené hry {0}? Tuto akci nelze vrátit.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>S&amp;tatistiky…</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Rozbor hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Tuto hru nelze rozebrat: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Přehrávání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Tuto hru nelze přehrát: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>vlastní rozložení</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Statistiky se opět ukládají.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Zpět do vaší hry (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>eso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>spodek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>král</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>křížů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>kár</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>srdcí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>piků</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>první žolík</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>druhý žolík</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 zpět ze základny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 do volné buňky %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 do volné buňky</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 a %n karta pod ní na základnu</numerusform>
            <numerusform>%1 a %n karty pod ní na základnu</numerusform>
            <numerusform>%1 a %n karet pod ní na základnu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 na základnu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 a 1 karta pod ní na %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 a %n karta pod ní na %2</numerusform>
            <numerusform>%1 a %n karty pod ní na %2</numerusform>
            <numerusform>%1 a %n karet pod ní na %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 a 1 karta pod ní do sloupce %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 a %n karta pod ní do sloupce %2</numerusform>
            <numerusform>%1 a %n karty pod ní do sloupce %2</numerusform>
            <numerusform>%1 a %n karet pod ní do sloupce %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 do sloupce %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Dokončení: 1 karta na základnu</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Dokončení: %n karta na základny</numerusform>
            <numerusform>Dokončení: %n karty na základny</numerusform>
            <numerusform>Dokončení: %n karet na základny</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Při rozdání: %n karta na základny</numerusform>
            <numerusform>Při rozdání: %n karty na základny</numerusform>
            <numerusform>Při rozdání: %n karet na základny</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n automatický)</numerusform>
            <numerusform>%1 (+%n automatické)</numerusform>
            <numerusform>%1 (+%n automatických)</numerusform>
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
        <translation>Pasiáns Freecell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Pasiáns se všemi kartami na očích: čísla her Microsoftu a kódy her</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;pasiáns;solitaire;karty;karetní hra;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Pasiáns se všemi kartami na očích</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>Freecell je pasiáns, ve kterém se všech 52 karet rozdá lícem nahoru: postavte čtyři základny od esa po krále s pomocí až čtyř volných buněk. Téměř každou hru lze vyhrát a každá je hlavolamem sama o sobě.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Čísla her kompatibilní s Microsoftem a kódy her, díky nimž kamarád dostane přesně stejnou hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Dvacet čtyři her: Freecell s 0 až 4 volnými buňkami, ForeCell, Pekařova hra, Osm stranou, Věže Seahaven, Tučňák, hry se dvěma a třemi balíčky a vlastní hra</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Řešitel, který radí, zahraje hru za vás a řekne, zda ji lze ještě vyhrát</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Hry hodnocené od jednoduchých po expertní, Denní hra, statistiky a rozbor každé hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Hraní myší, klávesnicí i dotykem, neomezené vracení tahů a stůl, kterému rozumí čtečka obrazovky</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Světlý a tmavý režim, ve 25 jazycích</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Hra 1 po dvou tazích: kříže a eso piků jsou na základnách</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Stejná hra v tmavém režimu, na tmavém suknu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Modré sukno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Sada s velkými indexy ve vysokém, úzkém okně</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Žádné další tahy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Už není možný žádný tah</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Můžete vrátit poslední tah, restartovat tuto hru od začátku nebo začít novou hru.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Restartovat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Rozb&amp;or</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Karetní stůl. Šipky přesouvají mezi hromádkami, mezerník zvedá a pokládá, R přečte hromádku, L volné buňky, U základny, Alt s číslicí sloupec.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Dokončit</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Vyřešeno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Vyřešeno počítačem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Tuto hru odehrálo Vyřešit, takže se ve vašich statistikách nepočítá jako výhra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Vyhráli jste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Gratulujeme, vyhráli jste!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Skóre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Tahy:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Čas:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Vítězná série:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Nehodnoceno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Obtížnost:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (vaše hra: %2, včetně automatických tahů)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Pod par!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>Na par!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Hrát znovu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Přehrát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Rozbor</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Zobrazit řeš&amp;ení</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Vaše první výhra v této hře.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Váš nejlepší čas z %n výhry.</numerusform>
            <numerusform>Váš nejlepší čas z %n výher.</numerusform>
            <numerusform>Váš nejlepší čas z %n výher.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Váš čas je %1. z %n výhry.</numerusform>
            <numerusform>Váš čas je %1. z %n výher.</numerusform>
            <numerusform>Váš čas je %1. z %n výher.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Vaše nejlepší skóre z %n výhry.</numerusform>
            <numerusform>Vaše nejlepší skóre z %n výher.</numerusform>
            <numerusform>Vaše nejlepší skóre z %n výher.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Vaše skóre je %1. z %n výhry.</numerusform>
            <numerusform>Vaše skóre je %1. z %n výher.</numerusform>
            <numerusform>Vaše skóre je %1. z %n výher.</numerusform>
        </translation>
    </message>
</context>
</TS>
