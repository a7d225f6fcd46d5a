<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AbandonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/abandon_dialog.py" line="+49"/>
        <source>Abandon Game</source>
        <translation>Abbandona partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abandon the game in progress?</source>
        <translation>Abbandonare la partita in corso?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It will count as a loss in your statistics.</source>
        <translation>Verrà conteggiata come persa nelle statistiche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Abandon</source>
        <translation>&amp;Abbandona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Non chiedere più</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Abandon the game in progress to play %1?</source>
        <extracomment>What Abandon does once a later request took the question over; None while it still answers whoever asked it.</extracomment>
        <translation>Abbandonare la partita in corso per giocare a %1?</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <location filename="../../freecell_qt/windows/help_dialog.py" line="+154"/>
        <source>%1 with %2 to %3 free cells</source>
        <translation>%1 con un numero di celle libere da %2 a %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About FreeCell Qt</source>
        <translation>Informazioni su FreeCell Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;The FreeCell family of solitaires for the desktop: %4, or a game of your own. Microsoft deal numbers, game codes, sequence moves and unlimited undo.&lt;/p&gt;&lt;p&gt;Free software under the MIT License.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FreeCell Qt %1&lt;/h3&gt;&lt;p&gt;La famiglia di solitari Freecell per il desktop: %4, o un gioco tutto tuo. Numeri di smazzata Microsoft, codici partita, spostamenti di sequenze e annullamenti illimitati.&lt;/p&gt;&lt;p&gt;Software libero con licenza MIT.&lt;/p&gt;&lt;p&gt;Qt %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Advisor</name>
    <message>
        <location filename="../../freecell_qt/solving/advisor.py" line="+383"/>
        <source>No hint could be worked out: the solver failed.</source>
        <extracomment>The longest Solve&apos;s demo should take: a way of thousands of moves (three decks) is played faster, so that it ends in minutes rather than hours, though never faster than a step in ``DEMO_FASTEST_MS``. Deals whose solver results are kept: the game in play and the few before it, for a player who goes back to one (Restart, Undo after a new game). Each holds its solution paths, a few hundred entries, so keeping every deal of a long session would grow the app without bound. What the advisor asks the solver. The game at that point, its rules included. Not settled in the verdict&apos;s time; a longer search goes on (``Settler``). The time between Solve&apos;s moves now (ms), said when its demo starts and whenever its speed changes, so the table can fit each move&apos;s flight in it. True when Solve&apos;s demo pauses, False when it goes on. The solver&apos;s way from a position of the game in play, asked for with ``request_solution``: the position and its ``SolveResult`` (solved). Results by deal (start and rules), then by position. The position whose solution &quot;Show the Solution&quot; waits for. The longer search for a position the verdict&apos;s search left unknown. What such searches proved of deals, kept across runs.</extracomment>
        <translation>Impossibile elaborare un suggerimento: il risolutore non è riuscito.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>This deal cannot be won; here is a guess.</source>
        <translation>Questa smazzata non può essere vinta; ecco un tentativo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game can no longer be won; here is a guess.</source>
        <translation>Questa partita non può più essere vinta; ecco un tentativo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking...</source>
        <translation>Sto pensando...</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No move is possible.</source>
        <translation>Nessuna mossa possibile.</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+64"/>
        <source>Looking for a solution...</source>
        <translation>Ricerca di una soluzione...</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+67"/>
        <source>No solution: this deal cannot be won.</source>
        <translation>Nessuna soluzione: questa smazzata non può essere vinta.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+66"/>
        <source>No solution from here: this game can no longer be won.</source>
        <translation>Nessuna soluzione da qui: questa partita non può più essere vinta.</translation>
    </message>
    <message>
        <location line="-64"/>
        <location line="+59"/>
        <source>No solution found in the time allowed.</source>
        <translation>Nessuna soluzione trovata nel tempo consentito.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+11"/>
        <source>Looking for the last winnable position...</source>
        <translation>Ricerca dell&apos;ultima posizione vincibile...</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>This deal cannot be won from its start either.</source>
        <translation>Questa smazzata non può essere vinta nemmeno dall&apos;inizio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No winnable point was found in the time allowed: it is not known whether this deal can be won.</source>
        <translation>Nessun punto vincibile trovato nel tempo consentito: non si sa se questa smazzata possa essere vinta.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No winnable point was found in the time allowed.</source>
        <translation>Nessun punto vincibile trovato nel tempo consentito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to move {0}, the last point from which the game could still be won.</source>
        <translation>Ritorno alla mossa {0}, l&apos;ultimo punto da cui la partita poteva ancora essere vinta.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../../freecell_qt/windows/announcer.py" line="+112"/>
        <source>This deal can be won.</source>
        <translation>Questa smazzata può essere vinta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal can still be won.</source>
        <translation>Questa smazzata può ancora essere vinta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal can no longer be won.</source>
        <translation>Questa smazzata non può più essere vinta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This deal cannot be won.</source>
        <translation>Questa smazzata non può essere vinta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether this deal can be won is not known yet: the search goes on.</source>
        <translation>Non si sa ancora se questa smazzata possa essere vinta: la ricerca continua.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether this deal can be won is not known.</source>
        <translation>Non si sa se questa smazzata possa essere vinta.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Solved by the computer.</source>
        <translation>Risolta dal computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won! Score %1 in %2 moves.</source>
        <translation>Hai vinto! Punteggio %1 in %2 mosse.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No move is left.</source>
        <translation>Non resta nessuna mossa.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../freecell_qt/app/start.py" line="+405"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>``--board`` names standard input with this, as the ``freecell`` command does. The hidden option that carries a board&apos;s text from a second start to the running window; its prefix is no other option&apos;s, so abbreviations keep working. Signals that end the app as Quit does, with the final save.</extracomment>
        <translation>FreeCell Qt è già in esecuzione per questo giocatore, ma non risponde. Chiudilo (o attendi che risponda), poi avvia di nuovo il gioco.</translation>
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
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Solve (Demo)</source>
        <translation>Risol&amp;vi (dimostrazione)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Where Did I Go Wrong?</source>
        <translation>&amp;Dove ho sbagliato?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Hint: {0}</source>
        <translation>Suggerimento: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint (a guess, no solution found): {0}</source>
        <translation>Suggerimento (un tentativo, nessuna soluzione trovata): {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checking...</source>
        <translation>Verifica...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable</source>
        <translation>Vincibile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Can no longer be won</source>
        <translation>Non può più essere vinta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not winnable from the deal</source>
        <translation>Non vincibile dalla smazzata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Still searching...</source>
        <translation>Vincibile? Ricerca in corso...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winnable? Unknown</source>
        <translation>Vincibile? Non si sa</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Solve paused: Space goes on, Esc or a click stops.</source>
        <translation>Risoluzione in pausa: Spazio riprende, Esc o un clic la ferma.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solving slowly: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Risoluzione lenta: + più veloce, - più lenta, Spazio mette in pausa, Esc o un clic la ferma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Risoluzione: + più veloce, - più lenta, Spazio mette in pausa, Esc o un clic la ferma.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solving fast: + faster, - slower, Space pauses, Esc or a click stops.</source>
        <translation>Risoluzione veloce: + più veloce, - più lenta, Spazio mette in pausa, Esc o un clic la ferma.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Stopped.</source>
        <translation>Fermato.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../freecell_qt/services/autosave.py" line="+116"/>
        <source>The game in progress cannot be saved in {0}; play goes on, but it will not be there next time.</source>
        <extracomment>``(path, text) -&gt; bool``: how a save reaches the disk; tests put a failing one here. A sentence for the status bar, emitted once when saving starts to fail. Emitted after each successful write, for whoever waits for one (tests).</extracomment>
        <translation>La partita in corso non può essere salvata in {0}; si continua a giocare, ma la prossima volta non ci sarà.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The saved game could not be read ({0}) nor moved aside; a new game starts.</source>
        <translation>Impossibile leggere la partita salvata ({0}) o spostarla altrove; inizia una nuova partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game could not be read ({0}). A new game starts; the old file is kept as {1}.</source>
        <translation>Impossibile leggere la partita salvata ({0}). Inizia una nuova partita; il vecchio file è conservato come {1}.</translation>
    </message>
</context>
<context>
    <name>AwardWords</name>
    <message>
        <location filename="../../freecell_qt/words/award_words.py" line="+25"/>
        <source>First Challenge</source>
        <translation>Prima sfida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full Day</source>
        <translation>Giornata completa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard Won</source>
        <translation>Vittoria sofferta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Free Cells</source>
        <translation>Nessuna cella libera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On Par</source>
        <translation>In par</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten in a Row</source>
        <translation>Dieci di fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden Month</source>
        <translation>Mese d&apos;oro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win a Daily Challenge.</source>
        <translation>Vinci una sfida del giorno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win all three Daily Challenges of one day.</source>
        <translation>Vinci tutte e tre le sfide del giorno di una stessa giornata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a hard Daily Challenge.</source>
        <translation>Vinci una sfida del giorno difficile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with no free cells.</source>
        <translation>Vinci una partita senza celle libere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win a deal in no more moves than its par.</source>
        <translation>Vinci una smazzata in non più mosse del suo par.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win ten games in a row.</source>
        <translation>Vinci dieci partite di fila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Complete every day of a month: a gold trophy.</source>
        <translation>Completa ogni giorno di un mese: un trofeo d&apos;oro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bronze trophy</source>
        <translation>Trofeo di bronzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver trophy</source>
        <translation>Trofeo d&apos;argento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold trophy</source>
        <translation>Trofeo d&apos;oro</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A day is completed when its three deals are won. Bronze: {0} days in a month; silver: {1} days; gold: every day.</source>
        <translation>Un giorno è completato quando le sue tre smazzate sono vinte. Bronzo: {0} giorni in un mese; argento: {1} giorni; oro: ogni giorno.</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n days in a row</source>
        <translation>
            <numerusform>%n giorno di fila</numerusform>
            <numerusform>%n giorni di fila</numerusform>
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
        <translation>riga %1: la carta %2 è già sulla riga %3: %4 è nel mazzo una sola volta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: card %2 is already %3 times on line %4: %5 is in each deck once</source>
        <translation>riga %1: la carta %2 è già %3 volte sulla riga %4: %5 è in ogni mazzo una sola volta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: card %2 is already %3 times on lines %4: %5 is in each deck once</source>
        <translation>riga %1: la carta %2 è già %3 volte sulle righe %4: %5 è in ogni mazzo una sola volta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the board has %1 cards; missing: %2</source>
        <translation>il tavolo ha %1 carte; mancano: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1: the %2 foundation is given twice</source>
        <translation>riga %1: la fondazione di %2 è indicata due volte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the %2 foundation is given %3 times</source>
        <translation>riga %1: la fondazione di %2 è indicata %3 volte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>line %1: one card in the free cells, but the game has none</source>
        <translation>riga %1: una carta nelle celle libere, ma il gioco non ne ha</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>line %1: %n cards in the free cells, but the game has %2</source>
        <translation>
            <numerusform>riga %1: %n carta nelle celle libere, ma il gioco ne ha %2</numerusform>
            <numerusform>riga %1: %n carte nelle celle libere, ma il gioco ne ha %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>line %1: unknown card &apos;%2&apos;</source>
        <translation>riga %1: carta sconosciuta &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: %2 is a joker, and this game is played without jokers</source>
        <translation>riga %1: %2 è un jolly, e questo gioco si gioca senza jolly</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a second %2 line (the first is line %3)</source>
        <translation>riga %1: una seconda riga %2 (la prima è la riga %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a board of this game has %1 column lines, this one has %2</source>
        <translation>un tavolo di questo gioco ha %1 righe di pile, questo ne ha %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the board holds %1 cards, not %2</source>
        <translation>il tavolo contiene %1 carte, non %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the foundation &apos;%2&apos; is not written like H-A or S-0</source>
        <translation>riga %1: la fondazione &apos;%2&apos; non è scritta come H-A o S-0</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3 (or %4 in alternate colours)</source>
        <translation>riga %1: %2 fondazioni, non %3 (o %4 a colori alterni)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: %2 foundations, not %3</source>
        <translation>riga %1: %2 fondazioni, non %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: foundation %2 cannot hold these cards</source>
        <translation>riga %1: la fondazione %2 non può contenere queste carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: a foundation in alternate colours starts with an ace, not with %2</source>
        <translation>riga %1: una fondazione a colori alterni inizia con un asso, non con %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: each card is one rank above the one below</source>
        <translation>riga %1: su una fondazione %2 non può seguire %3: ogni carta è di un valore superiore a quella sotto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: on a foundation %2 cannot follow %3: the colours alternate</source>
        <translation>riga %1: su una fondazione %2 non può seguire %3: i colori si alternano</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: a foundation holds %2 cards at most, this one %3</source>
        <translation>riga %1: una fondazione contiene al massimo %2 carte, questa %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>line %1: the base &apos;%2&apos; is not a rank like 5 or Q</source>
        <translation>riga %1: la base &apos;%2&apos; non è un valore come 5 o Q</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line %1: face-down cards such as [5H] lie under the face-up ones, and the top card of a column is face up</source>
        <translation>riga %1: le carte coperte come [5H] stanno sotto quelle scoperte, e la carta in cima a una pila è scoperta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the text is %1 characters long; a board is at most %2</source>
        <translation>il testo è lungo %1 caratteri; un tavolo ne ha al massimo %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>there is no board in the text</source>
        <translation>nel testo non c&apos;è nessun tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>line %1: the rules %2 name no game (a Rules: line is like C4K8R0BAFAMSDR)</source>
        <translation>riga %1: le regole %2 non indicano nessun gioco (una riga Rules: è come C4K8R0BAFAMSDR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the board has %1 free cells; a game has at most %2</source>
        <translation>il tavolo ha %1 celle libere; un gioco ne ha al massimo %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every card is on the foundations: there is nothing to play</source>
        <translation>tutte le carte sono sulle fondazioni: non c&apos;è niente da giocare</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the position has %1 free cells, but the game has %2</source>
        <translation>la posizione ha %1 celle libere, ma il gioco ne ha %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 columns, but the game has %2</source>
        <translation>la posizione ha %1 pile, ma il gioco ne ha %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has %1 foundations, but the game has %2</source>
        <translation>la posizione ha %1 fondazioni, ma il gioco ne ha %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in %1 each foundation starts with a card of its own; the position gives none</source>
        <translation>in %1 ogni fondazione inizia con una propria carta; la posizione non ne indica nessuna</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position&apos;s foundations hold cards of any suit, but in %1 each takes one suit</source>
        <translation>le fondazioni della posizione contengono carte di qualsiasi seme, ma in %1 ognuna accetta un solo seme</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>free cell %1 holds only %2, not %3</source>
        <translation>la cella libera %1 contiene solo %2, non %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the position has face-down cards, but in %1 every card is dealt face up</source>
        <translation>la posizione ha carte coperte, ma in %1 ogni carta è distribuita scoperta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the foundations start from rank %1, but in %2 they start from the ace</source>
        <translation>le fondazioni partono dal valore %1, ma in %2 partono dall&apos;asso</translation>
    </message>
</context>
<context>
    <name>CardDecks</name>
    <message>
        <location filename="../../freecell_qt/table/decks.py" line="+172"/>
        <source>Its file {0} is larger than {1} MB.</source>
        <extracomment>The id of the deck drawn by the game itself. Where a deck comes from, as ``--list-decks`` names it. The largest deck file read (the largest Debian deck is about 3.3 MB compressed). The most a compressed deck may inflate to (the largest Debian deck: about 11 MB). An index.desktop is a few kilobytes.</extracomment>
        <translation>Il suo file {0} supera {1} MB.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its file {0} is not a regular file.</source>
        <translation>Il suo file {0} non è un file normale.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} cannot be read.</source>
        <translation>Il suo file {0} non si può leggere.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Its file {0} is damaged.</source>
        <translation>Il suo file {0} è danneggiato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its file {0} unpacks to more than {1} MB.</source>
        <translation>Il suo file {0} decompresso supera {1} MB.</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>It has no {0} (no element “{1}” in its SVG).</source>
        <extracomment>How long after a sheet is drawn it is written to the cache. The order of the pictures in a deck&apos;s sheet: 52 faces, then the back. Once the cards grow past the sheet, it is drawn again this much wider than asked, so that a window growing by a little more (a resize being dragged) is served by scaling, not by drawing again. The cards of the sheet drawn so far (by their place in it). Bumped when the sheet&apos;s layout changes, so that old sheets are not read.</extracomment>
        <translation>Non ha {0} (nessun elemento “{1}” nel suo SVG).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It has no back (no element “back” in its SVG).</source>
        <translation>Non ha il dorso (nessun elemento “back” nel suo SVG).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Its file {0} is not an SVG picture.</source>
        <translation>Il suo file {0} non è un&apos;immagine SVG.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Our own deck is drawn, not loaded.</source>
        <translation>Il nostro mazzo viene disegnato, non caricato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its file {0} is missing.</source>
        <translation>Il suo file {0} non c&apos;è più.</translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../freecell_qt/app/crash_report.py" line="+75"/>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation>FreeCell Qt ha incontrato un errore imprevisto. Il gioco continua, ma qualcosa potrebbe non funzionare come dovrebbe.

I dettagli sono in {0}; allega quel file quando segnali il problema.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation>FreeCell Qt ha incontrato un errore imprevisto. Il gioco continua, ma qualcosa potrebbe non funzionare come dovrebbe. Non è stato possibile scrivere i dettagli nella cartella dei dati.</translation>
    </message>
</context>
<context>
    <name>CustomRules</name>
    <message>
        <location filename="../../freecell_qt/windows/new_game_dialog.py" line="+140"/>
        <source>Alternate colours</source>
        <extracomment>Room left round the dialog for the window frame, in pixels. The narrowest a custom field&apos;s list may become, in average characters.</extracomment>
        <translation>Colori alterni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same suit</source>
        <translation>Stesso seme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any suit</source>
        <translation>Qualsiasi seme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing: no building</source>
        <translation>Niente: nessuna costruzione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card</source>
        <translation>Qualsiasi carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings only</source>
        <translation>Solo i re</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing</source>
        <translation>Niente</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As free cells and columns allow</source>
        <translation>Quanto consentono celle libere e pile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any run at once</source>
        <translation>Qualsiasi sequenza in una volta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card at a time</source>
        <translation>Una carta alla volta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Suit, from the ace</source>
        <translation>Seme, dall&apos;asso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card dealt</source>
        <translation>Seme, dalla prima carta distribuita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, from the first card&apos;s rank, all up</source>
        <translation>Seme, dal valore della prima carta, tutte salite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, from four dealt cards</source>
        <translation>Valore, da quattro carte distribuite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alternate colours, from two aces</source>
        <translation>Colori alterni, da due assi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suit, twice round from four aces</source>
        <translation>Seme, due giri da quattro assi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rank, one foundation, all aces first</source>
        <translation>Valore, una sola fondazione, prima tutti gli assi</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each king starts a column</source>
        <translation>Ogni re inizia una pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each king starts a column, aces up</source>
        <translation>Ogni re inizia una pila, assi saliti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row by row, aces up</source>
        <translation>Riga per riga, assi saliti</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>De&amp;al:</source>
        <translation>&amp;Distribuzione:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Foundations u&amp;p by:</source>
        <translation>&amp;Fondazioni per:</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>C&amp;olumns:</source>
        <translation>&amp;Pile:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;dealt to the cells:</source>
        <translation>Carte distri&amp;buite nelle celle:</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>De&amp;cks:</source>
        <translation>&amp;Mazzi:</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Row by row</source>
        <extracomment>The foundations of the rules shown where the list offers them not (``show_rules``), kept for the rules the controls make until the player picks a choice.</extracomment>
        <translation>Riga per riga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aces and twos deepest</source>
        <translation>Assi e due più in fondo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each suit to its column</source>
        <translation>Ogni seme nella sua pila</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A cell for each s&amp;uit</source>
        <extracomment>The fields of the rules shown that have no control here (ranks going round on the columns where the base says otherwise, Flipper&apos;s covering cells, reserve piles, columns of two kinds, Opera&apos;s face-down cards: those ``fields.FIELDS`` says New Game keeps), kept for the rules the controls make (``show_rules``).</extracomment>
        <translation>Una cella per ogni s&amp;eme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As in Four Colours: free cell a holds only clubs, b diamonds, c hearts and d spades.</source>
        <translation>Come in Quattro colori: la cella libera a contiene solo fiori, b quadri, c cuori e d picche.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Build down in:</source>
        <translation>Costr&amp;uisci in discesa per:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Empty columns take:</source>
        <translation>Le pile &amp;vuote accettano:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sequence moves:</source>
        <translation>Spostamento di &amp;sequenze:</translation>
    </message>
</context>
<context>
    <name>DailyChallengesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_dialog.py" line="+114"/>
        <source>Daily Challenges</source>
        <extracomment>The colours of the marks, easy to hard, and of the trophies.</extracomment>
        <translation>Sfide del giorno</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The day&apos;s deals</source>
        <translation>Le smazzate del giorno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trophies</source>
        <translation>Trofei</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Achievement</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to earn it</source>
        <translation>Come ottenerlo</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Deal {0}</source>
        <translation>Smazzata {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Challenges count in their own month only: this day can no longer be played for its challenge.</source>
        <translation>Le sfide contano solo nel loro mese: questo giorno non può più essere giocato per la sua sfida.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n days completed in {0}.</source>
        <translation>
            <numerusform>%n giorno completato a {0}.</numerusform>
            <numerusform>%n giorni completati a {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} earned.</source>
        <translation>{0} ottenuto.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{0} at %n days.</source>
        <translation>
            <numerusform>{0} a %n giorno.</numerusform>
            <numerusform>{0} a %n giorni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Days completed in a row: %n</source>
        <translation>
            <numerusform>Giorni completati di fila: %n</numerusform>
            <numerusform>Giorni completati di fila: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>(best %n).</source>
        <translation>
            <numerusform>(record: %n).</numerusform>
            <numerusform>(record: %n).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milestones reached: {0} days.</source>
        <translation>Traguardi raggiunti: {0} giorni.</translation>
    </message>
</context>
<context>
    <name>DailyChallengesUi</name>
    <message>
        <location filename="../../freecell_qt/windows/daily_challenges_ui.py" line="+73"/>
        <source>Daily C&amp;hallenges...</source>
        <extracomment>The challenge on the table: its date, level and game; the one left in play at the last close until the game resumed shows whether it is that. Awards told this session, so that one whose write waits is not told again.</extracomment>
        <translation>Sfide &amp;quotidiane...</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Daily Challenge of {0}, {1}: deal {2}.</source>
        <translation>Sfida del giorno del {0}, {1}: smazzata {2}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Earned: {0}.</source>
        <translation>Ottenuto: {0}.</translation>
    </message>
</context>
<context>
    <name>EngineWords</name>
    <message>
        <location filename="../../freecell_qt/words/engine_words.py" line="+40"/>
        <source>the ace of %1</source>
        <translation>l&apos;asso di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the jack of %1</source>
        <translation>il fante di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the queen of %1</source>
        <translation>la donna di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the king of %1</source>
        <translation>il re di %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a red ace</source>
        <translation>un asso rosso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black ace</source>
        <translation>un asso nero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red jack</source>
        <translation>un fante rosso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black jack</source>
        <translation>un fante nero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red queen</source>
        <translation>una donna rossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black queen</source>
        <translation>una donna nera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a red king</source>
        <translation>un re rosso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black king</source>
        <translation>un re nero</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first joker</source>
        <translation>il primo jolly</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the second joker</source>
        <translation>il secondo jolly</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 of %2</source>
        <translation>il %1 di %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a red %1</source>
        <translation>un %1 rosso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a black %1</source>
        <translation>un %1 nero</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>any %1</source>
        <translation>un %1 qualsiasi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 cannot go up: the foundations take %2 next.</source>
        <translation>%1 non può salire: le fondazioni accettano ora %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 cannot go on %2: a king goes on no card, it only fills an empty column.</source>
        <translation>%1 non può andare sopra %2: un re non va sopra nessuna carta, riempie solo una pila vuota.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>%1 cannot go on %2: %3 goes on %4.</source>
        <translation>%1 non può andare sopra %2: %3 va sopra %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No card of the run from %1 to %2 goes on %3: nothing goes on an ace.</source>
        <translation>Nessuna carta della sequenza da %1 a %2 va sopra %3: sopra un asso non va niente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card of the run from %1 to %2 goes on %3, which takes %4.</source>
        <translation>Nessuna carta della sequenza da %1 a %2 va sopra %3, che accetta %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game has no free cells; there is no free cell %1.</source>
        <translation>Questo gioco non ha celle libere; non esiste la cella libera %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has only free cell a; there is no free cell %1.</source>
        <translation>Questo gioco ha solo la cella libera a; non esiste la cella libera %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has free cells a to %1; there is no free cell %2.</source>
        <translation>Questo gioco ha le celle libere da a a %1; non esiste la cella libera %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One card of column %1 goes on %2, not %3.</source>
        <translation>Una carta della pila %1 va sopra %2, non %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n cards of column %1 go on %2, not %3.</source>
        <translation>
            <numerusform>%n carta della pila %1 va sopra %2, non %3.</numerusform>
            <numerusform>%n carte della pila %1 vanno sopra %2, non %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only the bottom card of column %1 can move there.</source>
        <translation>Solo l&apos;ultima carta della pila %1 può spostarsi lì.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Only the bottom %n cards of column %1 form a run.</source>
        <translation>
            <numerusform>Solo %n carta in fondo alla pila %1 forma una sequenza.</numerusform>
            <numerusform>Solo le ultime %n carte della pila %1 formano una sequenza.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 never goes on a column, not even an empty one: a joker goes to a free cell or up.</source>
        <translation>%1 non va mai su una pila, nemmeno vuota: un jolly va in una cella libera o sale.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The jokers&apos; foundation is empty.</source>
        <translation>La fondazione dei jolly è vuota.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing goes on a joker (%1).</source>
        <translation>Sopra un jolly non va niente (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes up only once the clubs, spades and hearts foundations are complete.</source>
        <translation>%1 sale solo quando le fondazioni di fiori, picche e cuori sono complete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Column %1 is empty.</source>
        <translation>La pila %1 è vuota.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 is empty.</source>
        <translation>La cella libera %1 è vuota.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A face-down card cannot move: it turns face up once the cards on it have left.</source>
        <translation>Una carta coperta non può spostarsi: viene girata scoperta appena le carte che ha sopra se ne sono andate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve pile %1 is empty.</source>
        <translation>La riserva %1 è vuota.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 is full: it holds %2 cards.</source>
        <translation>La riserva %1 è piena: contiene %2 carte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A reserve pile takes one card at a time.</source>
        <translation>Una riserva accetta una carta alla volta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reserve pile %1 holds cards: a reserve pile takes cards only when it is empty.</source>
        <translation>La riserva %1 contiene carte: una riserva accetta carte solo quando è vuota.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card may be put on the reserve pile: it only gives cards.</source>
        <translation>Nessuna carta può essere messa sulla riserva: dà soltanto carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards cannot come back from the foundations: the option is off in Preferences.</source>
        <translation>Le carte non possono tornare dalle fondazioni: l&apos;opzione è disattivata nelle Preferenze.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is empty.</source>
        <translation>La fondazione di %1 è vuota.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has columns 1 to %1; there is no column %2.</source>
        <translation>Questo gioco ha le pile da 1 a %1; non esiste la pila %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game has %1 foundations; there is no foundation %2.</source>
        <translation>Questo gioco ha %1 fondazioni; non esiste la fondazione %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game only a king, or a run headed by a king, fills an empty column.</source>
        <translation>In questo gioco solo un re, o una sequenza che inizia con un re, riempie una pila vuota.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this game the foundations start from %1: only a card of rank %2, or a run headed by one, fills an empty column.</source>
        <translation>In questo gioco le fondazioni partono da %1: solo una carta di valore %2, o una sequenza che inizia con una tale carta, riempie una pila vuota.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In this game an empty column stays empty.</source>
        <translation>In questo gioco una pila vuota resta vuota.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game cards move from column to column one at a time.</source>
        <translation>In questo gioco le carte si spostano da pila a pila una alla volta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot go up: the %2 foundation starts from rank %3.</source>
        <translation>%1 non può salire: la fondazione di %2 parte dal valore %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Column %1&apos;s top card is face down while free cell %2 holds a card.</source>
        <translation>La carta in cima alla pila %1 è coperta finché la cella libera %2 contiene una carta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pile %1 lies under pile %2, which holds a card.</source>
        <translation>Il mucchio %1 sta sotto il mucchio %2, che contiene una carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pile %1 lies under pile %2: only all %3 cards of pile %2 may drop onto it.</source>
        <translation>Il mucchio %1 sta sotto il mucchio %2: solo tutte le %3 carte del mucchio %2, insieme, possono scendere su di esso.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>La cella libera %1 contiene solo %2, non %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In this game cards stay on the foundations.</source>
        <translation>In questo gioco le carte restano sulle fondazioni.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this game no card goes on a column.</source>
        <translation>In questo gioco nessuna carta va su una pila.</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 cannot go up: the foundations take these ranks next: %2.</source>
        <translation>%1 non può salire: le fondazioni accettano ora questi valori: %2.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>Foundation %1 is full.</source>
        <translation>La fondazione %1 è completa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 takes rank %2 next, not %3.</source>
        <translation>La fondazione %1 accetta ora il valore %2, non %3.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 cards are dealt to the free cells but there are only %2 free cells: choose more cells or fewer cards.</source>
        <translation>%1 carte vengono distribuite nelle celle libere ma ci sono solo %2 celle libere: scegli più celle o meno carte.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The game can be finished only when no column holds more than one card.</source>
        <translation>La partita può essere terminata solo quando nessuna pila contiene più di una carta.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; begins no game&apos;s code.</source>
        <translation>Codice partita &apos;%1&apos;: &apos;%2&apos; non è l&apos;inizio del codice di nessun gioco.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: cells part &apos;%2&apos; must be C0 to C8.</source>
        <translation>Codice partita &apos;%1&apos;: la parte delle celle &apos;%2&apos; deve essere da C0 a C8.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: %2 free cells is out of range (%3 to %4).</source>
        <translation>Codice partita &apos;%1&apos;: %2 celle libere è fuori intervallo (da %3 a %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game code &apos;%1&apos;: %2 is played with %3 free cells.</source>
        <translation>Codice partita &apos;%1&apos;: %2 si gioca con %3 celle libere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: its rules part cannot be read (%2).</source>
        <translation>Codice partita &apos;%1&apos;: impossibile leggere la parte delle regole (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; is longer than any code.</source>
        <translation>Il codice partita &apos;%1&apos; è più lungo di qualsiasi codice.</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>%1 cannot go up: the %2 foundation starts with the ace.</source>
        <translation>%1 non può salire: la fondazione di %2 inizia con l&apos;asso.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot go up yet: %2 goes first.</source>
        <translation>%1 non può ancora salire: prima deve andare %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card never moves from one free cell to another.</source>
        <translation>Una carta non si sposta mai da una cella libera a un&apos;altra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card from a foundation goes back to a column only.</source>
        <translation>Una carta di una fondazione torna solo su una pila.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Free cell %1 is occupied.</source>
        <translation>La cella libera %1 è occupata.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards, at most %2 can move now.</source>
        <translation>%1 carte, al massimo %2 possono spostarsi ora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game cannot be finished from here.</source>
        <translation>La partita non può essere terminata da qui.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 cannot go up: the foundation takes rank %2 next.</source>
        <translation>%1 non può salire: la fondazione accetta ora il valore %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Foundation %1 takes %2 next, not %3.</source>
        <translation>La fondazione %1 accetta ora %2, non %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only the top card of a free cell or a foundation can move.</source>
        <translation>Solo la carta in cima a una cella libera o a una fondazione può spostarsi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards go up to a foundation one at a time.</source>
        <translation>Le carte salgono su una fondazione una alla volta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A free cell holds one card.</source>
        <translation>Una cella libera contiene una sola carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game only a whole run from king to ace in alternate colours goes up, all 13 cards at once.</source>
        <translation>In questo gioco sale solo una sequenza completa dal re all&apos;asso a colori alterni, tutte le 13 carte insieme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every foundation holds a run.</source>
        <translation>Ogni fondazione contiene una sequenza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is whole runs from king to ace.</source>
        <translation>La partita può essere terminata solo quando ogni pila è fatta di sequenze complete dal re all&apos;asso.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When each king starts a column, the game needs as many columns as kings (%1) or one more, not %2.</source>
        <translation>Quando ogni re inizia una pila, il gioco richiede tante pile quanti sono i re (%1) o una in più, non %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where a free cell&apos;s card turns its column&apos;s top card face down, every free cell needs a column of its own: %1 free cells, %2 columns.</source>
        <translation>Quando la carta di una cella libera gira coperta la carta in cima alla sua pila, ogni cella libera ha bisogno di una pila tutta sua: %1 celle libere, %2 pile.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is won.</source>
        <translation>La partita è vinta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game can be finished only when every column is one run.</source>
        <translation>La partita può essere terminata solo quando ogni pila è un&apos;unica sequenza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can be finished only when every card left can go up from where it lies, one after another.</source>
        <translation>La partita può essere terminata solo quando ogni carta rimasta può salire da dove si trova, una dopo l&apos;altra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>There is nothing to undo.</source>
        <translation>Non c&apos;è niente da annullare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to redo.</source>
        <translation>Non c&apos;è niente da ripetere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no point %1 in the history.</source>
        <translation>Nella cronologia non esiste il punto %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a deal number.</source>
        <translation>&apos;%1&apos; non è un numero di smazzata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal number %1 is out of range (1 to %2).</source>
        <translation>Il numero di smazzata %1 è fuori intervallo (da 1 a %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deal number must be a whole number, not %1.</source>
        <translation>Un numero di smazzata deve essere un numero intero, non %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code &apos;%1&apos;: &apos;%2&apos; is not a letter A to Z, a digit or a dash.</source>
        <translation>Codice partita &apos;%1&apos;: &apos;%2&apos; non è una lettera dalla A alla Z, una cifra o un trattino.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos; must have three parts, like FC1-C4-AAAAAKH.</source>
        <translation>Il codice partita &apos;%1&apos; deve avere tre parti, come FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code &apos;%1&apos;: format version &apos;%2&apos; is not 1.</source>
        <translation>Codice partita &apos;%1&apos;: la versione del formato &apos;%2&apos; non è 1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game code &apos;%1&apos;: deal part &apos;%2&apos; must be 7 letters A to Z.</source>
        <translation>Codice partita &apos;%1&apos;: la parte della smazzata &apos;%2&apos; deve essere di 7 lettere dalla A alla Z.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code &apos;%1&apos;: deal %2 is out of range (1 to %3).</source>
        <translation>Codice partita &apos;%1&apos;: la smazzata %2 è fuori intervallo (da 1 a %3).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards cannot come back from the foundations in this game: it was started with take-back off.</source>
        <extracomment>Every key this module words; a test checks that the engine raises no other. The marks that end a sentence: the Latin ones, the ideographic full stop and its full-width kin (Chinese, Japanese), the Arabic question mark and the Greek one (a semicolon), so that no language gets a second stop after its own.</extracomment>
        <translation>In questo gioco le carte non possono tornare dalle fondazioni: è stato avviato con la ripresa disattivata.</translation>
    </message>
</context>
<context>
    <name>FewestCellsListDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_list.py" line="+46"/>
        <source>Challenges and Easy Deals</source>
        <translation>Sfide e smazzate facili</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Win a FreeCell deal with as few free cells as the solver needs for it. Each deal below is listed under the fewest free cells it can be won with.</source>
        <translation>Vinci una smazzata di Freecell con tante celle libere quante ne servono al risolutore, non di più. Ogni smazzata qui sotto è elencata sotto il minor numero di celle libere con cui può essere vinta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 free cell (%1 deals)</source>
        <translation>1 cella libera (%1 smazzate)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n free cells (%1 deals)</source>
        <translation>
            <numerusform>%n cella libera (%1 smazzate)</numerusform>
            <numerusform>%n celle libere (%1 smazzate)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Fewest cells:</source>
        <translation>&amp;Minimo di celle:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Challenge</source>
        <translation>&amp;Gioca la sfida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Principiante: &amp;una smazzata facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random FreeCell deal with four free cells that the solver rates easy</source>
        <translation>Una smazzata casuale di Freecell con quattro celle libere che il risolutore classifica facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Aces Up</source>
        <translation>&amp;Assi saliti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell with the four aces on the foundations before play: an easier game</source>
        <translation>Freecell con i quattro assi sulle fondazioni prima di giocare: un gioco più facile</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Deal %1 with 1 free cell</source>
        <translation>Smazzata %1 con 1 cella libera</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deal %1 with %n free cells</source>
        <translation>
            <numerusform>Smazzata %1 con %n cella libera</numerusform>
            <numerusform>Smazzata %1 con %n celle libere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/fewest_cells_ui.py" line="+53"/>
        <source>Challenge: &amp;Fewest Cells...</source>
        <extracomment>The challenge in play: its code (the deal and its cells), or None. The deal whose fewest cells the offer waits for. The game whose win was kept, so that a win is kept once.</extracomment>
        <translation>Sfida: &amp;minimo di celle...</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges and &amp;Easy Deals...</source>
        <translation>Sfide e smazzate &amp;facili...</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Beginner: an Easy Deal</source>
        <translation>Principiante: &amp;una smazzata facile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aces Up: an Eas&amp;ier FreeCell</source>
        <translation>Assi saliti: una &amp;versione più facile di Freecell</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Challenge: deal %1 with 1 free cell</source>
        <translation>Sfida: smazzata %1 con 1 cella libera</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge: deal %1 with %n free cells</source>
        <translation>
            <numerusform>Sfida: smazzata %1 con %n cella libera</numerusform>
            <numerusform>Sfida: smazzata %1 con %n celle libere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The fewest-cells challenge is for FreeCell deals dealt by number.</source>
        <translation>La sfida del minimo di celle è per le smazzate di Freecell distribuite per numero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fewest cells come with the difficulty rating, which is hidden while the solver&apos;s verdict is: turn it on in Preferences.</source>
        <translation>Il minimo di celle arriva con la classificazione di difficoltà, che è nascosta finché lo è il verdetto del risolutore: attivalo nelle Preferenze.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Working out the fewest cells...</source>
        <translation>Calcolo del minimo di celle...</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This deal cannot be won, so it has no challenge.</source>
        <translation>Questa smazzata non può essere vinta, quindi non ha una sfida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver could not settle the fewest free cells for this deal within its budget, so it offers no challenge.</source>
        <translation>Il risolutore non è riuscito a stabilire il minimo di celle libere per questa smazzata entro i suoi limiti, quindi non propone una sfida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fewest-Cells Challenge</source>
        <translation>Sfida del minimo di celle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Challenge: win this deal with 1 free cell</source>
        <translation>Sfida: vinci questa smazzata con 1 cella libera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The solver wins deal %1 with 1 free cell and no fewer. The same deal starts again with that many cells.</source>
        <translation>Il risolutore vince la smazzata %1 con 1 cella libera e non meno. La stessa smazzata ricomincia con quel numero di celle.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Challenge: win this deal with %n free cells</source>
        <translation>
            <numerusform>Sfida: vinci questa smazzata con %n cella libera</numerusform>
            <numerusform>Sfida: vinci questa smazzata con %n celle libere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The solver wins deal %1 with %n free cells and no fewer. The same deal starts again with that many cells.</source>
        <translation>
            <numerusform>Il risolutore vince la smazzata %1 con %n cella libera e non meno. La stessa smazzata ricomincia con quel numero di celle.</numerusform>
            <numerusform>Il risolutore vince la smazzata %1 con %n celle libere e non meno. La stessa smazzata ricomincia con quel numero di celle.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start Challenge</source>
        <translation>&amp;Inizia la sfida</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Challenge won: deal %1 with 1 free cell!</source>
        <translation>Sfida vinta: smazzata %1 con 1 cella libera!</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Challenge won: deal %1 with %n free cells!</source>
        <translation>
            <numerusform>Sfida vinta: smazzata %1 con %n cella libera!</numerusform>
            <numerusform>Sfida vinta: smazzata %1 con %n celle libere!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>FreeCell with the aces up: the four aces start on the foundations. Its results are kept apart from FreeCell&apos;s.</source>
        <translation>Freecell con gli assi saliti: i quattro assi partono dalle fondazioni. I suoi risultati sono tenuti separati da quelli di Freecell.</translation>
    </message>
</context>
<context>
    <name>FileWords</name>
    <message>
        <location filename="../../freecell_qt/storage/file_words.py" line="+32"/>
        <source>the file is larger than %1 MB</source>
        <translation>il file è più grande di %1 MB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not text (UTF-8)</source>
        <translation>il file non è di testo (UTF-8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file is not valid JSON (line %1, column %2: %3); it may have been cut short</source>
        <translation>il file non è JSON valido (riga %1, colonna %2: %3); potrebbe essere stato troncato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not valid JSON (%1)</source>
        <translation>il file non è JSON valido (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file cannot be read (%1)</source>
        <translation>impossibile leggere il file (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file does not hold a saved game (no JSON object)</source>
        <translation>il file non contiene una partita salvata (nessun oggetto JSON)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a FreeCell Qt game (format %1)</source>
        <translation>il file non è una partita di FreeCell Qt (formato %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file has no version number</source>
        <translation>il file non ha un numero di versione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file was written by a newer FreeCell Qt (version %1); update the app to open it</source>
        <translation>il file è stato scritto da una versione più recente di FreeCell Qt (versione %1); aggiorna l&apos;applicazione per aprirlo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown file version %1</source>
        <translation>versione del file sconosciuta %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the time played must be a number of seconds, 0 or more</source>
        <translation>il tempo di gioco deve essere un numero di secondi, 0 o più</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints must be a whole number, 0 or more</source>
        <translation>il numero di suggerimenti deve essere un numero intero, 0 o più</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file holds no game</source>
        <translation>il file non contiene nessuna partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game in the file is not valid: %1</source>
        <translation>la partita nel file non è valida: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game has %1 steps, more than the %2 allowed</source>
        <translation>la partita ha %1 passi, più dei %2 consentiti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 has more than the %2 moves a step may have</source>
        <translation>il passo %1 ha più delle %2 mosse che un passo può avere</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has more than the %1 moves allowed</source>
        <translation>la partita ha più delle %1 mosse consentite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time played is more than %1 years</source>
        <translation>il tempo di gioco supera %1 anni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number of hints is more than %1</source>
        <translation>il numero di suggerimenti supera %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not a regular file (a folder, a device or a pipe)</source>
        <translation>il file non è un file regolare (una cartella, un dispositivo o una pipe)</translation>
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
        <translation>Questa carta non ha dove andare.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Replay: press Continue from Here to play, or Esc to go back to your game.</source>
        <translation>Riproduzione: premi Continua da qui per giocare, o Esc per tornare alla tua partita.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/history_dialog.py" line="+47"/>
        <source>Undo History</source>
        <extracomment>Shown beside the current point, so it is found without relying on colour.</extracomment>
        <translation>Cronologia annullamenti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a point to return the game to it. Undone steps are greyed and can be redone until you make a new move.</source>
        <translation>Scegli un punto per riportarvi la partita. I passi annullati sono in grigio e possono essere ripetuti finché non fai una nuova mossa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Steps played</source>
        <translation>Passi giocati</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;Go to</source>
        <translation>&amp;Vai a</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Undone: can be redone</source>
        <translation>Annullato: può essere ripetuto</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The game is here now</source>
        <translation>La partita è qui ora</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal</source>
        <translation>Smazzata</translation>
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
        <translation>Come si gioca</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Finishing</source>
        <translation>Terminare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;When every column is a single run, the game is as good as won: the &lt;b&gt;Finish&lt;/b&gt; button sends all the cards up. With &lt;i&gt;Finish automatically&lt;/i&gt; on, this happens by itself. If no move is left at all, you can undo, restart the deal or start a new game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quando ogni pila è un&apos;unica sequenza, la partita è praticamente vinta: il pulsante &lt;b&gt;Termina&lt;/b&gt; manda su tutte le carte. Con &lt;i&gt;Termina automaticamente&lt;/i&gt; attivo, questo avviene da sé. Se non resta nessuna mossa, puoi annullare, riavviare la smazzata o iniziare una nuova partita.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each card put on a foundation earns 10 points and each card played from a free cell to a column 5 points; a card taken back from a foundation costs 10. Undo takes back the points too, and the score never drops below zero.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ogni carta messa su una fondazione vale 10 punti e ogni carta giocata da una cella libera su una pila 5 punti; una carta ripresa da una fondazione costa 10 punti. Annulla toglie anche i punti, e il punteggio non scende mai sotto zero.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal numbers and game codes</source>
        <translation>Numeri di smazzata e codici partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Every deal has a number from 1 to 2,147,483,647, the same as in the classic Windows game, and the same number gives the same shuffle in every game, dealt into that game&apos;s layout: FreeCell deal 11982 is the famous one that cannot be won. A &lt;b&gt;game code&lt;/b&gt; such as &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; names the game, its free cells and the deal, so a friend who enters it plays exactly the same game. Use &lt;i&gt;Play Deal by Number or Code&lt;/i&gt; to enter either.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ogni smazzata ha un numero da 1 a 2.147.483.647, lo stesso del classico gioco di Windows, e lo stesso numero dà lo stesso mescolamento in ogni gioco, distribuito secondo la disposizione di quel gioco: la smazzata 11982 di Freecell è la famosa smazzata che non può essere vinta. Un &lt;b&gt;codice partita&lt;/b&gt; come &lt;tt&gt;FC1-C4-AAAAAKH&lt;/tt&gt; indica il gioco, le sue celle libere e la smazzata, così un amico che lo inserisce gioca esattamente la stessa partita. Usa &lt;i&gt;Gioca smazzata per numero o codice&lt;/i&gt; per inserire l&apos;uno o l&apos;altro.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Difficulty and winnable deals</source>
        <translation>Difficoltà e smazzate vincibili</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Each deal is rated &lt;b&gt;Easy&lt;/b&gt;, &lt;b&gt;Medium&lt;/b&gt;, &lt;b&gt;Hard&lt;/b&gt; or &lt;b&gt;Expert&lt;/b&gt;. The rating counts the fewest free cells the deal can still be won with (the solver tries the game&apos;s cells, then one fewer, and so on), then how long the solver had to search for a win: every cell a deal needs weighs like a tenfold longer search. It rests on a count of positions, not on time, so the same deal gets the same rating on every computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;New Game with Options&lt;/i&gt;, &lt;i&gt;Winnable deals only&lt;/i&gt; deals a random deal only once the solver has found a win for it, and &lt;i&gt;Difficulty&lt;/i&gt; asks for a random deal of that rating. While the solver looks, you can keep playing; &lt;b&gt;Esc&lt;/b&gt; stops the search.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ogni smazzata è classificata &lt;b&gt;Facile&lt;/b&gt;, &lt;b&gt;Medio&lt;/b&gt;, &lt;b&gt;Difficile&lt;/b&gt; o &lt;b&gt;Esperto&lt;/b&gt;. La classificazione conta il minor numero di celle libere con cui la smazzata può ancora essere vinta (il risolutore prova le celle del gioco, poi una in meno, e così via), poi quanto a lungo il risolutore ha dovuto cercare una vittoria: ogni cella di cui una smazzata ha bisogno pesa come una ricerca dieci volte più lunga. Si basa su un conteggio di posizioni, non sul tempo, quindi la stessa smazzata ottiene la stessa classificazione su ogni computer.&lt;/p&gt;&lt;p&gt;In &lt;i&gt;Nuova partita con opzioni&lt;/i&gt;, &lt;i&gt;Solo smazzate vincibili&lt;/i&gt; distribuisce una smazzata casuale solo dopo che il risolutore ha trovato una vittoria, e &lt;i&gt;Difficoltà&lt;/i&gt; chiede una smazzata casuale di quel livello. Mentre il risolutore cerca, puoi continuare a giocare; &lt;b&gt;Esc&lt;/b&gt; ferma la ricerca.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Playing with a screen reader</source>
        <translation>Giocare con un lettore di schermo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The table tells a screen reader which pile the frame is on, for example &lt;i&gt;7 of hearts, column 3, 5 cards, top card&lt;/i&gt; or &lt;i&gt;Free cell b, empty&lt;/i&gt;, and says each move, the cards that go up by themselves, why a move is refused, hints, whether the deal can still be won, and the win. To hear the table: &lt;b&gt;R&lt;/b&gt; reads every card of the pile the frame is on, &lt;b&gt;L&lt;/b&gt; reads the free cells, &lt;b&gt;U&lt;/b&gt; the foundations, and &lt;b&gt;Alt&lt;/b&gt; with a digit reads that column (&lt;b&gt;Alt+3&lt;/b&gt; column 3). Reading moves no card and no frame.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il tavolo indica a un lettore di schermo su quale mucchio si trova il riquadro, per esempio &lt;i&gt;7 di cuori, pila 3, 5 carte, carta in cima&lt;/i&gt; o &lt;i&gt;Cella libera b, vuota&lt;/i&gt;, e annuncia ogni mossa, le carte che salgono da sole, perché una mossa è rifiutata, i suggerimenti, se la smazzata può ancora essere vinta, e la vittoria. Per ascoltare il tavolo: &lt;b&gt;R&lt;/b&gt; legge ogni carta del mucchio su cui si trova il riquadro, &lt;b&gt;L&lt;/b&gt; legge le celle libere, &lt;b&gt;U&lt;/b&gt; le fondazioni, e &lt;b&gt;Alt&lt;/b&gt; con una cifra legge quella pila (&lt;b&gt;Alt+3&lt;/b&gt; la pila 3). La lettura non sposta né carte né riquadro.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;p&gt;The arrow keys move a frame between the piles; &lt;b&gt;Space&lt;/b&gt; or &lt;b&gt;Enter&lt;/b&gt; picks up the cards there and puts them down on the next pile you choose; &lt;b&gt;Esc&lt;/b&gt; lets go. You can also type a move: a column number, then where it goes (another column, a free cell, or &lt;b&gt;h&lt;/b&gt; for the foundation). &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;h&lt;/b&gt; sends the exposed card of column 3 to its foundation.&lt;/p&gt;</source>
        <translation>&lt;p&gt;I tasti freccia spostano un riquadro tra i mucchi; &lt;b&gt;Spazio&lt;/b&gt; o &lt;b&gt;Invio&lt;/b&gt; prende le carte che vi si trovano e le posa sul mucchio successivo che scegli; &lt;b&gt;Esc&lt;/b&gt; le lascia. Puoi anche digitare una mossa: un numero di pila, poi dove va (un&apos;altra pila, una cella libera o &lt;b&gt;h&lt;/b&gt; per la fondazione). &lt;b&gt;3&lt;/b&gt; poi &lt;b&gt;h&lt;/b&gt; manda la carta scoperta della pila 3 sulla sua fondazione.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Columns 10 and up are typed %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le pile dalla 10 in su si digitano %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Piles %1 and up have no key of their own: reach them with the arrow keys, Left and Right along a tier, Up and Down to the tier above or below.&lt;/p&gt;</source>
        <translation>&lt;p&gt;I mucchi dal %1 in poi non hanno un tasto proprio: raggiungili con i tasti freccia, Sinistra e Destra lungo un livello, Su e Giù al livello sopra o sotto.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;The free cells are lettered &lt;b&gt;a&lt;/b&gt; to &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; is the foundation): &lt;b&gt;3&lt;/b&gt; then &lt;b&gt;a&lt;/b&gt; moves the exposed card of column 3 to the first free cell.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le celle libere sono contrassegnate con le lettere da &lt;b&gt;a&lt;/b&gt; a &lt;b&gt;%1&lt;/b&gt; (&lt;b&gt;h&lt;/b&gt; è la fondazione): &lt;b&gt;3&lt;/b&gt; poi &lt;b&gt;a&lt;/b&gt; sposta la carta scoperta della pila 3 nella prima cella libera.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>How to play %1</source>
        <translation>Come si gioca a %1</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Keyboard</source>
        <translation>Tastiera</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_bar.py" line="+52"/>
        <source>Lesson</source>
        <translation>Lezione</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Skip</source>
        <translation>Salta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step</source>
        <translation>Passa al passo successivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave Lesson</source>
        <translation>Esci dalla lezione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Torna alla tua partita (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Deal</source>
        <translation>Gioca una smazzata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the lesson and play</source>
        <translation>Esci dalla lezione e gioca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take It Again</source>
        <translation>Ripeti la lezione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson once more, from step 1</source>
        <translation>La lezione ancora una volta, dal passo 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the lesson now</source>
        <translation>Fai la lezione adesso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Thanks</source>
        <translation>No, grazie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson stays in the Help menu</source>
        <translation>La lezione resta nel menu Aiuto</translation>
    </message>
</context>
<context>
    <name>LessonUi</name>
    <message>
        <location filename="../../freecell_qt/windows/lesson_ui.py" line="+70"/>
        <source>First &amp;Lesson</source>
        <extracomment>The lesson&apos;s game on the table, read through the controller. What the game said when it refused the move the refusal step asked for. The last words spoken, so that a redraw does not say them again.</extracomment>
        <translation>Prima &amp;lezione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave Lesson</source>
        <translation>Esci dalla lezione</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>New to FreeCell?</source>
        <translation>Prima volta con FreeCell?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a short lesson: eight steps on a small deal, about three minutes. Your game waits meanwhile.</source>
        <translation>Fai una breve lezione: otto passi su una piccola smazzata, circa tre minuti. Nel frattempo la tua partita ti aspetta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The lesson is in the Help menu whenever you want it: First Lesson.</source>
        <translation>La lezione è nel menu Aiuto quando vuoi: Prima lezione.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Well done!</source>
        <translation>Ben fatto!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the lesson&apos;s deal, and you know every move of FreeCell now. Play a Deal, or take the lesson again.</source>
        <translation>Hai vinto la smazzata della lezione e ora conosci tutte le mosse di FreeCell. Gioca una smazzata o ripeti la lezione.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {0} of {1}</source>
        <translation>Passo {0} di {1}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>A card goes onto a card one rank higher of the other colour, like a red jack onto a black queen. Drag the {0} onto the {1}.</source>
        <translation>Una carta va su una carta di valore immediatamente superiore e di colore opposto, come un fante rosso su una donna nera. Trascina {0} su {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The free cells, top left, hold any one card each. Put the {0} in a free cell to uncover the card under it.</source>
        <translation>Le celle libere, in alto a sinistra, contengono ciascuna una carta qualsiasi. Metti {0} in una cella libera per scoprire la carta che c&apos;è sotto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The foundations, top right, build each suit up from the ace. Send the {0} up: drag it there or double-click it. In your own games, cards nothing needs go up by themselves (auto-move).</source>
        <translation>Le fondazioni, in alto a destra, si costruiscono seme per seme a partire dall&apos;asso. Manda su {0}: trascina la carta lì o fai doppio clic su di essa. Nelle tue partite, le carte che non servono più salgono da sole (spostamento automatico).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cards in order of alternating colours move together: (free cells + 1) × 2^(empty columns) at most, {0} here. Drag the {1} onto the {2}; the cards below it come along.</source>
        <translation>Le carte in ordine a colori alterni si spostano insieme: al massimo (celle libere + 1) × 2^(pile vuote), qui {0}. Trascina {1} su {2}; le carte sotto di essa la seguono.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try one.</source>
        <translation>Il gioco rifiuta le mosse che le regole non consentono e spiega perché in fondo alla finestra. Provane una.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refuses a move the rules do not allow, and says why at the bottom of the window. Try it: drag the {0} onto the {1}.</source>
        <translation>Il gioco rifiuta le mosse che le regole non consentono e spiega perché in fondo alla finestra. Prova: trascina {0} su {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Make any move, then take it back with Undo (Ctrl+Z).</source>
        <translation>Fai una mossa qualsiasi, poi annullala con Annulla (Ctrl+Z).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any move can be taken back: press Ctrl+Z (Undo) now.</source>
        <translation>Ogni mossa si può annullare: premi ora Ctrl+Z (Annulla).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game said: “{0}”</source>
        <translation>Il gioco ha detto: “{0}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sure what to do? Press H (Hint): the game marks a good move.</source>
        <translation>Non sai cosa fare? Premi H (Suggerimento): il gioco evidenzia una buona mossa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now win the deal: every card to its foundation. Use hints (H) as you like; Finish (Ctrl+F) sends the rest up once they are in order.</source>
        <translation>Ora vinci la smazzata: ogni carta sulla sua fondazione. Usa i suggerimenti (H) quanto vuoi; Termina (Ctrl+F) manda su il resto quando le carte sono in ordine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This cannot be done from here. Take moves back with Undo (Ctrl+Z), or press Skip.</source>
        <translation>Da qui non si può più vincere. Annulla le mosse con Annulla (Ctrl+Z) o premi Salta.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+190"/>
        <source>More buttons</source>
        <extracomment>When the solver processes start for a window that is never painted (a test&apos;s). The last message shown while a replay was on the table: it speaks of the replay (&quot;press Continue from Here&quot;), so it goes with it. One search at a time among the window&apos;s workers, the player&apos;s first.</extracomment>
        <translation>Altri pulsanti</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game &amp;with Options...</source>
        <translation>Nuova partita &amp;con opzioni...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart Deal</source>
        <translation>&amp;Riavvia smazzata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play Deal by Number or Code...</source>
        <translation>Gioca smazzata per numero o co&amp;dice...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Daily Deal</source>
        <translation>Smazzata del &amp;giorno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy Game Code</source>
        <translation>Copia codice &amp;partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cop&amp;y Position</source>
        <translation>Copia p&amp;osizione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aste Position</source>
        <translation>Inco&amp;lla posizione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set &amp;Up Position...</source>
        <translation>&amp;Imposta posizione...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open Game...</source>
        <translation>&amp;Apri partita...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save Game As...</source>
        <translation>&amp;Salva partita come...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo His&amp;tory...</source>
        <translation>&amp;Cronologia annullamenti...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view Game...</source>
        <translation>&amp;Esamina partita...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish</source>
        <translation>&amp;Termina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Barra degli strumenti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferenze...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About FreeCell Qt</source>
        <translation>&amp;Informazioni su FreeCell Qt</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Daily Deal {0}: {1} deal {2}</source>
        <translation>Smazzata del giorno {0}: {1} smazzata {2}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+257"/>
        <source>{0} deal {1}</source>
        <translation>{0} smazzata {1}</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>First Lesson</source>
        <translation>Prima lezione</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>It is no longer installed.</source>
        <translation>Non è più installato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The card deck “{0}” cannot be used: {1} The cards are FreeCell Qt&apos;s own.</source>
        <translation>Il mazzo “{0}” non si può usare: {1} Le carte sono quelle di FreeCell Qt.</translation>
    </message>
    <message>
        <location line="+195"/>
        <source>Copied the position to the clipboard as text.</source>
        <translation>Posizione copiata negli appunti come testo.</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/app/self_test.py" line="+128"/>
        <location filename="../../freecell_qt/windows/main_window.py" line="-364"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../../freecell_qt/windows/main_window.py" line="+16"/>
        <source>&amp;Move</source>
        <translation>&amp;Mossa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Toolbar</source>
        <translation>Barra degli strumenti</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Score: {0}</source>
        <translation>Punteggio: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves: {0}</source>
        <translation>Mosse: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time: {0}</source>
        <translation>Tempo: {0}</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>This is today&apos;s Daily Deal; Restart Deal plays it from the start.</source>
        <translation>Questa è la Smazzata del giorno di oggi; Riavvia smazzata la gioca dall&apos;inizio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Daily Deal of {0}: the same deal for everyone today.</source>
        <translation>La Smazzata del giorno del {0}: la stessa smazzata per tutti oggi.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Copied {0} to the clipboard.</source>
        <translation>{0} copiato negli appunti.</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../../freecell_qt/windows/message_bar.py" line="+204"/>
        <source>&amp;Messages...</source>
        <extracomment>The session&apos;s messages, whole, with the time each came.</extracomment>
        <translation>&amp;Messaggi...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last messages of the status bar</source>
        <translation>Gli ultimi messaggi della barra di stato</translation>
    </message>
</context>
<context>
    <name>MessagesDialog</name>
    <message>
        <location line="-44"/>
        <source>Messages</source>
        <extracomment>Lines of message the bar always has room for: the longest refusal at 800 pixels. The most lines a message takes; beyond them it ends in an ellipsis. The least width, in average characters, a message keeps beside the permanent widgets. Messages the Messages list keeps, newest last.</extracomment>
        <translation>Messaggi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Last messages, newest last</source>
        <translation>Ultimi messaggi, il più recente in fondo</translation>
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
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location line="-238"/>
        <source>Custom</source>
        <translation>Personalizzato</translation>
    </message>
    <message>
        <location line="+228"/>
        <source>Allow cards bac&amp;k from the foundations</source>
        <translation>Consenti di &amp;riprendere le carte dalle fondazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An option of every game, as in Preferences</source>
        <translation>Un&apos;opzione di ogni gioco, come nelle Preferenze</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Free cells:</source>
        <translation>&amp;Celle libere:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&amp;Random deal</source>
        <translation>Smazzata c&amp;asuale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal &amp;number or game code:</source>
        <translation>&amp;Numero di smazzata o codice partita:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winnable deals on&amp;ly</source>
        <translation>So&amp;lo smazzate vincibili</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal a random deal only once the solver has proven it winnable</source>
        <translation>Distribuisci una smazzata casuale solo dopo che il risolutore l&apos;ha dimostrata vincibile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any</source>
        <translation>Qualsiasi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. 11982 or FC1-C4-AAAAAKH</source>
        <translation>es. 11982 o FC1-C4-AAAAAKH</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Diff&amp;iculty:</source>
        <translation>D&amp;ifficoltà:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Deal numbers run from 1 to %1, the same shuffle in every game.&lt;br&gt;Game codes look like FC1-C4-AAAAAKH.</source>
        <translation>I numeri di smazzata vanno da 1 a %1, lo stesso mescolamento in ogni gioco.&lt;br&gt;I codici partita sono come FC1-C4-AAAAAKH.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>C&amp;hallenges and Easy Deals...</source>
        <translation>Sfide e smazza&amp;te facili...</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>%1. These are the rules of %2.</source>
        <translation>%1. Queste sono le regole di %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game code: none yet</source>
        <translation>Codice partita: ancora nessuno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game code: a random deal — %1</source>
        <translation>Codice partita: una smazzata casuale — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game code: %1 — %2, deal %3</source>
        <translation>Codice partita: %1 — %2, smazzata %3</translation>
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
        <translation>Le tue mosse contate come le conta il par (tutte le mosse, comprese quelle verso le fondazioni e quelle automatiche) e il par della smazzata: il minor numero di mosse trovato per vincerla</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <location filename="../../freecell_qt/storage/preferences.py" line="+333"/>
        <source>The settings file {0} could not be read; the defaults are used.</source>
        <extracomment>Values of the Language preference: follow the system, or one language. The Difficulty preference&apos;s value for &quot;any deal&quot; (the others are ``Difficulty`` values). Values of &quot;Winnable deals only&quot;: &quot;auto&quot; follows the game (on where lost deals are common, see ``unwinnable_deals_common``) until the player says. The longest text read as the Daily Challenge in play: a date and a level. A sentence for the player, emitted once per run when changes cannot be kept. What the desktop asks for, for reduced motion&apos;s &quot;auto&quot;: read at once where a file tells, else answered later (or never) in the background.</extracomment>
        <translation>Impossibile leggere il file delle impostazioni {0}; vengono usati i valori predefiniti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file could not be read; it was kept as {0} and the defaults are used.</source>
        <translation>Impossibile leggere il file delle impostazioni; è stato conservato come {0} e vengono usati i valori predefiniti.</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Settings cannot be saved in {0}; changes last only until FreeCell Qt closes.</source>
        <translation>Le impostazioni non possono essere salvate in {0}; le modifiche durano solo fino alla chiusura di FreeCell Qt.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/preferences_dialog.py" line="+71"/>
        <location line="+153"/>
        <source>Preferences</source>
        <extracomment>The width of a card in the deck preview (Preferences, Cards).</extracomment>
        <translation>Preferenze</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Auto-move safe cards to the foundations</source>
        <translation>Sposta &amp;automaticamente le carte sicure sulle fondazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Finish automatically when every column is a run</source>
        <translation>&amp;Fine automatica quando ogni pila è una sequenza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Single &amp;click sends a card to its foundation</source>
        <translation>Un &amp;clic singolo manda una carta sulla sua fondazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click to &amp;move: click a card, then its place</source>
        <translation>Sposta con i clic: clicca una carta, poi il posto c&amp;he le spetta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow cards &amp;back from the foundations</source>
        <translation>Consenti di &amp;riprendere le carte dalle fondazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fo&amp;ur-colour deck (clubs green, diamonds blue)</source>
        <translation>Mazzo a &amp;quattro colori (fiori verdi, quadri blu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Large &amp;index deck (big rank and suit in the corners)</source>
        <translation>Mazzo con &amp;indici grandi (valore e seme grandi negli angoli)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound effects</source>
        <translation>&amp;Effetti sonori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume the last game at start</source>
        <translation>Ri&amp;prendi l&apos;ultima partita all&apos;avvio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show whether the game can still be &amp;won</source>
        <translation>Mostra se la partita può ancora essere &amp;vinta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A click picks up a card and the run on it; a click on another pile puts them there, a click on the felt or Esc puts them back. A single click then picks rather than sending a card to its foundation; a double click still does.</source>
        <translation>Un clic prende una carta e la sequenza sopra di essa; un clic su un altro mucchio le posa lì, un clic sul panno o Esc le rimette a posto. Un clic singolo allora prende la carta invece di mandarla sulla sua fondazione; il doppio clic la manda ancora.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+129"/>
        <source>Play</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>&amp;Doubling: (free cells + 1) × 2^empty columns</source>
        <translation>&amp;Doppia: (celle libere + 1) × 2^pile vuote</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Linear: (free cells + 1) × (empty columns + 1)</source>
        <translation>&amp;Lineare: (celle libere + 1) × (pile vuote + 1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards a sequence move may carry:</source>
        <translation>Carte che uno spostamento di sequenza può portare:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In games whose empty columns take only kings, or nothing, free cells + 1 cards move at once. Rule changes apply at once, to the game in progress too.</source>
        <translation>Nei giochi le cui pile vuote accettano solo re, o niente, si spostano insieme celle libere + 1 carte. Le modifiche alle regole si applicano subito, anche alla partita in corso.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+23"/>
        <source>Off</source>
        <translation>Disattivata</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+38"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+36"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+11"/>
        <source>As the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt, dark in dark mode</source>
        <translation>Panno verde, scuro in modalità scura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Panno verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Panno blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark felt</source>
        <translation>Panno scuro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On: black felt, outlined cards and piles</source>
        <translation>Attivata: panno nero, carte e mucchi contornati</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blue lattice</source>
        <translation>Reticolo blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red diamonds</source>
        <translation>Rombi rossi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green waves</source>
        <translation>Onde verdi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fit the window</source>
        <translation>Adatta alla finestra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Small</source>
        <translation>Piccola</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Sol&amp;ve speed:</source>
        <translation>Velocità di risol&amp;uzione:</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+35"/>
        <source>Appearance</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Colour &amp;scheme:</source>
        <translation>&amp;Schema di colori:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Tavolo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;High contrast:</source>
        <translation>Modalit&amp;à alto contrasto:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Di&amp;mensione delle carte:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reduce motion: cards go straight to their &amp;place, no celebration</source>
        <translation>Riduci il movimento: le carte vanno su&amp;bito al loro posto, senza festeggiamenti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On by default when the desktop asks for less animation. Solve still plays one move at a time, at its own speed.</source>
        <translation>Attiva in modo predefinito quando il desktop chiede meno animazioni. Risolvi gioca comunque una mossa alla volta, alla sua velocità.</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+36"/>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>FreeCell Qt&apos;s own</source>
        <translation>Quello di FreeCell Qt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck preview: an ace, a king and the back</source>
        <translation>Anteprima del mazzo: un asso, un re e il dorso</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>D&amp;eck:</source>
        <translation>Ma&amp;zzo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card bac&amp;k:</source>
        <translation>D&amp;orso delle carte:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>This option changes FreeCell Qt&apos;s own deck only; the deck chosen brings its own faces and back.</source>
        <translation>Questa opzione cambia solo il mazzo di FreeCell Qt; il mazzo scelto ha le sue facce e il suo dorso.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The deck “{0}” cannot be used: {1}</source>
        <translation>Il mazzo “{0}” non si può usare: {1}</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>A&amp;nimation speed:</source>
        <translation>Velocità a&amp;nimazioni:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lan&amp;guage:</source>
        <translation>Lin&amp;gua:</translation>
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
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
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
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Ripristina</translation>
    </message>
</context>
<context>
    <name>RatingUi</name>
    <message>
        <location filename="../../freecell_qt/windows/rating_ui.py" line="+55"/>
        <source>Cancel</source>
        <extracomment>The par of the deal in play, asked for once it is rated.</extracomment>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop looking for a deal (Esc)</source>
        <translation>Smetti di cercare una smazzata (Esc)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Difficulty: rating...</source>
        <translation>Difficoltà: valutazione...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working out how hard this deal is</source>
        <translation>Valutazione della difficoltà di questa smazzata</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficulty: not rated</source>
        <translation>Difficoltà: non valutata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal cannot be won, so it has no level</source>
        <translation>Questa smazzata non può essere vinta, quindi non ha un livello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The solver settled nothing within its budget</source>
        <translation>Il risolutore non ha stabilito nulla entro il suo limite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty: %1</source>
        <translation>Difficoltà: %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Stopped looking for a deal; the game in play is unchanged.</source>
        <translation>Ricerca di una smazzata interrotta; la partita in corso non è cambiata.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Looking for a winnable deal... (candidate %1)</source>
        <translation>Ricerca di una smazzata vincibile... (candidata %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for a deal rated %1... (candidate %2)</source>
        <translation>Ricerca di una smazzata di livello %1... (candidata %2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Deal %1, rated %2 (candidate %3).</source>
        <translation>Smazzata %1, livello %2 (candidata %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deal %1, proven winnable (candidate %2).</source>
        <translation>Smazzata %1, dimostrata vincibile (candidata %2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No suitable deal among %1 tried; the game in play is unchanged.</source>
        <translation>Nessuna smazzata adatta tra le %1 provate; la partita in corso non è cambiata.</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message>
        <location filename="../../freecell_qt/words/rating_words.py" line="+22"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Winnable with no free cells</source>
        <translation>Vincibile senza celle libere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winnable with 1 free cell</source>
        <translation>Vincibile con 1 cella libera</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Winnable with %n free cells</source>
        <translation>
            <numerusform>Vincibile con %n cella libera</numerusform>
            <numerusform>Vincibile con %n celle libere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1; %2 positions searched.</source>
        <translation>%1; %2 posizioni esaminate.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../../freecell_qt/windows/replay_bar.py" line="+42"/>
        <location line="+139"/>
        <source>Replay</source>
        <extracomment>The replay became the player&apos;s game (&quot;Continue from here&quot;).</extracomment>
        <translation>Riproduzione</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Back</source>
        <extracomment>Asked before &quot;Continue from here&quot; gives up the game put aside.</extracomment>
        <translation>Indietro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Un passo indietro</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Un passo avanti</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to any point of the game</source>
        <translation>Trascina a qualsiasi punto della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point in the game</source>
        <translation>Punto della partita</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Continue from Here</source>
        <translation>Continua da qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play this game yourself from the point shown; later steps can be redone</source>
        <translation>Gioca tu questa partita dal punto mostrato; i passi successivi possono essere ripetuti</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Replay: {0}</source>
        <translation>Riproduzione: {0}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>Your game now, from step {0}. Redo follows the replay.</source>
        <translation>La tua partita ora, dal passo {0}. Ripeti segue la riproduzione.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Step {0} of {1}</source>
        <translation>Passo {0} di {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <location filename="../../freecell_qt/windows/results_chart.py" line="+39"/>
        <source>Results over time</source>
        <extracomment>The rate line on a dark ground: the blue above is too deep to stand out there.</extracomment>
        <translation>Risultati nel tempo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} games, {1} won</source>
        <translation>{0} partite, {1} vinte</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No finished games yet.</source>
        <translation>Ancora nessuna partita conclusa.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+3"/>
        <source>Game {0}</source>
        <translation>Partita {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last {0} games, oldest on the left</source>
        <translation>Ultime {0} partite, la più vecchia a sinistra</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/review_dialog.py" line="+108"/>
        <source>Review of the Game</source>
        <extracomment>Beside the move that lost the game, so it is found without relying on colour. The window&apos;s gate: the review takes its turn with the window&apos;s searches. True once the answer came (the tests wait on it).</extracomment>
        <translation>Esame della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Looking at every point of the game with the solver...</source>
        <translation>Esame di ogni punto della partita con il risolutore...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reviewing</source>
        <translation>Esame in corso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points of the game</source>
        <translation>Punti della partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Play On from Here</source>
        <translation>&amp;Continua a giocare da qui</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the &amp;Solution</source>
        <extracomment>Steps through the solver&apos;s way from the chosen point (the game in play&apos;s review only: a game of the statistics&apos; list is not on the table).</extracomment>
        <translation>&amp;Mostra la soluzione</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal&apos;s par is {0} moves; your game counted the same way (auto-moves included): {1}.</source>
        <extracomment>The deal&apos;s par beside the game&apos;s moves counted its way; None without a par.</extracomment>
        <translation>Il par della smazzata è di {0} mosse; la tua partita contata allo stesso modo (mosse automatiche incluse): {1}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The deal</source>
        <translation>La smazzata</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>winnable</source>
        <translation>vincibile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not known</source>
        <translation>non si sa</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This deal cannot be won from its start.</source>
        <translation>Questa smazzata non può essere vinta dall&apos;inizio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No win from the deal was found in the time allowed.</source>
        <translation>Nessuna vittoria dalla smazzata trovata nel tempo consentito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won: no move lost the game.</source>
        <translation>Hai vinto: nessuna mossa ha fatto perdere la partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game can still be won from where it stands: no move lost it.</source>
        <translation>La partita può ancora essere vinta da dove si trova: nessuna mossa l&apos;ha fatta perdere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {0} lost the game: it could be won before it, and not after.</source>
        <translation>La mossa {0} ha fatto perdere la partita: poteva essere vinta prima, e non dopo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was winnable up to move {0}; after it no win was found in the time allowed.</source>
        <translation>La partita era vincibile fino alla mossa {0}; dopo non è stata trovata nessuna vittoria nel tempo consentito.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You played 1 move; the solver wins from the deal in {0}.</source>
        <translation>Hai giocato 1 mossa; il risolutore vince dalla smazzata in {0}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You played %n moves; the solver wins from the deal in {0}.</source>
        <translation>
            <numerusform>Hai giocato %n mossa; il risolutore vince dalla smazzata in {0}.</numerusform>
            <numerusform>Hai giocato %n mosse; il risolutore vince dalla smazzata in {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The review was closed: another game is in play.</source>
        <translation>L&apos;esame è stato chiuso: è in corso un&apos;altra partita.</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <location filename="../../freecell_qt/windows/rules_preview.py" line="+57"/>
        <source>Table layout</source>
        <extracomment>The felt of the table when the player&apos;s is not known (a preview on its own). The most cards one column is drawn for: longer ones are as tall as this.</extracomment>
        <translation>Disposizione del tavolo</translation>
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
        <translation>Gioco del fornaio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King Only Baker&apos;s Game</source>
        <translation>Gioco del fornaio solo re</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eight Off</source>
        <translation>Eight Off</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Eight Off</source>
        <translation>Eight Off doppio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seahaven Towers</source>
        <translation>Torri di Seahaven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed Seahaven Towers</source>
        <translation>Torri di Seahaven facilitate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Seahaven Towers</source>
        <translation>Torri di Seahaven doppie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed FreeCell</source>
        <translation>Freecell facilitato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenge FreeCell</source>
        <translation>Freecell sfida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Super Challenge FreeCell</source>
        <translation>Freecell supersfida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seven by Four</source>
        <translation>Sette per quattro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seven by Five</source>
        <translation>Sette per cinque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bath</source>
        <translation>Bath</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell (Traditional)</source>
        <translation>Freecell doppio (tradizionale)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double FreeCell</source>
        <translation>Freecell doppio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triple FreeCell</source>
        <translation>Freecell triplo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair</source>
        <translation>Repair</translation>
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
        <translation>Deep</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penguin</source>
        <translation>Pinguino</translation>
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
        <translation>Petalo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stalactites</source>
        <translation>Stalattiti</translation>
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
        <translation>Footling doppio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Re</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cat&apos;s Tail</source>
        <translation>Coda di gatto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snake</source>
        <translation>Serpente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retinue</source>
        <translation>Seguito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters</source>
        <translation>Quartier generale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limpopo</source>
        <translation>Limpopo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Needle</source>
        <translation>Ago</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Haystack</source>
        <translation>Pagliaio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pitchfork</source>
        <translation>Forcone</translation>
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
        <translation>Gioco personalizzato</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>FreeCell, aces up</source>
        <translation>Freecell, assi saliti</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, no free cells</source>
        <translation>%1, senza celle libere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, 1 free cell</source>
        <translation>%1, 1 cella libera</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n free cells</source>
        <translation>
            <numerusform>%1, %n cella libera</numerusform>
            <numerusform>%1, %n celle libere</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no free cells</source>
        <translation>nessuna cella libera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 free cell</source>
        <translation>1 cella libera</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n free cells</source>
        <translation>
            <numerusform>%n cella libera</numerusform>
            <numerusform>%n celle libere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n columns</source>
        <translation>
            <numerusform>%n pila</numerusform>
            <numerusform>%n pile</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no building on the columns</source>
        <translation>nessuna costruzione sulle pile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds by suit</source>
        <translation>costruzione per seme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>builds regardless of suit</source>
        <translation>costruzione senza badare al seme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>builds in alternate colours</source>
        <translation>costruzione a colori alterni</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>kings only in empty columns</source>
        <translation>solo re nelle pile vuote</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty columns stay empty</source>
        <translation>le pile vuote restano vuote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any card in empty columns</source>
        <translation>qualsiasi carta nelle pile vuote</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>runs of any length move</source>
        <translation>si spostano sequenze di qualsiasi lunghezza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one card at a time</source>
        <translation>una carta alla volta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>runs move through free cells and empty columns</source>
        <translation>le sequenze si spostano attraverso celle libere e pile vuote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs move through free cells</source>
        <translation>le sequenze si spostano attraverso le celle libere</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n piles</source>
        <translation>
            <numerusform>%n mucchio</numerusform>
            <numerusform>%n mucchi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>aces and twos dealt deepest</source>
        <translation>assi e due distribuiti più in fondo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the first card&apos;s rank sets the base, all its cards start the foundations</source>
        <translation>il valore della prima carta stabilisce la base, tutte le sue carte iniziano le fondazioni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first card dealt sets the base</source>
        <translation>la prima carta distribuita stabilisce la base</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a king goes on an ace in the columns</source>
        <translation>sulle pile un re va su un asso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a king heads each column</source>
        <translation>ogni pila comincia con un re</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each king dealt starts a column</source>
        <translation>ogni re distribuito inizia una pila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces go up as they are dealt</source>
        <translation>gli assi salgono man mano che vengono distribuiti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aces start on the foundations</source>
        <translation>gli assi partono dalle fondazioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a card in a free cell turns its column&apos;s top card face down</source>
        <translation>una carta in una cella libera gira coperta la carta in cima alla sua pila</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the right half of the columns build by suit, give any of their cards and take kings when empty</source>
        <translation>le pile della metà destra si costruiscono per seme, cedono qualsiasi loro carta e accettano re quando sono vuote</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all but the last card of each column face down</source>
        <translation>tutte le carte di ogni pila coperte tranne l&apos;ultima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>piles in overlapping tiers: a pile under one holding cards neither gives nor takes, but may take all of the one pile over it</source>
        <translation>mucchi su livelli sovrapposti: un mucchio sotto uno che contiene carte non dà né accetta, ma può accettare tutto l&apos;unico mucchio sopra di esso</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n reserve piles, each taking a run when empty</source>
        <translation>
            <numerusform>%n riserva, che accetta una sequenza quando è vuota</numerusform>
            <numerusform>%n riserve, ognuna delle quali accetta una sequenza quando è vuota</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, taking none back</source>
        <translation>
            <numerusform>una riserva con %n carta distribuita, che non ne riprende nessuna</numerusform>
            <numerusform>una riserva con %n carte distribuite, che non ne riprende nessuna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>a reserve pile dealt %n cards, holding up to %1</source>
        <translation>
            <numerusform>una riserva con %n carta distribuita, che ne contiene fino a %1</numerusform>
            <numerusform>una riserva con %n carte distribuite, che ne contiene fino a %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n reserve piles of up to %1 cards</source>
        <translation>
            <numerusform>%n riserva di al massimo %1 carte</numerusform>
            <numerusform>%n riserve di al massimo %1 carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. An empty reserve pile takes a whole run from a column or another reserve pile at once; one that holds cards takes none. Any run at the top of a reserve pile may leave it, whole or in part.</source>
        <translation>
            <numerusform>Al posto delle celle libere, %n &lt;b&gt;riserva&lt;/b&gt; si trova a destra delle pile. Una riserva vuota accetta in una sola volta un&apos;intera sequenza da una pila o da un&apos;altra riserva; una che contiene carte non ne accetta nessuna. Qualsiasi sequenza in cima a una riserva può lasciarla, intera o in parte.</numerusform>
            <numerusform>Al posto delle celle libere, %n &lt;b&gt;riserve&lt;/b&gt; si trovano a destra delle pile. Una riserva vuota accetta in una sola volta un&apos;intera sequenza da una pila o da un&apos;altra riserva; una che contiene carte non ne accetta nessuna. Qualsiasi sequenza in cima a una riserva può lasciarla, intera o in parte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Instead of free cells, %n &lt;b&gt;reserve piles&lt;/b&gt; stand to the right of the columns. Each takes any card, one at a time, until it holds %1 cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Al posto delle celle libere, %n &lt;b&gt;riserva&lt;/b&gt; si trova a destra delle pile. Accetta qualsiasi carta, una alla volta, finché non ne contiene %1; solo la carta in cima può lasciarla.</numerusform>
            <numerusform>Al posto delle celle libere, %n &lt;b&gt;riserve&lt;/b&gt; si trovano a destra delle pile. Ognuna accetta qualsiasi carta, una alla volta, finché non ne contiene %1; solo la carta in cima può lasciarla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Instead of free cells, the first %n cards are dealt to a &lt;b&gt;reserve pile&lt;/b&gt; to the right of the columns.</source>
        <translation>
            <numerusform>Al posto delle celle libere, la prima carta (%n) è distribuita in una &lt;b&gt;riserva&lt;/b&gt; a destra delle pile.</numerusform>
            <numerusform>Al posto delle celle libere, le prime %n carte sono distribuite in una &lt;b&gt;riserva&lt;/b&gt; a destra delle pile.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top card may be played, but no card may be put on it.</source>
        <translation>La carta in cima può essere giocata, ma nessuna carta può esservi messa sopra.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>It takes any card, one at a time, until it holds %n cards; only its top card may leave it.</source>
        <translation>
            <numerusform>Accetta qualsiasi carta, una alla volta, finché non ne contiene %n; solo la carta in cima può lasciarla.</numerusform>
            <numerusform>Accetta qualsiasi carta, una alla volta, finché non ne contiene %n; solo la carta in cima può lasciarla.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game is played with %1 &lt;b&gt;piles&lt;/b&gt;, dealt one card each, face up, in %2 rows (tiers) of %3 piles from the top. Each tier lies a little lower than the one before and half a card to the side, so every pile but those of the bottom tier lies under the one or two piles of the next tier that overlap it.</source>
        <translation>Si gioca con %1 &lt;b&gt;mucchi&lt;/b&gt; di una carta ciascuno, distribuiti scoperti in %2 file (livelli) che contano, dall&apos;alto, %3 mucchi. Ogni livello sta un po&apos; più in basso del precedente e spostato di mezza carta di lato, così ogni mucchio, tranne quelli del livello più basso, sta sotto il mucchio o i due mucchi del livello successivo che lo coprono in parte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>While a pile lying over it holds a card, a pile is &lt;b&gt;blocked&lt;/b&gt;: none of its cards can move and no card goes on it. The piles of the bottom tier are never blocked.</source>
        <translation>Finché un mucchio che gli sta sopra contiene una carta, un mucchio è &lt;b&gt;bloccato&lt;/b&gt;: nessuna delle sue carte può spostarsi e nessuna carta va sopra di esso. I mucchi del livello più basso non sono mai bloccati.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move goes onto a blocked pile: when only one pile over it still holds cards, all the cards of that pile may drop onto it at once, if they make a run whose first card fits its exposed card. The pile they leave must itself be free, and hold no more cards than may move at once.</source>
        <translation>Una mossa va su un mucchio bloccato: quando solo uno dei mucchi sopra di esso contiene ancora carte, tutte le carte di quel mucchio possono scendere su di esso in una volta sola, se formano una sequenza la cui prima carta va bene sulla sua carta scoperta. Il mucchio che lasciano deve essere a sua volta libero e non contenere più carte di quante possono spostarsi in una volta sola.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The aces start on the foundations, and the other cards are dealt row by row.</source>
        <translation>Gli assi partono dalle fondazioni e le altre carte sono distribuite fila per fila.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cards are dealt into the columns, from the left: %2. All but the last card of each column are dealt face down first, row by row; then one row is dealt face up.</source>
        <translation>%1 carte sono distribuite nelle pile, da sinistra: %2. Tutte le carte di ogni pila tranne l&apos;ultima sono distribuite prima coperte, fila per fila; poi viene distribuita una fila scoperta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A face-down card can neither move nor take a card, so runs are made of face-up cards only. When the cards on it have left, it turns face up at once.</source>
        <translation>Una carta coperta non può né spostarsi né ricevere una carta, quindi le sequenze sono fatte solo di carte scoperte. Quando le carte che ha sopra se ne sono andate, viene subito girata scoperta.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>onto a reserve pile that takes it (see The table);</source>
        <translation>su una riserva che la accetta (vedi Il tavolo);</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only the exposed card of a column (the one nothing covers) or the top card of a reserve pile can move. A card may go:</source>
        <translation>Si può spostare solo la carta scoperta di una pila (quella non coperta da niente) o la carta in cima a una riserva. Una carta può andare:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Each free cell belongs to a column: free cell a to column 1, b to column 2, and so on. While a free cell holds a card, the top card of its column lies &lt;b&gt;face down&lt;/b&gt;: it cannot move, and no card goes on it. An empty column still takes a card or a run, whose top card is then turned face down at once. As soon as the free cell is empty again, the card is turned face up.</source>
        <translation>Ogni cella libera appartiene a una pila: la cella libera a alla pila 1, la b alla pila 2, e così via. Finché una cella libera contiene una carta, la carta in cima alla sua pila resta &lt;b&gt;coperta&lt;/b&gt;: non può spostarsi e nessuna carta può andarle sopra. Una pila vuota accetta comunque una carta o una sequenza, la cui carta in cima viene allora subito girata coperta. Appena la cella libera torna vuota, la carta viene girata scoperta.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The columns come in two kinds. Columns 1 to %1 build as above, and take any group of cards whose first card fits, in sequence or not. Columns %2 to %3 build down by suit (the 7 of hearts on the 8 of hearts); any number of their cards may move at once, in sequence or not, led by the first card of the group; and an empty one takes only a king, or a group headed by one.</source>
        <translation>Le pile sono di due tipi. Le pile da 1 a %1 si costruiscono come sopra e accettano qualsiasi gruppo di carte la cui prima carta sia adatta, in sequenza o no. Le pile da %2 a %3 si costruiscono in discesa per seme (il 7 di cuori sull&apos;8 di cuori); un numero qualsiasi delle loro carte può spostarsi insieme, in sequenza o no, guidato dalla prima carta del gruppo; e una pila vuota accetta solo un re, o un gruppo che inizia con un re.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Only the %1 piles of the top tier take a card when empty: any card, or a run short enough, when no pile over them holds a card. An empty pile of any other tier stays empty, and only the top tier&apos;s empty piles count as empty columns when runs move.</source>
        <translation>Solo i %1 mucchi del livello più alto accettano una carta quando sono vuoti: qualunque carta, o una sequenza abbastanza corta, quando nessun mucchio sopra di essi contiene carte. Un mucchio vuoto di qualunque altro livello resta vuoto, e solo i mucchi vuoti del livello più alto contano come pile vuote quando si spostano le sequenze.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it is short enough. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (counting an empty column the run goes to), the longest run that can move is %2.</source>
        <translation>Una sequenza di carte scoperte alla fine di una pila, %1, può spostarsi in una volta sola quando è abbastanza corta. Con &lt;i&gt;F&lt;/i&gt; celle libere vuote e &lt;i&gt;E&lt;/i&gt; pile vuote (contando una pila vuota di destinazione), la sequenza più lunga che può spostarsi è %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column or into the empty column itself.</source>
        <translation>Per esempio, con tutte le celle libere e una pila vuote, %1 carte possono spostarsi su un&apos;altra pila o nella pila vuota stessa.</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>foundations built by rank from four dealt cards</source>
        <translation>fondazioni costruite per valore da quattro carte distribuite</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>two foundations in alternate colours from the aces of clubs and hearts</source>
        <translation>due fondazioni a colori alterni dagli assi di fiori e di cuori</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>one foundation for every card: all the aces, then all the twos, and so on up to the kings</source>
        <translation>una fondazione per tutte le carte: tutti gli assi, poi tutti i due, e così via fino ai re</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>each foundation takes a whole run from king to ace in alternate colours</source>
        <translation>ogni fondazione accetta una sequenza completa dal re all&apos;asso a colori alterni</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;The game is played with one deck and &lt;b&gt;two jokers&lt;/b&gt;. Move all 54 cards to the five &lt;b&gt;foundations&lt;/b&gt;: four by suit, each built up from the ace to the king, and a fifth that takes the two jokers, but only once the clubs, spades and hearts foundations are complete (the diamonds need not be).&lt;/p&gt;&lt;p&gt;A joker &lt;b&gt;never goes on a column&lt;/b&gt;, not even an empty one, and nothing goes on a joker: move it to a free cell, or up when its foundation takes it. A joker dealt inside a run moves with it, counting as an ace (the first joker) or a 2 (the second) of a colour of its own. A run moved to an empty column counts that column too among the empty ones that let it move.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si gioca con un mazzo e &lt;b&gt;due jolly&lt;/b&gt;. Sposta tutte le 54 carte sulle cinque &lt;b&gt;fondazioni&lt;/b&gt;: quattro per seme, ciascuna costruita in salita dall&apos;asso al re, e una quinta che accetta i due jolly, ma solo quando le fondazioni di fiori, picche e cuori sono complete (quella di quadri può anche non esserlo).&lt;/p&gt;&lt;p&gt;Un jolly &lt;b&gt;non va mai su una pila&lt;/b&gt;, nemmeno vuota, e sopra un jolly non va niente: spostalo in una cella libera, o mandalo su quando la sua fondazione lo accetta. Un jolly distribuito dentro una sequenza si sposta con essa, e conta come un asso (il primo jolly) o un 2 (il secondo) di un colore tutto suo. Una sequenza spostata in una pila vuota conta anche quella pila tra le vuote che le permettono di spostarsi.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>onto its foundation, if it is the next rank of that suit; a joker onto the fifth foundation once the clubs, spades and hearts are complete.</source>
        <translation>sulla sua fondazione, se è il valore successivo di quel seme; un jolly sulla quinta fondazione quando fiori, picche e cuori sono completi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>two jokers, which never go on a column, and a fifth foundation that takes them once the clubs, spades and hearts are complete</source>
        <translation>due jolly, che non vanno mai su una pila, e una quinta fondazione che li accetta quando fiori, picche e cuori sono completi</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>four foundations, each by suit twice round from an ace of the first deck</source>
        <translation>quattro fondazioni, ognuna per seme con due giri da un asso del primo mazzo</translation>
    </message>
    <message>
        <location line="-594"/>
        <source>cards may come back from the foundations</source>
        <translation>le carte possono tornare dalle fondazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>1 card dealt to the cells</source>
        <translation>1 carta distribuita nelle celle</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards dealt to the cells</source>
        <translation>
            <numerusform>%n carta distribuita nelle celle</numerusform>
            <numerusform>%n carte distribuite nelle celle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The goal</source>
        <translation>L&apos;obiettivo</translation>
    </message>
    <message>
        <location line="+530"/>
        <source>&lt;p&gt;Move all %1 cards to the one &lt;b&gt;foundation&lt;/b&gt;. It takes &lt;b&gt;every ace first&lt;/b&gt;, in any order of suits, then every 2, then every 3, and so on up to the kings, whatever the suit: all %2 cards of a rank before the next rank.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sposta tutte le %1 carte sull&apos;unica &lt;b&gt;fondazione&lt;/b&gt;. Accetta &lt;b&gt;prima tutti gli assi&lt;/b&gt;, in qualunque ordine di semi, poi tutti i 2, poi tutti i 3, e così via fino ai re, qualunque sia il seme: tutte le %2 carte di un valore prima del valore successivo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, which take any suit. A foundation takes only a &lt;b&gt;whole run&lt;/b&gt;: the 13 cards from a king down to an ace in alternate colours, lying at the end of a column, go up together in one move, whatever free cells and columns are empty. A card never goes up on its own. Drag the run by its king, or click its ace.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sposta tutte le 52 carte sulle quattro &lt;b&gt;fondazioni&lt;/b&gt;, che accettano qualunque seme. Una fondazione accetta solo una &lt;b&gt;sequenza completa&lt;/b&gt;: le 13 carte da un re fino a un asso a colori alterni, alla fine di una pila, salgono insieme in una sola mossa, qualunque siano le celle libere e le pile vuote. Una carta non sale mai da sola. Trascina la sequenza dal suo re, o fai clic sul suo asso.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>&lt;p&gt;The game is played with 2 decks shuffled together. Move all 104 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit. The four aces of the first deck start them, dealt there last, and each is built up by suit from the ace to the king and then &lt;b&gt;round again&lt;/b&gt;, from the other ace to the other king, until it holds 26 cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si gioca con 2 mazzi mescolati insieme. Sposta tutte le 104 carte sulle quattro &lt;b&gt;fondazioni&lt;/b&gt;, una per seme. I quattro assi del primo mazzo le iniziano, distribuiti lì per ultimi, e ognuna si costruisce in salita per seme dall&apos;asso al re e poi &lt;b&gt;fa un altro giro&lt;/b&gt;, dall&apos;altro asso all&apos;altro re, finché contiene 26 carte.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>&lt;p&gt;Move all 52 cards to the two &lt;b&gt;foundations&lt;/b&gt;. The ace of clubs and the ace of hearts start them, and each is built up &lt;b&gt;in alternate colours whatever the suit&lt;/b&gt;, one rank at a time, going twice round from the ace to the king until it holds 26 cards: on the ace of clubs goes a red 2, then a black 3, and after its black king a red ace. When a card fits on both foundations, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sposta tutte le 52 carte sulle due &lt;b&gt;fondazioni&lt;/b&gt;. L&apos;asso di fiori e l&apos;asso di cuori le iniziano, e ciascuna si costruisce in salita &lt;b&gt;a colori alterni qualunque sia il seme&lt;/b&gt;, un valore alla volta, facendo due giri dall&apos;asso al re finché non contiene 26 carte: sull&apos;asso di fiori va un 2 rosso, poi un 3 nero, e dopo il suo re nero un asso rosso. Quando una carta va bene su entrambe le fondazioni, posala su quella che preferisci.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;. The last four cards dealt start them, one each, and each is built up &lt;b&gt;by rank whatever the suit&lt;/b&gt;, one rank at a time and going round from the king to the ace, until it holds 13 cards: on a 6 goes any 7, then any 8, and so on up to the 5. When a card fits on more than one foundation, drop it on the one you choose.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sposta tutte le 52 carte sulle quattro &lt;b&gt;fondazioni&lt;/b&gt;. Le ultime quattro carte distribuite le iniziano, una ciascuna, e ciascuna si costruisce in salita &lt;b&gt;per valore qualunque sia il seme&lt;/b&gt;, un valore alla volta e ricominciando dal re all&apos;asso, finché non contiene 13 carte: su un 6 va un 7 qualsiasi, poi un 8 qualsiasi, e così via fino al 5. Quando una carta va bene su più di una fondazione, posala su quella che preferisci.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit, each built up from the ace to the king.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sposta tutte le 52 carte sulle quattro &lt;b&gt;fondazioni&lt;/b&gt;, una per seme, ciascuna costruita in salita dall&apos;asso al re.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>The table</source>
        <translation>Il tavolo</translation>
    </message>
    <message>
        <location line="-298"/>
        <source>Four Colours</source>
        <translation>Quattro colori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German FreeCell</source>
        <translation>Freecell tedesco</translation>
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
            <numerusform>%n mazzo</numerusform>
            <numerusform>%n mazzi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>each suit dealt to its own column</source>
        <translation>ogni seme distribuito nella propria pila</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a free cell for each suit</source>
        <translation>una cella libera per ogni seme</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Moving cards</source>
        <translation>Spostare le carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty columns</source>
        <translation>Pile vuote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving sequences</source>
        <translation>Spostare le sequenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards back from the foundations</source>
        <translation>Carte riprese dalle fondazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic moves</source>
        <translation>Mosse automatiche</translation>
    </message>
    <message>
        <location line="+414"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit, each built up from the ace to the king; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si gioca con %1 mazzi mescolati insieme. Sposta tutte le %2 carte sulle %3 &lt;b&gt;fondazioni&lt;/b&gt;, %1 per ogni seme, ciascuna costruita in salita dall&apos;asso al re; una carta va su qualunque fondazione del suo seme su cui sta bene.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>&lt;p&gt;Move all 52 cards to the four &lt;b&gt;foundations&lt;/b&gt;, one per suit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sposta tutte le 52 carte sulle quattro &lt;b&gt;fondazioni&lt;/b&gt;, una per seme.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The game is played with %1 decks shuffled together. Move all %2 cards to the %3 &lt;b&gt;foundations&lt;/b&gt;, %1 for each suit; a card goes to whichever foundation of its suit it fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Si gioca con %1 mazzi mescolati insieme. Sposta tutte le %2 carte sulle %3 &lt;b&gt;fondazioni&lt;/b&gt;, %1 per ogni seme; una carta va su qualunque fondazione del suo seme su cui sta bene.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rank of the first card of the shuffle sets the &lt;b&gt;base&lt;/b&gt;: every card of that rank starts a foundation before the deal, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>Il valore della prima carta del mazzo mescolato stabilisce la &lt;b&gt;base&lt;/b&gt;: ogni carta di quel valore inizia una fondazione prima della distribuzione, e ogni fondazione si costruisce in salita per seme da quel valore, ricominciando dal re all&apos;asso. Con un 5 come base, una fondazione va 5, 6, ..., donna, re, asso, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The first card dealt, at the bottom of the first column, sets the &lt;b&gt;base&lt;/b&gt;: the other cards of its rank start the foundations, and each foundation is built up by suit from that rank, going round from the king to the ace. With a 5 as the base, a foundation goes 5, 6, ..., queen, king, ace, 2, 3, 4.</source>
        <translation>La prima carta distribuita, in fondo alla prima pila, stabilisce la &lt;b&gt;base&lt;/b&gt;: le altre carte del suo valore iniziano le fondazioni, e ogni fondazione si costruisce in salita per seme da quel valore, ricominciando dal re all&apos;asso. Con un 5 come base, una fondazione va 5, 6, ..., donna, re, asso, 2, 3, 4.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 cards are dealt face up one at a time into the first column; each king that comes while the column already holds cards starts the next column, so the columns&apos; lengths change from deal to deal.</source>
        <translation>%1 carte vengono distribuite scoperte una alla volta nella prima pila; ogni re che esce quando la pila contiene già carte inizia la pila successiva, quindi la lunghezza delle pile cambia da una smazzata all&apos;altra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last king of the shuffle is dealt first, so a king heads every column.</source>
        <translation>L&apos;ultimo re del mazzo mescolato viene distribuito per primo, così ogni pila comincia con un re.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When the first card is a king, the last column stays empty.</source>
        <translation>Quando la prima carta è un re, l&apos;ultima pila resta vuota.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The aces are not dealt to the columns: each goes to a foundation as it comes.</source>
        <translation>Gli assi non vengono distribuiti nelle pile: ognuno va su una fondazione appena esce.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The game is played with %n columns.</source>
        <translation>
            <numerusform>Si gioca con %n pila.</numerusform>
            <numerusform>Si gioca con %n pile.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each card is dealt face up to the column of its suit: the clubs to the first column, the diamonds to the second, the hearts to the third and the spades to the fourth, in the shuffle&apos;s order. The other columns start empty.</source>
        <translation>Ogni carta è distribuita scoperta nella pila del suo seme: i fiori nella prima pila, i quadri nella seconda, i cuori nella terza e le picche nella quarta, nell&apos;ordine del mescolamento. Le altre pile iniziano vuote.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 cards are dealt face up into the columns, %2 to each.</source>
        <translation>%1 carte sono distribuite scoperte nelle pile, %2 per pila.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cards are dealt face up into the columns, from the left: %2.</source>
        <translation>%1 carte sono distribuite scoperte nelle pile, da sinistra: %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There are no free cells: every card stays on the columns or goes to the foundations.</source>
        <translation>Non ci sono celle libere: ogni carta resta sulle pile o va sulle fondazioni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and 1 &lt;b&gt;free cell&lt;/b&gt;, which holds a single card.</source>
        <translation>Sopra di esse ci sono le fondazioni e 1 &lt;b&gt;cella libera&lt;/b&gt;, che contiene una sola carta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above them are the foundations and a &lt;b&gt;free cell&lt;/b&gt; for each suit, holding a single card of that suit: clubs, diamonds, hearts and spades, from the left.</source>
        <translation>Sopra di esse ci sono le fondazioni e una &lt;b&gt;cella libera&lt;/b&gt; per ogni seme, che contiene una sola carta di quel seme: fiori, quadri, cuori e picche, da sinistra.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Above them are the foundations and %n &lt;b&gt;free cells&lt;/b&gt;, each holding a single card.</source>
        <translation>
            <numerusform>Sopra di esse ci sono le fondazioni e %n &lt;b&gt;cella libera&lt;/b&gt;, che contiene una sola carta.</numerusform>
            <numerusform>Sopra di esse ci sono le fondazioni e %n &lt;b&gt;celle libere&lt;/b&gt;, ognuna delle quali contiene una sola carta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last card is dealt to a free cell.</source>
        <translation>L&apos;ultima carta è distribuita in una cella libera.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The last %n cards are dealt to the free cells.</source>
        <translation>
            <numerusform>%n carta è distribuita per ultima nelle celle libere.</numerusform>
            <numerusform>Le ultime %n carte sono distribuite nelle celle libere.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The aces, then the twos, are dealt first, so that they lie at the bottom of the columns.</source>
        <translation>Gli assi, poi i due, sono distribuiti per primi, così da trovarsi in fondo alle pile.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>onto a foundation whose top card is one rank lower, whatever its suit: a king on a queen, an ace on a king.</source>
        <translation>su una fondazione la cui carta in cima è di un valore inferiore, qualunque sia il seme: un re su una donna, un asso su un re.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing is ever built on the columns: only the exposed card of a column or a card in a free cell can move, and it may go:</source>
        <translation>Sulle pile non si costruisce mai niente: si può spostare solo la carta scoperta di una pila o una carta in una cella libera, e può andare:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>onto a column whose exposed card is one rank higher and of the same suit: the 7 of hearts on the 8 of hearts;</source>
        <translation>su una pila la cui carta scoperta è di un valore superiore e dello stesso seme: il 7 di cuori sull&apos;8 di cuori;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher, whatever its suit: any 7 on any 8;</source>
        <translation>su una pila la cui carta scoperta è di un valore superiore, qualunque sia il seme: un 7 qualsiasi su un 8 qualsiasi;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>onto a column whose exposed card is one rank higher and of the other colour: a red 7 on a black 8;</source>
        <translation>su una pila la cui carta scoperta è di un valore superiore e dell&apos;altro colore: un 7 rosso su un 8 nero;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>into the free cell of its suit, when it is empty;</source>
        <translation>nella cella libera del suo seme, quando è vuota;</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+33"/>
        <source>into an empty free cell (never from one free cell to another);</source>
        <translation>in una cella libera vuota (mai da una cella libera a un&apos;altra);</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>onto a foundation whose top card is one rank lower and of the other colour, whatever its suit: a red 2 on the ace of clubs.</source>
        <translation>su una fondazione la cui carta in cima è di un valore inferiore e dell&apos;altro colore, qualunque sia il seme: un 2 rosso sull&apos;asso di fiori.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>onto the foundation, if it is of the rank the foundation takes next, whatever its suit.</source>
        <translation>sulla fondazione, se è del valore che la fondazione accetta dopo, qualunque sia il seme.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>onto an empty foundation only as part of a whole run from king to ace, all 13 cards at once.</source>
        <translation>su una fondazione vuota solo come parte di una sequenza completa dal re all&apos;asso, tutte le 13 carte insieme.</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>onto its foundation, if it is the next rank of that suit: after the king comes the other ace.</source>
        <translation>sulla sua fondazione, se è il valore successivo di quel seme: dopo il re viene l&apos;altro asso.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>onto its foundation, if it is the next rank of that suit.</source>
        <translation>sulla sua fondazione, se è il valore successivo di quel seme.</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>Only the exposed card of a column (the one nothing covers) or a card in a free cell can move. A card may go:</source>
        <translation>Si può spostare solo la carta scoperta di una pila (quella non coperta da niente) o una carta in una cella libera. Una carta può andare:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ranks go round on the columns too: a king goes on an ace.</source>
        <translation>Anche sulle pile i valori ricominciano: un re va su un asso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks go round on the columns, though not on the foundations: a king goes on an ace.</source>
        <translation>Sulle pile i valori ricominciano, ma non sulle fondazioni: un re va su un asso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranks do not go round on the columns: nothing goes on an ace there, and a king goes on no card.</source>
        <translation>Sulle pile i valori non ricominciano: lì niente va su un asso, e un re non va su nessuna carta.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Only a card of the rank just below the base (a 4 when the base is a 5), or a run headed by one, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Solo una carta del valore appena inferiore alla base (un 4 quando la base è un 5), o una sequenza che inizia con una tale carta, può riempire una pila vuota. Le pile vuote non possono ospitare carte di passaggio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only a king, or a run headed by a king, may fill an empty column. Empty columns cannot hold cards on their way elsewhere.</source>
        <translation>Solo un re, o una sequenza che inizia con un re, può riempire una pila vuota. Le pile vuote non possono ospitare carte di passaggio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No card may be played into an empty column: once a column is empty it stays empty.</source>
        <translation>Nessuna carta può essere giocata in una pila vuota: una volta vuota, una pila resta vuota.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any card may fill an empty column, or any run that is short enough. Dragging moves the card you grab and all the cards below it; a click or the keyboard moves the longest run the rules allow.</source>
        <translation>Qualsiasi carta può riempire una pila vuota, o qualsiasi sequenza abbastanza corta. Trascinando si sposta la carta che afferri e tutte le carte sotto di essa; un clic o la tastiera sposta la sequenza più lunga consentita dalle regole.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>going down in rank in one suit</source>
        <translation>in valore decrescente nello stesso seme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going down in rank</source>
        <translation>in valore decrescente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>going down in rank and alternating in colour</source>
        <translation>in valore decrescente e a colori alterni</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards move one at a time, and only off the columns: there are no runs to move.</source>
        <translation>Le carte si spostano una alla volta, e solo dalle pile: non ci sono sequenze da spostare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A run of exposed cards at the end of a column, %1, moves in one go however long it is, whatever free cells and columns are empty.</source>
        <translation>Una sequenza di carte scoperte alla fine di una pila, %1, si sposta in una volta sola, per quanto lunga sia, qualunque siano le celle libere e le pile vuote.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cards move one at a time: a run has to be taken apart card by card, through the free cells and empty columns.</source>
        <translation>Le carte si spostano una alla volta: una sequenza va smontata carta per carta, attraverso le celle libere e le pile vuote.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells; empty columns cannot help. With &lt;i&gt;F&lt;/i&gt; empty free cells, the longest run that can move is %2.</source>
        <translation>Una sequenza di carte scoperte alla fine di una pila, %1, può spostarsi in una volta sola quando potrebbe essere spostata carta per carta attraverso le celle libere vuote; le pile vuote non aiutano. Con &lt;i&gt;F&lt;/i&gt; celle libere vuote, la sequenza più lunga che può spostarsi è %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>For example, with every free cell empty, %1 cards can move at once.</source>
        <translation>Per esempio, con tutte le celle libere vuote, %1 carte possono spostarsi insieme.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A run of exposed cards at the end of a column, %1, can move in one go when it could be moved card by card through the empty free cells and empty columns. With &lt;i&gt;F&lt;/i&gt; empty free cells and &lt;i&gt;E&lt;/i&gt; empty columns (not counting the column the run goes to), the longest run that can move is %2.</source>
        <translation>Una sequenza di carte scoperte alla fine di una pila, %1, può spostarsi in una volta sola quando potrebbe essere spostata carta per carta attraverso le celle libere vuote e le pile vuote. Con &lt;i&gt;F&lt;/i&gt; celle libere vuote e &lt;i&gt;E&lt;/i&gt; pile vuote (senza contare la pila di destinazione), la sequenza più lunga che può spostarsi è %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For example, with every free cell and one column empty, %1 cards can move onto another column and %2 into the empty column itself.</source>
        <translation>Per esempio, con tutte le celle libere e una pila vuote, %1 carte possono spostarsi su un&apos;altra pila e %2 nella pila vuota stessa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cards on the foundations stay there, whatever Preferences say.</source>
        <translation>Le carte sulle fondazioni restano lì, qualunque cosa dicano le Preferenze.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card of a foundation may come back onto a column where it fits, at a cost of 10 points.</source>
        <translation>La carta in cima a una fondazione può tornare su una pila dove sta bene, al costo di 10 punti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards on the foundations stay there. Preferences can allow the top card of a foundation back onto a column, at a cost of 10 points.</source>
        <translation>Le carte sulle fondazioni restano lì. Le Preferenze possono consentire alla carta in cima a una fondazione di tornare su una pila, al costo di 10 punti.</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, every card the foundation takes goes up by itself after each move: the foundation takes a rank only once every card of the rank below is up, so no card left on the table could still go on it. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Con &lt;i&gt;Sposta automaticamente le carte sicure&lt;/i&gt; attivo, ogni carta che la fondazione accetta sale da sola dopo ogni mossa: la fondazione accetta un valore solo quando tutte le carte del valore inferiore sono salite, quindi nessuna carta rimasta sul tavolo potrebbe ancora andarci sopra. &lt;i&gt;Termina&lt;/i&gt; manda su il resto quando ogni carta rimasta può salire da dove si trova, una dopo l&apos;altra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to the foundation when it fits.</source>
        <translation>Annulla toglie insieme la tua mossa e le sue mosse automatiche. Un clic singolo su una carta, o un doppio clic, la manda anche sulla fondazione quando ci sta.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a whole run from king to ace at the end of a column goes up by itself after each move: nothing can go on its ace, so it can no longer help on the table. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every column is whole runs.</source>
        <translation>Con &lt;i&gt;Sposta automaticamente le carte sicure&lt;/i&gt; attivo, una sequenza completa dal re all&apos;asso alla fine di una pila sale da sola dopo ogni mossa: niente può andare sul suo asso, quindi non può più essere utile sul tavolo. &lt;i&gt;Termina&lt;/i&gt; manda su il resto quando ogni pila è fatta di sequenze complete.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undo takes back your move and its automatic moves together. A single click or a double click on the ace of a whole run sends the run up.</source>
        <translation>Annulla toglie insieme la tua mossa e le sue mosse automatiche. Un clic singolo o un doppio clic sull&apos;asso di una sequenza completa manda su la sequenza.</translation>
    </message>
    <message>
        <location line="-73"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move only the second time round its foundation, once its twin is up, and when no card of either deck left on the table could still be built on it. The first time round which of the two cards goes up is yours to choose. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies, one after another.</source>
        <translation>Con &lt;i&gt;Sposta automaticamente le carte sicure&lt;/i&gt; attivo, una carta sale da sola dopo ogni mossa solo al secondo giro della sua fondazione, una volta salita la sua gemella, e quando nessuna carta dei due mazzi rimasta sul tavolo potrebbe ancora esserle messa sopra. Al primo giro sei tu a scegliere quale delle due carte sale. &lt;i&gt;Termina&lt;/i&gt; manda su il resto quando ogni carta rimasta può salire da dove si trova, una dopo l&apos;altra.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, a card goes up by itself after each move when only one foundation takes it and no card left on the table could still go on it: aces, and any card whose two cards of the rank below and the other colour are already up. A card both foundations take is yours to place. &lt;i&gt;Finish&lt;/i&gt; sends the rest up once every card left can go up from where it lies.</source>
        <translation>Con &lt;i&gt;Sposta automaticamente le carte sicure&lt;/i&gt; attivo, una carta sale da sola dopo ogni mossa quando solo una fondazione la accetta e nessuna carta rimasta sul tavolo potrebbe ancora andarci sopra: gli assi, e ogni carta le cui due carte del valore inferiore e dell&apos;altro colore sono già salite. Una carta accettata da entrambe le fondazioni la posizioni tu. &lt;i&gt;Termina&lt;/i&gt; manda su il resto quando ogni carta rimasta può salire da dove si trova.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Annulla toglie insieme la tua mossa e le sue mosse automatiche. Un clic singolo su una carta, o un doppio clic, la manda sulla prima fondazione che la accetta.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>No card goes up by itself in this game, whatever Preferences say: the four foundations vie for the cards of each rank, so which card goes where, and when, is yours to choose. Once no column holds more than one card, &lt;i&gt;Finish&lt;/i&gt; sends the rest up.</source>
        <translation>In questo gioco nessuna carta sale da sola, qualunque cosa dicano le Preferenze: le quattro fondazioni si contendono le carte di ogni valore, quindi quale carta va dove, e quando, lo scegli tu. Quando nessuna pila contiene più di una carta, &lt;i&gt;Termina&lt;/i&gt; manda su il resto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A single click on a card, or a double click, sends it to the first foundation that takes it.</source>
        <translation>Un clic singolo su una carta, o un doppio clic, la manda sulla prima fondazione che la accetta.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: any card that no card left on the table could still be built on.</source>
        <translation>le carte che non possono più servire sul tavolo salgono da sole dopo ogni mossa: ogni carta su cui nessuna carta rimasta sul tavolo potrebbe ancora essere costruita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card that no card left on the table, of any deck, could still be built on.</source>
        <translation>le carte che non possono più servire sul tavolo salgono da sole dopo ogni mossa: assi, due e ogni carta su cui nessuna carta rimasta sul tavolo, di qualsiasi mazzo, potrebbe ancora essere costruita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>every card that can go to its foundation goes up by itself after each move: since runs are built by suit, no card on a foundation can ever be needed on the table.</source>
        <translation>ogni carta che può andare sulla sua fondazione sale da sola dopo ogni mossa: poiché le sequenze si costruiscono per seme, nessuna carta su una fondazione può mai servire sul tavolo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose rank minus one is already on all four foundations.</source>
        <translation>le carte che non possono più servire sul tavolo salgono da sole dopo ogni mossa: assi, due e ogni carta il cui valore meno uno è già su tutte e quattro le fondazioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cards that can no longer be useful on the table go up by themselves after each move: aces, twos, and any card whose two foundations of the other colour are already one rank below it.</source>
        <translation>le carte che non possono più servire sul tavolo salgono da sole dopo ogni mossa: assi, due e ogni carta le cui due fondazioni dell&apos;altro colore sono già a un valore sotto di essa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The base card dealt first never goes up by itself, as a card of the top rank could still go on it.</source>
        <translation>La carta base distribuita per prima non sale mai da sola, perché una carta del valore più alto potrebbe ancora andarci sopra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An ace never goes up by itself, as a king could still go on it.</source>
        <translation>Un asso non sale mai da solo, perché un re potrebbe ancora andarci sopra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With &lt;i&gt;Auto-move safe cards&lt;/i&gt; on, %1</source>
        <translation>Con &lt;i&gt;Sposta automaticamente le carte sicure&lt;/i&gt; attivo, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Undo takes back your move and its automatic moves together. A single click on a card, or a double click, also sends it to its foundation when it fits.</source>
        <translation>Annulla toglie insieme la tua mossa e le sue mosse automatiche. Un clic singolo su una carta, o un doppio clic, la manda anche sulla sua fondazione quando ci sta.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../freecell_qt/windows/session.py" line="+106"/>
        <source>FreeCell games (*.freecell)</source>
        <extracomment>What ends a reason that a message goes on after (see ``engine_words``).</extracomment>
        <translation>Partite di FreeCell (*.freecell)</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Save Game As</source>
        <translation>Salva partita come</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot Save Game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The game could not be written to {0}.

Check that the folder exists, is writable and has room, then try again.</source>
        <translation>Impossibile scrivere la partita in {0}.

Verifica che la cartella esista, sia scrivibile e abbia spazio, poi riprova.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{0} is not a regular file (it is a device, a pipe or a folder), so the game was not written there and it is unchanged.

The game in progress is still on the table; save it under another name.</source>
        <translation>{0} non è un file regolare (è un dispositivo, una pipe o una cartella), quindi la partita non è stata scritta lì ed è invariato.

La partita in corso è ancora sul tavolo; salvala con un altro nome.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Replace File?</source>
        <translation>Sostituire il file?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists.

Replace it with this game?</source>
        <translation>{0} esiste già.

Sostituirlo con questa partita?</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open Game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot be opened: {1}.

The game in progress is unchanged.</source>
        <translation>Impossibile aprire {0}: {1}.

La partita in corso non è cambiata.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cannot Paste Position</source>
        <translation>Impossibile incollare la posizione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no position to play: {0}.

The game in progress is unchanged.</source>
        <translation>Gli appunti non contengono nessuna posizione da giocare: {0}.

La partita in corso non è cambiata.</translation>
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
        <translation>Imposta posizione</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table being set up</source>
        <translation>Tavolo in preparazione</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Empty Table</source>
        <translation>Tavolo v&amp;uoto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table in Play</source>
        <translation>&amp;Tavolo in gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal the Rest</source>
        <translation>&amp;Distribuisci il resto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free &amp;cells:</source>
        <translation>&amp;Celle libere:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</source>
        <translation>7H 3 · KS QH JC 1 · 5D a · AH h · 7H -</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place &amp;by keyboard:</source>
        <translation>Posiziona con la ta&amp;stiera:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards, then where they go: a column (1-9, t, j, q, k), a free cell (a-g, i, l-n), h for a foundation, - back to the cards to place.</source>
        <translation>Carte, poi dove vanno: una pila (1-9, t, j, q, k), una cella libera (a-g, i, l-n), h per una fondazione, - per rimetterle tra le carte da posizionare.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last refusal</source>
        <translation>Ultimo rifiuto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position check</source>
        <translation>Verifica della posizione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solver verdict</source>
        <translation>Verdetto del risolutore</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solving</source>
        <translation>Risoluzione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can It Be &amp;Won?</source>
        <translation>Si può &amp;vincere?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Play</source>
        <translation>Gi&amp;oca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play and &amp;Show the Win</source>
        <translation>Gioca e &amp;mostra la vittoria</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Ready: this is a position of %1. Play it, or ask whether it can be won.</source>
        <translation>Pronto: questa è una posizione di %1. Giocala, o chiedi se può essere vinta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not a position yet: %1</source>
        <translation>Non è ancora una posizione: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every other pile is empty.</source>
        <translation>Tutti gli altri mucchi sono vuoti.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The solver is looking for a win...</source>
        <translation>Il risolutore sta cercando una vittoria...</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Winnable: the solver wins in 1 move.</source>
        <translation>Vincibile: il risolutore vince in 1 mossa.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Winnable: the solver wins in %n moves.</source>
        <translation>
            <numerusform>Vincibile: il risolutore vince in %n mossa.</numerusform>
            <numerusform>Vincibile: il risolutore vince in %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost: no way of playing wins this position.</source>
        <translation>Persa: nessun modo di giocare vince questa posizione.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not known: the solver found no answer in the time it has.</source>
        <translation>Non si sa: il risolutore non ha trovato risposta nel tempo a disposizione.</translation>
    </message>
</context>
<context>
    <name>SetupScene</name>
    <message>
        <location filename="../../freecell_qt/table/setup_table.py" line="+193"/>
        <source>Every card is placed. Drag a card here to take it off the table.</source>
        <translation>Tutte le carte sono posizionate. Trascina qui una carta per toglierla dal tavolo.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <location filename="../../freecell_qt/words/setup_words.py" line="+36"/>
        <source>Foundation %1 takes a card one rank above %2 in the other colour, not %3.</source>
        <translation>La fondazione %1 accetta una carta di un valore sopra %2 dell&apos;altro colore, non %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Foundation %1 takes a card one rank above %2, not %3.</source>
        <translation>La fondazione %1 accetta una carta di un valore sopra %2, non %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A free cell holds one card, not %n.</source>
        <translation>
            <numerusform>Una cella libera contiene una sola carta, non %n.</numerusform>
            <numerusform>Una cella libera contiene una sola carta, non %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1 already holds %2.</source>
        <translation>La cella libera %1 contiene già %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free cell %1 holds only %2, not %3.</source>
        <translation>La cella libera %1 contiene solo %2, non %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Cards go on a foundation one at a time, not %n together.</source>
        <translation>
            <numerusform>Le carte vanno su una fondazione una alla volta, non %n insieme.</numerusform>
            <numerusform>Le carte vanno su una fondazione una alla volta, non %n insieme.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lies under %2 on its foundation: take that off first.</source>
        <translation>%1 si trova sotto %2 sulla sua fondazione: togli prima quella.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A foundation in alternate colours starts with an ace, not %1.</source>
        <translation>Una fondazione a colori alterni inizia con un asso, non %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In this game a foundation takes only a whole run, in one move: lay the run in a column and send it up in play.</source>
        <translation>In questo gioco una fondazione accetta solo una sequenza completa, in una sola mossa: forma la sequenza in una pila e mandala su durante il gioco.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Foundation %1 is full.</source>
        <translation>La fondazione %1 è completa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundation takes rank %1 next, not %2.</source>
        <translation>La fondazione accetta ora il valore %1, non %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation takes only %1, not %2.</source>
        <translation>La fondazione di %1 accetta solo %1, non %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The foundations start from the %1 here, not %2.</source>
        <translation>Qui le fondazioni partono da %1, non da %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the jokers go on the jokers&apos; foundation, and a joker on no other: not %1.</source>
        <translation>Solo i jolly vanno sulla fondazione dei jolly, e un jolly su nessun&apos;altra: non %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 foundation is full.</source>
        <translation>La fondazione di %1 è completa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 foundation takes the card one rank above %2, not %3.</source>
        <translation>La fondazione di %1 accetta la carta di un valore sopra %2, non %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 card is still to place.</source>
        <translation>Resta ancora 1 carta da posizionare.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cards are still to place.</source>
        <translation>
            <numerusform>Resta ancora %n carta da posizionare.</numerusform>
            <numerusform>Restano ancora %n carte da posizionare.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1 is empty: in this game each foundation starts with a card of its own.</source>
        <translation>La fondazione %1 è vuota: in questo gioco ogni fondazione inizia con una propria carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every card is on the foundations: there is nothing to play.</source>
        <translation>Tutte le carte sono sulle fondazioni: non c&apos;è niente da giocare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type one or more cards, then where they go: 7H 3.</source>
        <translation>Digita una o più carte, poi dove vanno: 7H 3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” is not a card (7H, TD, KS).</source>
        <translation>“%1” non è una carta (7H, TD, KS).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card is named twice.</source>
        <translation>Una carta è indicata due volte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards are named, and the game has %2.</source>
        <translation>Sono indicate %1 carte, e il gioco ne ha %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“%1” names no pile of this game: a column is 1-9, t, j, q or k, a free cell a-g, i or l-n, a foundation h (h2 the second), and - sends cards back.</source>
        <translation>“%1” non indica nessun mucchio di questo gioco: una pila è 1-9, t, j, q o k, una cella libera a-g, i o l-n, una fondazione h (h2 la seconda), e - rimette le carte da posizionare.</translation>
    </message>
</context>
<context>
    <name>SolutionBar</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_bar.py" line="+79"/>
        <source>Solution</source>
        <extracomment>Keys that step through the way while the table has the keyboard (the table would otherwise take the arrows to move its focus between piles). The least width it asks for; the bar gives it whatever its buttons leave. The player plays on from the step shown (&quot;Play from Here&quot;).</extracomment>
        <translation>Soluzione</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First Step</source>
        <translation>Primo passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position the solution starts from (Home)</source>
        <translation>La posizione da cui parte la soluzione (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Back</source>
        <translation>Passo indietro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left)</source>
        <translation>Una mossa indietro (Freccia sinistra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step Forward</source>
        <translation>Passo avanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next move (Right)</source>
        <translation>La mossa successiva (Freccia destra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last Step</source>
        <translation>Ultimo passo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the solution (End)</source>
        <translation>La fine della soluzione (Fine)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play from Here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on yourself from the step shown; the moves before it count as Solve&apos;s</source>
        <translation>Continua a giocare tu dal passo mostrato; le mosse precedenti contano come di Risolvi</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Solution: press Play from Here to play on, or Esc to go back to your game.</source>
        <translation>Soluzione: premi Gioca da qui per continuare, o Esc per tornare alla tua partita.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your game now, from step {0} of the solution.</source>
        <translation>La tua partita ora, dal passo {0} della soluzione.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Step {0} of {1}</source>
        <translation>Passo {0} di {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Solved: the last move wins the game.</source>
        <translation>Risolta: l&apos;ultima mossa vince la partita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: {0}</source>
        <translation>Prossima: {0}</translation>
    </message>
</context>
<context>
    <name>SolutionUi</name>
    <message>
        <location filename="../../freecell_qt/windows/solution_ui.py" line="+45"/>
        <source>Show the S&amp;olution</source>
        <translation>&amp;Mostra la soluzione</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <location filename="../../freecell_qt/sound/__init__.py" line="+120"/>
        <source>Sound effects cannot be played: their files cannot be written in {0}.</source>
        <extracomment>The same sound again sooner than this after the last is dropped: a move and the automatic finish it sets off, or a key held down on a refused move, give one sound, not a burst. The win is never dropped. Seconds on a steady clock, for ``REPEAT_GAP_S``.</extracomment>
        <translation>Gli effetti sonori non possono essere riprodotti: impossibile scrivere i loro file in {0}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No sound player was found for the sound effects: install pw-play, paplay or aplay to hear them.</source>
        <translation>Nessun lettore audio trovato per gli effetti sonori: installa pw-play, paplay o aplay per sentirli.</translation>
    </message>
</context>
<context>
    <name>SpeechWords</name>
    <message numerus="yes">
        <location filename="../../freecell_qt/words/speech_words.py" line="+42"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reserve pile %1</source>
        <translation>Riserva %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pile %1</source>
        <translation>Mucchio %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1</source>
        <translation>Pila %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free cell %1</source>
        <translation>Cella libera %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+207"/>
        <source>Foundation</source>
        <translation>Fondazione</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Jokers&apos; foundation</source>
        <translation>Fondazione dei jolly</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Foundation %1</source>
        <translation>Fondazione %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 foundation %2</source>
        <translation>Fondazione di %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 foundation</source>
        <translation>Fondazione di %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a face-down card</source>
        <translation>una carta coperta</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+8"/>
        <source>full, up to %1</source>
        <translation>completa, fino a %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>empty, takes any %1 first</source>
        <translation>vuota, accetta prima un %1 qualsiasi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to %1, takes %2 next</source>
        <translation>fino a %1, accetta ora %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1, takes any %2 next</source>
        <translation>fino a %1, accetta ora un %2 qualsiasi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty, takes %1 first</source>
        <translation>vuota, accetta prima %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+91"/>
        <location line="+5"/>
        <location line="+29"/>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>up to %1</source>
        <translation>fino a %1</translation>
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
        <translation>%1, per %2, vuota</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+7"/>
        <source>%1, empty</source>
        <translation>%1, vuota</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>%1, free cell %2</source>
        <translation>%1, cella libera %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, pile %2, %3, top card</source>
        <translation>%1, mucchio %2, %3, carta in cima</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, column %2, %3, top card</source>
        <translation>%1, pila %2, %3, carta in cima</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1, a run of %n</source>
        <translation>
            <numerusform>%1, una sequenza di %n</numerusform>
            <numerusform>%1, una sequenza di %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+71"/>
        <source>%1, under pile %2</source>
        <translation>%1, sotto il mucchio %2</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>%1, picked up</source>
        <translation>%1, presa</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: picked up %2</source>
        <translation>%1: %2 presa</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: picked up %n cards, %2 to %3</source>
        <translation>
            <numerusform>%1: %n carta presa, da %2 a %3</numerusform>
            <numerusform>%1: %n carte prese, da %2 a %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Put back</source>
        <translation>Rimesse a posto</translation>
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
            <numerusform>%n carta coperta</numerusform>
            <numerusform>%n carte coperte</numerusform>
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
        <translation>Questo gioco non ha celle libere.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Free cells, %n free: %1</source>
        <translation>
            <numerusform>Celle libere, %n libera: %1</numerusform>
            <numerusform>Celle libere, %n libere: %1</numerusform>
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
        <translation>Fondazioni: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>jokers</source>
        <translation>jolly</translation>
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
        <translation>%1, nella pila %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1. Automatically: %2</source>
        <translation>%1. Automaticamente: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undone: %1</source>
        <translation>Annullato: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Redone: %1</source>
        <translation>Ripetuto: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>At move %1 of %2.</source>
        <translation>Alla mossa %1 di %2.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../freecell_qt/storage/statistics_db.py" line="+398"/>
        <source>The statistics file could not be read, so a new one was started. The old file is kept as {0}.</source>
        <extracomment>One step of a migration: a statement, or Python for what SQL cannot work out. Version 1 held the results; version 2 added the saved game, for replays; version 3 keys each game by its rules (``Rules.key``), presets and custom games alike, with the rules themselves to name it in the dialog; version 4 adds the date of a Daily Deal (NULL for any other game) and the game&apos;s difficulty (a ``Difficulty`` value, NULL while not rated). Earlier rows keep NULL in both: nothing can tell, after the fact, what they were. Version 5 adds the Daily Challenges won (one row per date and level, so a deal won again counts once) and the awards earned (trophies, streak milestones and achievements, each id once: see ``storage/daily_challenge_records.py``). Version 6 adds the fewest-cells challenges won, a table of their own, so that they are counted apart from the wins of ``games`` and no older row changes. The version that added ``challenge_wins``, and the columns read from it. The version that added the par to the games. Every column the code reads; a file lacking one is not ours to trust. The columns each version added to the table, newest last. The longest text this app writes in each column, in characters; any other column holds a number. A crafted row may hold far more (a 50 MB code froze the dialog for seconds and took gigabytes to show), so ``bounded`` reads a longer value as an empty blob, which no reader takes for text: the row is skipped, or (for the saved game) kept without its replay. Columns read for their truth (0 or 1), whatever they hold. How long, in seconds, a statement waits for a lock another program holds: a moment the window does not notice, not sqlite3&apos;s 5 s. A write that gets no lock is kept by ``Statistics`` and tried again later. The VM steps one statement may take before SQLite stops it. On a file of 100,000 games, more than anyone plays, the heaviest statement takes about 15 million; SQLite runs some 50 million a second. Steps, not seconds, so that the limit is the same on any machine. How many steps go between two looks at the count. Errors that pass by themselves: a lock is let go, room is made on the disk. False for a file from a newer version: shown, never changed. The file could not be opened just now (another program holds its lock): opening it again later may work.</extracomment>
        <translation>Impossibile leggere il file delle statistiche, quindi ne è stato iniziato uno nuovo. Il vecchio file è conservato come {0}.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The statistics were saved by a newer version of FreeCell Qt; they are shown but not updated.</source>
        <translation>Le statistiche sono state salvate da una versione più recente di FreeCell Qt; vengono mostrate ma non aggiornate.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Statistics cannot be saved in {0} ({1}); play goes on without them.</source>
        <translation>Le statistiche non possono essere salvate in {0} ({1}); si gioca senza.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The statistics in {0} cannot be read ({1}).</source>
        <translation>Impossibile leggere le statistiche in {0} ({1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Statistics could not be saved: the disk is full. They will be saved once there is room again.</source>
        <translation>Impossibile salvare le statistiche: il disco è pieno. Verranno salvate quando ci sarà di nuovo spazio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics could not be saved just now: another program is using the file. They will be saved once it is free.</source>
        <translation>Impossibile salvare le statistiche in questo momento: un altro programma sta usando il file. Verranno salvate quando sarà libero.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the file takes too long to work with and may be damaged</source>
        <translation>il file richiede troppo tempo per essere elaborato e potrebbe essere danneggiato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>another program is using the file</source>
        <translation>un altro programma sta usando il file</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_dialog.py" line="+109"/>
        <source>Statistics</source>
        <extracomment>The rows of &quot;By Difficulty&quot;, easiest first, then the games not rated. The recent games the table shows however small the dialog. The player wants to play this code again (a ``GameCode``). The player wants to watch this game again (a ``GameRecord``). The player wants this game reviewed by the solver (a ``GameRecord``).</extracomment>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Games</source>
        <extracomment>The figures of the game picked, by name. The Daily Deal&apos;s figures (every game&apos;s), by name.</extracomment>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played:</source>
        <translation>Giocate:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won:</source>
        <translation>Vinte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate:</source>
        <translation>Percentuale di vittorie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaks</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current:</source>
        <translation>Serie attuale:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Longest winning:</source>
        <translation>Migliore serie di vittorie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest losing:</source>
        <translation>Peggiore serie di sconfitte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best Wins</source>
        <translation>Migliori vittorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best time:</source>
        <translation>Tempo migliore:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest moves:</source>
        <translation>Numero minimo di mosse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score:</source>
        <translation>Punteggio migliore:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins at or under par:</source>
        <translation>Vittorie in par o sotto par:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daily Deal</source>
        <translation>Smazzata del giorno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dates played:</source>
        <translation>Giorni giocati:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dates won:</source>
        <translation>Giorni vinti:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current streak:</source>
        <translation>Serie attuale:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best streak:</source>
        <translation>Serie migliore:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Challenges</source>
        <extracomment>The fewest-cells challenges won (every game&apos;s), by name.</extracomment>
        <translation>Sfide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenges won:</source>
        <translation>Sfide vinte:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fewest cells:</source>
        <translation>Minimo di celle:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Play This Deal Again</source>
        <translation>Gioca di &amp;nuovo questa smazzata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay</source>
        <translation>Ri&amp;produci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view...</source>
        <translation>&amp;Esamina...</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reset...</source>
        <translation>&amp;Azzera...</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Recent games:</source>
        <translation>Partite recenti:</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>By Difficulty</source>
        <translation>Per difficoltà</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not rated</source>
        <extracomment>(played, won) labels per difficulty value, ``None`` for not rated.</extracomment>
        <translation>Non valutate</translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>%n won</source>
        <translation>
            <numerusform>%n vinta</numerusform>
            <numerusform>%n vinte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lost</source>
        <translation>
            <numerusform>%n persa</numerusform>
            <numerusform>%n perse</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 (deal %2)</source>
        <translation>%1 (smazzata %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 day</source>
        <translation>1 giorno</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n days</source>
        <translation>
            <numerusform>%n giorno</numerusform>
            <numerusform>%n giorni</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Custom board</source>
        <translation>Tavolo personalizzato</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Finished by Solve: counted as played, not as won</source>
        <translation>Terminata con Risolvi: conteggiata come giocata, non come vinta</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>In progress</source>
        <translation>In corso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solved</source>
        <translation>Risolta</translation>
    </message>
    <message>
        <location line="-181"/>
        <location line="+181"/>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>{0}, custom board</source>
        <translation>{0}, tavolo personalizzato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} (Daily Deal {1})</source>
        <translation>{0} (Smazzata del giorno {1})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game code: none (a board set up by hand)</source>
        <translation>Codice partita: nessuno (un tavolo disposto a mano)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game code: {0}</source>
        <translation>Codice partita: {0}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reset Statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every finished game of {0}? This cannot be undone.</source>
        <translation>Dimenticare tutte le partite concluse di {0}? L&apos;operazione non può essere annullata.</translation>
    </message>
</context>
<context>
    <name>StatisticsUi</name>
    <message>
        <location filename="../../freecell_qt/windows/statistics_ui.py" line="+86"/>
        <source>S&amp;tatistics...</source>
        <extracomment>Where a review of a game of the list takes its turn to search. The last problem told, so that none is told twice in a row.</extracomment>
        <translation>S&amp;tatistiche...</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Review of the Game</source>
        <translation>Esame della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be reviewed: {0}</source>
        <translation>Questa partita non può essere esaminata: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay</source>
        <translation>Riproduzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot be replayed: {0}</source>
        <translation>Questa partita non può essere riprodotta: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+47"/>
        <source>custom board</source>
        <translation>tavolo personalizzato</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The statistics are saved again.</source>
        <translation>Le statistiche vengono di nuovo salvate.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <location filename="../../freecell_qt/windows/step_bar.py" line="+89"/>
        <source>Close</source>
        <extracomment>&quot;Step 3 of 40&quot;, placed and worded by the subclass: some languages call a solution&apos;s steps moves, and a replay&apos;s steps.</extracomment>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to your game (Esc)</source>
        <translation>Torna alla tua partita (Esc)</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../../freecell_qt/words/step_words.py" line="+39"/>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>first joker</source>
        <translation>primo jolly</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second joker</source>
        <translation>secondo jolly</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 back from the foundation</source>
        <translation>%1 ripreso dalla fondazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to free cell %2</source>
        <translation>%1 nella cella libera %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to a free cell</source>
        <translation>%1 in una cella libera</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 and %n cards below it to the foundation</source>
        <translation>
            <numerusform>%1 e %n carta sotto di esso sulla fondazione</numerusform>
            <numerusform>%1 e %n carte sotto di esso sulla fondazione</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to the foundation</source>
        <translation>%1 sulla fondazione</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 onto the %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and 1 card below it onto the %2</source>
        <translation>%1 e 1 carta sotto di esso su %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it onto the %2</source>
        <translation>
            <numerusform>%1 e %n carta sotto di esso su %2</numerusform>
            <numerusform>%1 e %n carte sotto di esso su %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and 1 card below it to column %2</source>
        <translation>%1 e 1 carta sotto di esso nella pila %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 and %n cards below it to column %2</source>
        <translation>
            <numerusform>%1 e %n carta sotto di esso nella pila %2</numerusform>
            <numerusform>%1 e %n carte sotto di esso nella pila %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 to column %2</source>
        <translation>%1 nella pila %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Finish: 1 card to the foundation</source>
        <translation>Termina: 1 carta sulla fondazione</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Finish: %n cards to the foundations</source>
        <translation>
            <numerusform>Termina: %n carta sulle fondazioni</numerusform>
            <numerusform>Termina: %n carte sulle fondazioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>At the deal: %n card(s) to the foundations</source>
        <translation>
            <numerusform>Alla distribuzione: %n carta sulle fondazioni</numerusform>
            <numerusform>Alla distribuzione: %n carte sulle fondazioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (+%n automatic)</source>
        <translation>
            <numerusform>%1 (+%n automatica)</numerusform>
            <numerusform>%1 (+%n automatiche)</numerusform>
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
        <translation>Solitario Freecell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight: Microsoft deal numbers and game codes</source>
        <extracomment>The menu entry&apos;s tooltip.</extracomment>
        <translation>Il solitario con tutte le carte in vista: numeri di smazzata Microsoft e codici di partita</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>freecell;solitaire;patience;cards;forecell;</source>
        <extracomment>The words a menu search finds the game by. Translator: words separated by semicolons, the list ending with one; add the words players of your language search for (the game&apos;s local name).</extracomment>
        <translation>freecell;solitario;carte;gioco di carte;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solitaire with every card in sight</source>
        <extracomment>The store page&apos;s one line under the name.</extracomment>
        <translation>Il solitario con tutte le carte in vista</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FreeCell is the patience game where all 52 cards are dealt face up: build the four foundations from ace to king, with the help of up to four free cells. Almost every deal can be won, and each is a puzzle of its own.</source>
        <extracomment>The store page&apos;s description: one paragraph, then a list.</extracomment>
        <translation>Freecell è il solitario in cui tutte le 52 carte sono distribuite scoperte: costruisci le quattro fondazioni dall&apos;asso al re, con l&apos;aiuto di un massimo di quattro celle libere. Quasi ogni smazzata si può vincere, e ognuna è un rompicapo a sé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Microsoft-compatible deal numbers, and game codes that give a friend exactly the same game</source>
        <translation>Numeri di smazzata compatibili con Microsoft e codici partita che danno a un amico esattamente la stessa partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Twenty-four games: FreeCell with zero to four free cells, ForeCell, Baker&apos;s Game, Eight Off, Seahaven Towers, Penguin, games of two and three decks, and a game of your own</source>
        <translation>Ventiquattro giochi: Freecell con da zero a quattro celle libere, Forecell, Gioco del fornaio, Eight Off, Torri di Seahaven, Pinguino, giochi a due e tre mazzi e un gioco personalizzato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A solver that gives hints, plays the game for you and tells whether it can still be won</source>
        <translation>Un risolutore che dà suggerimenti, gioca la partita al posto tuo e dice se si può ancora vincere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals rated from easy to expert, a Daily Deal, statistics and a review of every game</source>
        <translation>Smazzate classificate da facile a esperto, una smazzata del giorno, statistiche e l&apos;esame di ogni partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mouse, keyboard and touch play, unlimited undo, and a table a screen reader can follow</source>
        <translation>Gioco con mouse, tastiera e tocco, annullamenti illimitati e un tavolo che un lettore di schermo può seguire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Light and dark mode, in twenty-five languages</source>
        <translation>Modalità chiara e scura, in venticinque lingue</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal 1, after two moves: the clubs and the ace of spades are up</source>
        <extracomment>Each screenshot of the store page (its file in docs/screenshots) and its caption.</extracomment>
        <translation>Smazzata 1, dopo due mosse: i fiori e l&apos;asso di picche sono sulle fondazioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same game in dark mode, on the dark felt</source>
        <translation>La stessa partita in modalità scura, sul panno scuro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The blue felt</source>
        <translation>Il panno blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The large-index deck in a tall, narrow window</source>
        <translation>Il mazzo con indici grandi in una finestra alta e stretta</translation>
    </message>
</context>
<context>
    <name>StuckDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="+206"/>
        <source>No More Moves</source>
        <translation>Nessuna altra mossa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No more moves possible</source>
        <translation>Nessuna altra mossa possibile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can undo the last move, restart this deal from the beginning, or start a new game.</source>
        <translation>Puoi annullare l&apos;ultima mossa, riavviare questa smazzata dall&apos;inizio o iniziare una nuova partita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Esamina</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../../freecell_qt/table/accessible.py" line="+65"/>
        <source>Card table. Arrow keys move between the piles, Space picks up and puts down, R reads the pile, L the free cells, U the foundations, Alt with a digit a column.</source>
        <extracomment>Each announcement&apos;s text, and whether it interrupts (a refusal).</extracomment>
        <translation>Tavolo da gioco. I tasti freccia spostano tra i mucchi, Spazio prende e posa, R legge il mucchio, L le celle libere, U le fondazioni, Alt con una cifra una pila.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../freecell_qt/table/view.py" line="+65"/>
        <source>Finish</source>
        <extracomment>The least a control is for a finger: Qt&apos;s (and the platforms&apos;) 44-pixel guidance. A finger (True) or a mouse (False) was last used on the table. The table was painted for the first time (said once, right after).</extracomment>
        <translation>Termina</translation>
    </message>
</context>
<context>
    <name>WonDialog</name>
    <message>
        <location filename="../../freecell_qt/windows/end_dialogs.py" line="-96"/>
        <source>Solved</source>
        <translation>Risolta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Solved by the computer</source>
        <translation>Risolta dal computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solve played this game, so it does not count as a win in your statistics.</source>
        <translation>Questa partita è stata giocata da Risolvi, quindi non conta come vittoria nelle statistiche.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You Won</source>
        <translation>Hai vinto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Congratulations, you won!</source>
        <translation>Congratulazioni, hai vinto!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Score:</source>
        <translation>Punteggio:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves:</source>
        <translation>Mosse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning streak:</source>
        <extracomment>The figures the statistics add, empty when they have none to tell.</extracomment>
        <translation>Serie di vittorie:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not rated</source>
        <translation>Non valutata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Difficulty:</source>
        <translation>Difficoltà:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (your game: %2, auto-moves included)</source>
        <extracomment>The par and the player&apos;s moves counted its way; None without a par. &quot;Under par!&quot; or &quot;At par!&quot;, for a player&apos;s win that reached the par.</extracomment>
        <translation>%1 (la tua partita: %2, mosse automatiche incluse)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Par:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Under par!</source>
        <translation>Sotto par!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At par!</source>
        <translation>In par!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay</source>
        <translation>Ri&amp;produci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view</source>
        <translation>&amp;Esamina</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Solution</source>
        <translation>&amp;Mostra la soluzione</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your first win of this game.</source>
        <translation>La tua prima vittoria in questa partita.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your best time of %n wins.</source>
        <translation>
            <numerusform>Il tuo miglior tempo su %n vittoria.</numerusform>
            <numerusform>Il tuo miglior tempo su %n vittorie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your time is number %1 of %n wins.</source>
        <translation>
            <numerusform>Il tuo tempo è il numero %1 su %n vittoria.</numerusform>
            <numerusform>Il tuo tempo è il numero %1 su %n vittorie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Your best score of %n wins.</source>
        <translation>
            <numerusform>Il tuo miglior punteggio su %n vittoria.</numerusform>
            <numerusform>Il tuo miglior punteggio su %n vittorie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Your score is number %1 of %n wins.</source>
        <translation>
            <numerusform>Il tuo punteggio è il numero %1 su %n vittoria.</numerusform>
            <numerusform>Il tuo punteggio è il numero %1 su %n vittorie.</numerusform>
        </translation>
    </message>
</context>
</TS>
