<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Abandonează jocul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Abandonezi jocul în curs?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Va fi socotit pierdut în statisticile tale.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Abandonează</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuă jocul</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Nu mai întreba</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Abandonezi jocul în curs ca să joci %1?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 cu %2 până la %3 celule libere</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>Despre FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;Familia de pasiențe FreeCell pentru calculator: %4 sau un joc al tău. Numerele de împărțire Microsoft, coduri de joc, mutarea secvențelor și anulare nelimitată.&lt;/p&gt;&lt;p&gt;Software liber, sub licența MIT.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Nu s-a putut găsi nicio sugestie: rezolvitorul a eșuat.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Această împărțire nu poate fi câștigată; iată o încercare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Jocul nu mai poate fi câștigat; iată o încercare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Mă gândesc...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Nicio mutare nu este posibilă.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Caut o soluție...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Nicio soluție: această împărțire nu poate fi câștigată.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Nicio soluție de aici: jocul nu mai poate fi câștigat.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>Nicio soluție găsită în timpul permis.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Caut ultima poziție din care se mai putea câștiga...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Nici de la început această împărțire nu poate fi câștigată.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>Nu s-a găsit în timpul permis nicio poziție din care să se poată câștiga: nu se știe dacă această împărțire poate fi câștigată.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>Nu s-a găsit în timpul permis nicio poziție din care să se poată câștiga.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Înapoi la mutarea {0}, ultimul punct din care jocul mai putea fi câștigat.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Această împărțire poate fi câștigată.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Această împărțire mai poate fi câștigată.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Această împărțire nu mai poate fi câștigată.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Această împărțire nu poate fi câștigată.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Încă nu se știe dacă această împărțire poate fi câștigată: căutarea continuă.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Nu se știe dacă această împărțire poate fi câștigată.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Rezolvat de calculator.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Ai câștigat! Scor: %1, mutări: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Nu mai rămâne nicio mutare.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt rulează deja pentru acest jucător, dar nu răspunde. Închide-l (sau așteaptă până răspunde), apoi pornește din nou jocul.</translation>
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
        <translation>&amp;Indiciu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>Re&amp;zolvă (demonstrație)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Unde am greșit?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Indiciu: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Indiciu (o încercare, nicio soluție găsită): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Se verifică...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Se poate câștiga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Nu mai poate fi câștigat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Împărțire imposibil de câștigat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Se poate câștiga? Se caută încă...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Se poate câștiga? Necunoscut</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Rezolvare în pauză: Spațiu continuă, Esc sau un clic oprește.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Rezolvare lentă: + mai repede, - mai încet, Spațiu pune pauză, Esc sau un clic oprește.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Rezolvare: + mai repede, - mai încet, Spațiu pune pauză, Esc sau un clic oprește.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Rezolvare rapidă: + mai repede, - mai încet, Spațiu pune pauză, Esc sau un clic oprește.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Oprit.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>Jocul în curs nu poate fi salvat în {0}; poți juca mai departe, dar data viitoare nu va mai fi acolo.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Jocul salvat nu a putut fi citit ({0}) și nici mutat deoparte; începe un joc nou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Jocul salvat nu a putut fi citit ({0}). Începe un joc nou; fișierul vechi este păstrat ca {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Prima provocare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Zi completă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Câștigată cu greu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Fără celule libere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>La par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Zece la rând</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Luna de aur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Câștigă o provocare a zilei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Câștigă toate cele trei provocări ale aceleiași zile.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Câștigă o provocare a zilei grea.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Câștigă un joc fără celule libere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Câștigă o împărțire în nu mai multe mutări decât parul ei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Câștigă zece jocuri la rând.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Completează fiecare zi a unei luni: un trofeu de aur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Trofeu de bronz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Trofeu de argint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Trofeu de aur</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>O zi este completă când cele trei împărțiri ale ei sunt câștigate. Bronz: {0} zile într-o lună; argint: {1} zile; aur: fiecare zi.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n zi la rând</numerusform>
            <numerusform>%n zile la rând</numerusform>
            <numerusform>%n de zile la rând</numerusform>
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
        <translation>linia %1: cartea %2 este deja pe linia %3: %4 este o singură dată în pachet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>linia %1: cartea %2 este deja de %3 ori pe linia %4: %5 este o singură dată în fiecare pachet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>linia %1: cartea %2 este deja de %3 ori pe liniile %4: %5 este o singură dată în fiecare pachet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>tabla are %1 cărți; lipsesc: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>linia %1: fundația de %2 este dată de două ori</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>linia %1: fundația de %2 este dată de %3 ori</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>linia %1: o carte în celulele libere, dar jocul nu are niciuna</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>linia %1: %n carte în celulele libere, dar jocul are %2</numerusform>
            <numerusform>linia %1: %n cărți în celulele libere, dar jocul are %2</numerusform>
            <numerusform>linia %1: %n de cărți în celulele libere, dar jocul are %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>linia %1: carte necunoscută „%2”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>linia %1: %2 este un joker, iar acest joc se joacă fără jokeri</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>linia %1: a doua linie %2 (prima este linia %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>o tablă a acestui joc are %1 linii de coloane, aceasta are %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>tabla are %1 cărți, nu %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>linia %1: fundația „%2” nu este scrisă ca H-A sau S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>linia %1: %2 fundații, nu %3 (sau %4 în culori alternante)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>linia %1: %2 fundații, nu %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>linia %1: fundația %2 nu poate ține aceste cărți</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>linia %1: o fundație în culori alternante începe cu un as, nu cu %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>linia %1: pe o fundație, %2 nu poate urma după %3: fiecare carte are o valoare mai mare decât cea de dedesubt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>linia %1: pe o fundație, %2 nu poate urma după %3: culorile alternează</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>linia %1: o fundație ține cel mult %2 cărți, aceasta %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>linia %1: baza „%2” nu este o valoare ca 5 sau Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>linia %1: cărțile cu fața în jos, ca [5H], stau sub cele cu fața în sus, iar ultima carte a unei coloane este cu fața în sus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>textul are %1 caractere; o tablă are cel mult %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>textul nu conține nicio tablă</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>linia %1: regulile %2 nu numesc niciun joc (o linie Rules: arată ca C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>poziția are %1 celule libere; un joc are cel mult %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>toate cărțile sunt pe fundații: nu mai este nimic de jucat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>poziția are %1 celule libere, dar jocul are %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>poziția are %1 coloane, dar jocul are %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>poziția are %1 fundații, dar jocul are %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>în %1 fiecare fundație începe cu o carte a ei; poziția nu dă niciuna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>fundațiile poziției țin cărți de orice culoare, dar în %1 fiecare primește o singură culoare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>celula liberă %1 ține doar %2, nu %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>poziția are cărți cu fața în jos, dar în %1 toate cărțile se împart cu fața în sus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>fundațiile pornesc de la valoarea %1, dar în %2 pornesc de la as</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Fișierul său {0} are peste {1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>Fișierul său {0} nu este un fișier obișnuit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Fișierul său {0} nu poate fi citit.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Fișierul său {0} este deteriorat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Fișierul său {0} are peste {1} MB după dezarhivare.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>Nu are {0} (niciun element „{1}” în SVG-ul său).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Nu are spate (niciun element „back” în SVG-ul său).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Fișierul său {0} nu este o imagine SVG.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Pachetul nostru este desenat, nu încărcat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Fișierul său {0} lipsește.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Ceva nu a mers bine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt a întâlnit o eroare neașteptată. Jocul continuă, dar este posibil ca ceva să nu funcționeze cum trebuie.

Detaliile sunt în {0}; te rugăm să incluzi acest fișier când raportezi problema.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt a întâlnit o eroare neașteptată. Jocul continuă, dar este posibil ca ceva să nu funcționeze cum trebuie. Detaliile nu au putut fi scrise în dosarul de date.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Alternând roșu și negru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Aceeași culoare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Orice culoare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Nimic: nicio construire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Orice carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Doar regi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Nimic</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Cât permit celulele și coloanele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Orice secvență dintr-odată</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Câte o carte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Culoare, de la as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Culoare, de la prima carte împărțită</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Culoare, de la valoarea primei cărți, toate urcate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Valoare, de la patru cărți împărțite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Alternând roșu și negru, de la doi ași</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Culoare, de două ori în cerc de la patru ași</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Valoare, o singură fundație, întâi toți așii</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Fiecare rege începe o coloană</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Fiecare rege începe o coloană, așii urcați</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Rând cu rând, așii urcați</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;Distribuire:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>Fundații&amp;le urcă după:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>C&amp;oloane:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>Cărți îm&amp;părțite în celule:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>Pac&amp;hete:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Rând cu rând</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Așii și 2 cel mai adânc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Fiecare culoare pe coloana ei</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>O celulă pentru fi&amp;ecare culoare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Ca la Patru Culori: celula a ține doar trefle, b doar caro, c doar cupe și d doar pică.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>Constr&amp;uire descrescătoare:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>Coloanele &amp;goale primesc:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>&amp;Mutarea secvențelor:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Provocările zilei</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Joacă</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Împărțirile zilei</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Trofee</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Realizare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Cum o obții</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Împărțirea {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Câștigată</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Provocările contează doar în luna lor: această zi nu mai poate fi jucată pentru provocarea ei.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>%n zi completată în {0}.</numerusform>
            <numerusform>%n zile completate în {0}.</numerusform>
            <numerusform>%n de zile completate în {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} obținut.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} la %n zi.</numerusform>
            <numerusform>{0} la %n zile.</numerusform>
            <numerusform>{0} la %n de zile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Zile completate la rând: %n</numerusform>
            <numerusform>Zile completate la rând: %n</numerusform>
            <numerusform>Zile completate la rând: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(record: %n).</numerusform>
            <numerusform>(record: %n).</numerusform>
            <numerusform>(record: %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Praguri atinse: {0} zile.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Pro&amp;vocările zilei...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Provocarea zilei de {0}, {1}: împărțirea {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Obținut: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>asul de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>valetul de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>dama de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>regele de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>un as roșu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>un as negru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>un valet roșu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>un valet negru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>o damă roșie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>o damă neagră</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>un rege roșu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>un rege negru</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>primul joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>al doilea joker</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>un %1 roșu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>un %1 negru</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>orice %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 nu poate urca: fundațiile primesc acum %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>damă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>rege</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 nu merge pe %2: un rege nu se pune pe nicio carte, ci doar într-o coloană goală.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 nu merge pe %2: %3 se pune pe %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Nicio carte din secvența de la %1 la %2 nu merge pe %3: pe un as nu se pune nimic.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Nicio carte din secvența de la %1 la %2 nu merge pe %3, care primește %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Acest joc nu are celule libere; nu există celula %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Acest joc are doar celula liberă a; nu există celula %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Acest joc are celulele libere de la a la %1; nu există celula %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>O singură carte din coloana %1 merge pe %2, nu %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n carte din coloana %1 merge pe %2, nu %3.</numerusform>
            <numerusform>%n cărți din coloana %1 merg pe %2, nu %3.</numerusform>
            <numerusform>%n de cărți din coloana %1 merg pe %2, nu %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Doar ultima carte din coloana %1 poate merge acolo.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Doar %n carte, la baza coloanei %1, formează o secvență.</numerusform>
            <numerusform>Doar ultimele %n cărți din coloana %1 formează o secvență.</numerusform>
            <numerusform>Doar ultimele %n de cărți din coloana %1 formează o secvență.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 nu merge niciodată pe o coloană, nici măcar pe una goală: un joker merge într-o celulă liberă sau urcă.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>Fundația jokerilor este goală.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Pe un joker nu se pune nimic (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 urcă doar după ce fundațiile de treflă, pică și cupă sunt complete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>Coloana %1 este goală.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>Celula liberă %1 este goală.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>O carte cu fața în jos nu se poate muta: este întoarsă cu fața în sus de îndată ce cărțile de pe ea au plecat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>Rezerva %1 este goală.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>Rezerva %1 este plină: poate ține cel mult %2 cărți.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>O rezervă primește câte o singură carte odată.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>Rezerva %1 ține cărți: o rezervă primește cărți doar când este goală.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Nicio carte nu poate fi pusă pe rezervă: ea doar dă cărți.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Cărțile nu se pot întoarce de pe fundații: opțiunea este dezactivată în Preferințe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>Fundația de %1 este goală.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Acest joc are coloanele de la 1 la %1; nu există coloana %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Acest joc are %1 fundații; nu există fundația %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>În acest joc doar un rege, sau o secvență care începe cu un rege, poate ocupa o coloană goală.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>În acest joc fundațiile pornesc de la rangul %1: doar o carte de rangul %2, sau o secvență condusă de una, umple o coloană goală.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>În acest joc o coloană goală rămâne goală.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>În acest joc cărțile se mută de pe o coloană pe alta una câte una.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 nu poate urca: fundația de %2 pornește de la rangul %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>Ultima carte a coloanei %1 stă cu fața în jos cât timp celula liberă %2 ține o carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Teancul %1 stă sub teancul %2, care ține o carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Teancul %1 stă sub teancul %2: pe el pot coborî doar toate cele %3 cărți ale teancului %2, deodată.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Celula liberă %1 ține doar %2, nu %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>În acest joc cărțile rămân pe fundații.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>În acest joc nicio carte nu se pune pe o coloană.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 nu poate urca: fundațiile primesc acum aceste valori: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>Fundația %1 este plină.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>Fundația %1 primește acum valoarea %2, nu %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>Numărul de cărți împărțite în celulele libere (%1) depășește numărul de celule libere (%2): alege mai multe celule sau mai puține cărți.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>Jocul poate fi terminat doar când nicio coloană nu are mai mult de o carte.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Codul de joc „%1”: niciun cod de joc nu începe cu „%2”.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Codul de joc „%1”: partea pentru celule „%2” trebuie să fie între C0 și C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Codul de joc „%1”: numărul de celule libere, %2, este în afara intervalului (%3 – %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Codul de joc „%1”: %2 se joacă cu %3 celule libere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Codul de joc „%1”: partea cu regulile nu poate fi citită (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Codul de joc „%1” este mai lung decât orice cod posibil.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 nu poate urca: fundația de %2 începe cu asul.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 nu poate urca încă: mai întâi trebuie să urce %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>O carte nu se mută niciodată dintr-o celulă liberă în alta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>O carte de pe o fundație se poate întoarce doar pe o coloană.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>Celula liberă %1 este ocupată.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 cărți, dar acum se pot muta cel mult %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>Jocul nu poate fi terminat de aici.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 nu poate urca: fundația primește acum valoarea %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>Fundația %1 primește acum %2, nu %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Doar cartea de deasupra unei celule libere sau a unei fundații se poate muta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Cărțile urcă pe o fundație una câte una.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>O celulă liberă ține o singură carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>În acest joc urcă doar o secvență completă de la rege la as în culori alternante, toate cele 13 cărți deodată.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Fiecare fundație ține o secvență.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>Jocul poate fi terminat doar când fiecare coloană este formată din secvențe complete de la rege la as.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Când fiecare rege începe o coloană, jocul are nevoie de tot atâtea coloane câți regi sunt (%1) sau de una în plus, nu de %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Când cartea dintr-o celulă liberă întoarce cu fața în jos ultima carte a coloanei sale, fiecare celulă liberă are nevoie de o coloană proprie: celule libere: %1, coloane: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>Jocul este câștigat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>Jocul poate fi terminat doar când fiecare coloană este o singură secvență.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>Jocul poate fi terminat doar când fiecare carte rămasă poate urca de unde se află, una după alta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Nu este nimic de anulat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Nu este nimic de refăcut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>Istoricul nu are pasul %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>„%1” nu este un număr de împărțire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Numărul de împărțire %1 este în afara intervalului (1 – %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Numărul de împărțire trebuie să fie un număr întreg, nu %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Codul de joc „%1”: „%2” nu este nici literă de la A la Z, nici cifră, nici liniuță.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Codul de joc „%1” trebuie să aibă trei părți, ca FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Codul de joc „%1”: versiunea de format „%2” nu este 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Codul de joc „%1”: partea pentru împărțire „%2” trebuie să aibă 7 litere de la A la Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Codul de joc „%1”: împărțirea %2 este în afara intervalului (1 – %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>În acest joc cărțile nu se pot întoarce de pe fundații: a fost început cu readucerea cărților dezactivată.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Provocări și împărțiri ușoare</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Câștigă o împărțire FreeCell cu atât de puține celule libere câte îi trebuie rezolvitorului. Fiecare împărțire de mai jos apare la cel mai mic număr de celule libere cu care poate fi câștigată.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 celulă liberă (%1 împărțiri)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n celulă liberă (%1 împărțiri)</numerusform>
            <numerusform>%n celule libere (%1 împărțiri)</numerusform>
            <numerusform>%n de celule libere (%1 împărțiri)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>Cele mai puține &amp;celule:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Joacă provocarea</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Înc&amp;epător: o împărțire ușoară</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>O împărțire FreeCell aleatorie, cu patru celule libere, pe care rezolvitorul o socotește ușoară</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;Așii urcați</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>FreeCell cu cei patru ași pe fundații înainte de joc: un joc mai ușor</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Împărțirea %1 cu 1 celulă liberă</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Împărțirea %1 cu %n celulă liberă</numerusform>
            <numerusform>Împărțirea %1 cu %n celule libere</numerusform>
            <numerusform>Împărțirea %1 cu %n de celule libere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Provocare: cele &amp;mai puține celule...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Provocări și împărțiri &amp;ușoare...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Înc&amp;epător: o împărțire ușoară</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Așii urcați: un &amp;FreeCell mai ușor</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Provocare: împărțirea %1 cu 1 celulă liberă</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Provocare: împărțirea %1 cu %n celulă liberă</numerusform>
            <numerusform>Provocare: împărțirea %1 cu %n celule libere</numerusform>
            <numerusform>Provocare: împărțirea %1 cu %n de celule libere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>Provocarea celor mai puține celule este pentru împărțirile FreeCell alese după număr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Cele mai puține celule vin odată cu nivelul de dificultate, care este ascuns cât timp verdictul rezolvitorului este ascuns: activează-l în Preferințe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Se calculează cele mai puține celule...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Această împărțire nu poate fi câștigată, așa că nu are provocare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Rezolvitorul nu a putut stabili, în limitele căutării sale, cele mai puține celule libere pentru această împărțire, așa că nu oferă nicio provocare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Provocarea celor mai puține celule</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Provocare: câștigă această împărțire cu 1 celulă liberă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Rezolvitorul câștigă împărțirea %1 cu 1 celulă liberă, nu cu mai puține. Aceeași împărțire reîncepe cu tot atâtea celule.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Provocare: câștigă această împărțire cu %n celulă liberă</numerusform>
            <numerusform>Provocare: câștigă această împărțire cu %n celule libere</numerusform>
            <numerusform>Provocare: câștigă această împărțire cu %n de celule libere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Rezolvitorul câștigă împărțirea %1 cu %n celulă liberă, nu cu mai puține. Aceeași împărțire reîncepe cu tot atâtea celule.</numerusform>
            <numerusform>Rezolvitorul câștigă împărțirea %1 cu %n celule libere, nu cu mai puține. Aceeași împărțire reîncepe cu tot atâtea celule.</numerusform>
            <numerusform>Rezolvitorul câștigă împărțirea %1 cu %n de celule libere, nu cu mai puține. Aceeași împărțire reîncepe cu tot atâtea celule.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>Înce&amp;pe provocarea</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Provocare câștigată: împărțirea %1 cu 1 celulă liberă!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Provocare câștigată: împărțirea %1 cu %n celulă liberă!</numerusform>
            <numerusform>Provocare câștigată: împărțirea %1 cu %n celule libere!</numerusform>
            <numerusform>Provocare câștigată: împărțirea %1 cu %n de celule libere!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>FreeCell cu așii urcați: cei patru ași încep pe fundații. Rezultatele lui se păstrează separat de cele ale FreeCell.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>fișierul depășește %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>fișierul nu este text (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>fișierul este gol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>fișierul nu este JSON valid (rândul %1, coloana %2: %3); poate a fost trunchiat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>fișierul nu este JSON valid (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>fișierul nu poate fi citit (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>fișierul nu conține un joc salvat (niciun obiect JSON)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>fișierul nu este un joc FreeCell Qt (format %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>fișierul nu are număr de versiune</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>fișierul a fost scris de o versiune mai nouă a FreeCell Qt (versiunea %1); actualizează aplicația ca să-l deschizi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>versiune de fișier necunoscută: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>timpul de joc trebuie să fie un număr de secunde, 0 sau mai mult</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>numărul de indicii trebuie să fie un număr întreg, 0 sau mai mult</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>fișierul nu conține niciun joc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>jocul din fișier nu este valid: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>jocul are %1 de mutări, peste limita de %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>pasul %1 are mai mult decât cele %2 de mutări permise într-un pas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>jocul are mai mult decât cele %1 de mutări permise</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>timpul de joc depășește %1 ani</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>numărul de indicii depășește %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>fișierul nu este un fișier obișnuit (ci un dosar, un dispozitiv sau un pipe)</translation>
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
        <translation>Această carte nu are unde să meargă.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Reluare: apasă „Continuă de aici” ca să joci sau Esc ca să revii la jocul tău.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Istoricul mutărilor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Alege un punct pentru a readuce jocul acolo. Mutările anulate apar în gri și pot fi refăcute până când faci o mutare nouă.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Mutările jucate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Mutare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Mergi la</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Anulată: poate fi refăcută</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>Jocul este acum aici</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Împărțire</translation>
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
        <translation>Cum se joacă</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Terminarea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Când fiecare coloană este o singură secvență, jocul este ca și câștigat: butonul &lt;b&gt;Termină&lt;/b&gt; urcă toate cărțile. Cu opțiunea &lt;i&gt;Termină automat&lt;/i&gt;, asta se întâmplă de la sine. Dacă nu mai rămâne nicio mutare, poți anula, reîncepe împărțirea sau începe un joc nou.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fiecare carte pusă pe o fundație aduce 10 puncte, iar fiecare carte jucată dintr-o celulă liberă pe o coloană, 5 puncte; o carte luată înapoi de pe o fundație costă 10. Anularea ia înapoi și punctele, iar scorul nu scade niciodată sub zero.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Numere de împărțire și coduri de joc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fiecare împărțire are un număr de la 1 la 2.147.483.647, aceleași numere ca în jocul clasic din Windows, iar același număr dă același amestec în fiecare joc, împărțit după așezarea acelui joc: împărțirea 11982 din FreeCell este faimoasa împărțire care nu poate fi câștigată. Un &lt;b&gt;cod de joc&lt;/b&gt; precum &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; numește jocul, celulele lui libere și împărțirea, astfel încât un prieten care îl introduce joacă exact același joc. Folosește &lt;i&gt;Joacă împărțirea după număr sau cod&lt;/i&gt; pentru a introduce oricare dintre ele.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Dificultatea și împărțirile care pot fi câștigate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fiecare împărțire primește un nivel: &lt;b&gt;Ușor&lt;/b&gt;, &lt;b&gt;Mediu&lt;/b&gt;, &lt;b&gt;Greu&lt;/b&gt; sau &lt;b&gt;Expert&lt;/b&gt;. Nivelul ține seama mai întâi de cel mai mic număr de celule libere cu care împărțirea mai poate fi câștigată (programul de rezolvare încearcă cu celulele jocului, apoi cu una mai puțin și așa mai departe), apoi de cât a trebuit să caute programul de rezolvare până să găsească o soluție: fiecare celulă de care are nevoie o împărțire cântărește cât o căutare de zece ori mai lungă. Nivelul se bazează pe un număr de poziții, nu pe timp, așa că aceeași împărțire primește același nivel pe orice calculator.&lt;/p&gt;&lt;p&gt;În &lt;i&gt;Joc nou cu opțiuni&lt;/i&gt;, &lt;i&gt;Doar împărțiri care pot fi câștigate&lt;/i&gt; dă o împărțire aleatorie doar după ce programul de rezolvare a găsit o soluție pentru ea, iar &lt;i&gt;Dificultate&lt;/i&gt; cere o împărțire aleatorie de acel nivel. Cât timp programul de rezolvare caută, poți juca mai departe; &lt;b&gt;Esc&lt;/b&gt; oprește căutarea.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Jocul cu un cititor de ecran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Masa de joc îi spune unui cititor de ecran pe ce teanc se află cadrul, de exemplu &lt;i&gt;7 de cupă, coloana 3, 5 cărți, ultima carte&lt;/i&gt; sau &lt;i&gt;Celula liberă b, goală&lt;/i&gt;, și anunță fiecare mutare, cărțile care urcă singure, de ce este refuzată o mutare, indiciile, dacă împărțirea mai poate fi câștigată și victoria. Ca să asculți masa: &lt;b&gt;R&lt;/b&gt; citește toate cărțile teancului pe care se află cadrul, &lt;b&gt;L&lt;/b&gt; citește celulele libere, &lt;b&gt;U&lt;/b&gt; fundațiile, iar &lt;b&gt;Alt&lt;/b&gt; împreună cu o cifră citește coloana respectivă (&lt;b&gt;Alt+3&lt;/b&gt; coloana 3). Citirea nu mută nicio carte și nici cadrul.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tastele săgeți mută un cadru între teancuri; &lt;b&gt;Spațiu&lt;/b&gt; sau &lt;b&gt;Enter&lt;/b&gt; ridică cărțile de acolo și le pune pe următorul teanc pe care îl alegi; &lt;b&gt;Esc&lt;/b&gt; le lasă din mână. Poți și să tastezi o mutare: numărul unei coloane, apoi unde merge (altă coloană, o celulă liberă sau &lt;b&gt;h&lt;/b&gt; pentru fundație). &lt;b&gt;3&lt;/b&gt; apoi &lt;b&gt;h&lt;/b&gt; trimite ultima carte a coloanei 3 pe fundația ei.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Coloanele 10 și următoarele se tastează, în ordine, %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Teancurile de la %1 în sus nu au o tastă proprie: ajungi la ele cu tastele săgeți, Stânga și Dreapta de-a lungul unui nivel, Sus și Jos la nivelul de deasupra sau de dedesubt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Celulele libere sunt notate cu literele de la &lt;b&gt;a&lt;/b&gt; la &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; este fundația): &lt;b&gt;3&lt;/b&gt; apoi &lt;b&gt;a&lt;/b&gt; mută ultima carte a coloanei 3 în prima celulă liberă.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Cum se joacă: %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Tastatura</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Lecție</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Sari peste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Treci la pasul următor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Părăsește lecția</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Înapoi la jocul tău (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Joacă o împărțire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Părăsește lecția și joacă</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Reia lecția</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>Lecția încă o dată, de la pasul 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Începe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Urmează lecția acum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>Nu, mulțumesc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>Lecția rămâne în meniul Ajutor</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>Prima &amp;lecție</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Părăsește lecția</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Ești nou în FreeCell?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Urmează o lecție scurtă: opt pași pe o împărțire mică, cam trei minute. Între timp, jocul tău te așteaptă.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>Lecția e în meniul Ajutor oricând o vrei: Prima lecție.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Bravo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Ai câștigat împărțirea lecției și acum cunoști toate mutările din FreeCell. Joacă o împărțire sau reia lecția.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Pasul {0} din {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>O carte se pune pe o carte cu o valoare mai mare cu unu, de cealaltă culoare, de exemplu un valet roșu pe o damă neagră. Trage {0} pe {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Celulele libere, stânga sus, țin fiecare câte o carte oarecare. Pune {0} într-o celulă liberă ca să descoperi cartea de sub ea.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Pe fundații, dreapta sus, fiecare suită se construiește de la as în sus. Urcă {0}: trage cartea acolo sau fă dublu clic pe ea. În jocurile tale, cărțile de care nu mai e nevoie urcă singure (mutare automată).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Cărțile în ordine, în culori alternante, se mută împreună: cel mult (celule libere + 1) × 2^(coloane goale), aici {0}. Trage {1} pe {2}; cărțile de sub ea vin și ele.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Jocul refuză o mutare pe care regulile nu o permit și spune de ce în partea de jos a ferestrei. Încearcă una.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Jocul refuză o mutare pe care regulile nu o permit și spune de ce în partea de jos a ferestrei. Încearcă: trage {0} pe {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Fă orice mutare, apoi ia-o înapoi cu Anulează (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Orice mutare poate fi luată înapoi: apasă acum Ctrl+Z (Anulează).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Jocul a spus: „{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Nu știi ce să faci? Apasă H (Indiciu): jocul marchează o mutare bună.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Acum câștigă împărțirea: fiecare carte pe fundația ei. Folosește indicii (H) cât vrei; Termină (Ctrl+F) urcă restul cărților odată ce sunt în ordine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>De aici nu se mai poate reuși. Ia mutări înapoi cu Anulează (Ctrl+Z) sau apasă Sari peste.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Mai multe butoane</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>Joc &amp;nou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Joc nou cu &amp;opțiuni...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Reîncepe împărțirea</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>&amp;Joacă împărțirea după număr sau cod...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>Împărțirea &amp;zilei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>&amp;Copiază codul jocului</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Co&amp;piază poziția</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>&amp;Lipește o poziție</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>&amp;Aranjează o poziție...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>&amp;Deschide un joc...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>&amp;Salvează jocul ca...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Ieșire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refă</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>Istoricul &amp;mutărilor...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>Re&amp;vizuiește jocul...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Termină</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Ecran complet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Bară de instrumente</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferințe...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Cum se joacă</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;Despre FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Împărțirea zilei {0}: {1}, împărțirea {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0}, împărțirea {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Prima lecție</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Nu mai este instalat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Pachetul de cărți „{0}” nu poate fi folosit: {1} Se folosesc cărțile proprii ale FreeCell Qt.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Poziția a fost copiată în clipboard ca text.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Joc</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Mutări</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Vizualizare</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Setări</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Ajutor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Bară de instrumente</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Scor: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Mutări: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Timp: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Aceasta este deja împărțirea zilei de azi; „Reîncepe împărțirea” o ia de la început.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>Împărțirea zilei de {0}: aceeași împărțire pentru toată lumea astăzi.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} a fost copiat în clipboard.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Mesaje...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Ultimele mesaje din bara de stare</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Mesaje</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Ultimele mesaje, cel mai nou la sfârșit</translation>
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
        <translation>Joc nou</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Personalizat</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Permite &amp;readucerea cărților de pe fundații</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>O opțiune valabilă pentru orice joc, ca în Preferințe</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Joc:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Celule libere:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>Împărțire &amp;aleatorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>&amp;Număr de împărțire sau cod de joc:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>Doar împărțiri care pot &amp;fi câștigate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Dă o împărțire aleatorie doar după ce programul de rezolvare a dovedit că poate fi câștigată</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Oricare</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>de ex. 11982 sau FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Împărțire</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>D&amp;ificultate:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>Numerele de împărțire merg de la 1 la %1, cu același amestec în fiecare joc.&lt;br&gt;Codurile de joc arată ca FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Pro&amp;vocări și împărțiri ușoare...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Acestea sunt regulile jocului %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Cod de joc: deocamdată niciunul</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Cod de joc: o împărțire aleatorie — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Cod de joc: %1 — %2, împărțirea %3</translation>
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
        <translation>Mutările tale numărate cum le numără parul (toate mutările, inclusiv cele pe fundații și cele automate) și parul împărțirii: cele mai puține mutări găsite pentru a o câștiga</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Fișierul de setări {0} nu a putut fi citit; se folosesc setările implicite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Fișierul de setări nu a putut fi citit; a fost păstrat ca {0} și se folosesc setările implicite.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Setările nu pot fi salvate în {0}; modificările rămân valabile doar până la închiderea FreeCell Qt.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Preferințe</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>&amp;Mută automat cărțile sigure pe fundații</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>&amp;Termină automat când fiecare coloană este o secvență</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>Un &amp;clic trimite cartea pe fundația ei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Mutare prin clic: un clic pe o carte, apoi pe locul unde mer&amp;ge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Permite &amp;readucerea cărților de pe fundații</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>Pachet în &amp;patru culori (treflă verde, caro albastru)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Pachet cu &amp;indici mari (valoare și culoare mari în colțuri)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>Efecte s&amp;onore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>Reia &amp;ultimul joc la pornire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Arată dacă jocul mai poate fi câștig&amp;at</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Un clic ridică o carte și secvența de pe ea; un clic pe alt teanc le pune acolo, un clic pe postav sau Esc le pune înapoi. Un singur clic ridică atunci cartea în loc să o trimită pe fundația ei; un dublu clic încă o trimite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>&amp;Dublare: (celule libere + 1) × 2^coloane goale</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;Liniar: (celule libere + 1) × (coloane goale + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Reguli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Câte cărți poate cuprinde o mutare de secvență:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>În jocurile în care coloanele goale primesc doar regi sau nimic, o mutare de secvență cuprinde cel mult celule libere + 1 cărți. Schimbările de reguli se aplică imediat, inclusiv jocului în curs.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Oprită</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Rapidă</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Normală</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>La fel ca sistemul</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Luminoasă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Întunecată</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Postav verde, întunecat în modul întunecat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Postav verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Postav albastru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Postav întunecat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Pornit: postav negru, cărți și teancuri conturate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Rețea albastră</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Romburi roșii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Valuri verzi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Potrivită ferestrei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Mare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Mică</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Lentă</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Viteza re&amp;zolvării:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Aspect</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>&amp;Schemă de culori:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>Masa de &amp;joc:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>Contrast ma&amp;xim:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Dime&amp;nsiunea cărților:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Mai puțină mișcare: cărțile merg direct la locul lor, &amp;fără sărbătorire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Pornită implicit când desktopul cere mai puține animații. Rezolvă joacă tot câte o mutare pe rând, în ritmul său.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Cărți</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>Propriul pachet al FreeCell Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Previzualizarea pachetului: un as, un rege și spatele</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Pac&amp;het:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>Spat&amp;ele cărților:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Această opțiune schimbă doar pachetul propriu al FreeCell Qt; pachetul ales vine cu propriile fețe și propriul spate.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Pachetul „{0}” nu poate fi folosit: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>&amp;Viteza animațiilor:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Sistem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>Lim&amp;bă:</translation>
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
        <translation>&amp;Renunță</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>Î&amp;nchide</translation>
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
        <translation>Renunță</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Închide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Resetează</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Renunță</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Oprește căutarea unei împărțiri (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Dificultate: se evaluează...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Se calculează cât de grea este această împărțire</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Dificultate: neevaluată</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Această împărțire nu poate fi câștigată, deci nu are un nivel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Rezolvitorul nu a lămurit nimic în limitele căutării sale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Dificultate: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Căutarea unei împărțiri a fost oprită; jocul în curs a rămas neschimbat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Caut o împărțire care poate fi câștigată... (încercarea %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Caut o împărțire cu dificultatea %1... (încercarea %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Împărțirea %1, cu dificultatea %2 (încercarea %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Împărțirea %1, care sigur poate fi câștigată (încercarea %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Nicio împărțire potrivită (încercări: %1); jocul în curs a rămas neschimbat.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Ușor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mediu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Greu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Se poate câștiga fără celule libere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Se poate câștiga cu 1 celulă liberă</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Se poate câștiga cu %n celulă liberă</numerusform>
            <numerusform>Se poate câștiga cu %n celule libere</numerusform>
            <numerusform>Se poate câștiga cu %n de celule libere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; poziții examinate: %2.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Reluare</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Înapoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>O mutare înapoi</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Redă</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Înainte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>O mutare înainte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Trage spre orice moment al jocului</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Momentul din joc</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Continuă de aici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Joacă tu acest joc de la punctul afișat; mutările următoare pot fi refăcute</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Reluare: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>Acum joci tu, de la mutarea {0}. Refă urmează reluarea.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Mutarea {0} din {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Pauză</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Rezultatele în timp</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>Jocuri: {0}, câștigate: {1}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Niciun joc terminat deocamdată.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Jocul {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Ultimele jocuri ({0}), cel mai vechi în stânga</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Pierdut</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Rata de câștig</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Revizuirea jocului</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Rezolvitorul examinează fiecare punct al jocului...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Revizuire în curs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Punctele jocului</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Mutare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Continuă de aici</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>Arată &amp;soluția</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Parul împărțirii este de {0} mutări; jocul dumneavoastră numărat la fel (inclusiv mutările automate): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>Împărțirea</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>câștigabil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>pierdut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>necunoscut</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Această împărțire nu poate fi câștigată de la început.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>Nu s-a găsit nicio victorie de la împărțire în timpul permis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Ați câștigat: nicio mutare nu a pierdut jocul.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>Jocul poate fi încă câștigat de unde a ajuns: nicio mutare nu l-a pierdut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>Mutarea {0} a pierdut jocul: putea fi câștigat înainte de ea, dar nu și după.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>Jocul putea fi câștigat până la mutarea {0}; după ea nu s-a găsit nicio victorie în timpul permis.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Ați jucat o mutare; rezolvitorul câștigă de la împărțire în {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Ați jucat %n mutare; rezolvitorul câștigă de la împărțire în {0}.</numerusform>
            <numerusform>Ați jucat %n mutări; rezolvitorul câștigă de la împărțire în {0}.</numerusform>
            <numerusform>Ați jucat %n de mutări; rezolvitorul câștigă de la împărțire în {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>Revizuirea a fost închisă: acum se joacă alt joc.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Așezarea mesei de joc</translation>
    </message>
</context>
<context>
    <name>RulesWords</name>
    <message>
        <location filename="../../freecell_qt/words/rules_words.py" line="+50"/>
        <source>FreeCell</source>
        <translation>FreeCell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ForeCell</source>
        <translation>ForeCell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baker&apos;s Game</source>
        <translation>Baker&apos;s Game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Baker&apos;s Game (doar regi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Eight Off</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Eight Off dublu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Seahaven Towers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Seahaven Towers relaxat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Seahaven Towers dublu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>FreeCell relaxat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Provocare FreeCell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Super provocare FreeCell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Șapte pe patru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Șapte pe cinci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Bath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>FreeCell dublu (tradițional)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>FreeCell dublu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>FreeCell triplu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Reparație</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cell 11</source>
        <translation>Celula 11</translation>
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
        <translation>Petală</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Stalactite</translation>
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
        <translation>Footling dublu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Regi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Coada pisicii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Șarpe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Alai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>Cartierul general</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>Limpopo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>Acul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>Carul cu fân</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>Furca</translation>
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
        <translation>Joc personalizat</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>FreeCell, așii urcați</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, fără celule libere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 celulă liberă</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n celulă liberă</numerusform>
            <numerusform>%1, %n celule libere</numerusform>
            <numerusform>%1, %n de celule libere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>fără celule libere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 celulă liberă</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n celulă liberă</numerusform>
            <numerusform>%n celule libere</numerusform>
            <numerusform>%n de celule libere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n coloană</numerusform>
            <numerusform>%n coloane</numerusform>
            <numerusform>%n de coloane</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>nicio construire pe coloane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>construire pe culoare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>construire indiferent de culoare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>construire alternând roșu și negru</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>doar regi în coloanele goale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>coloanele goale rămân goale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>orice carte în coloanele goale</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>secvențele se mută oricât de lungi ar fi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>câte o carte pe mutare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>secvențele se mută prin celulele libere și coloanele goale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>secvențele se mută prin celulele libere</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n teanc</numerusform>
            <numerusform>%n teancuri</numerusform>
            <numerusform>%n de teancuri</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>așii și cărțile de 2 împărțite cel mai adânc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>valoarea primei cărți stabilește baza, toate cărțile ei încep fundațiile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>prima carte împărțită stabilește baza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>pe coloane un rege merge pe un as</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>un rege în capul fiecărei coloane</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>fiecare rege împărțit începe o coloană</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>așii urcă pe măsură ce sunt împărțiți</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>așii încep pe fundații</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>o carte dintr-o celulă liberă întoarce cu fața în jos ultima carte a coloanei sale</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>coloanele din jumătatea dreaptă se construiesc pe culoare, cedează oricare dintre cărțile lor și primesc regi când sunt goale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>toate cărțile fiecărei coloane cu fața în jos, în afară de ultima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>teancuri pe niveluri suprapuse: un teanc aflat sub unul care ține cărți nici nu dă, nici nu primește, dar poate primi tot singurul teanc de deasupra lui</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n rezervă, care primește o secvență când e goală</numerusform>
            <numerusform>%n rezerve, fiecare primind o secvență când e goală</numerusform>
            <numerusform>%n de rezerve, fiecare primind o secvență când e goală</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>o rezervă cu %n carte împărțită, care nu mai primește nicio carte</numerusform>
            <numerusform>o rezervă cu %n cărți împărțite, care nu mai primește nicio carte</numerusform>
            <numerusform>o rezervă cu %n de cărți împărțite, care nu mai primește nicio carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>o rezervă cu %n carte împărțită, care ține până la %1</numerusform>
            <numerusform>o rezervă cu %n cărți împărțite, care ține până la %1</numerusform>
            <numerusform>o rezervă cu %n de cărți împărțite, care ține până la %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n rezervă de cel mult %1 cărți</numerusform>
            <numerusform>%n rezerve de cel mult %1 cărți</numerusform>
            <numerusform>%n de rezerve de cel mult %1 cărți</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>În locul celulelor libere, %n &lt;b&gt;rezervă&lt;/b&gt; stă la dreapta coloanelor. O rezervă goală primește dintr-odată o secvență întreagă dintr-o coloană sau din altă rezervă; una care ține cărți nu primește nimic. Orice secvență din vârful unei rezerve o poate părăsi, întreagă sau în parte.</numerusform>
            <numerusform>În locul celulelor libere, %n &lt;b&gt;rezerve&lt;/b&gt; stau la dreapta coloanelor. O rezervă goală primește dintr-odată o secvență întreagă dintr-o coloană sau din altă rezervă; una care ține cărți nu primește nimic. Orice secvență din vârful unei rezerve o poate părăsi, întreagă sau în parte.</numerusform>
            <numerusform>În locul celulelor libere, %n de &lt;b&gt;rezerve&lt;/b&gt; stau la dreapta coloanelor. O rezervă goală primește dintr-odată o secvență întreagă dintr-o coloană sau din altă rezervă; una care ține cărți nu primește nimic. Orice secvență din vârful unei rezerve o poate părăsi, întreagă sau în parte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>În locul celulelor libere, %n &lt;b&gt;rezervă&lt;/b&gt; stă la dreapta coloanelor. Primește orice carte, câte una, până ajunge la %1 cărți; doar cartea de deasupra o poate părăsi.</numerusform>
            <numerusform>În locul celulelor libere, %n &lt;b&gt;rezerve&lt;/b&gt; stau la dreapta coloanelor. Fiecare primește orice carte, câte una, până ajunge la %1 cărți; doar cartea de deasupra o poate părăsi.</numerusform>
            <numerusform>În locul celulelor libere, %n de &lt;b&gt;rezerve&lt;/b&gt; stau la dreapta coloanelor. Fiecare primește orice carte, câte una, până ajunge la %1 cărți; doar cartea de deasupra o poate părăsi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>În locul celulelor libere, prima carte (%n) este împărțită într-o &lt;b&gt;rezervă&lt;/b&gt; la dreapta coloanelor.</numerusform>
            <numerusform>În locul celulelor libere, primele %n cărți sunt împărțite într-o &lt;b&gt;rezervă&lt;/b&gt; la dreapta coloanelor.</numerusform>
            <numerusform>În locul celulelor libere, primele %n de cărți sunt împărțite într-o &lt;b&gt;rezervă&lt;/b&gt; la dreapta coloanelor.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>Cartea de deasupra poate fi jucată, dar nicio carte nu poate fi pusă pe ea.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Primește orice carte, câte una, până ajunge la %n carte; doar cartea de deasupra o poate părăsi.</numerusform>
            <numerusform>Primește orice carte, câte una, până ajunge la %n cărți; doar cartea de deasupra o poate părăsi.</numerusform>
            <numerusform>Primește orice carte, câte una, până ajunge la %n de cărți; doar cartea de deasupra o poate părăsi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Jocul se joacă cu %1 &lt;b&gt;teancuri&lt;/b&gt;, de câte o carte fiecare, împărțite cu fața în sus pe %2 rânduri (niveluri) care au, de sus în jos, %3 teancuri. Fiecare nivel stă puțin mai jos decât cel dinainte și deplasat cu o jumătate de carte într-o parte, așa că fiecare teanc, în afară de cele de pe nivelul de jos, stă sub teancul sau cele două teancuri ale nivelului următor care îl acoperă parțial.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Cât timp un teanc aflat peste el ține o carte, un teanc este &lt;b&gt;blocat&lt;/b&gt;: nicio carte a lui nu se poate muta și nicio carte nu se pune pe el. Teancurile de pe nivelul de jos nu sunt niciodată blocate.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>O singură mutare merge pe un teanc blocat: când doar unul dintre teancurile de peste el mai ține cărți, toate cărțile acelui teanc pot coborî pe el deodată, dacă formează o secvență a cărei primă carte se potrivește pe ultima lui carte. Teancul pe care îl părăsesc trebuie să fie el însuși liber și să nu țină mai multe cărți decât se pot muta deodată.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Așii încep pe fundații, iar celelalte cărți se împart rând cu rând.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>Se împart %1 de cărți pe coloane, de la stânga la dreapta: %2. Toate cărțile fiecărei coloane în afară de ultima se împart mai întâi cu fața în jos, rând cu rând; apoi se împarte un rând cu fața în sus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>O carte cu fața în jos nu se poate muta și nu primește nicio carte, așa că secvențele sunt formate doar din cărți cu fața în sus. Când cărțile de pe ea au plecat, este întoarsă imediat cu fața în sus.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>pe o rezervă care o primește (vezi Masa de joc);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Se poate muta doar ultima carte a unei coloane (cea pe care nu o acoperă nimic) sau cartea de deasupra unei rezerve. O carte poate merge:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Fiecare celulă liberă aparține unei coloane: celula a ține de coloana 1, b de coloana 2 și așa mai departe. Cât timp o celulă liberă ține o carte, ultima carte a coloanei sale stă &lt;b&gt;cu fața în jos&lt;/b&gt;: nu se poate muta și nicio carte nu se pune pe ea. O coloană goală primește în continuare o carte sau o secvență, a cărei ultimă carte este atunci întoarsă imediat cu fața în jos. De îndată ce celula liberă se golește din nou, cartea este întoarsă cu fața în sus.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Coloanele sunt de două feluri. Coloanele de la 1 la %1 se construiesc ca mai sus și primesc orice grup de cărți a cărui primă carte se potrivește, fie că formează o secvență, fie că nu. Coloanele de la %2 la %3 se construiesc descendent pe culoare (7 de cupă pe 8 de cupă); oricâte dintre cărțile lor se pot muta deodată, fie că formează o secvență, fie că nu, cu prima carte a grupului în frunte; iar una goală primește doar un rege, sau un grup care începe cu un rege.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Doar cele %1 teancuri ale nivelului de sus primesc o carte când sunt goale: orice carte sau o secvență destul de scurtă, când niciun teanc de peste ele nu ține vreo carte. Un teanc gol de pe orice alt nivel rămâne gol, iar doar teancurile goale ale nivelului de sus contează drept coloane goale când se mută secvențe.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>O secvență de cărți de la capătul unei coloane, %1, se poate muta dintr-odată atunci când este destul de scurtă. Cu &lt;i&gt;F&lt;/i&gt; celule libere goale și &lt;i&gt;E&lt;/i&gt; coloane goale (inclusiv o coloană goală în care merge secvența), cea mai lungă secvență care se poate muta are %2 cărți.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>De exemplu, cu toate celulele libere și o coloană goale, se pot muta %1 cărți pe altă coloană sau chiar în coloana goală.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>fundații construite după valoare din patru cărți împărțite</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>două fundații în culori alternante de la așii de treflă și de cupă</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>o fundație pentru toate cărțile: toți așii, apoi toate cărțile de 2, și tot așa până la regi</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>fiecare fundație primește o secvență completă de la rege la as în culori alternante</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jocul se joacă cu un pachet și &lt;b&gt;doi jokeri&lt;/b&gt;. Mută toate cele 54 de cărți pe cele cinci &lt;b&gt;fundații&lt;/b&gt;: patru pe culoare, fiecare construită crescător de la as la rege, și a cincea, care primește cei doi jokeri, dar numai după ce fundațiile de treflă, pică și cupă sunt complete (cea de caro nu trebuie să fie).&lt;/p&gt;&lt;p&gt;Un joker &lt;b&gt;nu merge niciodată pe o coloană&lt;/b&gt;, nici măcar pe una goală, și pe un joker nu se pune nimic: mută-l într-o celulă liberă sau urcă-l când fundația lui îl primește. Un joker împărțit în interiorul unei secvențe se mută împreună cu ea, contând ca un as (primul joker) sau un 2 (al doilea) de o culoare doar a lui. O secvență mutată pe o coloană goală numără și acea coloană printre coloanele goale care îi permit să se mute.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>pe fundația ei, dacă este următoarea carte din acea culoare; un joker pe a cincea fundație după ce treflele, picile și cupele sunt complete.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>doi jokeri, care nu merg niciodată pe o coloană, și o a cincea fundație care îi primește după ce treflele, picile și cupele sunt complete</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>patru fundații, fiecare pe culoare de două ori în cerc de la un as al primului pachet</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>cărțile se pot întoarce de pe fundații</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 carte împărțită în celule</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n carte împărțită în celule</numerusform>
            <numerusform>%n cărți împărțite în celule</numerusform>
            <numerusform>%n de cărți împărțite în celule</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>Scopul</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mută toate cele %1 de cărți pe singura &lt;b&gt;fundație&lt;/b&gt;. Ea primește &lt;b&gt;întâi toți așii&lt;/b&gt;, în orice ordine a culorilor, apoi toate cărțile de 2, apoi toate cărțile de 3 și tot așa până la regi, indiferent de culoare: toate cele %2 cărți ale unei valori înaintea valorii următoare.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mută toate cele 52 de cărți pe cele patru &lt;b&gt;fundații&lt;/b&gt;, care primesc orice culoare. O fundație primește doar o &lt;b&gt;secvență completă&lt;/b&gt;: cele 13 cărți de la un rege până la un as în culori alternante, aflate la capătul unei coloane, urcă împreună dintr-o singură mutare, indiferent câte celule libere și coloane sunt goale. O carte nu urcă niciodată singură. Trage secvența de regele ei sau fă clic pe asul ei.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jocul se joacă cu 2 pachete amestecate împreună. Mută toate cele 104 cărți pe cele patru &lt;b&gt;fundații&lt;/b&gt;, câte una pentru fiecare culoare. Cei patru ași ai primului pachet le încep, fiind împărțiți acolo ultimii, iar fiecare fundație se construiește pe culoare de la as la rege și apoi &lt;b&gt;încă o dată în cerc&lt;/b&gt;, de la celălalt as la celălalt rege, până are 26 de cărți.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mutați toate cele 52 de cărți pe cele două &lt;b&gt;fundații&lt;/b&gt;. Asul de treflă și asul de cupă le încep, iar fiecare se construiește &lt;b&gt;în culori alternante, indiferent de suită&lt;/b&gt;, câte o valoare, făcând de două ori ocolul de la as la rege până ține 26 de cărți: pe asul de treflă vine un 2 roșu, apoi un 3 negru, iar după regele său negru un as roșu. Când o carte se potrivește pe ambele fundații, lăsați-o pe cea pe care o alegeți.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mută toate cele 52 de cărți pe cele patru &lt;b&gt;fundații&lt;/b&gt;. Ultimele patru cărți împărțite le încep, câte una, și fiecare se construiește &lt;b&gt;după valoare, indiferent de culoare&lt;/b&gt;, câte o valoare pe rând, trecând de la rege la as, până are 13 cărți: pe un 6 merge orice 7, apoi orice 8 și tot așa până la 5. Când o carte se potrivește pe mai multe fundații, las-o pe cea pe care o alegi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mută toate cele 52 de cărți pe cele patru &lt;b&gt;fundații&lt;/b&gt;, câte una pentru fiecare culoare, fiecare construită crescător, de la as la rege.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Masa de joc</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Patru Culori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>FreeCell german</translation>
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
            <numerusform>%n pachet</numerusform>
            <numerusform>%n pachete</numerusform>
            <numerusform>%n de pachete</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>fiecare culoare împărțită pe coloana ei</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>o celulă liberă pentru fiecare culoare</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Mutarea cărților</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Coloanele goale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Mutarea secvențelor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Readucerea cărților de pe fundații</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Mutările automate</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jocul se joacă cu %1 pachete amestecate împreună. Mutați toate cele %2 cărți pe cele %3 &lt;b&gt;fundații&lt;/b&gt;, câte %1 pentru fiecare culoare, fiecare construită de la as la rege; o carte merge pe oricare fundație a culorii ei pe care se potrivește.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mutați toate cele 52 de cărți pe cele patru &lt;b&gt;fundații&lt;/b&gt;, câte una pentru fiecare culoare.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jocul se joacă cu %1 pachete amestecate împreună. Mutați toate cele %2 cărți pe cele %3 &lt;b&gt;fundații&lt;/b&gt;, câte %1 pentru fiecare culoare; o carte merge pe oricare fundație a culorii ei pe care se potrivește.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Valoarea primei cărți din amestecare stabilește &lt;b&gt;baza&lt;/b&gt;: fiecare carte de acea valoare începe o fundație înainte de împărțire, iar fiecare fundație se construiește crescător pe culoare de la acea valoare, trecând de la rege la as. Cu un 5 drept bază, o fundație merge 5, 6, ..., damă, rege, as, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Prima carte împărțită, la baza primei coloane, stabilește &lt;b&gt;baza&lt;/b&gt;: celelalte cărți de rangul ei încep fundațiile, iar fiecare fundație se construiește crescător pe culoare de la acel rang, trecând de la rege la as. Cu un 5 drept bază, o fundație merge 5, 6, ..., damă, rege, as, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>Se împart %1 de cărți cu fața în sus, câte una, pe prima coloană; fiecare rege care apare când coloana are deja cărți începe coloana următoare, așa că lungimile coloanelor se schimbă de la o împărțire la alta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>Ultimul rege din amestecare este împărțit primul, așa că fiecare coloană începe cu un rege.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Când prima carte este un rege, ultima coloană rămâne goală.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Așii nu se împart pe coloane: fiecare merge pe o fundație de îndată ce apare.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Jocul se joacă cu %n coloană.</numerusform>
            <numerusform>Jocul se joacă cu %n coloane.</numerusform>
            <numerusform>Jocul se joacă cu %n de coloane.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Fiecare carte se împarte cu fața în sus pe coloana culorii ei: treflele pe prima coloană, caroul pe a doua, cupele pe a treia și picile pe a patra, în ordinea amestecării. Celelalte coloane încep goale.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>Se împart %1 de cărți cu fața în sus pe coloane, câte %2 pe fiecare.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>Se împart %1 de cărți cu fața în sus pe coloane, de la stânga la dreapta: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Nu există celule libere: fiecare carte rămâne pe coloane sau urcă pe fundații.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Deasupra lor sunt fundațiile și 1 &lt;b&gt;celulă liberă&lt;/b&gt;, care ține o singură carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Deasupra lor sunt fundațiile și câte o &lt;b&gt;celulă liberă&lt;/b&gt; pentru fiecare culoare, care ține o singură carte din acea culoare: treflă, caro, cupă și pică, de la stânga.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Deasupra lor sunt fundațiile și %n &lt;b&gt;celulă liberă&lt;/b&gt;, care ține o singură carte.</numerusform>
            <numerusform>Deasupra lor sunt fundațiile și %n &lt;b&gt;celule libere&lt;/b&gt;, fiecare ținând o singură carte.</numerusform>
            <numerusform>Deasupra lor sunt fundațiile și %n de &lt;b&gt;celule libere&lt;/b&gt;, fiecare ținând o singură carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>Ultima carte este împărțită într-o celulă liberă.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>Ultima carte (%n) este împărțită într-o celulă liberă.</numerusform>
            <numerusform>Ultimele %n cărți sunt împărțite în celulele libere.</numerusform>
            <numerusform>Ultimele %n de cărți sunt împărțite în celulele libere.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Mai întâi se împart așii, apoi cărțile de 2, astfel încât ajung cel mai adânc în coloane, sub celelalte cărți.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>pe o fundație a cărei carte de deasupra are valoarea cu unu mai mică, indiferent de culoare: un rege pe o damă, un as pe un rege.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Pe coloane nu se construiește niciodată nimic: se poate muta doar cartea descoperită a unei coloane sau o carte dintr-o celulă liberă, și ea poate merge:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>pe o coloană a cărei ultimă carte are valoarea imediat superioară și aceeași culoare: 7 de cupă pe 8 de cupă;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>pe o coloană a cărei ultimă carte are valoarea imediat superioară, indiferent de culoare: orice 7 pe orice 8;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>pe o coloană a cărei ultimă carte are valoarea imediat superioară și cealaltă culoare, roșie sau neagră: un 7 roșu pe un 8 negru;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>în celula liberă a culorii ei, dacă este goală;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>într-o celulă liberă goală (niciodată dintr-o celulă liberă în alta);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>pe o fundație a cărei carte de deasupra are o valoare mai mică și cealaltă culoare, indiferent de suită: un 2 roșu pe asul de treflă.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>pe fundație, dacă are valoarea pe care fundația o primește acum, indiferent de culoare.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>pe o fundație goală doar ca parte a unei secvențe complete de la rege la as, toate cele 13 cărți deodată.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>pe fundația ei, dacă este următoarea carte din acea culoare: după rege vine celălalt as.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>pe fundația ei, dacă este următoarea carte din acea culoare.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Se poate muta doar ultima carte a unei coloane (cea pe care nu o acoperă nimic) sau o carte dintr-o celulă liberă. O carte poate merge:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Rangurile se rotesc și pe coloane: un rege merge pe un as.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Valorile se rotesc pe coloane, dar nu și pe fundații: un rege merge pe un as.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Valorile nu se rotesc pe coloane: acolo nimic nu merge pe un as, iar un rege nu merge pe nicio carte.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Doar o carte de rangul imediat sub bază (un 4 când baza e un 5), sau o secvență condusă de una, poate umple o coloană goală. Coloanele goale nu pot ține cărți în drum spre altă parte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Doar un rege, sau o secvență care începe cu un rege, poate ocupa o coloană goală. Coloanele goale nu pot ține temporar cărți aflate în drum spre alt teanc.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Nicio carte nu poate fi pusă într-o coloană goală: odată golită, o coloană rămâne goală.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Orice carte poate ocupa o coloană goală, la fel ca orice secvență destul de scurtă. Tragerea mută cartea pe care o apuci și toate cărțile care o acoperă; un clic sau tastatura mută cea mai lungă secvență permisă de reguli.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>în ordine descrescătoare, în aceeași culoare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>în ordine descrescătoare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>în ordine descrescătoare și alternând roșu și negru</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Cărțile se mută una câte una și doar de pe coloane: nu există secvențe de mutat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>O secvență de cărți de la capătul unei coloane, %1, se mută dintr-odată oricât de lungă ar fi, indiferent câte celule libere și coloane sunt goale.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Cărțile se mută una câte una: o secvență trebuie desfăcută carte cu carte, prin celulele libere și coloanele goale.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>O secvență de cărți de la capătul unei coloane, %1, se poate muta dintr-odată atunci când ar putea fi mutată carte cu carte prin celulele libere goale; coloanele goale nu ajută. Cu &lt;i&gt;F&lt;/i&gt; celule libere goale, cea mai lungă secvență care se poate muta are %2 cărți.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>De exemplu, cu toate celulele libere goale, se pot muta dintr-odată %1 cărți.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>O secvență de cărți de la capătul unei coloane, %1, se poate muta dintr-odată atunci când ar putea fi mutată carte cu carte prin celulele libere goale și coloanele goale. Cu &lt;i&gt;F&lt;/i&gt; celule libere goale și &lt;i&gt;E&lt;/i&gt; coloane goale (fără coloana în care merge secvența), cea mai lungă secvență care se poate muta are %2 cărți.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>De exemplu, cu toate celulele libere și o coloană goale, se pot muta %1 cărți pe altă coloană și %2 chiar în coloana goală.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Cărțile de pe fundații rămân acolo, orice ar spune Preferințele.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>Cartea de deasupra unei fundații se poate întoarce pe o coloană unde se potrivește, cu un cost de 10 puncte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Cărțile de pe fundații rămân acolo. Din Preferințe poți permite întoarcerea cărții de deasupra unei fundații pe o coloană, cu un cost de 10 puncte.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Cu opțiunea &lt;i&gt;Mută automat cărțile sigure&lt;/i&gt; activată, fiecare carte pe care o primește fundația urcă singură după fiecare mutare: fundația primește o valoare doar după ce toate cărțile valorii de dedesubt au urcat, așa că nicio carte rămasă pe masă n-ar mai putea fi pusă pe ea. &lt;i&gt;Termină&lt;/i&gt; urcă restul când fiecare carte rămasă poate urca de unde se află, una după alta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Anularea ia înapoi mutarea ta împreună cu mutările ei automate. Un clic pe o carte, sau un dublu clic, o trimite și pe fundație când se potrivește.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Cu opțiunea &lt;i&gt;Mută automat cărțile sigure&lt;/i&gt; activată, o secvență completă de la rege la as de la capătul unei coloane urcă singură după fiecare mutare: nimic nu mai poate fi pus pe asul ei, așa că nu mai poate ajuta pe masă. &lt;i&gt;Termină&lt;/i&gt; urcă restul când fiecare coloană este formată din secvențe complete.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Anularea ia înapoi mutarea ta împreună cu mutările ei automate. Un clic sau un dublu clic pe asul unei secvențe complete trimite secvența sus.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Cu opțiunea &lt;i&gt;Mută automat cărțile sigure&lt;/i&gt; activată, o carte urcă singură după fiecare mutare doar la al doilea ocol al fundației ei, după ce geamăna ei a urcat și când nicio carte din vreunul dintre pachete rămasă pe masă n-ar mai putea fi pusă pe ea. La primul ocol, tu alegi care dintre cele două cărți urcă. &lt;i&gt;Termină&lt;/i&gt; urcă restul când fiecare carte rămasă poate urca de unde se află, una după alta.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Cu opțiunea &lt;i&gt;Mută automat cărțile sigure&lt;/i&gt; activată, o carte urcă singură după fiecare mutare când o primește o singură fundație și nicio carte rămasă pe masă n-ar mai putea fi pusă pe ea: așii și orice carte ale cărei două cărți cu valoarea de dedesubt și de cealaltă culoare sunt deja sus. O carte pe care o primesc ambele fundații o așezați dumneavoastră. &lt;i&gt;Termină&lt;/i&gt; urcă restul când fiecare carte rămasă poate urca de unde se află.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Anulează ia înapoi mutarea dumneavoastră împreună cu mutările ei automate. Un singur clic pe o carte, sau un dublu clic, o trimite pe prima fundație care o primește.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>În acest joc nicio carte nu urcă singură, orice ar spune Preferințele: cele patru fundații își dispută cărțile fiecărei valori, așa că tu alegi ce carte merge unde și când. Când nicio coloană nu mai are mai mult de o carte, &lt;i&gt;Termină&lt;/i&gt; urcă restul.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Un singur clic pe o carte, sau un dublu clic, o trimite pe prima fundație care o primește.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>cărțile care nu mai pot fi de folos pe masă urcă singure după fiecare mutare: orice carte pe care nicio carte rămasă pe masă nu ar mai putea fi pusă.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>cărțile care nu mai pot fi de folos pe masă urcă singure după fiecare mutare: așii, doiarii și orice carte pe care nicio carte rămasă pe masă, din oricare pachet, nu mai poate fi pusă.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>fiecare carte care poate merge pe fundația ei urcă singură după fiecare mutare: cum secvențele se construiesc pe culoare, nicio carte de pe o fundație nu mai poate fi necesară pe masă.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>cărțile care nu mai pot fi de folos pe masă urcă singure după fiecare mutare: așii, cărțile de 2 și orice carte pentru care toate cele patru fundații au ajuns deja la valoarea imediat inferioară.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>cărțile care nu mai pot fi de folos pe masă urcă singure după fiecare mutare: așii, cărțile de 2 și orice carte pentru care cele două fundații de cealaltă culoare (roșie sau neagră) au ajuns deja la valoarea imediat inferioară.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>Cartea de bază, împărțită prima, nu urcă niciodată singură, căci o carte de rangul cel mai înalt ar mai putea merge pe ea.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Un as nu urcă niciodată singur, căci un rege ar mai putea merge pe el.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Cu opțiunea &lt;i&gt;Mută automat cărțile sigure&lt;/i&gt; activată, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Anularea ia înapoi mutarea ta împreună cu mutările ei automate. Un clic pe o carte, sau un dublu clic, o trimite și pe fundația ei când se potrivește.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Jocuri FreeCell (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Salvează jocul ca</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Jocul nu poate fi salvat</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Jocul nu a putut fi scris în {0}.

Verifică dacă dosarul există, dacă se poate scrie în el și dacă are spațiu liber, apoi încearcă din nou.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} nu este un fișier obișnuit (ci un dispozitiv, un pipe sau un dosar), așa că jocul nu a fost scris acolo și a rămas neschimbat.

Jocul în curs este încă pe masă; salvează-l sub alt nume.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Înlocuiești fișierul?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} există deja.

Îl înlocuiești cu acest joc?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Deschide un joc</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Jocul nu poate fi deschis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>{0} nu poate fi deschis: {1}.

Jocul în curs a rămas neschimbat.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Poziția nu poate fi lipită</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Clipboardul nu conține nicio poziție de jucat: {0}.

Jocul în curs rămâne neschimbat.</translation>
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
        <translation>Aranjează o poziție</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Masa în curs de aranjare</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>Masă &amp;goală</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Masa în joc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>Împarte &amp;restul</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>J&amp;oc:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>&amp;Celule libere:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Așază de la &amp;tastatură:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Cărțile, apoi unde merg: o coloană (1-9, t, j, q, k), o celulă liberă (a-g, i, l-n), h pentru o fundație, - înapoi la cărțile de așezat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Ultimul refuz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Verificarea poziției</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Verdictul rezolvitorului</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Rezolvare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Se &amp;poate câștiga?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>&amp;Joacă</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Joacă și arată &amp;victoria</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Gata: aceasta este o poziție de %1. Jucați-o sau întrebați dacă poate fi câștigată.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Încă nu este o poziție: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Toate celelalte grămezi sunt goale.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Rezolvitorul caută o victorie...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Câștigabilă: rezolvitorul câștigă într-o mutare.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Câștigabilă: rezolvitorul câștigă în %n mutare.</numerusform>
            <numerusform>Câștigabilă: rezolvitorul câștigă în %n mutări.</numerusform>
            <numerusform>Câștigabilă: rezolvitorul câștigă în %n de mutări.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Pierdută: niciun mod de a juca nu câștigă această poziție.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Necunoscut: rezolvitorul nu a găsit un răspuns în timpul pe care îl are.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Toate cărțile sunt așezate. Trageți o carte aici pentru a o lua de pe masă.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>Fundația %1 primește o carte cu o valoare peste %2 în cealaltă culoare, nu %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>Fundația %1 primește o carte cu o valoare peste %2, nu %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>O celulă liberă ține o carte, nu %n.</numerusform>
            <numerusform>O celulă liberă ține o carte, nu %n.</numerusform>
            <numerusform>O celulă liberă ține o carte, nu %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>Celula liberă %1 ține deja %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>Celula liberă %1 ține doar %2, nu %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Cărțile merg pe o fundație una câte una, nu %n deodată.</numerusform>
            <numerusform>Cărțile merg pe o fundație una câte una, nu %n deodată.</numerusform>
            <numerusform>Cărțile merg pe o fundație una câte una, nu %n deodată.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 stă sub %2 pe fundația sa: luați-o întâi pe aceea.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>O fundație în culori alternante începe cu un as, nu cu %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>În acest joc o fundație primește doar o secvență completă, dintr-o singură mutare: așază secvența pe o coloană și trimite-o sus în timpul jocului.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>Fundația %1 este plină.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>Fundația primește acum valoarea %1, nu %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>Fundația de %1 primește doar cărți de %1, nu %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Aici fundațiile pornesc de la valoarea %1, nu de la %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Doar jokerii merg pe fundația jokerilor, iar un joker pe nicio alta: nu %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>Fundația de %1 este plină.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>Fundația de %1 primește cartea cu o valoare peste %2, nu %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>Mai este o carte de așezat.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>Mai este %n carte de așezat.</numerusform>
            <numerusform>Mai sunt %n cărți de așezat.</numerusform>
            <numerusform>Mai sunt %n de cărți de așezat.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>Fundația %1 este goală: în acest joc fiecare fundație începe cu o carte a ei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Toate cărțile sunt pe fundații: nu este nimic de jucat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Tastați una sau mai multe cărți, apoi unde merg: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>„%1” nu este o carte (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>O carte este numită de două ori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>Sunt numite %1 cărți, iar jocul are %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>„%1” nu numește nicio grămadă a acestui joc: o coloană este 1-9, t, j, q sau k, o celulă liberă a-g, i sau l-n, o fundație h (h2 a doua), iar - trimite cărțile înapoi.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Soluție</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Primul pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>Poziția de la care pornește soluția (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Un pas înapoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>O mutare înapoi (Săgeată stânga)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Un pas înainte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>Mutarea următoare (Săgeată dreapta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Ultimul pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>Sfârșitul soluției (End)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Joacă de aici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Continuă tu de la pasul afișat; mutările de dinainte se socotesc ale lui Rezolvă</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Soluție: apasă „Joacă de aici” ca să continui sau Esc ca să revii la jocul tău.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>Acum joci tu, de la pasul {0} al soluției.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Pasul {0} din {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Rezolvat: ultima mutare câștigă jocul.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Următoarea: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>Arată &amp;soluția</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Efectele sonore nu pot fi redate: fișierele lor nu pot fi scrise în {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Nu s-a găsit niciun program de redare pentru efectele sonore: instalează pw-play, paplay sau aplay ca să le auzi.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cărți</numerusform>
            <numerusform>%n de cărți</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Rezerva %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Teancul %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Coloana %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Celula liberă %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Fundația</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Fundația jokerilor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Fundația %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>Fundația de %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>Fundația de %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>o carte cu fața în jos</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>plină, până la %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>goală, primește întâi orice %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>până la %1, primește acum %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>până la %1, primește acum orice %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>goală, primește întâi %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>goală</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>până la %1</translation>
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
        <translation>%1, pentru %2, goală</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, goală</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, celula liberă %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, teancul %2, %3, ultima carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, coloana %2, %3, ultima carte</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, o secvență de %n carte</numerusform>
            <numerusform>%1, o secvență de %n cărți</numerusform>
            <numerusform>%1, o secvență de %n de cărți</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, sub teancul %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, în mână</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: %2 în mână</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: %n carte în mână, de la %2 la %3</numerusform>
            <numerusform>%1: %n cărți în mână, de la %2 la %3</numerusform>
            <numerusform>%1: %n de cărți în mână, de la %2 la %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Puse înapoi</translation>
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
            <numerusform>%n carte cu fața în jos</numerusform>
            <numerusform>%n cărți cu fața în jos</numerusform>
            <numerusform>%n de cărți cu fața în jos</numerusform>
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
        <translation>Acest joc nu are celule libere.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Celule libere, %n goală: %1</numerusform>
            <numerusform>Celule libere, %n goale: %1</numerusform>
            <numerusform>Celule libere, %n goale: %1</numerusform>
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
        <translation>Fundații: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>jokeri</translation>
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
        <translation>%1, în coloana %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Automat: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>S-a anulat: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>S-a refăcut: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>La mutarea %1 din %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Fișierul de statistici nu a putut fi citit, așa că s-a început unul nou. Fișierul vechi este păstrat ca {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Statisticile au fost salvate de o versiune mai nouă a FreeCell Qt; sunt afișate, dar nu și actualizate.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Statisticile nu pot fi salvate în {0} ({1}); jocul continuă fără ele.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Statisticile din {0} nu pot fi citite ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Statisticile nu au putut fi salvate: discul este plin. Vor fi salvate când va fi din nou loc.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Statisticile nu au putut fi salvate acum: un alt program folosește fișierul. Vor fi salvate când acesta va fi liber.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>lucrul cu fișierul durează prea mult și acesta poate fi deteriorat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>un alt program folosește fișierul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>discul este plin</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Statistici</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>Jo&amp;c:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Jocuri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Jucate:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Câștigate:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Rata de câștig:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Serii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Curentă:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Cea mai lungă câștigătoare:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Cea mai lungă pierzătoare:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Cele mai bune victorii</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Cel mai bun timp:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Cele mai puține mutări:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Cel mai bun scor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Victorii la par sau sub par:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Împărțirea zilei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Zile jucate:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Zile câștigate:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Seria curentă:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Cea mai bună serie:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Provocări</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Provocări câștigate:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Cele mai puține celule:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Jocuri jucate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Rezultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Mutări</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Timp</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Scor</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>&amp;Joacă din nou împărțirea</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>&amp;Reluare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>Anali&amp;zează...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>Re&amp;setează...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Jocuri recente:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>După dificultate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Jucate</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Neevaluate</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n câștigat</numerusform>
            <numerusform>%n câștigate</numerusform>
            <numerusform>%n câștigate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n pierdut</numerusform>
            <numerusform>%n pierdute</numerusform>
            <numerusform>%n pierdute</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (împărțirea %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 zi</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n zi</numerusform>
            <numerusform>%n zile</numerusform>
            <numerusform>%n de zile</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Poziție proprie</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Terminat cu Rezolvă: socotit jucat, nu câștigat</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>În curs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Rezolvat</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Câștigat</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, poziție proprie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (împărțirea zilei {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Pierdut</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Codul de joc: niciunul (o poziție aranjată de mână)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Codul de joc: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Resetează statisticile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Uiți toate jocurile terminate de tipul {0}? Acțiunea nu poate fi anulată.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>S&amp;tatistici...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Revizuirea jocului</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Acest joc nu poate fi revizuit: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Reluare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Acest joc nu poate fi reluat: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>poziție proprie</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Statisticile sunt din nou salvate.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Statistici</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Închide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Înapoi la jocul tău (Esc)</translation>
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
        <translation>valet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>damă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>rege</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>treflă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>caro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>cupă</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>pică</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>primul joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>al doilea joker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 înapoi de pe fundație</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 în celula liberă %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 într-o celulă liberă</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 și %n carte de dedesubt pe fundație</numerusform>
            <numerusform>%1 și %n cărți de dedesubt pe fundație</numerusform>
            <numerusform>%1 și %n de cărți de dedesubt pe fundație</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 pe fundație</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 pe %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 și 1 carte de dedesubt pe %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 și %n carte de dedesubt pe %2</numerusform>
            <numerusform>%1 și %n cărți de dedesubt pe %2</numerusform>
            <numerusform>%1 și %n de cărți de dedesubt pe %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 și 1 carte de dedesubt în coloana %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 și %n carte de dedesubt în coloana %2</numerusform>
            <numerusform>%1 și %n cărți de dedesubt în coloana %2</numerusform>
            <numerusform>%1 și %n de cărți de dedesubt în coloana %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 în coloana %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Terminare: 1 carte pe fundație</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Terminare: %n carte pe fundații</numerusform>
            <numerusform>Terminare: %n cărți pe fundații</numerusform>
            <numerusform>Terminare: %n de cărți pe fundații</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>La împărțire: %n carte pe fundații</numerusform>
            <numerusform>La împărțire: %n cărți pe fundații</numerusform>
            <numerusform>La împărțire: %n de cărți pe fundații</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n mutare automată)</numerusform>
            <numerusform>%1 (+%n mutări automate)</numerusform>
            <numerusform>%1 (+%n de mutări automate)</numerusform>
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
        <translation>Pasiență FreeCell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Pasiența cu toate cărțile la vedere: numerele de joc Microsoft și coduri de joc</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;pasiență;solitaire;cărți;joc;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Pasiența cu toate cărțile la vedere</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>FreeCell este pasiența în care toate cele 52 de cărți se împart cu fața în sus: construiește cele patru fundații de la as la rege, cu ajutorul a cel mult patru celule libere. Aproape orice împărțire poate fi câștigată, iar fiecare este o enigmă aparte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Numere de împărțire compatibile cu Microsoft și coduri de joc care îi dau unui prieten exact același joc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>24 de jocuri: FreeCell cu zero până la patru celule libere, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Pinguin, jocuri cu două și trei pachete și un joc personalizat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Un rezolvitor care dă indicii, joacă jocul în locul tău și spune dacă mai poate fi câștigat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Împărțiri evaluate de la ușor la expert, împărțirea zilei, statistici și revizuirea fiecărui joc</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Joc cu mouse-ul, tastatura sau prin atingere, anulări nelimitate și o masă pe care o poate urmări un cititor de ecran</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Modul luminos și modul întunecat, în 25 de limbi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Împărțirea 1, după două mutări: treflele și asul de pică sunt pe fundații</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>Același joc în modul întunecat, pe postavul întunecat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Postavul albastru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Pachetul cu indici mari într-o fereastră înaltă și îngustă</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Nicio mutare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Nu mai este posibilă nicio mutare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Poți anula ultima mutare, poți reîncepe această împărțire de la început sau poți începe un joc nou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Anulează</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Reîncepe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>Joc &amp;nou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Re&amp;vizuiește jocul</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Masa de joc. Tastele săgeți trec de la un teanc la altul, Spațiu ridică și pune jos, R citește teancul, L celulele libere, U fundațiile, Alt cu o cifră o coloană.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Termină</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Joc rezolvat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Rezolvat de calculator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Jocul a fost jucat cu Rezolvă, așa că nu este socotit câștigat în statisticile tale.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Ai câștigat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Felicitări, ai câștigat!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Scor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Mutări:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Timp:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Serie de victorii:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Neevaluată</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Dificultate:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (jocul dumneavoastră: %2, inclusiv mutările automate)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Sub par!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>La par!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>Joc &amp;nou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Joacă din nou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>&amp;Reluare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>Re&amp;vizuiește jocul</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>Arată &amp;soluția</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>Prima ta victorie în acest joc.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Cel mai bun timp al tău din %n victorie.</numerusform>
            <numerusform>Cel mai bun timp al tău din %n victorii.</numerusform>
            <numerusform>Cel mai bun timp al tău din %n de victorii.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Timpul tău este pe locul %1 din %n victorie.</numerusform>
            <numerusform>Timpul tău este pe locul %1 din %n victorii.</numerusform>
            <numerusform>Timpul tău este pe locul %1 din %n de victorii.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Cel mai bun scor al tău din %n victorie.</numerusform>
            <numerusform>Cel mai bun scor al tău din %n victorii.</numerusform>
            <numerusform>Cel mai bun scor al tău din %n de victorii.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Scorul tău este pe locul %1 din %n victorie.</numerusform>
            <numerusform>Scorul tău este pe locul %1 din %n victorii.</numerusform>
            <numerusform>Scorul tău este pe locul %1 din %n de victorii.</numerusform>
        </translation>
    </message>
</context>
</TS>
